// /club/{clubUri}/setting/orders: the owner's store orders, newest first, filtered to ship / shipped / all,
// with ship (courier and tracking number), delivered and refund on each order.
import { useTransition } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData } from 'react-router';
import { usePageTitle } from '../../../app/page-title';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { styled } from '../../../theme/stitches.config';
import type { ManageOrdersPageQuery } from '../../../__generated__/ManageOrdersPageQuery.graphql';
import type { ManageOrdersPage_club$key } from '../../../__generated__/ManageOrdersPage_club.graphql';
import type { ManageOrdersPaginationQuery } from '../../../__generated__/ManageOrdersPaginationQuery.graphql';
import { ClubFrame } from '../../clubs/components/ClubFrame';
import { ClubNotFound, ClubRouteBoundary } from '../../clubs/routes/shared';
import { ManagedOrderRow } from '../components/ManagedOrderRow';
import { manageOrdersPath, manageStorePath } from '../paths';

export const MANAGE_ORDERS_PAGE_SIZE = 20;
export const ORDER_FILTERS = { 'to-ship': 'TO_SHIP', shipped: 'SHIPPED', all: 'ALL' } as const;

export const manageOrdersPageQuery = graphql`
  query ManageOrdersPageQuery($clubUri: String!, $filter: StoreOrderFilter!, $count: Int!) @preloadable {
    club(uri: $clubUri) {
      __typename
      ... on Club @alias(as: "found") {
        id
        uri
        name
        viewerCanEdit
        ...ClubFrame_club
        ...ManageOrdersPage_club @arguments(filter: $filter, count: $count)
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

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
});
const List = styled('ul', { listStyle: 'none', padding: 0, margin: '$3 0', display: 'flex', flexDirection: 'column', gap: '$3' });
const Bar = styled('div', { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '$3', flexWrap: 'wrap' });
const Total = styled('p', { fontSize: '$sm', color: '$textMuted' });

function Orders({ club: key }: { club: ManageOrdersPage_club$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<ManageOrdersPaginationQuery, ManageOrdersPage_club$key>(
    graphql`
      fragment ManageOrdersPage_club on Club
      @refetchable(queryName: "ManageOrdersPaginationQuery")
      @argumentDefinitions(filter: { type: "StoreOrderFilter!" }, count: { type: "Int!" }, cursor: { type: "String" }) {
        storeOrders(first: $count, after: $cursor, filter: $filter) @connection(key: "ManageOrdersPage_storeOrders", filters: ["filter"]) {
          totalCount
          edges {
            node {
              id
              ...ManagedOrderRow_order
            }
          }
        }
      }
    `,
    key,
  );
  const [, startTransition] = useTransition();
  const edges = data.storeOrders.edges;
  if (!edges.length) return <EmptyState icon="receipt" title={<FormattedMessage id="orders.manage.empty" />} />;
  return (
    <>
      <Total>
        <FormattedMessage id="orders.manage.total" values={{ count: data.storeOrders.totalCount }} />
      </Total>
      <List>
        {edges.map((edge) => (
          <ManagedOrderRow key={edge.node.id} order={edge.node} />
        ))}
      </List>
      {hasNext ? (
        <Button variant="secondary" fullWidth loading={isLoadingNext} onClick={() => startTransition(() => void loadNext(MANAGE_ORDERS_PAGE_SIZE))}>
          <FormattedMessage id="orders.more" />
        </Button>
      ) : null}
    </>
  );
}

function Content({ queryRef }: { queryRef: PreloadedQuery<ManageOrdersPageQuery> }) {
  const { club: result } = usePreloadedQuery<ManageOrdersPageQuery>(manageOrdersPageQuery, queryRef);
  const club = result.found;
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'orders.manage.title' });
  usePageTitle(club ? `${title} · ${club.name}` : null);
  if (!club) return <ClubNotFound message={result.__typename === 'NotFoundError' ? result.message : null} />;
  if (!club.viewerCanEdit) {
    return (
      <ClubFrame club={club} title={title}>
        <EmptyState icon="lock" title={<FormattedMessage id="store.error.FORBIDDEN" />} />
      </ClubFrame>
    );
  }
  const filter = queryRef.variables.filter;
  const base = manageOrdersPath(club.uri);
  return (
    <ClubFrame club={club} title={title} lead={intl.formatMessage({ id: 'orders.manage.lead' })} width="wide">
      <Bar>
        <Chips role="navigation" aria-label={title}>
          {Object.entries(ORDER_FILTERS).map(([slug, value]) => (
            <Chip key={slug} to={slug === 'to-ship' ? base : `${base}?filter=${slug}`} aria-current={filter === value ? 'page' : undefined}>
              <FormattedMessage id={`orders.manage.filter.${value}`} />
            </Chip>
          ))}
        </Chips>
        <Link to={manageStorePath(club.uri)}>
          <FormattedMessage id="orders.manage.products" />
        </Link>
      </Bar>
      <Orders club={club} />
    </ClubFrame>
  );
}

export function ManageOrdersPage() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<ManageOrdersPageQuery> };
  return (
    <ClubRouteBoundary resetKey={queryRef}>
      <Content queryRef={queryRef} />
    </ClubRouteBoundary>
  );
}
