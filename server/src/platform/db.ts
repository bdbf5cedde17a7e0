// The Prisma client over node-postgres (Prisma 7 needs a driver adapter).
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client.ts';

export type Db = PrismaClient;

export function createDb(databaseUrl: string, options: { onQuery?: (sql: string) => void } = {}): Db {
  const adapter = new PrismaPg({ connectionString: databaseUrl, max: 10 });
  const db = new PrismaClient({
    adapter,
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
