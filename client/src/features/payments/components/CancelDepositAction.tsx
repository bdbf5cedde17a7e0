// The pending page's way out of a bank deposit the fan no longer wants (another term or plan, a change of
// mind): confirmed, its account is closed. The page follows the payment, so it turns into the cancelled page.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay/hooks';
import { showToast } from '../../../app/toasts';
import { Button } from '../../../components/Button';
import { Dialog, DialogActions } from '../../../components/Dialog';
import { Muted } from '../../../components/FormBits';
import type { CancelDepositActionMutation } from '../../../__generated__/CancelDepositActionMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';

const cancelDeposit = graphql`
  mutation CancelDepositActionMutation($input: CancelDepositPaymentInput!) {
    cancelDepositPayment(input: $input) {
      __typename
      ... on CancelDepositPaymentSuccess {
        payment {
          id
          status
        }
      }
      ... on Error {
        code
      }
    }
  }
`;

export function CancelDepositAction({ paymentId }: { paymentId: string }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [commit, busy] = useMutationPromise<CancelDepositActionMutation>(cancelDeposit);
  const failed = () => showToast({ kind: 'error', message: intl.formatMessage({ id: 'account.error.generic' }) });
  const onConfirm = async () => {
    try {
      const result = (await commit({ input: { paymentId } })).cancelDepositPayment;
      setOpen(false);
      // PAID: the deposit arrived first, and the page turns into the success page by itself.
      if (result.__typename !== 'CancelDepositPaymentSuccess') failed();
    } catch {
      failed();
    }
  };
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        <FormattedMessage id="payments.result.cancelDeposit.open" />
      </Button>
      <Dialog open={open} role="alertdialog" onClose={() => setOpen(false)} title={<FormattedMessage id="payments.result.cancelDeposit.title" />}>
        <Muted>
          <FormattedMessage id="payments.result.cancelDeposit.body" />
        </Muted>
        <DialogActions>
          <Button variant="ghost" onClick={() => setOpen(false)}>
            <FormattedMessage id="payments.result.cancelDeposit.keep" />
          </Button>
          <Button variant="danger" loading={busy} onClick={() => void onConfirm()}>
            <FormattedMessage id="payments.result.cancelDeposit.confirm" />
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
