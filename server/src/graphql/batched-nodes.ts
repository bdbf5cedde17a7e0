// nodes(ids:) loads each type's ids with one query (Pothos's default is one query per id). The query
// keeps each node's own visibility rule: its findUnique where, one OR branch per id.
import { brandWithType } from '@pothos/core';
import { queryFromInfo } from '@pothos/plugin-prisma';
import { resolveNodes } from '@pothos/plugin-relay';
import type { GraphQLResolveInfo } from 'graphql';
import { db } from '../platform/database.ts';
// Used at resolve time only, when builder.ts has long finished loading.
import { builder } from './builder.ts';
import { isUuid } from '../platform/ids.ts';
import { getDatamodel } from '../generated/pothos-prisma-types.ts';

const idFields = new Map<string, string>();
/** A model's primary key field ("id" for most; StoreOrder's is "orderId"). */
function idFieldOf(model: string): string {
  let field = idFields.get(model);
  if (!field) {
    field = getDatamodel().datamodel.models[model]?.fields.find((f) => f.isId)?.name ?? 'id';
    idFields.set(model, field);
  }
  return field;
}


type ParsedId = { id: string; typename: string } | null | undefined;
type Loader = { findUnique: (parent: Record<string, string>, context: object) => object | Promise<object> };
type Delegate = { findMany: (query: object) => Promise<Record<string, unknown>[]> };

export async function resolveNodesByType(
  context: object,
  info: GraphQLResolveInfo,
  ids: ParsedId[],
): Promise<unknown[]> {
  const results: unknown[] = ids.map(() => null);
  const byType = new Map<string, number[]>();
  ids.forEach((parsed, index) => {
    if (!parsed) return;
    byType.set(parsed.typename, [...(byType.get(parsed.typename) ?? []), index]);
  });
  await Promise.all(
    [...byType].map(async ([typename, indexes]) => {
      const extensions = builder.configStore.getTypeConfig(typename, 'Object').extensions ?? {};
      const modelName = extensions.pothosPrismaModel as string | undefined;
      const loaderFor = extensions.pothosPrismaLoader as ((context: object) => Loader) | undefined;
      if (!modelName || !loaderFor) {
        // Not a Prisma node: Pothos's own loading.
        const loaded = await resolveNodes(builder as never, context, info, indexes.map((i) => ids[i]!));
        indexes.forEach((index, n) => (results[index] = loaded[n]));
        return;
      }
      const distinct = [...new Set(indexes.map((i) => ids[i]!.id))];
      // Every node model's ids are UUIDs; anything else is looked up alone, and a failure is just null.
      const odd = distinct.filter((id) => !isUuid(id));
      await Promise.all(
        odd.map(async (id) => {
          const [node] = await resolveNodes(builder as never, context, info, [{ id, typename }]).catch(() => [null]);
          for (const index of indexes) if (ids[index]!.id === id) results[index] = node ?? null;
        }),
      );
      const wanted = distinct.filter((id) => isUuid(id));
      if (!wanted.length) return;
      const loader = loaderFor(context);
      const idField = idFieldOf(modelName);
      const wheres = await Promise.all(wanted.map((id) => loader.findUnique({ [idField]: id }, context)));
      const query = (await queryFromInfo({ context: context as never, info, typeName: typename, awaitSelections: true })) as { select?: Record<string, unknown> };
      if (query.select) query.select = { ...query.select, [idField]: true };
      const delegate = (db() as unknown as Record<string, Delegate>)[modelName.charAt(0).toLowerCase() + modelName.slice(1)];
      const rows = await delegate.findMany({ ...query, where: { OR: wheres } });
      for (const row of rows) brandWithType(row, typename as never);
      const byId = new Map(rows.map((row) => [row[idField] as string, row]));
      for (const index of indexes) if (isUuid(ids[index]!.id)) results[index] = byId.get(ids[index]!.id) ?? null;
    }),
  );
  return results;
}
