// The cost limit (graphql-armor's, in useDocumentLimits) multiplies a list's cost by its page size only when
// `first` or `last` is written in the document: it runs at validation, before the variables are known, so a
// page size passed as a variable, or left out (the server then serves 20), counted as 1, and one request could
// ask for 15 aliases × 100 × 100 × 100 rows. Here the same rule prices the operation again before it runs,
// with each connection's page size as it will be served: the variable's value (at most the largest page), or
// the default page when there is none. Persisted and arbitrary operations are priced alike. A connection given
// both `first` and `last` is refused: Pothos serves `first` rows backwards, and the pricing would read one of
// the two.
import type { Plugin } from '@envelop/core';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { getNamedType, GraphQLError, Kind, TypeInfo, validate, visit, visitWithTypeInfo, type ArgumentNode, type DocumentNode, type GraphQLSchema, type ValueNode } from 'graphql';

const PAGE_SIZES = new Set(['first', 'last']);

export type PageSizeCostOptions = { maxCost: number; defaultPage: number; maxPage: number };

/**
 * Where a document's page sizes come from, found once per parsed document (yoga caches them); `bothEnds` holds
 * the `first` and `last` of connections given both.
 */
type PageSizes = { variables: string[]; defaulted: boolean; bothEnds: [ValueNode, ValueNode][] };
const pageSizesByDocument = new WeakMap<DocumentNode, PageSizes>();

const isConnection = (typeInfo: TypeInfo) => getNamedType(typeInfo.getType() ?? undefined)?.name.endsWith('Connection') ?? false;

function pageSizesOf(schema: GraphQLSchema, document: DocumentNode): PageSizes {
  const cached = pageSizesByDocument.get(document);
  if (cached) return cached;
  const found: PageSizes = { variables: [], defaulted: false, bothEnds: [] };
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        if (!isConnection(typeInfo)) return;
        const sizes = node.arguments?.filter((a) => PAGE_SIZES.has(a.name.value)) ?? [];
        if (sizes.length === 2) found.bothEnds.push([sizes[0].value, sizes[1].value]);
        // A connection whose sizes may all be null is served the default page.
        if (!sizes.some((a) => a.value.kind === Kind.INT)) found.defaulted = true;
        for (const { value } of sizes) if (value.kind === Kind.VARIABLE) found.variables.push(value.name.value);
      },
    }),
  );
  pageSizesByDocument.set(document, found);
  return found;
}

const intArgument = (name: string, value: number): ArgumentNode => ({ kind: Kind.ARGUMENT, name: { kind: Kind.NAME, value: name }, value: { kind: Kind.INT, value: String(value) } });

/** The document with every connection's page size written in as it will be served. */
function withServedPageSizes(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown>, options: PageSizeCostOptions): DocumentNode {
  // A literal size stays as written (the cost rule priced it already); a variable's is served at most maxPage.
  const sizeOf = (value: ValueNode): number | null => {
    if (value.kind === Kind.INT) return Number(value.value);
    const given = value.kind === Kind.VARIABLE ? variables[value.name.value] : null;
    return typeof given === 'number' && Number.isFinite(given) ? Math.min(Math.max(Math.trunc(given), 0), options.maxPage) : null;
  };
  const typeInfo = new TypeInfo(schema);
  return visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        if (!isConnection(typeInfo)) return undefined;
        const args = node.arguments ?? [];
        const size = args.flatMap((a) => (PAGE_SIZES.has(a.name.value) ? [sizeOf(a.value)] : [])).find((n) => n !== null);
        return { ...node, arguments: [...args.filter((a) => !PAGE_SIZES.has(a.name.value)), intArgument('first', size ?? options.defaultPage)] };
      },
    }),
  );
}

/** The variables' values as the operation runs with them: given ones, else the operation's defaults. */
function valuesOf(document: DocumentNode, variables: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const v of definition.variableDefinitions ?? []) {
      if (v.defaultValue?.kind === Kind.INT) values[v.variable.name.value] = Number(v.defaultValue.value);
    }
  }
  return { ...values, ...variables };
}

/** Whether a connection is given both `first` and `last` (a null one counts as not given). */
function asksBothEnds(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown>): boolean {
  const given = (value: ValueNode) => (value.kind === Kind.VARIABLE ? variables[value.name.value] != null : value.kind !== Kind.NULL);
  return pageSizesOf(schema, document).bothEnds.some(([a, b]) => given(a) && given(b));
}

/** Verdicts per document and page sizes: a screen asks with the same few sizes over and over. */
const verdicts = new WeakMap<DocumentNode, Map<string, number | null>>();
const VERDICTS_PER_DOCUMENT = 64;

/** The cost of an operation with its page sizes as they will be served, when it is above `maxCost`; else null. */
export function costOverLimit(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown>, options: PageSizeCostOptions): number | null {
  const sizes = pageSizesOf(schema, document);
  if (sizes.variables.length === 0 && !sizes.defaulted) return null;
  const values = valuesOf(document, variables);
  const key = `${options.maxCost}:${sizes.variables.map((name) => String(values[name])).join(',')}`;
  const known = verdicts.get(document) ?? new Map<string, number | null>();
  const verdict = known.get(key);
  if (verdict !== undefined) return verdict;
  const cost = pricedCost(schema, document, values, options);
  if (known.size >= VERDICTS_PER_DOCUMENT) known.clear();
  known.set(key, cost);
  verdicts.set(document, known);
  return cost;
}

function pricedCost(schema: GraphQLSchema, document: DocumentNode, values: Record<string, unknown>, options: PageSizeCostOptions): number | null {
  let cost: number | null = null;
  const onReject = [(_context: unknown, error: GraphQLError) => (cost = parseFloat(/found ([\d.]+)/.exec(error.message)?.[1] ?? 'NaN'))];
  const rule = costLimitRule({ maxCost: options.maxCost, flattenFragments: true, propagateOnRejection: false, exposeLimits: true, onReject });
  validate(schema, withServedPageSizes(schema, document, values, options), [rule]);
  return cost;
}

export function usePageSizeCost(options: PageSizeCostOptions): Plugin {
  const check = ({ args, setResultAndStopExecution }: { args: { schema: GraphQLSchema; document: DocumentNode; variableValues?: unknown }; setResultAndStopExecution: (result: { errors: GraphQLError[] }) => void }) => {
    const variables = (args.variableValues ?? {}) as Record<string, unknown>;
    if (asksBothEnds(args.schema, args.document, variables)) {
      setResultAndStopExecution({ errors: [new GraphQLError('Give a connection first or last, not both', { extensions: { code: 'INVALID_INPUT' } })] });
      return;
    }
    const cost = costOverLimit(args.schema, args.document, variables, options);
    if (cost === null) return;
    setResultAndStopExecution({
      errors: [new GraphQLError(`The operation asks for too much at once (cost ${Math.round(cost)}, at most ${options.maxCost}): ask for smaller pages`, { extensions: { code: 'INVALID_INPUT' } })],
    });
  };
  return { onExecute: check, onSubscribe: check };
}
