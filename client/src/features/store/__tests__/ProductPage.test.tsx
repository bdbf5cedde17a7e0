// The product page: options must be chosen (the spec's message), the quantity stepper respects the
// per-buyer limit, the total shows VAT and shipping, availability labels and messages follow the spec,
// the buy button opens checkout with the choice, and unknown ids are the 404 page.
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToasts } from '../../../app/toasts';
import { renderApp, signedInViewer } from '../../../test/render';
import { resolveOperation } from '../../clubs/__tests__/helpers';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => clearToasts());

function product(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Product',
    id: 'UHJvZHVjdDox',
    name: 'Stargazer hoodie',
    description: 'Heavy cotton.',
    kind: 'GOODS',
    imageUrls: ['/files/a', '/files/b'],
    price: 59_000,
    viewerPrice: 59_000,
    viewerPriceVat: 5_364,
    memberOnly: false,
    memberPrices: [],
    availability: 'ON_SALE',
    salesOpenAt: null,
    salesCloseAt: null,
    shippingFee: 3_000,
    perBuyerLimit: 2,
    options: [
      { id: 'o1', name: 'M / Navy', soldOut: false },
      { id: 'o2', name: 'L / Navy', soldOut: true },
    ],
    previewUrl: null,
    digitalFileCount: 0,
    ticket: null,
    club: { id: 'Q2x1Yjox', uri: 'mirei', name: 'Mirei’s Starlight Room', themeColor: '#8B5CF6' },
    ...overrides,
  };
}

describe('/store/{productId}', () => {
  it('asks for an option, steps the quantity up to the limit and totals with VAT and shipping', async () => {
    const { environment, router } = await renderApp('/store/UHJvZHVjdDox', { locale: 'en', viewer: signedInViewer });
    const operation = await resolveOperation(environment, 'ProductPageQuery', { data: { node: product() } });
    expect(operation.request.variables).toEqual({ productId: 'UHJvZHVjdDox' });
    // The first render also loads the page's chunk: slow on a busy machine.
    expect(await screen.findByRole('heading', { name: 'Stargazer hoodie' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getAllByText('On sale').length).toBeGreaterThan(0);

    const buy = screen.getByRole('button', { name: 'Buy now' });
    fireEvent.click(buy);
    expect((await screen.findByRole('alert')).textContent).toBe('Please select an option.');

    const select = screen.getByLabelText('Option') as HTMLSelectElement;
    expect(within(select).getByRole('option', { name: 'L / Navy (sold out)' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(select, { target: { value: 'o1' } });
    expect(screen.queryByRole('alert')).toBeNull();

    // 1 × 59,000 + 3,000 shipping; then 2 (the per-buyer limit stops the stepper).
    expect(screen.getByTestId('product-total').textContent).toBe('₩62,000');
    const more = screen.getByRole('button', { name: 'One more' });
    fireEvent.click(more);
    expect(screen.getByTestId('product-total').textContent).toBe('₩121,000');
    expect(more.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Up to 2 per person')).toBeTruthy();
    expect(screen.getByText(/VAT included \(₩11,000\)/)).toBeTruthy();

    fireEvent.click(buy);
    const checkout = await resolveOperation(environment, 'StoreCheckoutPageQuery', {
      data: { node: product(), viewer: { id: signedInViewer.id, name: null, phone: null, email: null }, paymentCards: [] },
    });
    expect(checkout.request.variables).toEqual({ productId: 'UHJvZHVjdDox' });
    expect(router.state.location.pathname).toBe('/store/UHJvZHVjdDox/checkout');
    expect(router.state.location.search).toBe('?option=o1&qty=2');
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeTruthy();
  }, 30_000);

  it('says “not open yet” with the opening time and disables buying', async () => {
    const { environment } = await renderApp('/store/UHJvZHVjdDox', { locale: 'en' });
    await resolveOperation(environment, 'ProductPageQuery', { data: { node: product({ availability: 'NOT_OPEN', salesOpenAt: '2026-12-01T01:00:00Z', options: [] }) } });
    expect(await screen.findByText(/Sales haven’t opened yet\. They open on Dec 1, 2026/)).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Not open yet' });
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  it('says “sold out” and shows a ticket’s event, venue and validity window', async () => {
    const { environment } = await renderApp('/store/UHJvZHVjdDox', { locale: 'en' });
    await resolveOperation(environment, 'ProductPageQuery', {
      data: {
        node: product({
          kind: 'TICKET',
          name: 'Starlight fan meeting',
          availability: 'SOLD_OUT',
          options: [],
          shippingFee: 0,
          ticket: {
            format: 'OFFLINE',
            eventStartsAt: '2026-12-24T05:00:00Z',
            venueName: 'Blue Square',
            venueAddress: '294 Itaewon-ro, Seoul',
            venueMapUrl: 'https://map.example/blue',
            validFrom: '10:00',
            validUntil: '17:30',
            seating: 'GENERAL',
          },
        }),
      },
    });
    expect(await screen.findByText('Sorry, this item is sold out.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sold out' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Blue Square')).toBeTruthy();
    expect(screen.getByText(/Valid on the day from 10:00 to 17:30/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open map' }).getAttribute('href')).toBe('https://map.example/blue');
  });

  it('shows the member price struck against the regular one in Korean', async () => {
    const { environment } = await renderApp('/store/UHJvZHVjdDox', { locale: 'ko' });
    await resolveOperation(environment, 'ProductPageQuery', { data: { node: product({ viewerPrice: 55_000, viewerPriceVat: 5_000, options: [] }) } });
    expect(await screen.findByText(/멤버 할인가 · 부가세 포함 \(₩5,000\)/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '구매하기' })).toBeTruthy();
  });

  it('shows the not-found page for an unknown id', async () => {
    const { environment, router } = await renderApp('/store/42', { locale: 'en' });
    await resolveOperation(environment, 'ProductPageQuery', { data: { node: null } });
    expect(await screen.findByText('앗, 페이지를 찾을 수 없어요 😢')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/store/42');
  });
});
