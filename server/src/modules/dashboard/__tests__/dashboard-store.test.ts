// The dashboard follows the store and members through the real mutations: a paid goods order is an order
// to ship (live event, figure, owner notice), shipping it takes it off, and a member leaving is pushed too.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { community, type Data, gql, subscribe, warmUp, wsClient } from '../../comments/__tests__/community-helpers.ts';
import { until } from '../../../testing/waiting.ts';
import { BUYER, registerCard } from '../../payments/__tests__/payment-helpers.ts';
import { createProduct } from '../../store/__tests__/store-helpers.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => app?.close());

const ADDRESS = { recipientName: 'Kim Minji', recipientPhone: '01012345678', postalCode: '04524', address1: '1 Sejong-daero, Jung-gu, Seoul' };
const CHECKOUT = `mutation ($input: CheckoutStoreInput!) { checkoutStore(input: $input) { __typename
  ... on CheckoutStoreSuccess { payment { storeOrder { id fulfilment } } } ... on Error { code message } } }`;
const SHIP = `mutation ($input: MarkStoreOrderShippedInput!) { markStoreOrderShipped(input: $input) { __typename } }`;
const LEAVE = `mutation ($input: LeaveClubInput!) { leaveClub(input: $input) { __typename } }`;
const TO_SHIP = `{ viewer { creatorDashboard { ordersToShip today { gross } } } }`;

describe('dashboard and the store', () => {
  it('counts a paid goods order to ship, pushes it live, tells the owner, and takes it off once shipped', async () => {
    const w = await community();
    const hoodie = await createProduct({ clubId: w.club.id, name: 'Hoodie', price: 59_000, shippingFee: 3000, options: [{ name: 'M', stock: 5 }] });
    const [m] = await db().productOption.findMany({ where: { productId: hoodie.id } });
    const client = wsClient(app, w.owner);
    const events = subscribe<{ creatorDashboardChanged: Data }>(client, 'subscription { creatorDashboardChanged { kind } }');
    await warmUp(events, () => app.pubsub.publish('owner:dashboardChanged', w.owner.id, { clubId: w.club.id, kind: 'WARM_UP' }), (e) => e.creatorDashboardChanged.kind === 'WARM_UP');

    const card = await registerCard(app, w.member);
    const bought = await gql(app, w.member, CHECKOUT, {
      input: { buyer: BUYER, agreeToOrderTerms: true, lines: [{ productId: encodeGlobalID('Product', hoodie.id), optionId: m.id, quantity: 1 }], method: 'CARD', cardId: card.id, shippingAddress: ADDRESS },
    });
    expect(bought.data?.checkoutStore.__typename, JSON.stringify(bought)).toBe('CheckoutStoreSuccess');
    const orderId = bought.data!.checkoutStore.payment.storeOrder.id;
    await until(async () => events.events.length, (n) => n >= 2);
    expect(new Set(events.events.map((e) => e.creatorDashboardChanged.kind))).toEqual(new Set(['PAYMENT_PAID', 'ORDER_TO_SHIP']));
    expect((await gql(app, w.owner, TO_SHIP)).data!.viewer.creatorDashboard).toEqual({ ordersToShip: 1, today: { gross: 62_000 } });
    const notices = await until(() => db().notification.findMany({ where: { recipientId: w.owner.id } }), (n) => n.length >= 2);
    expect(notices.map((n) => n.kind).sort()).toEqual(['CLUB_ORDER_TO_SHIP', 'CLUB_PAYMENT_RECEIVED']);
    expect(notices.find((n) => n.kind === 'CLUB_PAYMENT_RECEIVED')).toMatchObject({ amount: 62_000, orderTitle: expect.stringContaining('Hoodie') });

    expect((await gql(app, w.owner, SHIP, { input: { orderId, carrier: 'CJ_LOGISTICS', trackingNumber: '123456789012' } })).data!.markStoreOrderShipped.__typename).toBe('MarkStoreOrderShippedSuccess');
    await until(async () => events.events.length, (n) => n >= 3);
    expect(events.events[2].creatorDashboardChanged.kind).toBe('ORDER_SHIPPED');
    expect((await gql(app, w.owner, TO_SHIP)).data!.viewer.creatorDashboard.ordersToShip).toBe(0);

    expect((await gql(app, w.member, LEAVE, { input: { clubId: encodeGlobalID('Club', w.club.id) } })).data!.leaveClub.__typename).toBe('LeaveClubSuccess');
    await until(async () => events.events.length, (n) => n >= 4);
    expect(events.events[3].creatorDashboardChanged.kind).toBe('MEMBER_LEFT');
    events.dispose();
    await client.dispose();
  });
});
