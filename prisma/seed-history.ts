// A few months of history for the demo creators, so the dashboard and its charts are alive on first
// start: fans who joined over the last 120 days, subscriptions started along the way, and each monthly
// payment recorded as the payment path records it (order, membership order, paid payment, and a ledger
// transaction split by the ledger's own splitPayment, balanced as the database requires). Bulk inserts
// only: a few hundred rows per club, no per-row round trips.
import crypto from 'node:crypto';
import type { Prisma } from '../server/src/generated/prisma/client.ts';
import { newUid } from '../server/src/modules/accounts/uid.ts';
import { startOfKstDay } from '../server/src/platform/kst.ts';
import { nicknameKey } from '../server/src/modules/clubs/nickname-key.ts';
import { DEFAULT_FEES, DEFAULT_RELEASE_DAYS, splitPayment } from '../server/src/modules/revenue/ledger.service.ts';

const DAY = 24 * 3600_000;
/** History fans per club and how far back they start. */
const FANS_PER_CLUB = 24;
const HISTORY_DAYS = 120;

const HISTORY_NAMES = ['Jiwoo', 'Yuna', 'Sora', 'Hana', 'Leo', 'Mina', 'Ren', 'Aoi', 'Dani', 'Eun', 'Kaito', 'Lucía', 'Noa', 'Rin', 'Seo', 'Tae'];

/** A small deterministic generator: the same history on every first start. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

export async function seedDemoHistory(tx: Prisma.TransactionClient, clubs: readonly { id: string; ownerId: string }[], now: number, emailDomain: string) {
  let payments = 0;
  for (const [ci, club] of clubs.entries()) {
    const next = random(ci + 7);
    const plans = await tx.plan.findMany({ where: { clubId: club.id, archivedAt: null }, orderBy: { position: 'asc' } });
    if (plans.length === 0) continue;
    const users: Prisma.UserCreateManyInput[] = [];
    const members: Prisma.ClubMemberCreateManyInput[] = [];
    const subscriptions: Prisma.SubscriptionCreateManyInput[] = [];
    const orders: Prisma.OrderCreateManyInput[] = [];
    const membershipOrders: Prisma.MembershipOrderCreateManyInput[] = [];
    const paymentRows: Prisma.PaymentCreateManyInput[] = [];
    const ledger: Prisma.LedgerTransactionCreateManyInput[] = [];
    const entries: Prisma.LedgerEntryCreateManyInput[] = [];
    const pending: Prisma.PendingEarningCreateManyInput[] = [];
    for (let i = 0; i < FANS_PER_CLUB; i++) {
      const userId = crypto.randomUUID();
      const nickname = `${HISTORY_NAMES[(i + ci * 5) % HISTORY_NAMES.length]} ${ci + 1}${String(i).padStart(2, '0')}`;
      // Joins grow towards today: more recent days see more fans.
      const joinedAt = new Date(now - Math.floor(HISTORY_DAYS * (1 - Math.sqrt(next()))) * DAY - Math.floor(next() * DAY));
      users.push({ id: userId, uid: newUid(), email: `history-${ci}-${i}@${emailDomain}`, nickname, role: 'USER', createdAt: joinedAt });
      members.push({ clubId: club.id, userId, nicknameKey: nicknameKey(nickname), joinedAt });
      if (i % 2 === 1) continue; // about half subscribe
      const plan = plans[i % 4 === 0 && plans.length > 1 ? 1 : 0];
      const startedAt = new Date(Math.min(joinedAt.getTime() + Math.floor(next() * 5) * DAY, now - 3600_000));
      // The first subscriber of each club renewed a little earlier today (Korean time, up to two hours ago),
      // so "today" has money at any hour, just after midnight too.
      const renewedAgo = Math.min(2 * 3600_000, Math.floor((now - startOfKstDay(new Date(now)).getTime()) / 2));
      const start = i === 0 ? new Date(now - renewedAgo - 60 * DAY) : startedAt;
      const cancelled = i % 6 === 4;
      const subscriptionId = crypto.randomUUID();
      let periodStart = start;
      let periodEnd = new Date(start.getTime() + 30 * DAY);
      for (let at = start; at.getTime() <= now; at = new Date(at.getTime() + 30 * DAY)) {
        periodStart = at;
        periodEnd = new Date(at.getTime() + 30 * DAY);
        const orderId = crypto.randomUUID();
        const paymentId = crypto.randomUUID();
        const split = splitPayment(plan.monthlyPrice, 'CARD', DEFAULT_FEES);
        orders.push({
          id: orderId,
          orderNumber: `H${at.getTime().toString(36).toUpperCase()}${crypto.randomBytes(3).toString('hex').toUpperCase()}`,
          kind: 'MEMBERSHIP',
          userId,
          clubId: club.id,
          title: plan.name,
          amount: plan.monthlyPrice,
          vat: split.vat,
          buyerName: nickname,
          buyerPhone: '01000000000',
          buyerEmail: `history-${ci}-${i}@${emailDomain}`,
          createdAt: at,
        });
        membershipOrders.push({ orderId, planId: plan.id, subscriptionId });
        paymentRows.push({ id: paymentId, orderId, method: 'CARD', status: 'PAID', amount: plan.monthlyPrice, gateway: 'test', idempotencyKey: `history:${paymentId}`, paidAt: at, createdAt: at });
        const transactionId = crypto.randomUUID();
        ledger.push({ id: transactionId, kind: 'PAYMENT', paymentId, clubId: club.id, source: 'SUBSCRIPTION', createdAt: at });
        const accounts: [Prisma.LedgerEntryCreateManyInput['account'], number][] = [
          ['FAN_PAYMENTS', -split.price],
          ['VAT_PAYABLE', split.vat],
          ['PLATFORM_FEE', split.platformFee],
          ['GATEWAY_FEE', split.gatewayFee],
          ['CREATOR_PENDING', split.creator],
        ];
        for (const [account, amount] of accounts) if (amount !== 0) entries.push({ transactionId, account, amount, clubId: club.id });
        // Withdrawable after the refund window, as recordPayment would note it (released by seed.ts).
        pending.push({ paymentId, clubId: club.id, amount: split.creator, paidAt: at, availableAt: new Date(at.getTime() + DEFAULT_RELEASE_DAYS * DAY) });
        if (cancelled) break; // cancelled after the first month
      }
      subscriptions.push({
        id: subscriptionId,
        clubId: club.id,
        planId: plan.id,
        userId,
        monthlyPrice: plan.monthlyPrice,
        status: cancelled ? (periodEnd.getTime() > now ? 'CANCELED' : 'EXPIRED') : 'ACTIVE',
        startedAt: start,
        currentPeriodStart: periodStart,
        currentPeriodEnd: periodEnd,
        canceledAt: cancelled ? new Date(start.getTime() + 3 * DAY) : null,
        expiredAt: cancelled && periodEnd.getTime() <= now ? periodEnd : null,
        createdAt: start,
      });
    }
    await tx.user.createMany({ data: users });
    await tx.clubMember.createMany({ data: members });
    await tx.subscription.createMany({ data: subscriptions });
    await tx.order.createMany({ data: orders });
    await tx.membershipOrder.createMany({ data: membershipOrders });
    await tx.payment.createMany({ data: paymentRows });
    await tx.ledgerTransaction.createMany({ data: ledger });
    await tx.ledgerEntry.createMany({ data: entries });
    await tx.pendingEarning.createMany({ data: pending });
    payments += paymentRows.length;
  }
  return { payments };
}
