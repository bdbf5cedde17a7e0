// A club's cart as the server sees it now: each saved choice joined to its product (read afresh, with the
// viewer's price and availability), and why a line cannot be bought any more (gone, not on sale, its
// option sold out or removed). Used by the cart and by its checkout.
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CartItems_products$data, CartItems_products$key } from '../../../__generated__/CartItems_products.graphql';
import { Icon } from '../../../components/Icon';
import { styled } from '../../../theme/stitches.config';
import { useRevalidator } from 'react-router';
import type { CartLine } from '../cart';
import { maxQuantityOf, useFormatWon } from '../format';
import { FieldError, ItemThumb, QuantityStepper, type CheckoutItem } from './StoreCheckoutForm';

const fragment = graphql`
  fragment CartItems_products on Product @relay(plural: true) {
    id
    name
    kind
    imageUrls
    viewerPrice
    availability
    shippingFee
    perBuyerLimit
    options {
      id
      name
      soldOut
    }
    club {
      uri
    }
  }
`;

type Product = CartItems_products$data[number];
export type CartProblem = 'GONE' | 'NOT_OPEN' | 'SOLD_OUT' | 'SALES_ENDED';
export type CartItem = {
  line: CartLine;
  product: Product | null;
  optionName: string | null;
  /** Why it cannot be bought now; null when it can. */
  problem: CartProblem | null;
  max: number;
};

/**
 * The cart's lines joined to the products its page's query read (`nodes`, for the ids in `askedIds`); the
 * page loads again when the cart gains a product the query did not ask for.
 */
export function useCartItems(
  clubUri: string,
  lines: readonly CartLine[],
  askedIds: readonly string[],
  nodes: readonly ({ readonly product?: CartItems_products$key[number] | null } | null | undefined)[],
): CartItem[] {
  useReloadForNewLines(askedIds, lines);
  const products = useFragment(
    fragment,
    nodes.flatMap((node) => (node?.product ? [node.product] : [])),
  );
  const byId = new Map(products.map((p) => [p.id, p]));
  return lines.map((line) => {
    const product = byId.get(line.productId) ?? null;
    if (!product || product.club.uri !== clubUri) return { line, product: null, optionName: null, problem: 'GONE', max: 1 };
    const max = maxQuantityOf(product.perBuyerLimit);
    const option = line.optionId ? product.options.find((o) => o.id === line.optionId) : null;
    const problem: CartProblem | null =
      product.availability !== 'ON_SALE'
        ? (product.availability as CartProblem)
        : line.optionId && !option
          ? 'GONE'
          : !line.optionId && product.options.length
            ? 'GONE'
            : option?.soldOut
              ? 'SOLD_OUT'
              : null;
    return { line, product, optionName: option?.name ?? null, problem, max };
  });
}

/** Loads the page again when the cart gained a product its query did not ask for (added in another tab). */
function useReloadForNewLines(askedIds: readonly string[], lines: readonly CartLine[]) {
  const revalidator = useRevalidator();
  const unasked = lines.some((line) => !askedIds.includes(line.productId));
  useEffect(() => {
    if (unasked && revalidator.state === 'idle') void revalidator.revalidate();
  }, [unasked, revalidator]);
}

/** The lines that can be bought, as checkoutStore takes them. */
export function checkoutItems(items: readonly CartItem[]): CheckoutItem[] {
  return items.flatMap(({ line, product, problem, max }) =>
    product && !problem
      ? [{ productId: product.id, optionId: line.optionId, quantity: Math.min(line.quantity, max), unitPrice: product.viewerPrice, kind: product.kind, shippingFee: product.shippingFee }]
      : [],
  );
}

const Row = styled('li', {
  display: 'grid',
  gridTemplateColumns: '72px minmax(0, 1fr)',
  gap: '$3',
  padding: '$3 0',
  borderTop: '1px solid $border',
  '&:first-child': { borderTop: 'none', paddingTop: 0 },
  '&[data-problem="true"] img': { opacity: 0.45 },
});
const Body = styled('div', { display: 'flex', flexDirection: 'column', gap: '$2', minWidth: 0 });
const Head = styled('div', { display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '$2' });
const Name = styled('strong', { fontSize: '$md', fontWeight: '$bold', overflowWrap: 'anywhere' });
const Sub = styled('span', { color: '$textMuted', fontSize: '$sm' });
const Controls = styled('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '$3', flexWrap: 'wrap' });
const Price = styled('span', { fontWeight: '$bold', fontVariantNumeric: 'tabular-nums' });
const Remove = styled('button', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  flexShrink: 0,
  minHeight: 32,
  marginTop: '-$1',
  padding: '0 $1',
  border: 'none',
  background: 'transparent',
  color: '$textMuted',
  fontSize: '$sm',
  cursor: 'pointer',
  '&:hover': { color: '$text' },
});
const List = styled('ul', { listStyle: 'none', margin: 0, padding: 0 });

type CartListProps = {
  items: readonly CartItem[];
  /** Server errors on checkout lines, keyed "lines.N" by the position among the lines sent. */
  errors?: Record<string, string>;
  onQuantity?: (item: CartItem, quantity: number) => void;
  onRemove?: (item: CartItem) => void;
};

/** The cart's lines; editable when `onQuantity` and `onRemove` are given. */
export function CartList({ items, errors = {}, onQuantity, onRemove }: CartListProps) {
  const intl = useIntl();
  const won = useFormatWon();
  let sent = -1;
  return (
    <List>
      {items.map((item) => {
        const { line, product, optionName, problem, max } = item;
        if (!problem) sent += 1;
        const error = problem ? null : (errors[`lines.${sent}`] ?? errors[`lines.${sent}.quantity`] ?? errors[`lines.${sent}.optionId`]);
        const quantity = Math.min(line.quantity, max);
        const labelId = `cart-quantity-${line.productId}-${line.optionId ?? ''}`;
        return (
          <Row key={`${line.productId}:${line.optionId ?? ''}`} data-problem={problem ? 'true' : undefined} data-testid="cart-line">
            <ItemThumb>{product?.imageUrls[0] ? <img src={product.imageUrls[0]} alt="" /> : <Icon name="bag" size={28} />}</ItemThumb>
            <Body>
              <Head>
                <div>
                  <Name>{product?.name ?? intl.formatMessage({ id: 'cart.line.gone' })}</Name>
                  {optionName ? <Sub> · {optionName}</Sub> : null}
                </div>
                {onRemove ? (
                  <Remove type="button" onClick={() => onRemove(item)} aria-label={intl.formatMessage({ id: 'cart.line.removeNamed' }, { name: product?.name ?? '' })}>
                    <Icon name="close" size={16} />
                    <FormattedMessage id="cart.line.remove" />
                  </Remove>
                ) : null}
              </Head>
              {problem ? (
                <FieldError role="status">
                  <FormattedMessage id={`cart.problem.${problem}`} />
                </FieldError>
              ) : null}
              {error ? <FieldError role="alert">{error}</FieldError> : null}
              <Controls>
                {onQuantity && !problem ? (
                  <>
                    <span id={labelId} hidden>
                      {intl.formatMessage({ id: 'cart.line.quantity' }, { name: product?.name ?? '' })}
                    </span>
                    <QuantityStepper value={quantity} max={max} onChange={(value) => onQuantity(item, value)} labelledBy={labelId} />
                  </>
                ) : problem ? null : (
                  <Sub>
                    <FormattedMessage id="cart.line.times" values={{ quantity, price: won(product?.viewerPrice ?? 0) }} />
                  </Sub>
                )}
                {product && !problem ? <Price>{won(product.viewerPrice * quantity)}</Price> : null}
              </Controls>
            </Body>
          </Row>
        );
      })}
    </List>
  );
}
