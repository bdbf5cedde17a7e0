// /store/{productId}/checkout?option=&qty=: one product of a club's store (its option and quantity, chosen
// on the product page and changeable here), the price with member price, shipping and VAT, buyer
// information, a shipping address for goods, card or deposit and the order agreement; then the payment,
// ending on the success, pending (deposit) or fail page. Stock is taken by the server before any charge.
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useLocation, useNavigate, useRevalidator } from 'react-router';
import { useRuntimeConfig } from '../../../app/config';
import { invalidRouteError } from '../../../app/errors';
import { showToast } from '../../../app/toasts';
import { Button, ButtonLink } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { Alert, Check, FieldLabel, FormPanel, Muted, PanelTitle } from '../../../components/FormBits';
import { Icon } from '../../../components/Icon';
import { Screen } from '../../../components/Page';
import { TextField } from '../../../components/TextField';
import { styled } from '../../../theme/stitches.config';
import type { StoreCheckoutPageQuery } from '../../../__generated__/StoreCheckoutPageQuery.graphql';
import { errorMessageId } from '../../account/errors';
import { FormSkeleton } from '../../mypage/pages/shared';
import { PAYMENT_ERROR_MESSAGES } from '../../payments/errors';
import { BuyerFields, buyerErrors, buyerOf, trimmedBuyer } from '../../payments/components/BuyerFields';
import { PaymentMethodFields, type PaymentMethod } from '../../payments/components/PaymentMethodFields';
import { paymentResultPath } from '../../payments/paths';
import { QueryBoundary } from '../../shared/QueryBoundary';
import { STORE_ERROR_MESSAGES } from '../errors';
import { useFormatWon, vatOf } from '../format';
import { useCheckoutStore } from '../hooks/useCheckoutStore';
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

/** Without a per-buyer limit, one order takes at most this many (as on the product page). */
const DEFAULT_MAX_QUANTITY = 10;
const MESSAGES = { ...PAYMENT_ERROR_MESSAGES, ...STORE_ERROR_MESSAGES };

type AddressField = 'recipientName' | 'recipientPhone' | 'postalCode' | 'address1' | 'address2' | 'deliveryNote';
type Address = Record<AddressField, string>;

const Form = styled('form', { display: 'flex', flexDirection: 'column', gap: '$4' });
const Item = styled('div', {
  display: 'grid',
  gridTemplateColumns: '72px minmax(0, 1fr)',
  gap: '$3',
  alignItems: 'center',
  '& strong': { display: 'block', fontSize: '$lg', fontWeight: '$bold', overflowWrap: 'anywhere' },
  '& span': { color: '$textMuted', fontSize: '$sm' },
});
const Thumb = styled('div', {
  width: 72,
  height: 72,
  borderRadius: '$md',
  overflow: 'hidden',
  background: '$surfaceRaised',
  display: 'grid',
  placeItems: 'center',
  color: '$textMuted',
  '& img': { width: '100%', height: '100%', objectFit: 'cover' },
});
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
const Stepper = styled('div', {
  display: 'inline-flex',
  alignItems: 'center',
  border: '1px solid $border',
  borderRadius: '$md',
  width: 'fit-content',
  '& button': { width: 44, height: 44, background: 'transparent', border: 0, color: '$text', fontSize: '$lg', cursor: 'pointer' },
  '& button:disabled': { color: '$textMuted', cursor: 'not-allowed' },
  '& output': { minWidth: 40, textAlign: 'center', fontVariantNumeric: 'tabular-nums' },
});
const Totals = styled('dl', {
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: '$2 $4',
  fontSize: '$sm',
  '& dt': { color: '$textMuted' },
  '& dd': { margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  '& .total': { color: '$text', fontSize: '$lg', fontWeight: '$bold' },
});
const FieldError = styled(Muted, { color: '$error !important' });

function Content({ queryRef }: { queryRef: PreloadedQuery<StoreCheckoutPageQuery> }) {
  const data = usePreloadedQuery<StoreCheckoutPageQuery>(storeCheckoutPageQuery, queryRef);
  const intl = useIntl();
  const won = useFormatWon();
  const { testPayments } = useRuntimeConfig();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { checkoutStore, isInFlight } = useCheckoutStore();
  const product = data.node?.product ?? null;
  const params = new URLSearchParams(search);
  const cards = data.paymentCards;
  const [optionId, setOptionId] = useState(() => product?.options.find((o) => o.id === params.get('option') && !o.soldOut)?.id ?? '');
  const max = Math.max(1, product?.perBuyerLimit ?? DEFAULT_MAX_QUANTITY);
  const [quantity, setQuantity] = useState(() => Math.min(max, Math.max(1, Number.parseInt(params.get('qty') ?? '1', 10) || 1)));
  const [method, setMethod] = useState<PaymentMethod>(params.get('method') === 'VIRTUAL_ACCOUNT' ? 'VIRTUAL_ACCOUNT' : 'CARD');
  const [cardId, setCardId] = useState(() => cards.find((c) => c.id === params.get('card'))?.id ?? cards[0]?.id ?? '');
  const [buyer, setBuyer] = useState(() => buyerOf(data.viewer));
  const [address, setAddress] = useState<Address>({ recipientName: data.viewer?.name ?? '', recipientPhone: data.viewer?.phone ?? '', postalCode: '', address1: '', address2: '', deliveryNote: '' });
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

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
  const goods = product.kind === 'GOODS';
  const hasOptions = product.options.length > 0;
  const subtotal = product.viewerPrice * quantity;
  const shipping = goods ? product.shippingFee : 0;
  const total = subtotal + shipping;
  const here = storeCheckoutPath(product.id, { option: optionId, qty: String(quantity), method });
  const message = (code: string) => intl.formatMessage({ id: errorMessageId(code, MESSAGES) }, { reason: '' });

  const check = () => {
    const found: Record<string, string> = {};
    if (hasOptions && !optionId) found['lines.0.optionId'] = intl.formatMessage({ id: 'store.option.required' });
    Object.assign(found, buyerErrors(buyer, message));
    if (goods) {
      for (const field of ['recipientName', 'recipientPhone', 'postalCode', 'address1'] as const) {
        if (!address[field].trim()) found[`shippingAddress.${field}`] = message('REQUIRED');
      }
      if (address.recipientPhone.trim() && !/^[0-9]+$/.test(address.recipientPhone.trim())) found['shippingAddress.recipientPhone'] = message('PHONE_INVALID');
      if (address.postalCode.trim() && !/^\d{5}$/.test(address.postalCode.trim())) found['shippingAddress.postalCode'] = intl.formatMessage({ id: 'store.checkout.postalCodeHint' });
    }
    if (method === 'CARD' && !cardId) found.cardId = message('CARD_REQUIRED');
    if (!agreed) found.agreement = intl.formatMessage({ id: 'payments.checkout.agreeRequired' });
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length) return;
    try {
      const response = await checkoutStore({
        input: {
          lines: [{ productId: product.id, optionId: hasOptions ? optionId : null, quantity }],
          method,
          cardId: method === 'CARD' ? cardId : null,
          buyer: trimmedBuyer(buyer),
          shippingAddress: goods
            ? {
                recipientName: address.recipientName.trim(),
                recipientPhone: address.recipientPhone.trim(),
                postalCode: address.postalCode.trim(),
                address1: address.address1.trim(),
                address2: address.address2.trim() || null,
                deliveryNote: address.deliveryNote.trim() || null,
              }
            : null,
          agreeToOrderTerms: agreed,
        },
      });
      const result = response.checkoutStore;
      if (result.__typename === 'CheckoutStoreSuccess' && result.payment) {
        navigate(paymentResultPath(result.payment.status === 'PAID' ? 'success' : 'pending', result.payment.id));
      } else if (result.__typename === 'PaymentFailedError' && result.payment) {
        navigate(paymentResultPath('fail', result.payment.id));
      } else if (result.__typename !== '%other') {
        const text = message(result.code ?? '');
        const field = 'field' in result ? result.field : null;
        if (field && field !== 'lines.0' && field !== 'lines') setErrors({ [field]: text });
        else setFormError(text);
      }
    } catch {
      showToast({ kind: 'error', message: intl.formatMessage({ id: 'account.error.generic' }) });
    }
  };

  const addressField = (field: AddressField, props: { autoComplete?: string; inputMode?: 'numeric'; hint?: string } = {}) => (
    <TextField
      key={field}
      label={intl.formatMessage({ id: `store.checkout.${field}` })}
      value={address[field]}
      onChange={(e) => setAddress({ ...address, [field]: e.target.value })}
      error={errors[`shippingAddress.${field}`]}
      {...props}
    />
  );

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-label={intl.formatMessage({ id: 'store.checkout.title' })}>
      <FormPanel>
        <PanelTitle>
          <FormattedMessage id="store.checkout.summary" />
        </PanelTitle>
        <Item>
          <Thumb>{product.imageUrls[0] ? <img src={product.imageUrls[0]} alt="" /> : <Icon name="bag" size={28} />}</Thumb>
          <div>
            <strong>{product.name}</strong>
            <span>{product.club.name}</span>
          </div>
        </Item>
        {hasOptions ? (
          <>
            <FieldLabel htmlFor="checkout-option">
              <FormattedMessage id="store.option.label" />
            </FieldLabel>
            <Select
              id="checkout-option"
              value={optionId}
              aria-invalid={errors['lines.0.optionId'] ? true : undefined}
              aria-describedby={errors['lines.0.optionId'] ? 'checkout-option-error' : undefined}
              onChange={(e) => {
                setOptionId(e.target.value);
                setErrors(({ ['lines.0.optionId']: _dropped, ...rest }) => rest);
              }}
            >
              <option value="">{intl.formatMessage({ id: 'store.option.placeholder' })}</option>
              {product.options.map((option) => (
                <option key={option.id} value={option.id} disabled={option.soldOut}>
                  {option.soldOut ? intl.formatMessage({ id: 'store.option.soldOut' }, { name: option.name }) : option.name}
                </option>
              ))}
            </Select>
            {errors['lines.0.optionId'] ? (
              <FieldError id="checkout-option-error" role="alert">
                {errors['lines.0.optionId']}
              </FieldError>
            ) : null}
          </>
        ) : null}
        <FieldLabel as="span" id="checkout-quantity">
          <FormattedMessage id="store.quantity" />
        </FieldLabel>
        <Stepper role="group" aria-labelledby="checkout-quantity">
          <button type="button" aria-label={intl.formatMessage({ id: 'store.quantity.decrease' })} disabled={quantity <= 1} onClick={() => setQuantity((q) => Math.max(1, q - 1))}>
            −
          </button>
          <output aria-live="polite">{quantity}</output>
          <button type="button" aria-label={intl.formatMessage({ id: 'store.quantity.increase' })} disabled={quantity >= max} onClick={() => setQuantity((q) => Math.min(max, q + 1))}>
            +
          </button>
        </Stepper>
        {errors['lines.0.quantity'] ? <FieldError role="alert">{errors['lines.0.quantity']}</FieldError> : null}
      </FormPanel>

      {testPayments && (
        <Alert tone="info" role="note">
          <Icon name="alert" size={18} />
          <FormattedMessage id="payments.checkout.testPayments" />
        </Alert>
      )}

      <BuyerFields buyer={buyer} onChange={setBuyer} errors={errors} />

      {goods ? (
        <FormPanel>
          <PanelTitle>
            <FormattedMessage id="store.checkout.shipping" />
          </PanelTitle>
          {addressField('recipientName', { autoComplete: 'shipping name' })}
          {addressField('recipientPhone', { autoComplete: 'shipping tel', inputMode: 'numeric', hint: intl.formatMessage({ id: 'payments.checkout.phoneHint' }) })}
          {addressField('postalCode', { autoComplete: 'shipping postal-code', inputMode: 'numeric', hint: intl.formatMessage({ id: 'store.checkout.postalCodeHint' }) })}
          {addressField('address1', { autoComplete: 'shipping address-line1' })}
          {addressField('address2', { autoComplete: 'shipping address-line2' })}
          {addressField('deliveryNote')}
        </FormPanel>
      ) : null}

      <FormPanel>
        <PanelTitle>
          <FormattedMessage id="payments.checkout.method" />
        </PanelTitle>
        <PaymentMethodFields
          method={method}
          onMethodChange={setMethod}
          hintId={(value) => `store.checkout.method.${value}.hint`}
          cards={cards}
          cardId={cardId}
          onCardChange={setCardId}
          cardError={errors.cardId}
          returnTo={here}
        />
      </FormPanel>

      <FormPanel>
        <Totals>
          <dt>
            <FormattedMessage id="store.checkout.subtotal" values={{ quantity }} />
          </dt>
          <dd>{won(subtotal)}</dd>
          {goods ? (
            <>
              <dt>
                <FormattedMessage id="store.checkout.shippingFee" />
              </dt>
              <dd>{won(shipping)}</dd>
            </>
          ) : null}
          <dt>
            <FormattedMessage id="payments.checkout.vat" />
          </dt>
          <dd>{won(vatOf(total))}</dd>
          <dt className="total">
            <FormattedMessage id="payments.checkout.total" />
          </dt>
          <dd className="total" data-testid="checkout-total">
            {won(total)}
          </dd>
        </Totals>
        <Check checked={agreed} onChange={(e) => setAgreed(e.target.checked)} label={intl.formatMessage({ id: 'payments.checkout.agree' })} aria-invalid={errors.agreement ? true : undefined} />
        {errors.agreement ? <FieldError role="alert">{errors.agreement}</FieldError> : null}
        {formError ? (
          <Alert role="alert">
            <Icon name="alert" size={18} />
            <div>{formError}</div>
          </Alert>
        ) : null}
        <Button type="submit" size="large" fullWidth loading={isInFlight}>
          <FormattedMessage id={method === 'CARD' ? 'payments.checkout.pay' : 'payments.checkout.requestAccount'} values={{ total: won(total) }} />
        </Button>
      </FormPanel>
    </Form>
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
