// Waiting in tests for what happens out of sight: a queue's delivery, or a statement stopped on a row lock.
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

/** Reads until `ok` holds (deliveries and mail go through queues), failing after `timeoutMs`. */
export async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out; last value ${JSON.stringify(value)}`);
    await sleep(50);
  }
}

export type HeldLock = {
  /** Waits until `count` statements matching `statement` wait for a lock in this database. */
  untilWaiting: (statement: RegExp, count?: number) => Promise<void>;
  /** Commits the lock's transaction, letting the waiting statements go on. */
  release: () => Promise<void>;
};

/**
 * Runs `run` while a transaction on a connection of its own holds the rows that `lockStatement` locks (a
 * SELECT … FOR …, or a DELETE not yet committed): how a test makes the interleaving of a race certain.
 */
export async function withRowLock(databaseUrl: string, lockStatement: string, params: unknown[], run: (lock: HeldLock) => Promise<void>): Promise<void> {
  const holder = new pg.Client({ connectionString: databaseUrl });
  const watcher = new pg.Client({ connectionString: databaseUrl });
  await Promise.all([holder.connect(), watcher.connect()]);
  try {
    await holder.query('BEGIN');
    await holder.query(lockStatement, params);
    await run({
      untilWaiting: async (statement, count = 1) => {
        await until(
          async () => (await watcher.query<{ query: string }>(`SELECT query FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`)).rows,
          (rows) => rows.filter((row) => statement.test(row.query)).length >= count,
        );
      },
      release: async () => {
        await holder.query('COMMIT');
      },
    });
  } finally {
    await Promise.all([holder.end(), watcher.end()]);
  }
}
