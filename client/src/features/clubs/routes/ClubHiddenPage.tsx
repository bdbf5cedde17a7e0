import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import { ButtonLink } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { usePageTitle } from '../../../app/page-title';
import type { ClubHiddenPageQuery } from '../../../__generated__/ClubHiddenPageQuery.graphql';
import { ClubFrame } from '../components/ClubFrame';
import { ClubPosts } from '../components/ClubPosts';
import { clubPath } from '../components/paths';
import { ClubNotFound, ClubRouteBoundary } from './shared';

export const clubHiddenPageQuery = graphql`
  query ClubHiddenPageQuery($clubUri: String!, $count: Int!) @preloadable {
    club(uri: $clubUri) {
      __typename
      ... on Club @alias(as: "found") {
        uri
        name
        viewerCanEdit
        ...ClubFrame_club
        ...ClubPosts_club @arguments(count: $count, filter: HIDDEN)
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

function Content({ queryRef }: { queryRef: PreloadedQuery<ClubHiddenPageQuery> }) {
  const { club: result } = usePreloadedQuery<ClubHiddenPageQuery>(clubHiddenPageQuery, queryRef);
  const club = result.found;
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'club.hidden.title' });
  usePageTitle(club ? `${title} · ${club.name}` : null);
  if (!club) return <ClubNotFound message={result.__typename === 'NotFoundError' ? result.message : null} />;
  return (
    <ClubFrame club={club} title={title} lead={club.viewerCanEdit ? intl.formatMessage({ id: 'club.hidden.lead' }) : undefined} tabs>
      {club.viewerCanEdit ? (
        <ClubPosts club={club} filter="HIDDEN" emptyValues={{ club: club.name }} />
      ) : (
        <EmptyState
          icon="lock"
          title={<FormattedMessage id="club.hidden.forbidden.title" />}
          description={<FormattedMessage id="club.hidden.forbidden.body" />}
          action={
            <ButtonLink to={clubPath(club.uri)} variant="secondary" size="small">
              <FormattedMessage id="club.action.backToClub" />
            </ButtonLink>
          }
        />
      )}
    </ClubFrame>
  );
}

export function ClubHiddenPage() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<ClubHiddenPageQuery> };
  return (
    <ClubRouteBoundary resetKey={queryRef}>
      <Content queryRef={queryRef} />
    </ClubRouteBoundary>
  );
}
