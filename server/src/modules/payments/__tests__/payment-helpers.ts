// Shared by the payments, lifecycle and plan-change tests: cards registered through the built-in test
// gateway, checkouts through GraphQL, waiting for queued deliveries, and the ledger's balance.
import { expect } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { type Data, gql, type Person } from '../../comments/__tests__/community-helpers.ts';
import { paymentGateway } from '../payments.service.ts';
import { TEST_CARDS, type TestGateway } from '../test-gateway.ts';

export const BUYER = { name: 'Kim Minji', phone: '01012345678', email: 'minji@example.com' };

/** The database id inside a global id. */
export const rawId = (globalId: string) => Buffer.from(globalId, 'base64').toString().split(':')[1];

export const testGateway = () => paymentGateway() as TestGateway;

const REGISTER = `mutation ($input: RegisterPaymentCardInput!) { registerPaymentCard(input: $input) {
  __typename ... on RegisterPaymentCardSuccess { card { id brand last4 } } ... on Error { code } } }`;

const START = `mutation { startCardRegistration { issueId } }`;

/** The issue id `who` opens the gateway's card window with (startCardRegistration). */
export async function cardIssueIdFor(app: App, who: Person): Promise<string> {
  const body = await gql(app, who, START);
  if (!body.data?.startCardRegistration) throw new Error(JSON.stringify(body.errors));
  return body.data.startCardRegistration.issueId as string;
}

/** A card registered by `who`: a billing key from the gateway's card window opened with their issue id, then registerPaymentCard. */
export async function registerCard(app: App, who: Person, cardNumber: string = TEST_CARDS.SUCCEEDS) {
  const issued = await testGateway().issueBillingKey(cardNumber, await cardIssueIdFor(app, who));
  if (!('billingKey' in issued)) throw new Error(issued.error);
  const body = await gql(app, who, REGISTER, { input: { billingKey: issued.billingKey } });
  return body.data!.registerPaymentCard.card as Data;
}

/** Runs `mutation` (a subscribeToPlan document) with the buyer and the agreement filled in. */
export async function checkoutWith(app: App, mutation: string, who: Person, input: Data) {
  const body = await gql(app, who, mutation, { input: { buyer: BUYER, agreeToOrderTerms: true, ...input } });
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!.subscribeToPlan as Data;
}

/** Every ledger transaction sums to zero. */
export async function expectBalancedLedger() {
  const unbalanced = await db().$queryRaw<{ transactionId: string }[]>`
    SELECT "transactionId" FROM "LedgerEntry" GROUP BY "transactionId" HAVING sum(amount) <> 0`;
  expect(unbalanced).toEqual([]);
}
