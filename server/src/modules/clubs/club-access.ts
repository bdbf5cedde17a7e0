// Who manages a club, for the clubs and memberships schemas.
import { actingViewer } from '../../graphql/acting-viewer.ts';
import type { Context } from '../../graphql/context.ts';

/** Club owner or administrator (session). */
export function managesClub(ctx: Context, club: { ownerId: string }): boolean {
  const viewer = actingViewer(ctx);
  return !!viewer && (viewer.role === 'ADMIN' || viewer.id === club.ownerId);
}
