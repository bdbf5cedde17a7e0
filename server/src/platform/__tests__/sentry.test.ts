// Error reports reach Sentry when SENTRY_DSN is set, the SDK being loaded only then. The reporting runs in
// a child process (the SDK instruments node's modules process-wide, and test files share their worker's
// modules) against a local HTTP server standing in for Sentry's ingest endpoint.
import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SENTRY_MODULE = fileURLToPath(new URL('../sentry.ts', import.meta.url));
// What main.ts does (initSentry at start, captureException from the error logging), then a flush so the
// child may exit.
const REPORTER = `
const { initSentry, captureException } = await import(${JSON.stringify(SENTRY_MODULE)});
await initSentry(process.env.PROBE_DSN || undefined, 'test', '9.9.9');
captureException(new Error('sentry probe'), { requestId: 'req-probe', operation: undefined });
if (process.env.PROBE_DSN) await (await import('@sentry/node')).flush(5000);
`;
// A module resolve hook that refuses the SDK: a process that imports it at all fails.
const REFUSE_SDK = `data:text/javascript,${encodeURIComponent(`
import { register } from 'node:module';
register('data:text/javascript,' + encodeURIComponent('export async function resolve(specifier, context, next) { if (specifier === "@sentry/node") throw new Error("the Sentry SDK was imported"); return next(specifier, context); }'));
`)}`;

let ingest: http.Server;
const received: { url: string; body: string }[] = [];
beforeAll(async () => {
  ingest = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ url: req.url ?? '', body });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => ingest.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => ingest.close(() => resolve())));

/** Runs the reporter; with `refuseSdk`, importing the SDK makes it fail. Resolves with what it printed to stderr. */
function report(dsn: string, options: { refuseSdk?: boolean } = {}): Promise<string> {
  const hooks = options.refuseSdk ? ['--import', REFUSE_SDK] : [];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...hooks, '--input-type=module', '-e', REPORTER], {
      env: { ...process.env, PROBE_DSN: dsn },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(err) : reject(new Error(`the reporter exited with ${code}: ${err}`))));
  });
}

describe('Sentry reporting', () => {
  it('does not even import the SDK without a DSN, and sends nothing', async () => {
    await report('', { refuseSdk: true });
    expect(received).toEqual([]);
    // The hook does refuse it: with a DSN the same process fails.
    await expect(report('http://probekey@127.0.0.1:9/42', { refuseSdk: true })).rejects.toThrow(/the Sentry SDK was imported/);
  }, 30_000);

  it('sends a captured error with its tags, release and environment to the DSN’s project', async () => {
    const { port } = ingest.address() as AddressInfo;
    await report(`http://probekey@127.0.0.1:${port}/42`);
    const event = received.find((r) => r.url.startsWith('/api/42/envelope/') && r.body.includes('sentry probe'));
    expect(event, JSON.stringify(received.map((r) => r.url))).toBeDefined();
    expect(event!.body).toContain('"requestId":"req-probe"');
    expect(event!.body).toContain('"release":"9.9.9"');
    expect(event!.body).toContain('"environment":"test"');
    expect(event!.body).not.toContain('"operation"');
  }, 30_000);
});
