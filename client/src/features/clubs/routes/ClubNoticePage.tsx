import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import { usePageTitle } from '../../../app/page-title';
import type { ClubNoticePageQuery } from '../../../__generated__/ClubNoticePageQuery.graphql';
import { ClubFrame } from '../components/ClubFrame';
import { ClubPosts } from '../components/ClubPosts';
import { ClubNotFound, ClubRouteBoundary } from './shared';

export const clubNoticePageQuery = graphql`
  query ClubNoticePageQuery($clubUri: String!, $count: Int!) @preloadable {
    club(uri: $clubUri) {
      __typename
      ... on Club @alias(as: "found") {
        name
        owner {
          nickname
        }
        ...ClubFrame_club
        ...ClubPosts_club @arguments(count: $count, filter: NOTICE)
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

function Content({ queryRef }: { queryRef: PreloadedQuery<ClubNoticePageQuery> }) {
  const { club: result } = usePreloadedQuery<ClubNoticePageQuery>(clubNoticePageQuery, queryRef);
  const club = result.found;
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'club.notice.title' });
  usePageTitle(club ? `${title} · ${club.name}` : null);
  if (!club) return <ClubNotFound message={result.__typename === 'NotFoundError' ? result.message : null} />;
  return (
    <ClubFrame club={club} title={title} tabs>
      <ClubPosts club={club} filter="NOTICE" emptyValues={{ owner: club.owner.nickname, club: club.name }} />
    </ClubFrame>
  );
}

export function ClubNoticePage() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<ClubNoticePageQuery> };
  return (
    <ClubRouteBoundary resetKey={queryRef}>
      <Content queryRef={queryRef} />
    </ClubRouteBoundary>
  );
}
