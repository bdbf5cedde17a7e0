// /:name — a creator's public page at their vanity name: who they are and the clubs they run.
// An unknown name is a 404, like any unknown route.
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useNavigate, useRevalidator } from 'react-router';
import type { CreatorProfilePageQuery } from '../../__generated__/CreatorProfilePageQuery.graphql';
import { ErrorPage } from '../../app/ErrorPage';
import { NotFoundError } from '../../app/errors';
import { usePageTitle } from '../../app/page-title';
import { Avatar } from '../../components/Avatar';
import { Button, ButtonLink } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { ReportDialog } from '../moderation/components/ReportDialog';
import { EmptyState } from '../../components/EmptyState';
import { PageContainer, PageHeading, PageLead, SectionTitle, Stack } from '../../components/Page';
import { ClubCard, ClubGrid } from '../clubs/components/ClubCard';
import { ClubGridSkeleton } from '../landing/LandingPage';
import { QueryBoundary } from '../shared/QueryBoundary';

export const creatorProfilePageQuery = graphql`
  query CreatorProfilePageQuery($name: String!) @preloadable {
    creator(name: $name) {
      __typename
      ... on User {
        id
        nickname
        viewerCanReport
        handle
        avatarUrl
        clubs {
          id
          ...ClubCard_club
        }
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

/** A quiet "Report" button under the name, opening the report dialog for this user. */
function ReportUser({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" variant="ghost" icon={<Icon name="flag" size={16} />} onClick={() => setOpen(true)}>
        <FormattedMessage id="moderation.report.action" />
      </Button>
      <ReportDialog open={open} onClose={() => setOpen(false)} targetId={userId} kind="user" />
    </>
  );
}

export type CreatorProfileLoaderData = { queryRef: PreloadedQuery<CreatorProfilePageQuery> };

function CreatorProfile({ queryRef }: { queryRef: PreloadedQuery<CreatorProfilePageQuery> }) {
  const { creator } = usePreloadedQuery<CreatorProfilePageQuery>(creatorProfilePageQuery, queryRef);
  const navigate = useNavigate();
  usePageTitle(creator.__typename === 'User' ? (creator.nickname ?? null) : null);
  if (creator.__typename !== 'User' || !creator.clubs) {
    const message = (creator.__typename === 'NotFoundError' ? creator.message : null) ?? 'Creator not found';
    return <ErrorPage error={new NotFoundError(message)} onHome={() => navigate('/')} />;
  }
  return (
    <PageContainer>
      <Stack gap={6}>
        <Stack gap={3} css={{ alignItems: 'center', textAlign: 'center' }}>
          <Avatar name={creator.nickname ?? ''} src={creator.avatarUrl} size={96} />
          <PageHeading>{creator.nickname}</PageHeading>
          {creator.handle && <PageLead>@{creator.handle}</PageLead>}
          {creator.viewerCanReport ? <ReportUser userId={creator.id} /> : null}
        </Stack>
        <SectionTitle>
          <FormattedMessage id="discover.profile.clubs" />
        </SectionTitle>
        {creator.clubs.length > 0 ? (
          <ClubGrid>
            {creator.clubs.map((club) => (
              <ClubCard key={club.id} club={club} />
            ))}
          </ClubGrid>
        ) : (
          <EmptyState
            icon="users"
            title={<FormattedMessage id="discover.profile.empty.title" />}
            description={<FormattedMessage id="discover.profile.empty.body" values={{ name: creator.nickname }} />}
            action={
              <ButtonLink to="/search" size="small">
                <FormattedMessage id="discover.profile.explore" />
              </ButtonLink>
            }
          />
        )}
      </Stack>
    </PageContainer>
  );
}

export default function CreatorProfilePage() {
  const { queryRef } = useLoaderData() as CreatorProfileLoaderData;
  const revalidator = useRevalidator();
  return (
    <QueryBoundary framed loading={<ClubGridSkeleton count={2} />} onRetry={() => void revalidator.revalidate()} resetKey={queryRef}>
      <CreatorProfile queryRef={queryRef} />
    </QueryBoundary>
  );
}
