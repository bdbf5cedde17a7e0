// The buyer information every checkout asks for (spec 5: name, phone digits only, e-mail), prefilled from
// the viewer's account, with the checks made before the payment is sent (the server makes them again).
import { FormattedMessage, useIntl } from 'react-intl';
import { FormPanel, PanelTitle } from '../../../components/FormBits';
import { TextField } from '../../../components/TextField';

export type Buyer = { name: string; phone: string; email: string };

/** The form's starting values: what the account already knows. */
export function buyerOf(viewer: { name?: string | null; phone?: string | null; email?: string | null } | null | undefined): Buyer {
  return { name: viewer?.name ?? '', phone: viewer?.phone ?? '', email: viewer?.email ?? '' };
}

/** The buyer as sent: trimmed. */
export function trimmedBuyer(buyer: Buyer): Buyer {
  return { name: buyer.name.trim(), phone: buyer.phone.trim(), email: buyer.email.trim() };
}

/** Errors keyed `buyer.<field>`, as the server names them; `message` gives the text of an error code. */
export function buyerErrors(buyer: Buyer, message: (code: string) => string): Record<string, string> {
  const found: Record<string, string> = {};
  const { name, phone, email } = trimmedBuyer(buyer);
  if (!name) found['buyer.name'] = message('REQUIRED');
  if (!phone) found['buyer.phone'] = message('REQUIRED');
  else if (!/^[0-9]+$/.test(phone)) found['buyer.phone'] = message('PHONE_INVALID');
  if (!email) found['buyer.email'] = message('REQUIRED');
  return found;
}

export function BuyerFields({ buyer, onChange, errors }: { buyer: Buyer; onChange: (buyer: Buyer) => void; errors: Record<string, string | undefined> }) {
  const intl = useIntl();
  return (
    <FormPanel>
      <PanelTitle>
        <FormattedMessage id="payments.checkout.buyer" />
      </PanelTitle>
      <TextField
        label={intl.formatMessage({ id: 'payments.checkout.name' })}
        autoComplete="name"
        value={buyer.name}
        onChange={(e) => onChange({ ...buyer, name: e.target.value })}
        error={errors['buyer.name']}
      />
      <TextField
        label={intl.formatMessage({ id: 'payments.checkout.phone' })}
        autoComplete="tel"
        inputMode="numeric"
        value={buyer.phone}
        onChange={(e) => onChange({ ...buyer, phone: e.target.value })}
        hint={intl.formatMessage({ id: 'payments.checkout.phoneHint' })}
        error={errors['buyer.phone']}
      />
      <TextField
        label={intl.formatMessage({ id: 'payments.checkout.email' })}
        type="email"
        autoComplete="email"
        value={buyer.email}
        onChange={(e) => onChange({ ...buyer, email: e.target.value })}
        error={errors['buyer.email']}
      />
    </FormPanel>
  );
}
