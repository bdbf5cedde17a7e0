// A product in the store grid: cover picture, name, the viewer's price and its availability.
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import { Icon } from '../../../components/Icon';
import { styled } from '../../../theme/stitches.config';
import type { ProductCard_product$key } from '../../../__generated__/ProductCard_product.graphql';
import { useFormatWon } from '../format';
import { productPath } from '../paths';
import { AvailabilityBadge } from './AvailabilityBadge';

const CardLink = styled(Link, {
  display: 'flex',
  flexDirection: 'column',
  borderRadius: '$lg',
  overflow: 'hidden',
  backgroundColor: '$surface',
  border: '1px solid $border',
  color: '$text',
  transition: 'border-color $fast, transform $fast',
  '@hover': { '&:hover': { borderColor: 'var(--club-accent, $colors$primary)', transform: 'translateY(-2px)' } },
  '&:focus-visible': { outline: 'none', boxShadow: '$focus' },
});

const Cover = styled('div', {
  position: 'relative',
  aspectRatio: '1 / 1',
  backgroundColor: '$surfaceRaised',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: '$textSubtle',
  '& img': { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
  variants: { dim: { true: { '& img': { opacity: 0.45 } } } },
});

const Corner = styled('div', { position: 'absolute', top: '$2', left: '$2', display: 'flex', gap: '$1', flexWrap: 'wrap' });
const Tag = styled('span', {
  height: 24,
  px: '$2',
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: '$pill',
  fontSize: '$xs',
  fontWeight: '$semibold',
  backgroundColor: 'rgba(11, 11, 14, 0.72)',
  color: '$text',
});

const Body = styled('div', { display: 'flex', flexDirection: 'column', gap: '$1', padding: '$3' });
const Name = styled('h3', {
  fontSize: '$sm',
  fontWeight: '$semibold',
  lineHeight: '$snug',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  minHeight: '2.5em',
});
const Price = styled('p', { fontSize: '$md', fontWeight: '$bold' });

export function ProductCard({ product: key }: { product: ProductCard_product$key }) {
  const product = useFragment(
    graphql`
      fragment ProductCard_product on Product {
        id
        name
        kind
        imageUrls
        viewerPrice
        availability
        memberOnly
      }
    `,
    key,
  );
  const won = useFormatWon();
  const cover = product.imageUrls[0];
  const unavailable = product.availability === 'SOLD_OUT' || product.availability === 'SALES_ENDED';
  return (
    <CardLink to={productPath(product.id)} data-testid="product-card">
      <Cover dim={unavailable}>
        {cover ? <img src={cover} alt="" loading="lazy" /> : <Icon name="bag" size={32} />}
        <Corner>
          <Tag>
            <FormattedMessage id={`store.kind.${product.kind === '%future added value' ? 'GOODS' : product.kind}`} />
          </Tag>
          {product.memberOnly ? (
            <Tag>
              <FormattedMessage id="store.memberOnly" />
            </Tag>
          ) : null}
        </Corner>
      </Cover>
      <Body>
        <Name title={product.name}>{product.name}</Name>
        <Price>{won(product.viewerPrice)}</Price>
        <div>
          <AvailabilityBadge availability={product.availability} />
        </div>
      </Body>
    </CardLink>
  );
}
