// Queries take turns (QUERY_CONCURRENCY at once, QUERY_QUEUE waiting); mutations and subscriptions do not wait.
import { createSchema, createYoga } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { graphql, startTestApp } from '../../testing/app.ts';
import { setupTestDatabase } from '../../testing/database.ts';
import { useQuerySlots } from '../query-slots.ts';

/** A server whose `step(name)` query (and `change(name)` mutation) starts, then waits until `finish(name)`. */
function gatedServer(options: { concurrency: number; maxQueue: number }) {
  const started: string[] = [];
  const gates = new Map<string, () => void>();
  const waitFor = (name: string) => {
    started.push(name);
    return new Promise<string>((resolve, reject) => gates.set(name, () => (name.startsWith('fail') ? reject(new Error('broken')) : resolve(name))));
  };
  const yoga = createYoga({
    schema: createSchema({
      typeDefs: 'type Query { step(name: String!): String } type Mutation { change(name: String!): String }',
      resolvers: { Query: { step: (_: unknown, { name }: { name: string }) => waitFor(name) }, Mutation: { change: (_: unknown, { name }: { name: string }) => waitFor(name) } },
    }),
    plugins: [useQuerySlots(options)],
    logging: false,
  });
  const ask = async (query: string) => {
    const res = await yoga.fetch('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
    return (await res.json()) as { data?: Record<string, unknown>; errors?: { message: string; extensions?: { code?: string } }[] };
  };
  const finish = (name: string) => gates.get(name)!();
  return { started, ask, finish };
}

/** Lets the server take in what was sent. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('query slots', () => {
  it('runs queries in arrival order, a slot at a time, and frees the slot of a failed query', async () => {
    const server = gatedServer({ concurrency: 1, maxQueue: 10 });
    const answers = ['a', 'failing', 'c'].map((name) => server.ask(`{ step(name: "${name}") }`));
    await settle();
    expect(server.started).toEqual(['a']);
    server.finish('a');
    await settle();
    expect(server.started).toEqual(['a', 'failing']);
    server.finish('failing');
    await settle();
    expect(server.started).toEqual(['a', 'failing', 'c']);
    server.finish('c');
    const [a, failing, c] = await Promise.all(answers);
    expect(a.data).toEqual({ step: 'a' });
    expect(failing.errors?.[0].message).toBeTruthy();
    expect(c.data).toEqual({ step: 'c' });
  });

  it('lets mutations pass the waiting queries', async () => {
    const server = gatedServer({ concurrency: 1, maxQueue: 10 });
    const query = server.ask('{ step(name: "slow") }');
    const waiting = server.ask('{ step(name: "waiting") }');
    const mutation = server.ask('mutation { change(name: "write") }');
    await settle();
    expect(server.started).toEqual(['slow', 'write']);
    server.finish('write');
    expect((await mutation).data).toEqual({ change: 'write' });
    server.finish('slow');
    await settle();
    server.finish('waiting');
    expect((await query).data).toEqual({ step: 'slow' });
    expect((await waiting).data).toEqual({ step: 'waiting' });
  });

  it('refuses a query as busy when the queue is full, and takes queries again once it drains', async () => {
    const server = gatedServer({ concurrency: 1, maxQueue: 1 });
    const running = server.ask('{ step(name: "running") }');
    const queued = server.ask('{ step(name: "queued") }');
    await settle();
    const refused = await server.ask('{ step(name: "refused") }');
    expect(refused.data).toBeUndefined();
    expect(refused.errors).toEqual([expect.objectContaining({ message: 'The server is busy; try again in a moment', extensions: expect.objectContaining({ code: 'RATE_LIMITED' }) })]);
    expect(server.started).toEqual(['running']);
    server.finish('running');
    await settle();
    server.finish('queued');
    await Promise.all([running, queued]);
    const later = server.ask('{ step(name: "later") }');
    await settle();
    server.finish('later');
    expect((await later).data).toEqual({ step: 'later' });
  });
});

describe('query slots in the app', () => {
  const database = setupTestDatabase();
  let app: App;
  beforeAll(async () => {
    app = await startTestApp(database.current.url, { QUERY_CONCURRENCY: '1', QUERY_QUEUE: '0' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('takes its limits from the configuration', async () => {
    // One query at a time and none waiting: of many sent at once, those arriving while one runs are refused.
    const answers = await Promise.all(Array.from({ length: 30 }, () => graphql(app, { query: '{ clubs(first: 5) { edges { node { id } } } }' })));
    const codes = answers.map((a) => (a.body.errors ? String(a.body.errors[0].extensions?.code) : 'ok'));
    expect(codes).toContain('ok');
    expect(codes).toContain('RATE_LIMITED');
    expect(new Set(codes)).toEqual(new Set(['ok', 'RATE_LIMITED']));
  });
});
