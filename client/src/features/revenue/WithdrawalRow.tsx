import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { WithdrawalRow_withdrawal$key } from '../../__generated__/WithdrawalRow_withdrawal.graphql';
import { showToast } from '../../app/toasts';
import { Button } from '../../components/Button';
import { styled } from '../../theme/stitches.config';
import { errorMessageId, resultError } from '../account/errors';
import { REVENUE_ERROR_MESSAGES, useWon } from './format';
import { useCancelWithdrawal } from './hooks/useCancelWithdrawal';

const Row = styled('li', {
  listStyle: 'none',
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: '$1 $3',
  padding: '$4',
  borderRadius: '$lg',
  backgroundColor: '$surface',
  border: '1px solid $border',
  '& small': { color: '$textMuted', fontSize: '$xs' },
});
const Status = styled('span', {
  fontSize: '$xs',
  fontWeight: '$bold',
  justifySelf: 'end',
  variants: { tone: { done: { color: '$success' }, waiting: { color: '$primaryText' }, stopped: { color: '$textMuted' } } },
});

/** One withdrawal of the creator: amounts, withholding, where it goes and where it stands; cancel while requested. */
export function WithdrawalRow({ withdrawal }: { withdrawal: WithdrawalRow_withdrawal$key }) {
  const intl = useIntl();
  const won = useWon();
  const w = useFragment(
    graphql`
      fragment WithdrawalRow_withdrawal on Withdrawal {
        id
        amount
        incomeTax
        localIncomeTax
        netAmount
        status
        bank
        maskedAccountNumber
        rejectionReason
        requestedAt
        viewerCanCancel
      }
    `,
    withdrawal,
  );
  const { cancelWithdrawal, isInFlight } = useCancelWithdrawal();
  const tone = w.status === 'PAID' ? 'done' : w.status === 'REJECTED' || w.status === 'CANCELLED' ? 'stopped' : 'waiting';
  async function cancel() {
    try {
      const { cancelWithdrawal: result } = await cancelWithdrawal({ input: { withdrawalId: w.id } });
      const error = resultError(result);
      if (error) return showToast({ kind: 'error', message: intl.formatMessage({ id: errorMessageId(error.code, REVENUE_ERROR_MESSAGES) }) });
      showToast({ kind: 'success', message: intl.formatMessage({ id: 'revenue.withdrawals.cancelled' }) });
    } catch {
      showToast({ kind: 'error', message: intl.formatMessage({ id: 'account.error.generic' }) });
    }
  }
  return (
    <Row>
      <strong>{won(w.amount)}</strong>
      <Status tone={tone}>
        <FormattedMessage id={`revenue.status.${w.status}`} />
      </Status>
      <small>
        <FormattedMessage
          id="revenue.withdrawals.net"
          values={{ net: won(w.netAmount), tax: won(w.incomeTax + w.localIncomeTax) }}
        />
      </small>
      <small style={{ justifySelf: 'end' }}>{intl.formatDate(w.requestedAt, { dateStyle: 'medium' })}</small>
      <small>
        <FormattedMessage id={`revenue.bank.${w.bank}`} /> {w.maskedAccountNumber}
      </small>
      {w.viewerCanCancel ? (
        <Button size="small" variant="ghost" loading={isInFlight} onClick={() => void cancel()}>
          <FormattedMessage id="revenue.withdrawals.cancel" />
        </Button>
      ) : (
        <span />
      )}
      {w.rejectionReason ? (
        <small style={{ gridColumn: '1 / -1' }}>
          <FormattedMessage id="revenue.withdrawals.reason" values={{ reason: w.rejectionReason }} />
        </small>
      ) : null}
    </Row>
  );
}
