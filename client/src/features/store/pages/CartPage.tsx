// /club/{clubUri}/store/cart: what the visitor put in this club's cart, priced afresh for them (member
// prices), with quantities to change, lines to remove, what can no longer be bought marked and left out of
// the total, shipping once per order, and the way to checkout (sign-in first for a guest).
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import { usePageTitle } from '../../../app/page-title';
import { ButtonLink } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { FormPanel, Muted } from '../../../components/FormBits';
import { styled } from '../../../theme/stitches.config';
import type { CartPageQuery } from '../../../__generated__/CartPageQuery.graphql';
import { ClubFrame } from '../../clubs/components/ClubFrame';
import { ClubNotFound, ClubRouteBoundary } from '../../clubs/routes/shared';
import { removeFromCart, setCartQuantity, useCart } from '../cart';
import { CartList, checkoutItems, useCartItems } from '../components/CartItems';
import { OrderTotals, totalsOf } from '../components/StoreCheckoutForm';
import { clubCartCheckoutPath, clubStorePath } from '../paths';

export const cartPageQuery = graphql`
  query CartPageQuery($clubUri: String!, $productIds: [ID!]!) @preloadable {
    club(uri: $clubUri) {
      __typename
      ... on Club @alias(as: "found") {
        uri
        name
        ...ClubFrame_club
      }
      ... on NotFoundError {
        message
      }
    }
    nodes(ids: $productIds) {
      ... on Product @alias(as: "product") {
        ...CartItems_products
      }
    }
  }
`;

const Layout = styled('div', {
  display: 'grid',
  gap: '$4',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@md': { gridTemplateColumns: 'minmax(0, 1.6fr) minmax(0, 1fr)', alignItems: 'start' },
});

function Content({ queryRef, clubUri }: { queryRef: PreloadedQuery<CartPageQuery>; clubUri: string }) {
  const data = usePreloadedQuery<CartPageQuery>(cartPageQuery, queryRef);
  const intl = useIntl();
  const lines = useCart(clubUri);
  const items = useCartItems(clubUri, lines, queryRef.variables.productIds as readonly string[], data.nodes);
  const club = data.club.found;
  const title = intl.formatMessage({ id: 'cart.title' });
  usePageTitle(club ? `${title} · ${club.name}` : null);
  if (!club) return <ClubNotFound message={data.club.__typename === 'NotFoundError' ? data.club.message : null} />;

  const buyable = checkoutItems(items);
  const { goods, quantity } = totalsOf(buyable);
  const back = (
    <ButtonLink to={clubStorePath(club.uri)} size="small" variant="secondary">
      <FormattedMessage id="cart.continue" />
    </ButtonLink>
  );

  return (
    <ClubFrame club={club} title={title} lead={intl.formatMessage({ id: 'cart.lead' }, { club: club.name })} width="wide">
      {items.length === 0 ? (
        <EmptyState icon="bag" title={<FormattedMessage id="cart.empty.title" />} description={<FormattedMessage id="cart.empty.body" values={{ club: club.name }} />} action={back} />
      ) : (
        <Layout>
          <FormPanel aria-label={title}>
            <CartList
              items={items}
              onQuantity={(item, value) => setCartQuantity(clubUri, item.line.productId, item.line.optionId, value)}
              onRemove={(item) => removeFromCart(clubUri, item.line.productId, item.line.optionId)}
            />
          </FormPanel>
          <FormPanel aria-label={intl.formatMessage({ id: 'cart.summary' })}>
            <OrderTotals items={buyable} testId="cart-total" />
            {goods ? (
              <Muted>
                <FormattedMessage id="cart.shippingNote" />
              </Muted>
            ) : null}
            {buyable.length ? (
              <ButtonLink to={clubCartCheckoutPath(club.uri)} size="large" fullWidth>
                <FormattedMessage id="cart.checkout" values={{ count: quantity }} />
              </ButtonLink>
            ) : (
              <Muted role="status">
                <FormattedMessage id="cart.nothingBuyable" />
              </Muted>
            )}
            {back}
          </FormPanel>
        </Layout>
      )}
    </ClubFrame>
  );
}

export function CartPage() {
  const { queryRef, clubUri } = useLoaderData() as { queryRef: PreloadedQuery<CartPageQuery>; clubUri: string };
  return (
    <ClubRouteBoundary resetKey={queryRef}>
      <Content queryRef={queryRef} clubUri={clubUri} />
    </ClubRouteBoundary>
  );
}
