// Who acts in a GraphQL request and which row a global id names, for every module's schema.
import { isUuid, NOBODY } from '../platform/ids.ts';
import type { Viewer } from '../platform/viewer.ts';
import type { Context } from './context.ts';

export { NOBODY };

/**
 * The viewer as their rights apply: an API token never acts as an administrator (administration needs a
 * browser session), so an administrator's token acts as an ordinary user.
 */
export function actingViewer(ctx: Context): Viewer | null {
  if (ctx.viewer?.role === 'ADMIN' && ctx.apiScopes !== null) return { id: ctx.viewer.id, role: 'USER' };
  return ctx.viewer;
}

/**
 * The database id of a decoded global id, or a uuid matching nothing when it names another type or holds no
 * uuid (every model's id is one; PostgreSQL would refuse the cast and fail the request).
 */
export function idOf(ref: { typename: string; id: string }, typename: string): string {
  return ref.typename === typename && isUuid(ref.id) ? ref.id : NOBODY;
}
