// A suspension moves no money the suspended account cannot stop or serve (docs/domain-rules.md 5.9). A
// suspended fan cannot cancel (every request of theirs is refused), and a suspended creator cannot ship,
// refund or withdraw, so: the card subscriptions that would renew while it lasts (every one, for good), the
// fan's own and the creator's subscribers', are cancelled at their period end; the renewal job charges
// nobody while it holds; and the creator's club sells no plan or product until it is lifted. Before this,
// a fan suspended for good was charged every month, and a creator suspended for good kept selling goods
// nobody would ship, into earnings nobody could withdraw.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { addDays } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { community, gql, type Person } from '../../comments/__tests__/community-helpers.ts';
import { liftExpiredSuspensions } from '../../moderation/moderation.service.ts';
import { BUYER, checkoutWith, registerCard } from '../../payments/__tests__/payment-helpers.ts';
import { createProduct } from '../../store/__tests__/store-helpers.ts';
import { renewDueSubscriptions } from '../lifecycle.service.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => app?.close());

const gid = encodeGlobalID;
const SUBSCRIBE = `mutation ($input: SubscribeToPlanInput!) { subscribeToPlan(input: $input) {
  __typename ... on SubscribeToPlanSuccess { payment { id status } } ... on Error { code } } }`;
const CHECKOUT = `mutation ($input: CheckoutStoreInput!) { checkoutStore(input: $input) { __typename ... on Error { code } } }`;
const SUSPEND = `mutation ($input: SuspendUserInput!) { suspendUser(input: $input) { __typename ... on Error { code } } }`;
const LIFT = `mutation ($input: LiftSuspensionInput!) { liftSuspension(input: $input) { __typename ... on Error { code } } }`;
const ADDRESS = { recipientName: 'Kim Minji', recipientPhone: '01012345678', postalCode: '04524', address1: '1 Sejong-daero, Jung-gu, Seoul' };

type Community = Awaited<ReturnType<typeof community>>;

/** Suspends `userId` for `days` (null: for good). */
async function suspend(c: Community, userId: string, days: number | null) {
  const body = await gql(app, c.admin, SUSPEND, { input: { userId: gid('User', userId), reason: 'Fraud', days } });
  expect(body.data?.suspendUser.__typename).toBe('SuspendUserSuccess');
}

/** `who` subscribes to the club's plan by card; returns the subscription. */
async function cardSubscription(c: Community, who: Person) {
  const plan = await db().plan.findFirstOrThrow({ where: { clubId: c.club.id } });
  const card = await registerCard(app, who);
  await checkoutWith(app, SUBSCRIBE, who, { planId: gid('Plan', plan.id), method: 'CARD', cardId: card.id });
  return db().subscription.findFirstOrThrow({ where: { userId: who.id, clubId: c.club.id } });
}

/** What a new fan's card checkout of the club's plan and of a product answers. */
async function newSales(c: Community, productId: string) {
  const plan = await db().plan.findFirstOrThrow({ where: { clubId: c.club.id } });
  const card = await registerCard(app, c.member);
  const input = { buyer: BUYER, agreeToOrderTerms: true, method: 'CARD', cardId: card.id };
  const subscribe = await gql(app, c.member, SUBSCRIBE, { input: { ...input, planId: gid('Plan', plan.id) } });
  const checkout = await gql(app, c.member, CHECKOUT, {
    input: { ...input, lines: [{ productId: gid('Product', productId), quantity: 1 }], shippingAddress: ADDRESS },
  });
  const answer = (result: { __typename: string; code?: string }) => result.code ?? result.__typename;
  return { plan: answer(subscribe.data!.subscribeToPlan), product: answer(checkout.data!.checkoutStore) };
}

const renewalPayments = (subscriptionId: string) => db().payment.count({ where: { idempotencyKey: { startsWith: `renewal:${subscriptionId}:` } } });
const afterPeriod = (sub: { currentPeriodEnd: Date }) => new Date(sub.currentPeriodEnd.getTime() + 60_000);

describe('a suspended fan', () => {
  it('for good: their card subscription is cancelled at its period end and never charged again', async () => {
    const c = await community();
    const sub = await cardSubscription(c, c.user);
    await suspend(c, c.user.id, null);

    // The benefits last to the period end, as after a cancellation by the fan.
    expect(await db().subscription.findUniqueOrThrow({ where: { id: sub.id } })).toMatchObject({ status: 'CANCELED', currentPeriodEnd: sub.currentPeriodEnd });
    await renewDueSubscriptions(afterPeriod(sub));
    expect(await renewalPayments(sub.id)).toBe(0);
  });

  it('for some days: what renews after it is kept, and the renewal job waits until it is lifted', async () => {
    const c = await community();
    const sub = await cardSubscription(c, c.user);
    await suspend(c, c.user.id, 1);
    expect(await db().subscription.findUniqueOrThrow({ where: { id: sub.id } })).toMatchObject({ status: 'ACTIVE' });

    // The job ran late: the suspension's time is up, but nothing lifted it yet.
    await renewDueSubscriptions(afterPeriod(sub));
    expect(await renewalPayments(sub.id)).toBe(0);
    await liftExpiredSuspensions(afterPeriod(sub), 500, c.user.id);
    await renewDueSubscriptions(afterPeriod(sub));
    expect(await renewalPayments(sub.id)).toBe(1);
  });

  it('for longer than the period: the subscription is cancelled at its period end', async () => {
    const c = await community();
    const sub = await cardSubscription(c, c.user);
    await suspend(c, c.user.id, 60);
    expect(await db().subscription.findUniqueOrThrow({ where: { id: sub.id } })).toMatchObject({ status: 'CANCELED' });
  });
});

describe('a suspended creator', () => {
  it('for good: their club sells nothing, and their subscribers are not charged again', async () => {
    const c = await community();
    const product = await createProduct({ clubId: c.club.id, name: 'Hoodie', price: 30_000, stock: 5 });
    const sub = await cardSubscription(c, c.user);
    await suspend(c, c.owner.id, null);

    expect(await newSales(c, product.id)).toEqual({ plan: 'PLAN_UNAVAILABLE', product: 'SALES_ENDED' });
    expect(await db().payment.count({ where: { order: { userId: c.member.id } } })).toBe(0);
    expect(await db().subscription.findUniqueOrThrow({ where: { id: sub.id } })).toMatchObject({ status: 'CANCELED' });
    await renewDueSubscriptions(afterPeriod(sub));
    expect(await renewalPayments(sub.id)).toBe(0);
  });

  it('for some days: their club sells again once it is lifted, and renewals wait for that', async () => {
    const c = await community();
    const product = await createProduct({ clubId: c.club.id, name: 'Hoodie', price: 30_000, stock: 5 });
    const sub = await cardSubscription(c, c.user);
    await suspend(c, c.owner.id, 7);

    const now = new Date();
    expect(await newSales(c, product.id)).toEqual({ plan: 'PLAN_UNAVAILABLE', product: 'SALES_ENDED' });
    // The subscription renews after the suspension ends: kept, but not charged while it holds.
    expect(sub.currentPeriodEnd.getTime()).toBeGreaterThan(addDays(now, 7).getTime());
    expect(await db().subscription.findUniqueOrThrow({ where: { id: sub.id } })).toMatchObject({ status: 'ACTIVE' });
    await renewDueSubscriptions(afterPeriod(sub));
    expect(await renewalPayments(sub.id)).toBe(0);

    const lifted = await gql(app, c.admin, LIFT, { input: { userId: gid('User', c.owner.id) } });
    expect(lifted.data?.liftSuspension.__typename).toBe('LiftSuspensionSuccess');
    expect(await newSales(c, product.id)).toEqual({ plan: 'SubscribeToPlanSuccess', product: 'CheckoutStoreSuccess' });
    await renewDueSubscriptions(afterPeriod(sub));
    expect(await renewalPayments(sub.id)).toBe(1);
  });
});
