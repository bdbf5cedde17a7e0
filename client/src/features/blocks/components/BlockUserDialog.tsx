import { FormattedMessage, useIntl } from 'react-intl';
import { showToast } from '../../../app/toasts';
import { Button } from '../../../components/Button';
import { Dialog, DialogActions } from '../../../components/Dialog';
import { Muted } from '../../../components/FormBits';
import { errorMessageId, resultError } from '../../account/errors';
import { BLOCK_ERROR_MESSAGES } from '../errors';
import { useBlockUser } from '../hooks/useBlockUser';

export interface BlockUserDialogProps {
  open: boolean;
  onClose: () => void;
  userId: string;
  name: string;
  /** The user runs the club being viewed: blocking them keeps the viewer's membership (said in the dialog). */
  isClubOwner?: boolean;
}

/** Confirms blocking a user: what the viewer stops seeing, that the user is not told, and (for a club owner) that membership stays. */
export function BlockUserDialog({ open, onClose, userId, name, isClubOwner }: BlockUserDialogProps) {
  const intl = useIntl();
  const { blockUser, isInFlight } = useBlockUser();

  async function confirm() {
    try {
      const result = await blockUser(userId);
      const failure = resultError(result);
      if (failure) {
        showToast({ kind: 'error', message: intl.formatMessage({ id: errorMessageId(failure.code, BLOCK_ERROR_MESSAGES) }) });
        return;
      }
      onClose();
      showToast({ kind: 'success', message: intl.formatMessage({ id: 'blocks.blocked' }, { name }) });
    } catch {
      showToast({ kind: 'error', message: intl.formatMessage({ id: 'account.error.generic' }) });
    }
  }

  return (
    <Dialog open={open} onClose={onClose} role="alertdialog" title={<FormattedMessage id="blocks.confirm.title" values={{ name }} />}>
      <Muted>
        <FormattedMessage id="blocks.confirm.body" />
      </Muted>
      {isClubOwner ? (
        <Muted>
          <FormattedMessage id="blocks.confirm.owner" values={{ name }} />
        </Muted>
      ) : null}
      <DialogActions>
        <Button variant="ghost" onClick={onClose}>
          <FormattedMessage id="blocks.cancel" />
        </Button>
        <Button variant="danger" loading={isInFlight} onClick={() => void confirm()} data-testid="confirm-block">
          <FormattedMessage id="blocks.confirm.action" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
