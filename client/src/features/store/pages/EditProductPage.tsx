// /club/{clubUri}/setting/store/{productId}: the owner edits a product with the form that added it. Stock
// edits are sent with the stock the form loaded, so items sold meanwhile stay sold (STOCK_CHANGED when
// the change no longer fits); kept pictures and files go back by id.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { showToast } from '../../../app/toasts';
import { usePageTitle } from '../../../app/page-title';
import type { EditProductPageQuery } from '../../../__generated__/EditProductPageQuery.graphql';
import type { EditProductPage_product$data, EditProductPage_product$key } from '../../../__generated__/EditProductPage_product.graphql';
import { errorMessageId, resultError } from '../../account/errors';
import { ClubFrame } from '../../clubs/components/ClubFrame';
import { ClubNotFound, ClubRouteBoundary } from '../../clubs/routes/shared';
import { ProductForm, type ProductFieldErrors, type ProductFormStart, type ProductFormValues } from '../components/ProductForm';
import { STORE_ERROR_MESSAGES } from '../errors';
import { useUpdateProduct } from '../hooks/useUpdateProduct';
import { kstInputOf } from '../format';
import { manageStorePath } from '../paths';

export const editProductPageQuery = graphql`
  query EditProductPageQuery($clubUri: String!, $productId: ID!) @preloadable {
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
      }
      ... on NotFoundError {
        message
      }
    }
    node(id: $productId) {
      ... on Product @alias(as: "product") {
        id
        club {
          id
        }
        ...EditProductPage_product
      }
    }
  }
`;

const productFragment = graphql`
  fragment EditProductPage_product on Product {
    id
    kind
    name
    description
    price
    stock
    perBuyerLimit
    shippingFee
    memberOnly
    salesOpenAt
    salesCloseAt
    memberPrices {
      planLevel
      price
    }
    options {
      id
      name
      stock
    }
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
    editDetails {
      images {
        fileId
        name
        url
      }
      digitalFiles {
        fileId
        name
        url
      }
      preview {
        fileId
        name
        url
      }
      onlineAccessUrl
    }
  }
`;

const text = (n: number | null | undefined) => (n == null ? '' : String(n));
const file = (f: { readonly fileId: string; readonly name: string; readonly url: string }) => ({ id: f.fileId, name: f.name, url: f.url });

/** The form's starting point from the product as it is now. */
export function formStart(p: EditProductPage_product$data): ProductFormStart {
  const kind = p.kind === 'DIGITAL' || p.kind === 'TICKET' ? p.kind : 'GOODS';
  const t = p.ticket;
  const values: ProductFormValues = {
    kind,
    name: p.name,
    description: p.description,
    price: String(p.price),
    // Goods with options keep their stock per option; the product's stock is their sum.
    stock: p.options.length ? '' : text(p.stock),
    stockSeen: p.options.length ? null : (p.stock ?? null),
    shippingFee: kind === 'GOODS' ? String(p.shippingFee) : '',
    perBuyerLimit: text(p.perBuyerLimit),
    memberOnly: p.memberOnly,
    salesOpenAt: kstInputOf(p.salesOpenAt),
    salesCloseAt: kstInputOf(p.salesCloseAt),
    options: p.options.map((o) => ({ id: o.id, stockSeen: o.stock ?? null, name: o.name, stock: text(o.stock) })),
    memberPrices: Object.fromEntries(p.memberPrices.map((m) => [m.planLevel, String(m.price)])),
    ticketFormat: t?.format === 'ONLINE' ? 'ONLINE' : 'OFFLINE',
    eventStartsAt: kstInputOf(t?.eventStartsAt),
    venueName: t?.venueName ?? '',
    venueAddress: t?.venueAddress ?? '',
    venueMapUrl: t?.venueMapUrl ?? '',
    onlineAccessUrl: p.editDetails?.onlineAccessUrl ?? '',
    validFrom: t?.validFrom ?? '',
    validUntil: t?.validUntil ?? '',
    seating: t?.seating === 'RESERVED' ? 'RESERVED' : 'GENERAL',
  };
  const details = p.editDetails;
  return { values, images: details?.images.map(file) ?? [], digital: details?.digitalFiles.map(file) ?? [], preview: details?.preview ? file(details.preview) : null };
}

function Editor({ product: key, clubUri, plans }: { product: EditProductPage_product$key; clubUri: string; plans: readonly { readonly level: number; readonly name: string }[] }) {
  const product = useFragment(productFragment, key);
  const [start] = useState(() => formStart(product));
  const { updateProduct, isInFlight } = useUpdateProduct();
  const [serverErrors, setServerErrors] = useState<ProductFieldErrors>({});
  const navigate = useNavigate();
  const intl = useIntl();
  const back = () => navigate(manageStorePath(clubUri));

  async function onSave(input: Parameters<Parameters<typeof ProductForm>[0]['onSubmit']>[0]) {
    setServerErrors({});
    // The kind is fixed once created; update takes everything else.
    const { kind: _kind, ...rest } = input;
    try {
      const response = await updateProduct({ input: { ...rest, productId: product.id } });
      const failure = resultError(response.updateProduct);
      if (failure) {
        if (failure.field) setServerErrors({ [failure.field]: failure.code ?? 'INVALID_INPUT' });
        else showToast({ kind: 'error', message: intl.formatMessage({ id: errorMessageId(failure.code, STORE_ERROR_MESSAGES) }) });
        return false;
      }
      showToast({ kind: 'success', message: intl.formatMessage({ id: 'store.manage.saved' }, { name: input.name }) });
      back();
      return true;
    } catch {
      showToast({ kind: 'error', message: intl.formatMessage({ id: errorMessageId(null, STORE_ERROR_MESSAGES) }) });
      return false;
    }
  }

  return <ProductForm editing={start} onSubmit={onSave} busy={isInFlight} serverErrors={serverErrors} plans={plans} onCancel={back} />;
}

function Content({ queryRef }: { queryRef: PreloadedQuery<EditProductPageQuery> }) {
  const { club: result, node } = usePreloadedQuery<EditProductPageQuery>(editProductPageQuery, queryRef);
  const product = node?.product;
  const club = result.found;
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'store.manage.edit' });
  usePageTitle(club ? `${title} · ${club.name}` : null);
  if (!club) return <ClubNotFound message={result.__typename === 'NotFoundError' ? result.message : null} />;
  const mine = product && product.club.id === club.id ? product : null;
  return (
    <ClubFrame club={club} title={title} width="wide">
      {!club.viewerCanEdit ? (
        <EmptyState icon="lock" title={<FormattedMessage id="store.error.FORBIDDEN" />} />
      ) : mine ? (
        <Editor product={mine} clubUri={club.uri} plans={club.plans} />
      ) : (
        <EmptyState icon="bag" title={<FormattedMessage id="store.error.NOT_FOUND" />} />
      )}
    </ClubFrame>
  );
}

export function EditProductPage() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<EditProductPageQuery> };
  return (
    <ClubRouteBoundary resetKey={queryRef}>
      <Content queryRef={queryRef} />
    </ClubRouteBoundary>
  );
}
