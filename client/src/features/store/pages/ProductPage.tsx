// /store/{productId}: pictures, options (one must be chosen), quantity, price with VAT and availability.
// Unknown or invisible ids show the not-found page. The buy button checks the choice, then opens the
// product's checkout with it.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { PageContainer } from '../../../components/Page';
import { styled } from '../../../theme/stitches.config';
import { invalidRouteError } from '../../../app/errors';
import { usePageTitle } from '../../../app/page-title';
import type { ProductPageQuery } from '../../../__generated__/ProductPageQuery.graphql';
import { accentButton, accentVars } from '../../clubs/components/paths';
import { AvailabilityBadge } from '../components/AvailabilityBadge';
import { maxQuantityOf, useFormatEventTime, useFormatWon, vatOf } from '../format';
import { addToCart, useCart } from '../cart';
import { clubCartPath, clubStorePath, storeCheckoutPath } from '../paths';

export const productPageQuery = graphql`
  query ProductPageQuery($productId: ID!) @preloadable {
    node(id: $productId) {
      __typename
      ... on Product @alias(as: "product") {
        id
        name
        description
        kind
        imageUrls
        price
        viewerPrice
        viewerPriceVat
        memberOnly
        memberPrices {
          planLevel
          price
        }
        availability
        salesOpenAt
        salesCloseAt
        shippingFee
        perBuyerLimit
        options {
          id
          name
          soldOut
        }
        previewUrl
        digitalFileCount
        ticket {
          format
          eventStartsAt
          venueName
          venueAddress
          venueMapUrl
          validFrom
          validUntil
          seating
        }
        club {
          uri
          name
          themeColor
        }
      }
    }
  }
`;

const Layout = styled('div', {
  display: 'grid',
  gap: '$6',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@md': { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 1fr)', gap: '$8', alignItems: 'start' },
});
const Gallery = styled('div', { display: 'flex', flexDirection: 'column', gap: '$3' });
const MainImage = styled('div', {
  aspectRatio: '1 / 1',
  borderRadius: '$lg',
  overflow: 'hidden',
  backgroundColor: '$surfaceRaised',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: '$textSubtle',
  '& img': { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
});
const Thumbs = styled('div', { display: 'flex', gap: '$2' });
const Thumb = styled('button', {
  size: 64,
  padding: 0,
  borderRadius: '$md',
  overflow: 'hidden',
  border: '2px solid transparent',
  backgroundColor: '$surfaceRaised',
  cursor: 'pointer',
  '& img': { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
  '&[aria-pressed="true"]': { borderColor: 'var(--club-accent, $colors$primary)' },
});
const Info = styled('div', { display: 'flex', flexDirection: 'column', gap: '$4' });
const Back = styled(Link, { fontSize: '$sm', color: 'var(--club-accent-text, $colors$primaryText)', fontWeight: '$semibold' });
const Title = styled('h1', { fontSize: '$2xl', fontWeight: '$bold', lineHeight: '$snug' });
const Row = styled('div', { display: 'flex', alignItems: 'center', gap: '$2', flexWrap: 'wrap' });
const PriceLine = styled('p', { fontSize: '$2xl', fontWeight: '$bold' });
const Small = styled('p', { fontSize: '$sm', color: '$textMuted', lineHeight: '$normal' });
const Strike = styled('span', { textDecoration: 'line-through', color: '$textSubtle', fontSize: '$md', fontWeight: '$regular', marginLeft: '$2' });
const Panel = styled('section', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  padding: '$4',
  borderRadius: '$lg',
  backgroundColor: '$surface',
  border: '1px solid $border',
});
const Label = styled('label', { fontSize: '$sm', fontWeight: '$semibold', color: '$textMuted' });
const Select = styled('select', {
  height: 48,
  px: '$3',
  borderRadius: '$md',
  border: '1px solid $border',
  backgroundColor: '$surfaceRaised',
  color: '$text',
  fontSize: '$md',
  '&[aria-invalid="true"]': { borderColor: '$error' },
  '&:focus': { outline: 'none', borderColor: 'var(--club-accent, $colors$primary)', boxShadow: '$focus' },
});
const Stepper = styled('div', {
  display: 'inline-flex',
  alignItems: 'center',
  border: '1px solid $border',
  borderRadius: '$md',
  overflow: 'hidden',
  width: 'fit-content',
  '& button': { size: 44, border: 'none', backgroundColor: '$surfaceRaised', color: '$text', fontSize: '$lg', cursor: 'pointer' },
  '& button[disabled]': { opacity: 0.4, cursor: 'not-allowed' },
  '& output': { minWidth: 48, textAlign: 'center', fontWeight: '$bold' },
});
const Buttons = styled('div', { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '$2' });
const ErrorText = styled('p', { color: '$error', fontSize: '$sm' });
const Notice = styled('p', {
  padding: '$3',
  borderRadius: '$md',
  backgroundColor: '$surfaceRaised',
  border: '1px solid $border',
  fontSize: '$sm',
  lineHeight: '$normal',
});
const Totals = styled('div', { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: '$3' });
const Facts = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '$2 $4',
  fontSize: '$sm',
  '& dt': { color: '$textMuted' },
  '& dd': { margin: 0, lineHeight: '$normal' },
});
const Description = styled('p', { whiteSpace: 'pre-wrap', lineHeight: '$relaxed', color: '$text' });

type Product = NonNullable<ProductPageQuery['response']['node']>['product'];

function Purchase({ product }: { product: NonNullable<Product> }) {
  const intl = useIntl();
  const won = useFormatWon();
  const eventTime = useFormatEventTime();
  const [optionId, setOptionId] = useState('');
  const [quantity, setQuantity] = useState(1);
  const [optionMissing, setOptionMissing] = useState(false);
  const [cartNote, setCartNote] = useState<'added' | 'full' | null>(null);
  const cart = useCart(product.club.uri);
  const navigate = useNavigate();
  const onSale = product.availability === 'ON_SALE';
  const max = maxQuantityOf(product.perBuyerLimit);
  const subtotal = product.viewerPrice * quantity;
  const total = subtotal + (product.kind === 'GOODS' ? product.shippingFee : 0);
  const hasOptions = product.options.length > 0;

  function choiceMade() {
    if (hasOptions && !optionId) setOptionMissing(true);
    return !hasOptions || Boolean(optionId);
  }

  function buy() {
    if (choiceMade()) navigate(storeCheckoutPath(product.id, { option: optionId, qty: String(quantity) }));
  }

  function add() {
    if (!choiceMade()) return;
    setCartNote(addToCart(product.club.uri, product.id, hasOptions ? optionId : null, quantity, max) ? 'added' : 'full');
  }

  const message =
    product.availability === 'NOT_OPEN'
      ? product.salesOpenAt
        ? intl.formatMessage({ id: 'store.message.NOT_OPEN.date' }, { date: eventTime(product.salesOpenAt) })
        : intl.formatMessage({ id: 'store.message.NOT_OPEN' })
      : product.availability === 'SOLD_OUT' || product.availability === 'SALES_ENDED'
        ? intl.formatMessage({ id: `store.message.${product.availability}` })
        : null;

  return (
    <Panel aria-label={intl.formatMessage({ id: 'store.buy' })}>
      {message ? <Notice role="status">{message}</Notice> : null}
      {hasOptions ? (
        <>
          <Label htmlFor="product-option">
            <FormattedMessage id="store.option.label" />
          </Label>
          <Select
            id="product-option"
            value={optionId}
            disabled={!onSale}
            aria-invalid={optionMissing ? true : undefined}
            aria-describedby={optionMissing ? 'product-option-error' : undefined}
            onChange={(event) => {
              setOptionId(event.target.value);
              setOptionMissing(false);
            }}
          >
            <option value="">{intl.formatMessage({ id: 'store.option.placeholder' })}</option>
            {product.options.map((option) => (
              <option key={option.id} value={option.id} disabled={option.soldOut}>
                {option.soldOut ? intl.formatMessage({ id: 'store.option.soldOut' }, { name: option.name }) : option.name}
              </option>
            ))}
          </Select>
          {optionMissing ? (
            <ErrorText id="product-option-error" role="alert">
              <FormattedMessage id="store.option.required" />
            </ErrorText>
          ) : null}
        </>
      ) : null}
      <Label as="span" id="product-quantity">
        <FormattedMessage id="store.quantity" />
      </Label>
      <Row>
        <Stepper role="group" aria-labelledby="product-quantity">
          <button type="button" aria-label={intl.formatMessage({ id: 'store.quantity.decrease' })} disabled={!onSale || quantity <= 1} onClick={() => setQuantity((q) => Math.max(1, q - 1))}>
            −
          </button>
          <output aria-live="polite">{quantity}</output>
          <button type="button" aria-label={intl.formatMessage({ id: 'store.quantity.increase' })} disabled={!onSale || quantity >= max} onClick={() => setQuantity((q) => Math.min(max, q + 1))}>
            +
          </button>
        </Stepper>
        {product.perBuyerLimit ? (
          <Small>
            <FormattedMessage id="store.quantity.limit" values={{ limit: product.perBuyerLimit }} />
          </Small>
        ) : null}
      </Row>
      <Totals>
        <span>
          <FormattedMessage id="store.total" />
        </span>
        <PriceLine as="strong" data-testid="product-total">
          {won(total)}
        </PriceLine>
      </Totals>
      <Small>
        <FormattedMessage id="store.price.vat" values={{ vat: won(vatOf(total)) }} />
        {product.kind === 'GOODS' ? (
          <>
            {' · '}
            {product.shippingFee ? <FormattedMessage id="store.shipping" values={{ fee: won(product.shippingFee) }} /> : <FormattedMessage id="store.shipping.free" />}
          </>
        ) : null}
      </Small>
      {onSale ? (
        <Buttons>
          <Button size="large" variant="secondary" onClick={add}>
            <FormattedMessage id="cart.add" />
          </Button>
          <Button size="large" onClick={buy} style={accentButton(product.club.themeColor)}>
            <FormattedMessage id="store.buy" />
          </Button>
        </Buttons>
      ) : (
        <Button size="large" disabled>
          <FormattedMessage id={`store.availability.${product.availability}`} />
        </Button>
      )}
      {cartNote ? (
        <Notice role="status">
          <FormattedMessage id={cartNote === 'added' ? 'cart.added' : 'cart.full'} />{' '}
          <Link to={clubCartPath(product.club.uri)}>
            <FormattedMessage id="cart.view" values={{ count: cart.length }} />
          </Link>
        </Notice>
      ) : null}
    </Panel>
  );
}

function Content({ queryRef }: { queryRef: PreloadedQuery<ProductPageQuery> }) {
  const { node } = usePreloadedQuery<ProductPageQuery>(productPageQuery, queryRef);
  const { pathname } = useLocation();
  const intl = useIntl();
  const won = useFormatWon();
  const eventTime = useFormatEventTime();
  const product = node?.product ?? null;
  const [shown, setShown] = useState(0);
  usePageTitle(product?.name ?? null);
  if (!product) throw invalidRouteError(pathname);
  const image = product.imageUrls[shown] ?? product.imageUrls[0];
  const ticket = product.ticket;
  const memberDeal = product.viewerPrice < product.price;
  return (
    <PageContainer width="wide" style={accentVars(product.club.themeColor)}>
      <Layout>
        <Gallery>
          <MainImage>{image ? <img src={image} alt={intl.formatMessage({ id: 'store.image.alt' }, { name: product.name, index: shown + 1 })} /> : <Icon name="bag" size={48} />}</MainImage>
          {product.imageUrls.length > 1 ? (
            <Thumbs>
              {product.imageUrls.map((url, index) => (
                <Thumb key={url} type="button" aria-pressed={index === shown} aria-label={intl.formatMessage({ id: 'store.image.alt' }, { name: product.name, index: index + 1 })} onClick={() => setShown(index)}>
                  <img src={url} alt="" />
                </Thumb>
              ))}
            </Thumbs>
          ) : null}
        </Gallery>
        <Info>
          <Back to={clubStorePath(product.club.uri)}>
            ← <FormattedMessage id="store.backToStore" values={{ club: product.club.name }} />
          </Back>
          <Row>
            <AvailabilityBadge availability={product.availability} />
            {product.memberOnly ? (
              <Small as="span">
                <FormattedMessage id="store.memberOnly" />
              </Small>
            ) : null}
          </Row>
          <Title>{product.name}</Title>
          <div>
            <PriceLine>
              {won(product.viewerPrice)}
              {memberDeal ? <Strike>{won(product.price)}</Strike> : null}
            </PriceLine>
            <Small>
              {memberDeal ? (
                <>
                  <FormattedMessage id="store.price.member" />
                  {' · '}
                </>
              ) : null}
              <FormattedMessage id="store.price.vat" values={{ vat: won(product.viewerPriceVat) }} />
            </Small>
            {!memberDeal
              ? product.memberPrices.map((m) => (
                  <Small key={m.planLevel}>
                    <FormattedMessage id="store.price.memberFrom" values={{ level: m.planLevel, price: won(m.price) }} />
                  </Small>
                ))
              : null}
          </div>
          {ticket ? (
            <Facts>
              <dt>
                <FormattedMessage id="store.ticket.date" />
              </dt>
              <dd>{eventTime(String(ticket.eventStartsAt))}</dd>
              <dt>
                <FormattedMessage id="store.ticket.venue" />
              </dt>
              <dd>
                {ticket.format === 'ONLINE' ? (
                  <FormattedMessage id="store.ticket.online" />
                ) : (
                  <>
                    {ticket.venueName}
                    {ticket.venueAddress ? <Small>{ticket.venueAddress}</Small> : null}
                    {ticket.venueMapUrl ? (
                      <a href={ticket.venueMapUrl} target="_blank" rel="noreferrer noopener">
                        <FormattedMessage id="store.ticket.map" />
                      </a>
                    ) : null}
                  </>
                )}
              </dd>
              {ticket.validFrom && ticket.validUntil ? (
                <>
                  <dt>
                    <Icon name="ticket" size={16} label={intl.formatMessage({ id: 'store.kind.TICKET' })} />
                  </dt>
                  <dd>
                    <FormattedMessage id="store.ticket.validity" values={{ from: ticket.validFrom, until: ticket.validUntil }} />
                    {' · '}
                    <FormattedMessage id={`store.ticket.seating.${ticket.seating === 'RESERVED' ? 'RESERVED' : 'GENERAL'}`} />
                  </dd>
                </>
              ) : null}
            </Facts>
          ) : null}
          {product.kind === 'DIGITAL' ? (
            <Facts>
              <dt>
                <FormattedMessage id="store.kind.DIGITAL" />
              </dt>
              <dd>
                <FormattedMessage id="store.digital.files" values={{ count: product.digitalFileCount }} />
              </dd>
              {product.previewUrl ? (
                <>
                  <dt>
                    <FormattedMessage id="store.digital.preview" />
                  </dt>
                  <dd>
                    <audio controls preload="none" src={product.previewUrl} style={{ width: '100%' }} />
                  </dd>
                </>
              ) : null}
            </Facts>
          ) : null}
          <Purchase product={product} />
          {ticket ? (
            <Small>
              <FormattedMessage id="store.ticket.qrNote" />
            </Small>
          ) : null}
          {product.description ? <Description>{product.description}</Description> : null}
          {product.salesCloseAt && product.availability === 'ON_SALE' ? (
            <Small>
              <FormattedMessage id="store.sales.closes" values={{ date: eventTime(String(product.salesCloseAt)) }} />
            </Small>
          ) : null}
        </Info>
      </Layout>
    </PageContainer>
  );
}

export function ProductPage() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<ProductPageQuery> };
  return <Content queryRef={queryRef} />;
}
