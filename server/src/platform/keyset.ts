// Keyset paging on (a time column, id): a page after a cursor is found through the (time, id) index,
// never by OFFSET, so a deep page costs what the first does.
import { isUuid } from './ids.ts';

/** What Pothos' prismaConnection passes to a page resolver: cursor, skip and take are replaced here. */
export type PageQuery = { cursor?: { id?: string }; skip?: number; take?: number };

/**
 * The rows after (at, id) in (field, id) order: 'lt' towards older rows, 'gt' towards newer ones.
 * The OR alone is exact, but PostgreSQL cannot start an index scan from it: page 200 of the home feed read
 * the 6,000 newer entries of the index and threw them away. The plain bound on `field` starts the scan
 * at the cursor.
 */
export function keysetAfter(field: string, at: Date, id: string, direction: 'lt' | 'gt') {
  const bound = direction === 'lt' ? 'lte' : 'gte';
  return { [field]: { [bound]: at }, OR: [{ [field]: { [direction]: at } }, { [field]: at, id: { [direction]: id } }] };
}

type Edge<Field extends string> = { id: string } & Record<Field, Date>;

/**
 * One page, newest first (a negative take pages back). `edgeOf` finds where the cursor's row stands; a
 * cursor that names no row gives an empty page.
 */
export async function keysetPage<Row, Field extends string>(
  query: PageQuery,
  field: Field,
  where: object,
  edgeOf: (id: string) => Promise<Edge<Field> | null> | Edge<Field> | null,
  findMany: (args: { where: object; orderBy: object[]; take: number }) => Promise<Row[]>,
): Promise<Row[]> {
  const { cursor, skip: _skip, take = 21, ...rest } = query;
  void _skip;
  const backward = take < 0;
  let keyset = {};
  if (cursor?.id) {
    const edge = isUuid(cursor.id) ? await edgeOf(cursor.id) : null;
    if (!edge) return [];
    keyset = keysetAfter(field, edge[field], edge.id, backward ? 'gt' : 'lt');
  }
  const dir = backward ? 'asc' : 'desc';
  const rows = await findMany({ ...rest, where: { AND: [where, keyset] }, orderBy: [{ [field]: dir }, { id: dir }], take: Math.abs(take) });
  return backward ? rows.reverse() : rows;
}
