// After checkout: the buyer's order detail shows the state, tracking number, lines, shipping fee, VAT,
// buyer and address; the owner's order screen filters orders, checks the tracking number before sending
// markStoreOrderShipped, shows the server's field error, and refunds only after a confirmation with a reason.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToasts } from '../../../app/toasts';
import { renderApp, signedInViewer } from '../../../test/render';
import { asError, resolveOperation } from '../../clubs/__tests__/helpers';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => clearToasts());

const ORDER_ID = 'U3RvcmVPcmRlcjox';

const storeOrder = (overrides: Record<string, unknown> = {}) => ({
  id: ORDER_ID,
  orderNumber: 'OS-20261127-ABCDEF',
  title: 'Mirei’s Starlight Room · Hoodie (L)',
  amount: 62_000,
  vat: 5_636,
  shippingFee: 3_000,
  paymentStatus: 'PAID',
  createdAt: '2026-11-27T10:00:00.000Z',
  fulfilment: 'SHIPPED',
  needsShipping: true,
  carrier: 'CJ_LOGISTICS',
  carrierName: 'CJ대한통운',
  trackingNumber: '601234567890',
  shippedAt: '2026-11-28T01:00:00.000Z',
  deliveredAt: null,
  refundedAt: null,
  refundReason: null,
  refundRequested: false,
  viewerCanManage: true,
  buyer: { name: 'Kim Minji', phone: '01012345678', email: 'minji@example.com', accountDeleted: false },
  shippingAddress: { recipientName: 'Kim Minji', recipientPhone: '01012345678', postalCode: '04524', address1: '1 Sejong-daero', address2: '3F', deliveryNote: null },
  lines: [{ kind: 'GOODS', productName: 'Hoodie', optionName: 'L', unitPrice: 59_000, quantity: 1 }],
  ...overrides,
});

describe('/mypage/pay/order/{orderId}', () => {
  it('shows the state with the courier and tracking number, the lines, shipping fee, VAT, buyer and address', async () => {
    const { environment } = await renderApp(`/mypage/pay/order/${ORDER_ID}`, { locale: 'en', viewer: signedInViewer });
    const query = await resolveOperation(environment, 'StoreOrderPageQuery', {
      Node: () => ({ __typename: 'StoreOrder' }),
      StoreOrder: () => storeOrder(),
      Club: () => ({ name: 'Mirei’s Starlight Room' }),
      Payment: () => ({ id: 'p1', method: 'CARD', status: 'PAID', amount: 62_000, paidAt: '2026-11-27T10:00:00.000Z', createdAt: '2026-11-27T10:00:00.000Z' }),
    });
    expect(query.request.variables).toEqual({ orderId: ORDER_ID });
    expect((await screen.findByTestId('order-state', {}, { timeout: 15_000 })).textContent).toBe('Shipped');
    expect(screen.getByTestId('order-tracking').textContent).toBe('CJ Logistics (CJ대한통운) · tracking number 601234567890');
    expect(screen.getByText(/Hoodie \(L\) · ₩59,000 × 1/)).toBeTruthy();
    expect(screen.getByText('₩3,000')).toBeTruthy();
    expect(screen.getByText('₩5,636')).toBeTruthy();
    expect(screen.getByText('minji@example.com')).toBeTruthy();
    expect(screen.getByText(/1 Sejong-daero 3F/)).toBeTruthy();
    expect(screen.getByText('Payments')).toBeTruthy();
    expect(screen.getByText('Mirei’s Starlight Room')).toBeTruthy();
  }, 30_000);

  it('leaves out the payment attempts when the viewer manages the order but it is not theirs (order: null)', async () => {
    const { environment } = await renderApp(`/mypage/pay/order/${ORDER_ID}`, { locale: 'en', viewer: signedInViewer });
    await resolveOperation(environment, 'StoreOrderPageQuery', {
      Node: () => ({ __typename: 'StoreOrder' }),
      StoreOrder: () => storeOrder({ order: null }),
    });
    expect((await screen.findByTestId('order-state', {}, { timeout: 15_000 })).textContent).toBe('Shipped');
    expect(screen.getByText('minji@example.com')).toBeTruthy();
    expect(screen.queryByText('Payments')).toBeNull();
  }, 30_000);

  it('shows the club’s owner no empty phone or e-mail rows on a voice pack, and says why', async () => {
    const { environment } = await renderApp(`/mypage/pay/order/${ORDER_ID}`, { locale: 'en', viewer: signedInViewer });
    await resolveOperation(environment, 'StoreOrderPageQuery', {
      Node: () => ({ __typename: 'StoreOrder' }),
      StoreOrder: () =>
        storeOrder({
          order: null,
          fulfilment: 'COMPLETE',
          needsShipping: false,
          shippingFee: 0,
          carrier: null,
          carrierName: null,
          trackingNumber: null,
          shippedAt: null,
          buyer: { name: 'Kim Minji', phone: null, email: null, accountDeleted: false },
          shippingAddress: null,
          lines: [{ kind: 'DIGITAL', productName: 'Voice pack', optionName: null, unitPrice: 8_000, quantity: 1, downloads: [] }],
        }),
    });
    expect((await screen.findByTestId('order-state', {}, { timeout: 15_000 })).textContent).toBe('Paid');
    expect(screen.getByText('Kim Minji')).toBeTruthy();
    expect(screen.queryByText('Phone')).toBeNull();
    expect(screen.queryByText('E-mail')).toBeNull();
    expect(screen.queryByText('Shipping address')).toBeNull();
    expect(screen.getByTestId('buyer-privacy').textContent).toBe('The buyer’s phone and e-mail are shared only on orders with goods to ship.');
  }, 30_000);

  it('says so when the order is not the viewer’s', async () => {
    const { environment } = await renderApp(`/mypage/pay/order/${ORDER_ID}`, { locale: 'ko', viewer: signedInViewer });
    await resolveOperation(environment, 'StoreOrderPageQuery', { data: { node: null } });
    expect(await screen.findByText('주문을 찾을 수 없어요', {}, { timeout: 15_000 })).toBeTruthy();
  }, 30_000);
});

const club = (orders: Record<string, unknown>[]) => ({
  Club: () => ({ id: 'Q2x1Yjox', uri: 'mirei', name: 'Mirei’s Starlight Room', iconUrl: null, themeColor: '#8B5CF6', viewerCanEdit: true }),
  StoreOrderConnection: () => ({ totalCount: orders.length, edges: orders.map((node) => ({ node, cursor: String(node.id) })), pageInfo: { hasNextPage: false, endCursor: null } }),
});

describe('/club/{uri}/setting/orders', () => {
  it('lists orders to ship, checks the tracking number, sends the shipment and shows the server’s field error', async () => {
    const { environment } = await renderApp('/club/mirei/setting/orders', { locale: 'en', viewer: signedInViewer });
    const query = await resolveOperation(environment, 'ManageOrdersPageQuery', club([storeOrder({ fulfilment: 'PREPARING', carrier: null, carrierName: null, trackingNumber: null })]));
    expect(query.request.variables).toEqual({ clubUri: 'mirei', filter: 'TO_SHIP', count: 20 });
    const row = await screen.findByTestId('managed-order', {}, { timeout: 15_000 });
    expect(within(row).getByText('Preparing')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: 'Ship' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Tracking number'), { target: { value: '12-34' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));
    expect(await within(dialog).findByText('A tracking number is 8 to 20 letters and digits.')).toBeTruthy();
    expect(environment.mock.getAllOperations().some((op) => op.request.node.params.name === 'useMarkStoreOrderShippedMutation')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Courier'), { target: { value: 'HANJIN' } });
    fireEvent.change(within(dialog).getByLabelText('Tracking number'), { target: { value: '5012 3456 7890' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));
    const mutation = await resolveOperation(environment, 'useMarkStoreOrderShippedMutation', {
      data: { markStoreOrderShipped: asError({ __typename: 'TrackingNumberInvalidError', code: 'TRACKING_NUMBER_INVALID', message: 'bad', field: 'trackingNumber' }) },
    });
    expect(mutation.request.variables.input).toEqual({ orderId: ORDER_ID, carrier: 'HANJIN', carrierName: null, trackingNumber: '5012 3456 7890' });
    expect(await within(dialog).findByText('A tracking number is 8 to 20 letters and digits.')).toBeTruthy();
  }, 30_000);

  it('tells the owner when the buyer deleted their account, and that the address goes once the order ships', async () => {
    const { environment } = await renderApp('/club/mirei/setting/orders', { locale: 'ko', viewer: signedInViewer });
    await resolveOperation(
      environment,
      'ManageOrdersPageQuery',
      club([
        storeOrder({ fulfilment: 'PREPARING', carrier: null, carrierName: null, trackingNumber: null, buyer: { name: '탈퇴한 사용자', phone: null, email: null, accountDeleted: true } }),
        storeOrder({ id: 'U3RvcmVPcmRlcjoy', fulfilment: 'COMPLETE', needsShipping: false, buyer: { name: '탈퇴한 사용자', phone: null, email: null, accountDeleted: true }, shippingAddress: null }),
      ]),
    );
    const [toShip, pack] = await screen.findAllByTestId('managed-order', {}, { timeout: 15_000 });
    expect(within(toShip).getByText('탈퇴한 사용자')).toBeTruthy();
    expect(within(toShip).getByText(/1 Sejong-daero 3F/)).toBeTruthy();
    expect(within(toShip).getByTestId('buyer-deleted').textContent).toBe('탈퇴한 구매자예요. 배송지는 이 주문을 발송할 때까지만 클럽에 보여요.');
    expect(within(pack).getByTestId('buyer-deleted').textContent).toBe('탈퇴한 구매자예요. 연락처는 더 이상 클럽에 공개되지 않아요.');
  }, 30_000);

  it('refunds only after a confirmation with a reason, and the returned order updates its row', async () => {
    const { environment } = await renderApp('/club/mirei/setting/orders?filter=all', { locale: 'en', viewer: signedInViewer });
    const query = await resolveOperation(environment, 'ManageOrdersPageQuery', club([storeOrder({ fulfilment: 'DELIVERED' })]));
    expect(query.request.variables.filter).toBe('ALL');
    const row = await screen.findByTestId('managed-order', {}, { timeout: 15_000 });
    fireEvent.click(within(row).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/₩62,000 goes back to the buyer/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason (the buyer sees it)'), { target: { value: 'Damaged in transit' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    const mutation = await resolveOperation(environment, 'useRefundStoreOrderMutation', {
      data: { refundStoreOrder: { __typename: 'RefundStoreOrderSuccess', storeOrder: storeOrder({ fulfilment: 'REFUNDED', refundReason: 'Damaged in transit', refundedAt: '2026-11-29T00:00:00.000Z' }) } },
    });
    expect(mutation.request.variables.input).toEqual({ orderId: ORDER_ID, reason: 'Damaged in transit' });
    await waitFor(() => expect(within(screen.getByTestId('managed-order')).getByText('Refunded')).toBeTruthy());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  }, 30_000);
});

describe('/mypage/downloads', () => {
  it('lists digital purchases with a download link per file', async () => {
    const { environment } = await renderApp('/mypage/downloads', { locale: 'en', viewer: signedInViewer });
    await resolveOperation(environment, 'MyDownloadsPageQuery', {
      StoreOrder: () => ({ id: ORDER_ID, title: 'Mirei’s Starlight Room · Voice pack', createdAt: '2026-11-27T10:00:00.000Z' }),
      Club: () => ({ name: 'Mirei’s Starlight Room' }),
      StoreOrderLine: () => ({ kind: 'DIGITAL', productName: 'Voice pack' }),
      DigitalDownload: () => ({ fileName: 'voice-01.mp3', size: 3_400_000, url: '/downloads/o/f?exp=1&sig=s' }),
    });
    const link = await screen.findByRole('link', { name: 'Download voice-01.mp3' }, { timeout: 15_000 });
    expect(link.getAttribute('href')).toBe('/downloads/o/f?exp=1&sig=s');
    expect(link.textContent).toContain('3.2 MB');
  }, 30_000);
});
