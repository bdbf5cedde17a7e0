// /mypage/pay/order-list: every order of the viewer (plans, goods, packs, tickets), newest first, one row
// per order with its state (waiting for deposit, paid, preparing, shipped with the tracking number,
// delivered, cancelled, refunded) — order number, amount, method, completion date or failure reason of its
// latest payment — each opening to its details (store orders: the order page); a late deposit asks where
// to refund it.
import { useTransition } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useRevalidator } from 'react-router';
import { Button, ButtonLink } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { Screen } from '../../../components/Page';
import { styled } from '../../../theme/stitches.config';
import type { MyPageOrdersPageQuery } from '../../../__generated__/MyPageOrdersPageQuery.graphql';
import type { MyPageOrdersPaginationQuery } from '../../../__generated__/MyPageOrdersPaginationQuery.graphql';
import type { MyPageOrdersPage_query$key } from '../../../__generated__/MyPageOrdersPage_query.graphql';
import { useFormatWon } from '../../clubs/components/PlanCard';
import { useCarrierLabel } from '../../store/format';
import { FormSkeleton } from '../../mypage/pages/shared';
import { QueryBoundary } from '../../shared/QueryBoundary';
import { PaymentFacts } from '../components/PaymentFacts';
import { RefundAccountForm } from '../components/RefundAccountForm';
import { paymentResultPath } from '../paths';
import { orderState } from '../../store/orderState';
import { storeOrderPath } from '../../store/paths';

export const ORDER_PAGE_SIZE = 20;

export const myPageOrdersPageQuery = graphql`
  query MyPageOrdersPageQuery($count: Int!) @preloadable {
    ...MyPageOrdersPage_query @arguments(count: $count)
    refundBanks
  }
`;

const List = styled('ul', { display: 'flex', flexDirection: 'column', gap: '$3' });
const Order = styled('details', {
  borderRadius: '$lg',
  border: '1px solid $border',
  backgroundColor: '$surface',
  '& summary': {
    listStyle: 'none',
    cursor: 'pointer',
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    gap: '$1 $3',
    padding: '$4',
    '&::-webkit-details-marker': { display: 'none' },
  },
  '& summary strong': { fontWeight: '$bold', overflowWrap: 'anywhere' },
  '& summary span': { color: '$textMuted', fontSize: '$sm' },
  '&[open] summary': { borderBottom: '1px solid $border' },
});
const Amount = styled('span', { justifySelf: 'end', fontWeight: '$bold', color: '$text !important', fontSize: '$md !important', fontVariantNumeric: 'tabular-nums' });
const Status = styled('span', {
  justifySelf: 'end',
  fontSize: '$xs !important',
  fontWeight: '$bold',
  variants: { tone: { ok: { color: '$primaryText !important' }, bad: { color: '$error !important' }, wait: { color: '$warning !important' } } },
});
const Details = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '$2 $4',
  padding: '$4',
  fontSize: '$sm',
  '& dt': { color: '$textMuted' },
  '& dd': { margin: 0, textAlign: 'right', overflowWrap: 'anywhere' },
});

const STATE_TONE: Record<string, 'ok' | 'bad' | 'wait'> = { ok: 'ok', info: 'ok', wait: 'wait', bad: 'bad' };
const TONE: Record<string, 'ok' | 'bad' | 'wait'> = { PAID: 'ok', WAITING_FOR_DEPOSIT: 'wait', PROCESSING: 'wait', FAILED: 'bad', CANCELLED: 'bad', REFUNDED: 'bad' };

function Orders({ query, refundBanks }: { query: MyPageOrdersPage_query$key; refundBanks: readonly string[] }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<MyPageOrdersPaginationQuery, MyPageOrdersPage_query$key>(
    graphql`
      fragment MyPageOrdersPage_query on Query
      @refetchable(queryName: "MyPageOrdersPaginationQuery")
      @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }) {
        myOrders(first: $count, after: $cursor) @connection(key: "MyPageOrdersPage_myOrders") {
          edges {
            node {
              id
              orderNumber
              kind
              title
              amount
              vat
              createdAt
              club {
                name
              }
              payments {
                id
                method
                status
                failureReason
                refundAccountNeeded
                paidAt
                months
                plan {
                  name
                }
              }
              storeOrder {
                id
                fulfilment
                carrier
                carrierName
                trackingNumber
                refundRequested
              }
            }
          }
        }
      }
    `,
    query,
  );
  const intl = useIntl();
  const won = useFormatWon();
  const carrierLabel = useCarrierLabel();
  const [, startTransition] = useTransition();
  const date = (value: string) => intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });
  // Each order as its latest payment attempt shows it (the list of attempts is newest first).
  const payments = data.myOrders.edges.flatMap(({ node: order }) => {
    const latest = order.payments[0];
    return latest
      ? [{ ...latest, orderId: order.id, orderNumber: order.orderNumber, title: order.title, amount: order.amount, vat: order.vat, createdAt: order.createdAt, club: order.club, storeOrder: order.storeOrder }]
      : [];
  });
  if (payments.length === 0) {
    return (
      <EmptyState
        icon="receipt"
        title={<FormattedMessage id="mypage.orders.empty.title" />}
        description={<FormattedMessage id="mypage.orders.empty.body" />}
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
        {payments.map((payment) => (
          <li key={payment.orderId}>
            <Order data-testid="order" open={payment.refundAccountNeeded || undefined}>
              <summary>
                <strong>
                  {payment.plan ? `${payment.club.name} · ${payment.plan.name}` : payment.title}
                </strong>
                <Amount>{won(payment.amount)}</Amount>
                <span>{payment.paidAt ? date(payment.paidAt) : date(payment.createdAt)}</span>
                {payment.storeOrder && !payment.refundAccountNeeded ? (
                  <Status tone={STATE_TONE[orderState(payment.status, payment.storeOrder.fulfilment, payment.storeOrder.refundRequested).tone]} data-testid="order-state">
                    <FormattedMessage id={orderState(payment.status, payment.storeOrder.fulfilment, payment.storeOrder.refundRequested).id} />
                  </Status>
                ) : (
                  <Status tone={payment.refundAccountNeeded ? 'wait' : (TONE[payment.status] ?? 'wait')}>
                    <FormattedMessage id={payment.refundAccountNeeded ? 'payments.status.REFUND_PENDING' : `payments.status.${payment.status}`} />
                  </Status>
                )}
              </summary>
              <Details>
                <PaymentFacts
                  payment={payment}
                  amount={<FormattedMessage id="payments.orders.amountWithVat" values={{ amount: won(payment.amount), vat: won(payment.vat) }} />}
                  showReason
                />
                <dt>
                  <FormattedMessage id="payments.orders.ordered" />
                </dt>
                <dd>{date(payment.createdAt)}</dd>
                {payment.storeOrder?.trackingNumber ? (
                  <>
                    <dt>
                      <FormattedMessage id="orders.trackingLabel" />
                    </dt>
                    <dd>{`${carrierLabel(payment.storeOrder.carrier, payment.storeOrder.carrierName)} ${payment.storeOrder.trackingNumber}`}</dd>
                  </>
                ) : null}
                {payment.storeOrder ? (
                  <>
                    <dt />
                    <dd>
                      <ButtonLink to={storeOrderPath(payment.storeOrder.id)} size="small" variant="secondary">
                        <FormattedMessage id="orders.detail.open" />
                      </ButtonLink>
                    </dd>
                  </>
                ) : null}
                {payment.status === 'WAITING_FOR_DEPOSIT' ? (
                  <>
                    <dt />
                    <dd>
                      <ButtonLink to={paymentResultPath('pending', payment.id)} size="small" variant="secondary">
                        <FormattedMessage id="payments.orders.showAccount" />
                      </ButtonLink>
                    </dd>
                  </>
                ) : null}
              </Details>
              {payment.refundAccountNeeded ? <RefundAccountForm paymentId={payment.id} amount={won(payment.amount)} banks={refundBanks} /> : null}
            </Order>
          </li>
        ))}
      </List>
      {hasNext ? (
        <Button variant="secondary" fullWidth loading={isLoadingNext} onClick={() => startTransition(() => void loadNext(ORDER_PAGE_SIZE))}>
          <FormattedMessage id="payments.orders.more" />
        </Button>
      ) : null}
    </>
  );
}

function Content({ queryRef }: { queryRef: PreloadedQuery<MyPageOrdersPageQuery> }) {
  const data = usePreloadedQuery<MyPageOrdersPageQuery>(myPageOrdersPageQuery, queryRef);
  return <Orders query={data} refundBanks={data.refundBanks} />;
}

export function MyPageOrdersPage() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<MyPageOrdersPageQuery> };
  const revalidator = useRevalidator();
  const intl = useIntl();
  return (
    <Screen title={intl.formatMessage({ id: 'mypage.orders.title' })} width="form">
      <QueryBoundary loading={<FormSkeleton rows={3} />} onRetry={() => void revalidator.revalidate()} resetKey={queryRef}>
        <Content queryRef={queryRef} />
      </QueryBoundary>
    </Screen>
  );
}
