// The Prisma client over node-postgres (Prisma 7 needs a driver adapter).
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client.ts';

export type Db = PrismaClient;

export function createDb(databaseUrl: string, options: { onQuery?: (sql: string, params: string) => void } = {}): Db {
  const adapter = new PrismaPg(
    // A prepared statement is planned once per connection, for any values (a generic plan): planning a
    // feed's ten-join statement for its own values took 5-8 ms of the database's CPU on every execution,
    // more than running it (about 1 ms). The plans stay good for every club and depth because pages are
    // keyset-bounded (platform/keyset.ts) on (clubId, createdAt, id)-style indexes; the bench compares.
    // A list passed as one parameter must be unnested once, not filtered with `= ANY(string_to_array(…))`,
    // which a generic plan parses again for every row (id-lists.test.ts).
    { connectionString: databaseUrl, max: 10, options: '-c plan_cache_mode=force_generic_plan' },
    { statementNameGenerator: preparedStatementName() },
  );
  const db = new PrismaClient({
    adapter,
    // Interactive transactions wait for one of the pool's connections and for row locks (payments lock
    // theirs); on a busy machine Prisma's defaults (2 s to start, 5 s to finish) refuse work that would succeed.
    transactionOptions: { maxWait: 10_000, timeout: 20_000 },
    log: options.onQuery ? [{ emit: 'event', level: 'query' }] : [],
  });
  if (options.onQuery) {
    const onQuery = options.onQuery;
    (db as unknown as { $on: (e: 'query', cb: (ev: { query: string; params: string }) => void) => void }).$on('query', (ev) =>
      onQuery(ev.query, ev.params),
    );
  }
  return db;
}

/** How many distinct statements are kept prepared on each connection; further ones are sent unnamed. */
const PREPARED_STATEMENTS = 1000;

/**
 * Names for Prisma's statements, so each pooled connection parses a statement the first time only and
 * then just binds, plans and executes it: a request's statements come from a bounded set of query shapes.
 * Lists (`IN ($1, $2, ...)`) make a shape per length, so only the first PREPARED_STATEMENTS texts are named.
 */
function preparedStatementName() {
  const names = new Map<string, string>();
  // Typed to return a name, but node-postgres sends a query with no name unnamed (not prepared).
  return ({ sql }: { sql: string }): string => {
    let name = names.get(sql);
    if (name === undefined && names.size < PREPARED_STATEMENTS) {
      name = `oshi_${names.size}`;
      names.set(sql, name);
    }
    return name as string;
  };
}
