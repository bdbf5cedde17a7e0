// Posts: visibility rules shared by every list and lookup, writing rules, and keyset paging.
import { Prisma } from '../../generated/prisma/client.ts';
import { db, unlessGone } from '../../platform/database.ts';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../../platform/errors.ts';
import type { PubSub } from '../../platform/pubsub.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { MembershipRequiredError } from '../clubs/clubs.errors.ts';
import { assertNotBanned, blockedAuthorFilter, blockedByViewer, blocksHideFrom } from '../blocks/blocks.service.ts';
import { clubRoleOf, visibleClubsWhere } from '../clubs/clubs.service.ts';
import { hasActivePlan, liveSubscriptionLevelsOfUser, planOfClub, unlocks } from '../memberships/memberships.service.ts';
import { isUuid } from '../../platform/ids.ts';
import { cursorPlace, keysetPage, type PageQuery } from '../../platform/keyset.ts';
import { notifyPostPublished } from '../notifications/notifications.service.ts';
import { recordAudit } from '../admin/admin.service.ts';
import { contentSummary, fileIdsOf, normalizeContent, type BlockInput, type StoredBlock } from './post-content.ts';
import { releaseFiles } from '../files/files.service.ts';
import { visibleText } from '../../platform/visible-text.ts';

export { excerptOf, POST_LINK_LIMIT } from './post-content.ts';

export const POST_TITLE_MAX = 100;

/**
 * Posts the viewer may see: hidden posts only for the club owner and administrators; fan letters
 * (isOwnerOnly) only for their author, the club owner and administrators; private clubs' posts only
 * for the owner and administrators. A signed-in viewer never sees posts by users they blocked (every
 * door: feeds, the post page, node/nodes, search, notifications); their comments go with them.
 */
export function visiblePostsWhere(viewer: Viewer | null): Prisma.PostWhereInput {
  if (viewer?.role === 'ADMIN') return {};
  const open: Prisma.PostWhereInput = { isHidden: false, isOwnerOnly: false, club: { isPublic: true } };
  if (!viewer) return open;
  return {
    OR: [
      open,
      { club: { ownerId: viewer.id } },
      { authorId: viewer.id, isOwnerOnly: true, isHidden: false, club: { isPublic: true } },
    ],
    // Nothing by users the viewer blocked (a NOT EXISTS inside the same statement).
    ...blockedAuthorFilter(viewer),
  };
}

/**
 * The one content rule for a post's body and everything hanging off it (comments, replies, their counts,
 * comment events, reply notifications and e-mails): of the posts the viewer may see, a subscriber-only
 * post is readable only by the club owner, administrators and subscribers at the required plan level.
 * Its title may still show (with a locked block); its comments may not.
 */
export async function readablePostsWhere(
  viewer: Viewer | null,
  now = new Date(),
  /** The viewer's live subscription levels when already known (read with the session). */
  knownLevels: ReadonlyMap<string, number> | null = null,
): Promise<Prisma.PostWhereInput> {
  if (viewer?.role === 'ADMIN') return visiblePostsWhere(viewer);
  const unlocked: Prisma.PostWhereInput[] = [{ isSubscriberOnly: false }];
  if (viewer) {
    unlocked.push({ club: { ownerId: viewer.id } });
    for (const [clubId, level] of knownLevels ?? (await liveSubscriptionLevelsOfUser(viewer.id, now))) {
      unlocked.push({ clubId, OR: [{ requiredPlanId: null }, { requiredPlan: { level: { lte: level } } }] });
    }
  }
  return { AND: [visiblePostsWhere(viewer), { OR: unlocked }] };
}

/** The same rule for one post whose viewer standing is known (batched GraphQL fields). */
export function unlocksPost(
  standing: { isOwner: boolean; isAdmin: boolean; level: number | null },
  post: { isSubscriberOnly: boolean; requiredPlan: { level: number } | null },
): boolean {
  return !post.isSubscriberOnly || standing.isOwner || standing.isAdmin || unlocks(standing.level, post.requiredPlan);
}

/** Whether the viewer may read a post's body and comments (see readablePostsWhere). */
export async function canReadPost(viewer: Viewer | null, postId: string): Promise<boolean> {
  if (!isUuid(postId)) return false;
  return (await db().post.count({ where: { AND: [{ id: postId }, await readablePostsWhere(viewer)] } })) > 0;
}

/** What the content rule needs to know of one post, loaded once and judged for many viewers (live events). */
export type PostAccess = {
  id: string;
  clubId: string;
  authorId: string;
  isHidden: boolean;
  isOwnerOnly: boolean;
  isSubscriberOnly: boolean;
  requiredPlan: { level: number } | null;
  club: { ownerId: string; isPublic: boolean };
};

export async function postAccessOf(postId: string): Promise<PostAccess | null> {
  if (!isUuid(postId)) return null;
  return db().post.findUnique({
    where: { id: postId },
    select: {
      id: true,
      clubId: true,
      authorId: true,
      isHidden: true,
      isOwnerOnly: true,
      isSubscriberOnly: true,
      requiredPlan: { select: { level: true } },
      club: { select: { ownerId: true, isPublic: true } },
    },
  });
}

/** visiblePostsWhere for one loaded post. */
export function canSeeLoadedPost(viewer: Viewer | null, post: PostAccess): boolean {
  if (viewer?.role === 'ADMIN') return true;
  if (!post.isHidden && !post.isOwnerOnly && post.club.isPublic) return true;
  if (!viewer) return false;
  if (post.club.ownerId === viewer.id) return true;
  return post.authorId === viewer.id && post.isOwnerOnly && !post.isHidden && post.club.isPublic;
}

/** readablePostsWhere for one loaded post, given the viewer's live plan level in its club (null: none). */
export function canReadLoadedPost(viewer: Viewer | null, post: PostAccess, level: number | null): boolean {
  if (!canSeeLoadedPost(viewer, post)) return false;
  if (viewer?.role === 'ADMIN') return true;
  return !post.isSubscriberOnly || post.club.ownerId === viewer?.id || unlocks(level, post.requiredPlan);
}

/** Whether the viewer's plan level matters for reading this post (else no need to look it up). */
export function needsPlanLevel(viewer: Viewer | null, post: PostAccess): boolean {
  return !!viewer && viewer.role !== 'ADMIN' && post.isSubscriberOnly && post.club.ownerId !== viewer.id && canSeeLoadedPost(viewer, post);
}

/** Of these users, those who may read the post (who may hear of its comments at all). */
export async function readersOfPost(postId: string, userIds: readonly string[]): Promise<string[]> {
  const users = await db().user.findMany({ where: { id: { in: [...new Set(userIds)] }, deletedAt: null }, select: { id: true, role: true } });
  const readable = await Promise.all(users.map(async (u) => ((await canReadPost(u, postId)) ? u.id : null)));
  return readable.filter((id): id is string => id !== null);
}

export type ClubPostFilter = 'ALL' | 'OWNER' | 'FAN' | 'NOTICE' | 'HIDDEN';

/** A club's posts for a filter; HIDDEN lists nothing for anyone but the owner and administrators. */
export function clubPostsWhere(viewer: Viewer | null, club: { id: string; ownerId: string }, filter: ClubPostFilter): Prisma.PostWhereInput {
  const base: Prisma.PostWhereInput = { AND: [{ clubId: club.id }, visiblePostsWhere(viewer)] };
  const manager = !!viewer && (viewer.role === 'ADMIN' || viewer.id === club.ownerId);
  switch (filter) {
    case 'HIDDEN':
      return manager ? { AND: [base, { isHidden: true }] } : { id: { in: [] } };
    case 'OWNER':
      return { AND: [base, { isHidden: false, isOwnerPost: true }] };
    case 'FAN':
      return { AND: [base, { isHidden: false, isOwnerPost: false }] };
    case 'NOTICE':
      return { AND: [base, { isHidden: false, isNotice: true }] };
    default:
      return { AND: [base, { isHidden: false }] };
  }
}

/** Posts from clubs the viewer joined or owns, for the home feed. */
export function homeFeedWhere(viewer: Viewer): Prisma.PostWhereInput {
  return {
    AND: [
      { club: { OR: [{ ownerId: viewer.id }, { members: { some: { userId: viewer.id } } }] } },
      visiblePostsWhere(viewer),
      { isHidden: false },
    ],
  };
}

/**
 * How many posts a viewer sees in a club for a filter (clubPostsWhere), from the club's counters (see
 * docs/domain-rules.md, "Counters"): a manager sees every class; anyone else the open posts plus their
 * own fan letters, `ownLetters` (their membership's counter: letters left in a club they have since
 * left are listed, not counted). Fan letters are never owner posts or notices (only fans write them,
 * only the owner writes notices). Posts of `blockedAuthors` (their counters in the club, see
 * blockedAuthorCounters) are left out, as the list leaves them out.
 */
export function clubPostTotal(
  viewer: Viewer | null,
  counters: ClubPostCounters & { ownerId: string; isPublic: boolean },
  filter: ClubPostFilter,
  ownLetters: number,
  blockedAuthors: readonly ClubPostCounters[] = [],
): number {
  const club = withoutAuthors(counters, blockedAuthors);
  const manager = !!viewer && (viewer.role === 'ADMIN' || viewer.id === club.ownerId);
  const letters = manager ? club.fanLetterCount : club.isPublic && viewer ? ownLetters : 0;
  if (!manager && !club.isPublic) return 0;
  switch (filter) {
    case 'HIDDEN':
      return manager ? club.hiddenPostCount : 0;
    case 'OWNER':
      return club.ownerPostCount;
    case 'FAN':
      return club.fanPostCount + letters;
    case 'NOTICE':
      return club.noticeCount;
    default:
      return club.ownerPostCount + club.fanPostCount + letters;
  }
}

export type ClubPostCounters = {
  ownerPostCount: number;
  fanPostCount: number;
  noticeCount: number;
  fanLetterCount: number;
  hiddenPostCount: number;
};

const COUNTERS = ['ownerPostCount', 'fanPostCount', 'noticeCount', 'fanLetterCount', 'hiddenPostCount'] as const satisfies readonly (keyof ClubPostCounters)[];

function withoutAuthors<C extends ClubPostCounters>(club: C, authors: readonly ClubPostCounters[]): C {
  const left = { ...club };
  for (const author of authors) for (const key of COUNTERS) left[key] -= author[key];
  return left;
}

/**
 * A Club selection of the per-author counters (ClubAuthorPostCount, kept by the posts trigger) of the
 * users the viewer blocked: selected with the club itself, so leaving their posts out of the club's
 * totals costs no statement. Nothing for guests and administrators.
 */
export function blockedAuthorCounters(viewer: Viewer | null) {
  const blocked = blockedByViewer(viewer);
  return blocked ? { authorPostCounts: { where: { author: blocked }, select: Object.fromEntries(COUNTERS.map((key) => [key, true])) as Record<(typeof COUNTERS)[number], true> } } : {};
}

/**
 * Per club, the posts of the users the viewer blocked (from their per-author counters): open posts and
 * fan letters, subtracted in the feed totals below. Bounded by the viewer's blocks; none for admins.
 */
function blockedInClubs(viewer: Viewer | null) {
  const blocker = viewer && viewer.role !== 'ADMIN' ? viewer.id : null;
  return Prisma.sql`
    LEFT JOIN (SELECT a."clubId", sum(a."ownerPostCount" + a."fanPostCount") AS open, sum(a."fanLetterCount") AS letters
               FROM "UserBlock" b JOIN "ClubAuthorPostCount" a ON a."authorId" = b."blockedId"
               WHERE b."blockerId" = ${blocker}::uuid GROUP BY a."clubId") x ON x."clubId" = c.id`;
}

/** The sum over clubs (c, with the viewer's membership m and blocked authors x) of the posts the viewer sees. */
function visibleInClubs(viewer: Viewer | null) {
  const id = viewer?.id ?? null;
  const admin = viewer?.role === 'ADMIN';
  return Prisma.sql`
    sum(CASE WHEN ${admin} OR c."ownerId" = ${id}::uuid
               THEN c."ownerPostCount" + c."fanPostCount" + c."fanLetterCount" - coalesce(x.open + x.letters, 0)
             WHEN c."isPublic" THEN c."ownerPostCount" + c."fanPostCount" + coalesce(m."fanLetterCount", 0) - coalesce(x.open, 0)
             ELSE 0 END)`;
}

/**
 * The viewer's posts in `feed` (visiblePostsWhere, not hidden), from counters: never a read of every club.
 * PlatformPostCount sums the open posts of public clubs, which is what a club shows a viewer who neither
 * belongs to it, owns it nor blocked one of its authors; only the clubs where the viewer is one of those
 * are read, and their difference from that added. A fan's own fan letters count through their memberships
 * (ClubMember.fanLetterCount), so letters left in a club they have since left are listed but not counted.
 * Administrators see every club's posts and no blocks, so theirs is the platform's whole sum.
 */
export async function feedPostTotal(viewer: Viewer | null): Promise<number> {
  if (!viewer || viewer.role === 'ADMIN') {
    const column = Prisma.raw(viewer ? '"allPostCount"' : '"publicOpenPostCount"');
    const [row] = await db().$queryRaw<{ n: bigint | null }[]>`SELECT sum(${column}) AS n FROM "PlatformPostCount"`;
    return Number(row?.n ?? 0);
  }
  const [row] = await db().$queryRaw<{ n: bigint | null }[]>`
    WITH near AS (
      SELECT id FROM (${viewerClubs(viewer)}) mine
      UNION
      SELECT a."clubId" FROM "UserBlock" b JOIN "ClubAuthorPostCount" a ON a."authorId" = b."blockedId" WHERE b."blockerId" = ${viewer.id}::uuid)
    SELECT (SELECT sum("publicOpenPostCount") FROM "PlatformPostCount")
         + coalesce((SELECT ${visibleInClubs(viewer)} - sum(CASE WHEN c."isPublic" THEN c."ownerPostCount" + c."fanPostCount" ELSE 0 END)
                     FROM near JOIN "Club" c ON c.id = near.id
                     LEFT JOIN "ClubMember" m ON m."clubId" = c.id AND m."userId" = ${viewer.id}::uuid
                     ${blockedInClubs(viewer)}), 0) AS n`;
  return Number(row?.n ?? 0);
}

/**
 * The viewer's clubs, joined (with their membership's letter counter) or owned, from their own rows: never a
 * scan of every club.
 */
function viewerClubs(viewer: Viewer) {
  return Prisma.sql`
    SELECT m."clubId" AS id, TRUE AS "viewerIsMember", m."fanLetterCount" FROM "ClubMember" m WHERE m."userId" = ${viewer.id}::uuid
    UNION ALL
    SELECT c.id, FALSE, NULL FROM "Club" c WHERE c."ownerId" = ${viewer.id}::uuid
       AND NOT EXISTS (SELECT 1 FROM "ClubMember" o WHERE o."clubId" = c.id AND o."userId" = ${viewer.id}::uuid)`;
}

/** The viewer's posts in the home feed (homeFeedWhere), summed from the counters of their clubs. */
export async function homeFeedPostTotal(viewer: Viewer): Promise<number> {
  const [row] = await db().$queryRaw<{ n: bigint | null }[]>`
    WITH mine AS (${viewerClubs(viewer)})
    SELECT ${visibleInClubs(viewer)} AS n FROM mine m JOIN "Club" c ON c.id = m.id ${blockedInClubs(viewer)}`;
  return Number(row?.n ?? 0);
}

/** How many of all clubs' newest posts the home feed looks through before reading the viewer's clubs one by one. */
const RECENT_WINDOW = 200;

/**
 * One page of the home feed (homeFeedWhere, newest first, keyset-paged on (createdAt, id)) with the feed's
 * total (homeFeedPostTotal), in one statement. Walking the newest posts of all clubs until a page of the
 * viewer's turns up is fast when their clubs are busy, but read the whole table for a fan of quiet clubs
 * (330 ms at 150k posts; all of it for a fan of no club). So the walk stops after RECENT_WINDOW posts; when
 * that gave no full page, each of the viewer's clubs is read from its own (clubId, createdAt, id) index, a
 * page at most, and those pages are merged. The rows are then loaded with the caller's selection (Pothos'
 * query) by id, under homeFeedWhere again.
 */
export async function homeFeedPage<Q extends PageQuery>(viewer: Viewer, query: Q) {
  const { cursor, skip: _skip, take = 21, ...rest } = query;
  void _skip;
  const limit = Math.abs(take);
  const older = take >= 0;
  const edge = cursor ? cursorPlace(cursor, 'createdAt') : null;
  if (cursor && !edge) return { rows: [] as Prisma.PostGetPayload<object>[], total: await homeFeedPostTotal(viewer), page: [] };
  const manager = viewer.role === 'ADMIN' ? Prisma.sql`TRUE` : Prisma.sql`c."ownerId" = ${viewer.id}::uuid`;
  const blocker = blocksHideFrom(viewer) ? viewer.id : null;
  // After the cursor's place (Post's `keyset` cursor carries it). The plain bound on createdAt starts each
  // club's index scan at the cursor (platform/keyset.ts).
  let after = Prisma.empty;
  if (edge) {
    const at = Prisma.sql`${edge.createdAt}::timestamp(3)`;
    after = older
      ? Prisma.sql`AND p."createdAt" <= ${at} AND (p."createdAt", p.id) < (${at}, ${edge.id}::uuid)`
      : Prisma.sql`AND p."createdAt" >= ${at} AND (p."createdAt", p.id) > (${at}, ${edge.id}::uuid)`;
  }
  const order = older ? Prisma.sql`"createdAt" DESC, id DESC` : Prisma.sql`"createdAt" ASC, id ASC`;
  // homeFeedWhere for a post p of one of the viewer's clubs c.
  const visible = Prisma.sql`NOT p."isHidden"
    AND (${manager} OR (c."isPublic" AND (NOT p."isOwnerOnly" OR p."authorId" = ${viewer.id}::uuid)))
    AND NOT EXISTS (SELECT 1 FROM "UserBlock" b WHERE b."blockerId" = ${blocker}::uuid AND b."blockedId" = p."authorId")`;
  const columns = Prisma.sql`p.id, p."createdAt", p."clubId", p."authorId", p."isHidden", p."isOwnerOnly"`;
  const found = await db().$queryRaw<HomeFeedRow[]>`
    WITH mine AS (${viewerClubs(viewer)}),
    recent AS (
      SELECT p.id, p."createdAt", p."clubId", p."authorId", c."ownerId", vm.id IS NOT NULL AS "viewerIsMember"
        FROM (SELECT ${columns} FROM "Post" p
               WHERE EXISTS (SELECT 1 FROM mine) ${after} ORDER BY ${order} LIMIT ${RECENT_WINDOW}) p
        JOIN "Club" c ON c.id = p."clubId"
        LEFT JOIN "ClubMember" vm ON vm."clubId" = p."clubId" AND vm."userId" = ${viewer.id}::uuid
       WHERE (c."ownerId" = ${viewer.id}::uuid OR vm.id IS NOT NULL) AND ${visible}
       ORDER BY ${order} LIMIT ${limit}),
    merged AS (
      SELECT p.id, p."createdAt", p."clubId", p."authorId", c."ownerId", mine."viewerIsMember"
        FROM mine JOIN "Club" c ON c.id = mine.id CROSS JOIN LATERAL (
          SELECT ${columns} FROM "Post" p
           WHERE p."clubId" = c.id ${after} AND ${visible}
           ORDER BY ${order} LIMIT ${limit}) p
       ORDER BY ${order} LIMIT ${limit}),
    page AS (
      SELECT * FROM recent WHERE EXISTS (SELECT 1 FROM recent OFFSET ${limit - 1})
      UNION ALL
      SELECT * FROM merged WHERE NOT EXISTS (SELECT 1 FROM recent OFFSET ${limit - 1})),
    total AS (
      SELECT ${visibleInClubs(viewer)} AS n FROM mine m JOIN "Club" c ON c.id = m.id ${blockedInClubs(viewer)})
    SELECT total.n AS total, page.id::text AS id, page."clubId"::text AS "clubId", page."authorId"::text AS "authorId",
           page."ownerId"::text AS "ownerId", page."viewerIsMember", am.id IS NOT NULL AS "authorIsMember", am.nickname, am."avatarUrl"
      FROM total LEFT JOIN page ON TRUE
      LEFT JOIN "ClubMember" am ON am."clubId" = page."clubId" AND am."userId" = page."authorId"`;
  const total = Number(found[0]?.total ?? 0);
  const page = found.filter((r): r is HomeFeedRow & { id: string } => r.id !== null);
  if (page.length === 0) return { rows: [], total, page };
  const where = { AND: [{ id: { in: page.map((r) => r.id) } }, homeFeedWhere(viewer)] };
  const rows = await db().post.findMany({ ...rest, where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] } as Prisma.PostFindManyArgs);
  return { rows, total, page };
}

/**
 * A home feed page's post with what the page's fields would otherwise look up: its club's owner, whether the
 * viewer is a member, and the author's membership of the club (their club nickname and avatar).
 */
export type HomeFeedRow = {
  total: bigint | null;
  id: string | null;
  clubId: string;
  authorId: string;
  ownerId: string;
  viewerIsMember: boolean;
  authorIsMember: boolean;
  nickname: string | null;
  avatarUrl: string | null;
};

/** A page of the feed: recent posts the viewer (a guest: anyone) can see across clubs, hidden ones left out. */
export function findFeedPage<Q extends PageQuery>(query: Q, viewer: Viewer | null) {
  return findPostsPage(query, { AND: [visiblePostsWhere(viewer), { isHidden: false }] });
}

/** Newest first, keyset-paged on (createdAt, id); the cursor carries its row's time (Post's `keyset` unique). */
export function findPostsPage<Q extends PageQuery>(query: Q, where: Prisma.PostWhereInput) {
  return keysetPage(query, 'createdAt', where, (args) => db().post.findMany(args as Prisma.PostFindManyArgs));
}

// ------------------------------------------------------------------ writing

/**
 * The app instances' pubsubs (startApp installs its own and removes it on close), so the services (plain
 * functions, also called by moderation) need no handle passed in. A post edited, locked, hidden, shown or
 * deleted (or one of its comments edited, hidden or deleted) is announced after commit on 'posts:changed': the guest pages rendered with its old content or
 * visibility are dropped on every instance (through Redis), not served for the rest of their few seconds.
 */
const postChangeHubs = new Set<PubSub>();

export function installPostChanges(pubsub: PubSub): () => void {
  postChangeHubs.add(pubsub);
  return () => postChangeHubs.delete(pubsub);
}

/** Also called by the comments module: a comment hidden, deleted or edited changes the post's page. */
export function announcePostChanged(postId: string): void {
  for (const pubsub of postChangeHubs) pubsub.publish('posts:changed', 'all', { postId });
}

export type PostInput = {
  title: string;
  content: readonly BlockInput[];
  isNotice?: boolean | null;
  isSubscriberOnly?: boolean | null;
  isOwnerOnly?: boolean | null;
  requiredPlanId?: string | null;
};

function validateTitle(raw: string): string {
  const title = raw.trim();
  if (!visibleText(title)) throw new InvalidInputError('title', 'Give the post a title', 'REQUIRED');
  if ([...title].length > POST_TITLE_MAX) throw new InvalidInputError('title', `At most ${POST_TITLE_MAX} characters`);
  return title;
}

/** Checks the flags against who writes: notices and subscriber-only content for the owner, fan letters for fans. */
async function checkedFields(authorId: string, club: { id: string; ownerId: string }, input: PostInput, current?: { isNotice: boolean; isSubscriberOnly: boolean; isOwnerOnly: boolean; requiredPlanId: string | null; hasSection: boolean }) {
  const title = validateTitle(input.title);
  const content: StoredBlock[] = await normalizeContent(authorId, input.content);
  const isOwner = authorId === club.ownerId;
  const isNotice = input.isNotice ?? current?.isNotice ?? false;
  const isSubscriberOnly = input.isSubscriberOnly ?? current?.isSubscriberOnly ?? false;
  const isOwnerOnly = input.isOwnerOnly ?? current?.isOwnerOnly ?? false;
  const hasSection = content.some((b) => b.type === 'subscriberOnly');
  if (!isOwner && (isNotice || isSubscriberOnly || hasSection)) {
    throw new ForbiddenError('Only the club owner posts notices and subscriber-only content');
  }
  if (isOwner && isOwnerOnly) throw new ForbiddenError('Fan letters are written by fans');
  // Locked content needs a plan that unlocks it, else no fan could ever read it. A post already locked
  // stays editable after its club archives the plans (their subscribers still read it).
  const wasLocked = !!current && (current.isSubscriberOnly || current.hasSection);
  if ((isSubscriberOnly || hasSection) && !wasLocked && !(await hasActivePlan(club.id))) {
    throw new InvalidInputError(isSubscriberOnly ? 'isSubscriberOnly' : 'content', 'Create a membership plan before posting subscriber-only content', 'PLAN_REQUIRED');
  }
  let requiredPlanId = input.requiredPlanId === undefined ? (current?.requiredPlanId ?? null) : input.requiredPlanId;
  if (requiredPlanId) {
    if (!(await planOfClub(requiredPlanId, club.id))) throw new InvalidInputError('requiredPlanId', 'Choose a plan of this club');
  }
  // A required plan only means something for locked content.
  if (!isSubscriberOnly && !hasSection) requiredPlanId = null;
  return { title, content: content as Prisma.InputJsonValue, ...contentSummary(content, isSubscriberOnly), isNotice, isSubscriberOnly, isOwnerOnly, requiredPlanId };
}

/** Members and the owner write; returns the new post's id (the caller publishes the event). */
export async function createPost(viewer: Viewer, clubId: string, input: PostInput, now = new Date()) {
  const club = isUuid(clubId)
    ? await db().club.findFirst({
        where: { AND: [{ id: clubId }, visibleClubsWhere(viewer)] },
        select: { id: true, ownerId: true, members: { where: { userId: viewer.id }, select: { id: true } } },
      })
    : null;
  if (!club) throw new NotFoundError('No such club');
  const isOwner = club.ownerId === viewer.id;
  if (!isOwner && club.members.length === 0) {
    // A banned fan is told why rather than asked to join.
    await assertNotBanned(viewer.id, club.id);
    throw new MembershipRequiredError(club.id);
  }
  const fields = await checkedFields(viewer.id, club, input);
  const post = await db().$transaction(async (tx) => {
    const created = await tx.post.create({
      data: { ...fields, clubId: club.id, authorId: viewer.id, isOwnerPost: isOwner, createdAt: now },
      select: { id: true, isOwnerOnly: true, isHidden: true },
    });
    // The club's public activity moves only for a post its visitors see: a fan letter (or a hidden post)
    // must not tell everyone that something invisible was just written, nor lift the club's ranking.
    if (!created.isOwnerOnly && !created.isHidden) await tx.club.update({ where: { id: club.id }, data: { lastActivityAt: now } });
    return created;
  });
  // After commit: notifications read the committed row.
  if (!post.isHidden && !post.isOwnerOnly) await notifyPostPublished(post.id);
  return { postId: post.id, clubId: club.id };
}

async function visiblePost(viewer: Viewer, postId: string) {
  const post = isUuid(postId)
    ? await db().post.findFirst({
        where: { AND: [{ id: postId }, visiblePostsWhere(viewer)] },
        select: {
          id: true,
          authorId: true,
          clubId: true,
          isHidden: true,
          isNotice: true,
          isSubscriberOnly: true,
          isOwnerOnly: true,
          requiredPlanId: true,
          title: true,
          hasSubscriberSection: true,
          updatedAt: true,
          club: { select: { id: true, ownerId: true } },
        },
      })
    : null;
  if (!post) throw new NotFoundError('No such post');
  return post;
}

const noSuchPost = () => new NotFoundError('No such post');

/**
 * The author edits, unless banned from the club since (an edit writes as posting does); flags left out stay
 * as they are. The pictures, media and attachments the edit takes out of the post are no longer served when
 * nothing else of the author shows them, as when a post is deleted.
 */
export async function updatePost(viewer: Viewer, postId: string, input: PostInput) {
  const post = await visiblePost(viewer, postId);
  if (post.authorId !== viewer.id) throw new ForbiddenError('Only the author edits a post');
  await assertNotBanned(viewer.id, post.clubId);
  // Writing in a club is for its members: one who left keeps their posts but no longer edits them.
  if ((await clubRoleOf(viewer.id, post.clubId)) === 'NONE') throw new MembershipRequiredError(post.clubId);
  const fields = await checkedFields(viewer.id, post.club, input, { ...post, hasSection: post.hasSubscriberSection });
  const removeBytes = await db().$transaction(async (tx) => {
    // Locked: of two edits at once, each releases what it took out of the content the other left.
    const [before] = await tx.$queryRaw<{ content: unknown }[]>`SELECT content FROM "Post" WHERE id = ${post.id}::uuid FOR UPDATE`;
    if (!before) throw noSuchPost();
    await tx.post.update({ where: { id: post.id }, data: fields });
    const kept = new Set(fileIdsOf(fields.content as StoredBlock[]));
    const dropped = fileIdsOf(Array.isArray(before.content) ? (before.content as StoredBlock[]) : []).filter((id) => !kept.has(id));
    return releaseFiles(post.authorId, dropped, tx);
  });
  announcePostChanged(post.id);
  await removeBytes();
  return post.id;
}

/** Writes done in the same transaction as a change (the moderation module resolves reports with it). */
export type WithinTransaction = (tx: Prisma.TransactionClient) => Promise<void>;

/**
 * The author, the club owner or an administrator. An administrator deleting someone else's post in a club
 * they do not own is written to the audit log with it. The post's pictures, media and attachments that
 * nothing else of the author shows are no longer served.
 */
export async function deletePost(viewer: Viewer, postId: string, within?: WithinTransaction) {
  const post = await visiblePost(viewer, postId);
  const allowed = post.authorId === viewer.id || post.club.ownerId === viewer.id || viewer.role === 'ADMIN';
  if (!allowed) throw new ForbiddenError('You cannot delete this post');
  const asAdmin = viewer.role === 'ADMIN' && post.authorId !== viewer.id && post.club.ownerId !== viewer.id;
  const removeBytes = await db().$transaction(async (tx) => {
    // A post deleted by another request since it was read answers NOT_FOUND, as it would a moment later.
    const deleted = await unlessGone(tx.post.delete({ where: { id: post.id }, select: { authorId: true, content: true } }), noSuchPost);
    if (asAdmin) await recordAudit(tx, { actorId: viewer.id, action: 'post.delete', targetType: 'Post', targetId: post.id, details: { clubId: post.clubId, title: post.title } });
    if (within) await within(tx);
    return releaseFiles(deleted.authorId, fileIdsOf(Array.isArray(deleted.content) ? (deleted.content as StoredBlock[]) : []), tx);
  });
  announcePostChanged(post.id);
  await removeBytes();
  return { postId: post.id, clubId: post.clubId };
}

/**
 * Of `ids` (files of `authorId`), those another post of theirs shows, in a subscriber-only section too (a
 * files module use check, wired in app.ts); a post only holds its author's uploads.
 */
export async function postFilesInUse(authorId: string, ids: string[], tx: Prisma.TransactionClient): Promise<string[]> {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT f.id FROM unnest(${ids}::text[]) AS f(id)
    WHERE EXISTS (
      SELECT 1 FROM "Post" p
      WHERE p."authorId" = ${authorId}::uuid AND jsonb_path_exists(p.content, '$.**.fileId ? (@ == $id)', jsonb_build_object('id', f.id))
    )`;
  return rows.map((row) => row.id);
}

/** Of these post ids, those hidden now (a report lists whether its post still needs hiding). */
export async function hiddenPostIds(ids: readonly string[]): Promise<Set<string>> {
  const rows = await db().post.findMany({ where: { id: { in: ids.filter(isUuid) }, isHidden: true }, select: { id: true } });
  return new Set(rows.map((row) => row.id));
}

/**
 * Hides or shows a post (club owner or administrator); notifies nobody; not an edit. An administrator acting on a
 * club they do not own is written to the audit log in the same transaction.
 */
export async function setPostHidden(viewer: Viewer, postId: string, hidden: boolean, within?: WithinTransaction) {
  const post = await visiblePost(viewer, postId);
  if (post.club.ownerId !== viewer.id && viewer.role !== 'ADMIN') throw new ForbiddenError('Only the club owner hides posts');
  const asAdmin = viewer.role === 'ADMIN' && post.club.ownerId !== viewer.id;
  // Keep updatedAt: hiding is moderation, not an edit of the post.
  const data = { isHidden: hidden, updatedAt: post.updatedAt };
  if (!asAdmin && !within) {
    await unlessGone(db().post.update({ where: { id: post.id }, data }), noSuchPost);
    announcePostChanged(post.id);
    return post.id;
  }
  await db().$transaction(async (tx) => {
    await unlessGone(tx.post.update({ where: { id: post.id }, data }), noSuchPost);
    if (asAdmin) {
      await recordAudit(tx, { actorId: viewer.id, action: hidden ? 'post.hide' : 'post.show', targetType: 'Post', targetId: post.id, details: { clubId: post.clubId, title: post.title } });
    }
    if (within) await within(tx);
  });
  announcePostChanged(post.id);
  return post.id;
}

/** Whether a post was edited after publishing (a second of grace for the create itself). */
export function isEdited(post: { createdAt: Date; updatedAt: Date }): boolean {
  return post.updatedAt.getTime() - post.createdAt.getTime() > 1000;
}
