import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useRevalidator, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import { Screen, SectionTitle, Stack } from '../../components/Page';
import { styled } from '../../theme/stitches.config';
import type { SearchPageQuery } from '../../__generated__/SearchPageQuery.graphql';
import { ClubCard, ClubGrid } from '../clubs/components/ClubCard';
import { ClubGridSkeleton } from '../landing/LandingPage';
import { QueryBoundary } from '../shared/QueryBoundary';

// With a query (?q=) the server searches names, fandom names and introductions; without one the page
// explores clubs by recent activity.
export const searchPageQuery = graphql`
  query SearchPageQuery($query: String!, $searching: Boolean!, $count: Int!) @preloadable {
    searchClubs(query: $query, first: $count) @include(if: $searching) {
      totalCount
      edges {
        node {
          id
          ...ClubCard_club
        }
      }
    }
    explore: clubs(first: $count, orderBy: RECENT_ACTIVITY) @skip(if: $searching) {
      totalCount
      edges {
        node {
          id
          ...ClubCard_club
        }
      }
    }
  }
`;

export type SearchLoaderData = { queryRef: PreloadedQuery<SearchPageQuery> };

/** How long typing pauses before the URL (and so the search) follows. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The search term from a URL's ?q=, trimmed. */
export function searchTerm(search: URLSearchParams): string {
  return (search.get('q') ?? '').trim().slice(0, 100);
}

const SearchBox = styled('label', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  height: '$buttonMedium',
  px: '$4',
  borderRadius: '$pill',
  backgroundColor: '$surface',
  border: '1px solid $border',
  color: '$textSubtle',
  '&:focus-within': { borderColor: '$primary', boxShadow: '$focus' },
  '& input': { flex: 1, minWidth: 0, background: 'none', border: 'none', outline: 'none', color: '$text', fontSize: '$md' },
  '& input::-webkit-search-cancel-button': { filter: 'invert(0.7)' },
});
const Count = styled('p', { fontSize: '$sm', color: '$textMuted' });

function Results({ queryRef, term }: { queryRef: PreloadedQuery<SearchPageQuery>; term: string }) {
  const data = usePreloadedQuery<SearchPageQuery>(searchPageQuery, queryRef);
  const list = term ? data.searchClubs : data.explore;
  const clubs = list?.edges.map((edge) => edge.node) ?? [];
  if (clubs.length === 0) {
    return (
      <EmptyState
        icon="search"
        title={<FormattedMessage id={term ? 'discover.search.noMatch.title' : 'discover.search.empty.title'} />}
        description={<FormattedMessage id={term ? 'discover.search.noMatch.body' : 'discover.search.empty.body'} values={{ term }} />}
      />
    );
  }
  return (
    <Stack gap={3}>
      {term ? (
        <Count role="status">
          <FormattedMessage id="discover.search.results" values={{ count: list?.totalCount ?? clubs.length, term }} />
        </Count>
      ) : (
        <SectionTitle>
          <Icon name="compass" />
          <FormattedMessage id="discover.explore.title" />
        </SectionTitle>
      )}
      <ClubGrid data-testid="search-results">
        {clubs.map((club) => (
          <ClubCard key={club.id} club={club} />
        ))}
      </ClubGrid>
    </Stack>
  );
}

export default function SearchPage() {
  const { queryRef } = useLoaderData() as SearchLoaderData;
  const revalidator = useRevalidator();
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const current = searchTerm(params);
  const [term, setTerm] = useState(params.get('q') ?? '');
  const typed = useRef(false);

  // Typing updates ?q= after a pause (the route loader then runs the search); back/forward updates the box.
  useEffect(() => {
    if (!typed.current) return;
    const timer = window.setTimeout(() => {
      typed.current = false;
      const next = term.trim();
      if (next !== current) setParams(next ? { q: next } : {}, { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [term, current, setParams]);
  useEffect(() => {
    if (!typed.current) setTerm(current);
  }, [current]);

  return (
    <Screen title={intl.formatMessage({ id: 'discover.search.title' })} description={intl.formatMessage({ id: 'discover.search.lead' })}>
      <Stack gap={5}>
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            typed.current = false;
            const next = term.trim();
            setParams(next ? { q: next } : {}, { replace: true });
          }}
        >
          <SearchBox>
            <Icon name="search" />
            <input
              type="search"
              name="q"
              value={term}
              onChange={(event) => {
                typed.current = true;
                setTerm(event.target.value);
              }}
              placeholder={intl.formatMessage({ id: 'discover.search.placeholder' })}
              aria-label={intl.formatMessage({ id: 'discover.search.placeholder' })}
              enterKeyHint="search"
              maxLength={100}
              autoComplete="off"
            />
          </SearchBox>
        </form>
        <QueryBoundary loading={<ClubGridSkeleton />} onRetry={() => void revalidator.revalidate()} resetKey={queryRef}>
          <Results queryRef={queryRef} term={current} />
        </QueryBoundary>
      </Stack>
    </Screen>
  );
}
