// The cost limit (graphql-armor's, in useDocumentLimits) multiplies a list's cost by its page size only when
// `first` or `last` is written in the document: it runs at validation, before the variables are known, so a
// page size passed as a variable, or left out (the server then serves 20), counted as 1, and one request could
// ask for 15 aliases × 100 × 100 × 100 rows. Here the same rule prices the operation again before it runs,
// with each connection's page size as it will be served: the variable's value (at most the largest page), or
// the default page when there is none. Persisted and arbitrary operations are priced alike.
import type { Plugin } from '@envelop/core';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { getNamedType, GraphQLError, Kind, TypeInfo, validate, visit, visitWithTypeInfo, type ArgumentNode, type DocumentNode, type GraphQLSchema } from 'graphql';

const PAGE_SIZES = new Set(['first', 'last']);

export type PageSizeCostOptions = { maxCost: number; defaultPage: number; maxPage: number };

/** Where a document's page sizes come from, found once per parsed document (yoga caches them). */
type PageSizes = { variables: string[]; defaulted: boolean };
const pageSizesByDocument = new WeakMap<DocumentNode, PageSizes>();

const isConnection = (typeInfo: TypeInfo) => getNamedType(typeInfo.getType() ?? undefined)?.name.endsWith('Connection') ?? false;

function pageSizesOf(schema: GraphQLSchema, document: DocumentNode): PageSizes {
  const cached = pageSizesByDocument.get(document);
  if (cached) return cached;
  const found: PageSizes = { variables: [], defaulted: false };
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        if (!isConnection(typeInfo)) return;
        const size = node.arguments?.find((a) => PAGE_SIZES.has(a.name.value));
        if (!size) found.defaulted = true;
        else if (size.value.kind === Kind.VARIABLE) found.variables.push(size.value.name.value);
      },
    }),
  );
  pageSizesByDocument.set(document, found);
  return found;
}

const intArgument = (name: string, value: number): ArgumentNode => ({ kind: Kind.ARGUMENT, name: { kind: Kind.NAME, value: name }, value: { kind: Kind.INT, value: String(value) } });

/** The document with every connection's page size written in as it will be served. */
function withServedPageSizes(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown>, options: PageSizeCostOptions): DocumentNode {
  const served = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? Math.min(Math.max(Math.trunc(value), 0), options.maxPage) : options.defaultPage);
  const typeInfo = new TypeInfo(schema);
  return visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        if (!isConnection(typeInfo)) return undefined;
        const args = node.arguments ?? [];
        const size = args.find((a) => PAGE_SIZES.has(a.name.value));
        if (!size) return { ...node, arguments: [...args, intArgument('first', options.defaultPage)] };
        if (size.value.kind !== Kind.VARIABLE) return undefined;
        const value = served(variables[size.value.name.value]);
        return { ...node, arguments: args.map((a) => (a === size ? intArgument(a.name.value, value) : a)) };
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
    const cost = costOverLimit(args.schema, args.document, (args.variableValues ?? {}) as Record<string, unknown>, options);
    if (cost === null) return;
    setResultAndStopExecution({
      errors: [new GraphQLError(`The operation asks for too much at once (cost ${Math.round(cost)}, at most ${options.maxCost}): ask for smaller pages`, { extensions: { code: 'INVALID_INPUT' } })],
    });
  };
  return { onExecute: check, onSubscribe: check };
}
