// The inline script as the build makes it: one self-contained script, small, that starts the page
// query of the address it runs at. Run here in a bare VM context with only the browser globals it may use.
import path from 'node:path';
import vm from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import ClubPageQueryNode from '../client/src/__generated__/ClubPageQuery$parameters.ts';
import { buildFirstQueryScript, FIRST_QUERY_MAX_BYTES } from './vite-first-query.ts';

let code = '';
beforeAll(async () => {
  code = await buildFirstQueryScript(path.resolve('client'));
}, 60_000);

type Sent = { url: string; init: RequestInit };

function runAt(address: string) {
  const url = new URL(address, 'https://oshi.example');
  const sent: Sent[] = [];
  const storage = new Map<string, string>();
  const window: Record<string, unknown> = { location: { pathname: url.pathname, search: url.search } };
  const context = vm.createContext({
    window,
    navigator: { languages: ['ja-JP', 'en'] },
    localStorage: { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => storage.set(key, value) },
    crypto: { randomUUID: () => '6c0e6f7e-0000-4000-8000-000000000000' },
    fetch: (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return Promise.resolve(new Response(JSON.stringify({ data: { ok: true } }), { status: 200 }));
    },
    AbortController,
    URLSearchParams,
    setTimeout,
    clearTimeout,
  });
  vm.runInContext(code, context);
  return { sent, window, storage };
}

describe("index.html's first-query script", () => {
  it('is one small script with no imports or exports', () => {
    expect(Buffer.byteLength(code)).toBeLessThanOrEqual(FIRST_QUERY_MAX_BYTES);
    expect(code).not.toMatch(/\bimport\s*[({'"]|\bexport\s/);
    expect(code).not.toMatch(/<\/script/i);
  });

  it("sends a club's page query with the visitor's language and anonymous id, and leaves it for the app", async () => {
    const { sent, window, storage } = runAt('/club/mirei?tab=owner');
    expect(sent).toHaveLength(1);
    const [{ url, init }] = sent;
    expect(url).toBe('/graphql');
    expect(init.credentials).toBe('include');
    expect(JSON.parse(init.body as string)).toEqual({
      documentId: ClubPageQueryNode.params.id,
      operationName: 'ClubPageQuery',
      variables: { clubUri: 'mirei', count: 20, filter: 'OWNER' },
    });
    const headers = init.headers as Record<string, string>;
    expect(headers['x-oshi-client']).toBe('web');
    expect(headers['accept-language']).toBe('ja-JP,en;q=0.9');
    expect(headers['anonymous-id']).toBe('6c0e6f7e-0000-4000-8000-000000000000');
    expect(storage.get('oshi.anonymousId')).toBe('6c0e6f7e-0000-4000-8000-000000000000');
    const started = window.__OSHI_FIRST_QUERY__ as { id: string; answer: Promise<unknown> };
    expect(started.id).toBe(ClubPageQueryNode.params.id);
    await expect(started.answer).resolves.toEqual({ status: 200, body: { data: { ok: true } } });
  });

  it('sends nothing where no first query is started', () => {
    const { sent, window } = runAt('/mypage');
    expect(sent).toEqual([]);
    expect(window.__OSHI_FIRST_QUERY__).toBeUndefined();
  });
});
