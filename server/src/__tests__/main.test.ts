// The process entry as `npm start` runs it: embedded PostgreSQL, migrations, the demo seed, the
// printed accounts, a clean stop on Ctrl-C and a second start that reuses the data.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// Inside the project's .data (not a 0700 temp dir): PostgreSQL runs as `postgres` when we are root.
const dataDir = path.resolve('.data', `test-main-${process.pid}`);
const env = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !['DATABASE_URL', 'REDIS_URL', 'NODE_ENV', 'PORT'].includes(key)),
);
const running: ChildProcess[] = [];

function start(extra: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: { ...env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...extra },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const url = /running at (http:\/\/\S+)/.exec(output)?.[1];
      if (url) {
        clearInterval(timer);
        resolve(url);
      }
    }, 100);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`exited with ${code}: ${output}`));
    });
  });
  return { child, ready, exited, output: () => output };
}

const postgresPid = () => Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
  // A PostgreSQL orphaned by a failed run must not outlive the test.
  try {
    process.kill(postgresPid(), 'SIGQUIT');
  } catch {
    // none left
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('server/src/main.ts', () => {
  it('starts on the embedded database, seeds once, stops cleanly on SIGINT and reuses the data', async () => {
    const first = start();
    const url = await first.ready;
    expect(first.output()).toContain('demo world seeded');
    expect(first.output()).toMatch(/CREATOR\s+mirei@demo\.oshi\.local/);
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    first.child.kill('SIGINT');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid')), 'PostgreSQL stopped').toBe(false);

    const second = start();
    const again = await second.ready;
    expect(second.output()).not.toContain('demo world seeded');
    const res = await fetch(`${again}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-oshi-client': 'web' },
      body: JSON.stringify({ query: '{ clubs(first: 10) { totalCount } }' }),
    });
    expect(await res.json()).toEqual({ data: { clubs: { totalCount: 3 } } });
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  }, 120_000);

  it('after kill -9, the next start stops the PostgreSQL left behind and starts; a running one is not taken over', async () => {
    const first = start();
    await first.ready;
    const orphan = postgresPid();
    first.child.kill('SIGKILL');
    await first.exited;
    expect(alive(orphan), 'PostgreSQL outlives its app').toBe(true);

    const second = start();
    const url = await second.ready;
    expect(alive(orphan)).toBe(false);
    expect((await fetch(`${url}/readyz`)).status).toBe(200);

    // While the second runs, its database is in use: a third start refuses rather than stop it.
    const third = start();
    await expect(third.ready).rejects.toThrow(/in use/);
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  }, 120_000);

  it('refuses to start with an invalid setting, naming the variable', async () => {
    const bad = start({ REDIS_URL: 'localhost:6379' });
    await expect(bad.ready).rejects.toThrow(/REDIS_URL/);
    expect(await bad.exited).toBe(78);
  });
});
