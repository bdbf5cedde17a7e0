// Going public is irreversible (DESIGN 5.2): an alert dialog with a checkbox says so before it happens.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { showToast } from '../../../app/toasts';
import { errorMessageId, resultError } from '../../account/errors';
import { CLUB_ERROR_MESSAGES } from '../errors';
import { useMakeClubPublic } from '../hooks/useMakeClubPublic';
import { Dialog, DialogActions } from '../../../components/Dialog';
import { Check, Muted } from '../../../components/FormBits';

export function MakePublicDialog({ clubId, clubName, open, onClose }: { clubId: string; clubName: string; open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const { makeClubPublic, isInFlight } = useMakeClubPublic();
  const [understood, setUnderstood] = useState(false);
  async function confirm() {
    try {
      const { makeClubPublic: result } = await makeClubPublic({ input: { clubId } });
      const error = resultError(result);
      if (error) {
        showToast({ kind: 'error', message: intl.formatMessage({ id: errorMessageId(error.code, CLUB_ERROR_MESSAGES) }) });
        return;
      }
      showToast({ kind: 'success', message: intl.formatMessage({ id: 'club.notice.public' }, { club: clubName }) });
      onClose();
    } catch {
      showToast({ kind: 'error', message: intl.formatMessage({ id: 'account.error.generic' }) });
    }
  }
  return (
    <Dialog open={open} onClose={onClose} role="alertdialog" title={<FormattedMessage id="club.public.confirmTitle" values={{ club: clubName }} />}>
      <Muted>
        <FormattedMessage id="club.public.confirmBody" />
      </Muted>
      <Check checked={understood} onChange={(event) => setUnderstood(event.target.checked)} label={<FormattedMessage id="club.public.understand" />} />
      <DialogActions>
        <Button variant="ghost" onClick={onClose}>
          <FormattedMessage id="club.action.cancel" />
        </Button>
        <Button disabled={!understood} loading={isInFlight} onClick={confirm} icon={<Icon name="globe" size={18} />}>
          <FormattedMessage id="club.public.confirm" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
