// The cart: the product page adds choices (same choice adds up, within the per-buyer limit); the cart
// prices them afresh, leaves out and marks what can no longer be bought, charges shipping once, changes
// quantities and removes lines; its checkout sends every buyable line in one checkoutStore and empties
// the cart of them. Storage that holds garbage is ignored.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearToasts } from '../../../app/toasts';
import { renderApp, signedInViewer } from '../../../test/render';
import { resolveOperation } from '../../clubs/__tests__/helpers';
import { addToCart, CART_LINES_MAX, CART_STORAGE_KEY, cartLines, resetCartCache } from '../cart';

configure({ asyncUtilTimeout: 5000 });
beforeEach(() => resetCartCache());
afterEach(() => clearToasts());

const HOODIE = 'UHJvZHVjdDox';
const PACK = 'UHJvZHVjdDoy';
const TICKET = 'UHJvZHVjdDoz';
const PAYMENT_ID = 'UGF5bWVudDox';
const CARD_ID = 'UGF5bWVudENhcmQ6MQ==';

const cartProduct = (id: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'Product',
  id,
  name: 'Stargazer hoodie',
  kind: 'GOODS',
  imageUrls: [],
  viewerPrice: 59_000,
  availability: 'ON_SALE',
  shippingFee: 3_000,
  perBuyerLimit: 2,
  options: [
    { id: 'o1', name: 'M / Navy', soldOut: false },
    { id: 'o2', name: 'L / Navy', soldOut: true },
  ],
  club: { id: 'Q2x1Yjox', uri: 'mirei' },
  ...overrides,
});
const pack = cartProduct(PACK, { name: 'Good-night voice pack', kind: 'DIGITAL', viewerPrice: 8_000, shippingFee: 0, perBuyerLimit: null, options: [] });
const ticket = cartProduct(TICKET, { name: 'Fan meeting', kind: 'TICKET', viewerPrice: 33_000, shippingFee: 0, perBuyerLimit: 1, options: [], availability: 'SOLD_OUT' });

const club = {
  __typename: 'Club',
  id: 'Q2x1Yjox',
  uri: 'mirei',
  name: 'Mirei’s Starlight Room',
  description: '',
  themeColor: '#8B5CF6',
  bannerUrl: null,
  iconUrl: null,
  memberCount: 10,
  viewerIsMember: true,
  viewerCanEdit: false,
  viewerIsOwner: false,
  isPublic: true,
  owner: { id: 'VXNlcjox', name: 'Mirei' },
};

describe('cart storage', () => {
  it('adds up the same choice within the limit, refuses a 21st line and ignores garbage in storage', () => {
    addToCart('mirei', HOODIE, 'o1', 1, 2);
    addToCart('mirei', HOODIE, 'o1', 5, 2);
    addToCart('mirei', PACK, null, 3);
    expect(cartLines('mirei')).toEqual([
      { productId: HOODIE, optionId: 'o1', quantity: 2 },
      { productId: PACK, optionId: null, quantity: 3 },
    ]);
    for (let i = 2; i < CART_LINES_MAX; i += 1) expect(addToCart('mirei', `p${i}`, null, 1)).toBe(true);
    expect(addToCart('mirei', 'one-too-many', null, 1)).toBe(false);
    expect(cartLines('mirei')).toHaveLength(CART_LINES_MAX);
    expect(cartLines('aria')).toEqual([]);

    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ mirei: [{ productId: HOODIE, optionId: 'o1', quantity: -4 }, 'x', { productId: PACK, optionId: null, quantity: 1 }], aria: 'nope' }));
    resetCartCache();
    expect(cartLines('mirei')).toEqual([{ productId: PACK, optionId: null, quantity: 1 }]);
    localStorage.setItem(CART_STORAGE_KEY, '{not json');
    resetCartCache();
    expect(cartLines('mirei')).toEqual([]);
  });
});

describe('/store/{productId} → cart', () => {
  it('asks for the option, then adds the choice and links to the cart', async () => {
    const { environment } = await renderApp(`/store/${HOODIE}`, { locale: 'en' });
    await resolveOperation(environment, 'ProductPageQuery', {
      data: {
        node: {
          ...cartProduct(HOODIE),
          description: '',
          price: 59_000,
          viewerPriceVat: 5_364,
          memberOnly: false,
          memberPrices: [],
          salesOpenAt: null,
          salesCloseAt: null,
          previewUrl: null,
          digitalFileCount: 0,
          ticket: null,
          club: { id: 'Q2x1Yjox', uri: 'mirei', name: 'Mirei’s Starlight Room', themeColor: '#8B5CF6' },
        },
      },
    });
    const add = await screen.findByRole('button', { name: 'Add to cart' }, { timeout: 15_000 });
    fireEvent.click(add);
    expect((await screen.findByRole('alert')).textContent).toBe('Please select an option.');
    expect(cartLines('mirei')).toEqual([]);
    fireEvent.change(screen.getByLabelText('Option'), { target: { value: 'o1' } });
    fireEvent.click(add);
    const note = (await screen.findByText('Added to your cart.', { exact: false })).closest('[role="status"]') as HTMLElement;
    expect(note).toBeTruthy();
    expect(within(note).getByRole('link', { name: 'View cart (1)' }).getAttribute('href')).toBe('/club/mirei/store/cart');
    expect(cartLines('mirei')).toEqual([{ productId: HOODIE, optionId: 'o1', quantity: 1 }]);
  }, 30_000);
});

describe('/club/{clubUri}/store/cart', () => {
  it('prices the lines afresh, leaves out what cannot be bought, changes quantities and removes lines', async () => {
    addToCart('mirei', HOODIE, 'o1', 1, 2);
    addToCart('mirei', PACK, null, 2);
    addToCart('mirei', TICKET, null, 1);
    const { environment } = await renderApp('/club/mirei/store/cart', { locale: 'en' });
    const operation = await resolveOperation(environment, 'CartPageQuery', { data: { club, nodes: [cartProduct(HOODIE), pack, ticket] } });
    expect(operation.request.variables).toEqual({ clubUri: 'mirei', productIds: [HOODIE, PACK, TICKET] });
    expect(await screen.findByText('Stargazer hoodie', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getAllByTestId('cart-line')).toHaveLength(3);
    // The sold-out ticket is marked and not counted: 59,000 + 2 × 8,000 + 3,000 shipping.
    expect(screen.getByText('Sold out.')).toBeTruthy();
    expect(screen.getByTestId('cart-total').textContent).toBe('₩78,000');
    expect(screen.getByRole('link', { name: 'Check out 3 items' }).getAttribute('href')).toBe('/club/mirei/store/cart/checkout');

    fireEvent.click(within(screen.getByRole('group', { name: 'Quantity of Stargazer hoodie' })).getByRole('button', { name: 'One more' }));
    expect(screen.getByTestId('cart-total').textContent).toBe('₩137,000');
    // The per-buyer limit is 2.
    expect(within(screen.getByRole('group', { name: 'Quantity of Stargazer hoodie' })).getByRole('button', { name: 'One more' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Good-night voice pack from the cart' }));
    expect(screen.getByTestId('cart-total').textContent).toBe('₩121,000');
    expect(cartLines('mirei')).toEqual([
      { productId: HOODIE, optionId: 'o1', quantity: 2 },
      { productId: TICKET, optionId: null, quantity: 1 },
    ]);
  }, 30_000);

  it('says the cart is empty', async () => {
    const { environment } = await renderApp('/club/mirei/store/cart', { locale: 'ko' });
    await resolveOperation(environment, 'CartPageQuery', { data: { club, nodes: [] } });
    expect(await screen.findByText('장바구니가 비어 있어요', {}, { timeout: 15_000 })).toBeTruthy();
  }, 30_000);
});

describe('/club/{clubUri}/store/cart/checkout', () => {
  it('sends every buyable line in one order and empties the cart of them', async () => {
    addToCart('mirei', HOODIE, 'o1', 2, 2);
    addToCart('mirei', PACK, null, 1);
    addToCart('mirei', TICKET, null, 1);
    const { environment, router } = await renderApp('/club/mirei/store/cart/checkout', { locale: 'en', viewer: signedInViewer });
    await resolveOperation(environment, 'CartCheckoutPageQuery', {
      data: {
        nodes: [cartProduct(HOODIE), pack, ticket],
        viewer: { id: signedInViewer.id, name: 'Kim Minji', phone: '01012345678', email: 'minji@example.com' },
        paymentCards: [{ id: CARD_ID, brand: 'VISA', last4: '4242' }],
      },
    });
    expect(await screen.findByText('Good-night voice pack', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('1 item that can’t be bought right now stays in your cart.')).toBeTruthy();
    // 2 × 59,000 + 8,000 + 3,000 shipping.
    expect(screen.getByTestId('checkout-total').textContent).toBe('₩129,000');
    fireEvent.change(screen.getByLabelText('Postal code'), { target: { value: '04524' } });
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: '1 Sejong-daero, Jung-gu, Seoul' } });
    fireEvent.click(screen.getByLabelText('I have checked the order details and agree to the payment terms.'));
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₩129,000' }));
    const mutation = await resolveOperation(environment, 'useCheckoutStoreMutation', {
      data: { checkoutStore: { __typename: 'CheckoutStoreSuccess', payment: { id: PAYMENT_ID, status: 'PAID' } } },
    });
    expect(mutation.request.variables.input.lines).toEqual([
      { productId: HOODIE, optionId: 'o1', quantity: 2 },
      { productId: PACK, optionId: null, quantity: 1 },
    ]);
    expect(mutation.request.variables.input.expectedAmount).toBe(129_000);
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/success'));
    // The sold-out ticket stays for later.
    expect(cartLines('mirei')).toEqual([{ productId: TICKET, optionId: null, quantity: 1 }]);
  }, 30_000);

  it('marks the line the server refused', async () => {
    addToCart('mirei', PACK, null, 1);
    addToCart('mirei', HOODIE, 'o1', 1, 2);
    const { environment } = await renderApp('/club/mirei/store/cart/checkout', { locale: 'en', viewer: signedInViewer });
    await resolveOperation(environment, 'CartCheckoutPageQuery', {
      data: {
        nodes: [pack, cartProduct(HOODIE)],
        viewer: { id: signedInViewer.id, name: 'Kim Minji', phone: '01012345678', email: 'minji@example.com' },
        paymentCards: [{ id: CARD_ID, brand: 'VISA', last4: '4242' }],
      },
    });
    await screen.findByText('Good-night voice pack', {}, { timeout: 15_000 });
    fireEvent.change(screen.getByLabelText('Postal code'), { target: { value: '04524' } });
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: '1 Sejong-daero' } });
    fireEvent.click(screen.getByLabelText('I have checked the order details and agree to the payment terms.'));
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₩70,000' }));
    await resolveOperation(environment, 'useCheckoutStoreMutation', {
      data: { checkoutStore: { __typename: 'ProductUnavailableError', __isError: 'ProductUnavailableError', code: 'SOLD_OUT', message: 'Sold out', field: 'lines.1' } },
    });
    const lines = screen.getAllByTestId('cart-line');
    expect(within(lines[1]).getByRole('alert').textContent).toMatch(/sold out/i);
    expect(within(lines[0]).queryByRole('alert')).toBeNull();
    expect(cartLines('mirei')).toHaveLength(2);
  }, 30_000);
});
