// Store checkout: the product with its option and quantity from the product page, member price, shipping
// and VAT; buyer, shipping address and agreement checked before anything is sent; then checkoutStore by
// card opens the success page, and a refusal from the server ("sold out") is shown on the form.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToasts } from '../../../app/toasts';
import { renderApp, signedInViewer } from '../../../test/render';
import { asError, resolveOperation } from '../../clubs/__tests__/helpers';

afterEach(() => clearToasts());

const PRODUCT_ID = 'UHJvZHVjdDox';
const PAYMENT_ID = 'UGF5bWVudDox';
const CARD_ID = 'UGF5bWVudENhcmQ6MQ==';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const checkoutData = (overrides: Record<string, unknown> = {}) => ({
  data: {
    node: {
      __typename: 'Product',
      id: PRODUCT_ID,
      name: 'Stargazer hoodie',
      kind: 'GOODS',
      imageUrls: [],
      viewerPrice: 53_000,
      availability: 'ON_SALE',
      shippingFee: 3_000,
      perBuyerLimit: 2,
      options: [
        { id: 'o1', name: 'M / Navy', soldOut: false },
        { id: 'o2', name: 'L / Navy', soldOut: true },
      ],
      club: { id: 'Q2x1Yjox', name: 'Mirei’s Starlight Room' },
      ...overrides,
    },
    viewer: { id: signedInViewer.id, name: 'Kim Minji', phone: null, email: 'minji@example.com' },
    paymentCards: [{ id: CARD_ID, brand: 'VISA', last4: '4242' }],
  },
});

describe('/store/{productId}/checkout', () => {
  it('totals the choice with shipping, checks the address and agreement, then pays by card and opens the success page', async () => {
    const { environment, router } = await renderApp(`/store/${PRODUCT_ID}/checkout?option=o1&qty=2`, { locale: 'en', viewer: signedInViewer });
    await resolveOperation(environment, 'StoreCheckoutPageQuery', checkoutData());
    expect(await screen.findByText('Stargazer hoodie', {}, { timeout: 15_000 })).toBeTruthy();
    expect((screen.getByLabelText('Option') as HTMLSelectElement).value).toBe('o1');
    // 2 × 53,000 (the member price) + 3,000 shipping.
    expect(screen.getByTestId('checkout-total').textContent).toBe('₩109,000');

    fireEvent.click(screen.getByRole('button', { name: 'Pay ₩109,000' }));
    expect(await screen.findByText('Please agree to the order terms to continue.')).toBeTruthy();
    // The buyer's phone and the address's recipient phone, postal code and street are missing.
    expect(screen.getAllByText('Please fill this in.').length).toBe(4);
    expect(environment.mock.getAllOperations().filter((op) => op.request.node.params.name === 'useCheckoutStoreMutation')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '01012345678' } });
    fireEvent.change(screen.getByLabelText('Recipient’s phone number'), { target: { value: '01012345678' } });
    fireEvent.change(screen.getByLabelText('Postal code'), { target: { value: '04524' } });
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: '1 Sejong-daero, Jung-gu, Seoul' } });
    fireEvent.click(screen.getByLabelText('I have checked the order details and agree to the payment terms.'));
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₩109,000' }));
    const mutation = await resolveOperation(environment, 'useCheckoutStoreMutation', {
      data: { checkoutStore: { __typename: 'CheckoutStoreSuccess', payment: { id: PAYMENT_ID, status: 'PAID' } } },
    });
    expect(mutation.request.variables.input).toEqual({
      lines: [{ productId: PRODUCT_ID, optionId: 'o1', quantity: 2 }],
      method: 'CARD',
      cardId: CARD_ID,
      buyer: { name: 'Kim Minji', phone: '01012345678', email: 'minji@example.com' },
      shippingAddress: { recipientName: 'Kim Minji', recipientPhone: '01012345678', postalCode: '04524', address1: '1 Sejong-daero, Jung-gu, Seoul', address2: null, deliveryNote: null },
      agreeToOrderTerms: true,
      // The total the pay button showed: the server charges that or nothing.
      expectedAmount: 109_000,
      // This attempt's key: sent again on a retry, the server answers the same order.
      idempotencyKey: expect.stringMatching(UUID),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/success'));
    expect(router.state.location.search).toBe(`?payment=${encodeURIComponent(PAYMENT_ID)}`);
  }, 30_000);

  it('asks for a deposit without an address for a digital pack, and says "sold out" when the server refuses', async () => {
    const { environment } = await renderApp(`/store/${PRODUCT_ID}/checkout`, { locale: 'en', viewer: signedInViewer });
    await resolveOperation(environment, 'StoreCheckoutPageQuery', checkoutData({ kind: 'DIGITAL', viewerPrice: 8_000, shippingFee: 0, perBuyerLimit: null, options: [] }));
    expect(await screen.findByText('Stargazer hoodie', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByText('Shipping address')).toBeNull();
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '01012345678' } });
    fireEvent.click(screen.getByLabelText('Deposit without passbook'));
    fireEvent.click(screen.getByLabelText('I have checked the order details and agree to the payment terms.'));
    fireEvent.click(screen.getByRole('button', { name: 'Get an account number for ₩8,000' }));
    const mutation = await resolveOperation(environment, 'useCheckoutStoreMutation', {
      data: { checkoutStore: asError({ __typename: 'ProductUnavailableError', code: 'SOLD_OUT', message: 'Sold out', field: 'lines.0' }) },
    });
    expect(mutation.request.variables.input).toMatchObject({ method: 'VIRTUAL_ACCOUNT', cardId: null, shippingAddress: null, lines: [{ productId: PRODUCT_ID, optionId: null, quantity: 1 }] });
    expect(await screen.findByText('Sorry, this item is sold out. Nothing was charged.')).toBeTruthy();
  }, 30_000);

  it('says by the pay button when sales end too soon for a deposit', async () => {
    const { environment } = await renderApp(`/store/${PRODUCT_ID}/checkout?method=VIRTUAL_ACCOUNT`, { locale: 'ko', viewer: signedInViewer });
    await resolveOperation(environment, 'StoreCheckoutPageQuery', checkoutData({ kind: 'TICKET', viewerPrice: 20_000, shippingFee: 0, perBuyerLimit: 1, options: [] }));
    await screen.findByText('Stargazer hoodie', {}, { timeout: 15_000 });
    fireEvent.change(screen.getByLabelText('휴대폰 번호'), { target: { value: '01012345678' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.submit(screen.getByRole('form'));
    await resolveOperation(environment, 'useCheckoutStoreMutation', {
      data: { checkoutStore: asError({ __typename: 'InvalidInputError', code: 'DEPOSIT_TOO_LATE', message: 'Sales close too soon', field: 'method' }) },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('판매 종료가 임박해 무통장 입금은 이용할 수 없어요. 카드로 결제해 주세요.');
  }, 30_000);

  it('says there are not that many left, without a count, when the quantity is more than the stock', async () => {
    const { environment } = await renderApp(`/store/${PRODUCT_ID}/checkout?option=o1&qty=2`, { locale: 'en', viewer: signedInViewer });
    await resolveOperation(environment, 'StoreCheckoutPageQuery', checkoutData({ kind: 'DIGITAL', shippingFee: 0, options: [] }));
    await screen.findByText('Stargazer hoodie', {}, { timeout: 15_000 });
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '01012345678' } });
    fireEvent.click(screen.getByLabelText('I have checked the order details and agree to the payment terms.'));
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₩106,000' }));
    await resolveOperation(environment, 'useCheckoutStoreMutation', {
      data: { checkoutStore: asError({ __typename: 'ProductUnavailableError', code: 'NOT_ENOUGH_STOCK', message: 'Not as many left as asked', field: 'lines.0' }) },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('There aren’t that many left. Lower the quantity and try again. Nothing was charged.');
  }, 30_000);

  it('sends the same checkout key again after a lost answer, and a new one after a refusal', async () => {
    const { environment } = await renderApp(`/store/${PRODUCT_ID}/checkout`, { locale: 'en', viewer: signedInViewer });
    await resolveOperation(environment, 'StoreCheckoutPageQuery', checkoutData({ kind: 'DIGITAL', viewerPrice: 8_000, shippingFee: 0, perBuyerLimit: null, options: [] }));
    await screen.findByText('Stargazer hoodie', {}, { timeout: 15_000 });
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '01012345678' } });
    fireEvent.click(screen.getByLabelText('I have checked the order details and agree to the payment terms.'));
    const sent = new Set<unknown>();
    const pay = async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Pay ₩8,000' }));
      return waitFor(() => {
        const op = environment.mock.getAllOperations().find((o) => o.request.node.params.name === 'useCheckoutStoreMutation' && !sent.has(o));
        expect(op).toBeTruthy();
        sent.add(op);
        return op!;
      });
    };
    // No answer (a timeout): the order may have been placed, so the retry carries the same key.
    const lost = await pay();
    const first = lost.request.variables.input.idempotencyKey as string;
    expect(first).toMatch(UUID);
    await act(async () => environment.mock.reject(lost, new Error('timeout')));
    const retried = await pay();
    expect(retried.request.variables.input.idempotencyKey).toBe(first);
    // A definite refusal placed nothing: the next try is a new attempt with a new key.
    await act(async () =>
      environment.mock.resolve(retried, { data: { checkoutStore: asError({ __typename: 'ProductUnavailableError', code: 'SOLD_OUT', message: 'Sold out', field: 'lines.0' }) } } as never),
    );
    expect(await screen.findByText('Sorry, this item is sold out. Nothing was charged.')).toBeTruthy();
    const again = await pay();
    expect(again.request.variables.input.idempotencyKey).toMatch(UUID);
    expect(again.request.variables.input.idempotencyKey).not.toBe(first);
    // Reused with another cart, the server says to check the payment history first.
    await act(async () =>
      environment.mock.resolve(again, { data: { checkoutStore: asError({ __typename: 'InvalidInputError', code: 'IDEMPOTENCY_KEY_REUSED', message: 'Reused', field: 'idempotencyKey' }) } } as never),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('This checkout was already placed with different items. Please check your payment history before ordering again.');
  }, 30_000);

  it('when the price changed, says so, loads the new price in place and keeps what was typed', async () => {
    const { environment } = await renderApp(`/store/${PRODUCT_ID}/checkout`, { locale: 'ko', viewer: signedInViewer });
    await resolveOperation(environment, 'StoreCheckoutPageQuery', checkoutData({ kind: 'DIGITAL', viewerPrice: 8_000, shippingFee: 0, perBuyerLimit: null, options: [] }));
    await screen.findByText('Stargazer hoodie', {}, { timeout: 15_000 });
    fireEvent.change(screen.getByLabelText('휴대폰 번호'), { target: { value: '01012345678' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.submit(screen.getByRole('form'));
    const mutation = await resolveOperation(environment, 'useCheckoutStoreMutation', {
      data: { checkoutStore: asError({ __typename: 'PriceChangedError', code: 'PRICE_CHANGED', message: 'The price changed', field: 'expectedAmount' }) },
    });
    expect(mutation.request.variables.input.expectedAmount).toBe(8_000);
    expect((await screen.findByRole('alert')).textContent).toBe('이 페이지를 연 뒤 가격이 바뀌었어요. 아래의 새 결제 금액을 확인하고 다시 시도해 주세요. 결제되지 않았어요.');
    // The page asks the server for the prices again and shows the new total; the form keeps the phone number.
    const refetch = await resolveOperation(environment, 'StoreCheckoutPageQuery', checkoutData({ kind: 'DIGITAL', viewerPrice: 9_500, shippingFee: 0, perBuyerLimit: null, options: [] }));
    expect(refetch.request.cacheConfig?.force).toBe(true);
    await waitFor(() => expect(screen.getByTestId('checkout-total').textContent).toBe('₩9,500'));
    expect((screen.getByLabelText('휴대폰 번호') as HTMLInputElement).value).toBe('01012345678');
    expect(screen.getByRole('alert').textContent).toContain('가격이 바뀌었어요');
  }, 30_000);
});
