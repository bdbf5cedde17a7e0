import { Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { AdminWithdrawalListQuery, WithdrawalStatus } from '../../__generated__/AdminWithdrawalListQuery.graphql';
import type { AdminWithdrawalsPageQuery } from '../../__generated__/AdminWithdrawalsPageQuery.graphql';
import { showToast } from '../../app/toasts';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Alert } from '../../components/FormBits';
import { Icon } from '../../components/Icon';
import { Screen, Stack } from '../../components/Page';
import { Skeleton } from '../../components/Skeleton';
import { TextArea } from '../../components/TextArea';
import { styled } from '../../theme/stitches.config';
import { errorMessageId, resultError } from '../account/errors';
import { QueryBoundary } from '../shared/QueryBoundary';
import { REVENUE_ERROR_MESSAGES, useWon } from './format';
import { useWithdrawalReview } from './hooks/useWithdrawalReview';

export const adminWithdrawalsPageQuery = graphql`
  query AdminWithdrawalsPageQuery @preloadable {
    viewer {
      id
      role
    }
  }
`;

const listQuery = graphql`
  query AdminWithdrawalListQuery($status: WithdrawalStatus) {
    adminWithdrawals(first: 50, status: $status) {
      totalCount
      edges {
        node {
          id
          amount
          incomeTax
          localIncomeTax
          netAmount
          status
          settlementType
          bank
          accountHolder
          maskedAccountNumber
          rejectionReason
          requestedAt
          creatorBalance
          creator {
            id
            nickname
            uid
          }
        }
      }
    }
  }
`;

const STATUSES: WithdrawalStatus[] = ['REQUESTED', 'APPROVED', 'PAID', 'REJECTED', 'CANCELLED'];
const Card = styled('li', { listStyle: 'none', backgroundColor: '$surface', border: '1px solid $border', borderRadius: '$lg', padding: '$4', display: 'flex', flexDirection: 'column', gap: '$2', '& small': { color: '$textMuted', fontSize: '$xs' } });
const Actions = styled('div', { display: 'flex', gap: '$2', flexWrap: 'wrap', '& > *': { flex: 1 } });
const Tabs = styled('div', { display: 'flex', gap: '$2', flexWrap: 'wrap' });

type Node = NonNullable<NonNullable<AdminWithdrawalListQuery['response']['adminWithdrawals']['edges']>[number]>['node'];

function WithdrawalCard({ w }: { w: NonNullable<Node> }) {
  const intl = useIntl();
  const won = useWon();
  const { approveWithdrawal, rejectWithdrawal, markWithdrawalPaid, revealAccountNumber, revealing, isInFlight } = useWithdrawalReview();
  const [rejecting, setRejecting] = useState(false);
  // The full number, only in this card's state while it is shown (every reveal is audited on the server).
  const [accountNumber, setAccountNumber] = useState<string | null>(null);
  const payable = w.status === 'REQUESTED' || w.status === 'APPROVED';
  const owes = w.creatorBalance != null && w.creatorBalance < 0;
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  async function run(step: 'approve' | 'reject' | 'paid') {
    try {
      const input = { withdrawalId: w.id };
      const result =
        step === 'approve'
          ? (await approveWithdrawal({ input })).approveWithdrawal
          : step === 'paid'
            ? (await markWithdrawalPaid({ input })).markWithdrawalPaid
            : (await rejectWithdrawal({ input: { ...input, reason } })).rejectWithdrawal;
      const error = resultError(result);
      if (error) {
        const text = intl.formatMessage({ id: errorMessageId(error.code, REVENUE_ERROR_MESSAGES) }, { minimum: '', maximum: '', withdrawable: '' });
        return error.field === 'reason' ? setReasonError(text) : showToast({ kind: 'error', message: text });
      }
      setRejecting(false);
      setAccountNumber(null);
      showToast({ kind: 'success', message: intl.formatMessage({ id: `revenue.admin.done.${step}` }) });
    } catch {
      showToast({ kind: 'error', message: intl.formatMessage({ id: 'account.error.generic' }) });
    }
  }

  async function showAccountNumber() {
    try {
      const result = (await revealAccountNumber({ input: { withdrawalId: w.id } })).revealWithdrawalAccountNumber;
      const error = resultError(result);
      if (error) return showToast({ kind: 'error', message: intl.formatMessage({ id: errorMessageId(error.code, REVENUE_ERROR_MESSAGES) }, { minimum: '', maximum: '', withdrawable: '' }) });
      setAccountNumber(result.accountNumber ?? null);
    } catch {
      showToast({ kind: 'error', message: intl.formatMessage({ id: 'account.error.generic' }) });
    }
  }

  return (
    <Card data-testid="admin-withdrawal">
      <strong>
        {w.creator.nickname} · {won(w.amount)}
      </strong>
      <small>
        <FormattedMessage id={`revenue.status.${w.status}`} /> · {intl.formatDate(w.requestedAt, { dateStyle: 'medium', timeStyle: 'short' })} · {w.creator.uid}
      </small>
      <small>
        <FormattedMessage id={w.settlementType === 'INDIVIDUAL' ? 'revenue.settlement.individual' : 'revenue.settlement.business'} /> ·{' '}
        <FormattedMessage id={`revenue.bank.${w.bank}`} /> {accountNumber ? <strong data-testid="account-number">{accountNumber}</strong> : w.maskedAccountNumber} · {w.accountHolder}
      </small>
      {payable ? (
        <div>
          <Button size="small" variant="ghost" loading={revealing} onClick={() => (accountNumber ? setAccountNumber(null) : void showAccountNumber())}>
            <FormattedMessage id={accountNumber ? 'revenue.admin.hideAccount' : 'revenue.admin.showAccount'} />
          </Button>
        </div>
      ) : null}
      <small>
        <FormattedMessage id="revenue.withdrawals.net" values={{ net: won(w.netAmount), tax: won(w.incomeTax + w.localIncomeTax) }} />
      </small>
      {w.rejectionReason ? <small><FormattedMessage id="revenue.withdrawals.reason" values={{ reason: w.rejectionReason }} /></small> : null}
      {owes && payable ? (
        <Alert tone="warning" role="status" data-testid="creator-owes">
          <Icon name="alert" size={18} />
          <div>
            <FormattedMessage id="revenue.admin.negativeBalance" values={{ balance: won(w.creatorBalance!) }} />
          </div>
        </Alert>
      ) : null}
      {rejecting ? (
        <Stack gap={2}>
          <TextArea label={intl.formatMessage({ id: 'revenue.admin.reason' })} error={reasonError ?? undefined} value={reason} onChange={(e) => setReason(e.target.value)} rows={2} />
          <Actions>
            <Button variant="ghost" onClick={() => setRejecting(false)}>
              <FormattedMessage id="revenue.withdraw.back" />
            </Button>
            <Button variant="danger" loading={isInFlight} onClick={() => void run('reject')}>
              <FormattedMessage id="revenue.admin.confirmReject" />
            </Button>
          </Actions>
        </Stack>
      ) : w.status === 'REQUESTED' || w.status === 'APPROVED' ? (
        <Actions>
          <Button variant="secondary" onClick={() => setRejecting(true)}>
            <FormattedMessage id="revenue.admin.reject" />
          </Button>
          <Button loading={isInFlight} onClick={() => void run(w.status === 'REQUESTED' ? 'approve' : 'paid')}>
            <FormattedMessage id={w.status === 'REQUESTED' ? 'revenue.admin.approve' : 'revenue.admin.markPaid'} />
          </Button>
        </Actions>
      ) : null}
    </Card>
  );
}

function WithdrawalList({ status }: { status: WithdrawalStatus }) {
  const intl = useIntl();
  const data = useLazyLoadQuery<AdminWithdrawalListQuery>(listQuery, { status }, { fetchPolicy: 'network-only' });
  const nodes = (data.adminWithdrawals.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  if (nodes.length === 0) return <EmptyState icon="check" title={intl.formatMessage({ id: 'revenue.admin.empty' })} />;
  return (
    <Stack as="ul" gap={3}>
      {nodes.map((w) => (
        <WithdrawalCard key={w.id} w={w} />
      ))}
    </Stack>
  );
}

function AdminGate({ queryRef }: { queryRef: PreloadedQuery<AdminWithdrawalsPageQuery> }) {
  const intl = useIntl();
  const { viewer } = usePreloadedQuery<AdminWithdrawalsPageQuery>(adminWithdrawalsPageQuery, queryRef);
  const [status, setStatus] = useState<WithdrawalStatus>('REQUESTED');
  if (viewer?.role !== 'ADMIN') {
    return <EmptyState icon="lock" title={intl.formatMessage({ id: 'admin.forbidden.title' })} description={intl.formatMessage({ id: 'admin.forbidden.body' })} />;
  }
  return (
    <Stack gap={4}>
      <Tabs role="group" aria-label={intl.formatMessage({ id: 'revenue.admin.title' })}>
        {STATUSES.map((s) => (
          <Button key={s} size="small" variant="ghost" aria-pressed={s === status} active={s === status} onClick={() => setStatus(s)}>
            <FormattedMessage id={`revenue.status.${s}`} />
          </Button>
        ))}
      </Tabs>
      <Suspense fallback={<Skeleton css={{ height: 200, borderRadius: '$lg' }} />}>
        <WithdrawalList status={status} />
      </Suspense>
    </Stack>
  );
}

/**
 * /admin/withdrawals: withdrawal requests by status; approve, reject with a reason, mark paid; show the full
 * account number of one being paid (audited), and a warning when refunds left the creator's balance below zero.
 */
export function AdminWithdrawalsPage() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<AdminWithdrawalsPageQuery> };
  return (
    <Screen title={intl.formatMessage({ id: 'revenue.admin.title' })} description={intl.formatMessage({ id: 'revenue.admin.lead' })} width="narrow">
      <QueryBoundary loading={<Skeleton css={{ height: 200, borderRadius: '$lg' }} />}>
        <AdminGate queryRef={queryRef} />
      </QueryBoundary>
    </Screen>
  );
}
