// A deleted account is charged nothing, ever (audit 1, H3). Its cards are deleted with it and their billing
// keys removed at the gateway (a payments account deletion step). And a card checkout being fulfilled while
// the account is deleted never leaves a subscription charged every month to an account that can no longer
// sign in to cancel it: deleteAccount locks the account's row before its checks and a membership payment's
// fulfilment reads the account under a key-share lock, so either the deletion waits for the subscription
// and is refused (PAID_PLAN), or the fulfilment waits for the deletion and the payment is refunded.
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { until } from '../../../testing/waiting.ts';
import { community, gql } from '../../comments/__tests__/community-helpers.ts';
import { BUYER, rawId, registerCard, testGateway } from '../../payments/__tests__/payment-helpers.ts';
import { subscribeToPlan } from '../membership-orders.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => app?.close());

type Charge = Parameters<ReturnType<typeof testGateway>['chargeBillingKey']>[0];
let restore: (() => void) | null = null;
afterEach(() => {
  restore?.();
  restore = null;
});

/** Runs `after` once the test gateway has charged a card, before the charge's outcome is applied. */
function afterNextCharge(after: () => Promise<void>) {
  const gw = testGateway();
  const original = gw.chargeBillingKey;
  gw.chargeBillingKey = async function (input: Charge) {
    gw.chargeBillingKey = original;
    const result = await original.call(gw, input);
    await after();
    return result;
  };
  restore = () => {
    gw.chargeBillingKey = original;
  };
}

const DELETE = `mutation { deleteAccount(input: { confirmation: "DELETE" }) { __typename ... on AccountDeletionBlockedError { reasons } } }`;

async function goldCheckout() {
  const w = await community();
  const gold = await db().plan.findFirstOrThrow({ where: { clubId: w.club.id, name: 'Gold' } });
  const card = await registerCard(app, w.user);
  const checkout = () => subscribeToPlan({ id: w.user.id, role: 'USER' }, { planId: gold.id, method: 'CARD', cardId: rawId(card.id), buyer: BUYER, agreed: true });
  return { w, gold, card, checkout };
}

describe('a deleted account and billing', () => {
  it('deleting the account deletes its cards and their billing keys at the gateway', async () => {
    const w = await community();
    const card = await registerCard(app, w.user);
    expect((await gql(app, w.user, DELETE)).data!.deleteAccount.__typename).toBe('DeleteAccountSuccess');
    const row = await db().paymentCard.findUniqueOrThrow({ where: { id: rawId(card.id) } });
    const key = await db().testGatewayBillingKey.findUniqueOrThrow({ where: { key: row.billingKey } });
    expect({ cardDeleted: row.deletedAt !== null, keyDeleted: key.deletedAt !== null }).toEqual({ cardDeleted: true, keyDeleted: true });
  });

  it('an account deleted after its card was charged, before the checkout is fulfilled: refunded, no subscription', async () => {
    const { w, checkout } = await goldCheckout();
    let deleted = '';
    afterNextCharge(async () => {
      deleted = (await gql(app, w.user, DELETE)).data!.deleteAccount.__typename;
    });
    const payment = await checkout();
    expect(deleted).toBe('DeleteAccountSuccess');
    // Refunded by whichever applies the charge first: the checkout, or the gateway's webhook meanwhile.
    await until(() => db().payment.findUniqueOrThrow({ where: { id: payment.id } }), (p) => p.status === 'REFUNDED');
    expect(await db().subscription.count({ where: { userId: w.user.id, clubId: w.club.id } })).toBe(0);
  });

  it('an account deleted while its checkout is being fulfilled: the deletion waits for it and is refused', async () => {
    const { w, gold, checkout } = await goldCheckout();
    // Certain interleaving: once the card is charged, a second connection locks the plan row, so the
    // checkout's fulfilment stops at its Subscription insert while the fan deletes the account in another tab.
    const holder = new pg.Client({ connectionString: database.current.url });
    const watcher = new pg.Client({ connectionString: database.current.url });
    await Promise.all([holder.connect(), watcher.connect()]);
    const waiting = async (statement: RegExp) =>
      (await watcher.query<{ query: string }>(`SELECT query FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`)).rows.some((r) =>
        statement.test(r.query),
      );
    afterNextCharge(async () => {
      await holder.query('BEGIN');
      await holder.query('SELECT id FROM "Plan" WHERE id = $1 FOR UPDATE', [gold.id]);
    });
    try {
      const paying = checkout();
      await until(() => waiting(/INSERT INTO "public"\."Subscription"/), (yes) => yes);
      let settled = false;
      const deleting = gql(app, w.user, DELETE).then((body) => {
        settled = true;
        return body.data!.deleteAccount;
      });
      // The deletion waits for the fulfilment (or, unserialised, goes through at once).
      await until(async () => settled || (await waiting(/FROM "User" WHERE id = .* FOR UPDATE/)), (yes) => yes);
      await holder.query('COMMIT');
      const [payment, deletion] = await Promise.all([paying, deleting]);
      expect(deletion).toEqual({ __typename: 'AccountDeletionBlockedError', reasons: ['PAID_PLAN'] });
      expect((await db().user.findUniqueOrThrow({ where: { id: w.user.id } })).status).toBe('ACTIVE');
      expect(payment.status).toBe('PAID');
    } finally {
      await Promise.all([holder.end(), watcher.end()]);
    }
  });
});
