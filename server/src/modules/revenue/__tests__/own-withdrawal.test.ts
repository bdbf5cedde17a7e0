// An administrator never reviews their own withdrawal (docs/domain-rules.md 5.9). Administrators may run clubs,
// so one can hold creator earnings; the administrators' approval and payment record are the only check on a
// creator's payout (DESIGN 5.7/5.9), and that check means nothing when the payee does it. The refusal is made
// under the withdrawal's row lock (withdrawals.service transition) and answers OWN_CASE, which the admin page shows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { createClub } from '../../../testing/fixtures.ts';
import { gql, person, type Person } from '../../comments/__tests__/community-helpers.ts';
import { saveSettlementAccount } from '../settlement.service.ts';
import { at, INDIVIDUAL, pay, release } from './revenue-helpers.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => app?.close());

const REQUEST = `mutation ($input: RequestWithdrawalInput!) { requestWithdrawal(input: $input) {
  ... on RequestWithdrawalSuccess { withdrawal { id } } ... on Error { code } } }`;
const APPROVE = `mutation ($input: ApproveWithdrawalInput!) { approveWithdrawal(input: $input) { __typename ... on Error { code } } }`;
const REJECT = `mutation ($input: RejectWithdrawalInput!) { rejectWithdrawal(input: $input) { __typename ... on Error { code } } }`;
const MARK_PAID = `mutation ($input: MarkWithdrawalPaidInput!) { markWithdrawalPaid(input: $input) { __typename ... on Error { code } } }`;
const REVEAL = `mutation ($input: RevealWithdrawalAccountNumberInput!) { revealWithdrawalAccountNumber(input: $input) { __typename ... on Error { code } } }`;

/** The union member's code, or its __typename on success. */
async function step(who: Person, query: string, input: Record<string, unknown>) {
  const res = await gql(app, who, query, { input });
  expect(res.errors).toBeUndefined();
  const [result] = Object.values(res.data!);
  return result.code ?? result.__typename;
}

describe('an administrator who runs a club', () => {
  it('cannot approve, reject, mark paid or reveal the account number of their own withdrawal; another administrator can', async () => {
    const admin = await person({ role: 'ADMIN', nickname: 'Admin creator' });
    const colleague = await person({ role: 'ADMIN', nickname: 'Colleague' });
    const club = await createClub({ ownerId: admin.id });
    await pay(club.id, 50_000, 'CARD', at(-8));
    await release(at(0));
    await saveSettlementAccount({ id: admin.id, role: 'ADMIN' }, INDIVIDUAL);
    const requested = await gql(app, admin, REQUEST, { input: { amount: 30_000 } });
    const withdrawalId = requested.data!.requestWithdrawal.withdrawal.id as string;
    const row = () => db().withdrawal.findFirstOrThrow({ where: { userId: admin.id } });
    const status = async () => (await row()).status;

    expect(await step(admin, APPROVE, { withdrawalId })).toBe('OWN_CASE');
    // Nor reads the full number of the account their own payout goes to as an administrator.
    expect(await step(admin, REVEAL, { withdrawalId })).toBe('OWN_CASE');
    expect(await step(admin, REJECT, { withdrawalId, reason: 'Changed my mind' })).toBe('OWN_CASE');
    expect(await status()).toBe('REQUESTED');

    expect(await step(colleague, APPROVE, { withdrawalId })).toBe('ApproveWithdrawalSuccess');
    expect(await step(admin, MARK_PAID, { withdrawalId })).toBe('OWN_CASE');
    expect(await step(admin, REJECT, { withdrawalId, reason: 'Changed my mind' })).toBe('OWN_CASE');
    expect(await status()).toBe('APPROVED');

    expect(await step(colleague, MARK_PAID, { withdrawalId })).toBe('MarkWithdrawalPaidSuccess');
    expect(await status()).toBe('PAID');
    // Only the colleague's steps were recorded.
    const audited = await db().auditLog.findMany({ where: { targetType: 'Withdrawal', targetId: (await row()).id }, select: { action: true, actorId: true } });
    expect(audited.map((a) => [a.action, a.actorId === colleague.id]).sort()).toEqual([
      ['withdrawal.approve', true],
      ['withdrawal.mark_paid', true],
    ]);
  });
});
