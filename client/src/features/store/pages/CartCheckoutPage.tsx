// /club/{clubUri}/store/cart/checkout: one order for everything in the club's cart that can be bought now
// (lines that cannot are left in the cart and said so), then the shared store checkout form. The cart is
// emptied of what was ordered once the order is placed.
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchQuery, graphql, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useLocation, useRevalidator } from 'react-router';
import { ButtonLink } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { FormPanel, Muted, PanelTitle } from '../../../components/FormBits';
import { Screen } from '../../../components/Page';
import { styled } from '../../../theme/stitches.config';
import type { CartCheckoutPageQuery } from '../../../__generated__/CartCheckoutPageQuery.graphql';
import { FormSkeleton } from '../../mypage/pages/shared';
import { QueryBoundary } from '../../shared/QueryBoundary';
import { removeFromCart, useCart, type CartLine } from '../cart';
import { CartList, checkoutItems, useCartItems } from '../components/CartItems';
import { StoreCheckoutForm } from '../components/StoreCheckoutForm';
import { clubCartCheckoutPath, clubCartPath, clubStorePath } from '../paths';

export const cartCheckoutPageQuery = graphql`
  query CartCheckoutPageQuery($productIds: [ID!]!) @preloadable {
    nodes(ids: $productIds) {
      ... on Product @alias(as: "product") {
        ...CartItems_products
      }
    }
    viewer {
      id
      name
      phone
      email
    }
    paymentCards {
      id
      brand
      last4
    }
  }
`;

const Edit = styled(Link, { fontSize: '$sm', fontWeight: '$semibold', color: '$primaryText', marginLeft: 'auto' });

function Content({ queryRef, clubUri }: { queryRef: PreloadedQuery<CartCheckoutPageQuery>; clubUri: string }) {
  const data = usePreloadedQuery<CartCheckoutPageQuery>(cartCheckoutPageQuery, queryRef);
  const environment = useRelayEnvironment();
  // After PRICE_CHANGED: the prices as they are now, into the store this page reads (the form stays as typed).
  const refresh = () => fetchQuery<CartCheckoutPageQuery>(environment, cartCheckoutPageQuery, queryRef.variables, { fetchPolicy: 'network-only' }).toPromise();
  const { search } = useLocation();
  const live = useCart(clubUri);
  // Once the order is placed its lines leave the cart; the page keeps showing them until it is left.
  const placed = useRef<readonly CartLine[] | null>(null);
  const lines = placed.current ?? live;
  const items = useCartItems(clubUri, lines, queryRef.variables.productIds as readonly string[], data.nodes);
  const buyable = checkoutItems(items);
  const params = new URLSearchParams(search);
  if (!buyable.length) {
    return (
      <EmptyState
        icon="bag"
        title={<FormattedMessage id="cart.empty.title" />}
        description={<FormattedMessage id="cart.nothingBuyable" />}
        action={
          <ButtonLink to={items.length ? clubCartPath(clubUri) : clubStorePath(clubUri)} size="small">
            <FormattedMessage id={items.length ? 'cart.edit' : 'cart.continue'} />
          </ButtonLink>
        }
      />
    );
  }
  const left = items.length - buyable.length;
  return (
    <StoreCheckoutForm
      items={buyable}
      viewer={data.viewer}
      cards={data.paymentCards}
      initialMethod={params.get('method') === 'VIRTUAL_ACCOUNT' ? 'VIRTUAL_ACCOUNT' : 'CARD'}
      refresh={refresh}
      returnTo={(method) => clubCartCheckoutPath(clubUri, method)}
      onPlaced={() => {
        placed.current = lines;
        for (const item of buyable) removeFromCart(clubUri, item.productId, item.optionId);
      }}
      summary={(errors) => (
        <FormPanel>
          <PanelTitle>
            <FormattedMessage id="store.checkout.summary" />
            <Edit to={clubCartPath(clubUri)}>
              <FormattedMessage id="cart.edit" />
            </Edit>
          </PanelTitle>
          <CartList items={items.filter((item) => !item.problem)} errors={errors} />
          {left ? (
            <Muted role="status">
              <FormattedMessage id="cart.leftBehind" values={{ count: left }} />
            </Muted>
          ) : null}
        </FormPanel>
      )}
    />
  );
}

export function CartCheckoutPage() {
  const { queryRef, clubUri } = (useLoaderData() as { queryRef: PreloadedQuery<CartCheckoutPageQuery> | null; clubUri: string }) ?? { queryRef: null, clubUri: '' };
  const revalidator = useRevalidator();
  const intl = useIntl();
  return (
    <Screen title={intl.formatMessage({ id: 'store.checkout.title' })} description={intl.formatMessage({ id: 'store.checkout.lead' })} width="form">
      {queryRef ? (
        <QueryBoundary loading={<FormSkeleton rows={4} />} onRetry={() => void revalidator.revalidate()} resetKey={queryRef}>
          <Content queryRef={queryRef} clubUri={clubUri} />
        </QueryBoundary>
      ) : null}
    </Screen>
  );
}
