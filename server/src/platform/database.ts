// The process-wide Prisma client. Set once at start-up (or per test file) and read by services,
// so the client never rides on the GraphQL context (that slows type-checking, see STACK.md).
import { createDb, type Db } from './db.ts';

export type { Db };

let current: Db | undefined;
let currentUrl: string | undefined;

export function connectDatabase(url: string, options?: Parameters<typeof createDb>[1]): Db {
  if (current && currentUrl === url) return current;
  current = createDb(url, options);
  currentUrl = url;
  return current;
}

export function db(): Db {
  if (!current) throw new Error('Database not connected: call connectDatabase() first');
  return current;
}

export async function disconnectDatabase(): Promise<void> {
  const client = current;
  current = undefined;
  currentUrl = undefined;
  await client?.$disconnect();
}
