// Posts in GraphQL: the Post node with its typed content blocks (locked parts cut out per viewer),
// feeds, and the mutations to write, edit, delete, hide and show posts.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.ts';
import { andThen, perEvent, perEventLoad, Watchers } from '../../graphql/live-events.ts';
import type { Context } from '../../graphql/context.ts';
import type { Plan, Prisma } from '../../generated/prisma/client.ts';
import { db } from '../../platform/database.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../../platform/errors.ts';
import { DELETED_USER_NAME, pickLocale } from '../accounts/account-mail.ts';
import { authorizationError, hasScope, signedInWith, tokenNeeds, typeNeeds } from '../../graphql/auth-guards.ts';
import { actingViewer, idOf } from '../../graphql/acting-viewer.ts';
import { batchLoader } from '../../graphql/batch-loader.ts';
import { clubProfile, clubStanding, knownSubscriptionLevels, primeClubProfile, primeClubStanding } from '../clubs/club-loaders.ts';
import { MembershipRequiredError } from '../clubs/clubs.errors.ts';
import { ClubBannedError } from '../blocks/blocks.errors.ts';
import { authorShownTo } from '../blocks/blocks.schema.ts';
import { ClubNode } from '../clubs/clubs.schema.ts';
import { PlanNode } from '../memberships/memberships.schema.ts';
import { activeSubscriptionLevel, liveSubscriptionLevelsInClub, unlocks } from '../memberships/memberships.service.ts';
import { renderContent, type BlockInput, type RenderedBlock } from './post-content.ts';
import {
  createPost,
  deletePost,
  feedPostTotal,
  findFeedPage,
  homeFeedPostTotal,
  homeFeedPage,
  canReadLoadedPost,
  canSeeLoadedPost,
  needsPlanLevel,
  isEdited,
  POST_LINK_LIMIT,
  postAccessOf,
  type PostAccess,
  readablePostsWhere,
  setPostHidden,
  unlocksPost,
  updatePost,
  visiblePostsWhere,
} from './posts.service.ts';

/** The home feed's total, read by the page's statement, for the connection's totalCount (each operation has its own context). */
const homeFeedTotals = new WeakMap<object, number>();
const readableWheres = new WeakMap<object, { at: number; where: Promise<Prisma.PostWhereInput> }>();

/**
 * Posts whose body and comments the viewer may read, computed once per request (a page of posts asks
 * per post). A websocket keeps one context for all its events, so an answer over a second old is redone.
 */
export function readablePostsFor(ctx: Context): Promise<Prisma.PostWhereInput> {
  const cached = readableWheres.get(ctx);
  if (cached && Date.now() - cached.at < 1000) return cached.where;
  const viewer = actingViewer(ctx);
  const where = readablePostsWhere(viewer, new Date(), knownSubscriptionLevels(ctx, viewer));
  readableWheres.set(ctx, { at: Date.now(), where });
  return where;
}

// ------------------------------------------------------------------ blocks

const planLoaders = new WeakMap<object, ReturnType<typeof batchLoader<string, Plan | null>>>();

function plans(ctx: Context) {
  let load = planLoaders.get(ctx);
  if (!load) {
    load = batchLoader<string, Plan | null>(
      (k) => k,
      async (ids) => new Map((await db().plan.findMany({ where: { id: { in: ids } } })).map((p) => [p.id, p])),
      null,
    );
    planLoaders.set(ctx, load);
  }
  return load;
}

/** Plans named by locked blocks, batched per request (a post's own plan comes joined with the post). */
function planById(ctx: Context, id: string | null): Promise<Plan | null> | null {
  return id ? plans(ctx)(id) : null;
}

type Of<K extends RenderedBlock['kind']> = Extract<RenderedBlock, { kind: K }>;
type Span = Of<'ParagraphBlock'>['spans'][number];

const TextSpanRef = builder.objectRef<Span>('TextSpan').implement({
  description: 'A run of text with one style.',
  fields: (t) => ({
    text: t.exposeString('text', { description: 'The text.' }),
    bold: t.exposeBoolean('bold', { description: 'Bold.' }),
    italic: t.exposeBoolean('italic', { description: 'Italic.' }),
    href: t.exposeString('href', { nullable: true, description: 'An http(s) link, if the text is a link.' }),
  }),
});

const ParagraphBlockRef = builder.objectRef<Of<'ParagraphBlock'>>('ParagraphBlock').implement({
  description: 'A paragraph of styled text.',
  fields: (t) => ({ spans: t.field({ type: [TextSpanRef], description: 'The runs of text.', resolve: (b) => b.spans }) }),
});

const ImageBlockRef = builder.objectRef<Of<'ImageBlock'>>('ImageBlock').implement({
  description: 'An uploaded image.',
  fields: (t) => ({
    fileId: t.id({
      description: 'The UploadedFile id: send it back in FileBlockInput to keep this file when editing the post.',
      resolve: (b) => encodeGlobalID('UploadedFile', b.fileId),
    }),
    url: t.exposeString('url', { description: 'The public image URL.' }),
    width: t.exposeInt('width', { nullable: true, description: 'Width in pixels.' }),
    height: t.exposeInt('height', { nullable: true, description: 'Height in pixels.' }),
    alt: t.exposeString('alt', { nullable: true, description: 'Alternative text.' }),
  }),
});

const MediaKindEnum = builder.enumType('MediaKind', {
  description: 'Video or audio.',
  values: { VIDEO: { description: 'A video.' }, AUDIO: { description: 'An audio track.' } } as const,
});

const MediaBlockRef = builder.objectRef<Of<'MediaBlock'>>('MediaBlock').implement({
  description: 'An uploaded video or audio file.',
  fields: (t) => ({
    fileId: t.id({
      description: 'The UploadedFile id: send it back in FileBlockInput to keep this file when editing the post.',
      resolve: (b) => encodeGlobalID('UploadedFile', b.fileId),
    }),
    kind: t.field({ type: MediaKindEnum, description: 'Video or audio.', resolve: (b) => b.mediaKind }),
    url: t.exposeString('url', { description: 'A short-lived signed link (15 minutes).' }),
    mimeType: t.exposeString('mimeType', { description: 'The file type.' }),
    name: t.exposeString('name', { description: 'The original file name.' }),
  }),
});

const EmbedProviderEnum = builder.enumType('EmbedProvider', {
  description: 'Where an embedded link points.',
  values: { YOUTUBE: { description: 'YouTube.' }, TWITCH: { description: 'Twitch.' }, X: { description: 'X (Twitter).' } } as const,
});

const EmbedBlockRef = builder.objectRef<Of<'EmbedBlock'>>('EmbedBlock').implement({
  description: 'An embedded YouTube, Twitch or X link.',
  fields: (t) => ({
    provider: t.field({ type: EmbedProviderEnum, description: 'The provider.', resolve: (b) => b.provider }),
    url: t.exposeString('url', { description: 'The canonical link.' }),
    embedUrl: t.exposeString('embedUrl', {
      nullable: true,
      description: 'The iframe src (null for X: show a link card). Twitch players also need `&parent=<your host>`.',
    }),
  }),
});

const AttachmentBlockRef = builder.objectRef<Of<'AttachmentBlock'>>('AttachmentBlock').implement({
  description: 'An attached file to download.',
  fields: (t) => ({
    fileId: t.id({
      description: 'The UploadedFile id: send it back in FileBlockInput to keep this file when editing the post.',
      resolve: (b) => encodeGlobalID('UploadedFile', b.fileId),
    }),
    name: t.exposeString('name', { description: 'The original file name.' }),
    byteSize: t.exposeInt('byteSize', { description: 'Size in bytes.' }),
    mimeType: t.exposeString('mimeType', { description: 'The file type.' }),
    url: t.exposeString('url', { description: 'A short-lived signed link (15 minutes).' }),
  }),
});

const SubscriberOnlyBlockRef = builder.objectRef<Of<'SubscriberOnlyBlock'>>('SubscriberOnlyBlock');

const LockedBlockRef = builder.objectRef<Of<'LockedBlock'>>('LockedBlock').implement({
  description: 'Subscriber-only content the viewer cannot read, cut out on the server.',
  fields: (t) => ({
    requiredPlan: t.field({
      type: PlanNode,
      nullable: true,
      description: 'The lowest plan that unlocks it (null: any plan of the club).',
      resolve: (b, _args, ctx) => planById(ctx, b.requiredPlanId),
    }),
  }),
});

const PostBlockUnion = builder.unionType('PostBlock', {
  description: 'A block of post content.',
  types: [ParagraphBlockRef, ImageBlockRef, MediaBlockRef, EmbedBlockRef, AttachmentBlockRef, SubscriberOnlyBlockRef, LockedBlockRef],
  resolveType: (block) => block.kind,
});

SubscriberOnlyBlockRef.implement({
  description: 'A subscriber-only section; only sent to viewers who may read it.',
  fields: (t) => ({
    requiredPlan: t.field({
      type: PlanNode,
      nullable: true,
      description: 'The lowest plan that unlocks it (null: any plan of the club).',
      resolve: (b, _args, ctx) => planById(ctx, b.requiredPlanId),
    }),
    blocks: t.field({ type: [PostBlockUnion], description: 'The section’s blocks.', resolve: (b) => b.blocks }),
  }),
});

// ------------------------------------------------------------------ Post

type LockInfo = { clubId: string; isSubscriberOnly: boolean; hasSubscriberSection: boolean; requiredPlan: { level: number } | null };

/** Whether the viewer reads the subscriber-only parts: owner, administrators, subscribers at the level. */
async function canReadLocked(ctx: Context, post: LockInfo): Promise<boolean> {
  if (!post.isSubscriberOnly && !post.hasSubscriberSection) return true;
  const s = await clubStanding(ctx, actingViewer(ctx), post.clubId);
  return unlocksPost(s, { isSubscriberOnly: true, requiredPlan: post.requiredPlan });
}

/**
 * Every column of a post but its body, always loaded: only the post page's `content` reads a body. The
 * fields reading these columns then name no selection of their own, which Pothos' Prisma plugin would
 * check row by row (an exposed column included).
 */
const POST_COLUMNS = {
  id: true,
  clubId: true,
  authorId: true,
  title: true,
  excerpt: true,
  hasSubscriberSection: true,
  isNotice: true,
  isOwnerPost: true,
  isHidden: true,
  isSubscriberOnly: true,
  isOwnerOnly: true,
  requiredPlanId: true,
  commentCount: true,
  topLevelCommentCount: true,
  createdAt: true,
  updatedAt: true,
} as const;

// The lock is the post's columns (kept with the content) and its plan's level.
const lockSelect = { requiredPlan: { select: { level: true } } } as const;

/**
 * Whether the viewer may read the post's comments: readablePostsWhere for one loaded post, from the
 * batched standing (and the required plan's level, loaded with the post or batched), so the counts
 * shown on a page of posts cost no query of their own.
 */
export async function readsComments(
  ctx: Context,
  post: { clubId: string; isSubscriberOnly: boolean; requiredPlanId: string | null; requiredPlan?: { level: number } | null },
): Promise<boolean> {
  if (!post.isSubscriberOnly) return true;
  const s = await clubStanding(ctx, actingViewer(ctx), post.clubId);
  if (s.isOwner || s.isAdmin) return true;
  if (s.level === null) return false;
  const plan = post.requiredPlan !== undefined ? post.requiredPlan : await planById(ctx, post.requiredPlanId);
  return unlocks(s.level, plan);
}

export const PostNode = builder.prismaNode('Post', {
  id: { field: 'id' },
  // Select mode, so that a page of posts never reads their bodies. The columns also serve what
  // Post.comments' totalCount reads of its parent (comments.schema.ts) and a page's cursors (`keyset`).
  select: POST_COLUMNS,
  ...typeNeeds('POSTS_READ'),
  // node(id) and nodes(ids) obey the same visibility rules as every list.
  nullable: true,
  findUnique: (id, ctx) => ({ id, AND: [visiblePostsWhere(actingViewer(ctx))] }),
  description: 'A post in a club.',
  fields: (t) => ({
    title: t.string({ description: 'Title (1–100 characters).', resolve: (post) => post.title }),
    excerpt: t.string({
      nullable: true,
      description: 'A plain-text preview; null when the post is for subscribers only.',
      resolve: (post) => post.excerpt,
    }),
    content: t.field({
      type: [PostBlockUnion],
      description:
        'The content blocks. Subscriber-only parts the viewer cannot read are LockedBlocks; a whole subscriber-only post is a single LockedBlock.',
      // The blocks name the post's own plan: it comes joined, not asked for again.
      select: { ...lockSelect, content: true, requiredPlan: true },
      resolve: async (post, _args, ctx) => {
        if (post.requiredPlan) plans(ctx).prime(post.requiredPlan.id, post.requiredPlan);
        return renderContent(post, await canReadLocked(ctx, post));
      },
    }),
    isLocked: t.boolean({
      description: 'The viewer cannot read the whole post (subscriber-only content and no subscription at the needed level).',
      select: lockSelect,
      resolve: async (post, _args, ctx) => !(await canReadLocked(ctx, post)),
    }),
    requiredPlan: t.relation('requiredPlan', {
      nullable: true,
      description: 'The plan that unlocks subscriber-only content (null: any plan of the club).',
    }),
    isNotice: t.boolean({ description: 'A pinned notice from the owner.', resolve: (post) => post.isNotice }),
    isOwnerPost: t.boolean({ description: 'Written by the club owner.', resolve: (post) => post.isOwnerPost }),
    isSubscriberOnly: t.boolean({ description: 'Only subscribers can read it.', resolve: (post) => post.isSubscriberOnly }),
    isOwnerOnly: t.boolean({ description: 'A fan letter only the club owner reads.', resolve: (post) => post.isOwnerOnly }),
    isHidden: t.boolean({ description: 'Hidden by the owner or an administrator.', resolve: (post) => post.isHidden }),
    createdAt: t.field({ type: 'DateTime', description: 'When it was published.', resolve: (post) => post.createdAt }),
    updatedAt: t.field({ type: 'DateTime', description: 'When it was last edited.', resolve: (post) => post.updatedAt }),
    isEdited: t.boolean({ description: 'Edited after publishing.', resolve: (post) => isEdited(post) }),
    club: t.relation('club', { description: 'The club it belongs to.' }),
    author: t.relation('author', { description: 'Who wrote it.' }),
    authorName: t.string({
      description: 'The author’s per-club nickname, or their main one.',
      select: { author: { select: { nickname: true, status: true } } },
      resolve: async (post, _args, ctx) => {
        if (post.author.status === 'DELETED') return DELETED_USER_NAME[pickLocale(ctx.locales)];
        return (await clubProfile(ctx, post.clubId, post.authorId))?.nickname ?? post.author.nickname;
      },
    }),
    authorAvatarUrl: t.string({
      nullable: true,
      description: 'The author’s per-club avatar, or their main one.',
      select: { author: { select: { avatarUrl: true } } },
      resolve: async (post, _args, ctx) => (await clubProfile(ctx, post.clubId, post.authorId))?.avatarUrl ?? post.author.avatarUrl,
    }),
    commentCount: t.int({
      description:
        'Comments not deleted, replies included; 0 when the viewer may not read the post (subscriber-only without its plan). A counter kept with the comments: costs no query.',
      select: lockSelect,
      resolve: async (post, _args, ctx) => (post.commentCount > 0 && (await readsComments(ctx, post)) ? post.commentCount : 0),
    }),
    viewerCanEdit: t.boolean({
      description: 'The viewer wrote it and is still a member of the club (or its owner).',
      resolve: async (post, _args, ctx) => {
        if (!ctx.viewer || ctx.viewer.id !== post.authorId) return false;
        const s = await clubStanding(ctx, actingViewer(ctx), post.clubId);
        return s.isOwner || s.isMember;
      },
    }),
    viewerCanDelete: t.boolean({
      description: 'The author, the club owner or an administrator.',
      resolve: async (post, _args, ctx) => {
        if (!ctx.viewer) return false;
        if (ctx.viewer.id === post.authorId) return true;
        const s = await clubStanding(ctx, actingViewer(ctx), post.clubId);
        return s.isOwner || s.isAdmin;
      },
    }),
    viewerCanHide: t.boolean({
      description: 'The club owner or an administrator.',
      resolve: async (post, _args, ctx) => {
        if (!ctx.viewer) return false;
        const s = await clubStanding(ctx, actingViewer(ctx), post.clubId);
        return s.isOwner || s.isAdmin;
      },
    }),
    viewerCanComment: t.boolean({
      description: 'A member of the club or its owner, who can read the post.',
      select: lockSelect,
      resolve: async (post, _args, ctx) => {
        if (!ctx.viewer) return false;
        const s = await clubStanding(ctx, actingViewer(ctx), post.clubId);
        if (!s.isOwner && !s.isMember) return false;
        return unlocksPost(s, post);
      },
    }),
  }),
});

builder.queryFields((t) => ({
  feed: t.prismaConnection({
    type: 'Post',
    cursor: 'keyset',
    description:
      'Recent posts the viewer can see across clubs, newest first. totalCount is summed from club counters (fan letters in a club the viewer left are listed, not counted).',
    totalCount: (_root, _args, ctx) => feedPostTotal(actingViewer(ctx)),
    resolve: (query, _root, _args, ctx) => findFeedPage(query, actingViewer(ctx)),
  }),
  homeFeed: t.prismaConnection({
    type: 'Post',
    cursor: 'keyset',
    description:
      'Posts from clubs the viewer joined or owns, newest first (keyset-paged); for a guest, the public posts of all clubs (as `feed`). totalCount is summed from the counters of those clubs.',
    ...tokenNeeds('POSTS_READ'),
    // The page's statement also sums the total (the connection's fields resolve after its page).
    // A guest's home is the public feed: the home page asks this one field whoever is signed in, so a
    // signed-in viewer's request does not also read the public feed only a guest is shown.
    totalCount: (_root, _args, ctx) => {
      const viewer = actingViewer(ctx);
      return viewer ? (homeFeedTotals.get(ctx) ?? homeFeedPostTotal(viewer)) : feedPostTotal(null);
    },
    resolve: async (query, _root, _args, ctx) => {
      const viewer = actingViewer(ctx);
      if (!viewer) return findFeedPage(query, null);
      const { rows, total, page } = await homeFeedPage(viewer, query);
      homeFeedTotals.set(ctx, total);
      // The page's statement brought what the posts' author and lock fields would otherwise batch-load.
      const levels = knownSubscriptionLevels(ctx, viewer);
      for (const post of page) {
        primeClubProfile(ctx, post.clubId, post.authorId, post.authorIsMember ? { nickname: post.nickname, avatarUrl: post.avatarUrl } : null);
        if (levels) {
          const standing = { ownerId: post.ownerId, isOwner: post.ownerId === viewer.id, isMember: post.viewerIsMember };
          primeClubStanding(ctx, viewer, post.clubId, { ...standing, level: levels.get(post.clubId) ?? null, isAdmin: viewer.role === 'ADMIN' });
        }
      }
      return rows;
    },
  }),
  postLinkLimit: t.int({
    description: 'How many links (text links and embeds) one post may carry.',
    resolve: () => POST_LINK_LIMIT,
  }),
}));

/**
 * The post's content rule for live events of a post page (comments, reactions): each subscriber is judged
 * per event from data loaded once per event and shared by the post's local watchers (its lock info, then
 * the plan levels of all its watchers), so a post hidden or a subscription ended while watching stops them.
 */
export function postReadersGate() {
  /** Signed-in users watching each post on this instance. */
  const watchers = new Watchers();
  /** The plan levels of everyone watching the post here, read once per event. */
  const watcherLevels = async (post: PostAccess) => {
    const userIds = watchers.of(post.id);
    return { userIds: new Set(userIds), levels: await liveSubscriptionLevelsInClub(post.clubId, userIds) };
  };
  type WatcherLevels = Awaited<ReturnType<typeof watcherLevels>>;
  const readsWith = (viewer: Viewer, post: PostAccess, { userIds, levels }: WatcherLevels) =>
    userIds.has(viewer.id)
      ? canReadLoadedPost(viewer, post, levels.get(viewer.id) ?? null)
      : // Someone who started watching after the levels were read is asked alone.
        activeSubscriptionLevel(viewer.id, post.clubId).then((level) => canReadLoadedPost(viewer, post, level));
  const readsNow = (event: object, viewer: Viewer | null, post: PostAccess): boolean | Promise<boolean> => {
    if (!needsPlanLevel(viewer, post)) return canReadLoadedPost(viewer, post, null);
    const levels = perEventLoad(event, 'levels', watcherLevels, post);
    return levels instanceof Promise ? levels.then((loaded) => readsWith(viewer!, post, loaded)) : readsWith(viewer!, post, levels);
  };
  const mayRead = (event: object, viewer: Viewer | null, post: PostAccess | null): boolean | Promise<boolean> => {
    if (!post) return false;
    // Nothing of a post by a user the viewer blocked (visiblePostsWhere's block rule), also once watching.
    return andThen(authorShownTo(event, viewer, post.authorId), (shown) => shown && readsNow(event, viewer, post));
  };
  return {
    /**
     * Counts the viewer as a watcher of the post until the returned function is called. Keyed by the id as
     * PostgreSQL writes it (lowercase), which the per-event read of the watchers' levels gets from the post.
     */
    watch: (postId: string, userId: string | null) => watchers.add(postId.toLowerCase(), userId),
    /**
     * Whether the viewer may read the post now (canReadPost's rule). Thousands of watchers ask per event:
     * once the event's rows are read, each is answered without a promise or a closure of its own.
     */
    mayReceive(event: object, postId: string, viewer: Viewer | null): boolean | Promise<boolean> {
      const post = perEventLoad(event, 'post', postAccessOf, postId);
      return post instanceof Promise ? post.then((loaded) => mayRead(event, viewer, loaded)) : mayRead(event, viewer, post);
    },
  };
}

builder.subscriptionField('postCreated', (t) =>
  t.prismaField({
    type: 'Post',
    nullable: true,
    description: 'Posts published in a club, as they are published; posts the viewer may not see (hidden, fan letters) send nothing.',
    args: { clubId: t.arg.globalID({ required: true, for: [ClubNode], description: 'The club to watch.' }) },
    subscribe: (_root, { clubId }, ctx) => {
      // Scope checks guard resolvers, not subscribe: refuse here before listening.
      if (!hasScope(ctx, 'POSTS_READ')) throw authorizationError(ctx, 'POSTS_READ');
      // Nothing at all about a post the viewer may not see, checked per event from the post's flags, read
      // once per event for all local subscribers.
      const visible = (event: { postId?: string }) =>
        andThen(perEventLoad(event, 'post', postAccessOf, event.postId ?? ''), (post) => {
          const viewer = actingViewer(ctx);
          return !!post && canSeeLoadedPost(viewer, post) && authorShownTo(event, viewer, post.authorId);
        });
      return ctx.pubsub.subscribe('club:postCreated', clubId.id, { accept: visible });
    },
    // Read once per event and selection; every subscriber passed `visible` for this event.
    resolve: (query, payload) => {
      const event = payload as unknown as { postId: string };
      return perEvent(event, `post:${JSON.stringify(query)}`, () => db().post.findUnique({ ...query, where: { id: event.postId } }));
    },
  }),
);

// ------------------------------------------------------------------ inputs

type SpanIn = { text: string; bold?: boolean | null; italic?: boolean | null; href?: string | null };
type FileIn = { fileId: { typename: string; id: string }; alt?: string | null };
type BlockIn = {
  paragraph?: { spans: SpanIn[] } | null;
  image?: FileIn | null;
  media?: FileIn | null;
  embed?: { url: string } | null;
  attachment?: FileIn | null;
  subscriberOnly?: { blocks: BlockIn[] } | null;
};

const TextSpanInput = builder.inputType('TextSpanInput', {
  description: 'A run of text with one style.',
  fields: (t) => ({
    text: t.string({ required: true, description: 'The text.' }),
    bold: t.boolean({ required: false, description: 'Bold.' }),
    italic: t.boolean({ required: false, description: 'Italic.' }),
    href: t.string({ required: false, description: 'An http(s) link (INVALID_URL otherwise); counts toward postLinkLimit.' }),
  }),
});

const ParagraphBlockInput = builder.inputType('ParagraphBlockInput', {
  description: 'A paragraph.',
  fields: (t) => ({ spans: t.field({ type: [TextSpanInput], required: true, description: 'The runs of text.' }) }),
});

const FileBlockInput = builder.inputType('FileBlockInput', {
  description: 'An uploaded file of the viewer (image, media or attachment, matching the block).',
  fields: (t) => ({
    fileId: t.globalID({ required: true, description: 'The UploadedFile id (FILE_INVALID when not the viewer’s file of the right kind).' }),
    alt: t.string({ required: false, description: 'Alternative text, for images (up to 300 characters).' }),
  }),
});

const EmbedBlockInput = builder.inputType('EmbedBlockInput', {
  description: 'A link to embed: YouTube (watch, youtu.be, shorts), Twitch (channel, videos, clips) or X (status); else EMBED_UNSUPPORTED.',
  fields: (t) => ({ url: t.string({ required: true, description: 'The link; counts toward postLinkLimit.' }) }),
});

const PostBlockInput = builder.inputRef<BlockIn>('PostBlockInput');

const SubscriberOnlyBlockInput = builder.inputType('SubscriberOnlyBlockInput', {
  description: 'A subscriber-only section (owner only; not nested), unlocked by the post’s requiredPlanId or any plan.',
  fields: (t) => ({ blocks: t.field({ type: [PostBlockInput], required: true, description: 'The section’s blocks.' }) }),
});

PostBlockInput.implement({
  description: 'One block: exactly one field set (INVALID_INPUT field "content" otherwise).',
  fields: (t) => ({
    paragraph: t.field({ type: ParagraphBlockInput, required: false, description: 'A paragraph.' }),
    image: t.field({ type: FileBlockInput, required: false, description: 'An IMAGE file.' }),
    media: t.field({ type: FileBlockInput, required: false, description: 'A MEDIA file (video or audio).' }),
    embed: t.field({ type: EmbedBlockInput, required: false, description: 'An embedded link.' }),
    attachment: t.field({ type: FileBlockInput, required: false, description: 'An ATTACHMENT file.' }),
    subscriberOnly: t.field({ type: SubscriberOnlyBlockInput, required: false, description: 'A subscriber-only section.' }),
  }),
});

function blocksIn(blocks: readonly BlockIn[]): BlockInput[] {
  const file = (f: FileIn | null | undefined) => (f ? { fileId: idOf(f.fileId, 'UploadedFile'), alt: f.alt } : f);
  return blocks.map((b) => ({
    paragraph: b.paragraph,
    image: file(b.image),
    media: file(b.media),
    embed: b.embed,
    attachment: file(b.attachment),
    subscriberOnly: b.subscriberOnly ? { blocks: blocksIn(b.subscriberOnly.blocks) } : b.subscriberOnly,
  }));
}

const CreatePostInput = builder.inputType('CreatePostInput', {
  description: 'A new post (members and the owner).',
  fields: (t) => ({
    clubId: t.globalID({ required: true, description: 'The Club id.' }),
    title: t.string({ required: true, description: '1–100 characters.' }),
    content: t.field({ type: [PostBlockInput], required: true, description: 'At least one non-empty block; at most postLinkLimit links.' }),
    isNotice: t.boolean({ required: false, description: 'A notice (owner only).' }),
    isSubscriberOnly: t.boolean({ required: false, description: 'The whole post for subscribers (owner only).' }),
    isOwnerOnly: t.boolean({ required: false, description: 'A fan letter only the owner reads (fans only).' }),
    requiredPlanId: t.globalID({ required: false, description: 'A Plan of this club that unlocks subscriber-only content (null: any plan).' }),
  }),
});

const UpdatePostInput = builder.inputType('UpdatePostInput', {
  description: 'An edited post (the author); flags left out stay as they are.',
  fields: (t) => ({
    postId: t.globalID({ required: true, description: 'The Post id.' }),
    title: t.string({ required: true, description: '1–100 characters.' }),
    content: t.field({ type: [PostBlockInput], required: true, description: 'The new content.' }),
    isNotice: t.boolean({ required: false, description: 'A notice (owner only).' }),
    isSubscriberOnly: t.boolean({ required: false, description: 'The whole post for subscribers (owner only).' }),
    isOwnerOnly: t.boolean({ required: false, description: 'A fan letter (fans only).' }),
    requiredPlanId: t.globalID({ required: false, description: 'A Plan of this club; null clears it.' }),
  }),
});

const postIdInput = (name: string, description: string) =>
  builder.inputType(name, { description, fields: (t) => ({ postId: t.globalID({ required: true, description: 'The Post id.' }) }) });
const DeletePostInput = postIdInput('DeletePostInput', 'The post to delete.');
const HidePostInput = postIdInput('HidePostInput', 'The post to hide.');
const ShowPostInput = postIdInput('ShowPostInput', 'The hidden post to show again.');

type PostPayload = { postId: string };

function postSuccess(name: string, description: string) {
  return builder.objectRef<PostPayload>(name).implement({
    description,
    fields: (t) => ({
      post: t.prismaField({ type: 'Post', description: 'The post.', resolve: (q, p) => db().post.findUniqueOrThrow({ ...q, where: { id: p.postId } }) }),
    }),
  });
}

const CreatePostSuccess = postSuccess('CreatePostSuccess', 'The post was published.');
const UpdatePostSuccess = postSuccess('UpdatePostSuccess', 'The post was updated.');
const HidePostSuccess = postSuccess('HidePostSuccess', 'The post is hidden from everyone but the owner and administrators.');
const ShowPostSuccess = postSuccess('ShowPostSuccess', 'The post is visible again.');

const DeletePostSuccess = builder.objectRef<{ postId: string; clubId: string }>('DeletePostSuccess').implement({
  description: 'The post and its comments were deleted.',
  fields: (t) => ({
    deletedPostId: t.id({ description: 'The deleted Post id.', resolve: (p) => encodeGlobalID('Post', p.postId) }),
    club: t.prismaField({ type: 'Club', description: 'The club.', resolve: (q, p) => db().club.findUniqueOrThrow({ ...q, where: { id: p.clubId } }) }),
  }),
});

const union = (name: string) => ({ name: `${name}Result`, description: `The outcome of ${name[0].toLowerCase()}${name.slice(1)}: success or a typed error.` });

function postInput(input: {
  title: string;
  content: BlockIn[];
  isNotice?: boolean | null;
  isSubscriberOnly?: boolean | null;
  isOwnerOnly?: boolean | null;
  requiredPlanId?: { typename: string; id: string } | null;
}) {
  return {
    title: input.title,
    content: blocksIn(input.content),
    isNotice: input.isNotice,
    isSubscriberOnly: input.isSubscriberOnly,
    isOwnerOnly: input.isOwnerOnly,
    requiredPlanId: input.requiredPlanId === undefined ? undefined : input.requiredPlanId && idOf(input.requiredPlanId, 'Plan'),
  };
}

builder.mutationFields((t) => ({
  createPost: t.field({
    type: CreatePostSuccess,
    description: 'Publishes a post in a club (members and the owner).',
    ...signedInWith('POSTS_WRITE'),
    errors: { types: [InvalidInputError, NotFoundError, ForbiddenError, MembershipRequiredError, ClubBannedError], union: union('CreatePost') },
    args: { input: t.arg({ type: CreatePostInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const { postId, clubId } = await createPost(actingViewer(ctx)!, idOf(input.clubId, 'Club'), postInput(input));
      // After commit; subscribers re-read the post under their own visibility.
      ctx.pubsub.publish('club:postCreated', clubId, { postId });
      return { postId };
    },
  }),
  updatePost: t.field({
    type: UpdatePostSuccess,
    description: 'Edits a post (the author).',
    ...signedInWith('POSTS_WRITE'),
    errors: { types: [InvalidInputError, NotFoundError, ForbiddenError, MembershipRequiredError, ClubBannedError], union: union('UpdatePost') },
    args: { input: t.arg({ type: UpdatePostInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ postId: await updatePost(actingViewer(ctx)!, idOf(input.postId, 'Post'), postInput(input)) }),
  }),
  deletePost: t.field({
    type: DeletePostSuccess,
    description: 'Deletes a post and its comments (the author, the club owner or an administrator).',
    ...signedInWith('POSTS_WRITE'),
    errors: { types: [NotFoundError, ForbiddenError], union: union('DeletePost') },
    args: { input: t.arg({ type: DeletePostInput, required: true }) },
    resolve: async (_root, { input }, ctx) => deletePost(actingViewer(ctx)!, idOf(input.postId, 'Post')),
  }),
  hidePost: t.field({
    type: HidePostSuccess,
    description: 'Hides a post (the club owner or an administrator); notifies nobody.',
    ...signedInWith('POSTS_WRITE'),
    errors: { types: [NotFoundError, ForbiddenError], union: union('HidePost') },
    args: { input: t.arg({ type: HidePostInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ postId: await setPostHidden(actingViewer(ctx)!, idOf(input.postId, 'Post'), true) }),
  }),
  showPost: t.field({
    type: ShowPostSuccess,
    description: 'Shows a hidden post again (the club owner or an administrator); notifies nobody.',
    ...signedInWith('POSTS_WRITE'),
    errors: { types: [NotFoundError, ForbiddenError], union: union('ShowPost') },
    args: { input: t.arg({ type: ShowPostInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ postId: await setPostHidden(actingViewer(ctx)!, idOf(input.postId, 'Post'), false) }),
  }),
}));
