// The club's store grid, keyset-paged ("show more").
import { FormattedMessage } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { styled } from '../../../theme/stitches.config';
import type { StoreProducts_club$key } from '../../../__generated__/StoreProducts_club.graphql';
import type { StoreProductsPaginationQuery } from '../../../__generated__/StoreProductsPaginationQuery.graphql';
import { ProductCard } from './ProductCard';

export const STORE_PAGE_SIZE = 24;

const Grid = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: '$3',
  '@sm': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '$4' },
  '@lg': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
});
const More = styled('div', { display: 'flex', justifyContent: 'center', marginTop: '$5' });

export function StoreProducts({ club: key, clubName }: { club: StoreProducts_club$key; clubName: string }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<StoreProductsPaginationQuery, StoreProducts_club$key>(
    graphql`
      fragment StoreProducts_club on Club
      @refetchable(queryName: "StoreProductsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 24 }, cursor: { type: "String" }) {
        products(first: $count, after: $cursor) @connection(key: "StoreProducts_products") {
          edges {
            node {
              id
              ...ProductCard_product
            }
          }
        }
      }
    `,
    key,
  );
  const edges = data.products.edges;
  if (!edges.length) {
    return (
      <EmptyState
        icon="bag"
        title={<FormattedMessage id="store.empty.title" />}
        description={<FormattedMessage id="store.empty.body" values={{ club: clubName }} />}
      />
    );
  }
  return (
    <>
      <Grid>
        {edges.map((edge) => (
          <ProductCard key={edge.node.id} product={edge.node} />
        ))}
      </Grid>
      {hasNext ? (
        <More>
          <Button variant="secondary" onClick={() => loadNext(STORE_PAGE_SIZE)} disabled={isLoadingNext}>
            <FormattedMessage id="store.loadMore" />
          </Button>
        </More>
      ) : null}
    </>
  );
}
