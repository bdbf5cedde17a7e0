// A card is registered only from a card window the viewer opened: the window carries an issue id the server
// signed for them (startCardRegistration), and registerPaymentCard takes only a billing key issued under such
// an id, by the same viewer, within the hour. Before, /billing/success?billingKey=… registered any key the
// gateway knew on page load, so a link planted a card of the sender's choosing on whoever followed it (their
// purchases then went to the sender's card, pre-selected at checkout). Over HTTP to a started app.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../../app.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { createAccount } from '../../accounts/__tests__/account-helpers.ts';
import { gql, person, type Person } from '../../comments/__tests__/community-helpers.ts';
import { CARD_ISSUE_SECONDS } from '../payments.service.ts';
import { TEST_CARDS } from '../test-gateway.ts';
import { cardIssueIdFor, registerCard, testGateway } from './payment-helpers.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => app?.close());

const REGISTER = `mutation ($input: RegisterPaymentCardInput!) { registerPaymentCard(input: $input) {
  __typename ... on RegisterPaymentCardSuccess { card { id last4 } } ... on Error { code } } }`;

async function issued(issueId: string | null, card: string = TEST_CARDS.SUCCEEDS) {
  const key = await testGateway().issueBillingKey(card, issueId);
  if (!('billingKey' in key)) throw new Error(key.error);
  return key.billingKey;
}
const register = async (who: Person, billingKey: string) => {
  const result = (await gql(app, who, REGISTER, { input: { billingKey } })).data!.registerPaymentCard;
  return (result.code ?? result.__typename) as string;
};

describe('card registration', () => {
  it('takes a billing key from a window the viewer opened, and refuses one from a window someone else opened', async () => {
    const victim = await person();
    const attacker = await person();
    // The attacker registers a card in their own window and sends the victim the link it returned to.
    const planted = await issued(await cardIssueIdFor(app, attacker));
    expect(await register(victim, planted)).toBe('CARD_INVALID');
    // Keys issued without an issue id, or under a forged one, are refused too.
    expect(await register(victim, await issued(null))).toBe('CARD_INVALID');
    const [, expires, nonce] = (await cardIssueIdFor(app, victim)).split('-');
    expect(await register(victim, await issued(`card-${expires}-${nonce}-${'A'.repeat(22)}`))).toBe('CARD_INVALID');
    // The attacker's key stays theirs to register; the victim's own window works.
    expect(await register(attacker, planted)).toBe('RegisterPaymentCardSuccess');
    expect(await registerCard(app, victim)).toMatchObject({ last4: '4242' });
  });

  it('refuses a window that took longer than the hour, and answers the same card when registered twice', async () => {
    const fan = await person();
    const key = await issued(await cardIssueIdFor(app, fan));
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (CARD_ISSUE_SECONDS + 1) * 1000 });
    try {
      expect(await register(fan, key)).toBe('CARD_INVALID');
    } finally {
      vi.useRealTimers();
    }
    const fresh = await issued(await cardIssueIdFor(app, fan));
    const first = (await gql(app, fan, REGISTER, { input: { billingKey: fresh } })).data!.registerPaymentCard.card.id;
    expect((await gql(app, fan, REGISTER, { input: { billingKey: fresh } })).data!.registerPaymentCard.card.id).toBe(first);
  });

  it('starts only in a browser session', async () => {
    const { headers } = await createAccount();
    const token = await gql(app, { id: '', headers: { ...headers }, cookie: null }, `mutation { createApiToken(input: { name: "bot", scopes: [PAYMENTS_READ] }) { __typename ... on CreateApiTokenSuccess { token } } }`);
    const bearer = { id: '', headers: { authorization: `Bearer ${token.data!.createApiToken.token}` }, cookie: null };
    const refused = await gql(app, bearer, `mutation { startCardRegistration { issueId } }`);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const guest = await gql(app, { id: '', headers: {}, cookie: null }, `mutation { startCardRegistration { issueId } }`);
    expect(guest.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
