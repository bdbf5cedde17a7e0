// Account lookups that other modules and the schema share.
import { NotFoundError } from '../../platform/errors.ts';
import { db } from '../../platform/database.ts';
import type { Prisma } from '../../generated/prisma/client.ts';

/** Vanity names: letters, digits, "_", "." and "-", 2–30 characters, optionally after "@". */
export const HANDLE_PATTERN = /^@?[A-Za-z0-9][A-Za-z0-9_.-]{1,29}$/;

/** A creator by the vanity name of their public page (/{name}); case-insensitive, "@" optional. */
export async function findCreatorByHandle<T extends Omit<Prisma.UserFindFirstArgs, 'where'>>(name: string, query: T) {
  const notFound = new NotFoundError(`No creator named "${name}"`);
  if (!HANDLE_PATTERN.test(name)) throw notFound;
  const creator = await db().user.findFirst({
    ...query,
    where: { handle: name.replace(/^@/, '').toLowerCase(), role: { in: ['CREATOR', 'ADMIN'] } },
  });
  if (!creator) throw notFound;
  return creator;
}
