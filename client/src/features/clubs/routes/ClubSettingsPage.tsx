import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import { Button, ButtonLink } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { Icon } from '../../../components/Icon';
import { usePageTitle } from '../../../app/page-title';
import type { ClubSettingsPageQuery } from '../../../__generated__/ClubSettingsPageQuery.graphql';
import { ClubAnniversaryNotices } from '../components/ClubAnniversaryNotices';
import { ClubFrame } from '../components/ClubFrame';
import { ClubPlansEditor } from '../components/ClubPlansEditor';
import { ClubSettingsForm } from '../components/ClubSettingsForm';
import { FormPanel, Muted, PanelTitle } from '../../../components/FormBits';
import { MakePublicDialog } from '../components/MakePublicDialog';
import { clubPath } from '../components/paths';
import { ClubNotFound, ClubRouteBoundary } from './shared';

export const clubSettingsPageQuery = graphql`
  query ClubSettingsPageQuery($clubUri: String!) @preloadable {
    club(uri: $clubUri) {
      __typename
      ... on Club @alias(as: "found") {
        id
        uri
        name
        isPublic
        publishedAt
        viewerCanEdit
        ...ClubFrame_club
        ...ClubSettingsForm_club
        ...ClubPlansEditor_club
        ...ClubAnniversaryNotices_club
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

function Visibility({ clubId, clubName, isPublic, publishedAt }: { clubId: string; clubName: string; isPublic: boolean; publishedAt: string | null }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <FormPanel>
      <PanelTitle>
        <Icon name={isPublic ? 'globe' : 'lock'} size={18} />
        <FormattedMessage id="club.settings.visibility" />
      </PanelTitle>
      {isPublic ? (
        <Muted>
          <FormattedMessage
            id="club.settings.isPublic"
            values={{ date: publishedAt ? intl.formatDate(publishedAt, { dateStyle: 'medium' }) : '' }}
          />
        </Muted>
      ) : (
        <>
          <Muted>
            <FormattedMessage id="club.private.body" />
          </Muted>
          <div>
            <Button onClick={() => setOpen(true)} icon={<Icon name="globe" size={18} />}>
              <FormattedMessage id="club.private.makePublic" />
            </Button>
          </div>
          <MakePublicDialog clubId={clubId} clubName={clubName} open={open} onClose={() => setOpen(false)} />
        </>
      )}
    </FormPanel>
  );
}

function Content({ queryRef }: { queryRef: PreloadedQuery<ClubSettingsPageQuery> }) {
  const { club: result } = usePreloadedQuery<ClubSettingsPageQuery>(clubSettingsPageQuery, queryRef);
  const club = result.found;
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'club.settings.title' });
  usePageTitle(club ? `${title} · ${club.name}` : null);
  if (!club) return <ClubNotFound message={result.__typename === 'NotFoundError' ? result.message : null} />;
  if (!club.viewerCanEdit) {
    return (
      <ClubFrame club={club} title={title}>
        <EmptyState
          icon="lock"
          title={<FormattedMessage id="club.settings.forbidden.title" />}
          description={<FormattedMessage id="club.settings.forbidden.body" />}
          action={
            <ButtonLink to={clubPath(club.uri)} variant="secondary" size="small">
              <FormattedMessage id="club.action.backToClub" />
            </ButtonLink>
          }
        />
      </ClubFrame>
    );
  }
  return (
    <ClubFrame club={club} title={title} lead={intl.formatMessage({ id: 'club.settings.lead' }, { club: club.name })}>
      <Visibility clubId={club.id} clubName={club.name} isPublic={club.isPublic} publishedAt={club.publishedAt ?? null} />
      <ClubSettingsForm club={club} />
      <ClubAnniversaryNotices club={club} />
      <ClubPlansEditor club={club} />
    </ClubFrame>
  );
}

export function ClubSettingsPage() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<ClubSettingsPageQuery> };
  return (
    <ClubRouteBoundary resetKey={queryRef}>
      <Content queryRef={queryRef} />
    </ClubRouteBoundary>
  );
}
