// Checks and bounds for lists that page with Prisma's own cursor (the others use platform/keyset.ts).
// Related connections (Pothos' t.relatedConnection) use it with a condition that is an OR over the cursor
// row's time, which PostgreSQL cannot start an index scan from: a deep page read every row before it. When
// the model names its (parent, time, id) index unique and the connection uses it as its cursor, the cursor
// carries the time, and `cursorTimeBound` starts the scan there; Prisma's cursor still decides the exact
// place. Lists on an id cursor check it holds a UUID (`withIdCursor`).
import { PothosValidationError } from '@pothos/core';
import { parsePrismaCursor } from '@pothos/plugin-prisma';
import { isUuid } from '../platform/ids.ts';
import { cursorPlace } from '../platform/keyset.ts';

type PageArgs = { after?: string | null; before?: string | null };

/**
 * `{ createdAt: { gte | lte: time } }` for a page after (or before) a (parent, createdAt, id) cursor, in
 * `order`; `{}` without a cursor. A cursor that could not be a row's is refused (INVALID_INPUT, through
 * http/input-errors.ts) before Prisma sends PostgreSQL a time it cannot hold.
 */
export function cursorTimeBound({ after, before }: PageArgs, order: 'asc' | 'desc'): { createdAt?: { gte: Date } | { lte: Date } } {
  const cursor = after ?? before;
  if (!cursor) return {};
  const parts = parsePrismaCursor(cursor);
  const place = Array.isArray(parts) ? cursorPlace({ keyset: { createdAt: parts[1], id: parts[2] } }, 'createdAt') : null;
  if (!place) throw new PothosValidationError(`Invalid cursor: ${cursor}`);
  // Ascending, the rows after a cursor are the later ones; descending, the earlier ones.
  const later = (after != null) === (order === 'asc');
  return { createdAt: later ? { gte: place.createdAt } : { lte: place.createdAt } };
}

/**
 * `query` of a list paged by Prisma's id cursor (Pothos' `cursor: 'id'`), once its cursor is known to hold a
 * UUID: any other (another list's, or forged) is refused as INVALID_INPUT, naming it, before PostgreSQL
 * refuses the cast and fails the request.
 */
export function withIdCursor<Q extends { cursor?: { id?: unknown } }>(query: Q, { after, before }: PageArgs): Q {
  const id = query.cursor?.id;
  if (query.cursor && !(typeof id === 'string' && isUuid(id))) throw new PothosValidationError(`Invalid cursor: ${after ?? before}`);
  return query;
}
