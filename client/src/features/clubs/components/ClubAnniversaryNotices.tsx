import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { showToast } from '../../../app/toasts';
import type { ClubAnniversaryNotices_club$key } from '../../../__generated__/ClubAnniversaryNotices_club.graphql';
import { Switch } from '../../../components/Checkbox';
import { FormPanel, Muted, PanelTitle } from '../../../components/FormBits';
import { Icon } from '../../../components/Icon';
import { styled } from '../../../theme/stitches.config';
import { errorMessageId, resultError } from '../../account/errors';
import { CLUB_ERROR_MESSAGES } from '../errors';
import { useUpdateClub } from '../hooks/useUpdateClub';

const Row = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$4',
  '& > div': { flex: 1, display: 'flex', flexDirection: 'column', gap: 2 },
  '& strong': { fontWeight: '$semibold' },
});

/** The owner's switch for anniversary notices to fans (saved as soon as it is flipped). */
export function ClubAnniversaryNotices({ club: clubKey }: { club: ClubAnniversaryNotices_club$key }) {
  const club = useFragment(
    graphql`
      fragment ClubAnniversaryNotices_club on Club {
        id
        anniversaryNotices
      }
    `,
    clubKey,
  );
  const intl = useIntl();
  const { updateClub, isInFlight } = useUpdateClub();
  const label = intl.formatMessage({ id: 'club.settings.anniversaries.label' });

  async function toggle(next: boolean) {
    try {
      const { updateClub: result } = await updateClub({ input: { clubId: club.id, anniversaryNotices: next } });
      const error = resultError(result);
      if (error) return showToast({ kind: 'error', message: intl.formatMessage({ id: errorMessageId(error.code, CLUB_ERROR_MESSAGES) }) });
      showToast({ kind: 'success', message: intl.formatMessage({ id: 'club.notice.modified' }) });
    } catch {
      showToast({ kind: 'error', message: intl.formatMessage({ id: errorMessageId(null, CLUB_ERROR_MESSAGES) }) });
    }
  }

  return (
    <FormPanel>
      <PanelTitle>
        <Icon name="sparkle" size={18} />
        <FormattedMessage id="club.settings.anniversaries.title" />
      </PanelTitle>
      <Row>
        <div>
          <strong>{label}</strong>
          <Muted>
            <FormattedMessage id="club.settings.anniversaries.body" />
          </Muted>
        </div>
        <Switch checked={club.anniversaryNotices ?? true} disabled={isInFlight} label={label} onChange={(next) => void toggle(next)} />
      </Row>
    </FormPanel>
  );
}
