// /store/{productId}/checkout?option=&qty=: one product of a club's store (its option and quantity, chosen
// on the product page and changeable here), the price with member price, shipping and VAT, buyer
// information, a shipping address for goods, card or deposit and the order agreement; then the payment,
// ending on the success, pending (deposit) or fail page. Stock is taken by the server before any charge.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchQuery, graphql, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useLocation, useRevalidator } from 'react-router';
import { invalidRouteError } from '../../../app/errors';
import { ButtonLink } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { FieldLabel, FormPanel, PanelTitle } from '../../../components/FormBits';
import { Icon } from '../../../components/Icon';
import { Screen } from '../../../components/Page';
import { styled } from '../../../theme/stitches.config';
import type { StoreCheckoutPageQuery } from '../../../__generated__/StoreCheckoutPageQuery.graphql';
import { FormSkeleton } from '../../mypage/pages/shared';
import { QueryBoundary } from '../../shared/QueryBoundary';
import { FieldError, ItemRow, ItemThumb, QuantityStepper, StoreCheckoutForm, type CheckoutItem } from '../components/StoreCheckoutForm';
import { maxQuantityOf } from '../format';
import { productPath, storeCheckoutPath } from '../paths';

export const storeCheckoutPageQuery = graphql`
  query StoreCheckoutPageQuery($productId: ID!) @preloadable {
    node(id: $productId) {
      __typename
      ... on Product @alias(as: "product") {
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
          name
        }
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

const Select = styled('select', {
  width: '100%',
  minHeight: 48,
  padding: '0 $3',
  borderRadius: '$md',
  border: '1px solid $border',
  background: '$surface',
  color: '$text',
  fontSize: '$md',
  '&[aria-invalid="true"]': { borderColor: '$error' },
});

function Content({ queryRef }: { queryRef: PreloadedQuery<StoreCheckoutPageQuery> }) {
  const data = usePreloadedQuery<StoreCheckoutPageQuery>(storeCheckoutPageQuery, queryRef);
  const environment = useRelayEnvironment();
  // After PRICE_CHANGED: the prices as they are now, into the store this page reads (the form stays as typed).
  const refresh = () => fetchQuery<StoreCheckoutPageQuery>(environment, storeCheckoutPageQuery, queryRef.variables, { fetchPolicy: 'network-only' }).toPromise();
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const product = data.node?.product ?? null;
  const params = new URLSearchParams(search);
  const [optionId, setOptionId] = useState(() => product?.options.find((o) => o.id === params.get('option') && !o.soldOut)?.id ?? '');
  const max = maxQuantityOf(product?.perBuyerLimit);
  const [quantity, setQuantity] = useState(() => Math.min(max, Math.max(1, Number.parseInt(params.get('qty') ?? '1', 10) || 1)));

  if (!product) throw invalidRouteError(pathname);
  if (product.availability !== 'ON_SALE') {
    return (
      <EmptyState
        icon="bag"
        title={<FormattedMessage id={`store.availability.${product.availability}`} />}
        description={<FormattedMessage id={`store.message.${product.availability}`} />}
        action={
          <ButtonLink to={productPath(product.id)} size="small">
            <FormattedMessage id="store.checkout.backToProduct" />
          </ButtonLink>
        }
      />
    );
  }
  const hasOptions = product.options.length > 0;
  const item: CheckoutItem = {
    productId: product.id,
    optionId: hasOptions ? optionId : null,
    quantity,
    unitPrice: product.viewerPrice,
    kind: product.kind,
    shippingFee: product.shippingFee,
  };
  const OPTION = 'lines.0.optionId';

  return (
    <StoreCheckoutForm
      items={[item]}
      viewer={data.viewer}
      cards={data.paymentCards}
      initialMethod={params.get('method') === 'VIRTUAL_ACCOUNT' ? 'VIRTUAL_ACCOUNT' : 'CARD'}
      initialCardId={params.get('card')}
      refresh={refresh}
      returnTo={(method) => storeCheckoutPath(product.id, { option: optionId, qty: String(quantity), method })}
      checkSummary={(): Record<string, string> => (hasOptions && !optionId ? { [OPTION]: intl.formatMessage({ id: 'store.option.required' }) } : {})}
      summary={(errors, clearError) => (
        <FormPanel>
          <PanelTitle>
            <FormattedMessage id="store.checkout.summary" />
          </PanelTitle>
          <ItemRow>
            <ItemThumb>{product.imageUrls[0] ? <img src={product.imageUrls[0]} alt="" /> : <Icon name="bag" size={28} />}</ItemThumb>
            <div>
              <strong>{product.name}</strong>
              <span>{product.club.name}</span>
            </div>
          </ItemRow>
          {hasOptions ? (
            <>
              <FieldLabel htmlFor="checkout-option">
                <FormattedMessage id="store.option.label" />
              </FieldLabel>
              <Select
                id="checkout-option"
                value={optionId}
                aria-invalid={errors[OPTION] ? true : undefined}
                aria-describedby={errors[OPTION] ? 'checkout-option-error' : undefined}
                onChange={(e) => {
                  setOptionId(e.target.value);
                  clearError(OPTION);
                }}
              >
                <option value="">{intl.formatMessage({ id: 'store.option.placeholder' })}</option>
                {product.options.map((option) => (
                  <option key={option.id} value={option.id} disabled={option.soldOut}>
                    {option.soldOut ? intl.formatMessage({ id: 'store.option.soldOut' }, { name: option.name }) : option.name}
                  </option>
                ))}
              </Select>
              {errors[OPTION] ? (
                <FieldError id="checkout-option-error" role="alert">
                  {errors[OPTION]}
                </FieldError>
              ) : null}
            </>
          ) : null}
          <FieldLabel as="span" id="checkout-quantity">
            <FormattedMessage id="store.quantity" />
          </FieldLabel>
          <QuantityStepper value={quantity} max={max} onChange={setQuantity} labelledBy="checkout-quantity" />
          {errors['lines.0.quantity'] ? <FieldError role="alert">{errors['lines.0.quantity']}</FieldError> : null}
        </FormPanel>
      )}
    />
  );
}

export function StoreCheckoutPage() {
  const { queryRef } = (useLoaderData() as { queryRef: PreloadedQuery<StoreCheckoutPageQuery> | null }) ?? { queryRef: null };
  const revalidator = useRevalidator();
  const intl = useIntl();
  return (
    <Screen title={intl.formatMessage({ id: 'store.checkout.title' })} description={intl.formatMessage({ id: 'store.checkout.lead' })} width="form">
      {queryRef ? (
        <QueryBoundary loading={<FormSkeleton rows={4} />} onRetry={() => void revalidator.revalidate()} resetKey={queryRef}>
          <Content queryRef={queryRef} />
        </QueryBoundary>
      ) : null}
    </Screen>
  );
}
