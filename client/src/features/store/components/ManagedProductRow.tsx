// One product in the owner's list: picture, name, price, stock and availability, with archive/put back.
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { styled } from '../../../theme/stitches.config';
import type { ManagedProductRow_product$key } from '../../../__generated__/ManagedProductRow_product.graphql';
import { useFormatWon } from '../format';
import { editProductPath, productPath } from '../paths';
import { AvailabilityBadge } from './AvailabilityBadge';

const Row = styled('li', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$3',
  padding: '$3',
  borderRadius: '$lg',
  backgroundColor: '$surface',
  border: '1px solid $border',
});
const Thumb = styled('div', {
  size: 56,
  flexShrink: 0,
  borderRadius: '$md',
  overflow: 'hidden',
  backgroundColor: '$surfaceRaised',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: '$textSubtle',
  '& img': { width: '100%', height: '100%', objectFit: 'cover' },
});
const Main = styled('div', { flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: '$1' });
const Name = styled(Link, { fontWeight: '$semibold', color: '$text', truncate: 2 });
// On a phone the buttons take a line of their own, so the name keeps the row's width.
const Buttons = styled('div', { display: 'flex', gap: '$2', flexShrink: 0, flexWrap: 'wrap', justifyContent: 'flex-end', width: '100%', '@sm': { width: 'auto' } });
const Meta = styled('p', { fontSize: '$sm', color: '$textMuted', display: 'flex', gap: '$2', flexWrap: 'wrap', alignItems: 'center' });

type Props = { product: ManagedProductRow_product$key; clubUri: string; onArchive: (id: string, name: string, archived: boolean) => void; busy: boolean };

export function ManagedProductRow({ product: key, clubUri, onArchive, busy }: Props) {
  const product = useFragment(
    graphql`
      fragment ManagedProductRow_product on Product {
        id
        name
        kind
        status
        imageUrls
        price
        stock
        availability
      }
    `,
    key,
  );
  const won = useFormatWon();
  const intl = useIntl();
  const archived = product.status === 'ARCHIVED';
  return (
    <Row data-testid="managed-product">
      <Thumb>{product.imageUrls[0] ? <img src={product.imageUrls[0]} alt="" /> : <Icon name="bag" />}</Thumb>
      <Main>
        <Name to={productPath(product.id)}>{product.name}</Name>
        <Meta>
          <span>
            <FormattedMessage id={`store.kind.${product.kind === '%future added value' ? 'GOODS' : product.kind}`} />
          </span>
          <span>{won(product.price)}</span>
          <span>
            {product.stock == null ? (
              <FormattedMessage id="store.manage.stock.unlimited" />
            ) : (
              <FormattedMessage id="store.manage.stock" values={{ count: intl.formatNumber(product.stock) }} />
            )}
          </span>
          <AvailabilityBadge availability={product.availability} />
        </Meta>
      </Main>
      <Buttons>
        <ButtonLink to={editProductPath(clubUri, product.id)} variant="secondary" size="small" aria-label={intl.formatMessage({ id: 'store.manage.editNamed' }, { name: product.name })}>
          <FormattedMessage id="store.manage.editAction" />
        </ButtonLink>
        <Button variant="secondary" size="small" disabled={busy} onClick={() => onArchive(product.id, product.name, !archived)}>
          <FormattedMessage id={archived ? 'store.manage.restore' : 'store.manage.archive'} />
        </Button>
      </Buttons>
    </Row>
  );
}
