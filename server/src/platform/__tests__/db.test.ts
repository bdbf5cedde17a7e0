// The Prisma client's connections: statements prepared per connection and planned once for any values;
// a transaction that PostgreSQL aborts for a deadlock runs again.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Prisma } from '../../generated/prisma/client.ts';
import { setupTestDatabase } from '../../testing/database.ts';
import { db, retryOnConflict } from '../database.ts';

setupTestDatabase();

describe('database connections', () => {
  it('plan a prepared statement once and run that plan for any values', async () => {
    // Prepared statements belong to a connection: a transaction keeps to one.
    const rows = await db().$transaction(async (tx) => {
      for (let i = 0; i < 3; i++) await tx.post.findMany({ where: { clubId: randomUUID(), isHidden: false }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: 21 });
      return tx.$queryRaw<{ generic_plans: bigint; custom_plans: bigint }[]>`
        SELECT generic_plans, custom_plans FROM pg_prepared_statements
        WHERE statement LIKE '%FROM "public"."Post"%ORDER BY%' AND statement NOT LIKE '%pg_prepared_statements%'`;
    });
    expect(rows).toEqual([{ generic_plans: 3n, custom_plans: 0n }]);
  });

  it('prepare the statements they send (named, so parsed once per connection)', async () => {
    const user = { id: randomUUID() };
    for (let i = 0; i < 3; i++) expect(await db().user.findUnique({ where: { id: user.id }, select: { id: true } })).toBeNull();
    const rows = await db().$queryRaw<{ name: string }[]>`SELECT name FROM pg_prepared_statements WHERE name LIKE 'oshi_%'`;
    expect(rows.length).toBeGreaterThan(0);
  });
});

describe('retryOnConflict', () => {
  /**
   * Two transactions that each update their own row, wait until the other has, then update the other's:
   * a deadlock on the first try, which PostgreSQL breaks by aborting one of them.
   */
  function crossUpdates(wrap: <T>(transaction: () => Promise<T>) => Promise<T>) {
    let locked = 0;
    let release = () => {};
    const bothLocked = new Promise<void>((resolve) => (release = resolve));
    const tries = [0, 0];
    const crossUpdate = (i: number, own: number, other: number) =>
      wrap(() =>
        db().$transaction(async (tx) => {
          tries[i]++;
          await tx.$executeRaw`UPDATE "DeadlockProbe" SET n = n + 1 WHERE id = ${own}`;
          if (++locked === 2) release();
          await bothLocked;
          await tx.$executeRaw`UPDATE "DeadlockProbe" SET n = n + 1 WHERE id = ${other}`;
        }),
      );
    return { runs: Promise.allSettled([crossUpdate(0, 1, 2), crossUpdate(1, 2, 1)]), tries };
  }

  it('runs a transaction aborted for a deadlock again, so that both complete once', async () => {
    await db().$executeRawUnsafe('CREATE TABLE "DeadlockProbe" (id int PRIMARY KEY, n int NOT NULL)');
    await db().$executeRawUnsafe('INSERT INTO "DeadlockProbe" VALUES (1, 0), (2, 0)');
    const probe = () => db().$queryRaw<{ id: number; n: number }[]>`SELECT id, n FROM "DeadlockProbe" ORDER BY id`;

    // Without it, one of the two fails (here a raw statement: Prisma's P2010 naming 40P01) and writes nothing.
    const bare = crossUpdates((transaction) => transaction());
    const outcomes = await bare.runs;
    const [failure] = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(failure.reason.message).toMatch(/deadlock detected/);
    expect(await probe()).toEqual([
      { id: 1, n: 1 },
      { id: 2, n: 1 },
    ]);

    const retried = crossUpdates((transaction) => retryOnConflict(transaction));
    expect((await retried.runs).map((o) => o.status)).toEqual(['fulfilled', 'fulfilled']);
    // At least one run again; on a busy machine the retry may beat the survivor to the row it waited for
    // and deadlock once more, and then runs a third time.
    expect(retried.tries.reduce((a, b) => a + b)).toBeGreaterThanOrEqual(3);
    expect(await probe()).toEqual([
      { id: 1, n: 3 },
      { id: 2, n: 3 },
    ]);
  });

  it('throws any other error at once, and a conflict after the last try', async () => {
    let calls = 0;
    const fails = (error: Error) => async () => {
      calls++;
      throw error;
    };
    await expect(retryOnConflict(fails(new Error('not a conflict')))).rejects.toThrow('not a conflict');
    expect(calls).toBe(1);
    calls = 0;
    const conflict = new Prisma.PrismaClientKnownRequestError('write conflict', { code: 'P2034', clientVersion: Prisma.prismaVersion.client });
    await expect(retryOnConflict(fails(conflict), 3)).rejects.toBe(conflict);
    expect(calls).toBe(3);
  });
});
