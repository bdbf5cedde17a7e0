// /club/{clubUri}/setting/store: the owner's store management — products in the store or archived,
// archive and put back, and a form to add goods, digital packs and tickets.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConnectionHandler, graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData } from 'react-router';
import { ButtonLink } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { Icon } from '../../../components/Icon';
import { styled } from '../../../theme/stitches.config';
import { showToast } from '../../../app/toasts';
import { usePageTitle } from '../../../app/page-title';
import type { ManageStorePageQuery } from '../../../__generated__/ManageStorePageQuery.graphql';
import { errorMessageId, resultError } from '../../account/errors';
import { ClubFrame } from '../../clubs/components/ClubFrame';
import { ClubNotFound, ClubRouteBoundary } from '../../clubs/routes/shared';
import { ManagedProductRow } from '../components/ManagedProductRow';
import { ProductForm, type ProductFieldErrors } from '../components/ProductForm';
import { STORE_ERROR_MESSAGES } from '../errors';
import { useArchiveProduct } from '../hooks/useArchiveProduct';
import { useCreateProduct } from '../hooks/useCreateProduct';
import { manageOrdersPath, manageStorePath } from '../paths';
import { checkInPath } from '../../tickets/paths';

export const manageStorePageQuery = graphql`
  query ManageStorePageQuery($clubUri: String!, $status: ProductListStatus!) @preloadable {
    club(uri: $clubUri) {
      __typename
      ... on Club @alias(as: "found") {
        id
        uri
        name
        viewerCanEdit
        ...ClubFrame_club
        plans {
          level
          name
        }
        products(first: 50, status: $status) @connection(key: "ManageStorePage_products", filters: ["status"]) {
          __id
          edges {
            node {
              id
              ...ManagedProductRow_product
            }
          }
        }
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

const Chips = styled('div', { display: 'flex', gap: '$2' });
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
const List = styled('ul', { listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: '$2' });
const Columns = styled('div', { display: 'flex', flexDirection: 'column', gap: '$6' });

function Content({ queryRef }: { queryRef: PreloadedQuery<ManageStorePageQuery> }) {
  const { club: result } = usePreloadedQuery<ManageStorePageQuery>(manageStorePageQuery, queryRef);
  const club = result.found;
  const intl = useIntl();
  const status = queryRef.variables.status;
  const { createProduct, isInFlight: creating } = useCreateProduct();
  const { archiveProduct, isInFlight: archiving } = useArchiveProduct();
  const [serverErrors, setServerErrors] = useState<ProductFieldErrors>({});
  const title = intl.formatMessage({ id: 'store.manage.title' });
  usePageTitle(club ? `${title} · ${club.name}` : null);
  if (!club) return <ClubNotFound message={result.__typename === 'NotFoundError' ? result.message : null} />;
  if (!club.viewerCanEdit) {
    return (
      <ClubFrame club={club} title={title}>
        <EmptyState icon="lock" title={<FormattedMessage id="store.error.FORBIDDEN" />} />
      </ClubFrame>
    );
  }
  const connectionId = club.products.__id;
  // A new product is ACTIVE: it joins the store list (when that is the one shown) and the store grid.
  const activeList = ConnectionHandler.getConnectionID(club.id, 'ManageStorePage_products', { status: 'ACTIVE' });
  const storeGrid = ConnectionHandler.getConnectionID(club.id, 'StoreProducts_products');

  async function onCreate(input: Parameters<Parameters<typeof ProductForm>[0]['onSubmit']>[0]) {
    setServerErrors({});
    try {
      const response = await createProduct({ input: { ...input, clubId: club!.id }, connections: [activeList, storeGrid] });
      const failure = resultError(response.createProduct);
      if (failure) {
        if (failure.field) setServerErrors({ [failure.field]: failure.code ?? 'INVALID_INPUT' });
        else showToast({ kind: 'error', message: intl.formatMessage({ id: errorMessageId(failure.code, STORE_ERROR_MESSAGES) }) });
        return false;
      }
      const name = response.createProduct.__typename === 'CreateProductSuccess' ? (response.createProduct.productEdge?.node.name ?? input.name) : input.name;
      showToast({ kind: 'success', message: intl.formatMessage({ id: 'store.manage.created' }, { name }) });
      return true;
    } catch {
      showToast({ kind: 'error', message: intl.formatMessage({ id: errorMessageId(null, STORE_ERROR_MESSAGES) }) });
      return false;
    }
  }

  async function onArchive(productId: string, name: string, archived: boolean) {
    try {
      const response = await archiveProduct({ input: { productId, archived }, connections: [connectionId, storeGrid] });
      const failure = resultError(response.archiveProduct);
      if (failure) throw new Error(failure.code ?? 'failed');
      showToast({ kind: 'success', message: intl.formatMessage({ id: archived ? 'store.manage.archived' : 'store.manage.restored' }, { name }) });
    } catch {
      showToast({ kind: 'error', message: intl.formatMessage({ id: errorMessageId(null, STORE_ERROR_MESSAGES) }) });
    }
  }

  const base = manageStorePath(club.uri);
  return (
    <ClubFrame
      club={club}
      title={title}
      lead={intl.formatMessage({ id: 'store.manage.lead' })}
      width="wide"
      actions={
        <ButtonLink to={checkInPath(club.uri)} size="small" variant="secondary" icon={<Icon name="ticket" size={16} />}>
          <FormattedMessage id="tickets.checkIn.title" />
        </ButtonLink>
      }
    >
      <Columns>
        <section>
          <Chips role="navigation" aria-label={title}>
            {(['ACTIVE', 'ARCHIVED'] as const).map((value) => (
              <Chip key={value} to={value === 'ACTIVE' ? base : `${base}?status=archived`} aria-current={status === value ? 'page' : undefined}>
                <FormattedMessage id={`store.manage.filter.${value}`} />
              </Chip>
            ))}
            <Chip to={manageOrdersPath(club.uri)} data-testid="manage-orders-link">
              <FormattedMessage id="orders.manage.open" />
            </Chip>
          </Chips>
          <div style={{ height: 12 }} />
          {club.products.edges.length ? (
            <List>
              {club.products.edges.map((edge) => (
                <ManagedProductRow key={edge.node.id} product={edge.node} clubUri={club.uri} onArchive={onArchive} busy={archiving} />
              ))}
            </List>
          ) : (
            <EmptyState icon="bag" title={<FormattedMessage id="store.manage.empty" />} />
          )}
        </section>
        {status === 'ACTIVE' ? <ProductForm onSubmit={onCreate} busy={creating} serverErrors={serverErrors} plans={club.plans} /> : null}
      </Columns>
    </ClubFrame>
  );
}

export function ManageStorePage() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<ManageStorePageQuery> };
  return (
    <ClubRouteBoundary resetKey={queryRef}>
      <Content queryRef={queryRef} />
    </ClubRouteBoundary>
  );
}
