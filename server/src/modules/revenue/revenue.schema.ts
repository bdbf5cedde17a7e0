// Revenue in GraphQL (owner only; API tokens need REVENUE_READ): the summary, the statement of payments and
// refunds (a keyset connection), settlement details (masked), withdrawals and their preview; mutations to
// register settlement details and request or cancel withdrawals (browser session only); and the
// administrators' withdrawal queue with approve, reject and mark paid, the creator's balance (a debt shows
// negative) and, one withdrawal at a time, the full account number it is paid to (audited).
import { PothosValidationError } from '@pothos/core';
import { builder, ErrorInterface } from '../../graphql/builder.ts';
import { batchLoader, type Loader } from '../../graphql/batch-loader.ts';
import type { Context } from '../../graphql/context.ts';
import { actingViewer, idOf, NOBODY } from '../../graphql/acting-viewer.ts';
import { adminOnly, hasScope, isAdminSession, sessionOnly, signedInWith, typeNeeds } from '../../graphql/auth-guards.ts';
import { COUNT_LIMIT } from '../../platform/counts.ts';
import { db } from '../../platform/database.ts';
import { isUuid } from '../../platform/ids.ts';
import { isStorableDate } from '../../platform/timestamps.ts';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../../platform/errors.ts';
import { RevenueRuleError } from './revenue.errors.ts';
import { RevenueSource, SettlementType, WithdrawalStatus } from '../../generated/prisma/enums.ts';
import { REFUND_BANK_NAMES, type RefundBank } from '../payments/gateway.ts';
import { ClubNode } from '../clubs/clubs.schema.ts';
import { availableOfOwners, balancesOf, entriesOfClubs, ownedClubIds, revenueSummary, type EntryCursor, type RevenueEntry, type RevenueSummary } from './revenue.service.ts';
import { kstDayOf } from '../../platform/kst.ts';
import { maskAccountNumber, saveSettlementAccount } from './settlement.service.ts';
import {
  AccountNumberUnavailableError,
  approveWithdrawal,
  cancelWithdrawal,
  findWithdrawalsPage,
  markWithdrawalPaid,
  MAX_WITHDRAWAL,
  MIN_WITHDRAWAL,
  previewWithdrawal,
  rejectWithdrawal,
  requestWithdrawal,
  revealWithdrawalAccountNumber,
  WithdrawalOverBalanceError,
  WithdrawalStateConflictError,
  type WithdrawalPreview,
} from './withdrawals.service.ts';

/** The viewer whose revenue may be read: signed in, and a token must hold REVENUE_READ. */
const revenueReader = (ctx: Context) => (ctx.viewer && hasScope(ctx, 'REVENUE_READ') ? actingViewer(ctx) : null);

// ------------------------------------------------------------------ enums and errors

export const RevenueSourceEnum = builder.enumType(RevenueSource, { name: 'RevenueSource', description: 'What revenue came from: SUBSCRIPTION (plans), PRODUCT (goods and digital packs) or TICKET.' });
const SettlementTypeEnum = builder.enumType(SettlementType, {
  name: 'SettlementType',
  description: 'INDIVIDUAL (3.3% withheld at payout: 3% income tax and 0.3% local income tax) or BUSINESS (nothing withheld; a tax invoice is issued).',
});
const WithdrawalStatusEnum = builder.enumType(WithdrawalStatus, {
  name: 'WithdrawalStatus',
  description: 'REQUESTED → APPROVED → PAID; REJECTED by an administrator (from REQUESTED or APPROVED); CANCELLED by the creator while REQUESTED.',
});
const SettlementBankEnum = builder.enumType('SettlementBank', {
  description: 'Banks a withdrawal can be paid to.',
  values: Object.fromEntries(Object.entries(REFUND_BANK_NAMES).map(([bank, name]) => [bank, { description: name }])) as Record<RefundBank, { description: string }>,
});
const RevenueEntryKindEnum = builder.enumType('RevenueEntryKind', { description: 'PAYMENT (money in) or REFUND (a payment given back).', values: ['PAYMENT', 'REFUND'] as const });

builder.objectType(WithdrawalOverBalanceError, {
  name: 'WithdrawalOverBalanceError',
  description: 'More than the withdrawable balance was asked for (WITHDRAWAL_OVER_BALANCE). Nothing was written.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    field: t.string({ description: 'Always "amount".', resolve: (e) => e.field ?? 'amount' }),
    withdrawable: t.field({ type: 'Won', description: 'What may be asked for now (KRW).', resolve: (e) => e.withdrawable }),
  }),
});

builder.objectType(WithdrawalStateConflictError, {
  name: 'WithdrawalStateConflictError',
  description: 'The withdrawal is no longer in a state this step may leave (WITHDRAWAL_STATE_CONFLICT), e.g. cancelling an approved one.',
  interfaces: [ErrorInterface],
  fields: (t) => ({ status: t.field({ type: WithdrawalStatusEnum, description: 'Its status now.', resolve: (e) => e.status }) }),
});

builder.objectType(AccountNumberUnavailableError, {
  name: 'AccountNumberUnavailableError',
  description: 'The withdrawal was requested before full account numbers were kept (ACCOUNT_NUMBER_UNAVAILABLE): confirm the account with the creator.',
  interfaces: [ErrorInterface],
});

builder.objectType(RevenueRuleError, {
  name: 'RevenueRuleError',
  description: 'CREATOR_REQUIRED (only club owners have earnings) or SETTLEMENT_REQUIRED (register settlement details before the first withdrawal).',
  interfaces: [ErrorInterface],
});

// ------------------------------------------------------------------ summary and statement

const PendingAmount = builder.objectRef<{ availableAt: Date; amount: number }>('PendingRevenue').implement({
  description: 'Earnings inside the refund window that become withdrawable on the same day.',
  fields: (t) => ({
    availableOn: t.string({ description: 'The day they become withdrawable (YYYY-MM-DD, Asia/Seoul).', resolve: (p) => kstDayOf(p.availableAt) }),
    amount: t.expose('amount', { type: 'Won', description: 'KRW.' }),
  }),
});

const RevenueSummaryRef = builder.objectRef<RevenueSummary>('RevenueSummary').implement({
  description: 'A creator’s revenue across the clubs they run (or one of them), derived from the ledger. Amounts in KRW.',
  fields: (t) => ({
    gross: t.expose('gross', { type: 'Won', description: 'What fans paid, net of refunds (VAT included).' }),
    vat: t.expose('vat', { type: 'Won', description: 'VAT inside the payments.' }),
    platformFee: t.expose('platformFee', { type: 'Won', description: 'The platform fee.' }),
    gatewayFee: t.expose('gatewayFee', { type: 'Won', description: 'Payment gateway fees.' }),
    totalEarned: t.expose('totalEarned', { type: 'Won', description: 'The creator’s share of everything paid and not refunded (gross − VAT − fees).' }),
    pending: t.expose('pending', { type: 'Won', description: 'Inside the refund window, not withdrawable yet (onHold included).' }),
    pendingByDate: t.field({ type: [PendingAmount], description: 'Pending amounts by the day they become withdrawable, soonest first.', resolve: (s) => s.pendingByDate }),
    onHold: t.expose('onHold', { type: 'Won', description: 'Pending for good: payments being refunded (a late deposit waiting for its refund account).' }),
    withdrawable: t.expose('withdrawable', { type: 'Won', description: 'Can be requested now.' }),
    withdrawing: t.expose('withdrawing', { type: 'Won', description: 'Held for withdrawal requests not yet paid.' }),
    paidOut: t.expose('paidOut', { type: 'Won', description: 'Paid to the creator’s bank account.' }),
    withheld: t.expose('withheld', { type: 'Won', description: 'Income tax withheld at payout.' }),
    entryCount: t.exposeInt('entryCount', { description: 'Payments and refunds recorded.' }),
    minimumWithdrawal: t.int({ description: 'The smallest withdrawal (KRW).', resolve: () => MIN_WITHDRAWAL }),
    maximumWithdrawal: t.int({ description: 'The largest single withdrawal request (KRW); more is several requests.', resolve: () => MAX_WITHDRAWAL }),
  }),
});

/** A statement row with the page's shared club loader: the page's clubs load in one statement. */
type ClubQuery = { select?: Record<string, unknown>; include?: Record<string, unknown> };
type ListedEntry = RevenueEntry & { clubs: (query: ClubQuery) => Promise<Map<string, unknown>> };

/** Loads the clubs of a page once, with the selection of the first row that asks (the same for every row). */
function clubsOnce(clubIds: readonly string[]) {
  let loaded: Promise<Map<string, unknown>> | null = null;
  return (query: ClubQuery) => {
    const withId = query.select ? { select: { ...query.select, id: true } } : query;
    loaded ??= db()
      .club.findMany({ ...(withId as object), where: { id: { in: [...clubIds] } } })
      .then((clubs) => new Map(clubs.map((c) => [c.id, c])));
    return loaded;
  };
}

const RevenueEntryRef = builder.objectRef<ListedEntry>('RevenueEntry').implement({
  description: 'A payment or refund in the creator’s statement, split as the ledger recorded it. Amounts in KRW, negative for a refund.',
  fields: (t) => ({
    id: t.id({ description: 'The ledger transaction id (stable; not a Node).', resolve: (e) => e.id }),
    kind: t.field({ type: RevenueEntryKindEnum, description: 'PAYMENT or REFUND.', resolve: (e) => e.kind }),
    source: t.field({ type: RevenueSourceEnum, nullable: true, description: 'What was sold.', resolve: (e) => e.source }),
    club: t.prismaField({
      type: 'Club',
      description: 'The club it was paid to.',
      // Every row of the page shares one load: at most one statement for the clubs, whatever the page size.
      resolve: async (q, e) => (await e.clubs(q as ClubQuery)).get(e.clubId) as never,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was recorded.' }),
    gross: t.exposeInt('gross', { description: 'What the fan paid (VAT included).' }),
    vat: t.exposeInt('vat', { description: 'VAT.' }),
    platformFee: t.exposeInt('platformFee', { description: 'The platform fee.' }),
    gatewayFee: t.exposeInt('gatewayFee', { description: 'The gateway fee.' }),
    net: t.exposeInt('net', { description: 'The creator’s share.' }),
  }),
});

const encodeCursor = (e: EntryCursor) => Buffer.from(`${e.createdAt.toISOString()}|${e.id}`).toString('base64url');
function decodeCursor(cursor: string | null | undefined): EntryCursor | null {
  if (!cursor) return null;
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const createdAt = new Date(at);
  // Refused as INVALID_INPUT naming it (http/input-errors.ts), as every list's cursor.
  if (!isStorableDate(createdAt) || !isUuid(id ?? '')) throw new PothosValidationError(`Invalid cursor: ${cursor}`);
  return { createdAt, id };
}

const CLUB_ARG_DESCRIPTION = 'One of the viewer’s clubs; all of them when omitted.';

builder.queryFields((t) => ({
  revenueSummary: t.field({
    type: RevenueSummaryRef,
    nullable: true,
    description: 'The viewer’s revenue across the clubs they run, or one of them; null when they run none (or not that club). API tokens need REVENUE_READ.',
    ...signedInWith('REVENUE_READ'),
    args: { clubId: t.arg.globalID({ required: false, for: [ClubNode], description: CLUB_ARG_DESCRIPTION }) },
    resolve: async (_root, args, ctx) => {
      const viewer = revenueReader(ctx)!;
      const clubId = args.clubId ? idOf(args.clubId, 'Club') : null;
      if ((await ownedClubIds(viewer.id, clubId)).length === 0) return null;
      return revenueSummary(viewer.id, clubId);
    },
  }),
  revenueEntries: t.connection(
    {
      type: RevenueEntryRef,
      description: 'The viewer’s payments and refunds, newest first, filtered by club, source and period (the viewer’s clubs only; API tokens need REVENUE_READ).',
      ...signedInWith('REVENUE_READ'),
      args: {
        clubId: t.arg.globalID({ required: false, for: [ClubNode], description: CLUB_ARG_DESCRIPTION }),
        source: t.arg({ type: RevenueSourceEnum, required: false, description: 'Only payments for this.' }),
        from: t.arg({ type: 'DateTime', required: false, description: 'From this moment (inclusive).' }),
        to: t.arg({ type: 'DateTime', required: false, description: 'Until this moment (exclusive).' }),
      },
      resolve: async (_root, args, ctx) => {
        const viewer = revenueReader(ctx)!;
        const first = Math.min(Math.max(args.first ?? 20, 1), 100);
        const clubIds = await ownedClubIds(viewer.id, args.clubId ? idOf(args.clubId, 'Club') : null);
        const rows = await entriesOfClubs(clubIds, { source: args.source, from: args.from, to: args.to }, first + 1, decodeCursor(args.after));
        const page = rows.slice(0, first);
        const clubs = clubsOnce(clubIds);
        return {
          edges: page.map((entry) => ({ cursor: encodeCursor(entry), node: { ...entry, clubs } })),
          pageInfo: { hasNextPage: rows.length > first, hasPreviousPage: false, startCursor: page[0] ? encodeCursor(page[0]) : null, endCursor: page.at(-1) ? encodeCursor(page.at(-1)!) : null },
          clubIds,
        };
      },
    },
    {
      name: 'RevenueEntryConnection',
      description: 'A page of revenue entries.',
      fields: (c) => ({
        totalCount: c.int({
          description: 'Payments and refunds of the clubs asked for (all sources and periods).',
          // A counter the ledger keeps (LedgerBalance), not a count of rows.
          resolve: async (conn) => (await balancesOf((conn as unknown as { clubIds: string[] }).clubIds)).entryCount,
        }),
      }),
    },
    { name: 'RevenueEntryEdge', description: 'A revenue entry in a list.' },
  ),
}));

// ------------------------------------------------------------------ settlement details

builder.prismaObject('SettlementAccount', {
  description: 'Where the viewer’s withdrawals are paid. The account number is only ever shown masked.',
  ...typeNeeds('REVENUE_READ'),
  fields: (t) => ({
    type: t.expose('type', { type: SettlementTypeEnum, description: 'INDIVIDUAL or BUSINESS.' }),
    legalName: t.exposeString('legalName', { nullable: true, description: 'INDIVIDUAL: the legal name.' }),
    dateOfBirth: t.string({ nullable: true, description: 'INDIVIDUAL: the date of birth (YYYY-MM-DD).', resolve: (s) => s.dateOfBirth?.toISOString().slice(0, 10) ?? null }),
    companyName: t.exposeString('companyName', { nullable: true, description: 'BUSINESS: the company.' }),
    registrationNumber: t.exposeString('registrationNumber', { nullable: true, description: 'BUSINESS: the business registration number (10 digits).' }),
    representative: t.exposeString('representative', { nullable: true, description: 'BUSINESS: the representative.' }),
    taxInvoiceEmail: t.exposeString('taxInvoiceEmail', { nullable: true, description: 'BUSINESS: where tax invoices go.' }),
    bank: t.field({ type: SettlementBankEnum, description: 'The bank.', resolve: (s) => s.bank as RefundBank }),
    accountHolder: t.exposeString('accountHolder', { description: 'The account holder.' }),
    maskedAccountNumber: t.string({ description: 'The account number, masked but for its last four digits, e.g. "•••• •••• 1234".', resolve: (s) => maskAccountNumber(s.accountNumberLast4) }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When the details were last saved.' }),
  }),
});

builder.queryFields((t) => ({
  settlementAccount: t.prismaField({
    type: 'SettlementAccount',
    nullable: true,
    description: 'The viewer’s settlement details, null before they registered any (API tokens need REVENUE_READ).',
    ...signedInWith('REVENUE_READ'),
    resolve: (q, _root, _args, ctx) => db().settlementAccount.findUnique({ ...q, where: { userId: revenueReader(ctx)!.id } }),
  }),
}));

const SaveSettlementAccountInput = builder.inputType('SaveSettlementAccountInput', {
  description: 'Settlement details: the fields of the chosen type and the bank account (typed twice).',
  fields: (t) => ({
    type: t.field({ type: SettlementTypeEnum, required: true, description: 'INDIVIDUAL or BUSINESS.' }),
    legalName: t.string({ required: false, description: 'INDIVIDUAL: legal name (up to 50 characters).' }),
    dateOfBirth: t.string({ required: false, description: 'INDIVIDUAL: date of birth, YYYY-MM-DD.' }),
    companyName: t.string({ required: false, description: 'BUSINESS: company name.' }),
    registrationNumber: t.string({ required: false, description: 'BUSINESS: business registration number (10 digits; hyphens ignored).' }),
    representative: t.string({ required: false, description: 'BUSINESS: representative.' }),
    taxInvoiceEmail: t.string({ required: false, description: 'BUSINESS: e-mail for tax invoices.' }),
    bank: t.field({ type: SettlementBankEnum, required: true, description: 'The bank.' }),
    accountHolder: t.string({ required: true, description: 'The account holder (up to 50 characters).' }),
    accountNumber: t.string({ required: true, description: '10 to 16 digits; hyphens and spaces ignored.' }),
    accountNumberConfirmation: t.string({ required: true, description: 'The account number again; must match.' }),
  }),
});

const SaveSettlementAccountSuccess = builder.objectRef<{ userId: string }>('SaveSettlementAccountSuccess').implement({
  description: 'The settlement details were saved.',
  fields: (t) => ({
    settlementAccount: t.prismaField({ type: 'SettlementAccount', description: 'The details as saved (masked).', resolve: (q, p) => db().settlementAccount.findUniqueOrThrow({ ...q, where: { userId: p.userId } }) }),
  }),
});

// ------------------------------------------------------------------ withdrawals

/**
 * Withdrawals the viewer may read: their own, every one for an administrator's session. A token without
 * REVENUE_READ finds its own too, and the type's scope rule then refuses it with SCOPE_REQUIRED.
 */
function withdrawalAccess(ctx: Context) {
  if (isAdminSession(ctx)) return {};
  return { userId: actingViewer(ctx)?.id ?? NOBODY };
}

const creatorBalanceLoaders = new WeakMap<object, Loader<string, number>>();

/** A creator's available balance now, batched per request: one statement for a page of the queue. */
function creatorBalanceOf(ctx: Context, userId: string) {
  let load = creatorBalanceLoaders.get(ctx);
  if (!load) {
    load = batchLoader<string, number>((k) => k, (ids) => availableOfOwners(ids), 0);
    creatorBalanceLoaders.set(ctx, load);
  }
  return load(userId);
}

export const WithdrawalNode = builder.prismaNode('Withdrawal', {
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, ctx) => ({ id, ...withdrawalAccess(ctx) }),
  description: 'A request to be paid withdrawable earnings, seen by its creator and administrators. Amounts in KRW.',
  ...typeNeeds('REVENUE_READ'),
  fields: (t) => ({
    amount: t.exposeInt('amount', { description: 'Taken from the withdrawable balance.' }),
    incomeTax: t.exposeInt('incomeTax', { description: 'Income tax withheld (3% for individuals, rounded down to 10 won).' }),
    localIncomeTax: t.exposeInt('localIncomeTax', { description: 'Local income tax withheld (10% of the income tax, rounded down to 10 won).' }),
    netAmount: t.exposeInt('netAmount', { description: 'What reaches the bank account.' }),
    status: t.expose('status', { type: WithdrawalStatusEnum, description: 'Where it stands.' }),
    settlementType: t.expose('settlementType', { type: SettlementTypeEnum, description: 'The settlement type when requested.' }),
    bank: t.field({ type: SettlementBankEnum, description: 'The bank it is paid to.', resolve: (w) => w.bank as RefundBank }),
    accountHolder: t.exposeString('accountHolder', { description: 'The account holder.' }),
    maskedAccountNumber: t.string({ description: 'The account it is paid to, masked.', resolve: (w) => maskAccountNumber(w.accountNumberLast4) }),
    rejectionReason: t.exposeString('rejectionReason', { nullable: true, description: 'REJECTED: why.' }),
    requestedAt: t.expose('requestedAt', { type: 'DateTime', description: 'When it was requested.' }),
    approvedAt: t.expose('approvedAt', { type: 'DateTime', nullable: true, description: 'When it was approved.' }),
    paidAt: t.expose('paidAt', { type: 'DateTime', nullable: true, description: 'When it was paid.' }),
    rejectedAt: t.expose('rejectedAt', { type: 'DateTime', nullable: true, description: 'When it was rejected.' }),
    cancelledAt: t.expose('cancelledAt', { type: 'DateTime', nullable: true, description: 'When the creator cancelled it.' }),
    creatorBalance: t.field({
      type: 'Won',
      nullable: true,
      description:
        'For administrators’ sessions (null otherwise): what the creator has available now across their clubs. Negative when refunds after ' +
        'the request took back earnings already released: paying then pays out money the creator owes back.',
      resolve: (w, _args, ctx) => (isAdminSession(ctx) ? creatorBalanceOf(ctx, w.userId) : null),
    }),
    viewerCanCancel: t.boolean({ description: 'The viewer requested it and it is still REQUESTED.', resolve: (w, _a, ctx) => w.status === 'REQUESTED' && w.userId === ctx.viewer?.id && ctx.apiScopes === null }),
    creator: t.prismaField({
      type: 'User',
      description: 'Who requested it.',
      select: { userId: true },
      resolve: (q, w) => db().user.findUniqueOrThrow({ ...q, where: { id: w.userId } }),
    }),
  }),
});

const WithdrawalPreviewRef = builder.objectRef<WithdrawalPreview>('WithdrawalPreview').implement({
  description: 'What a withdrawal of an amount would withhold and pay, before confirming. Amounts in KRW.',
  fields: (t) => ({
    amount: t.exposeInt('amount', { description: 'The amount asked for.' }),
    withdrawable: t.expose('withdrawable', { type: 'Won', description: 'Withdrawable now.' }),
    settlementType: t.field({ type: SettlementTypeEnum, description: 'The registered settlement type.', resolve: (p) => p.settlementType }),
    incomeTax: t.exposeInt('incomeTax', { description: 'Income tax to withhold.' }),
    localIncomeTax: t.exposeInt('localIncomeTax', { description: 'Local income tax to withhold.' }),
    netAmount: t.exposeInt('netAmount', { description: 'What would reach the bank account.' }),
  }),
});

const WITHDRAWAL_ERRORS = [InvalidInputError, WithdrawalOverBalanceError, RevenueRuleError];

builder.queryFields((t) => ({
  withdrawals: t.prismaConnection({
    type: 'Withdrawal',
    cursor: 'keyset',
    description: `The viewer’s withdrawals, newest first (API tokens need REVENUE_READ). totalCount stops at ${COUNT_LIMIT}.`,
    ...signedInWith('REVENUE_READ'),
    totalCount: (_p, _a, ctx) => db().withdrawal.count({ where: { userId: revenueReader(ctx)!.id }, take: COUNT_LIMIT }),
    resolve: (query, _root, _args, ctx) => findWithdrawalsPage(query, { userId: revenueReader(ctx)!.id }),
  }),
  withdrawalPreview: t.field({
    type: WithdrawalPreviewRef,
    description: 'What requesting `amount` would withhold and pay, checked as the request would be (nothing is written). API tokens need REVENUE_READ.',
    ...signedInWith('REVENUE_READ'),
    errors: { types: WITHDRAWAL_ERRORS, union: { name: 'WithdrawalPreviewResult', description: 'The preview or why the request would be refused.' } },
    args: { amount: t.arg.int({ required: true, description: 'KRW, at least 10,000.' }) },
    resolve: (_root, { amount }, ctx) => previewWithdrawal(revenueReader(ctx)!, amount),
  }),
  adminWithdrawals: t.prismaConnection({
    type: 'Withdrawal',
    cursor: 'keyset',
    description: `Withdrawal requests, newest first, optionally of one status (administrators only). totalCount stops at ${COUNT_LIMIT}.`,
    ...adminOnly,
    args: { status: t.arg({ type: WithdrawalStatusEnum, required: false, description: 'Only withdrawals in this status.' }) },
    totalCount: (_p, args) => db().withdrawal.count({ where: args.status ? { status: args.status } : {}, take: COUNT_LIMIT }),
    resolve: (query, _root, args) => findWithdrawalsPage(query, args.status ? { status: args.status } : {}),
  }),
}));

const withdrawalPayload = (name: string, description: string) =>
  builder.objectRef<{ withdrawalId: string }>(name).implement({
    description,
    fields: (t) => ({
      withdrawal: t.prismaField({ type: 'Withdrawal', description: 'The withdrawal as it stands now.', resolve: (q, p) => db().withdrawal.findUniqueOrThrow({ ...q, where: { id: p.withdrawalId } }) }),
    }),
  });

const WithdrawalIdInput = (name: string, description: string) =>
  builder.inputType(name, { description, fields: (t) => ({ withdrawalId: t.globalID({ required: true, for: [WithdrawalNode], description: 'The Withdrawal id.' }) }) });

const RequestWithdrawalInput = builder.inputType('RequestWithdrawalInput', {
  description: 'A withdrawal of withdrawable earnings.',
  fields: (t) => ({ amount: t.int({ required: true, description: 'KRW, at least 10,000 and at most the withdrawable balance.' }) }),
});
const CancelWithdrawalInput = WithdrawalIdInput('CancelWithdrawalInput', 'A REQUESTED withdrawal of the viewer.');
const ApproveWithdrawalInput = WithdrawalIdInput('ApproveWithdrawalInput', 'A REQUESTED withdrawal.');
const MarkWithdrawalPaidInput = WithdrawalIdInput('MarkWithdrawalPaidInput', 'An APPROVED withdrawal that was transferred.');
const RevealWithdrawalAccountNumberInput = WithdrawalIdInput('RevealWithdrawalAccountNumberInput', 'A REQUESTED or APPROVED withdrawal to pay.');
const RevealWithdrawalAccountNumberSuccess = builder.objectRef<{ withdrawalId: string; accountNumber: string }>('RevealWithdrawalAccountNumberSuccess').implement({
  description: 'The full account number of a withdrawal; the reveal was audited. Shown on demand, never kept by the client.',
  fields: (t) => ({
    accountNumber: t.exposeString('accountNumber', { description: 'The account number, digits only.' }),
    withdrawal: t.prismaField({ type: 'Withdrawal', description: 'The withdrawal it is paid by.', resolve: (q, p) => db().withdrawal.findUniqueOrThrow({ ...q, where: { id: p.withdrawalId } }) }),
  }),
});
const RejectWithdrawalInput = builder.inputType('RejectWithdrawalInput', {
  description: 'A REQUESTED or APPROVED withdrawal to reject.',
  fields: (t) => ({
    withdrawalId: t.globalID({ required: true, for: [WithdrawalNode], description: 'The Withdrawal id.' }),
    reason: t.string({ required: true, description: 'Why (1–500 characters), shown to the creator.' }),
  }),
});

const union = (name: string) => ({ name: `${name}Result`, description: `The outcome of ${name[0].toLowerCase()}${name.slice(1)}: success or a typed error.` });
const STEP_ERRORS = [NotFoundError, WithdrawalStateConflictError];
/** An administrator's step; OWN_CASE when it is their own withdrawal. */
const REVIEW_ERRORS = [...STEP_ERRORS, ForbiddenError];

builder.mutationFields((t) => ({
  saveSettlementAccount: t.field({
    type: SaveSettlementAccountSuccess,
    description:
      'Registers or replaces the viewer’s settlement details (browser session only; club owners only: CREATOR_REQUIRED). Withdrawals already requested keep the account they named.',
    ...sessionOnly,
    errors: { types: [InvalidInputError, RevenueRuleError], union: union('SaveSettlementAccount') },
    args: { input: t.arg({ type: SaveSettlementAccountInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ userId: (await saveSettlementAccount(actingViewer(ctx)!, input)).userId }),
  }),
  requestWithdrawal: t.field({
    type: withdrawalPayload('RequestWithdrawalSuccess', 'The withdrawal is REQUESTED; its amount is held until it is paid, rejected or cancelled.'),
    description: 'Requests a withdrawal of withdrawable earnings (browser session only). Needs settlement details; at least ₩10,000; never more than withdrawable, even under concurrent requests.',
    ...sessionOnly,
    errors: { types: WITHDRAWAL_ERRORS, union: union('RequestWithdrawal') },
    args: { input: t.arg({ type: RequestWithdrawalInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ withdrawalId: (await requestWithdrawal(actingViewer(ctx)!, input)).id }),
  }),
  cancelWithdrawal: t.field({
    type: withdrawalPayload('CancelWithdrawalSuccess', 'The withdrawal is CANCELLED; its amount is withdrawable again.'),
    description: 'Cancels one of the viewer’s withdrawals while it is REQUESTED (browser session only).',
    ...sessionOnly,
    errors: { types: STEP_ERRORS, union: union('CancelWithdrawal') },
    args: { input: t.arg({ type: CancelWithdrawalInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ withdrawalId: (await cancelWithdrawal(actingViewer(ctx)!, idOf(input.withdrawalId, 'Withdrawal'))).id }),
  }),
  approveWithdrawal: t.field({
    type: withdrawalPayload('ApproveWithdrawalSuccess', 'The withdrawal is APPROVED; the creator was notified.'),
    description: 'Approves a REQUESTED withdrawal (administrators only, never their own: OWN_CASE; audited).',
    ...adminOnly,
    errors: { types: REVIEW_ERRORS, union: union('ApproveWithdrawal') },
    args: { input: t.arg({ type: ApproveWithdrawalInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ withdrawalId: (await approveWithdrawal(ctx.viewer!, idOf(input.withdrawalId, 'Withdrawal'))).id }),
  }),
  rejectWithdrawal: t.field({
    type: withdrawalPayload('RejectWithdrawalSuccess', 'The withdrawal is REJECTED; its amount is withdrawable again and the creator was told why.'),
    description: 'Rejects a REQUESTED or APPROVED withdrawal with a reason (administrators only, never their own: OWN_CASE; audited).',
    ...adminOnly,
    errors: { types: [InvalidInputError, ...REVIEW_ERRORS], union: union('RejectWithdrawal') },
    args: { input: t.arg({ type: RejectWithdrawalInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ withdrawalId: (await rejectWithdrawal(ctx.viewer!, idOf(input.withdrawalId, 'Withdrawal'), input.reason)).id }),
  }),
  revealWithdrawalAccountNumber: t.field({
    type: RevealWithdrawalAccountNumberSuccess,
    description:
      'The full account number a REQUESTED or APPROVED withdrawal is paid to, for the administrator making the transfer ' +
      '(administrators’ sessions only, never their own withdrawal: OWN_CASE). Every reveal is written to the audit log. ' +
      'Paid, rejected and cancelled withdrawals no longer keep it (WITHDRAWAL_STATE_CONFLICT).',
    ...adminOnly,
    errors: { types: [...REVIEW_ERRORS, AccountNumberUnavailableError], union: union('RevealWithdrawalAccountNumber') },
    args: { input: t.arg({ type: RevealWithdrawalAccountNumberInput, required: true }) },
    resolve: (_root, { input }, ctx) => revealWithdrawalAccountNumber(ctx.viewer!, idOf(input.withdrawalId, 'Withdrawal')),
  }),
  markWithdrawalPaid: t.field({
    type: withdrawalPayload('MarkWithdrawalPaidSuccess', 'The withdrawal is PAID: the payout and the tax withheld are in the ledger; the creator was notified.'),
    description: 'Records that an APPROVED withdrawal was transferred (administrators only, never their own: OWN_CASE; audited).',
    ...adminOnly,
    errors: { types: REVIEW_ERRORS, union: union('MarkWithdrawalPaid') },
    args: { input: t.arg({ type: MarkWithdrawalPaidInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ withdrawalId: (await markWithdrawalPaid(ctx.viewer!, idOf(input.withdrawalId, 'Withdrawal'))).id }),
  }),
}));

