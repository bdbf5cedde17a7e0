// One subscription on /mypage/pay/subscription: club, plan, price per month with VAT, start date, months
// subscribed, next payment or expiry date, its state, a scheduled plan change, and cancel, resubscribe,
// change the card (retrying a failed renewal at once) or renew a deposit term.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link, useNavigate } from 'react-router';
import { showToast } from '../../../app/toasts';
import { Avatar } from '../../../components/Avatar';
import { Button } from '../../../components/Button';
import { styled } from '../../../theme/stitches.config';
import type { SubscriptionRow_subscription$key } from '../../../__generated__/SubscriptionRow_subscription.graphql';
import { errorMessageId } from '../../account/errors';
import { Muted } from '../../../components/FormBits';
import { useFormatWon } from '../../clubs/components/PlanCard';
import { safeColor } from '../../shared/format';
import { PAYMENT_ERROR_MESSAGES } from '../errors';
import { useCancelSubscription, useRenewDepositSubscription, useResubscribe, useUpdateSubscriptionCard } from '../hooks/useSubscriptionActions';
import { ChangeCardDialog, RenewTermDialog, type CardChoice } from './SubscriptionDialogs';
import { billingFailPath, paymentResultPath } from '../paths';

const Item = styled('li', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
  padding: '$5',
  borderRadius: '$lg',
  border: '1px solid $border',
  backgroundColor: '$surface',
});
const Top = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  '& > div': { flex: 1, minWidth: 0 },
  '& a': { fontWeight: '$bold', color: '$text' },
  '& p': { color: '$textMuted', fontSize: '$sm' },
});
const State = styled('span', {
  flexShrink: 0,
  fontSize: '$xs',
  fontWeight: '$bold',
  padding: '4px 10px',
  borderRadius: '$pill',
  variants: {
    tone: {
      live: { backgroundColor: '$primarySoft', color: '$primaryText' },
      ending: { backgroundColor: 'rgba(245, 165, 36, 0.14)', color: '$warning' },
      ended: { backgroundColor: '$surfaceRaised', color: '$textMuted' },
    },
  },
});
const Facts = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: '$3',
  fontSize: '$sm',
  '@sm': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  '& dt': { color: '$textMuted', fontSize: '$xs' },
  '& dd': { margin: 0, fontWeight: '$semibold', fontVariantNumeric: 'tabular-nums' },
});
const Actions = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$2', justifyContent: 'flex-end', alignItems: 'center' });

const TONE: Record<string, 'live' | 'ending' | 'ended'> = {
  SUBSCRIBED: 'live',
  RENEWAL_SCHEDULED: 'live',
  RESUBSCRIBED: 'live',
  EXPIRES_SOON: 'ending',
  CANCELLED: 'ending',
  EXPIRED: 'ended',
};

export interface SubscriptionRowProps {
  subscription: SubscriptionRow_subscription$key;
  /** The viewer's registered cards, to change the one a card subscription renews with. */
  cards: readonly CardChoice[];
  /** The prepaid terms a deposit subscription can be renewed for (months). */
  depositTerms: readonly number[];
}

export function SubscriptionRow({ subscription: key, cards, depositTerms }: SubscriptionRowProps) {
  const sub = useFragment(
    graphql`
      fragment SubscriptionRow_subscription on PlanSubscription {
        id
        status
        displayState
        method
        renews
        startedAt
        monthsSubscribed
        nextPaymentAt
        expiresAt
        renewalFailureReason
        currentPeriodEnd
        monthlyPrice
        plan {
          name
          monthlyPrice
        }
        pendingPlan {
          name
        }
        pendingPrice
        club {
          uri
          name
          iconUrl
          themeColor
        }
        card {
          id
          brand
          last4
        }
      }
    `,
    key,
  );
  const intl = useIntl();
  const won = useFormatWon();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [dialog, setDialog] = useState<'card' | 'renew' | null>(null);
  const { cancelSubscription, isInFlight: cancelling } = useCancelSubscription();
  const { resubscribe, isInFlight: resubscribing } = useResubscribe();
  const { renewDepositSubscription, isInFlight: renewing } = useRenewDepositSubscription();
  const { updateSubscriptionCard, isInFlight: savingCard } = useUpdateSubscriptionCard();
  const date = (value: string | null | undefined) => (value ? intl.formatDate(value, { dateStyle: 'medium' }) : '—');
  const failed = (code?: string | null) => showToast({ kind: 'error', message: intl.formatMessage({ id: errorMessageId(code, PAYMENT_ERROR_MESSAGES) }, { reason: '' }) });
  const ended = sub.displayState === 'EXPIRED';
  const cancelled = sub.status === 'CANCELED' && !ended;

  const onCancel = async () => {
    try {
      const result = (await cancelSubscription({ input: { subscriptionId: sub.id } })).cancelSubscription;
      if (result.__typename !== 'CancelSubscriptionSuccess') return failed(result.__typename === '%other' ? null : result.code);
      setConfirming(false);
      showToast({ kind: 'success', message: intl.formatMessage({ id: 'payments.subscriptions.cancelled' }) });
    } catch {
      failed();
    }
  };
  const onResubscribe = async () => {
    try {
      const result = (await resubscribe({ input: { subscriptionId: sub.id } })).resubscribe;
      if (result.__typename !== 'ResubscribeSuccess') return failed(result.__typename === '%other' ? null : result.code);
      showToast({ kind: 'success', message: intl.formatMessage({ id: 'payments.subscriptions.resubscribed' }) });
    } catch {
      failed();
    }
  };
  const onSaveCard = async (cardId: string) => {
    try {
      const result = (await updateSubscriptionCard({ input: { subscriptionId: sub.id, cardId } })).updateSubscriptionCard;
      if (result.__typename !== 'UpdateSubscriptionCardSuccess') return failed(result.__typename === '%other' ? null : result.code);
      setDialog(null);
      const retry = result.retryPayment;
      if (retry?.status === 'FAILED') {
        // The new card was saved but declined too: the fail page gives the reason and the way back here.
        navigate(billingFailPath(retry.id));
      } else {
        showToast({ kind: 'success', message: intl.formatMessage({ id: retry?.status === 'PAID' ? 'payments.subscriptions.retryPaid' : 'payments.subscriptions.cardChanged' }) });
      }
    } catch {
      failed();
    }
  };
  const onRenew = async (months: number) => {
    try {
      const result = (await renewDepositSubscription({ input: { subscriptionId: sub.id, months } })).renewDepositSubscription;
      if (result.__typename === 'DepositPendingError' && result.payment) {
        // Another term's account already waits: no second one was issued, so the fan is shown that one.
        showToast({ kind: 'error', message: intl.formatMessage({ id: 'payments.subscriptions.renewalWaiting' }) });
        return navigate(paymentResultPath('pending', result.payment.id));
      }
      if (result.__typename !== 'RenewDepositSubscriptionSuccess' || !result.payment) return failed(result.__typename === '%other' ? null : result.code);
      navigate(paymentResultPath('pending', result.payment.id));
    } catch {
      failed();
    }
  };

  return (
    <Item data-testid="subscription">
      <Top>
        <Avatar name={sub.club.name} src={sub.club.iconUrl} color={safeColor(sub.club.themeColor)} size={44} shape="rounded" />
        <div>
          <Link to={`/club/${encodeURIComponent(sub.club.uri)}`}>{sub.club.name}</Link>
          <p>
            <FormattedMessage id="payments.subscriptions.planLine" values={{ plan: sub.plan.name, price: won(sub.monthlyPrice) }} />
          </p>
        </div>
        <State tone={TONE[sub.displayState] ?? 'ended'}>
          <FormattedMessage id={`payments.subscriptions.state.${sub.displayState}`} />
        </State>
      </Top>
      <Facts>
        <div>
          <dt>
            <FormattedMessage id="payments.subscriptions.started" />
          </dt>
          <dd>{date(sub.startedAt)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="payments.subscriptions.months" />
          </dt>
          <dd>
            <FormattedMessage id="payments.subscriptions.monthsValue" values={{ months: sub.monthsSubscribed }} />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id={sub.renews ? 'payments.subscriptions.nextPayment' : 'payments.subscriptions.expires'} />
          </dt>
          <dd>{date(sub.renews ? sub.nextPaymentAt : sub.expiresAt)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="payments.subscriptions.method" />
          </dt>
          <dd>
            {sub.card ? (
              <FormattedMessage id="payments.card.label" values={{ brand: sub.card.brand, last4: sub.card.last4 }} />
            ) : (
              <FormattedMessage id={`payments.method.${sub.method}`} />
            )}
          </dd>
        </div>
      </Facts>
      {sub.pendingPlan && sub.pendingPrice != null && sub.renews ? (
        <Muted role="status">
          <FormattedMessage
            id="payments.subscriptions.pendingPlan"
            values={{ plan: sub.pendingPlan.name, price: won(sub.pendingPrice), date: date(sub.currentPeriodEnd) }}
          />
        </Muted>
      ) : null}
      {sub.renewalFailureReason && sub.renews ? (
        <Muted role="status" css={{ color: '$warning' }}>
          <FormattedMessage id="payments.subscriptions.retrying" values={{ reason: sub.renewalFailureReason, date: date(sub.nextPaymentAt) }} />
        </Muted>
      ) : null}
      <Actions>
        {sub.method === 'CARD' && sub.renews && !confirming ? (
          <Button size="small" variant={sub.renewalFailureReason ? 'primary' : 'ghost'} onClick={() => setDialog('card')}>
            <FormattedMessage id={sub.renewalFailureReason ? 'payments.subscriptions.fixCard' : 'payments.subscriptions.changeCard'} />
          </Button>
        ) : null}
        {sub.renews && !confirming ? (
          <Button size="small" variant="secondary" onClick={() => setConfirming(true)}>
            <FormattedMessage id="payments.subscriptions.cancel" />
          </Button>
        ) : null}
        {sub.renews && confirming ? (
          <>
            <Muted css={{ flexBasis: '100%', textAlign: 'right' }}>
              <FormattedMessage id="payments.subscriptions.cancelConfirm" values={{ date: date(sub.nextPaymentAt) }} />
            </Muted>
            <Button size="small" variant="ghost" onClick={() => setConfirming(false)}>
              <FormattedMessage id="payments.subscriptions.keep" />
            </Button>
            <Button size="small" variant="danger" loading={cancelling} onClick={() => void onCancel()}>
              <FormattedMessage id="payments.subscriptions.confirmCancel" />
            </Button>
          </>
        ) : null}
        {cancelled && sub.method === 'CARD' ? (
          <Button size="small" loading={resubscribing} onClick={() => void onResubscribe()}>
            <FormattedMessage id="payments.subscriptions.resubscribe" />
          </Button>
        ) : null}
        {!ended && sub.method === 'VIRTUAL_ACCOUNT' ? (
          <Button size="small" variant="secondary" onClick={() => setDialog('renew')}>
            <FormattedMessage id="payments.subscriptions.renewDeposit" />
          </Button>
        ) : null}
      </Actions>
      {dialog === 'card' ? (
        <ChangeCardDialog
          open
          onClose={() => setDialog(null)}
          cards={cards}
          currentCardId={sub.card?.id ?? null}
          retrying={Boolean(sub.renewalFailureReason)}
          busy={savingCard}
          onSave={(cardId) => void onSaveCard(cardId)}
        />
      ) : null}
      {dialog === 'renew' ? (
        <RenewTermDialog
          open
          onClose={() => setDialog(null)}
          terms={depositTerms}
          monthlyPrice={sub.monthlyPrice}
          endsAt={sub.expiresAt}
          busy={renewing}
          onRenew={(months) => void onRenew(months)}
        />
      ) : null}
    </Item>
  );
}
