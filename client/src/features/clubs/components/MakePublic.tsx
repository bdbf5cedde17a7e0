// Going public is irreversible (DESIGN 5.2): an alert dialog with a checkbox says so before it happens.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { styled } from '../../../theme/stitches.config';
import { showToast } from '../../../app/toasts';
import type { PrivateClubBanner_club$key } from '../../../__generated__/PrivateClubBanner_club.graphql';
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

const Banner = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  padding: '$4',
  borderRadius: '$lg',
  border: '1px solid rgba(245, 165, 36, 0.4)',
  backgroundColor: 'rgba(245, 165, 36, 0.1)',
  '& p': { fontSize: '$sm', color: '$textMuted', lineHeight: '$normal' },
  '& strong': { display: 'flex', alignItems: 'center', gap: '$2', fontSize: '$md', color: '$text' },
  '& strong svg': { color: '$warning' },
  '@sm': { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between', padding: '$4 $5' },
});

/** Shown to the owner of a private club: only they (and admins) can see it, with "make public". */
export function PrivateClubBanner({ club: clubKey }: { club: PrivateClubBanner_club$key }) {
  const club = useFragment(
    graphql`
      fragment PrivateClubBanner_club on Club {
        id
        name
        isPublic
        viewerCanEdit
      }
    `,
    clubKey,
  );
  const [open, setOpen] = useState(false);
  if (club.isPublic || !club.viewerCanEdit) return null;
  return (
    <Banner role="status">
      <div>
        <strong>
          <Icon name="lock" size={18} />
          <FormattedMessage id="club.private.title" />
        </strong>
        <p>
          <FormattedMessage id="club.private.body" />
        </p>
      </div>
      <Button size="small" onClick={() => setOpen(true)} icon={<Icon name="globe" size={16} />}>
        <FormattedMessage id="club.private.makePublic" />
      </Button>
      <MakePublicDialog clubId={club.id} clubName={club.name} open={open} onClose={() => setOpen(false)} />
    </Banner>
  );
}
