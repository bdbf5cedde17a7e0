// The process-wide Prisma client. Set once at start-up (or per test file) and read by services,
// so the client never rides on the GraphQL context (that slows type-checking, see STACK.md).
import { Prisma } from '../generated/prisma/client.ts';
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

/**
 * Prisma's P2025: the row an update or delete named is not there (any more), or no longer matches its
 * conditions. After a read, that is a concurrent request having changed or removed it first.
 */
export function isRecordGone(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2025';
}

/** `write`, except that a row gone since it was read (P2025) throws `gone()`, the error a client is told. */
export async function unlessGone<T>(write: PromiseLike<T>, gone: () => Error): Promise<T> {
  try {
    return await write;
  } catch (error) {
    throw isRecordGone(error) ? gone() : error;
  }
}

/** A deadlock or serialization failure: P2034 from a model query, P2010 naming it from a raw one. */
function isTransactionConflict(error: unknown): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return false;
  const cause = (error.meta?.driverAdapterError as { cause?: { kind?: string } } | undefined)?.cause;
  return error.code === 'P2034' || cause?.kind === 'TransactionWriteConflict';
}

/**
 * Runs a transaction again when PostgreSQL aborted it for a deadlock or a serialization failure. Such a
 * transaction was rolled back whole while the other one went on, so another try is safe, and it is what
 * PostgreSQL and Prisma ask of the caller. Any other error, or the last try's, is thrown.
 */
export async function retryOnConflict<T>(transaction: () => Promise<T>, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      if (!isTransactionConflict(error) || attempt >= tries) throw error;
    }
  }
}
