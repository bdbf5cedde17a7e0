// /mypage/downloads: the viewer's digital purchases (paid, not refunded), newest first, each file with a
// download link minted when the page loads (it works for five minutes; reopening the page mints new ones).
import { useTransition } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { Button, ButtonLink } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { Screen } from '../../../components/Page';
import { styled } from '../../../theme/stitches.config';
import type { MyDownloadsPageQuery } from '../../../__generated__/MyDownloadsPageQuery.graphql';
import type { MyDownloadsPage_query$key } from '../../../__generated__/MyDownloadsPage_query.graphql';
import type { MyDownloadsPaginationQuery } from '../../../__generated__/MyDownloadsPaginationQuery.graphql';
import { FormSkeleton } from '../../mypage/pages/shared';
import { QueryBoundary } from '../../shared/QueryBoundary';
import { DownloadList } from '../components/DownloadList';
import { storeOrderPath } from '../paths';

export const DOWNLOADS_PAGE_SIZE = 20;

export const myDownloadsPageQuery = graphql`
  query MyDownloadsPageQuery($count: Int!) @preloadable {
    ...MyDownloadsPage_query @arguments(count: $count)
  }
`;

const List = styled('ul', { listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: '$3' });
const Card = styled('li', { borderRadius: '$lg', border: '1px solid $border', backgroundColor: '$surface', padding: '$4', display: 'flex', flexDirection: 'column', gap: '$2' });
const Title = styled(Link, { fontWeight: '$bold', color: '$text', overflowWrap: 'anywhere' });
const Muted = styled('p', { fontSize: '$sm', color: '$textMuted' });

function Purchases({ query }: { query: MyDownloadsPage_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<MyDownloadsPaginationQuery, MyDownloadsPage_query$key>(
    graphql`
      fragment MyDownloadsPage_query on Query
      @refetchable(queryName: "MyDownloadsPaginationQuery")
      @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }) {
        myDigitalPurchases(first: $count, after: $cursor) @connection(key: "MyDownloadsPage_myDigitalPurchases") {
          edges {
            node {
              id
              title
              createdAt
              order {
                club {
                  name
                }
              }
              lines {
                kind
                productName
                downloads {
                  fileName
                  size
                  url
                }
              }
            }
          }
        }
      }
    `,
    query,
  );
  const intl = useIntl();
  const [, startTransition] = useTransition();
  const orders = data.myDigitalPurchases.edges.map((e) => e.node);
  if (!orders.length) {
    return (
      <EmptyState
        icon="download"
        title={<FormattedMessage id="orders.downloads.empty.title" />}
        description={<FormattedMessage id="orders.downloads.empty.body" />}
        action={
          <ButtonLink to="/search" size="small">
            <FormattedMessage id="commerce.action.explore" />
          </ButtonLink>
        }
      />
    );
  }
  return (
    <>
      <List>
        {orders.map((order) => (
          <Card key={order.id} data-testid="digital-purchase">
            <Muted>
              {order.order ? `${order.order.club.name} · ` : null}
              {intl.formatDate(order.createdAt, { dateStyle: 'medium' })}
            </Muted>
            <Title to={storeOrderPath(order.id)}>{order.title}</Title>
            {order.lines
              .filter((l) => l.kind === 'DIGITAL')
              .map((line, i) => (
                <div key={i}>
                  <strong>{line.productName}</strong>
                  <DownloadList downloads={line.downloads} />
                </div>
              ))}
          </Card>
        ))}
      </List>
      {hasNext ? (
        <Button variant="secondary" fullWidth loading={isLoadingNext} onClick={() => startTransition(() => void loadNext(DOWNLOADS_PAGE_SIZE))}>
          <FormattedMessage id="orders.more" />
        </Button>
      ) : null}
    </>
  );
}

function Content({ queryRef }: { queryRef: PreloadedQuery<MyDownloadsPageQuery> }) {
  const data = usePreloadedQuery<MyDownloadsPageQuery>(myDownloadsPageQuery, queryRef);
  return <Purchases query={data} />;
}

export function MyDownloadsPage() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<MyDownloadsPageQuery> };
  const revalidator = useRevalidator();
  const intl = useIntl();
  return (
    <Screen title={intl.formatMessage({ id: 'orders.downloads.title' })} description={intl.formatMessage({ id: 'orders.downloads.lead' })} width="form">
      <QueryBoundary loading={<FormSkeleton rows={3} />} onRetry={() => void revalidator.revalidate()} resetKey={queryRef}>
        <Content queryRef={queryRef} />
      </QueryBoundary>
    </Screen>
  );
}
