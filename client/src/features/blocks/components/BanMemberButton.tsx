import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { showToast } from '../../../app/toasts';
import { Button } from '../../../components/Button';
import { Dialog, DialogActions } from '../../../components/Dialog';
import { Muted } from '../../../components/FormBits';
import { TextField } from '../../../components/TextField';
import { errorMessageId, resultError } from '../../account/errors';
import { BLOCK_ERROR_MESSAGES } from '../errors';
import { useBanFromClub } from '../hooks/useBanFromClub';

export const BAN_REASON_MAX = 200;

export interface BanMemberButtonProps {
  clubId: string;
  userId: string;
  name: string;
  /** The membership's row to drop from the members list on success. */
  membershipId: string;
  connection: string;
}

/** "Block from club" on a member's row (the owner's members list): confirm, optional note, then the ban. */
export function BanMemberButton({ clubId, userId, name, membershipId, connection }: BanMemberButtonProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const { banFromClub, isInFlight } = useBanFromClub();

  async function confirm() {
    try {
      const { banFromClub: result } = await banFromClub({ clubId, userId, reason: reason.trim() || null }, { membershipId, connection });
      const failure = resultError(result);
      if (failure) {
        const endsAt = result.__typename === 'BanBlockedBySubscriptionError' ? result.endsAt : null;
        const message =
          failure.code === 'BAN_BLOCKED_BY_SUBSCRIPTION' && endsAt
            ? intl.formatMessage({ id: 'blocks.error.BAN_BLOCKED_BY_SUBSCRIPTION_UNTIL' }, { date: intl.formatDate(endsAt, { year: 'numeric', month: 'short', day: 'numeric' }) })
            : intl.formatMessage({ id: errorMessageId(failure.code, BLOCK_ERROR_MESSAGES) });
        showToast({ kind: 'error', message });
        return;
      }
      setOpen(false);
      showToast({ kind: 'success', message: intl.formatMessage({ id: 'blocks.bans.banned' }, { name }) });
    } catch {
      showToast({ kind: 'error', message: intl.formatMessage({ id: 'account.error.generic' }) });
    }
  }

  return (
    <>
      <Button size="small" variant="ghost" data-testid="ban-member" onClick={() => setOpen(true)}>
        <FormattedMessage id="blocks.bans.action" />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} role="alertdialog" title={<FormattedMessage id="blocks.bans.confirm.title" values={{ name }} />}>
        <Muted>
          <FormattedMessage id="blocks.bans.confirm.body" />
        </Muted>
        <TextField
          label={<FormattedMessage id="blocks.bans.reason" />}
          hint={<FormattedMessage id="blocks.bans.reasonHint" />}
          value={reason}
          maxLength={BAN_REASON_MAX}
          onChange={(event) => setReason(event.target.value)}
        />
        <DialogActions>
          <Button variant="ghost" onClick={() => setOpen(false)}>
            <FormattedMessage id="blocks.cancel" />
          </Button>
          <Button variant="danger" loading={isInFlight} onClick={() => void confirm()} data-testid="confirm-ban">
            <FormattedMessage id="blocks.bans.confirm.action" />
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
