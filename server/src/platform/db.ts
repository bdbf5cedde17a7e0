// The Prisma client over node-postgres (Prisma 7 needs a driver adapter).
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client.ts';

export type Db = PrismaClient;

export function createDb(databaseUrl: string, options: { onQuery?: (sql: string) => void } = {}): Db {
  const adapter = new PrismaPg({ connectionString: databaseUrl, max: 10 });
  const db = new PrismaClient({
    adapter,
    // Interactive transactions wait for one of the pool's connections and for row locks (payments lock
    // theirs); on a busy machine Prisma's defaults (2 s to start, 5 s to finish) refuse work that would succeed.
    transactionOptions: { maxWait: 10_000, timeout: 20_000 },
    log: options.onQuery ? [{ emit: 'event', level: 'query' }] : [],
  });
  if (options.onQuery) {
    const onQuery = options.onQuery;
    (db as unknown as { $on: (e: 'query', cb: (ev: { query: string }) => void) => void }).$on('query', (ev) =>
      onQuery(ev.query),
    );
  }
  return db;
}
