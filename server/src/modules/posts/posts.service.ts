// Post visibility rules shared by every list and lookup of posts.
import type { Prisma } from '../../generated/prisma/client.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { visibleClubsWhere } from '../clubs/clubs.service.ts';

/** Hidden posts and fan letters are for the club owner (and administrators) only. */
export function visiblePostsWhere(viewer: Viewer | null): Prisma.PostWhereInput {
  if (viewer?.role === 'ADMIN') return {};
  const club = visibleClubsWhere(viewer);
  const open: Prisma.PostWhereInput = { isHidden: false, isOwnerOnly: false, club };
  if (!viewer) return open;
  return { OR: [open, { club: { ownerId: viewer.id } }] };
}

type Block = { type: string; text?: string };

/** A short plain-text preview from the first paragraphs; never from subscriber-only content. */
export function excerptOf(content: unknown, isSubscriberOnly: boolean, length = 140): string | null {
  if (isSubscriberOnly || !Array.isArray(content)) return null;
  const text = (content as Block[])
    .filter((b) => b.type === 'paragraph' && typeof b.text === 'string')
    .map((b) => b.text)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}
