// The Pothos builder: plugins, scalars and shared error types only. Types live in modules.
import { GraphQLError, type GraphQLResolveInfo } from 'graphql';
import SchemaBuilder from '@pothos/core';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import type PrismaTypes from '../generated/pothos-prisma-types.ts';
import { getDatamodel } from '../generated/pothos-prisma-types.ts';
import { db } from '../platform/database.ts';
import { isUuid } from '../platform/ids.ts';
import { isStorableDate } from '../platform/timestamps.ts';
import type { Context } from './context.ts';
import { resolveNodesByType } from './batched-nodes.ts';
import { authorizationError, refusedApiScope } from './auth-guards.ts';
import { type AppError, ERROR_CODES, ForbiddenError, InvalidInputError, NotFoundError } from '../platform/errors.ts';

/**
 * Answer without the selection's query on purpose: from the checked session, or from the page's own
 * statement; or, with nothing to read, null (an event without a message or notification) or an empty
 * list (another user's clubs or club's reports).
 */
const ANSWERS_WITHOUT_QUERY = new Set([
  'Query.viewer',
  'Query.homeFeed',
  'ChatEvent.message',
  'NotificationEvent.notification',
  'User.clubMemberships',
  'Club.reports',
]);

function warnUnusedQuery(info: GraphQLResolveInfo) {
  const field = `${info.parentType.name}.${info.fieldName}`;
  if (!ANSWERS_WITHOUT_QUERY.has(field)) console.warn(`Prisma query was unused in resolver for ${field}`);
}

/** Rows of a connection page: when `first`/`last` is not given, and at most. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  DefaultFieldNullability: false;
  // Comment visibility depends on the viewer's subscriptions, read asynchronously inside selections.
  AsyncSelections: true;
  Scalars: { DateTime: { Input: Date; Output: Date | string }; JSON: { Input: unknown; Output: unknown }; Won: { Input: number; Output: number } };
  AuthScopes: { signedIn: boolean; creator: boolean; admin: boolean; apiScope: string };
}>({
  plugins: [ScopeAuthPlugin, ErrorsPlugin, PrismaPlugin, RelayPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authScopes: (ctx) => ({
      signedIn: ctx.viewer !== null,
      creator: ctx.viewer?.role === 'CREATOR' || ctx.viewer?.role === 'ADMIN',
      admin: ctx.viewer?.role === 'ADMIN',
      // A browser session may do everything its user may; an API token only what its scopes grant.
      apiScope: (scope) => ctx.apiScopes === null || ctx.apiScopes.includes(scope),
    }),
    // Type-level scopes (typeNeeds): a token lacking its area's scope gets SCOPE_REQUIRED naming it.
    unauthorizedError: (_parent, ctx, _info, result) => authorizationError(ctx, refusedApiScope(result.failure)),
  },
  errors: { directResult: true },
  prisma: {
    // A getter, so each test file's own database is used.
    get client() {
      return db();
    },
    dmmf: getDatamodel(),
    exposeDescriptions: false,
    filterConnectionTotalCount: true,
    // Outside production, a resolver that leaves the selection's Prisma query unused is named: it may load
    // what was not asked for. Those that answer without it on purpose are not (every home request would).
    onUnusedQuery: process.env.NODE_ENV === 'production' ? null : warnUnusedQuery,
    maxConnectionSize: MAX_PAGE_SIZE,
    defaultConnectionSize: DEFAULT_PAGE_SIZE,
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    nodesOnConnection: false,
    nodeQueryOptions: {
      description: 'Fetches an object given its global id (null when it names nothing the viewer may see).',
      // Every node's id is a UUID: any other id names nothing, as in nodes(ids:), where PostgreSQL would
      // refuse the cast and fail the request.
      resolve: (_root, { id }, _context, _info, resolveNode) => (isUuid(id.id) ? resolveNode(id) : null),
    },
    // At most 100 ids per request (checked before execution by http/input-limits.ts).
    nodesQueryOptions: {
      description: 'Fetches objects given their global ids.',
      args: { ids: { extensions: { maxItems: 100 } } },
      // One query per type rather than per id.
      resolve: (_root, args, context, info): Promise<unknown[]> => resolveNodesByType(context, info, args.ids),
    },
  },
});

builder.queryType({ description: 'The root of all reads.' });
builder.mutationType({ description: 'The root of all writes.' });

builder.subscriptionType({ description: 'Live events over graphql-ws on the same /graphql path.' });

// A full ISO-8601 date and time with its zone (Z or ±hh:mm), seconds and fraction optional, the year four digits
// or ±six (the latter so that the year rule below names what is wrong). Without a zone, Date would read the
// time in the server process's zone (a date alone as UTC midnight): the same input would mean another instant
// on another server, and a Korean event time typed from a poster would be read 9 hours off.
const ISO_DATE = String.raw`(?:[+-]\d{6}|\d{4})-\d{2}-\d{2}`;
const ISO_TIME = String.raw`T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?`;
const ZONED_DATE_TIME = new RegExp(String.raw`^${ISO_DATE}${ISO_TIME}(?:Z|[+-]\d{2}:\d{2})$`, 'i');
const UNZONED_DATE_TIME = new RegExp(`^${ISO_DATE}${ISO_TIME}$`, 'i');
const DATE_ONLY = new RegExp(`^${ISO_DATE}$`);

function invalidDateTime(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'INVALID_INPUT' } });
}

builder.scalarType('DateTime', {
  description:
    'An ISO-8601 date and time with its time zone, of the years 1 to 9999: `Z` or an offset such as `+09:00` is required (2027-12-24T19:00:00+09:00 is 19:00 in Seoul). Always returned in UTC.',
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString()),
  // A GraphQLError, not a TypeError: production would mask the latter as "Unexpected error." for a variable.
  parseValue: (value) => {
    const text = String(value);
    if (UNZONED_DATE_TIME.test(text)) throw invalidDateTime('DateTime must include a time zone, such as Z or +09:00');
    if (DATE_ONLY.test(text)) throw invalidDateTime('DateTime must include a time and a time zone, such as T00:00:00+09:00');
    const date = ZONED_DATE_TIME.test(text) ? new Date(text) : null;
    if (!date || Number.isNaN(date.getTime())) throw invalidDateTime('DateTime must be an ISO-8601 string');
    if (!isStorableDate(date)) throw new GraphQLError('DateTime must be of the years 1 to 9999', { extensions: { code: 'INVALID_INPUT' } });
    return date;
  },
});

builder.scalarType('Won', {
  description: 'An amount of Korean won: a whole number, exact up to 2^53 − 1 (money totals outgrow Int’s 32 bits).',
  serialize: (value) => {
    if (!Number.isSafeInteger(value)) throw new GraphQLError('Won must be a whole number of won');
    return value;
  },
  parseValue: (value) => {
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw new GraphQLError('Won must be a whole number of won', { extensions: { code: 'INVALID_INPUT' } });
    return value;
  },
});

export const ErrorCodeEnum = builder.enumType('ErrorCode', {
  description: 'Stable machine-readable codes of expected failures; clients map them to messages.',
  values: ERROR_CODES,
});

export const ErrorInterface = builder.interfaceRef<AppError>('Error').implement({
  description: 'An expected failure: a rule was broken or input was invalid.',
  fields: (t) => ({
    code: t.field({ type: ErrorCodeEnum, description: 'What went wrong.', resolve: (e) => e.code }),
    message: t.exposeString('message', { description: 'A developer-facing English explanation.' }),
  }),
});

builder.objectType(NotFoundError, {
  name: 'NotFoundError',
  description: 'The requested object does not exist or is not visible to the viewer.',
  interfaces: [ErrorInterface],
});

builder.objectType(ForbiddenError, {
  name: 'ForbiddenError',
  description: 'The viewer may not do this (code OWN_CASE: an administrator’s own payout or report, which another administrator has to handle).',
  interfaces: [ErrorInterface],
});

builder.objectType(InvalidInputError, {
  name: 'InvalidInputError',
  description: 'An input field is invalid.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    field: t.string({ description: 'The input field at fault.', resolve: (e) => e.field ?? '' }),
  }),
});
