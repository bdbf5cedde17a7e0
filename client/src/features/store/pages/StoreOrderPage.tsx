// /mypage/pay/order/{orderId}: one store order for its buyer — state (preparing, shipped with courier and
// tracking number, delivered, refunded), lines with options, quantities and prices, shipping fee, VAT,
// buyer, shipping address and payment attempts.
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useRevalidator } from 'react-router';
import { ButtonLink } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { Screen } from '../../../components/Page';
import { styled } from '../../../theme/stitches.config';
import type { StoreOrderPageQuery } from '../../../__generated__/StoreOrderPageQuery.graphql';
import { FormSkeleton } from '../../mypage/pages/shared';
import { QueryBoundary } from '../../shared/QueryBoundary';
import { DownloadList } from '../components/DownloadList';
import { StateBadge } from '../components/StateBadge';
import { useCarrierLabel, useFormatWon } from '../format';
import { orderState } from '../orderState';

export const storeOrderPageQuery = graphql`
  query StoreOrderPageQuery($orderId: ID!) @preloadable {
    node(id: $orderId) {
      __typename
      ... on StoreOrder @alias(as: "order") {
        id
        orderNumber
        title
        amount
        vat
        shippingFee
        paymentStatus
        createdAt
        fulfilment
        needsShipping
        carrier
        carrierName
        trackingNumber
        shippedAt
        deliveredAt
        refundedAt
        refundReason
        refundRequested
        buyer {
          name
          phone
          email
          accountDeleted
        }
        shippingAddress {
          recipientName
          recipientPhone
          postalCode
          address1
          address2
          deliveryNote
        }
        lines {
          kind
          productName
          optionName
          unitPrice
          quantity
          downloads {
            fileName
            size
            url
            expiresAt
          }
        }
        order {
          club {
            name
          }
          payments {
            id
            method
            status
            amount
            paidAt
            createdAt
          }
        }
      }
    }
  }
`;

const Card = styled('section', {
  borderRadius: '$lg',
  border: '1px solid $border',
  backgroundColor: '$surface',
  padding: '$4',
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
});
const Head = styled('div', { display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: '$3' });
const H2 = styled('h2', { fontSize: '$md', fontWeight: '$bold' });
const Title = styled('p', { fontWeight: '$bold', fontSize: '$lg', overflowWrap: 'anywhere' });
const Muted = styled('p', { fontSize: '$sm', color: '$textMuted', overflowWrap: 'anywhere' });
const Facts = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '$2 $4',
  fontSize: '$sm',
  margin: 0,
  '& dt': { color: '$textMuted' },
  '& dd': { margin: 0, textAlign: 'right', overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' },
});
const Lines = styled('ul', { listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: '$2' });
const Line = styled('li', { display: 'flex', justifyContent: 'space-between', gap: '$3', fontSize: '$sm', '& span:last-child': { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } });
const Tracking = styled('p', { fontSize: '$md', fontWeight: '$semibold', '& code': { fontFamily: '$mono', letterSpacing: '0.02em' } });
const Stack = styled('div', { display: 'flex', flexDirection: 'column', gap: '$4' });

function Content({ queryRef }: { queryRef: PreloadedQuery<StoreOrderPageQuery> }) {
  const { node } = usePreloadedQuery<StoreOrderPageQuery>(storeOrderPageQuery, queryRef);
  const intl = useIntl();
  const won = useFormatWon();
  const carrierLabel = useCarrierLabel();
  const order = node?.order;
  if (!order) {
    return (
      <EmptyState
        icon="receipt"
        title={<FormattedMessage id="orders.detail.notFound" />}
        action={
          <ButtonLink to="/mypage/pay/order-list" size="small">
            <FormattedMessage id="orders.detail.back" />
          </ButtonLink>
        }
      />
    );
  }
  const date = (value: string) => intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });
  const state = orderState(order.paymentStatus, order.fulfilment, order.refundRequested);
  const address = order.shippingAddress;
  return (
    <Stack>
      <Card>
        <Head>
          <div>
            {/* The buyer's Order (its club and payment attempts) is theirs and administrators' alone. */}
            {order.order ? <Muted>{order.order.club.name}</Muted> : null}
            <Title>{order.title}</Title>
            <Muted>
              {order.orderNumber} · {date(order.createdAt)}
            </Muted>
          </div>
          <StateBadge tone={state.tone} data-testid="order-state">
            <FormattedMessage id={state.id} />
          </StateBadge>
        </Head>
        {order.trackingNumber ? (
          <Tracking data-testid="order-tracking">
            <FormattedMessage id="orders.tracking" values={{ carrier: carrierLabel(order.carrier, order.carrierName), number: <code>{order.trackingNumber}</code> }} />
          </Tracking>
        ) : null}
        {order.shippedAt ? <Muted><FormattedMessage id="orders.detail.shippedAt" values={{ date: date(order.shippedAt) }} /></Muted> : null}
        {order.deliveredAt ? <Muted><FormattedMessage id="orders.detail.deliveredAt" values={{ date: date(order.deliveredAt) }} /></Muted> : null}
        {order.refundedAt ? <Muted><FormattedMessage id="orders.detail.refundedAt" values={{ date: date(order.refundedAt) }} /></Muted> : null}
        {order.refundRequested ? <Muted><FormattedMessage id="orders.detail.refundRequested" /></Muted> : null}
        {order.refundReason ? <Muted><FormattedMessage id="orders.refundReason" values={{ reason: order.refundReason }} /></Muted> : null}
      </Card>
      <Card>
        <H2>
          <FormattedMessage id="orders.detail.items" />
        </H2>
        <Lines>
          {order.lines.map((line, i) => (
            <li key={i}>
              <Line as="div">
                <span>
                  {line.productName}
                  {line.optionName ? ` (${line.optionName})` : ''} · {won(line.unitPrice)} × {line.quantity}
                </span>
                <span>{won(line.unitPrice * line.quantity)}</span>
              </Line>
              {line.downloads.length ? <DownloadList downloads={line.downloads} /> : null}
            </li>
          ))}
        </Lines>
        <Facts>
          {order.needsShipping ? (
            <>
              <dt><FormattedMessage id="orders.detail.shippingFee" /></dt>
              <dd>{won(order.shippingFee)}</dd>
            </>
          ) : null}
          <dt><FormattedMessage id="orders.detail.total" /></dt>
          <dd><strong>{won(order.amount)}</strong></dd>
          <dt><FormattedMessage id="orders.detail.vat" /></dt>
          <dd>{won(order.vat)}</dd>
        </Facts>
      </Card>
      <Card>
        <H2>
          <FormattedMessage id="orders.detail.buyer" />
        </H2>
        {/* The club's owner gets no phone or e-mail on orders without goods, nor once the buyer deleted their account: no empty rows then, a word on why. */}
        <Facts>
          <dt><FormattedMessage id="orders.detail.name" /></dt>
          <dd>{order.buyer.name}</dd>
          {order.buyer.phone ? (
            <>
              <dt><FormattedMessage id="orders.detail.phone" /></dt>
              <dd>{order.buyer.phone}</dd>
            </>
          ) : null}
          {order.buyer.email ? (
            <>
              <dt><FormattedMessage id="orders.detail.email" /></dt>
              <dd>{order.buyer.email}</dd>
            </>
          ) : null}
        </Facts>
        {order.buyer.accountDeleted ? (
          <Muted data-testid="buyer-privacy">
            <FormattedMessage id={address ? 'orders.buyerDeleted.address' : 'orders.buyerDeleted'} />
          </Muted>
        ) : !order.buyer.phone && !order.buyer.email ? (
          <Muted data-testid="buyer-privacy">
            <FormattedMessage id="orders.detail.contactPrivate" />
          </Muted>
        ) : null}
        {address ? (
          <>
            <H2>
              <FormattedMessage id="orders.detail.address" />
            </H2>
            <Muted>
              {address.recipientName} · {address.recipientPhone}
              <br />({address.postalCode}) {address.address1}
              {address.address2 ? ` ${address.address2}` : ''}
              {address.deliveryNote ? (
                <>
                  <br />
                  {address.deliveryNote}
                </>
              ) : null}
            </Muted>
          </>
        ) : null}
      </Card>
      {order.order ? (
        <Card>
          <H2>
            <FormattedMessage id="orders.detail.payments" />
          </H2>
          <Facts>
            {order.order.payments.map((p) => (
              <div key={p.id} style={{ display: 'contents' }}>
                <dt>
                  <FormattedMessage id={`payments.method.${p.method}`} /> · {date(p.paidAt ?? p.createdAt)}
                </dt>
                <dd>
                  {won(p.amount)} · <FormattedMessage id={`payments.status.${p.status}`} />
                </dd>
              </div>
            ))}
          </Facts>
        </Card>
      ) : null}
    </Stack>
  );
}

export function StoreOrderPage() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<StoreOrderPageQuery> };
  const revalidator = useRevalidator();
  const intl = useIntl();
  return (
    <Screen title={intl.formatMessage({ id: 'orders.detail.title' })} width="form">
      <QueryBoundary loading={<FormSkeleton rows={4} />} onRetry={() => void revalidator.revalidate()} resetKey={queryRef}>
        <Content queryRef={queryRef} />
      </QueryBoundary>
    </Screen>
  );
}
