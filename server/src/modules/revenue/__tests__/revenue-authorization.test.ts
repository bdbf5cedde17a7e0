// Who sees a creator's money: the club's owner (sessions, or tokens with REVENUE_READ), and administrators
// in their withdrawal queue; nobody else (a guest, a user, a member, a subscriber, another club's owner).
// Withdrawals and settlement changes are for browser sessions only; approve, reject and mark paid for
// administrators' sessions only, as is the full account number of a withdrawal (never to its payee, audited),
// and the creator's balance in the queue. Over HTTP, and through node/nodes for the Withdrawal node.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { graphql, startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { createClub } from '../../../testing/fixtures.ts';
import { communityWorld, gid, signedIn, tokenHeaders, type Data } from '../../clubs/__tests__/community-helpers.ts';
import { requestWithdrawal } from '../withdrawals.service.ts';
import { db } from '../../../platform/database.ts';
import { at, INDIVIDUAL, pay, refund, register, release } from './revenue-helpers.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => app?.close());

const ROLES = ['guest', 'user', 'member', 'subscriber', 'owner', 'otherOwner', 'admin', 'ownerToken', 'ownerTokenNoRevenue', 'adminToken', 'otherOwnerToken'] as const;
type Role = (typeof ROLES)[number];

async function world() {
  const w = await communityWorld();
  const other = await signedIn({ role: 'CREATOR', nickname: 'Other owner' });
  await createClub({ ownerId: other.user.id });
  const headers: Record<Role, Record<string, string>> = {
    guest: {},
    user: w.outsider.headers,
    member: w.member.headers,
    subscriber: w.subscriber.headers,
    owner: w.owner.headers,
    otherOwner: other.headers,
    admin: w.admin.headers,
    ownerToken: await tokenHeaders(w.owner.user.id, ['REVENUE_READ', 'CLUBS_READ']),
    ownerTokenNoRevenue: await tokenHeaders(w.owner.user.id, ['CLUBS_READ', 'PAYMENTS_READ', 'ORDERS_READ']),
    adminToken: await tokenHeaders(w.admin.user.id, ['REVENUE_READ', 'CLUBS_READ']),
    otherOwnerToken: await tokenHeaders(other.user.id, ['REVENUE_READ']),
  };
  const paymentId = await pay(w.club.id, 50_000, 'CARD', at(-30)); // 38,805 to the owner
  await release(new Date());
  const viewer = { id: w.owner.user.id, role: 'CREATOR' as const };
  await register(viewer, INDIVIDUAL);
  const withdrawal = await requestWithdrawal(viewer, { amount: 10_000 });
  return { w, headers, withdrawalId: withdrawal.id, paymentId };
}

async function read(query: string, variables: Record<string, unknown>, headers: Record<string, string>) {
  const { body } = await graphql<Data>(app, { query, variables }, headers);
  return body;
}

/** What a role got: the top-level error code, or the value `pick` takes from the data. */
async function outcome(query: string, variables: Record<string, unknown>, headers: Record<string, string>, pick: (data: Data) => unknown) {
  const body = await read(query, variables, headers);
  if (body.errors) return String(body.errors[0].extensions?.code);
  return pick(body.data!);
}

describe('revenue reads', () => {
  it('show the summary, statement, settlement details and withdrawals to the owner only; tokens need REVENUE_READ', async () => {
    const { w, headers } = await world();
    const Q = `query ($club: ID) {
      revenueSummary(clubId: $club) { gross withdrawable withdrawing }
      revenueEntries(first: 5, clubId: $club) { totalCount edges { node { kind gross net } } }
      settlementAccount { type maskedAccountNumber }
      withdrawals(first: 5) { totalCount edges { node { amount status } } }
    }`;
    const owned = { summary: { gross: 50_000, withdrawing: 10_000 }, entries: 1, settlement: '•••• •••• 1234', withdrawals: 1 };
    const nothing = { summary: null, entries: 0, settlement: null, withdrawals: 0 };
    // Another owner sees their own (empty) revenue, never this club's.
    const ownEmpty = { summary: { gross: 0, withdrawing: 0 }, entries: 0, settlement: null, withdrawals: 0 };
    const expected: Record<Role, typeof owned | typeof nothing | string> = {
      guest: 'UNAUTHENTICATED',
      user: nothing,
      member: nothing,
      subscriber: nothing,
      owner: owned,
      otherOwner: nothing,
      admin: nothing,
      ownerToken: owned,
      ownerTokenNoRevenue: 'SCOPE_REQUIRED',
      adminToken: nothing,
      otherOwnerToken: nothing,
    };
    for (const role of ROLES) {
      for (const club of [null, gid('Club', w.club.id)]) {
        const got = await outcome(Q, { club }, headers[role], (d) => ({
          summary: d.revenueSummary && { gross: d.revenueSummary.gross, withdrawing: d.revenueSummary.withdrawing },
          entries: d.revenueEntries.totalCount,
          settlement: d.settlementAccount?.maskedAccountNumber ?? null,
          withdrawals: d.withdrawals.totalCount,
        }));
        const want = !club && (role === 'otherOwner' || role === 'otherOwnerToken') ? ownEmpty : expected[role];
        expect(got, `${role} ${club ? 'one club' : 'all clubs'}`).toEqual(want);
      }
    }
  });

  it('resolve a Withdrawal through node and nodes for its creator and administrators’ sessions only', async () => {
    const { headers, withdrawalId } = await world();
    const id = gid('Withdrawal', withdrawalId);
    const expected: Record<Role, boolean | string> = {
      guest: false,
      user: false,
      member: false,
      subscriber: false,
      owner: true,
      otherOwner: false,
      admin: true,
      ownerToken: true,
      ownerTokenNoRevenue: 'SCOPE_REQUIRED',
      adminToken: false,
      otherOwnerToken: false,
    };
    for (const role of ROLES) {
      for (const [query, pick] of [
        [`query ($id: ID!) { node(id: $id) { ... on Withdrawal { amount netAmount maskedAccountNumber } } }`, (d: Data) => d.node],
        [`query ($id: ID!) { nodes(ids: [$id]) { ... on Withdrawal { amount netAmount maskedAccountNumber } } }`, (d: Data) => d.nodes[0]],
      ] as const) {
        const body = await read(query, { id }, headers[role]);
        const want = expected[role];
        if (typeof want === 'string') {
          expect(body.errors?.map((e) => e.extensions?.code), role).toContain(want);
          continue;
        }
        expect(body.errors, role).toBeUndefined();
        if (want) expect(pick(body.data!), role).toEqual({ amount: 10_000, netAmount: 9_670, maskedAccountNumber: '•••• •••• 1234' });
        else expect(pick(body.data!), role).toBeNull();
      }
    }
  });

  it('list the withdrawal queue to administrators’ sessions only', async () => {
    const { headers } = await world();
    const Q = `{ adminWithdrawals(first: 10, status: REQUESTED) { totalCount edges { node { amount creator { id } } } } }`;
    for (const role of ROLES) {
      const got = await outcome(Q, {}, headers[role], (d) => d.adminWithdrawals.totalCount > 0);
      const want = role === 'guest' ? 'UNAUTHENTICATED' : role === 'admin' ? true : 'FORBIDDEN';
      expect(got, role).toBe(want);
    }
  });
});

describe('revenue mutations', () => {
  it('let the owner request and cancel withdrawals and save settlement details in a browser session only', async () => {
    const { w, headers } = await world();
    const REQUEST = `mutation { requestWithdrawal(input: { amount: 10000 }) { __typename ... on Error { code } } }`;
    const expected: Record<Role, string> = {
      guest: 'UNAUTHENTICATED',
      user: 'CREATOR_REQUIRED',
      member: 'CREATOR_REQUIRED',
      subscriber: 'CREATOR_REQUIRED',
      owner: 'RequestWithdrawalSuccess',
      otherOwner: 'SETTLEMENT_REQUIRED',
      admin: 'CREATOR_REQUIRED',
      ownerToken: 'FORBIDDEN',
      ownerTokenNoRevenue: 'FORBIDDEN',
      adminToken: 'FORBIDDEN',
      otherOwnerToken: 'FORBIDDEN',
    };
    for (const role of ROLES) {
      const got = await outcome(REQUEST, {}, headers[role], (d) => d.requestWithdrawal.code ?? d.requestWithdrawal.__typename);
      expect(got, role).toBe(expected[role]);
    }
    const SAVE = `mutation ($input: SaveSettlementAccountInput!) { saveSettlementAccount(input: $input) { __typename ... on Error { code } } }`;
    for (const role of ['guest', 'ownerToken', 'adminToken'] as const) {
      expect(await outcome(SAVE, { input: INDIVIDUAL }, headers[role], (d) => d.saveSettlementAccount.__typename), role).toBe(role === 'guest' ? 'UNAUTHENTICATED' : 'FORBIDDEN');
    }
    // Settlement details are for club owners only, as withdrawals are: nobody else's bank account or date of birth is kept.
    for (const role of ['user', 'member', 'subscriber', 'admin'] as const) {
      expect(await outcome(SAVE, { input: INDIVIDUAL }, headers[role], (d) => d.saveSettlementAccount.code), role).toBe('CREATOR_REQUIRED');
    }
    expect(await outcome(SAVE, { input: INDIVIDUAL }, headers.otherOwner, (d) => d.saveSettlementAccount.__typename)).toBe('SaveSettlementAccountSuccess');
    expect(await db().settlementAccount.count({ where: { userId: { in: [w.outsider, w.member, w.subscriber, w.admin].map((p) => p.user.id) } } })).toBe(0);
  });

  it('let administrators’ sessions only approve, reject and mark paid; the creator cancels only their own', async () => {
    const { headers, withdrawalId } = await world();
    const input = { withdrawalId: gid('Withdrawal', withdrawalId) };
    const APPROVE = `mutation ($input: ApproveWithdrawalInput!) { approveWithdrawal(input: $input) { __typename } }`;
    for (const role of ROLES.filter((r) => r !== 'admin')) {
      const got = await outcome(APPROVE, { input }, headers[role], (d) => d.approveWithdrawal.__typename);
      expect(got, role).toBe(role === 'guest' ? 'UNAUTHENTICATED' : 'FORBIDDEN');
    }
    const CANCEL = `mutation ($input: CancelWithdrawalInput!) { cancelWithdrawal(input: $input) { __typename } }`;
    expect(await outcome(CANCEL, { input }, headers.otherOwner, (d) => d.cancelWithdrawal.__typename)).toBe('NotFoundError');
    expect(await outcome(CANCEL, { input }, headers.ownerToken, (d) => d.cancelWithdrawal.__typename)).toBe('FORBIDDEN');
    expect(await outcome(APPROVE, { input }, headers.admin, (d) => d.approveWithdrawal.__typename)).toBe('ApproveWithdrawalSuccess');
    expect(await outcome(CANCEL, { input }, headers.owner, (d) => d.cancelWithdrawal.__typename)).toBe('WithdrawalStateConflictError');
    const REJECT = `mutation ($input: RejectWithdrawalInput!) { rejectWithdrawal(input: $input) { __typename ... on InvalidInputError { field code } ... on RejectWithdrawalSuccess { withdrawal { status rejectionReason } } } }`;
    expect(await outcome(REJECT, { input: { ...input, reason: ' ' } }, headers.admin, (d) => d.rejectWithdrawal)).toEqual({ __typename: 'InvalidInputError', field: 'reason', code: 'REQUIRED' });
    const PAID = `mutation ($input: MarkWithdrawalPaidInput!) { markWithdrawalPaid(input: $input) { __typename ... on MarkWithdrawalPaidSuccess { withdrawal { status netAmount } } } }`;
    expect(await outcome(PAID, { input }, headers.ownerToken, (d) => d.markWithdrawalPaid.__typename)).toBe('FORBIDDEN');
    expect(await outcome(PAID, { input }, headers.admin, (d) => d.markWithdrawalPaid)).toEqual({ __typename: 'MarkWithdrawalPaidSuccess', withdrawal: { status: 'PAID', netAmount: 9_670 } });
    expect(await outcome(REJECT, { input: { ...input, reason: 'Too late' } }, headers.admin, (d) => d.rejectWithdrawal.__typename)).toBe('WithdrawalStateConflictError');
  });
});

describe('the full account number of a withdrawal', () => {
  const REVEAL = `mutation ($input: RevealWithdrawalAccountNumberInput!) { revealWithdrawalAccountNumber(input: $input) {
    __typename ... on RevealWithdrawalAccountNumberSuccess { accountNumber withdrawal { id status } } ... on Error { code } } }`;

  it('is revealed to administrators’ sessions only (not the payee, other owners, users, guests or any token), each reveal audited', async () => {
    const { w, headers, withdrawalId } = await world();
    // The creator changes their details after requesting: the withdrawal still names the account it was requested to.
    await register({ id: w.owner.user.id, role: 'CREATOR' }, { ...INDIVIDUAL, bank: 'SHINHAN', accountNumber: '110987654321', accountNumberConfirmation: '110987654321' });
    const input = { withdrawalId: gid('Withdrawal', withdrawalId) };
    for (const role of ROLES) {
      const got = await outcome(REVEAL, { input }, headers[role], (d) => d.revealWithdrawalAccountNumber);
      const want = role === 'guest' ? 'UNAUTHENTICATED' : role === 'admin' ? { __typename: 'RevealWithdrawalAccountNumberSuccess', accountNumber: '12345678901234', withdrawal: { id: input.withdrawalId, status: 'REQUESTED' } } : 'FORBIDDEN';
      expect(got, role).toEqual(want);
    }
    const audited = await db().auditLog.findMany({ where: { action: 'withdrawal.reveal_account' }, select: { actorId: true, targetType: true, targetId: true, details: true } });
    expect(audited).toEqual([{ actorId: w.admin.user.id, targetType: 'Withdrawal', targetId: withdrawalId, details: { bank: 'KOOKMIN', accountNumberLast4: '1234', status: 'REQUESTED' } }]);
    // Never in a list or on the node: only the masked number there.
    const listed = await read(`{ adminWithdrawals(first: 10) { edges { node { maskedAccountNumber } } } }`, {}, headers.admin);
    expect(JSON.stringify(listed)).not.toContain('5678901234');
  });

  it('and the creator’s balance show administrators a creator who owes after a refund', async () => {
    const { headers, withdrawalId, paymentId } = await world();
    const Q = `query ($id: ID!) { node(id: $id) { ... on Withdrawal { creatorBalance } } adminWithdrawals(first: 50) { edges { node { id creatorBalance } } } }`;
    const id = gid('Withdrawal', withdrawalId);
    const balances = (d: Data) => [d.node.creatorBalance, d.adminWithdrawals.edges.find((e: Data) => e.node.id === id).node.creatorBalance];
    expect(await outcome(Q, { id }, headers.admin, balances)).toEqual([28_805, 28_805]);
    // The fan's payment is refunded after its release: 38,805 leaves what was available.
    await refund(paymentId);
    expect(await outcome(Q, { id }, headers.admin, balances)).toEqual([-10_000, -10_000]);
    // Nobody else reads it (the owner reads their own revenue summary instead).
    expect(await outcome(`query ($id: ID!) { node(id: $id) { ... on Withdrawal { creatorBalance } } }`, { id }, headers.owner, (d) => d.node.creatorBalance)).toBeNull();
  });
});
