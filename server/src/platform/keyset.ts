// Keyset paging on (a time column, id): a page after a cursor is found through the (time, id) index,
// never by OFFSET, so a deep page costs what the first does.
import { isUuid } from './ids.ts';
import { isStorableDate } from './timestamps.ts';

/**
 * The cursor Pothos' prismaConnection decodes: `{ keyset: {…, id} }`, the model's `keyset` unique (its
 * (time, id) index, schema.prisma), so that the cursor carries where its row stands. An id cursor (`{ id }`)
 * stands nowhere here.
 */
export type PageCursor = { id?: unknown; keyset?: Record<string, unknown> };

/** What Pothos' prismaConnection passes to a page resolver: cursor, skip and take are replaced here. */
export type PageQuery = { cursor?: PageCursor; skip?: number; take?: number };

/**
 * The rows after (at, id) in (field, id) order: 'lt' towards older rows, 'gt' towards newer ones.
 * The OR alone is exact, but PostgreSQL cannot start an index scan from it: page 200 of the home feed read
 * the 6,000 newer entries of the index and threw them away. The plain bound on `field` starts the scan
 * at the cursor.
 */
export function keysetAfter(field: string, at: Date, id: string, direction: 'lt' | 'gt', idField = 'id') {
  const bound = direction === 'lt' ? 'lte' : 'gte';
  return { [field]: { [bound]: at }, OR: [{ [field]: { [direction]: at } }, { [field]: at, [idField]: { [direction]: id } }] };
}

/** Where a cursor stands: its row's time (`field`) and id. */
type Edge<Field extends string> = { id: string } & Record<Field, Date>;

/**
 * Where a `keyset` cursor stands, read from the cursor itself: no statement, on whichever instance. A
 * client may send any values; they only choose where the page starts, never what the viewer may see.
 * Null (an empty page) for a cursor that could not be a row's: not a time of years 1–9999 (which
 * PostgreSQL would refuse), or not a UUID.
 */
export function cursorPlace<Field extends string>(cursor: PageCursor, field: Field, idField = 'id'): Edge<Field> | null {
  const at = cursor.keyset?.[field];
  const id = cursor.keyset?.[idField];
  if (!(at instanceof Date && isStorableDate(at)) || typeof id !== 'string' || !isUuid(id)) return null;
  return { id, [field]: at } as Edge<Field>;
}

/**
 * One page by (field, idField), newest first unless `order` is 'asc' (a negative take pages back); a cursor
 * that stands nowhere gives an empty page. The model names its (…, field, idField) index unique as `keyset`,
 * so that its cursor carries both.
 */
export async function keysetPage<Row>(
  query: PageQuery,
  field: string,
  where: object,
  findMany: (args: { where: object; orderBy: object[]; take: number }) => Promise<Row[]>,
  { idField = 'id', order = 'desc' }: { idField?: string; order?: 'asc' | 'desc' } = {},
): Promise<Row[]> {
  const { cursor, skip: _skip, take = 21, ...rest } = query;
  void _skip;
  const backward = take < 0;
  // Forward in the list's own order, or back against it.
  const dir = backward === (order === 'desc') ? 'asc' : 'desc';
  let keyset = {};
  if (cursor) {
    const place = cursorPlace(cursor, field, idField);
    if (!place) return [];
    keyset = keysetAfter(field, place[field], place.id, dir === 'asc' ? 'gt' : 'lt', idField);
  }
  const rows = await findMany({ ...rest, where: { AND: [where, keyset] }, orderBy: [{ [field]: dir }, { [idField]: dir }], take: Math.abs(take) });
  return backward ? rows.reverse() : rows;
}
