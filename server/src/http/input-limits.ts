// Bounds on what one GraphQL operation may carry: every string (literal or variable) has a generous
// global limit and may not hold the NUL character (PostgreSQL's text cannot, and would fail the request) or
// an unpaired surrogate, and arguments declare tighter limits in their extensions (`maxLength` for strings,
// `maxItems` for lists, e.g. search queries and nodes(ids:)). Checked before execution, so such a value never reaches a resolver
// or the database.
import type { Plugin } from '@envelop/core';
import { getNamedType, GraphQLError, Kind, TypeInfo, visit, visitWithTypeInfo, type DocumentNode, type GraphQLSchema, type ValueNode } from 'graphql';

/** Longest string any argument or input field takes (a long post is far shorter). */
export const MAX_STRING_LENGTH = 100_000;

type Limits = { maxLength?: number; maxItems?: number };

function invalid(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'INVALID_INPUT' } });
}

/** What is wrong with a string anywhere in an operation, or null. */
function stringFault(value: string): string | null {
  if (value.length > MAX_STRING_LENGTH) return `is longer than ${MAX_STRING_LENGTH} characters`;
  if (value.includes('\u0000')) return 'contains the NUL character (U+0000), which text may not hold';
  // A lone UTF-16 surrogate is no character at all: PostgreSQL refuses it in JSON and arrays (the request
  // would fail) and stores U+FFFD in its place elsewhere (the text would change).
  if (/\p{Cs}/u.test(value)) return 'contains an unpaired UTF-16 surrogate, which is not text';
  return null;
}

/** The first string of the variables that breaks a global rule: where it is, and what is wrong. */
function badStringIn(value: unknown, path: string): string | null {
  if (typeof value === 'string') {
    const fault = stringFault(value);
    return fault && `The variable ${path.replace(/^\$\./, '$')} ${fault}`;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = badStringIn(value[i], `${path}[${i}]`);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, nested] of Object.entries(value)) {
      const found = badStringIn(nested, `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}

function checkArgumentValue(name: string, limits: Limits, value: unknown): string | null {
  if (limits.maxLength !== undefined && typeof value === 'string' && value.length > limits.maxLength) {
    return `${name} is ${value.length} characters long; at most ${limits.maxLength} are allowed`;
  }
  if (limits.maxItems !== undefined && Array.isArray(value) && value.length > limits.maxItems) {
    return `${name} has ${value.length} items; at most ${limits.maxItems} are allowed`;
  }
  return null;
}

/** Literal values as plain JS for the checks (variables are looked up). */
function literal(node: ValueNode, variables: Record<string, unknown>): unknown {
  switch (node.kind) {
    case Kind.VARIABLE:
      return variables[node.name.value];
    case Kind.STRING:
      return node.value;
    case Kind.LIST:
      return node.values.map((v) => literal(v, variables));
    default:
      return undefined;
  }
}

/** One check of a document, in document order: a literal string found bad, or an argument with limits. */
type DocumentCheck = { badString: string } | { where: string; limits: Limits; value: ValueNode };

/**
 * The checks a document needs, found once per parsed document: yoga's parser cache hands the same
 * DocumentNode to every request of a persisted operation, so only the variables are looked at per request.
 */
const checksByDocument = new WeakMap<DocumentNode, { schema: GraphQLSchema; checks: DocumentCheck[] }>();

function documentChecks(schema: GraphQLSchema, document: DocumentNode): DocumentCheck[] {
  const cached = checksByDocument.get(document);
  if (cached?.schema === schema) return cached.checks;
  const checks: DocumentCheck[] = [];
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      StringValue(node) {
        const fault = stringFault(node.value);
        if (fault) checks.push({ badString: `A string in the document ${fault}` });
      },
      Argument(node) {
        const argument = typeInfo.getArgument();
        const field = typeInfo.getFieldDef();
        const limits = (argument?.extensions ?? {}) as Limits;
        if (!argument || (limits.maxLength === undefined && limits.maxItems === undefined)) return;
        const where = `Argument "${argument.name}" of ${getNamedType(typeInfo.getParentType() ?? undefined)?.name ?? '?'}.${field?.name ?? '?'}`;
        checks.push({ where, limits, value: node.value });
      },
    }),
  );
  checksByDocument.set(document, { schema, checks });
  return checks;
}

export function findInputLimitViolation(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown>): string | null {
  const badVariable = badStringIn(variables, '$');
  if (badVariable) return badVariable;
  for (const check of documentChecks(schema, document)) {
    const violation = 'badString' in check ? check.badString : checkArgumentValue(check.where, check.limits, literal(check.value, variables));
    if (violation) return violation;
  }
  return null;
}

export function useInputLimits(): Plugin {
  const check = ({ args, setResultAndStopExecution }: { args: { schema: GraphQLSchema; document: DocumentNode; variableValues?: unknown }; setResultAndStopExecution: (result: { errors: GraphQLError[] }) => void }) => {
    const violation = findInputLimitViolation(args.schema, args.document, (args.variableValues ?? {}) as Record<string, unknown>);
    if (violation) setResultAndStopExecution({ errors: [invalid(violation)] });
  };
  return { onExecute: check, onSubscribe: check };
}
