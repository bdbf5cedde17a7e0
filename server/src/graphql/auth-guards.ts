// Who may call a field, as Pothos scope-auth options shared by every module's schema.
// A browser session may do whatever its user may; a request with an API token (Authorization: Bearer)
// only what the token's scopes grant, and never token management or administration.
import { GraphQLError } from 'graphql';
import type { Context } from './context.ts';

/**
 * Scopes a partner can give an API token: read or write per area. Payments (checkout, cards, refunds)
 * and subscribing or cancelling are session-only, so there is no PAYMENTS_WRITE. ORDERS_READ and ORDERS_WRITE
 * are for the store's orders (ORDERS_WRITE ships and delivers them; refunds move money and need a session).
 * REVENUE_READ reads a creator's revenue, settlement details (masked) and withdrawals; withdrawals and
 * settlement changes move money and need a session. Private chat (modules/chat) has no scope: it is
 * SESSION_ONLY, so a leaked or partner token can never read or send anyone's private messages.
 */
export const API_SCOPES = [
  'ACCOUNTS_READ',
  'ACCOUNTS_WRITE',
  'CLUBS_READ',
  'CLUBS_WRITE',
  'POSTS_READ',
  'POSTS_WRITE',
  'MEMBERSHIPS_READ',
  'MEMBERSHIPS_WRITE',
  'PAYMENTS_READ',
  'ORDERS_READ',
  'ORDERS_WRITE',
  'REVENUE_READ',
] as const;
export type ApiScopeName = (typeof API_SCOPES)[number];

/**
 * A pseudo-scope no API token can hold (tokens only get API_SCOPES): `apiScope: SESSION_ONLY` passes for
 * browser sessions and fails for every token. Used for token management and administration.
 */
export const SESSION_ONLY = 'SESSION_ONLY';

/** The top-level error for a refused field: UNAUTHENTICATED, SCOPE_REQUIRED or FORBIDDEN (never masked). */
export function authorizationError(ctx: Context, scope?: string): GraphQLError {
  if (!ctx.viewer) return new GraphQLError('Sign in to do this.', { extensions: { code: 'UNAUTHENTICATED' } });
  if (ctx.apiScopes && scope === SESSION_ONLY) {
    return new GraphQLError('API tokens cannot do this; sign in to the web app.', { extensions: { code: 'FORBIDDEN' } });
  }
  if (ctx.apiScopes && scope && !ctx.apiScopes.includes(scope)) {
    return new GraphQLError(`The API token lacks the ${scope} scope.`, { extensions: { code: 'SCOPE_REQUIRED', scope } });
  }
  return new GraphQLError('You are not allowed to do this.', { extensions: { code: 'FORBIDDEN' } });
}

/** Signed in (session, or a token holding `scope`). */
export function signedInWith(scope: ApiScopeName) {
  return {
    authScopes: { $all: { signedIn: true, apiScope: scope } },
    unauthorizedError: (_parent: unknown, _args: unknown, ctx: Context) => authorizationError(ctx, scope),
  } as const;
}

/** Anyone, but a token must hold `scope` (for viewer-only fields that resolve to null for others). */
export function tokenNeeds(scope: ApiScopeName) {
  return {
    authScopes: { apiScope: scope },
    unauthorizedError: (_parent: unknown, _args: unknown, ctx: Context) => authorizationError(ctx, scope),
  } as const;
}

/** Signed in through a browser session; API tokens are refused. */
export const sessionOnly = {
  authScopes: { $all: { signedIn: true, apiScope: SESSION_ONLY } },
  unauthorizedError: (_parent: unknown, _args: unknown, ctx: Context) => authorizationError(ctx, SESSION_ONLY),
} as const;

/** Whether the viewer is an administrator through a browser session (an API token never acts as one). */
export const isAdminSession = (ctx: Context): boolean => ctx.viewer?.role === 'ADMIN' && ctx.apiScopes === null;

/** An administrator through a browser session; API tokens never act as administrators. */
export const adminOnly = {
  authScopes: { $all: { admin: true, apiScope: SESSION_ONLY } },
  unauthorizedError: (_parent: unknown, _args: unknown, ctx: Context) =>
    ctx.viewer && !ctx.apiScopes && ctx.viewer.role !== 'ADMIN'
      ? new GraphQLError('Administrators only.', { extensions: { code: 'FORBIDDEN' } })
      : authorizationError(ctx, SESSION_ONLY),
} as const;

/**
 * On a type: every field of it needs `scope` from a token, wherever the object is reached (lists,
 * relations, node and nodes). Sessions and guests pass; the builder turns a refusal into SCOPE_REQUIRED.
 */
export function typeNeeds(scope: ApiScopeName) {
  return { authScopes: { apiScope: scope } } as const;
}

/** The API scope a scope-auth refusal names, if any (for the builder's type-level error). */
export function refusedApiScope(failure: unknown): string | undefined {
  if (!failure || typeof failure !== 'object') return undefined;
  const f = failure as { scope?: unknown; parameter?: unknown; failures?: unknown[]; failure?: unknown };
  if (f.scope === 'apiScope' && typeof f.parameter === 'string') return f.parameter;
  for (const inner of [f.failure, ...(f.failures ?? [])]) {
    const scope = refusedApiScope(inner);
    if (scope) return scope;
  }
  return undefined;
}

/** True when the request may read data guarded by `scope` (always for sessions). */
export function hasScope(ctx: Context, scope: ApiScopeName): boolean {
  return ctx.apiScopes === null || ctx.apiScopes.includes(scope);
}

/**
 * The Mutation root. Defined here only if no module did so first (schema.ts imports the accounts schema
 * before this module's users), so either side can own it without a duplicate-type error.
 */
