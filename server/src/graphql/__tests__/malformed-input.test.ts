// Malformed input answers as input, never as a failure of the server, which production masks as "Unexpected
// error." and logs as the server's fault:
// - every query, mutation and subscription taking an id (and the viewer's own fields that take one), given a
//   global id of each node type holding no UUID (the form every row's id has), answers as for an id that
//   names nothing, where PostgreSQL would have refused the cast;
// - every list, given a cursor it could never have made, answers INVALID_INPUT or an empty page;
// - a DateTime PostgreSQL cannot hold, or one without a time zone, is refused as INVALID_INPUT.
// Run as an administrator's browser session, which passes the most guards and so reaches the most lookups
// (ids also as a creator and a guest).
import { formatPrismaCursor } from '@pothos/plugin-prisma';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { readFileSync } from 'node:fs';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLObjectType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { createAccount } from '../../modules/accounts/__tests__/account-helpers.ts';
import { graphql, startTestApp } from '../../testing/app.ts';
import { setupTestDatabase } from '../../testing/database.ts';
import { capturedLogs } from '../../testing/logs.ts';
import { createClub, createPost, createUser } from '../../testing/fixtures.ts';
import { db } from '../../platform/database.ts';
import { subscribe, websocketClient } from '../../testing/websocket.ts';

const database = setupTestDatabase();
const { logger, lines } = capturedLogs();
const schema = buildSchema(readFileSync(new URL('../../../../schema.graphql', import.meta.url), 'utf8'));
let app: App;
let headers: Record<string, string>;
let adminId: string;

beforeAll(async () => {
  app = await startTestApp(database.current.url, { NODE_ENV: 'production', DEV_MODE: 'false' }, { logger });
  const admin = await createAccount({ role: 'ADMIN' });
  headers = admin.headers;
  adminId = admin.user.id;
});
afterAll(() => app?.close());

/** Whether an input of this type can hold an ID, however deep. */
function holdsId(type: GraphQLInputType, seen = new Set<string>()): boolean {
  const named = getNamedType(type);
  if (named.name === 'ID') return true;
  if (!isInputObjectType(named) || seen.has(named.name)) return false;
  seen.add(named.name);
  return Object.values(named.getFields()).some((field) => holdsId(field.type, seen));
}

/**
 * A value of `type` whose ids are all `id`: required fields, and the optional ones that can hold an id down
 * to `depth` levels (input types may nest themselves).
 */
function valueOf(type: GraphQLInputType, id: string, depth = 3): unknown {
  if (isNonNullType(type)) return valueOf(type.ofType, id, depth);
  if (isListType(type)) return [valueOf(type.ofType, id, depth)];
  const named = type as GraphQLNamedType;
  if (named.name === 'ID') return id;
  if (isEnumType(named)) return named.getValues()[0].value;
  if (isInputObjectType(named)) {
    const fields = Object.values(named.getFields()).filter((field) => isNonNullType(field.type) || (depth > 0 && holdsId(field.type)));
    return Object.fromEntries(fields.map((field) => [field.name, valueOf(field.type, id, depth - 1)]));
  }
  return { Int: 1, Float: 1, Boolean: false, DateTime: new Date().toISOString() }[named.name] ?? 'x';
}

const nodeTypes = Object.values(schema.getTypeMap())
  .filter((type) => isObjectType(type) && type.getInterfaces().some((i) => i.name === 'Node'))
  .map((type) => type.name);

// The roots, and the viewer's own fields (the User type's, reached through `viewer`).
const roots = [
  { operation: 'query', type: schema.getQueryType()!, path: [] as string[] },
  { operation: 'mutation', type: schema.getMutationType()!, path: [] as string[] },
  { operation: 'query', type: schema.getType('User') as GraphQLObjectType, path: ['viewer'] },
  { operation: 'subscription', type: schema.getSubscriptionType()!, path: [] as string[] },
];
const fields = roots.flatMap(({ operation, type, path }) =>
  Object.values(type.getFields())
    .filter((field) => field.args.some((arg) => holdsId(arg.type)))
    .map((field) => ({
      operation,
      path,
      name: field.name,
      args: field.args.filter((arg) => isNonNullType(arg.type) || holdsId(arg.type)),
      selection: selectionOf(getNamedType(field.type)),
    })),
);

/** What to ask of a field's type: a connection's rows and total (its resolvers run only when asked), else its type. */
function selectionOf(type: GraphQLNamedType): string {
  if (isLeafType(type)) return '';
  const connection = isObjectType(type) && 'edges' in type.getFields() && 'totalCount' in type.getFields();
  return connection ? ' { totalCount edges { node { __typename } } }' : ' { __typename }';
}

function document({ operation, path, name, args, selection }: (typeof fields)[number]) {
  const field = `${name}(${args.map((arg) => `${arg.name}: $${arg.name}`).join(', ')})${selection}`;
  const body = path.reduceRight((inner, step) => `${step} { ${inner} }`, field);
  return `${operation} (${args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ')}) { ${body} }`;
}

describe('ids holding no UUID', () => {
  it('reach every query and mutation taking an id, asking what makes their resolvers run', () => {
    // The check below would pass on an empty schema: make sure it sees the fields it is about.
    expect(nodeTypes).toEqual(expect.arrayContaining(['Club', 'Post', 'Comment', 'User', 'StoreOrder', 'ChatConversation']));
    expect(fields.map((f) => f.name)).toEqual(expect.arrayContaining(['node', 'nodes', 'chatInbox', 'createComment', 'refundStoreOrder', 'auditLog']));
    expect(fields.map((f) => f.name)).toEqual(expect.arrayContaining(['ownedClubSubscribers', 'creatorDashboard']));
    expect(fields.find((f) => f.name === 'chatInbox')?.selection).toBe(' { totalCount edges { node { __typename } } }');
  });

  // Each role passes different guards and so reaches different lookups. A creator is a signed-in user whose
  // role opens more doors, so their pass goes through a fan's guards too; a fan's own pass cost another
  // 1,700 requests in every run of `npm test`.
  it.each([
    ['an administrator', 'ADMIN'],
    ['a creator', 'CREATOR'],
    ['a guest', null],
  ] as const)('name nothing for %s, and no request fails unexpectedly', async (_who, role) => {
    const as = role === 'ADMIN' ? headers : role ? (await createAccount({ role })).headers : {};
    const failed: string[] = [];
    for (const field of fields.filter((f) => f.operation !== 'subscription')) {
      const { name, args } = field;
      const query = document(field);
      for (const typename of nodeTypes) {
        const id = encodeGlobalID(typename, 'not-a-uuid');
        const before = lines.length;
        const { body } = await graphql(app, { query, variables: Object.fromEntries(args.map((arg) => [arg.name, valueOf(arg.type, id)])) }, as);
        const unexpected = lines.slice(before).some((l) => l.msg === 'unexpected GraphQL error');
        if (unexpected || body.errors?.some((e: { message: string }) => e.message === 'Unexpected error.')) failed.push(`${name} (${typename})`);
      }
    }
    expect(failed).toEqual([]);
  }, 300_000);

  it('name nothing in subscriptions over websockets either', async () => {
    const before = lines.length;
    const failed: string[] = [];
    // One connection per field (a connection holds at most 50 subscriptions).
    for (const field of fields.filter((f) => f.operation === 'subscription')) {
      const client = websocketClient(app, headers);
      const watched = nodeTypes.map((typename) => {
        const id = encodeGlobalID(typename, 'not-a-uuid');
        return { typename, sub: subscribe(client, document(field), Object.fromEntries(field.args.map((arg) => [arg.name, valueOf(arg.type, id)]))) };
      });
      // Then one refused after a lookup (someone else's payment): once it is back, the one of the field's own
      // type has most likely been answered too. A late answer can only hide a failure here, never invent one.
      const last = subscribe(client, 'subscription ($id: ID!) { paymentStatusChanged(paymentId: $id) { status } }', { id: encodeGlobalID('Payment', crypto.randomUUID()) });
      const refused = () => watched.filter(({ sub }) => sub.errors.length > 0).length;
      // An id of another type is refused before any lookup; a busy machine may answer some after `last`.
      for (let waited = 0; (last.errors.length === 0 || refused() < nodeTypes.length - 1) && waited < 10_000; waited += 25) {
        await new Promise((r) => setTimeout(r, 25));
      }
      expect(JSON.stringify(last.errors)).toContain('NOT_FOUND');
      expect(refused(), field.name).toBeGreaterThanOrEqual(nodeTypes.length - 1);
      failed.push(...watched.filter(({ sub }) => JSON.stringify(sub.errors).includes('Unexpected error.')).map(({ typename }) => `${field.name} (${typename})`));
      for (const { sub } of [...watched, { sub: last }]) sub.dispose();
      await client.dispose();
    }
    expect(failed).toEqual([]);
    expect(lines.slice(before).filter((l) => l.msg === 'unexpected GraphQL error')).toEqual([]);
  });

});

describe('cursors no list could have made', () => {
  it('are answered INVALID_INPUT or an empty page by every list, after and before', async () => {
    // Objects whose lists are reached through node(id:): a club of the administrator's with a post, a
    // comment and a conversation with a fan.
    const club = await createClub({ ownerId: adminId, isPublic: true });
    const post = await createPost({ clubId: club.id, authorId: adminId });
    const comment = await db().comment.create({ data: { postId: post.id, authorId: adminId, body: 'hello' } });
    const fan = await createUser();
    const conversation = await db().chatConversation.create({ data: { clubId: club.id, fanId: fan.id, ownerId: adminId, messageCount: 0 } });
    const holders = [
      { type: schema.getQueryType()!, path: [] as string[] },
      { type: schema.getType('User') as GraphQLObjectType, path: ['viewer'] },
      ...[
        ['Club', club.id],
        ['Post', post.id],
        ['Comment', comment.id],
        ['ChatConversation', conversation.id],
      ].map(([typename, id]) => ({ type: schema.getType(typename) as GraphQLObjectType, path: [`node(id: "${encodeGlobalID(typename, id)}")`, `... on ${typename}`] })),
    ];
    const lists = holders.flatMap(({ type, path }) =>
      Object.values(type.getFields())
        .filter((field) => field.args.some((arg) => arg.name === 'after'))
        .map((field) => ({ path, name: field.name, args: field.args.filter((arg) => isNonNullType(arg.type)), selection: selectionOf(getNamedType(field.type)) })),
    );
    expect(lists.map((l) => l.name)).toEqual(expect.arrayContaining(['feed', 'revenueEntries', 'ownedClubSubscribers', 'members', 'storeOrders', 'comments', 'replies', 'messages']));

    const uuid = crypto.randomUUID();
    const tuple = (...values: unknown[]) => formatPrismaCursor(Object.fromEntries(values.map((v, i) => [i, v])), values.map((_, i) => String(i)));
    const cursors = [
      'garbage',
      Buffer.from('GPC:T:not json').toString('base64'),
      formatPrismaCursor({ id: 'not-a-uuid' }, 'id'),
      formatPrismaCursor({ id: uuid }, 'id'),
      tuple('x', 'y'),
      tuple(new Date(-1e15), uuid),
      tuple(new Date(), 'not-a-uuid'),
      tuple(uuid, new Date(Date.UTC(10000, 0, 1)), uuid),
      tuple(uuid, 5, uuid),
      tuple(uuid, new Date(), 'not-a-uuid'),
      tuple(uuid, 'OPEN', new Date(), 'not-a-uuid'),
      tuple('x', 'y', 'z', 'w', 'v'),
      // The revenue entries' own cursor: time|id, base64url.
      Buffer.from(`${new Date().toISOString()}|not-a-uuid`).toString('base64url'),
      Buffer.from('not a time|x').toString('base64url'),
      Buffer.from(`-200000-01-01T00:00:00.000Z|${uuid}`).toString('base64url'),
    ];
    const before = lines.length;
    const failed: string[] = [];
    for (const list of lists) {
      for (const [direction, count] of [['after', 'first'], ['before', 'last']]) {
        const call = `${list.name}(${[`${count}: 5`, `${direction}: $cursor`, ...list.args.map((arg) => `${arg.name}: $${arg.name}`)].join(', ')})${list.selection}`;
        const body = list.path.reduceRight((inner, step) => `${step} { ${inner} }`, call);
        const query = `query (${['$cursor: String', ...list.args.map((arg) => `$${arg.name}: ${String(arg.type)}`)].join(', ')}) { ${body} }`;
        for (const cursor of cursors) {
          const variables = { cursor, ...Object.fromEntries(list.args.map((arg) => [arg.name, valueOf(arg.type, uuid)])) };
          const { body: answer } = await graphql(app, { query, variables }, headers);
          if (answer.errors?.some((e: { message: string; extensions?: { code?: string } }) => e.message === 'Unexpected error.' || !e.extensions?.code)) {
            failed.push(`${list.name} ${direction} ${cursor}: ${JSON.stringify(answer.errors)}`);
          }
        }
      }
    }
    expect(failed).toEqual([]);
    expect(lines.slice(before).filter((l) => l.msg === 'unexpected GraphQL error')).toEqual([]);
  }, 300_000);

});

describe('DateTime values PostgreSQL cannot hold, without a time zone, or no date at all', () => {
  it('are refused as INVALID_INPUT naming the rule, as a variable or a literal', async () => {
    const query = 'query ($from: DateTime) { revenueEntries(from: $from) { edges { cursor } } }';
    for (const [from, rule] of [
      ['not a date', 'DateTime must be an ISO-8601 string'],
      ['-200000-01-01T00:00:00Z', 'DateTime must be of the years 1 to 9999'],
      ['0000-12-31T23:59:59Z', 'DateTime must be of the years 1 to 9999'],
      ['+200000-01-01T00:00:00Z', 'DateTime must be of the years 1 to 9999'],
    ]) {
      const variable = await graphql(app, { query, variables: { from } }, headers);
      expect(variable.body.errors?.[0], from).toMatchObject({ message: `Variable "$from" got invalid value "${from}"; ${rule}`, extensions: { code: 'INVALID_INPUT' } });
      const literal = await graphql(app, { query: `{ revenueEntries(from: "${from}") { edges { cursor } } }` }, headers);
      expect(literal.body.errors?.[0], from).toMatchObject({ message: rule, extensions: { code: 'INVALID_INPUT' } });
    }
    const { body } = await graphql(app, { query, variables: { from: '0001-01-01T00:00:00Z' } }, headers);
    expect(body).toEqual({ data: { revenueEntries: { edges: [] } } });
  });

  // Without a zone, the time would be read in the server process's zone (a date alone as UTC midnight): a
  // Korean event typed as 2027-12-24T19:00:00 would be stored 9 hours off on a server running in UTC.
  it('are refused without a time zone, naming the rule, as a variable or a literal; Z or ±hh:mm is accepted', async () => {
    const query = 'query ($from: DateTime) { revenueEntries(from: $from) { edges { cursor } } }';
    for (const [from, rule] of [
      ['2027-12-24T19:00:00', 'DateTime must include a time zone, such as Z or +09:00'],
      ['2027-12-24T19:00', 'DateTime must include a time zone, such as Z or +09:00'],
      ['2027-12-24T19:00:00.000', 'DateTime must include a time zone, such as Z or +09:00'],
      ['2027-12-24', 'DateTime must include a time and a time zone, such as T00:00:00+09:00'],
      ['2027-12-24 19:00:00+09:00', 'DateTime must be an ISO-8601 string'],
      ['2027-12-24T19:00:00+0900', 'DateTime must be an ISO-8601 string'],
      ['2027-12-24T19:00:00 KST', 'DateTime must be an ISO-8601 string'],
      ['Fri Dec 24 2027 19:00:00 GMT+0900', 'DateTime must be an ISO-8601 string'],
      ['2027', 'DateTime must be an ISO-8601 string'],
    ]) {
      const variable = await graphql(app, { query, variables: { from } }, headers);
      expect(variable.body.errors?.[0], from).toMatchObject({ message: `Variable "$from" got invalid value "${from}"; ${rule}`, extensions: { code: 'INVALID_INPUT' } });
      const literal = await graphql(app, { query: `{ revenueEntries(from: "${from}") { edges { cursor } } }` }, headers);
      expect(literal.body.errors?.[0], from).toMatchObject({ message: rule, extensions: { code: 'INVALID_INPUT' } });
    }
    for (const from of ['2027-12-24T19:00:00+09:00', '2027-12-24T10:00:00Z', '2027-12-24T10:00Z', '2027-12-24T05:30:00.123-04:30', '2027-12-24t10:00:00z']) {
      const { body } = await graphql(app, { query, variables: { from } }, headers);
      expect(body, from).toEqual({ data: { revenueEntries: { edges: [] } } });
      const literal = await graphql(app, { query: `{ revenueEntries(from: "${from}") { edges { cursor } } }` }, headers);
      expect(literal.body, from).toEqual({ data: { revenueEntries: { edges: [] } } });
    }
  });
});
