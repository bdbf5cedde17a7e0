// The part of a store checkout every cart shares: buyer information, a shipping address when goods are in
// it, card or deposit, the totals (shipping once per order: the highest fee among its goods, as the
// server charges) and the order agreement; then checkoutStore and the success, pending or fail page.
// What is bought is shown by the caller (`summary`), which also checks its own choices first. Every attempt
// carries an idempotency key made once for it: a double click or a retry after a lost answer sends the same
// key, and the server answers the order it placed instead of charging again; after a definite refusal the
// form makes a new key so the fan can try again.
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useRuntimeConfig } from '../../../app/config';
import { showToast } from '../../../app/toasts';
import { Button } from '../../../components/Button';
import { Alert, Check, FormPanel, Muted, PanelTitle } from '../../../components/FormBits';
import { Icon } from '../../../components/Icon';
import { TextField } from '../../../components/TextField';
import { styled } from '../../../theme/stitches.config';
import { errorMessageId } from '../../account/errors';
import { BuyerFields, buyerErrors, buyerOf, trimmedBuyer } from '../../payments/components/BuyerFields';
import { PaymentMethodFields, type PaymentMethod } from '../../payments/components/PaymentMethodFields';
import { PAYMENT_ERROR_MESSAGES } from '../../payments/errors';
import { paymentResultPath } from '../../payments/paths';
import { STORE_ERROR_MESSAGES } from '../errors';
import { newCheckoutKey } from '../checkout-key';
import { useFormatWon, vatOf } from '../format';
import { useCheckoutStore } from '../hooks/useCheckoutStore';

const MESSAGES = { ...PAYMENT_ERROR_MESSAGES, ...STORE_ERROR_MESSAGES };
/** Fields the form shows an error beside; any other (the method, the whole cart) is said by the pay button. */
const SHOWN_FIELD = /^(buyer\.|shippingAddress\.|lines\.\d+\.)|^(cardId|agreement)$/;

/** One line as it will be sent and totalled. */
export type CheckoutItem = {
  productId: string;
  optionId: string | null;
  quantity: number;
  unitPrice: number;
  kind: string;
  shippingFee: number;
};

type AddressField = 'recipientName' | 'recipientPhone' | 'postalCode' | 'address1' | 'address2' | 'deliveryNote';
type Address = Record<AddressField, string>;
export type FieldErrors = Record<string, string>;

const Form = styled('form', { display: 'flex', flexDirection: 'column', gap: '$4' });
const Totals = styled('dl', {
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: '$2 $4',
  fontSize: '$sm',
  margin: 0,
  '& dt': { color: '$textMuted' },
  '& dd': { margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  '& .total': { color: '$text', fontSize: '$lg', fontWeight: '$bold' },
});
export const FieldError = styled(Muted, { color: '$error !important' });
export const ItemRow = styled('div', {
  display: 'grid',
  gridTemplateColumns: '72px minmax(0, 1fr)',
  gap: '$3',
  alignItems: 'center',
  '& strong': { display: 'block', fontSize: '$lg', fontWeight: '$bold', overflowWrap: 'anywhere' },
  '& span': { color: '$textMuted', fontSize: '$sm' },
});
export const ItemThumb = styled('div', {
  width: 72,
  height: 72,
  borderRadius: '$md',
  overflow: 'hidden',
  background: '$surfaceRaised',
  display: 'grid',
  placeItems: 'center',
  color: '$textMuted',
  '& img': { width: '100%', height: '100%', objectFit: 'cover' },
});
const Stepper = styled('div', {
  display: 'inline-flex',
  alignItems: 'center',
  border: '1px solid $border',
  borderRadius: '$md',
  width: 'fit-content',
  '& button': { width: 44, height: 44, background: 'transparent', border: 0, color: '$text', fontSize: '$lg', cursor: 'pointer' },
  '& button:disabled': { color: '$textMuted', cursor: 'not-allowed' },
  '& output': { minWidth: 40, textAlign: 'center', fontVariantNumeric: 'tabular-nums' },
});

/** − n + within 1…max, labelled by the element with `labelledBy`. */
export function QuantityStepper({ value, max, onChange, labelledBy }: { value: number; max: number; onChange: (value: number) => void; labelledBy: string }) {
  const intl = useIntl();
  return (
    <Stepper role="group" aria-labelledby={labelledBy}>
      <button type="button" aria-label={intl.formatMessage({ id: 'store.quantity.decrease' })} disabled={value <= 1} onClick={() => onChange(Math.max(1, value - 1))}>
        −
      </button>
      <output aria-live="polite">{value}</output>
      <button type="button" aria-label={intl.formatMessage({ id: 'store.quantity.increase' })} disabled={value >= max} onClick={() => onChange(Math.min(max, value + 1))}>
        +
      </button>
    </Stepper>
  );
}

/** What the items cost, as the server charges: shipping once per order (the highest fee among its goods). */
export function totalsOf(items: readonly CheckoutItem[]) {
  const goods = items.some((item) => item.kind === 'GOODS');
  const quantity = items.reduce((sum, item) => sum + item.quantity, 0);
  const subtotal = items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
  const shipping = items.reduce((fee, item) => (item.kind === 'GOODS' ? Math.max(fee, item.shippingFee) : fee), 0);
  return { goods, quantity, subtotal, shipping, total: subtotal + shipping };
}

/** Items, shipping (when goods are in it), the VAT included and the total. */
export function OrderTotals({ items, testId }: { items: readonly CheckoutItem[]; testId: string }) {
  const won = useFormatWon();
  const { goods, quantity, subtotal, shipping, total } = totalsOf(items);
  return (
    <Totals>
      <dt>
        <FormattedMessage id="store.checkout.subtotal" values={{ quantity }} />
      </dt>
      <dd>{won(subtotal)}</dd>
      {goods ? (
        <>
          <dt>
            <FormattedMessage id="store.checkout.shippingFee" />
          </dt>
          <dd>{won(shipping)}</dd>
        </>
      ) : null}
      <dt>
        <FormattedMessage id="payments.checkout.vat" />
      </dt>
      <dd>{won(vatOf(total))}</dd>
      <dt className="total">
        <FormattedMessage id="payments.checkout.total" />
      </dt>
      <dd className="total" data-testid={testId}>
        {won(total)}
      </dd>
    </Totals>
  );
}

export type StoreCheckoutFormProps = {
  items: readonly CheckoutItem[];
  viewer: Parameters<typeof buyerOf>[0];
  cards: readonly { id: string; brand: string; last4: string }[];
  /** Where a card registration returns to (this page with the current choice). */
  returnTo: (method: PaymentMethod) => string;
  initialMethod?: PaymentMethod;
  initialCardId?: string | null;
  /** What is bought, with any errors the server or `checkSummary` found on its lines ("lines.0.optionId"). */
  summary: (errors: FieldErrors, clearError: (field: string) => void) => ReactNode;
  checkSummary?: () => FieldErrors;
  /** Runs once the order is placed (before leaving for the result page), e.g. to empty the cart. */
  onPlaced?: () => void;
  /** Loads the prices again from the server, in place (the form keeps what was typed): after PRICE_CHANGED. */
  refresh?: () => Promise<unknown>;
};

export function StoreCheckoutForm({ items, viewer, cards, returnTo, initialMethod = 'CARD', initialCardId, summary, checkSummary, onPlaced, refresh }: StoreCheckoutFormProps) {
  const intl = useIntl();
  const won = useFormatWon();
  const { testPayments } = useRuntimeConfig();
  const navigate = useNavigate();
  const { checkoutStore, isInFlight } = useCheckoutStore();
  const [method, setMethod] = useState<PaymentMethod>(initialMethod);
  const [cardId, setCardId] = useState(() => cards.find((c) => c.id === initialCardId)?.id ?? cards[0]?.id ?? '');
  const [buyer, setBuyer] = useState(() => buyerOf(viewer));
  const [address, setAddress] = useState<Address>({ recipientName: viewer?.name ?? '', recipientPhone: viewer?.phone ?? '', postalCode: '', address1: '', address2: '', deliveryNote: '' });
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  // Kept while the page is open (also across a failure with no answer: the order may have been placed).
  const [checkoutKey, setCheckoutKey] = useState(newCheckoutKey);

  const { goods, total } = totalsOf(items);
  const message = (code: string, values: Record<string, string | number> = {}) => intl.formatMessage({ id: errorMessageId(code, MESSAGES) }, { reason: '', ...values });
  const clearError = (field: string) => setErrors(({ [field]: _dropped, ...rest }) => rest);

  const check = () => {
    const found: FieldErrors = { ...checkSummary?.() };
    Object.assign(found, buyerErrors(buyer, message));
    if (goods) {
      for (const field of ['recipientName', 'recipientPhone', 'postalCode', 'address1'] as const) {
        if (!address[field].trim()) found[`shippingAddress.${field}`] = message('REQUIRED');
      }
      if (address.recipientPhone.trim() && !/^[0-9]+$/.test(address.recipientPhone.trim())) found['shippingAddress.recipientPhone'] = message('PHONE_INVALID');
      if (address.postalCode.trim() && !/^\d{5}$/.test(address.postalCode.trim())) found['shippingAddress.postalCode'] = intl.formatMessage({ id: 'store.checkout.postalCodeHint' });
    }
    if (method === 'CARD' && !cardId) found.cardId = message('CARD_REQUIRED');
    if (!agreed) found.agreement = intl.formatMessage({ id: 'payments.checkout.agreeRequired' });
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length) return;
    try {
      const response = await checkoutStore({
        input: {
          lines: items.map(({ productId, optionId, quantity: n }) => ({ productId, optionId, quantity: n })),
          method,
          cardId: method === 'CARD' ? cardId : null,
          buyer: trimmedBuyer(buyer),
          shippingAddress: goods
            ? {
                recipientName: address.recipientName.trim(),
                recipientPhone: address.recipientPhone.trim(),
                postalCode: address.postalCode.trim(),
                address1: address.address1.trim(),
                address2: address.address2.trim() || null,
                deliveryNote: address.deliveryNote.trim() || null,
              }
            : null,
          agreeToOrderTerms: agreed,
          // What the pay button said: the server refuses (PRICE_CHANGED) rather than charge anything else.
          expectedAmount: total,
          idempotencyKey: checkoutKey,
        },
      });
      const result = response.checkoutStore;
      if (result.__typename === 'CheckoutStoreSuccess' && result.payment) {
        onPlaced?.();
        navigate(paymentResultPath(result.payment.status === 'PAID' ? 'success' : 'pending', result.payment.id));
      } else if (result.__typename === 'PaymentFailedError' && result.payment) {
        navigate(paymentResultPath('fail', result.payment.id));
      } else if (result.__typename !== '%other') {
        // A definite refusal placed nothing (or, for IDEMPOTENCY_KEY_REUSED, nothing more): the next try is a new attempt.
        setCheckoutKey(newCheckoutKey());
        const text = message(result.code ?? '');
        // The price changed since the page loaded: show the new one, and let the buyer look before paying.
        if (result.code === 'PRICE_CHANGED') void refresh?.().catch(() => undefined);
        const field = 'field' in result ? result.field : null;
        // A whole line ("lines.1": sold out) is marked on the line and said beside the pay button.
        if (field && /^lines\.\d+$/.test(field)) {
          setErrors({ [field]: text });
          setFormError(text);
        } else if (field && SHOWN_FIELD.test(field)) setErrors({ [field]: text });
        else setFormError(text);
      }
    } catch {
      showToast({ kind: 'error', message: intl.formatMessage({ id: 'account.error.generic' }) });
    }
  };

  const addressField = (field: AddressField, props: { autoComplete?: string; inputMode?: 'numeric'; hint?: string } = {}) => (
    <TextField
      key={field}
      label={intl.formatMessage({ id: `store.checkout.${field}` })}
      value={address[field]}
      onChange={(e) => setAddress({ ...address, [field]: e.target.value })}
      error={errors[`shippingAddress.${field}`]}
      {...props}
    />
  );

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-label={intl.formatMessage({ id: 'store.checkout.title' })}>
      {summary(errors, clearError)}

      {testPayments && (
        <Alert tone="info" role="note">
          <Icon name="alert" size={18} />
          <FormattedMessage id="payments.checkout.testPayments" />
        </Alert>
      )}

      <BuyerFields buyer={buyer} onChange={setBuyer} errors={errors} />

      {goods ? (
        <FormPanel>
          <PanelTitle>
            <FormattedMessage id="store.checkout.shipping" />
          </PanelTitle>
          {addressField('recipientName', { autoComplete: 'shipping name' })}
          {addressField('recipientPhone', { autoComplete: 'shipping tel', inputMode: 'numeric', hint: intl.formatMessage({ id: 'payments.checkout.phoneHint' }) })}
          {addressField('postalCode', { autoComplete: 'shipping postal-code', inputMode: 'numeric', hint: intl.formatMessage({ id: 'store.checkout.postalCodeHint' }) })}
          {addressField('address1', { autoComplete: 'shipping address-line1' })}
          {addressField('address2', { autoComplete: 'shipping address-line2' })}
          {addressField('deliveryNote')}
        </FormPanel>
      ) : null}

      <FormPanel>
        <PanelTitle>
          <FormattedMessage id="payments.checkout.method" />
        </PanelTitle>
        <PaymentMethodFields
          method={method}
          onMethodChange={setMethod}
          hintId={(value) => `store.checkout.method.${value}.hint`}
          cards={cards}
          cardId={cardId}
          onCardChange={setCardId}
          cardError={errors.cardId}
          returnTo={returnTo(method)}
        />
      </FormPanel>

      <FormPanel>
        <OrderTotals items={items} testId="checkout-total" />
        <Check checked={agreed} onChange={(e) => setAgreed(e.target.checked)} label={intl.formatMessage({ id: 'payments.checkout.agree' })} aria-invalid={errors.agreement ? true : undefined} />
        {errors.agreement ? <FieldError role="alert">{errors.agreement}</FieldError> : null}
        {formError ? (
          <Alert role="alert">
            <Icon name="alert" size={18} />
            <div>{formError}</div>
          </Alert>
        ) : null}
        <Button type="submit" size="large" fullWidth loading={isInFlight}>
          <FormattedMessage id={method === 'CARD' ? 'payments.checkout.pay' : 'payments.checkout.requestAccount'} values={{ total: won(total) }} />
        </Button>
      </FormPanel>
    </Form>
  );
}
