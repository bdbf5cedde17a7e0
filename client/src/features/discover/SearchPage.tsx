import { useDeferredValue, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useRevalidator, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import { Screen, Stack } from '../../components/Page';
import { styled } from '../../theme/stitches.config';
import type { SearchPageQuery } from '../../__generated__/SearchPageQuery.graphql';
import { ClubCard, ClubGrid } from '../clubs/components/ClubCard';
import { ClubGridSkeleton } from '../landing/LandingPage';
import { QueryBoundary } from '../shared/QueryBoundary';

export const searchPageQuery = graphql`
  query SearchPageQuery($count: Int!) {
    clubs(first: $count) {
      totalCount
      edges {
        node {
          id
          name
          fandomName
          introduction
          ...ClubCard_club
        }
      }
    }
  }
`;

export type SearchLoaderData = { queryRef: PreloadedQuery<SearchPageQuery> };

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
});
const Count = styled('p', { fontSize: '$sm', color: '$textMuted' });

function normalise(value: string) {
  return value.normalize('NFKC').toLocaleLowerCase().trim();
}

function Results({ queryRef, term }: { queryRef: PreloadedQuery<SearchPageQuery>; term: string }) {
  const data = usePreloadedQuery<SearchPageQuery>(searchPageQuery, queryRef);
  const needle = normalise(term);
  const clubs = data.clubs.edges
    .map((edge) => edge.node)
    .filter((club) => !needle || [club.name, club.fandomName ?? '', club.introduction].some((text) => normalise(text).includes(needle)));
  if (clubs.length === 0) {
    return (
      <EmptyState
        icon="search"
        title={<FormattedMessage id={needle ? 'discover.search.noMatch.title' : 'discover.search.empty.title'} />}
        description={<FormattedMessage id={needle ? 'discover.search.noMatch.body' : 'discover.search.empty.body'} values={{ term }} />}
      />
    );
  }
  return (
    <Stack gap={3}>
      <Count>
        <FormattedMessage id="discover.search.count" values={{ count: needle ? clubs.length : data.clubs.totalCount }} />
      </Count>
      <ClubGrid>
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
  const [term, setTerm] = useState(params.get('q') ?? '');
  const deferred = useDeferredValue(term);
  return (
    <Screen title={intl.formatMessage({ id: 'discover.search.title' })} description={intl.formatMessage({ id: 'discover.search.lead' })}>
      <Stack gap={5}>
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            setParams(term ? { q: term } : {}, { replace: true });
          }}
        >
          <SearchBox>
            <Icon name="search" />
            <input
              type="search"
              value={term}
              onChange={(event) => setTerm(event.target.value)}
              placeholder={intl.formatMessage({ id: 'discover.search.placeholder' })}
              aria-label={intl.formatMessage({ id: 'discover.search.placeholder' })}
              enterKeyHint="search"
            />
          </SearchBox>
        </form>
        <QueryBoundary loading={<ClubGridSkeleton />} onRetry={() => void revalidator.revalidate()} resetKey={queryRef}>
          <Results queryRef={queryRef} term={deferred} />
        </QueryBoundary>
      </Stack>
    </Screen>
  );
}
