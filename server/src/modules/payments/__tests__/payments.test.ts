// Checkout through the built-in test gateway, on a real app and PostgreSQL: card and deposit subscriptions,
// signed webhooks delivered over HTTP, their verification and idempotency, refunds of late deposits, card
// deletion, live payment status over graphql-ws, and a ledger whose every transaction sums to zero.
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Client } from 'graphql-ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { releaseDueEarnings } from '../../revenue/ledger.service.ts';
import { graphql, startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { createPost } from '../../../testing/fixtures.ts';
import { community, type Data, gql, type Person, subscribe, warmUp, wsClient } from '../../comments/__tests__/community-helpers.ts';
import { splitPayment } from '../../revenue/ledger.service.ts';
import { gatewayCli } from '../../../../../scripts/gateway.ts';
import { PAYMENT_WEBHOOK_PATH, TEST_DEPOSIT_PATH } from '../../../http/payments-routes.ts';
import { sweepPayments } from '../payments.service.ts';
import { DEFAULT_TEST_WEBHOOK_SECRET, postWebhook, TEST_CARDS, webhookBody } from '../test-gateway.ts';
import { until } from '../../../testing/waiting.ts';
import { websocketClient } from '../../../testing/websocket.ts';
import { tokenHeaders } from '../../clubs/__tests__/community-helpers.ts';
import { API_SCOPES } from '../../../graphql/auth-guards.ts';
import { BUYER, checkoutWith, expectBalancedLedger, rawId, registerCard as registerCardFor, testGateway } from './payment-helpers.ts';

const database = setupTestDatabase();
let app: App;
const clients: Client[] = [];
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.dispose()));
});
afterAll(async () => app?.close());

const gateway = testGateway;
const gid = encodeGlobalID;

const SUBSCRIBE = `mutation ($input: SubscribeToPlanInput!) { subscribeToPlan(input: $input) {
  __typename
  ... on SubscribeToPlanSuccess { payment { id status amount vat method orderNumber failureReason months virtualAccount { bankName accountNumber accountHolder deadline } } }
  ... on Error { code message }
  ... on InvalidInputError { field }
  ... on PaymentFailedError { payment { id status failureReason } }
} }`;

const registerCard = (who: Person, cardNumber?: string) => registerCardFor(app, who, cardNumber);
const checkout = (who: Person, input: Data) => checkoutWith(app, SUBSCRIBE, who, input);

async function world() {
  const w = await community();
  const plan2 = await db().plan.create({ data: { clubId: w.club.id, name: 'Platinum', monthlyPrice: 9900, benefits: ['Voice diary'], level: 2 } });
  return { ...w, plan2 };
}






describe('card subscriptions', () => {
  it('charges a registered card at once, unlocks subscriber content, and records a balanced ledger transaction', async () => {
    const w = await world();
    const locked = await createPost({ clubId: w.club.id, authorId: w.owner.id, title: 'Secret', isSubscriberOnly: true, requiredPlanId: w.plan2.id, content: [{ type: 'paragraph', spans: [{ text: 'platinum only' }] }] });
    const READ = `query ($id: ID!) { node(id: $id) { ... on Post { content { __typename ... on ParagraphBlock { spans { text } } } } } }`;
    const before = await gql(app, w.user, READ, { id: gid('Post', locked.id) });
    expect(JSON.stringify(before.data)).not.toContain('platinum only');

    const card = await registerCard(w.user);
    expect(card).toMatchObject({ brand: 'VISA', last4: '4242' });
    const result = await checkout(w.user, { planId: gid('Plan', w.plan2.id), method: 'CARD', cardId: card.id });
    expect(result.__typename).toBe('SubscribeToPlanSuccess');
    expect(result.payment).toMatchObject({ status: 'PAID', amount: 9900, vat: 900, method: 'CARD', months: 1, virtualAccount: null });
    expect(result.payment.orderNumber).toMatch(/^OS-\d{8}-[2-9A-Z]{6}$/);

    const sub = await db().subscription.findFirstOrThrow({ where: { userId: w.user.id, clubId: w.club.id } });
    expect(sub).toMatchObject({ status: 'ACTIVE', method: 'CARD', planId: w.plan2.id, cardId: rawId(card.id) });
    expect(sub.currentPeriodEnd.getUTCDate()).toBe(new Date(sub.currentPeriodStart.getTime()).getUTCDate());
    // Subscribing made the fan a member, and the locked post opens.
    expect(await db().clubMember.count({ where: { clubId: w.club.id, userId: w.user.id } })).toBe(1);
    const after = await gql(app, w.user, READ, { id: gid('Post', locked.id) });
    expect(JSON.stringify(after.data)).toContain('platinum only');

    const payment = await db().payment.findUniqueOrThrow({ where: { id: rawId(result.payment.id) } });
    const ledger = await db().ledgerTransaction.findMany({ where: { paymentId: payment.id }, include: { entries: true } });
    expect(ledger).toHaveLength(1);
    expect(ledger[0].source).toBe('SUBSCRIPTION');
    const split = splitPayment(9900, 'CARD');
    const byAccount = Object.fromEntries(ledger[0].entries.map((e) => [e.account, e.amount]));
    expect(byAccount).toEqual({
      FAN_PAYMENTS: -9900,
      VAT_PAYABLE: 900,
      PLATFORM_FEE: 990,
      GATEWAY_FEE: split.gatewayFee,
      CREATOR_PENDING: 9900 - 900 - 990 - split.gatewayFee,
    });

    // The gateway's webhook for the charge arrives over HTTP and changes nothing.
    await until(() => db().paymentWebhookEvent.count({ where: { paymentId: payment.id } }), (n) => n >= 1);
    expect(await db().ledgerTransaction.count({ where: { paymentId: payment.id } })).toBe(1);
    expect((await db().payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe('PAID');

    // One live subscription per fan and club.
    const again = await checkout(w.user, { planId: gid('Plan', w.plan2.id), method: 'CARD', cardId: card.id });
    expect(again).toMatchObject({ __typename: 'AlreadySubscribedError', code: 'ALREADY_SUBSCRIBED' });
    await expectBalancedLedger();
  });

  it('charges once for ten concurrent checkouts of one plan; the others are refused with a typed error before any charge', async () => {
    const w = await world();
    const card = await registerCard(w.user);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        gql(app, w.user, SUBSCRIBE, { input: { buyer: BUYER, agreeToOrderTerms: true, planId: gid('Plan', w.plan2.id), method: 'CARD', cardId: card.id } }),
      ),
    );
    expect(results.flatMap((r) => r.errors ?? [])).toEqual([]);
    const outcomes = results.map((r) => r.data!.subscribeToPlan as Data);
    expect(outcomes.filter((o) => o.__typename === 'SubscribeToPlanSuccess')).toHaveLength(1);
    const refused = outcomes.filter((o) => o.__typename !== 'SubscribeToPlanSuccess');
    expect(refused).toHaveLength(9);
    for (const o of refused) expect(['CHECKOUT_IN_PROGRESS', 'ALREADY_SUBSCRIBED']).toContain(o.code);
    const billingKey = (await db().paymentCard.findUniqueOrThrow({ where: { id: rawId(card.id) } })).billingKey;
    expect(await db().testGatewayPayment.count({ where: { billingKey } })).toBe(1);
    expect(await db().subscription.count({ where: { userId: w.user.id, clubId: w.club.id } })).toBe(1);
    expect(await db().payment.count({ where: { order: { userId: w.user.id }, status: 'REFUNDED' } })).toBe(0);
  });

  it('records a declined charge with the gateway’s reason and starts nothing; the declined test card does not register', async () => {
    const w = await world();
    expect(await gateway().issueBillingKey(TEST_CARDS.DECLINED)).toEqual({ error: 'The card was declined.' });
    expect(await gateway().issueBillingKey('4242 4242 4242 4241')).toEqual({ error: 'The card number is not valid.' });

    const card = await registerCard(w.user, TEST_CARDS.INSUFFICIENT_FUNDS);
    const result = await checkout(w.user, { planId: gid('Plan', w.plan2.id), method: 'CARD', cardId: card.id });
    expect(result).toMatchObject({ __typename: 'PaymentFailedError', code: 'PAYMENT_FAILED', message: 'Insufficient funds.' });
    expect(result.payment).toMatchObject({ status: 'FAILED', failureReason: 'Insufficient funds.' });
    expect(await db().subscription.count({ where: { userId: w.user.id } })).toBe(0);
    expect(await db().ledgerTransaction.count({ where: { paymentId: rawId(result.payment.id) } })).toBe(0);

    const later = await registerCard(w.user, TEST_CARDS.FAILS_LATER);
    const declined = await checkout(w.user, { planId: gid('Plan', w.plan2.id), method: 'CARD', cardId: later.id });
    expect(declined).toMatchObject({ __typename: 'PaymentFailedError', message: 'The card was declined.' });
  });

  it('keeps no card number anywhere, not even at the test gateway', async () => {
    const w = await world();
    const number = '4111111111111111';
    const card = await registerCard(w.user, number);
    expect(card).toMatchObject({ brand: 'VISA', last4: '1111' });
    const rows = await db().$queryRaw<{ row: string }[]>`SELECT row_to_json(k)::text AS row FROM "TestGatewayBillingKey" k`;
    expect(rows.length).toBeGreaterThan(0);
    // No run of 12+ digits (a card number), leaving out uuids: their last group is all digits now and then.
    const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
    for (const { row } of rows) expect(row.replace(UUID, '<uuid>')).not.toMatch(/\d{12,}/);
    const cards = await db().$queryRaw<{ row: string }[]>`SELECT row_to_json(c)::text AS row FROM "PaymentCard" c`;
    for (const { row } of cards) expect(row).not.toContain(number);
  });

  it('refuses owners, archived plans, bad buyer information and missing agreement, writing nothing', async () => {
    const w = await world();
    const ownerCard = await registerCard(w.owner);
    const card = await registerCard(w.user);
    const input = { planId: gid('Plan', w.plan2.id), method: 'CARD', cardId: card.id };
    expect(await checkout(w.owner, { ...input, cardId: ownerCard.id })).toMatchObject({ __typename: 'OwnerCannotSubscribeError', code: 'OWNER_CANNOT_SUBSCRIBE' });
    expect(await checkout(w.user, { ...input, buyer: { ...BUYER, phone: '010-1234-5678' } })).toMatchObject({ code: 'PHONE_INVALID', field: 'buyer.phone' });
    expect(await checkout(w.user, { ...input, buyer: { ...BUYER, email: 'nope' } })).toMatchObject({ code: 'EMAIL_INVALID', field: 'buyer.email' });
    expect(await checkout(w.user, { ...input, buyer: { ...BUYER, name: ' ' } })).toMatchObject({ code: 'REQUIRED', field: 'buyer.name' });
    expect(await checkout(w.user, { ...input, agreeToOrderTerms: false })).toMatchObject({ code: 'CONSENT_REQUIRED', field: 'agreement' });
    expect(await checkout(w.user, { ...input, cardId: ownerCard.id })).toMatchObject({ code: 'CARD_REQUIRED', field: 'cardId' });
    expect(await checkout(w.user, { planId: gid('Plan', w.plan2.id), method: 'VIRTUAL_ACCOUNT', months: 2 })).toMatchObject({ code: 'INVALID_INPUT', field: 'months' });
    await db().plan.update({ where: { id: w.plan2.id }, data: { archivedAt: new Date() } });
    expect(await checkout(w.user, input)).toMatchObject({ __typename: 'PlanUnavailableError', code: 'PLAN_UNAVAILABLE' });
    expect(await db().order.count({ where: { userId: { in: [w.user.id, w.owner.id] } } })).toBe(0);
  });

  it('is for browser sessions only, and shows a payment to its buyer alone', async () => {
    const w = await world();
    const card = await registerCard(w.user);
    const result = await checkout(w.user, { planId: gid('Plan', w.plan2.id), method: 'CARD', cardId: card.id });
    const READ = `query ($id: ID!) { node(id: $id) { ... on Payment { amount } } }`;
    expect((await gql(app, w.user, READ, { id: result.payment.id })).data).toEqual({ node: { amount: 9900 } });
    expect((await gql(app, w.member, READ, { id: result.payment.id })).data).toEqual({ node: null });
    expect((await gql(app, w.owner, READ, { id: result.payment.id })).data).toEqual({ node: null });
    expect((await gql(app, w.guest, READ, { id: result.payment.id })).data).toEqual({ node: null });
    expect((await gql(app, w.admin, READ, { id: result.payment.id })).data).toEqual({ node: { amount: 9900 } });
    expect((await gql(app, w.member, `{ paymentCards { id } }`)).data).toEqual({ paymentCards: [] });
    // The order list: the buyer's payments newest first, nobody else's.
    const deposit = await checkout(w.user, { planId: gid('Plan', w.plan2.id), method: 'VIRTUAL_ACCOUNT', months: 3 }).catch(() => null);
    const LIST = `{ myPayments(first: 10) { totalCount edges { node { id status orderNumber club { name } plan { name } } } } }`;
    const mine = (await gql(app, w.user, LIST)).data!.myPayments;
    expect(deposit?.__typename).toBe('AlreadySubscribedError');
    expect(mine.totalCount).toBe(1);
    expect(mine.edges.map((e: Data) => e.node.id)).toEqual([result.payment.id]);
    expect(mine.edges[0].node).toMatchObject({ status: 'PAID', plan: { name: 'Platinum' } });
    expect((await gql(app, w.member, LIST)).data!.myPayments).toEqual({ totalCount: 0, edges: [] });
    const guest = await gql(app, w.guest, SUBSCRIBE, { input: { planId: gid('Plan', w.plan2.id), method: 'CARD', buyer: BUYER, agreeToOrderTerms: true } });
    expect(guest.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('cancels, at their next payment date, the subscriptions that renew with a deleted card; leaving is refused until then', async () => {
    const w = await world();
    const card = await registerCard(w.user);
    await checkout(w.user, { planId: gid('Plan', w.plan2.id), method: 'CARD', cardId: card.id });
    const LEAVE = `mutation ($input: LeaveClubInput!) { leaveClub(input: $input) { __typename ... on Error { code } } }`;
    const refused = await gql(app, w.user, LEAVE, { input: { clubId: gid('Club', w.club.id) } });
    expect(refused.data!.leaveClub.code).toBe('LEAVE_BLOCKED_BY_SUBSCRIPTION');

    const DELETE = `mutation ($input: DeletePaymentCardInput!) { deletePaymentCard(input: $input) {
      __typename ... on DeletePaymentCardSuccess { deletedCardId cancelledSubscriptions { status renews currentPeriodEnd } } ... on Error { code } } }`;
    expect((await gql(app, w.member, DELETE, { input: { cardId: card.id } })).data!.deletePaymentCard.code).toBe('NOT_FOUND');
    const deleted = (await gql(app, w.user, DELETE, { input: { cardId: card.id } })).data!.deletePaymentCard;
    expect(deleted.deletedCardId).toBe(card.id);
    expect(deleted.cancelledSubscriptions).toHaveLength(1);
    expect(deleted.cancelledSubscriptions[0]).toMatchObject({ status: 'CANCELED', renews: false });
    expect(await gateway().billingKeyInfo((await db().paymentCard.findUniqueOrThrow({ where: { id: rawId(card.id) } })).billingKey)).toBeNull();
    // Benefits last to the period end; leaving is allowed now.
    const live = await gql(app, w.user, `query ($uri: String!) { club(uri: $uri) { ... on Club { viewerSubscription { status } } } }`, { uri: w.club.uri });
    expect(live.data!.club.viewerSubscription).toEqual({ status: 'CANCELED' });
    expect((await gql(app, w.user, LEAVE, { input: { clubId: gid('Club', w.club.id) } })).data!.leaveClub.__typename).toBe('LeaveClubSuccess');
  });
});

describe('deposit subscriptions', () => {
  it('paymentStatusChanged refuses an API token without PAYMENTS_READ before listening (SCOPE_REQUIRED), as HTTP refuses it the Payment', async () => {
    const w = await world();
    const result = await checkout(w.user, { planId: gid('Plan', w.plan2.id), method: 'VIRTUAL_ACCOUNT', months: 1 });
    const paymentId = rawId(result.payment.id);
    const QUERY = 'subscription ($id: ID!) { paymentStatusChanged(paymentId: $id) { __typename } }';
    const postsOnly = websocketClient(app, await tokenHeaders(w.user.id, ['POSTS_READ']));
    const payments = websocketClient(app, await tokenHeaders(w.user.id, ['PAYMENTS_READ']));
    clients.push(postsOnly, payments);
    const refused = subscribe<{ paymentStatusChanged: Data }>(postsOnly, QUERY, { id: result.payment.id });
    await until(async () => refused.errors.length, (n) => n > 0);
    expect(refused.errors[0]).toMatchObject([{ extensions: { code: 'SCOPE_REQUIRED', scope: 'PAYMENTS_READ' } }]);
    // A token holding the scope watches its user's payment.
    const allowed = subscribe<{ paymentStatusChanged: Data }>(payments, QUERY, { id: result.payment.id });
    await warmUp(allowed, () => app.pubsub.publish('payment:statusChanged', paymentId, { status: 'WAITING_FOR_DEPOSIT' }), () => true);
    expect(allowed.errors).toEqual([]);
    expect(refused.events).toEqual([]);
  });

  it('issues a virtual account, and the deposit turns the payment to PAID live: webhook over HTTP, prepaid term, no renewal', async () => {
    const w = await world();
    const result = await checkout(w.user, { planId: gid('Plan', w.plan2.id), method: 'VIRTUAL_ACCOUNT', months: 3 });
    expect(result.payment).toMatchObject({ status: 'WAITING_FOR_DEPOSIT', amount: 29700, method: 'VIRTUAL_ACCOUNT', months: 3 });
    const account = result.payment.virtualAccount;
    expect(account.accountNumber).toMatch(/^9\d{13}$/);
    expect(new Date(account.deadline).getTime()).toBeGreaterThan(Date.now() + 71 * 3600_000);

    const client = wsClient(app, w.user);
    clients.push(client);
    const sub = subscribe<{ paymentStatusChanged: Data }>(client, 'subscription ($id: ID!) { paymentStatusChanged(paymentId: $id) { status } }', { id: result.payment.id });
    const paymentId = rawId(result.payment.id);
    await warmUp(sub, () => app.pubsub.publish('payment:statusChanged', paymentId, { status: 'WAITING_FOR_DEPOSIT' }), (e) => e.paymentStatusChanged.status === 'WAITING_FOR_DEPOSIT');

    // Someone else cannot watch it.
    const other = wsClient(app, w.member);
    clients.push(other);
    const spy = subscribe(other, 'subscription ($id: ID!) { paymentStatusChanged(paymentId: $id) { status } }', { id: result.payment.id });
    await until(async () => spy.errors.length, (n) => n > 0);
    expect(spy.errors[0]).toMatchObject([{ message: 'No such payment', extensions: { code: 'NOT_FOUND' } }]);
    // Nor one whose id holds no UUID: the same answer, not a failure in PostgreSQL.
    const garbled = subscribe(other, 'subscription ($id: ID!) { paymentStatusChanged(paymentId: $id) { status } }', { id: encodeGlobalID('Payment', 'not-a-uuid') });
    await until(async () => garbled.errors.length, (n) => n > 0);
    expect(garbled.errors[0]).toMatchObject([{ message: 'No such payment', extensions: { code: 'NOT_FOUND' } }]);

    // The deposit, made the way a developer does it: `npm run gateway -- deposit <account>`.
    const lines: string[] = [];
    expect(await gatewayCli(['deposit', account.accountNumber, '--url', app.url], (line) => lines.push(line))).toBe(0);
    expect(lines.join('\n')).toContain('₩29,700');
    const [event] = await sub.next(1, 10_000);
    expect(event.paymentStatusChanged.status).toBe('PAID');

    const subscription = await db().subscription.findFirstOrThrow({ where: { userId: w.user.id, clubId: w.club.id } });
    expect(subscription).toMatchObject({ status: 'ACTIVE', method: 'VIRTUAL_ACCOUNT', cardId: null });
    const months = (subscription.currentPeriodEnd.getUTCFullYear() - subscription.startedAt.getUTCFullYear()) * 12 + subscription.currentPeriodEnd.getUTCMonth() - subscription.startedAt.getUTCMonth();
    expect(months).toBe(3);
    const renews = await gql(app, w.user, `query ($uri: String!) { club(uri: $uri) { ... on Club { viewerSubscription { renews } } } }`, { uri: w.club.uri });
    expect(renews.data!.club.viewerSubscription).toEqual({ renews: false });
    await expectBalancedLedger();
  });

  it('issues one order and one virtual account for a deposit checkout submitted several times at once: every answer is that payment and its account', async () => {
    const w = await world();
    const accountsBefore = await db().testGatewayPayment.count({ where: { method: 'VIRTUAL_ACCOUNT' } });
    const input = { buyer: BUYER, agreeToOrderTerms: true, planId: gid('Plan', w.plan2.id), method: 'VIRTUAL_ACCOUNT', months: 3 };
    const results = await Promise.all(Array.from({ length: 4 }, () => gql(app, w.user, SUBSCRIBE, { input })));
    expect(results.flatMap((r) => r.errors ?? [])).toEqual([]);
    const outcomes = results.map((r) => r.data!.subscribeToPlan as Data);
    for (const o of outcomes) expect(o.__typename).toBe('SubscribeToPlanSuccess');
    const [first] = outcomes;
    expect(first.payment.virtualAccount.accountNumber).toMatch(/^9\d{13}$/);
    for (const o of outcomes) expect(o.payment).toEqual(first.payment);
    expect(await db().order.count({ where: { userId: w.user.id, clubId: w.club.id } })).toBe(1);
    expect(await db().payment.count({ where: { order: { userId: w.user.id } } })).toBe(1);
    expect(await db().testGatewayPayment.count({ where: { method: 'VIRTUAL_ACCOUNT' } })).toBe(accountsBefore + 1);
  });

  it('answers a deposit checkout again with the waiting one (same plan and term), names it for another, and issues a new one after its deadline', async () => {
    const w = await world();
    const AGAIN = `mutation ($input: SubscribeToPlanInput!) { subscribeToPlan(input: $input) { __typename
      ... on SubscribeToPlanSuccess { payment { id virtualAccount { accountNumber } } }
      ... on DepositPendingError { code payment { id status virtualAccount { accountNumber } } } } }`;
    const again = (input: Data) => checkoutWith(app, AGAIN, w.user, input);
    const term = { planId: gid('Plan', w.plan2.id), method: 'VIRTUAL_ACCOUNT', months: 3 };
    const waiting = await again(term);
    const account = waiting.payment.virtualAccount.accountNumber;
    // A retry, later: the same payment and account, nothing new at the gateway.
    expect(await again(term)).toEqual(waiting);
    // The first checkout had not stored its account yet (still at the gateway): the gateway answers the same one.
    const paymentId = rawId(waiting.payment.id);
    await db().payment.update({ where: { id: paymentId }, data: { bankName: null, accountNumber: null, accountHolder: null, depositDeadline: null } });
    expect(await again(term)).toEqual(waiting);
    expect((await db().payment.findUniqueOrThrow({ where: { id: paymentId } })).accountNumber).toBe(account);
    // Another term, another plan, or a price changed since: refused, naming the waiting one.
    const pending = { __typename: 'DepositPendingError', code: 'DEPOSIT_PENDING', payment: { id: waiting.payment.id, status: 'WAITING_FOR_DEPOSIT', virtualAccount: { accountNumber: account } } };
    const gold = await db().plan.findFirstOrThrow({ where: { clubId: w.club.id, name: 'Gold' } });
    expect(await again({ ...term, months: 1 })).toEqual(pending);
    expect(await again({ ...term, planId: gid('Plan', gold.id) })).toEqual(pending);
    await db().plan.update({ where: { id: w.plan2.id }, data: { monthlyPrice: 8800 } });
    expect(await again(term)).toEqual(pending);
    expect(await db().order.count({ where: { userId: w.user.id, clubId: w.club.id } })).toBe(1);
    // Its account closed at the deadline: a checkout issues a new one.
    await sweepPayments(new Date(Date.now() + 73 * 3600_000));
    const next = await again({ ...term, months: 1 });
    expect(next.__typename).toBe('SubscribeToPlanSuccess');
    expect(next.payment.id).not.toBe(waiting.payment.id);
    expect(next.payment.virtualAccount.accountNumber).not.toBe(account);
  });

  it('cancels a waiting deposit for its buyer alone, through a browser session; a new checkout is then open, and a deposit into the closed account is refunded', async () => {
    const w = await world();
    const result = await checkout(w.user, { planId: gid('Plan', w.plan2.id), method: 'VIRTUAL_ACCOUNT', months: 3 });
    const CANCEL = `mutation ($input: CancelDepositPaymentInput!) { cancelDepositPayment(input: $input) { __typename
      ... on CancelDepositPaymentSuccess { payment { id status } } ... on Error { code } } }`;
    const input = { input: { paymentId: result.payment.id } };
    for (const who of [w.member, w.owner, w.admin]) {
      expect((await gql(app, who, CANCEL, input)).data!.cancelDepositPayment, who.id).toEqual({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
    }
    expect((await gql(app, w.guest, CANCEL, input)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const token = await tokenHeaders(w.user.id, [...API_SCOPES]);
    const byToken = await graphql(app, { query: CANCEL, variables: input }, token);
    expect(byToken.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const paymentId = rawId(result.payment.id);
    expect((await db().payment.findUniqueOrThrow({ where: { id: paymentId } })).status).toBe('WAITING_FOR_DEPOSIT');

    expect((await gql(app, w.user, CANCEL, input)).data!.cancelDepositPayment).toEqual({ __typename: 'CancelDepositPaymentSuccess', payment: { id: result.payment.id, status: 'CANCELLED' } });
    // Another term is no longer refused as pending.
    const next = await checkout(w.user, { planId: gid('Plan', w.plan2.id), method: 'VIRTUAL_ACCOUNT', months: 1 });
    expect(next.payment).toMatchObject({ status: 'WAITING_FOR_DEPOSIT', months: 1 });
    // A deposit into the closed account goes back: the fan is asked for a bank account, nothing subscribed by it.
    await gateway().deposit(result.payment.virtualAccount.accountNumber);
    const late = await until(() => db().payment.findUniqueOrThrow({ where: { id: paymentId } }), (p) => p.refundAccountRequestedAt !== null);
    expect(late.status).toBe('PAID');
    expect(await db().subscription.count({ where: { userId: w.user.id } })).toBe(0);
    // A paid payment is not cancelled: it is answered as it stands.
    expect((await gql(app, w.user, CANCEL, input)).data!.cancelDepositPayment.payment.status).toBe('PAID');
    await expectBalancedLedger();
  });

  it('closes an unpaid account at its deadline; a deposit that arrives after is refunded, not fulfilled, to the account the fan names', async () => {
    const w = await world();
    const result = await checkout(w.user, { planId: gid('Plan', w.plan2.id), method: 'VIRTUAL_ACCOUNT', months: 1 });
    const paymentGid = result.payment.id;
    const paymentId = rawId(paymentGid);
    const afterDeadline = new Date(Date.now() + 73 * 3600_000);
    expect((await sweepPayments(afterDeadline)).expired).toBeGreaterThanOrEqual(1);
    expect((await db().payment.findUniqueOrThrow({ where: { id: paymentId } })).status).toBe('CANCELLED');

    const late = await fetch(`${app.url}${TEST_DEPOSIT_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-oshi-client': 'web' }, body: JSON.stringify({ accountNumber: result.payment.virtualAccount.accountNumber }) });
    expect(late.status).toBe(200);
    // A deposit goes back by transfer: the payment waits for the fan's bank account, and the fan is told.
    const waiting = await until(() => db().payment.findUniqueOrThrow({ where: { id: paymentId } }), (p) => p.refundAccountRequestedAt !== null);
    expect(waiting.status).toBe('PAID');
    expect(waiting.paidAt).not.toBeNull();
    expect(await db().subscription.count({ where: { userId: w.user.id } })).toBe(0);
    // Waiting for its refund account, the creator's share is held: never released, however long it waits.
    expect(await db().pendingEarning.findUnique({ where: { paymentId } })).toMatchObject({ held: true });
    await db().$transaction((tx) => releaseDueEarnings(tx, new Date(Date.now() + 90 * 86_400_000)));
    expect(await db().ledgerTransaction.count({ where: { paymentId, kind: 'RELEASE' } })).toBe(0);
    // (The notice is written just after the payment is marked, by the webhook's handler: wait for it too.)
    const notices = await until(
      () => db().notification.findMany({ where: { recipientId: w.user.id, kind: 'DEPOSIT_REFUND_ACCOUNT_NEEDED' } }),
      (found) => found.length > 0,
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ clubId: w.club.id, amount: 9900, reason: null });
    const NODE = `query ($id: ID!) { node(id: $id) { ... on Payment { status refundAccountNeeded } } }`;
    expect((await gql(app, w.user, NODE, { id: paymentGid })).data!.node).toEqual({ status: 'PAID', refundAccountNeeded: true });
    expect((await gql(app, w.user, '{ refundBanks }')).data!.refundBanks).toContain('KAKAO');

    const REFUND = `mutation ($input: RefundLateDepositInput!) { refundLateDeposit(input: $input) { __typename
      ... on RefundLateDepositSuccess { payment { status refundAccountNeeded } } ... on Error { code } ... on InvalidInputError { field } } }`;
    const refund = async (who: Person, input: Data) => (await gql(app, who, REFUND, { input: { paymentId: paymentGid, ...input } })).data!.refundLateDeposit;
    const account = { bank: 'KAKAO', accountNumber: '3333-01-2345678', holderName: 'Kim Minji' };
    // Someone else's payment does not exist for them; bad accounts are refused by field, nothing refunded.
    expect(await refund(w.member, account)).toMatchObject({ __typename: 'NotFoundError' });
    expect(await refund(w.user, { ...account, bank: 'GRINGOTTS' })).toMatchObject({ __typename: 'InvalidInputError', field: 'bank', code: 'REQUIRED' });
    expect(await refund(w.user, { ...account, accountNumber: '12-34' })).toMatchObject({ field: 'accountNumber', code: 'ACCOUNT_NUMBER_INVALID' });
    expect(await refund(w.user, { ...account, holderName: '  ' })).toMatchObject({ field: 'holderName', code: 'REQUIRED' });
    expect((await gateway().getPayment(paymentId))!.status).toBe('PAID');

    expect(await refund(w.user, account)).toEqual({ __typename: 'RefundLateDepositSuccess', payment: { status: 'REFUNDED', refundAccountNeeded: false } });
    expect((await gateway().getPayment(paymentId))!.status).toBe('REFUNDED');
    // Asking again answers with the refunded payment; nothing is refunded twice.
    expect(await refund(w.user, account)).toMatchObject({ __typename: 'RefundLateDepositSuccess', payment: { status: 'REFUNDED' } });
    const kinds = (await db().ledgerTransaction.findMany({ where: { paymentId }, orderBy: { createdAt: 'asc' } })).map((t) => [t.kind, t.source]);
    // The refund reports against what was sold, like the payment it reverses.
    expect(kinds).toEqual([
      ['PAYMENT', 'SUBSCRIPTION'],
      ['REFUND', 'SUBSCRIPTION'],
    ]);
    // Every account is back where it was.
    const net = await db().ledgerEntry.groupBy({ by: ['account'], where: { transaction: { paymentId } }, _sum: { amount: true } });
    expect(net.every((row) => row._sum.amount === 0)).toBe(true);
    await expectBalancedLedger();
  });
});

describe('account deletion', () => {
  it('is refused while a paid plan runs or a deposit is awaited, naming why', async () => {
    const w = await world();
    const DELETE = `mutation { deleteAccount(input: { confirmation: "DELETE" }) { __typename ... on AccountDeletionBlockedError { reasons } } }`;
    await checkout(w.member, { planId: gid('Plan', w.plan2.id), method: 'VIRTUAL_ACCOUNT', months: 1 });
    expect((await gql(app, w.member, DELETE)).data!.deleteAccount).toEqual({ __typename: 'AccountDeletionBlockedError', reasons: ['UNPAID_BALANCE'] });
    const card = await registerCard(w.user);
    await checkout(w.user, { planId: gid('Plan', w.plan2.id), method: 'CARD', cardId: card.id });
    expect((await gql(app, w.user, DELETE)).data!.deleteAccount).toEqual({ __typename: 'AccountDeletionBlockedError', reasons: ['PAID_PLAN'] });
  });
});

describe('webhooks', () => {
  const url = () => `${app.url}${PAYMENT_WEBHOOK_PATH}`;

  /**
   * A deposit payment the gateway has marked paid without telling the app yet (its "account issued"
   * webhook already delivered, so no queued delivery races the test's own).
   */
  async function paidAtGateway() {
    const w = await world();
    const result = await checkout(w.user, { planId: gid('Plan', w.plan2.id), method: 'VIRTUAL_ACCOUNT', months: 1 });
    const paymentId = rawId(result.payment.id);
    await until(() => db().paymentWebhookEvent.count({ where: { paymentId } }), (n) => n === 1);
    await db().testGatewayPayment.update({ where: { id: paymentId }, data: { status: 'PAID', paidAt: new Date() } });
    return { w, paymentId };
  }

  async function nothingWritten(paymentId: string) {
    expect((await db().payment.findUniqueOrThrow({ where: { id: paymentId } })).status).toBe('WAITING_FOR_DEPOSIT');
    expect(await db().ledgerTransaction.count({ where: { paymentId } })).toBe(0);
    expect(await db().paymentWebhookEvent.count({ where: { paymentId } })).toBe(1);
  }

  it('answers 50 concurrent identical deliveries 2xx with one state change and one ledger transaction', async () => {
    const { w, paymentId } = await paidAtGateway();
    const delivery = { id: `msg_${paymentId}`, body: webhookBody('Transaction.Paid', paymentId) };
    const statuses = await Promise.all(Array.from({ length: 50 }, () => postWebhook(url(), DEFAULT_TEST_WEBHOOK_SECRET, delivery)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(50);
    expect((await db().payment.findUniqueOrThrow({ where: { id: paymentId } })).status).toBe('PAID');
    expect(await db().ledgerTransaction.count({ where: { paymentId } })).toBe(1);
    expect(await db().paymentWebhookEvent.count({ where: { id: delivery.id } })).toBe(1);
    expect(await db().subscription.count({ where: { userId: w.user.id, clubId: w.club.id } })).toBe(1);

    // A late, out-of-order "account issued" event and a different delivery of the same payment: no-ops.
    expect(await postWebhook(url(), DEFAULT_TEST_WEBHOOK_SECRET, { id: `msg_late_${paymentId}`, body: webhookBody('Transaction.VirtualAccountIssued', paymentId) })).toBe(200);
    expect(await postWebhook(url(), DEFAULT_TEST_WEBHOOK_SECRET, { id: `msg_again_${paymentId}`, body: webhookBody('Transaction.Paid', paymentId) })).toBe(200);
    expect((await db().payment.findUniqueOrThrow({ where: { id: paymentId } })).status).toBe('PAID');
    expect(await db().ledgerTransaction.count({ where: { paymentId } })).toBe(1);
    await expectBalancedLedger();
  });

  it('rejects a forged signature, a stale timestamp and an amount mismatch, writing nothing', async () => {
    const { paymentId } = await paidAtGateway();
    const body = webhookBody('Transaction.Paid', paymentId);
    const forgedSecret = `whsec_${Buffer.from('not the gateway').toString('base64')}`;
    expect(await postWebhook(url(), forgedSecret, { id: 'msg_forged', body })).toBe(400);
    const stale = Math.floor(Date.now() / 1000) - 6 * 60;
    expect(await postWebhook(url(), DEFAULT_TEST_WEBHOOK_SECRET, { id: 'msg_stale', body, timestampSeconds: stale })).toBe(400);
    // A tampered body under a valid-looking signature header fails too.
    const tampered = await fetch(url(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'webhook-id': 'msg_x', 'webhook-timestamp': String(Math.floor(Date.now() / 1000)), 'webhook-signature': 'v1,AAAA' },
      body,
    });
    expect(tampered.status).toBe(400);
    await nothingWritten(paymentId);

    await db().testGatewayPayment.update({ where: { id: paymentId }, data: { amount: 100 } });
    expect(await postWebhook(url(), DEFAULT_TEST_WEBHOOK_SECRET, { id: 'msg_mismatch', body })).toBe(400);
    await nothingWritten(paymentId);
  });
});
