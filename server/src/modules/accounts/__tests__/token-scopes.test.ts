// API token scopes, walked over the schema: every field of every type of an area (posts, clubs,
// memberships, payments, account notifications), reached through node(id) and nodes(ids), is refused to
// a token holding every scope but the area's, and answered with it. Subscriptions check on subscribe.
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { graphql, startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { websocketClient } from '../../../testing/websocket.ts';
import { tokenHeaders } from '../../clubs/__tests__/community-helpers.ts';
import { comment, community, type Data, gql, post, subscribe } from '../../comments/__tests__/community-helpers.ts';
import { BUYER, registerCard, rawId } from '../../payments/__tests__/payment-helpers.ts';
import { API_SCOPES } from '../../../graphql/auth-guards.ts';

const database = setupTestDatabase();
let app: App;
const clients: Client[] = [];
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await app?.close();
});

/** The area each node type belongs to: the scope a token needs to read any of its fields. */
const AREAS: Record<string, string> = {
  Post: 'POSTS_READ',
  Comment: 'POSTS_READ',
  Club: 'CLUBS_READ',
  ClubMembership: 'CLUBS_READ',
  Product: 'CLUBS_READ',
  Plan: 'MEMBERSHIPS_READ',
  PlanSubscription: 'MEMBERSHIPS_READ',
  PaymentCard: 'PAYMENTS_READ',
  Payment: 'PAYMENTS_READ',
  Notification: 'ACCOUNTS_READ',
};

type IntrospectedField = { name: string; args: { type: { kind: string } }[]; type: { kind: string; ofType: unknown } };

/** The fields of a type that take no required argument, each with a selection that reads it. */
async function readableFields(typeName: string): Promise<[string, string][]> {
  const { body } = await graphql<Data>(app, {
    query: `query ($name: String!) { __type(name: $name) { fields { name args { type { kind } } type { kind ofType { kind ofType { kind ofType { kind } } } } } } }`,
    variables: { name: typeName },
  });
  const fields = body.data!.__type.fields as IntrospectedField[];
  return fields
    .filter((f) => !f.args.some((a) => a.type.kind === 'NON_NULL'))
    .map((f) => {
      let t: { kind: string; ofType?: unknown } = f.type;
      while (t.kind === 'NON_NULL' || t.kind === 'LIST') t = t.ofType as typeof t;
      const leaf = t.kind === 'SCALAR' || t.kind === 'ENUM';
      const first = f.args.length && (f.name === 'comments' || f.name === 'replies' || f.name === 'members' || f.name === 'posts') ? '(first: 1)' : '';
      return [f.name, leaf ? `${f.name}${first}` : `${f.name}${first} { __typename }`];
    });
}

async function world() {
  const c = await community();
  const p = await post(c.club.id, c.owner.id, { title: 'Scoped post' });
  const cm = await comment(p.id, c.subscriber.id, { body: 'scoped comment' });
  const membership = await db().clubMember.findFirstOrThrow({ where: { clubId: c.club.id, userId: c.subscriber.id } });
  const subscription = await db().subscription.findFirstOrThrow({ where: { userId: c.subscriber.id } });
  // A real card payment for another plan, through the test gateway.
  const plan2 = await db().plan.create({ data: { clubId: c.club.id, name: 'Platinum', monthlyPrice: 9900, benefits: [], level: 2 } });
  const buyer = c.member;
  const card = await registerCard(app, buyer);
  const paid = await gql(app, buyer, `mutation ($input: SubscribeToPlanInput!) { subscribeToPlan(input: $input) { ... on SubscribeToPlanSuccess { payment { id } } } }`, {
    input: { buyer: BUYER, agreeToOrderTerms: true, planId: Buffer.from(`Plan:${plan2.id}`).toString('base64'), method: 'CARD', cardId: card.id },
  });
  const paymentId = rawId(paid.data!.subscribeToPlan.payment.id);
  const product = await db().product.create({ data: { clubId: c.club.id, kind: 'GOODS', name: 'Scoped hoodie', description: '', price: 50_000, stock: 3 } });
  const notification = await db().notification.create({ data: { recipientId: c.subscriber.id, kind: 'OWNER_POST', clubId: c.club.id, postId: p.id } });
  const gid = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');
  // Whose token reads each node (the subscriber's own things; the member's payment and card).
  const nodes: Record<string, { id: string; reader: string }> = {
    Post: { id: gid('Post', p.id), reader: c.subscriber.id },
    Comment: { id: gid('Comment', cm.id), reader: c.subscriber.id },
    Club: { id: gid('Club', c.club.id), reader: c.subscriber.id },
    ClubMembership: { id: gid('ClubMembership', membership.id), reader: c.subscriber.id },
    Product: { id: gid('Product', product.id), reader: c.subscriber.id },
    Plan: { id: gid('Plan', plan2.id), reader: c.subscriber.id },
    PlanSubscription: { id: gid('PlanSubscription', subscription.id), reader: c.subscriber.id },
    PaymentCard: { id: card.id as string, reader: buyer.id },
    Payment: { id: gid('Payment', paymentId), reader: buyer.id },
    Notification: { id: gid('Notification', notification.id), reader: c.subscriber.id },
  };
  return { c, p, nodes };
}

describe('API token scopes', () => {
  // Three requests per field of every node type: slow on a busy machine (hence its own time-out).
  it('guard every field of every type of an area, through node and nodes', async () => {
    const { nodes } = await world();
    for (const [typeName, scope] of Object.entries(AREAS)) {
      const { id, reader } = nodes[typeName];
      const without = await tokenHeaders(reader, API_SCOPES.filter((s) => s !== scope));
      const withAll = await tokenHeaders(reader, [...API_SCOPES]);
      const fields = await readableFields(typeName);
      expect(fields.length, typeName).toBeGreaterThan(1);
      for (const [name, selection] of fields) {
        const doc = `query ($id: ID!) { node(id: $id) { ... on ${typeName} { ${selection} } } nodes(ids: [$id]) { ... on ${typeName} { ${selection} } } }`;
        const refused = await graphql<Data>(app, { query: doc, variables: { id } }, without);
        const label = `${typeName}.${name} without ${scope}`;
        expect(refused.body.errors?.map((e) => e.extensions?.code), label).toContain('SCOPE_REQUIRED');
        expect(refused.body.errors?.find((e) => e.extensions?.code === 'SCOPE_REQUIRED')?.extensions?.scope, label).toBe(scope);
        // Nothing of the field is sent (a nullable field is null; a required one nulls the node).
        expect(refused.body.data?.node?.[name] ?? null, label).toBeNull();
        expect(refused.body.data?.nodes?.[0]?.[name] ?? null, label).toBeNull();
        const allowed = await graphql<Data>(app, { query: doc, variables: { id } }, withAll);
        expect(allowed.body.errors, `${typeName}.${name} with ${scope}`).toBeUndefined();
        expect(allowed.body.data?.node, `${typeName}.${name} with ${scope}`).not.toBeNull();
      }
    }
  }, 120_000);

  it('let partners list the token user’s own cards, payments and subscriptions with PAYMENTS_READ / MEMBERSHIPS_READ', async () => {
    const { c } = await world();
    const LISTS: [string, string, (data: Data) => number][] = [
      ['paymentCards', 'PAYMENTS_READ', (d) => d.paymentCards.length],
      ['myPayments', 'PAYMENTS_READ', (d) => d.myPayments.totalCount],
      ['mySubscriptions', 'MEMBERSHIPS_READ', (d) => d.mySubscriptions.length],
    ];
    const selections: Record<string, string> = {
      paymentCards: 'paymentCards { last4 }',
      myPayments: 'myPayments(first: 5) { totalCount edges { node { amount } } }',
      mySubscriptions: 'mySubscriptions { status }',
    };
    for (const [field, scope, count] of LISTS) {
      const refused = await graphql<Data>(app, { query: `{ ${selections[field]} }` }, await tokenHeaders(c.member.id, API_SCOPES.filter((s) => s !== scope)));
      expect(refused.body.errors?.[0].extensions, field).toMatchObject({ code: 'SCOPE_REQUIRED', scope });
      const allowed = await graphql<Data>(app, { query: `{ ${selections[field]} }` }, await tokenHeaders(c.member.id, [scope]));
      expect(allowed.body.errors, field).toBeUndefined();
      expect(count(allowed.body.data!), field).toBe(1);
    }
  });

  it('give plan management to MEMBERSHIPS_WRITE, and refuse subscriptions on subscribe without the read scope', async () => {
    const { c, p } = await world();
    const UPDATE = `mutation ($input: UpdatePlanInput!) { updatePlan(input: $input) { __typename } }`;
    const plan = await db().plan.findFirstOrThrow({ where: { clubId: c.club.id, level: 1 } });
    const input = { planId: Buffer.from(`Plan:${plan.id}`).toString('base64'), name: 'Renamed' };
    const clubsOnly = await tokenHeaders(c.owner.id, ['CLUBS_WRITE', 'CLUBS_READ']);
    const memberships = await tokenHeaders(c.owner.id, ['MEMBERSHIPS_WRITE']);
    expect((await graphql<Data>(app, { query: UPDATE, variables: { input } }, clubsOnly)).body.errors?.[0].extensions).toMatchObject({ code: 'SCOPE_REQUIRED', scope: 'MEMBERSHIPS_WRITE' });
    expect((await graphql<Data>(app, { query: UPDATE, variables: { input } }, memberships)).body.data?.updatePlan.__typename).toBe('UpdatePlanSuccess');

    const token = await tokenHeaders(c.subscriber.id, API_SCOPES.filter((s) => s !== 'POSTS_READ'));
    const sub = subscribe(wsTokenClient(token), `subscription ($postId: ID!) { commentEvents(postId: $postId) { kind } }`, {
      postId: Buffer.from(`Post:${p.id}`).toString('base64'),
    });
    const deadline = Date.now() + 5000;
    while (sub.errors.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(JSON.stringify(sub.errors)).toContain('SCOPE_REQUIRED');
  });
});

/** A graphql-ws client sending an API token in the upgrade request's Authorization header. */
function wsTokenClient(headers: Record<string, string>): Client {
  const client = websocketClient(app, headers);
  clients.push(client);
  return client;
}
