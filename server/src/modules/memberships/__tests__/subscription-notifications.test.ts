// The fan hears of each step of their subscription in the app (DESIGN 5.8: payment results, renewals,
// expiries): a start, a renewal, each failed renewal with its reason and next attempt, the expiry that
// follows the last one, and a deposit term's coming end, each with the facts of that moment and only to
// the fan; and the lifecycle e-mails come in the language of the fan's last sign-in. Against a real app, PostgreSQL and the built-in test gateway, on an injected clock.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { addDays } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { community, type Data, gql, type Person } from '../../comments/__tests__/community-helpers.ts';
import { TEST_CARDS } from '../../payments/test-gateway.ts';
import { until } from '../../../testing/waiting.ts';
import { checkoutWith, registerCard, testGateway } from '../../payments/__tests__/payment-helpers.ts';
import { createSession } from '../../accounts/sessions.service.ts';
import { renewDueSubscriptions, sendDepositReminders } from '../lifecycle.service.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => app?.close());

const gid = encodeGlobalID;
const SUBSCRIBE = `mutation ($input: SubscribeToPlanInput!) { subscribeToPlan(input: $input) {
  __typename ... on SubscribeToPlanSuccess { payment { id status virtualAccount { accountNumber } } } ... on Error { code message } } }`;
const UPDATE_CARD = `mutation ($input: UpdateSubscriptionCardInput!) { updateSubscriptionCard(input: $input) { __typename ... on Error { code } } }`;
const NOTIFICATIONS = `{ unreadNotificationCount notifications(first: 20) { totalCount edges { node {
  kind planName amount reason dueAt isRead club { name } subscription { id plan { name } } } } } }`;

async function run(who: Person, query: string, variables: Data = {}) {
  const body = await gql(app, who, query, variables);
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}

type Notice = { kind: string; planName: string | null; amount: number | null; reason: string | null; dueAt: string | null; club: { name: string }; subscription: { id: string; plan: { name: string } } | null };
async function noticesOf(who: Person): Promise<Notice[]> {
  const data = await run(who, NOTIFICATIONS);
  return (data.notifications as { edges: { node: Notice }[] }).edges.map((e) => e.node);
}

async function world() {
  const w = await community();
  const platinum = await db().plan.create({ data: { clubId: w.club.id, name: 'Platinum', monthlyPrice: 9900, benefits: ['Voice diary'], level: 2 } });
  return { ...w, platinum };
}

describe('subscription notifications', () => {
  it('tell a card subscriber of the start, a renewal, each failed retry and the expiry, with their facts; nobody else', async () => {
    const w = await world();
    const card = await registerCard(app, w.user);
    await checkoutWith(app, SUBSCRIBE, w.user, { planId: gid('Plan', w.platinum.id), method: 'CARD', cardId: card.id });
    const sub = await db().subscription.findFirstOrThrow({ where: { userId: w.user.id, clubId: w.club.id } });
    const subGid = gid('PlanSubscription', sub.id);

    let notices = await noticesOf(w.user);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      kind: 'SUBSCRIPTION_STARTED',
      planName: 'Platinum',
      amount: 9900,
      reason: null,
      dueAt: sub.currentPeriodEnd.toISOString(),
      club: { name: w.club.name },
      subscription: { id: subGid, plan: { name: 'Platinum' } },
    });

    // A renewal on the day.
    const firstEnd = sub.currentPeriodEnd;
    await renewDueSubscriptions(firstEnd);
    const renewed = await db().subscription.findUniqueOrThrow({ where: { id: sub.id } });
    notices = await noticesOf(w.user);
    expect(notices[0]).toMatchObject({ kind: 'SUBSCRIPTION_RENEWED', amount: 9900, dueAt: renewed.currentPeriodEnd.toISOString() });

    // Then a card without funds: three failures, each with the next attempt, then the expiry.
    const poor = await registerCard(app, w.user, TEST_CARDS.INSUFFICIENT_FUNDS);
    expect((await run(w.user, UPDATE_CARD, { input: { subscriptionId: subGid, cardId: poor.id } })).updateSubscriptionCard.__typename).toBe('UpdateSubscriptionCardSuccess');
    const end = renewed.currentPeriodEnd;
    for (const [at, next] of [
      [0, 1],
      [1, 3],
      [3, 7],
    ] as const) {
      await renewDueSubscriptions(addDays(end, at));
      const [latest] = await noticesOf(w.user);
      expect(latest).toMatchObject({ kind: 'SUBSCRIPTION_RENEWAL_FAILED', amount: 9900, reason: 'Insufficient funds.', dueAt: addDays(end, next).toISOString() });
    }
    await renewDueSubscriptions(addDays(end, 7));
    notices = await noticesOf(w.user);
    expect(notices[0]).toMatchObject({ kind: 'SUBSCRIPTION_EXPIRED', reason: 'Insufficient funds.', amount: null, subscription: { id: subGid } });
    expect(notices.map((n) => n.kind)).toEqual([
      'SUBSCRIPTION_EXPIRED',
      'SUBSCRIPTION_RENEWAL_FAILED',
      'SUBSCRIPTION_RENEWAL_FAILED',
      'SUBSCRIPTION_RENEWAL_FAILED',
      'SUBSCRIPTION_RENEWED',
      'SUBSCRIPTION_STARTED',
    ]);
    expect((await run(w.user, NOTIFICATIONS)).unreadNotificationCount).toBe(6);

    // Other members hear nothing of the fan's money (the club's other subscriber, whose seeded subscription
    // has no card, hears only of their own); the club owner hears only their creator news (a new subscriber,
    // payments received), never the fan's own notices.
    expect((await noticesOf(w.owner)).every((n: { kind: string }) => n.kind.startsWith('CLUB_'))).toBe(true);
    expect(await noticesOf(w.member)).toEqual([]);
    const others = await noticesOf(w.subscriber);
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((n) => n.subscription && n.subscription.id !== subGid)).toBe(true);
  });

  it('tell a deposit subscriber that the deposit arrived and, once, that the term ends soon', async () => {
    const w = await world();
    const result = await checkoutWith(app, SUBSCRIBE, w.user, { planId: gid('Plan', w.platinum.id), method: 'VIRTUAL_ACCOUNT', months: 3 });
    expect(await noticesOf(w.user)).toEqual([]);
    await testGateway().deposit(result.payment.virtualAccount.accountNumber);
    const started = await until(
      () => noticesOf(w.user),
      (found) => found.length > 0,
    );
    expect(started[0]).toMatchObject({ kind: 'SUBSCRIPTION_STARTED', amount: 29700 });
    const sub = await db().subscription.findFirstOrThrow({ where: { userId: w.user.id, clubId: w.club.id } });

    await sendDepositReminders(addDays(sub.currentPeriodEnd, -7));
    await sendDepositReminders(addDays(sub.currentPeriodEnd, -6));
    const notices = await noticesOf(w.user);
    expect(notices.map((n) => n.kind)).toEqual(['SUBSCRIPTION_ENDING', 'SUBSCRIPTION_STARTED']);
    expect(notices[0]).toMatchObject({ dueAt: sub.currentPeriodEnd.toISOString(), subscription: { plan: { name: 'Platinum' } } });
  });

  it('e-mail the fan in the language of their last sign-in', async () => {
    const w = await world();
    const card = await registerCard(app, w.user);
    await checkoutWith(app, SUBSCRIBE, w.user, { planId: gid('Plan', w.platinum.id), method: 'CARD', cardId: card.id });
    const sub = await db().subscription.findFirstOrThrow({ where: { userId: w.user.id, clubId: w.club.id } });
    // Signing in from a Korean browser sets the account's e-mail language.
    await createSession(w.user.id, { locales: ['ko-KR', 'ko', 'en-US'] });
    expect((await db().user.findUniqueOrThrow({ where: { id: w.user.id } })).locale).toBe('ko');

    await renewDueSubscriptions(sub.currentPeriodEnd);
    const [mail] = await until(
      () => db().mailMessage.findMany({ where: { to: w.user.email, subject: { contains: '갱신됐어요' } } }),
      (found) => found.length > 0,
    );
    expect(mail.subject).toBe(`${w.club.name}의 Platinum 구독이 갱신됐어요`);
    expect(mail.text).toContain('₩9,900');
    expect(mail.text).toContain('다음 결제일은');
    expect(mail.text).toContain('/mypage/pay/subscription');

    // A later sign-in from a Spanish browser switches it; an unknown language falls back to English.
    await createSession(w.user.id, { locales: ['es-MX'] });
    expect((await db().user.findUniqueOrThrow({ where: { id: w.user.id } })).locale).toBe('es');
    await createSession(w.user.id, { locales: ['fr-FR'] });
    expect((await db().user.findUniqueOrThrow({ where: { id: w.user.id } })).locale).toBe('en');
  });
});
