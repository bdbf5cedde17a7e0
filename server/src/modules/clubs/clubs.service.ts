// Club visibility: a private club is seen only by its owner and administrators.
import type { Prisma } from '../../generated/prisma/client.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { db } from '../../platform/database.ts';

export function visibleClubsWhere(viewer: Viewer | null): Prisma.ClubWhereInput {
  if (viewer?.role === 'ADMIN') return {};
  if (viewer) return { OR: [{ isPublic: true }, { ownerId: viewer.id }] };
  return { isPublic: true };
}

/** Throws NotFoundError when the club does not exist or the viewer may not see it. */
export async function findVisibleClubByUri<T extends Omit<Prisma.ClubFindFirstArgs, 'where'>>(
  viewer: Viewer | null,
  uri: string,
  query: T,
) {
  const club = await db().club.findFirst({ ...query, where: { AND: [{ uri }, visibleClubsWhere(viewer)] } });
  if (!club) throw new NotFoundError(`No club at "${uri}"`);
  return club;
}
