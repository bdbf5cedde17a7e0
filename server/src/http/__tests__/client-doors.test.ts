// What one client may send: guesses are counted per IPv6 /64 (a client holds the whole block, so counting
// single addresses let it guess without end), and a websocket message is held to the size of an HTTP body.
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
