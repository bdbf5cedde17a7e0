// On a club's plans page, for a fan whose card subscription can change plans: the action on another plan's
// card (upgrade now for the prorated difference, or switch at the period end) with a confirmation that
// says exactly what is charged and when, and on a plan scheduled for the period end, undoing the switch.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { showToast } from '../../../app/toasts';
import { Button } from '../../../components/Button';
import type { PlanChangeAction_subscription$key } from '../../../__generated__/PlanChangeAction_subscription.graphql';
import { errorMessageId } from '../../account/errors';
import { Dialog, DialogActions } from '../../../components/Dialog';
import { Muted } from '../../../components/FormBits';
import { useFormatWon } from '../../clubs/components/PlanCard';
import { PAYMENT_ERROR_MESSAGES } from '../errors';
import { useChangeSubscriptionPlan } from '../hooks/useChangeSubscriptionPlan';

export interface PlanChangeActionProps {
  subscription: PlanChangeAction_subscription$key;
  plan: { id: string; name: string; monthlyPrice: number };
}

export function PlanChangeAction({ subscription: key, plan }: PlanChangeActionProps) {
  const sub = useFragment(
    graphql`
      fragment PlanChangeAction_subscription on PlanSubscription {
        id
        currentPeriodEnd
        plan {
          id
          name
        }
        pendingPlan {
          id
        }
        card {
          brand
          last4
        }
        planChangeOptions {
          plan {
            id
          }
          kind
          chargeNow
          appliesAt
        }
      }
    `,
    key,
  );
  const intl = useIntl();
  const won = useFormatWon();
  const [open, setOpen] = useState(false);
  const { changeSubscriptionPlan, isInFlight } = useChangeSubscriptionPlan();
  const date = (value: string) => intl.formatDate(value, { dateStyle: 'medium' });
  const option = sub.planChangeOptions.find((o) => o.plan.id === plan.id);
  const scheduled = sub.pendingPlan?.id === plan.id;

  const change = async (planId: string, done: (outcome: string) => string) => {
    try {
      const result = (await changeSubscriptionPlan({ input: { subscriptionId: sub.id, planId } })).changeSubscriptionPlan;
      if (result.__typename === 'ChangeSubscriptionPlanSuccess') {
        setOpen(false);
        showToast({ kind: 'success', message: done(result.outcome ?? '') });
        return;
      }
      const reason = result.__typename === 'PaymentFailedError' ? (result.payment?.failureReason ?? '') : '';
      const code = result.__typename === '%other' ? null : result.code;
      showToast({ kind: 'error', message: intl.formatMessage({ id: errorMessageId(code, PAYMENT_ERROR_MESSAGES) }, { reason }) });
    } catch {
      showToast({ kind: 'error', message: intl.formatMessage({ id: errorMessageId(null, PAYMENT_ERROR_MESSAGES) }, { reason: '' }) });
    }
  };

  if (scheduled) {
    return (
      <>
        <Muted>
          <FormattedMessage id="payments.planChange.scheduledOn" values={{ date: date(sub.currentPeriodEnd) }} />
        </Muted>
        <Button
          fullWidth
          variant="secondary"
          loading={isInFlight}
          onClick={() => void change(sub.plan.id, () => intl.formatMessage({ id: 'payments.planChange.unscheduled' }, { plan: sub.plan.name }))}
        >
          <FormattedMessage id="payments.planChange.keepCurrent" values={{ plan: sub.plan.name }} />
        </Button>
      </>
    );
  }
  if (!option) return null;

  const upgrade = option.kind === 'UPGRADE';
  const onConfirm = () =>
    void change(plan.id, (outcome) =>
      intl.formatMessage(
        { id: outcome === 'UPGRADED' ? 'payments.planChange.upgraded' : 'payments.planChange.scheduled' },
        { plan: plan.name, date: date(option.appliesAt) },
      ),
    );
  return (
    <>
      <Button fullWidth variant={upgrade ? 'primary' : 'secondary'} onClick={() => setOpen(true)}>
        {upgrade ? (
          <FormattedMessage id="payments.planChange.upgrade" values={{ amount: won(option.chargeNow) }} />
        ) : (
          <FormattedMessage id="payments.planChange.downgrade" values={{ date: date(option.appliesAt) }} />
        )}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        role="alertdialog"
        title={<FormattedMessage id={upgrade ? 'payments.planChange.upgradeTitle' : 'payments.planChange.downgradeTitle'} values={{ plan: plan.name }} />}
      >
        <p>
          {upgrade ? (
            <FormattedMessage
              id="payments.planChange.upgradeBody"
              values={{
                amount: <strong>{won(option.chargeNow)}</strong>,
                card: sub.card ? intl.formatMessage({ id: 'payments.card.label' }, { brand: sub.card.brand, last4: sub.card.last4 }) : '—',
                price: won(plan.monthlyPrice),
                date: date(sub.currentPeriodEnd),
              }}
            />
          ) : (
            <FormattedMessage
              id="payments.planChange.downgradeBody"
              values={{ current: sub.plan.name, plan: plan.name, price: won(plan.monthlyPrice), date: date(option.appliesAt) }}
            />
          )}
        </p>
        <DialogActions>
          <Button variant="ghost" onClick={() => setOpen(false)}>
            <FormattedMessage id="payments.planChange.back" />
          </Button>
          <Button loading={isInFlight} onClick={onConfirm}>
            {upgrade ? (
              <FormattedMessage id="payments.planChange.confirmUpgrade" values={{ amount: won(option.chargeNow) }} />
            ) : (
              <FormattedMessage id="payments.planChange.confirmDowngrade" />
            )}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
