// My Page subscription dialogs: choosing the card a subscription renews with (a failing renewal is retried
// at once with it), and choosing the next prepaid term of a deposit subscription.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, ButtonLink } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { styled } from '../../../theme/stitches.config';
import { Dialog, DialogActions } from '../../../components/Dialog';
import { Check, Muted } from '../../../components/FormBits';
import { useFormatWon } from '../../clubs/components/PlanCard';
import { registerCardPath } from '../paths';

const Options = styled('div', { display: 'flex', flexDirection: 'column', gap: '$3' });

export type CardChoice = { id: string; brand: string; last4: string };

export function ChangeCardDialog(props: {
  open: boolean;
  onClose: () => void;
  cards: readonly CardChoice[];
  currentCardId: string | null;
  /** A failing renewal: saving retries the payment at once. */
  retrying: boolean;
  busy: boolean;
  onSave: (cardId: string) => void;
}) {
  const intl = useIntl();
  const [cardId, setCardId] = useState<string | null>(props.currentCardId ?? props.cards[0]?.id ?? null);
  return (
    <Dialog open={props.open} onClose={props.onClose} title={<FormattedMessage id="payments.subscriptions.changeCardTitle" />}>
      {props.retrying ? (
        <Muted>
          <FormattedMessage id="payments.subscriptions.changeCardRetry" />
        </Muted>
      ) : null}
      <Options role="radiogroup" aria-label={intl.formatMessage({ id: 'payments.checkout.card' })}>
        {props.cards.length === 0 ? (
          <Muted>
            <FormattedMessage id="payments.checkout.noCards" />
          </Muted>
        ) : (
          props.cards.map((card) => (
            <Check
              key={card.id}
              type="radio"
              name="subscription-card"
              checked={cardId === card.id}
              onChange={() => setCardId(card.id)}
              label={intl.formatMessage({ id: 'payments.card.label' }, { brand: card.brand, last4: card.last4 })}
            />
          ))
        )}
        <ButtonLink to={registerCardPath('/mypage/pay/subscription')} size="small" variant="secondary" icon={<Icon name="plus" size={16} />}>
          <FormattedMessage id="payments.checkout.addCard" />
        </ButtonLink>
      </Options>
      <DialogActions>
        <Button variant="ghost" onClick={props.onClose}>
          <FormattedMessage id="payments.planChange.back" />
        </Button>
        <Button disabled={!cardId} loading={props.busy} onClick={() => cardId && props.onSave(cardId)}>
          <FormattedMessage id={props.retrying ? 'payments.subscriptions.saveCardAndRetry' : 'payments.subscriptions.saveCard'} />
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function RenewTermDialog(props: {
  open: boolean;
  onClose: () => void;
  terms: readonly number[];
  monthlyPrice: number;
  endsAt: string | null | undefined;
  busy: boolean;
  onRenew: (months: number) => void;
}) {
  const intl = useIntl();
  const won = useFormatWon();
  const [months, setMonths] = useState(props.terms[0] ?? 1);
  return (
    <Dialog open={props.open} onClose={props.onClose} title={<FormattedMessage id="payments.subscriptions.renewTitle" />}>
      <Muted>
        <FormattedMessage
          id="payments.subscriptions.renewBody"
          values={{ date: props.endsAt ? intl.formatDate(props.endsAt, { dateStyle: 'medium' }) : '—' }}
        />
      </Muted>
      <Options role="radiogroup" aria-label={intl.formatMessage({ id: 'payments.checkout.term' })}>
        {props.terms.map((term) => (
          <Check
            key={term}
            type="radio"
            name="renew-term"
            checked={months === term}
            onChange={() => setMonths(term)}
            label={intl.formatMessage({ id: 'payments.checkout.termOption' }, { months: term, total: won(props.monthlyPrice * term) })}
          />
        ))}
      </Options>
      <DialogActions>
        <Button variant="ghost" onClick={props.onClose}>
          <FormattedMessage id="payments.planChange.back" />
        </Button>
        <Button loading={props.busy} onClick={() => props.onRenew(months)}>
          <FormattedMessage id="payments.checkout.requestAccount" values={{ total: won(props.monthlyPrice * months) }} />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
