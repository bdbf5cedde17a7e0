// A card renewal that is charged but cannot be fulfilled is refunded, and it must not leave its subscription
// ACTIVE and due for ever (audit 1, M1). Left so, every run of the job met the same attempt's idempotency key,
// counted it skipped and charged nothing: the fan kept the benefits without paying, and 50 such rows at
// the head of the due queue (LIFECYCLE_BATCH) stopped every other renewal on the platform. A renewal
// refused for a reason that will not go away (a ban, a deleted account) ends the subscription in the
// payment's transaction; any other attempt settled without renewing the period counts as failed (dunning).
import { addDays, addMinutes, addMonths } from 'date-fns';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { createUser } from '../../../testing/fixtures.ts';
import { until } from '../../../testing/waiting.ts';
import { community, person } from '../../comments/__tests__/community-helpers.ts';
import { BUYER, rawId, registerCard } from '../../payments/__tests__/payment-helpers.ts';
import { LIFECYCLE_BATCH, renewalKey, renewDueSubscriptions, runLifecycle } from '../lifecycle.service.ts';
import { subscribeToPlan } from '../membership-orders.ts';
import { liveSubscriptionOf } from '../memberships.service.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => app?.close());

describe('a card renewal that is charged and then refunded', () => {
  it('of a banned fan ends the subscription: not charged again, not live for ever', async () => {
    // The state a ban racing a checkout could leave: a banned fan with an ACTIVE card subscription.
    const w = await community();
    const gold = await db().plan.findFirstOrThrow({ where: { clubId: w.club.id, name: 'Gold' } });
    const card = await registerCard(app, w.user);
    await subscribeToPlan({ id: w.user.id, role: 'USER' }, { planId: gold.id, method: 'CARD', cardId: rawId(card.id), buyer: BUYER, agreed: true });
    const sub = await db().subscription.findFirstOrThrow({ where: { userId: w.user.id, clubId: w.club.id } });
    await db().clubBan.create({ data: { clubId: w.club.id, userId: w.user.id, bannedById: w.owner.id } });

    await renewDueSubscriptions(addMinutes(sub.currentPeriodEnd, 1));
    const renewal = await db().payment.findFirstOrThrow({ where: { idempotencyKey: { startsWith: `renewal:${sub.id}:` } } });
    await until(() => db().payment.findUniqueOrThrow({ where: { id: renewal.id } }), (p) => p.status === 'REFUNDED');
    expect(await db().subscription.findUniqueOrThrow({ where: { id: sub.id } })).toMatchObject({ status: 'CANCELED', nextRenewalAttemptAt: null });

    // A week and two months later, the job has run many times.
    await runLifecycle(addDays(sub.currentPeriodEnd, 8));
    const later = addMonths(sub.currentPeriodEnd, 2);
    await runLifecycle(later);
    expect(await db().subscription.findUniqueOrThrow({ where: { id: sub.id } })).toMatchObject({ status: 'EXPIRED' });
    expect(await liveSubscriptionOf(w.user.id, w.club.id, later)).toBeNull();
    expect(await db().payment.count({ where: { idempotencyKey: { startsWith: `renewal:${sub.id}:` } } })).toBe(1);
  });

  it(`${LIFECYCLE_BATCH} subscriptions whose attempt was settled without renewing do not stop every other renewal`, async () => {
    const w = await community();
    const gold = await db().plan.findFirstOrThrow({ where: { clubId: w.club.id, name: 'Gold' } });
    const old = new Date('2031-01-01T00:00:00.000Z');
    const periodEnd = addMonths(old, 1);
    // Each one's first attempt was charged and refunded (whatever refused it), yet it is still ACTIVE and due.
    const stuck: string[] = [];
    for (let i = 0; i < LIFECYCLE_BATCH; i++) {
      const fan = await createUser();
      const card = await db().paymentCard.create({ data: { userId: fan.id, gateway: 'test', billingKey: `stuck-${crypto.randomUUID()}`, brand: 'VISA', last4: '4242' } });
      const sub = await db().subscription.create({
        data: { userId: fan.id, clubId: w.club.id, planId: gold.id, cardId: card.id, startedAt: old, currentPeriodStart: old, currentPeriodEnd: periodEnd },
      });
      await db().order.create({
        data: {
          orderNumber: `OS-STUCK-${i}-${crypto.randomUUID().slice(0, 8)}`,
          kind: 'MEMBERSHIP',
          userId: fan.id,
          clubId: w.club.id,
          title: 'Gold',
          amount: 5000,
          vat: 455,
          buyerName: BUYER.name,
          buyerPhone: BUYER.phone,
          buyerEmail: BUYER.email,
          membership: { create: { planId: gold.id, subscriptionId: sub.id, renewsPeriodEnd: periodEnd } },
          payments: { create: { method: 'CARD', status: 'REFUNDED', amount: 5000, gateway: 'test', idempotencyKey: renewalKey(sub.id, periodEnd, 1), cardId: card.id } },
        },
      });
      stuck.push(sub.id);
    }
    // An ordinary subscriber whose period ended later, so it sorts after all of them.
    const good = await person();
    const card = await registerCard(app, good);
    const start = addDays(old, 10);
    const goodSub = await db().subscription.create({
      data: { userId: good.id, clubId: w.club.id, planId: gold.id, cardId: rawId(card.id), startedAt: start, currentPeriodStart: start, currentPeriodEnd: addMonths(start, 1) },
    });

    const now = addMonths(old, 3);
    await renewDueSubscriptions(now);
    await renewDueSubscriptions(now);
    expect(await db().payment.count({ where: { idempotencyKey: { startsWith: `renewal:${goodSub.id}:` }, status: 'PAID' } })).toBe(1);
    // The stuck ones are failing toward expiry, retried later with their next attempt.
    const after = await db().subscription.findMany({ where: { id: { in: stuck } } });
    expect(after.every((s) => s.renewalFailures === 1 && s.nextRenewalAttemptAt !== null && s.nextRenewalAttemptAt > now)).toBe(true);
  }, 240_000);
});
