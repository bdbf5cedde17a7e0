// The order_kinds migration moves what existing orders bought into MembershipOrder and gives them their
// kind and title: orders paid before it still renew, change plans and show in the order list after it.
import crypto from 'node:crypto';
import { expect, it } from 'vitest';
import { migrationDatabase } from '../../../testing/migration-database.ts';

const database = migrationDatabase('oshi_mig_orders');

it('moves the membership columns of existing orders and fills their kind and title', async () => {
  const migration = await database.migrateUpTo('order_kinds');
  const q = (text: string, values: unknown[] = []) => database.client.query(text, values);
  const [user, owner, club, plan, higher, sub] = Array.from({ length: 6 }, () => crypto.randomUUID());
  await q(`INSERT INTO "User" (id, uid, nickname, "updatedAt") VALUES ($1, 'u1', 'Fan', now()), ($2, 'u2', 'Owner', now())`, [user, owner]);
  await q(`INSERT INTO "Club" (id, uri, name, introduction, "ownerId", "updatedAt") VALUES ($1, 'c', 'Moon Club', '', $2, now())`, [club, owner]);
  await q(
    `INSERT INTO "Plan" (id, "clubId", name, "monthlyPrice", level, "updatedAt") VALUES ($1, $3, 'Gold', 5000, 1, now()), ($2, $3, 'Diamond', 9000, 2, now())`,
    [plan, higher, club],
  );
  await q(`INSERT INTO "Subscription" (id, "clubId", "userId", "planId", "monthlyPrice", "currentPeriodEnd", "updatedAt") VALUES ($1, $2, $3, $4, 5000, now(), now())`, [sub, club, user, plan]);
  const end = new Date('2026-12-01T00:00:00Z');
  const orders = [
    { id: crypto.randomUUID(), months: 3, subscriptionId: sub, renewsPeriodEnd: null, changesToPlanId: null },
    { id: crypto.randomUUID(), months: 1, subscriptionId: sub, renewsPeriodEnd: end, changesToPlanId: null },
    { id: crypto.randomUUID(), months: 1, subscriptionId: sub, renewsPeriodEnd: null, changesToPlanId: higher },
    { id: crypto.randomUUID(), months: 1, subscriptionId: null, renewsPeriodEnd: null, changesToPlanId: null },
  ];
  for (const [i, o] of orders.entries()) {
    await q(
      `INSERT INTO "Order" (id, "orderNumber", "userId", "clubId", "planId", "subscriptionId", "renewsPeriodEnd", "changesToPlanId", months, amount, vat, "buyerName", "buyerPhone", "buyerEmail")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 5000, 455, 'Kim', '01012345678', 'kim@example.com')`,
      [o.id, `OS-1-${i}`, user, club, plan, o.subscriptionId, o.renewsPeriodEnd, o.changesToPlanId, o.months],
    );
  }

  await migration.apply();

  const moved = await q(`SELECT "orderId", "planId", "subscriptionId", "renewsPeriodEnd", "changesToPlanId", months FROM "MembershipOrder" ORDER BY months DESC, "orderId"`);
  expect(moved.rows).toHaveLength(4);
  for (const o of orders) {
    expect(moved.rows.find((r) => r.orderId === o.id)).toEqual({
      orderId: o.id,
      planId: plan,
      subscriptionId: o.subscriptionId,
      renewsPeriodEnd: o.renewsPeriodEnd,
      changesToPlanId: o.changesToPlanId,
      months: o.months,
    });
  }
  const generic = await q(`SELECT id, kind, title, amount, "buyerEmail" FROM "Order"`);
  expect(Object.fromEntries(generic.rows.map((r) => [r.id, [r.kind, r.title, r.amount, r.buyerEmail]]))).toEqual({
    [orders[0]!.id]: ['MEMBERSHIP', 'Moon Club · Gold × 3', 5000, 'kim@example.com'],
    [orders[1]!.id]: ['MEMBERSHIP', 'Moon Club · Gold', 5000, 'kim@example.com'],
    [orders[2]!.id]: ['MEMBERSHIP', 'Moon Club · Gold', 5000, 'kim@example.com'],
    [orders[3]!.id]: ['MEMBERSHIP', 'Moon Club · Gold', 5000, 'kim@example.com'],
  });
  const columns = await q(`SELECT column_name FROM information_schema.columns WHERE table_name = 'Order' AND column_name IN ('planId', 'subscriptionId', 'months')`);
  expect(columns.rows).toEqual([]);
  // The rest of the migrations apply on top.
  await migration.applyRest();
});
