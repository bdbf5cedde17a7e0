// Waiting in tests for what happens out of sight: a queue's delivery, or a statement stopped on a row lock.
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';

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

/**
 * Waits until a statement matching `statement` waits for a lock in this database: how a test that holds a
 * row lock from its own connection knows the code under test has come up against it.
 */
export async function untilWaitingOnLock(watcher: pg.Client, statement: RegExp): Promise<void> {
  await until(
    async () => (await watcher.query<{ query: string }>(`SELECT query FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`)).rows,
    (rows) => rows.some((row) => statement.test(row.query)),
  );
}
