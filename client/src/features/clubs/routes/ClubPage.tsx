import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useLocation, useNavigate, useRevalidator } from 'react-router';
import { PageContainer, Stack } from '../../../components/Page';
import { Skeleton } from '../../../components/Skeleton';
import { ErrorPage } from '../../../app/ErrorPage';
import { NotFoundError } from '../../../app/errors';
import { usePageTitle } from '../../../app/page-title';
import type { ClubPageQuery } from '../../../__generated__/ClubPageQuery.graphql';
import { QueryBoundary } from '../../shared/QueryBoundary';
import { safeColor } from '../../shared/format';
import { ClubHeader } from '../components/ClubHeader';
import { ClubPosts, type PostFilter } from '../components/ClubPosts';
import { ClubTabs, clubTabOf } from '../components/ClubTabs';
import { PinnedNotices } from '../components/PinnedNotices';
import { accentVars, clubPath } from '../components/paths';
import { PrivateClubBanner } from '../components/MakePublic';

export const clubPageQuery = graphql`
  query ClubPageQuery($clubUri: String!, $count: Int!, $filter: ClubPostFilter!) @preloadable {
    club(uri: $clubUri) {
      __typename
      ... on Club @alias(as: "found") {
        uri
        name
        themeColor
        viewerCanEdit
        viewerCanPost
        viewerIsOwner
        ...ClubHeader_club
        ...PrivateClubBanner_club
        ...PinnedNotices_club
        ...ClubPosts_club @arguments(count: $count, filter: $filter)
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

export type ClubLoaderData = { queryRef: PreloadedQuery<ClubPageQuery> };

/** The post filter of the club page's ?tab= value. */
export function clubPostFilter(search: string): PostFilter {
  const tab = clubTabOf(search);
  return tab === 'owner' ? 'OWNER' : tab === 'fan' ? 'FAN' : 'ALL';
}

function ClubContent({ queryRef }: { queryRef: PreloadedQuery<ClubPageQuery> }) {
  const { club: result } = usePreloadedQuery<ClubPageQuery>(clubPageQuery, queryRef);
  const club = result.found;
  const navigate = useNavigate();
  const location = useLocation();
  const filter = (queryRef.variables.filter as PostFilter | undefined) ?? clubPostFilter(location.search);
  usePageTitle(club ? club.name : null);
  if (!club) {
    const message = (result.__typename === 'NotFoundError' ? result.message : null) ?? 'Club not found';
    return <ErrorPage error={new NotFoundError(message)} onHome={() => navigate('/')} />;
  }
  return (
    <div style={accentVars(safeColor(club.themeColor))}>
      <ClubHeader club={club} />
      <PageContainer css={{ paddingTop: '$5' }}>
        <Stack gap={4}>
          <PrivateClubBanner club={club} />
          <ClubTabs uri={club.uri} canEdit={club.viewerCanEdit} />
          {filter === 'ALL' ? <PinnedNotices club={club} /> : null}
          <h2 className="visually-hidden" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
            <FormattedMessage id={filter === 'OWNER' ? 'club.tab.owner' : filter === 'FAN' ? 'club.tab.fan' : 'club.tab.all'} />
          </h2>
          <ClubPosts club={club} filter={filter} writePath={club.viewerCanPost && (filter === 'ALL' || (filter === 'OWNER') === club.viewerIsOwner) ? `${clubPath(club.uri)}/write` : null} />
        </Stack>
      </PageContainer>
    </div>
  );
}

function ClubSkeleton() {
  return (
    <div aria-hidden>
      <Skeleton css={{ height: 150, borderRadius: 0, '@sm': { height: 240 } }} />
      <PageContainer>
        <Stack gap={3}>
          <Skeleton css={{ height: 32, width: '50%' }} />
          <Skeleton css={{ height: 18, width: '70%' }} />
          <Skeleton css={{ height: 160, borderRadius: '$lg' }} />
        </Stack>
      </PageContainer>
    </div>
  );
}

export default function ClubPage() {
  const { queryRef } = useLoaderData() as ClubLoaderData;
  const revalidator = useRevalidator();
  return (
    <QueryBoundary framed loading={<ClubSkeleton />} onRetry={() => void revalidator.revalidate()} resetKey={queryRef}>
      <ClubContent queryRef={queryRef} />
    </QueryBoundary>
  );
}
