// What one client may send: guesses are counted per IPv6 /64 (a client holds the whole block, so counting
// single addresses let it guess without end), a websocket message is held to the size of an HTTP body, and
// an operation's cost counts the pages it will be served, also when their sizes come from variables, and a
// connection takes `first` or `last`, not both.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { App } from '../../app.ts';
import { addressBlock, configureRateLimits } from '../../platform/rate-limit.ts';
import { startTestApp } from '../../testing/app.ts';
import { setupTestDatabase } from '../../testing/database.ts';
import { createAccount, gql, PASSWORD, SIGN_IN } from '../../modules/accounts/__tests__/account-helpers.ts';
import { MAX_BODY } from '../routes.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(async () => {
  // As behind the documented reverse proxy: X-Forwarded-For from loopback is believed.
  app = await startTestApp(database.current.url, { TRUSTED_PROXIES: 'loopback' });
});
afterAll(async () => app?.close());
beforeEach(() => configureRateLimits());

describe('addresses as limits count them', () => {
  it('counts an IPv6 address as its /64 and an IPv4-mapped one as IPv4', () => {
    expect(addressBlock('2001:db8:aaaa:1::b')).toBe('2001:db8:aaaa:1::/64');
    expect(addressBlock('2001:0DB8:aaaa:0001:ffff:1:2:3')).toBe('2001:db8:aaaa:1::/64');
    expect(addressBlock('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressBlock('203.0.113.9')).toBe('203.0.113.9');
    expect(addressBlock('')).toBe('');
  });

  it('stops password guessing spread over the addresses of one IPv6 /64', async () => {
    const victim = await createAccount();
    const from = async (address: string, password: string) =>
      (await gql(app, SIGN_IN, { input: { email: victim.email, password } }, { 'x-forwarded-for': address })).body.data?.signIn;
    const answers: string[] = [];
    for (let i = 1; i <= 11; i++) answers.push((await from(`2001:db8:aaaa:1::${i.toString(16)}`, `wrong${i}pass`)).code);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill('INVALID_CREDENTIALS'));
    expect(answers[10]).toBe('UNUSUAL_ACCESS');
    // Even the right password, from anywhere in the block; another block is not affected.
    expect((await from('2001:db8:aaaa:1:ffff::1', PASSWORD)).code).toBe('UNUSUAL_ACCESS');
    expect((await from('2001:db8:aaaa:2::1', PASSWORD)).__typename).toBe('SignInSuccess');
  });
});

describe('a websocket message', () => {
  /** Opens a graphql-ws socket, sends `message` once acknowledged, and resolves with how the socket closed. */
  function sendOnce(message: string) {
    const socket = new WebSocket(`${app.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
    return new Promise<{ replies: string[]; code: number }>((resolve) => {
      const replies: string[] = [];
      socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
      socket.on('message', (data) => {
        const reply = JSON.parse(String(data)) as { type: string };
        if (reply.type === 'connection_ack') return socket.send(message);
        replies.push(reply.type);
        if (reply.type === 'complete') socket.close(1000);
      });
      socket.on('close', (code) => resolve({ replies, code }));
      socket.on('error', () => undefined);
    });
  }
  const subscribe = (padding: number) => JSON.stringify({ id: '1', type: 'subscribe', payload: { query: '{ __typename }', extensions: { padding: 'a'.repeat(padding) } } });

  it('is refused and its socket closed (1009) above the size of an HTTP body, and answered below it', async () => {
    expect(await sendOnce(subscribe(MAX_BODY + 1))).toEqual({ replies: [], code: 1009 });
    expect(await sendOnce(subscribe(1000))).toEqual({ replies: ['next', 'complete'], code: 1000 });
  });
});

describe('the cost of an operation', () => {
  const nested = (size: string) => `query ($id: ID!, $n: Int) { node(id: $id) { ... on Club { posts(first: ${size}) { edges { node { comments(first: ${size}) { edges { node {
    replies(first: ${size}) { edges { node { id body authorName } } } } } } } } } } } }`;
  const ask = async (query: string, variables: Record<string, unknown>) => {
    const { headers } = await createAccount();
    return (await gql(app, query, variables, headers)).body;
  };

  it('counts page sizes given as variables, or left to the default, as it counts written ones', async () => {
    const id = Buffer.from(`Club:${crypto.randomUUID()}`).toString('base64');
    const written = await ask(nested('100'), { id });
    expect(written.errors?.[0].message).toMatch(/cost/i);
    const asVariables = await ask(nested('$n'), { id, n: 100 });
    expect(asVariables.errors?.[0]).toMatchObject({ message: expect.stringMatching(/too much at once/), extensions: { code: 'INVALID_INPUT' } });
    // Fifteen aliases of the default pages (20 × 20 × 20 rows each) are refused too.
    const aliases = Array.from({ length: 15 }, (_, i) => `a${i}: node(id: $id) { ... on Club { posts { edges { node { comments { edges { node { replies { edges { node { id body } } } } } } } } } } }`);
    expect((await ask(`query ($id: ID!) { ${aliases.join(' ')} }`, { id })).errors?.[0].extensions).toMatchObject({ code: 'INVALID_INPUT' });
    // Small pages pass (the club does not exist: nothing to read).
    expect(await ask(nested('$n'), { id, n: 5 })).toEqual({ data: { node: null } });
  });

  it('refuses a connection given both first and last, and prices the one given when the other is null', async () => {
    const id = Buffer.from(`Club:${crypto.randomUUID()}`).toString('base64');
    // Pothos serves `first` rows; priced by `last: 1`, three nested pages of 100 passed as 1 × 1 × 1.
    const declared = (a: string, b: string) => [a, b].filter((v) => v.startsWith('$')).map((v) => `, ${v}: Int`).join('');
    const both = (a: string, b: string) => `query ($id: ID!${declared(a, b)}) { node(id: $id) { ... on Club { posts(last: ${a}, first: ${b}) { edges { node { comments(last: ${a}, first: ${b}) { edges { node {
      replies(last: ${a}, first: ${b}) { edges { node { id body } } } } } } } } } } } }`;
    for (const variables of [{ id, n: 100 }, { id, n: 1, m: 1 }]) {
      const refused = await ask(both('1', '$n'), variables);
      expect(refused.errors?.[0]).toMatchObject({ message: 'Give a connection first or last, not both', extensions: { code: 'INVALID_INPUT' } });
    }
    expect((await ask(both('$m', '$n'), { id, m: 2, n: 3 })).errors?.[0].message).toBe('Give a connection first or last, not both');
    // One of the two null: the other is the page, and is priced.
    expect((await ask(both('$m', '$n'), { id, m: null, n: 100 })).errors?.[0]).toMatchObject({ message: expect.stringMatching(/too much at once/) });
    expect((await ask(both('$m', '$n'), { id, m: 100, n: null })).errors?.[0]).toMatchObject({ message: expect.stringMatching(/too much at once/) });
    expect(await ask(both('$m', '$n'), { id, m: null, n: 5 })).toEqual({ data: { node: null } });
  });
});
