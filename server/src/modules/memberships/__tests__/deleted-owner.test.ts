// A creator who deletes their account closes their clubs' sales with it: plans are archived, running
// subscriptions stop renewing (fans keep the period they paid for), products come off sale, nothing can be
// bought, resumed or extended there any more, and a deposit still on its way is refunded instead of
// starting a subscription. Before this, the deleted creator's club kept selling and renewing, and the money
// went to an account nobody could withdraw from.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { community, gql, type Person } from '../../comments/__tests__/community-helpers.ts';
import { checkoutWith, registerCard, testGateway } from '../../payments/__tests__/payment-helpers.ts';
import { applyGatewayPayment } from '../../payments/payments.service.ts';
import { createProduct } from '../../store/__tests__/store-helpers.ts';
import { renewDueSubscriptions } from '../lifecycle.service.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => app?.close());

const DELETE = `mutation ($input: DeleteAccountInput!) { deleteAccount(input: $input) { __typename ... on Error { code } } }`;
const SUBSCRIBE = `mutation ($input: SubscribeToPlanInput!) { subscribeToPlan(input: $input) {
  __typename ... on SubscribeToPlanSuccess { payment { id status virtualAccount { accountNumber } } } ... on Error { code } } }`;
const RESUBSCRIBE = `mutation ($input: ResubscribeInput!) { resubscribe(input: $input) { __typename ... on Error { code } } }`;
const RENEW_DEPOSIT = `mutation ($input: RenewDepositSubscriptionInput!) { renewDepositSubscription(input: $input) { __typename ... on Error { code } } }`;

const outcome = async (who: Person, query: string, input: Record<string, unknown>) => {
  const body = await gql(app, who, query, { input });
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  const result = Object.values(body.data!)[0] as { __typename: string; code?: string };
  return result.code ?? result.__typename;
};

describe('a club whose creator deleted their account', () => {
  it('sells nothing more, stops renewing, and refunds a deposit that arrives afterwards', async () => {
    const c = await community();
    const plan = await db().plan.findFirstOrThrow({ where: { clubId: c.club.id } });
    const product = await createProduct({ clubId: c.club.id, name: 'Acrylic stand', price: 15_000, stock: 10 });
    const planId = encodeGlobalID('Plan', plan.id);
    // A fan's deposit is on its way when the creator leaves.
    const waiting = await checkoutWith(app, SUBSCRIBE, c.user, { planId, method: 'VIRTUAL_ACCOUNT', months: 1 });
    expect(waiting.payment.status).toBe('WAITING_FOR_DEPOSIT');
    // A prepaid deposit subscriber, too.
    const depositor = c.member;
    const prepaid = await db().subscription.create({
      data: { clubId: c.club.id, planId: plan.id, userId: depositor.id, method: 'VIRTUAL_ACCOUNT', currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000) },
    });

    expect(await outcome(c.owner, DELETE, { confirmation: 'DELETE' })).toBe('DeleteAccountSuccess');

    expect((await db().plan.findUniqueOrThrow({ where: { id: plan.id } })).archivedAt).not.toBeNull();
    expect(await db().product.findUniqueOrThrow({ where: { id: product.id } })).toMatchObject({ status: 'ARCHIVED' });
    // The subscriber keeps the period they paid for, without renewing.
    const sub = await db().subscription.findFirstOrThrow({ where: { clubId: c.club.id, userId: c.subscriber.id } });
    expect(sub).toMatchObject({ status: 'CANCELED' });
    expect(sub.currentPeriodEnd.getTime()).toBeGreaterThan(Date.now());

    // Nothing can be bought, resumed or extended.
    const card = await registerCard(app, c.admin);
    expect(await outcome(c.admin, SUBSCRIBE, { planId, method: 'CARD', cardId: card.id, buyer: { name: 'Kim', phone: '01012345678', email: 'kim@example.com' }, agreeToOrderTerms: true })).toBe(
      'PLAN_UNAVAILABLE',
    );
    expect(await outcome(c.subscriber, RESUBSCRIBE, { subscriptionId: encodeGlobalID('PlanSubscription', sub.id) })).toBe('PLAN_UNAVAILABLE');
    expect(await outcome(depositor, RENEW_DEPOSIT, { subscriptionId: encodeGlobalID('PlanSubscription', prepaid.id), months: 1 })).toBe('PLAN_UNAVAILABLE');

    // The deposit that arrives now buys nothing and is refunded (a deposit waits for the fan's account).
    const remote = await testGateway().deposit(waiting.payment.virtualAccount.accountNumber);
    await applyGatewayPayment(remote!, null);
    const paid = await db().payment.findUniqueOrThrow({ where: { id: Buffer.from(waiting.payment.id, 'base64').toString().split(':')[1] } });
    expect(paid.refundAccountRequestedAt).not.toBeNull();
    expect(await db().subscription.count({ where: { clubId: c.club.id, userId: c.user.id } })).toBe(0);

    // At the period end nothing is charged.
    await renewDueSubscriptions(new Date(sub.currentPeriodEnd.getTime() + 60_000));
    expect(await db().payment.count({ where: { order: { clubId: c.club.id, userId: c.subscriber.id } } })).toBe(0);
  });
});
