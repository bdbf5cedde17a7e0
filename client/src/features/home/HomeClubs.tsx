import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import { Avatar } from '../../components/Avatar';
import { ButtonLink } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import { styled } from '../../theme/stitches.config';
import type { HomeClubs_query$key } from '../../__generated__/HomeClubs_query.graphql';
import { ClubCard, ClubGrid } from '../clubs/components/ClubCard';
import { safeColor, useCompactNumber } from '../shared/format';

const List = styled('ul', {
  display: 'flex',
  gap: '$2',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  mx: '-$4',
  px: '$4',
  paddingBottom: 4,
  '&::-webkit-scrollbar': { display: 'none' },
  '@md': {
    flexDirection: 'column',
    overflow: 'visible',
    mx: 0,
    px: 0,
    padding: '$2',
    borderRadius: '$lg',
    backgroundColor: '$surface',
    border: '1px solid $border',
  },
});

const Row = styled(Link, {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  padding: '10px 12px',
  borderRadius: '$md',
  backgroundColor: '$surface',
  border: '1px solid $border',
  minWidth: 220,
  scrollSnapAlign: 'start',
  transition: 'background-color $fast',
  '@hover': { '&:hover': { backgroundColor: '$surfaceRaised' } },
  '@md': { minWidth: 0, border: 'none', backgroundColor: 'transparent' },
});

const Text = styled('div', { display: 'flex', flexDirection: 'column', minWidth: 0, '& strong': { fontSize: '$sm', truncate: 1 } });
const Small = styled('span', { fontSize: '$xs', color: '$textSubtle', display: 'inline-flex', alignItems: 'center', gap: 4 });

/**
 * Public clubs the viewer has not joined, most recently active first: a compact list beside a feed, or a
 * grid of cards for a new member. Beside a feed, nothing to suggest renders nothing (not even `heading`):
 * a fan who joined every club does not need an empty box above their posts.
 */
export function HomeClubs({ query, variant = 'list', heading }: { query: HomeClubs_query$key; variant?: 'list' | 'grid'; heading?: ReactNode }) {
  const data = useFragment(
    graphql`
      fragment HomeClubs_query on Query @argumentDefinitions(count: { type: "Int", defaultValue: 6 }) {
        suggestedClubs(first: $count) {
          id
          uri
          name
          iconUrl
          themeColor
          memberCount
          ...ClubCard_club
        }
      }
    `,
    query,
  );
  const compact = useCompactNumber();
  const clubs = data.suggestedClubs;
  if (clubs.length === 0) {
    return variant === 'grid' ? <EmptyState compact icon="users" title={<FormattedMessage id="home.clubs.empty" />} /> : null;
  }
  if (variant === 'grid') {
    return (
      <ClubGrid data-testid="suggested-clubs">
        {clubs.map((club) => (
          <ClubCard key={club.id} club={club} />
        ))}
      </ClubGrid>
    );
  }
  return (
    <>
      {heading}
      <List data-testid="suggested-clubs">
        {clubs.map((club) => (
          <li key={club.id}>
            <Row to={`/club/${encodeURIComponent(club.uri)}`}>
              <Avatar name={club.name} src={club.iconUrl} color={safeColor(club.themeColor)} size={40} shape="rounded" />
              <Text>
                <strong>{club.name}</strong>
                <Small>
                  <Icon name="users" size={12} />
                  <FormattedMessage id="home.clubs.memberCount" values={{ count: club.memberCount, formatted: compact(club.memberCount) }} />
                </Small>
              </Text>
            </Row>
          </li>
        ))}
      </List>
      <ButtonLink to="/search" variant="ghost" size="small">
        <FormattedMessage id="home.clubs.all" />
      </ButtonLink>
    </>
  );
}
