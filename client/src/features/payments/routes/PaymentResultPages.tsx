// /checkout/pending, /checkout/success and /checkout/fail (?payment=<Payment id>). The pending page shows the
// virtual account and follows the payment live: when the deposit arrives it becomes the success page
// by itself, without a reload.
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useNavigate, useRevalidator } from 'react-router';
import { useRuntimeConfig } from '../../../app/config';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '../../../relay/network';
import { showToast } from '../../../app/toasts';
import { Button, ButtonLink } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { Icon, type IconName } from '../../../components/Icon';
import { Screen } from '../../../components/Page';
import { styled } from '../../../theme/stitches.config';
import type { PaymentResultPageQuery } from '../../../__generated__/PaymentResultPageQuery.graphql';
import { FormPanel, Muted } from '../../../components/FormBits';
import { useFormatWon } from '../../clubs/components/PlanCard';
import { CopyButton, FormSkeleton } from '../../mypage/pages/shared';
import { QueryBoundary } from '../../shared/QueryBoundary';
import { CancelDepositAction } from '../components/CancelDepositAction';
import { PaymentFacts } from '../components/PaymentFacts';
import { usePaymentStatus } from '../hooks/usePaymentStatus';
import { checkoutPath, paymentResultPath } from '../paths';

export const paymentResultPageQuery = graphql`
  query PaymentResultPageQuery($paymentId: ID!) @preloadable {
    node(id: $paymentId) {
      __typename
      ... on Payment {
        id
        orderNumber
        amount
        method
        status
        failureReason
        paidAt
        title
        months
        virtualAccount {
          bankName
          accountNumber
          accountHolder
          deadline
        }
        plan {
          id
          name
        }
        storeOrder {
          id
          lines {
            kind
          }
        }
        club {
          uri
          name
        }
      }
    }
  }
`;

type Kind = 'pending' | 'success' | 'fail';

const Badge = styled('div', {
  width: 64,
  height: 64,
  borderRadius: '$round',
  display: 'grid',
  placeItems: 'center',
  alignSelf: 'center',
  variants: {
    tone: {
      success: { backgroundColor: '$primarySoft', color: '$primaryText' },
      error: { backgroundColor: '$errorSoft', color: '$error' },
      waiting: { backgroundColor: 'rgba(245, 165, 36, 0.14)', color: '$warning' },
    },
  },
});
const Heading = styled('div', { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '$2', textAlign: 'center', '& h2': { fontSize: '$xl', fontWeight: '$bold' } });
const Details = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '$3 $4',
  fontSize: '$sm',
  '& dt': { color: '$textMuted' },
  '& dd': { margin: 0, textAlign: 'right', overflowWrap: 'anywhere', display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: '$2' },
  '& .strong': { fontSize: '$lg', fontWeight: '$bold', fontVariantNumeric: 'tabular-nums' },
});
const Actions = styled('div', { display: 'flex', flexDirection: 'column', gap: '$2', '@sm': { flexDirection: 'row', '& > *': { flex: 1 } } });

const TONE: Record<Kind, { icon: IconName; tone: 'success' | 'error' | 'waiting' }> = {
  pending: { icon: 'wallet', tone: 'waiting' },
  success: { icon: 'check', tone: 'success' },
  fail: { icon: 'alert', tone: 'error' },
};

/** Which page a payment in this status belongs on. */
function kindOf(status: string): Kind {
  if (status === 'PAID') return 'success';
  if (status === 'WAITING_FOR_DEPOSIT' || status === 'PROCESSING') return 'pending';
  return 'fail';
}

/** Listens for the payment's status changes while it waits (Relay updates the page's data in place). */
function FollowPayment({ paymentId }: { paymentId: string }) {
  usePaymentStatus(paymentId);
  return null;
}

function Content({ queryRef, kind, retryTo }: { queryRef: PreloadedQuery<PaymentResultPageQuery>; kind: Kind; retryTo?: string }) {
  const data = usePreloadedQuery<PaymentResultPageQuery>(paymentResultPageQuery, queryRef);
  const payment = data.node?.__typename === 'Payment' ? data.node : null;
  const intl = useIntl();
  const won = useFormatWon();
  const navigate = useNavigate();
  const { devMode, supportEmail } = useRuntimeConfig();
  const actual = payment ? kindOf(payment.status) : kind;

  // The page follows the payment: a deposit that arrives turns the pending page into the success page.
  useEffect(() => {
    if (payment && actual !== kind) navigate(paymentResultPath(actual, payment.id), { replace: true });
  }, [payment, actual, kind, navigate]);

  if (!payment) {
    return <EmptyState icon="receipt" title={<FormattedMessage id="payments.result.notFound" />} />;
  }
  const date = (value: string) => intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });
  const account = payment.virtualAccount;
  const clubPath = `/club/${encodeURIComponent(payment.club.uri)}`;
  // A store order is thanked for, not welcomed as a membership; a closed deposit account charged nothing.
  const variant = payment.storeOrder && actual === 'success' ? '.store' : actual === 'fail' && payment.status === 'CANCELLED' ? '.closed' : '';
  const deposit = async () => {
    const response = await fetch('/_gateway/deposit', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CLIENT_HEADER]: CLIENT_HEADER_VALUE },
      body: JSON.stringify({ accountNumber: account?.accountNumber }),
    });
    if (!response.ok) showToast({ kind: 'error', message: intl.formatMessage({ id: 'account.error.generic' }) });
  };

  return (
    <FormPanel aria-live="polite" data-testid={`payment-${actual}`}>
      {actual === 'pending' ? <FollowPayment paymentId={payment.id} /> : null}
      <Heading>
        <Badge tone={TONE[actual].tone}>
          <Icon name={TONE[actual].icon} size={28} />
        </Badge>
        <h2>
          <FormattedMessage id={`payments.result.${actual}${variant}.title`} />
        </h2>
        <Muted>
          <FormattedMessage
            id={`payments.result.${actual}${variant}.body`}
            values={{ club: payment.club.name, plan: payment.plan?.name ?? payment.title, amount: won(payment.amount) }}
          />
        </Muted>
      </Heading>
      <Details>
        {actual === 'pending' && account ? (
          <>
            <dt>
              <FormattedMessage id="payments.result.bank" />
            </dt>
            <dd>{account.bankName}</dd>
            <dt>
              <FormattedMessage id="payments.result.holder" />
            </dt>
            <dd>{account.accountHolder}</dd>
            <dt>
              <FormattedMessage id="payments.result.accountNumber" />
            </dt>
            <dd>
              <span className="strong" data-testid="account-number">
                {account.accountNumber}
              </span>
              <CopyButton
                text={account.accountNumber}
                label={intl.formatMessage({ id: 'payments.result.copyAccount' })}
                copied={intl.formatMessage({ id: 'payments.result.accountCopied' })}
              />
            </dd>
            <dt>
              <FormattedMessage id="payments.result.deadline" />
            </dt>
            <dd>{date(account.deadline)}</dd>
          </>
        ) : null}
        <PaymentFacts payment={payment} amount={<span className="strong">{won(payment.amount)}</span>} showReason={actual === 'fail'} />
      </Details>
      <Actions>
        {actual === 'success' && payment.storeOrder?.lines.some((line) => line.kind === 'TICKET') ? (
          <ButtonLink to="/mypage/ticket">
            <FormattedMessage id="tickets.mine.title" />
          </ButtonLink>
        ) : null}
        {actual === 'success' ? (
          <ButtonLink to={clubPath} variant={payment.storeOrder?.lines.some((line) => line.kind === 'TICKET') ? 'secondary' : undefined}>
            <FormattedMessage id="payments.result.goToClub" />
          </ButtonLink>
        ) : null}
        {actual === 'fail' ? (
          <>
            <ButtonLink to={retryTo ?? (payment.plan ? checkoutPath(payment.plan.id) : clubPath)}>
              <FormattedMessage id="payments.result.retry" />
            </ButtonLink>
            <ButtonLink to={`mailto:${supportEmail}`} variant="secondary" reloadDocument>
              <FormattedMessage id="payments.result.help" />
            </ButtonLink>
          </>
        ) : null}
        {actual === 'pending' && devMode && account ? (
          <Button variant="secondary" onClick={() => void deposit()}>
            <FormattedMessage id="payments.result.devDeposit" />
          </Button>
        ) : null}
        <ButtonLink to="/mypage/pay/order-list" variant="secondary">
          <FormattedMessage id="commerce.action.myOrders" />
        </ButtonLink>
        {actual === 'pending' && payment.method === 'VIRTUAL_ACCOUNT' ? <CancelDepositAction paymentId={payment.id} /> : null}
      </Actions>
    </FormPanel>
  );
}

function PaymentResultPage({ kind, retryTo }: { kind: Kind; retryTo?: string }) {
  const { queryRef } = (useLoaderData() as { queryRef: PreloadedQuery<PaymentResultPageQuery> | null }) ?? { queryRef: null };
  const revalidator = useRevalidator();
  const intl = useIntl();
  const title = intl.formatMessage({ id: kind === 'pending' ? 'commerce.pending.title' : kind === 'success' ? 'commerce.success.title' : 'commerce.fail.title' });
  return (
    <Screen title={title} width="narrow">
      {queryRef ? (
        <QueryBoundary loading={<FormSkeleton rows={3} />} onRetry={() => void revalidator.revalidate()} resetKey={queryRef}>
          <Content queryRef={queryRef} kind={kind} retryTo={retryTo} />
        </QueryBoundary>
      ) : (
        <EmptyState
          icon="receipt"
          title={<FormattedMessage id={`commerce.${kind}.empty.title`} />}
          description={<FormattedMessage id={`commerce.${kind}.empty.body`} />}
          action={
            <ButtonLink to="/mypage/pay/order-list" size="small">
              <FormattedMessage id="commerce.action.myOrders" />
            </ButtonLink>
          }
        />
      )}
    </Screen>
  );
}

export const CheckoutPendingPage = () => <PaymentResultPage kind="pending" />;
export const CheckoutSuccessPage = () => <PaymentResultPage kind="success" />;
export const CheckoutFailPage = () => <PaymentResultPage kind="fail" />;
/** /billing/fail: a failed charge of a registered card outside checkout (a renewal retried with a new card); retrying is choosing a card on My Page. */
export const BillingFailPage = () => <PaymentResultPage kind="fail" retryTo="/mypage/pay/subscription" />;
