// The payment part of every checkout (a plan, a store order): card or bank deposit, then for a card the
// viewer's registered cards and a link to register one that comes back to the checkout. What a deposit
// needs (the plan's term, nothing for an order) is the checkout's own and comes as `deposit`.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ButtonLink } from '../../../components/Button';
import { Check, Muted } from '../../../components/FormBits';
import { Icon } from '../../../components/Icon';
import { styled } from '../../../theme/stitches.config';
import { registerCardPath } from '../paths';

export type PaymentMethod = 'CARD' | 'VIRTUAL_ACCOUNT';
const METHODS: readonly PaymentMethod[] = ['CARD', 'VIRTUAL_ACCOUNT'];

export const Options = styled('div', { display: 'flex', flexDirection: 'column', gap: '$3' });
export const SubTitle = styled('h3', { fontSize: '$sm', fontWeight: '$semibold', color: '$textMuted', paddingTop: '$3', borderTop: '1px solid $border' });

export function PaymentMethodFields(props: {
  method: PaymentMethod;
  onMethodChange: (method: PaymentMethod) => void;
  /** Message id of each method's one-line hint (what it means for this purchase). */
  hintId: (method: PaymentMethod) => string;
  cards: readonly { id: string; brand: string; last4: string }[];
  cardId: string;
  onCardChange: (cardId: string) => void;
  cardError?: string;
  /** This checkout's path, where card registration returns to. */
  returnTo: string;
  /** Shown under the methods when paying by deposit. */
  deposit?: ReactNode;
}) {
  const intl = useIntl();
  const { method, cards } = props;
  return (
    <>
      <Options role="radiogroup" aria-label={intl.formatMessage({ id: 'payments.checkout.method' })}>
        {METHODS.map((value) => (
          <Check
            key={value}
            type="radio"
            name="method"
            checked={method === value}
            onChange={() => props.onMethodChange(value)}
            label={intl.formatMessage({ id: `payments.method.${value}` })}
            description={intl.formatMessage({ id: props.hintId(value) })}
          />
        ))}
      </Options>
      {method === 'CARD' ? (
        <>
          <SubTitle>
            <FormattedMessage id="payments.checkout.card" />
          </SubTitle>
          <Options role="radiogroup" aria-label={intl.formatMessage({ id: 'payments.checkout.card' })}>
            {cards.length === 0 ? (
              <Muted>
                <FormattedMessage id="payments.checkout.noCards" />
              </Muted>
            ) : (
              cards.map((card) => (
                <Check
                  key={card.id}
                  type="radio"
                  name="card"
                  checked={props.cardId === card.id}
                  onChange={() => props.onCardChange(card.id)}
                  label={intl.formatMessage({ id: 'payments.card.label' }, { brand: card.brand, last4: card.last4 })}
                />
              ))
            )}
            {props.cardError ? (
              <Muted css={{ color: '$error' }} role="alert">
                {props.cardError}
              </Muted>
            ) : null}
            <ButtonLink to={registerCardPath(props.returnTo)} size="small" variant="secondary" icon={<Icon name="plus" size={16} />}>
              <FormattedMessage id="payments.checkout.addCard" />
            </ButtonLink>
          </Options>
        </>
      ) : (
        props.deposit
      )}
    </>
  );
}
