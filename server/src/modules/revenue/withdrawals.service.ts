// Withdrawals (DESIGN 5.7): a creator asks for their withdrawable earnings; an administrator other than the
// payee approves and marks them paid, or rejects them with a reason; the creator may cancel while it is only requested.
// requested → approved → paid | requested/approved → rejected | requested → cancelled.
// Every step writes the ledger in the same transaction, then notifies the creator; admin steps are audited.
import type { Prisma } from '../../generated/prisma/client.ts';
import type { SettlementType, WithdrawalStatus } from '../../generated/prisma/enums.ts';
import { db } from '../../platform/database.ts';
import { AppError, InvalidInputError, NotFoundError, OwnCaseError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { keysetPage, type PageQuery } from '../../platform/keyset.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { recordAudit } from '../admin/admin.service.ts';
import { openAccountNumber } from './settlement.service.ts';
import { notifyWithdrawalEvents, type WithdrawalNotice } from '../notifications/notifications.service.ts';
import { RevenueRuleError } from './revenue.errors.ts';
import { recordWithdrawalHold, recordWithdrawalPayout, recordWithdrawalReturn, type WithdrawalPart } from './ledger.service.ts';
import { requireOwner } from './revenue.service.ts';

/** The smallest withdrawal (DESIGN 5.7). */
export const MIN_WITHDRAWAL = 10_000;
/** The largest single request (a typo guard; larger amounts are several requests). */
export const MAX_WITHDRAWAL = 100_000_000;
const REASON_MAX = 500;

export type Withholding = { incomeTax: number; localIncomeTax: number; netAmount: number };

/**
 * Tax withheld from an individual's payout (Korean business income paid to a person, 3.3%): income tax 3%
 * of the amount, local income tax 10% of that income tax (0.3% of the amount), each rounded down to
 * 10 won as withholding is in practice (원 단위 절사). Businesses have nothing withheld; they issue a tax invoice.
 */
export function withholdingOf(type: SettlementType, amount: number): Withholding {
  if (type === 'BUSINESS') return { incomeTax: 0, localIncomeTax: 0, netAmount: amount };
  const incomeTax = Math.floor((amount * 3) / 1000) * 10;
  const localIncomeTax = Math.floor(incomeTax / 100) * 10;
  return { incomeTax, localIncomeTax, netAmount: amount - incomeTax - localIncomeTax };
}

/** Asked for more than the withdrawable balance (`withdrawable` says how much may be asked for). */
export class WithdrawalOverBalanceError extends AppError {
  constructor(readonly withdrawable: number) {
    super('WITHDRAWAL_OVER_BALANCE', `At most ${withdrawable.toLocaleString('en')} won can be withdrawn now`, 'amount');
  }
}

/** The withdrawal is no longer in a state this step may leave (e.g. cancelling an approved one). */
export class WithdrawalStateConflictError extends AppError {
  constructor(readonly status: WithdrawalStatus) {
    super('WITHDRAWAL_STATE_CONFLICT', `This withdrawal is ${status.toLowerCase()} and can no longer be changed this way`);
  }
}

function checkedAmount(amount: number) {
  if (!Number.isSafeInteger(amount)) throw new InvalidInputError('amount', 'Whole won only', 'PRICE_INVALID');
  if (amount < MIN_WITHDRAWAL) throw new InvalidInputError('amount', `At least ${MIN_WITHDRAWAL.toLocaleString('en')} won`, 'WITHDRAWAL_TOO_SMALL');
  if (amount > MAX_WITHDRAWAL) throw new InvalidInputError('amount', `At most ${MAX_WITHDRAWAL.toLocaleString('en')} won at a time`, 'WITHDRAWAL_TOO_LARGE');
  return amount;
}

/** Available balance per club of the owner, read inside the request's transaction. */
async function availableByClub(tx: Prisma.TransactionClient, clubIds: readonly string[]) {
  const rows = await tx.ledgerBalance.findMany({ where: { clubId: { in: [...clubIds] }, account: 'CREATOR_AVAILABLE' }, select: { clubId: true, amount: true } });
  return rows.map((r) => ({ clubId: r.clubId, amount: Number(r.amount) }));
}

/** Takes `amount` from the clubs with money available, the largest first. */
function partsFor(available: readonly WithdrawalPart[], amount: number): WithdrawalPart[] {
  const parts: WithdrawalPart[] = [];
  let left = amount;
  for (const club of [...available].filter((c) => c.amount > 0).sort((a, b) => b.amount - a.amount || a.clubId.localeCompare(b.clubId))) {
    if (left === 0) break;
    const take = Math.min(left, club.amount);
    parts.push({ clubId: club.clubId, amount: take });
    left -= take;
  }
  return parts;
}

/** Newest request first, keyset-paged on (requestedAt, id): the cursor carries both (Withdrawal's `keyset` unique). */
export function findWithdrawalsPage<Q extends PageQuery>(query: Q, where: Prisma.WithdrawalWhereInput) {
  return keysetPage(query, 'requestedAt', where, (args) => db().withdrawal.findMany(args as Prisma.WithdrawalFindManyArgs));
}

export type WithdrawalPreview = Withholding & { amount: number; withdrawable: number; settlementType: SettlementType };

/** What a request of `amount` would withhold and pay, checked as the request would be (nothing written). */
export async function previewWithdrawal(viewer: Viewer, amount: number): Promise<WithdrawalPreview> {
  const clubIds = await requireOwner(viewer);
  checkedAmount(amount);
  const settlement = await db().settlementAccount.findUnique({ where: { userId: viewer.id }, select: { type: true } });
  if (!settlement) throw new RevenueRuleError('SETTLEMENT_REQUIRED');
  const withdrawable = Math.max(0, (await availableByClub(db(), clubIds)).reduce((sum, c) => sum + c.amount, 0));
  if (amount > withdrawable) throw new WithdrawalOverBalanceError(withdrawable);
  return { amount, withdrawable, settlementType: settlement.type, ...withholdingOf(settlement.type, amount) };
}

/**
 * Requests a withdrawal of `amount` from the viewer's withdrawable earnings. One request at a time per
 * creator (a transaction-scoped advisory lock), so concurrent requests never take more than there is.
 */
export async function requestWithdrawal(viewer: Viewer, input: { amount: number }) {
  const clubIds = await requireOwner(viewer);
  const amount = checkedAmount(input.amount);
  const withdrawal = await db().$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`withdrawal:${viewer.id}`}, 0))`;
    const settlement = await tx.settlementAccount.findUnique({ where: { userId: viewer.id } });
    if (!settlement) throw new RevenueRuleError('SETTLEMENT_REQUIRED');
    const available = await availableByClub(tx, clubIds);
    const withdrawable = Math.max(0, available.reduce((sum, c) => sum + c.amount, 0));
    if (amount > withdrawable) throw new WithdrawalOverBalanceError(withdrawable);
    const created = await tx.withdrawal.create({
      data: {
        userId: viewer.id,
        amount,
        ...withholdingOf(settlement.type, amount),
        settlementType: settlement.type,
        bank: settlement.bank,
        accountHolder: settlement.accountHolder,
        accountNumberLast4: settlement.accountNumberLast4,
        // The full number it names, still sealed: the details may change before an administrator pays it.
        accountNumberSealed: settlement.accountNumberSealed,
      },
    });
    await recordWithdrawalHold(tx, created.id, partsFor(available, amount));
    return created;
  });
  await notify({ recipientId: viewer.id, kind: 'WITHDRAWAL_REQUESTED', withdrawalId: withdrawal.id, amount: withdrawal.amount });
  return withdrawal;
}

/** Where a failed withdrawal notice is reported; startRevenue gives the app's logger. */
let reportNoticeFailure: (err: unknown, notice: WithdrawalNotice) => void = () => undefined;

export function configureWithdrawalNotices(onFailure: typeof reportNoticeFailure) {
  reportNoticeFailure = onFailure;
}

async function notify(notice: WithdrawalNotice) {
  // The step committed: a failed notification must not undo it or fail the request, but it is logged.
  await notifyWithdrawalEvents([notice]).catch((err: unknown) => reportNoticeFailure(err, notice));
}

/** Who takes a step: the creator, on their own withdrawals only, or an administrator, never on their own (DESIGN 5.9). */
type Actor = { creatorId: string } | { adminId: string };

/** Moves a withdrawal from one of `from` to `to` under a row lock; throws when it is elsewhere. */
async function transition(tx: Prisma.TransactionClient, id: string, from: readonly WithdrawalStatus[], to: WithdrawalStatus, data: Prisma.WithdrawalUpdateInput, actor: Actor) {
  const locked = isUuid(id) ? await tx.$queryRaw<{ id: string; userId: string; status: WithdrawalStatus }[]>`
    SELECT id, "userId", status FROM "Withdrawal" WHERE id = ${id}::uuid FOR UPDATE` : [];
  const row = locked[0];
  if (!row || ('creatorId' in actor && row.userId !== actor.creatorId)) throw new NotFoundError('No such withdrawal');
  // The review is the check on a payout: an administrator who runs a club cannot be the one who checks their own.
  if ('adminId' in actor && row.userId === actor.adminId) throw new OwnCaseError();
  if (!from.includes(row.status)) throw new WithdrawalStateConflictError(row.status);
  return tx.withdrawal.update({ where: { id }, data: { ...data, status: to } });
}

/** The creator takes back a request an administrator has not approved yet; the money is withdrawable again. */
export async function cancelWithdrawal(viewer: Viewer, withdrawalId: string, now = new Date()) {
  const withdrawal = await db().$transaction(async (tx) => {
    const w = await transition(tx, withdrawalId, ['REQUESTED'], 'CANCELLED', { cancelledAt: now, accountNumberSealed: null }, { creatorId: viewer.id });
    await recordWithdrawalReturn(tx, w.id);
    return w;
  });
  await notify({ recipientId: withdrawal.userId, kind: 'WITHDRAWAL_CANCELLED', withdrawalId: withdrawal.id, amount: withdrawal.amount });
  return withdrawal;
}

/** An administrator approves a request: it will be paid to the account it names. */
export async function approveWithdrawal(admin: Viewer, withdrawalId: string, now = new Date()) {
  const withdrawal = await db().$transaction(async (tx) => {
    const w = await transition(tx, withdrawalId, ['REQUESTED'], 'APPROVED', { approvedAt: now }, { adminId: admin.id });
    await recordAudit(tx, { actorId: admin.id, action: 'withdrawal.approve', targetType: 'Withdrawal', targetId: w.id, details: { amount: w.amount } });
    return w;
  });
  await notify({ recipientId: withdrawal.userId, kind: 'WITHDRAWAL_APPROVED', withdrawalId: withdrawal.id, amount: withdrawal.amount });
  return withdrawal;
}

/** An administrator rejects a request (or an approved one not yet paid), saying why; the money is withdrawable again. */
export async function rejectWithdrawal(admin: Viewer, withdrawalId: string, reason: string, now = new Date()) {
  const text = reason.trim();
  if (!text) throw new InvalidInputError('reason', 'Say why, so the creator can fix it', 'REQUIRED');
  if ([...text].length > REASON_MAX) throw new InvalidInputError('reason', `At most ${REASON_MAX} characters`);
  const withdrawal = await db().$transaction(async (tx) => {
    const w = await transition(tx, withdrawalId, ['REQUESTED', 'APPROVED'], 'REJECTED', { rejectedAt: now, rejectionReason: text, accountNumberSealed: null }, { adminId: admin.id });
    await recordWithdrawalReturn(tx, w.id);
    await recordAudit(tx, { actorId: admin.id, action: 'withdrawal.reject', targetType: 'Withdrawal', targetId: w.id, details: { amount: w.amount, reason: text } });
    return w;
  });
  await notify({ recipientId: withdrawal.userId, kind: 'WITHDRAWAL_REJECTED', withdrawalId: withdrawal.id, amount: withdrawal.amount, reason: text });
  return withdrawal;
}

/** An administrator records that an approved withdrawal was transferred: payout and withheld tax enter the ledger. */
export async function markWithdrawalPaid(admin: Viewer, withdrawalId: string, now = new Date()) {
  const withdrawal = await db().$transaction(async (tx) => {
    const w = await transition(tx, withdrawalId, ['APPROVED'], 'PAID', { paidAt: now, accountNumberSealed: null }, { adminId: admin.id });
    await recordWithdrawalPayout(tx, w.id, w.incomeTax + w.localIncomeTax);
    await recordAudit(tx, { actorId: admin.id, action: 'withdrawal.mark_paid', targetType: 'Withdrawal', targetId: w.id, details: { amount: w.amount, netAmount: w.netAmount } });
    return w;
  });
  await notify({ recipientId: withdrawal.userId, kind: 'WITHDRAWAL_PAID', withdrawalId: withdrawal.id, amount: withdrawal.netAmount });
  return withdrawal;
}

/** The withdrawal requested before full account numbers were kept: the administrator confirms it with the creator. */
export class AccountNumberUnavailableError extends AppError {
  constructor() {
    super('ACCOUNT_NUMBER_UNAVAILABLE', 'The full account number of this withdrawal was not kept; confirm it with the creator');
  }
}

/**
 * The full account number an administrator pays a withdrawal to, while it is REQUESTED or APPROVED (being
 * reviewed or paid), never to its payee (OWN_CASE). Each reveal is written to the audit log in the same
 * transaction, before the number is opened: no record, no number. Paid, rejected and cancelled withdrawals
 * no longer keep it.
 */
export async function revealWithdrawalAccountNumber(admin: Viewer, withdrawalId: string) {
  return db().$transaction(async (tx) => {
    const w = isUuid(withdrawalId)
      ? await tx.withdrawal.findUnique({ where: { id: withdrawalId }, select: { id: true, userId: true, status: true, bank: true, accountNumberLast4: true, accountNumberSealed: true } })
      : null;
    if (!w) throw new NotFoundError('No such withdrawal');
    if (w.userId === admin.id) throw new OwnCaseError();
    if (w.status !== 'REQUESTED' && w.status !== 'APPROVED') throw new WithdrawalStateConflictError(w.status);
    if (!w.accountNumberSealed) throw new AccountNumberUnavailableError();
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'withdrawal.reveal_account',
      targetType: 'Withdrawal',
      targetId: w.id,
      details: { bank: w.bank, accountNumberLast4: w.accountNumberLast4, status: w.status },
    });
    return { withdrawalId: w.id, accountNumber: openAccountNumber(w.accountNumberSealed, w.userId) };
  });
}
