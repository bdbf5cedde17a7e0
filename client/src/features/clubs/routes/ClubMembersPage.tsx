import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData } from 'react-router';
import { styled } from '../../../theme/stitches.config';
import { usePageTitle } from '../../../app/page-title';
import type { ClubMembersPageQuery } from '../../../__generated__/ClubMembersPageQuery.graphql';
import { ClubFrame } from '../components/ClubFrame';
import { MemberList, type MemberFilter } from '../components/MemberList';
import { clubPath } from '../components/paths';
import { ClubNotFound, ClubRouteBoundary } from './shared';

export const clubMembersPageQuery = graphql`
  query ClubMembersPageQuery($clubUri: String!, $count: Int!, $filter: ClubMemberFilter!) @preloadable {
    club(uri: $clubUri) {
      __typename
      ... on Club @alias(as: "found") {
        uri
        name
        memberCount
        viewerCanEdit
        ...ClubFrame_club
        ...MemberList_club @arguments(count: $count, filter: $filter)
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

/** The member filter of ?filter= (owner and admins only; the server answers others with an empty list). */
export function memberFilterOf(search: string): MemberFilter {
  const value = new URLSearchParams(search).get('filter')?.toUpperCase();
  return value === 'SUBSCRIBED' || value === 'EXPIRED' ? value : 'ALL';
}

const Chips = styled('div', { display: 'flex', gap: '$2', flexWrap: 'wrap' });
const Chip = styled(Link, {
  height: 32,
  px: '$3',
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: '$pill',
  border: '1px solid $border',
  fontSize: '$sm',
  fontWeight: '$semibold',
  color: '$textMuted',
  '&[aria-current="page"]': { color: '$text', borderColor: 'var(--club-accent, $colors$primary)', backgroundColor: '$surfaceRaised' },
  '@hover': { '&:hover': { color: '$text' } },
});

const FILTERS: MemberFilter[] = ['ALL', 'SUBSCRIBED', 'EXPIRED'];

function Content({ queryRef }: { queryRef: PreloadedQuery<ClubMembersPageQuery> }) {
  const { club: result } = usePreloadedQuery<ClubMembersPageQuery>(clubMembersPageQuery, queryRef);
  const club = result.found;
  const intl = useIntl();
  const filter = (queryRef.variables.filter as MemberFilter | undefined) ?? 'ALL';
  const title = intl.formatMessage({ id: 'club.members.title' });
  usePageTitle(club ? `${title} · ${club.name}` : null);
  if (!club) return <ClubNotFound message={result.__typename === 'NotFoundError' ? result.message : null} />;
  const base = `${clubPath(club.uri)}/members`;
  return (
    <ClubFrame club={club} title={title} lead={intl.formatMessage({ id: 'club.members.lead' }, { count: club.memberCount, club: club.name })} tabs>
      {club.viewerCanEdit ? (
        <Chips role="navigation" aria-label={intl.formatMessage({ id: 'club.members.filter' })}>
          {FILTERS.map((value) => (
            <Chip key={value} to={value === 'ALL' ? base : `${base}?filter=${value.toLowerCase()}`} aria-current={filter === value ? 'page' : undefined} preventScrollReset>
              <FormattedMessage id={`club.members.filter.${value}`} />
            </Chip>
          ))}
          <Chip to={`${clubPath(club.uri)}/setting/bans`} data-testid="club-bans-link">
            <FormattedMessage id="blocks.bans.title" />
          </Chip>
        </Chips>
      ) : null}
      <MemberList club={club} filter={filter} clubName={club.name} />
    </ClubFrame>
  );
}

export function ClubMembersPage() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<ClubMembersPageQuery> };
  return (
    <ClubRouteBoundary resetKey={queryRef}>
      <Content queryRef={queryRef} />
    </ClubRouteBoundary>
  );
}
