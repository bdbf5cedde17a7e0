// Clubs and membership in GraphQL: the Club and ClubMembership nodes, lists and search, and the
// mutations to create, edit and publish clubs and to join, leave and set a per-club profile.
import { builder, ErrorInterface } from '../../graphql/builder.ts';
import type { Context } from '../../graphql/context.ts';
import { COUNT_LIMIT } from '../../platform/counts.ts';
import { db } from '../../platform/database.ts';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../../platform/errors.ts';
import { DELETED_USER_NAME, pickLocale } from '../accounts/account-mail.ts';
import { signedInWith, tokenNeeds, typeNeeds } from '../../graphql/auth-guards.ts';
import { blockedAuthorCounters, type ClubPostCounters, clubPostsWhere, clubPostTotal, findPostsPage, visiblePostsWhere } from '../posts/posts.service.ts';
import { actingViewer, idOf, NOBODY } from '../../graphql/acting-viewer.ts';
import { managesClub } from './club-access.ts';
import { ClubBannedError } from '../blocks/blocks.errors.ts';
import { knownSubscriptionLevels, primeClubProfile, primeClubStanding, subscriptionStateIn } from './club-loaders.ts';
import {
  AlreadyMemberError,
  ClubUriTakenError,
  CreatorRequiredError,
  LeaveBlockedBySubscriptionError,
  MembershipRequiredError,
  OwnerCannotJoinError,
} from './clubs.errors.ts';
import {
  clubMembersWhere,
  countSearchClubs,
  createClub,
  findClubsPage,
  findMembersPage,
  findVisibleClubByUri,
  joinClub,
  leaveClub,
  linksOf,
  makeClubPublic,
  searchClubIds,
  updateClub,
  updateClubNotificationSettings,
  updateClubProfile,
  visibleClubsWhere,
} from './clubs.service.ts';

// ------------------------------------------------------------------ errors

builder.objectType(ClubUriTakenError, {
  name: 'ClubUriTakenError',
  description: 'Another club already uses this address (CLUB_URI_TAKEN).',
  interfaces: [ErrorInterface],
});
builder.objectType(CreatorRequiredError, {
  name: 'CreatorRequiredError',
  description: 'Only approved creators and administrators create clubs (CREATOR_REQUIRED).',
  interfaces: [ErrorInterface],
});
builder.objectType(OwnerCannotJoinError, {
  name: 'OwnerCannotJoinError',
  description: 'The owner runs the club and cannot join it (OWNER_CANNOT_JOIN).',
  interfaces: [ErrorInterface],
});
builder.objectType(AlreadyMemberError, {
  name: 'AlreadyMemberError',
  description: 'The viewer already joined this club (ALREADY_MEMBER).',
  interfaces: [ErrorInterface],
});
builder.objectType(MembershipRequiredError, {
  name: 'MembershipRequiredError',
  description: 'Posting, commenting and per-club settings need membership (MEMBERSHIP_REQUIRED); `club` is where to join.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    club: t.prismaField({
      type: 'Club',
      nullable: true,
      description: 'The club to join.',
      resolve: (query, e, _args, ctx) =>
        db().club.findFirst({ ...query, where: { AND: [{ id: e.clubId }, visibleClubsWhere(actingViewer(ctx))] } }),
    }),
  }),
});
builder.objectType(LeaveBlockedBySubscriptionError, {
  name: 'LeaveBlockedBySubscriptionError',
  description: 'Leaving is refused while a subscription to the club renews; cancel it first (LEAVE_BLOCKED_BY_SUBSCRIPTION).',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    subscription: t.prismaField({
      type: 'Subscription',
      nullable: true,
      description: 'The renewing subscription.',
      resolve: (query, e) => db().subscription.findUnique({ ...query, where: { id: e.subscriptionId } }),
    }),
  }),
});

// ------------------------------------------------------------------ enums and small types

export const ClubPostFilterEnum = builder.enumType('ClubPostFilter', {
  description: 'Which posts of a club to list.',
  values: {
    ALL: { description: 'Every post the viewer may see except hidden ones, newest first.' },
    OWNER: { description: 'Posts by the owner.' },
    FAN: { description: 'Posts by fans.' },
    NOTICE: { description: 'Notices.' },
    HIDDEN: { description: 'Hidden posts (the owner and administrators only; empty for everyone else).' },
  } as const,
});

const ClubOrderEnum = builder.enumType('ClubOrder', {
  description: 'How to order clubs.',
  values: {
    NEWEST: { description: 'Newest clubs first.' },
    RECENT_ACTIVITY: { description: 'Clubs with the most recent activity (posts) first.' },
  } as const,
});

const ClubMemberFilterEnum = builder.enumType('ClubMemberFilter', {
  description: 'Which members to list.',
  values: {
    ALL: { description: 'Every member.' },
    SUBSCRIBED: { description: 'Members with a live subscription (owner and administrators only; empty for others).' },
    EXPIRED: { description: 'Members whose subscriptions all ended (owner and administrators only; empty for others).' },
  } as const,
});

const MemberSubscriptionStateEnum = builder.enumType('MemberSubscriptionState', {
  description: 'A member’s subscription state in the club.',
  values: {
    NONE: { description: 'Never subscribed.' },
    SUBSCRIBED: { description: 'A live subscription (active, or cancelled with the period not over).' },
    EXPIRED: { description: 'Subscribed before; every subscription ended.' },
  } as const,
});

const ClubLinkRef = builder.objectRef<{ label: string; url: string }>('ClubLink').implement({
  description: 'A link on the club page.',
  fields: (t) => ({
    label: t.exposeString('label', { description: 'What the link is called.' }),
    url: t.exposeString('url', { description: 'An http(s) address.' }),
  }),
});

const ClubLinkInput = builder.inputType('ClubLinkInput', {
  description: 'A link on the club page.',
  fields: (t) => ({
    label: t.string({ required: true, description: 'What the link is called (1–30 characters).' }),
    url: t.string({ required: true, description: 'An http(s) address (INVALID_URL otherwise).' }),
  }),
});

// ------------------------------------------------------------------ Club

/** The viewer's membership row of a club: one selection shared by every field that needs it. */
const viewerMembershipQuery = (viewerId: string) => ({ where: { userId: viewerId }, take: 1 });

/**
 * The viewer's membership joined with the club row, so the viewer fields need no lookup of their own;
 * nothing for guests (no query for a user nobody is).
 */
const viewerMemberSelect = (_args: object, ctx: Context) => (ctx.viewer ? { members: viewerMembershipQuery(ctx.viewer.id) } : {});
const viewerIsMember = (club: { members?: unknown[] }) => !!club.members?.length;

type RelationArgs = { select?: Record<string, unknown>; include?: Record<string, unknown> };
type Membership = { nickname: string | null; avatarUrl: string | null };

/**
 * A club's posts page with each author's membership of the club joined in (one statement, not one more
 * for the authors' club profiles). `query` is what Pothos asks for, in select or include form.
 */
function withAuthorMemberships<Q extends RelationArgs>(query: Q, clubId: string): Q {
  const memberships = { where: { clubId }, select: { nickname: true, avatarUrl: true } };
  const mode = query.select ? 'select' : 'include';
  const fields = { ...(query[mode] ?? {}) };
  const author = fields.author;
  if (author === true) fields.author = { include: { memberships } };
  else if (author && typeof author === 'object') {
    const args = author as RelationArgs;
    fields.author = args.select
      ? { ...args, select: { ...args.select, memberships } }
      : { ...args, include: { ...(args.include ?? {}), memberships } };
  } else fields.author = { select: { memberships } };
  // The page primes each author's club profile under the post's author id.
  if (mode === 'select') fields.authorId = true;
  return { ...query, [mode]: fields };
}

/** The club page's posts need the viewer's standing and the authors' profiles: both are known here. */
function primeClubPage(ctx: Context, club: { id: string; ownerId: string; members?: unknown[] }, posts: object[]) {
  for (const post of posts as { authorId: string; author?: { memberships?: Membership[] } }[]) {
    const membership = post.author?.memberships?.[0];
    if (post.author?.memberships) primeClubProfile(ctx, club.id, post.authorId, membership ? { nickname: membership.nickname, avatarUrl: membership.avatarUrl } : null);
  }
  const viewer = actingViewer(ctx);
  const levels = knownSubscriptionLevels(ctx, viewer);
  // Only when the club row came with the viewer's membership (the viewer fields select it) and levels are fresh.
  if (viewer && (!('members' in club) || !levels)) return;
  primeClubStanding(ctx, viewer, club.id, {
    ownerId: club.ownerId,
    isOwner: !!viewer && viewer.id === club.ownerId,
    isMember: !!viewer && viewerIsMember(club),
    level: levels?.get(club.id) ?? null,
    isAdmin: viewer?.role === 'ADMIN',
  });
}


export const ClubNode = builder.prismaNode('Club', {
  ...typeNeeds('CLUBS_READ'),
  id: { field: 'id' },
  // Private clubs resolve for their owner and administrators only.
  nullable: true,
  findUnique: (id, ctx) => ({ id, AND: [visibleClubsWhere(actingViewer(ctx))] }),
  description: 'A creator-run community that fans join.',
  fields: (t) => ({
    uri: t.exposeString('uri', { description: 'The unique path segment: /club/{uri}.' }),
    name: t.exposeString('name', { description: 'Display name.' }),
    introduction: t.exposeString('introduction', { description: 'What the club is about.' }),
    fandomName: t.exposeString('fandomName', { nullable: true, description: 'What the fans call themselves.' }),
    iconUrl: t.exposeString('iconUrl', { nullable: true, description: 'Square icon.' }),
    bannerUrl: t.exposeString('bannerUrl', { nullable: true, description: 'Wide banner image.' }),
    themeColor: t.exposeString('themeColor', { description: 'Theme colour as #RRGGBB.' }),
    isPublic: t.exposeBoolean('isPublic', { description: 'Whether everyone can see the club. Private until the owner publishes it.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the club was created.' }),
    publishedAt: t.expose('publishedAt', { type: 'DateTime', nullable: true, description: 'When the club was made public.' }),
    lastActivityAt: t.expose('lastActivityAt', { type: 'DateTime', description: 'When something last happened (a post).' }),
    links: t.field({ type: [ClubLinkRef], description: 'Up to five links shown on the club page.', resolve: (club) => linksOf(club.links) }),
    owner: t.relation('owner', { description: 'The creator who runs the club.' }),
    memberCount: t.exposeInt('memberCount', { description: 'How many fans joined (a counter kept with the memberships: costs no query).' }),
    posts: t.prismaConnection({
      type: 'Post',
      cursor: 'keyset',
      description:
        'Posts in the club visible to the viewer, newest first (keyset-paged). totalCount comes from the club’s counters plus the viewer’s own fan letters (read with the club).',
      args: {
        filter: t.arg({ type: ClubPostFilterEnum, required: false, defaultValue: 'ALL', description: 'Which posts.' }),
      },
      // The viewer's own fan letters, the one part of the total no club counter holds, are counted on
      // their membership, loaded with the club (the same selection as viewerMembership and the viewer
      // fields, so they share it); so are the counters of the authors they blocked, whose posts the
      // list leaves out. Pothos merges a field's `select` into its parent's query; its types for
      // prismaConnection do not say so.
      ...({ select: (args: object, ctx: Context) => ({ ...viewerMemberSelect(args, ctx), ...blockedAuthorCounters(actingViewer(ctx)) }) } as object),
      totalCount: (club, { filter }, ctx) => {
        const loaded = club as typeof club & { members?: { fanLetterCount: number }[]; authorPostCounts?: ClubPostCounters[] };
        return clubPostTotal(actingViewer(ctx), club, filter ?? 'ALL', loaded.members?.[0]?.fanLetterCount ?? 0, loaded.authorPostCounts);
      },
      resolve: async (query, club, { filter }, ctx) => {
        const posts = await findPostsPage(withAuthorMemberships(query, club.id), clubPostsWhere(actingViewer(ctx), club, filter ?? 'ALL'));
        primeClubPage(ctx, club, posts);
        return posts;
      },
    }),
    // A relation, so the notices load joined with the club (same rule as clubPostsWhere's NOTICE).
    pinnedNotices: t.relation('posts', {
      description: 'The newest notices, for the top of the club page.',
      args: { first: t.arg.int({ required: false, defaultValue: 3, description: 'How many (at most 10).' }) },
      query: ({ first }, ctx) => ({
        where: { AND: [visiblePostsWhere(actingViewer(ctx)), { isHidden: false, isNotice: true }] },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: Math.max(0, Math.min(first ?? 3, 10)),
      }),
    }),
    members: t.prismaConnection({
      type: 'ClubMember',
      cursor: 'keyset',
      description: `Members, newest joiners first. totalCount is the club’s member counter for ALL; for SUBSCRIBED and EXPIRED (which change as periods end) a count that stops at ${COUNT_LIMIT}.`,
      args: {
        filter: t.arg({ type: ClubMemberFilterEnum, required: false, defaultValue: 'ALL', description: 'Which members.' }),
      },
      totalCount: (club, { filter }, ctx) =>
        (filter ?? 'ALL') === 'ALL'
          ? club.memberCount
          : db().clubMember.count({ where: clubMembersWhere(actingViewer(ctx), club, filter ?? 'ALL'), take: COUNT_LIMIT }),
      resolve: (query, club, { filter }, ctx) => findMembersPage(query, clubMembersWhere(actingViewer(ctx), club, filter ?? 'ALL')),
    }),
    viewerMembership: t.field({
      type: ClubMembershipRef,
      nullable: true,
      description: 'The viewer’s membership, null when they are not a member.',
      select: (_args, ctx, nested) => (ctx.viewer ? { members: nested(viewerMembershipQuery(ctx.viewer.id)) } : {}),
      resolve: (club) => ('members' in club ? club.members[0] : null) ?? null,
    }),
    viewerIsOwner: t.boolean({
      description: 'Whether the viewer runs this club.',
      resolve: (club, _args, ctx) => !!ctx.viewer && ctx.viewer.id === club.ownerId,
    }),
    anniversaryNotices: t.boolean({
      nullable: true,
      description: 'Whether members are told of their join and subscription anniversaries in the club (in the app, at 10:00 KST). Read by the owner and administrators; null for others.',
      resolve: (club, _args, ctx) => (managesClub(ctx, club) ? club.anniversaryNotices : null),
    }),
    viewerCanEdit: t.boolean({
      description: 'Owner or administrator: settings, hiding posts, plans.',
      resolve: (club, _args, ctx) => managesClub(ctx, club),
    }),
    viewerCanJoin: t.boolean({
      description: 'Signed in, not the owner and not a member yet, of a public club (an administrator sees a private one, but does not join it).',
      select: viewerMemberSelect,
      resolve: (club, _args, ctx) => !!ctx.viewer && club.isPublic && ctx.viewer.id !== club.ownerId && !viewerIsMember(club),
    }),
    viewerCanPost: t.boolean({
      description: 'Member or owner: may write posts.',
      select: viewerMemberSelect,
      resolve: (club, _args, ctx) => !!ctx.viewer && (ctx.viewer.id === club.ownerId || viewerIsMember(club)),
    }),
    viewerCanComment: t.boolean({
      description: 'Member or owner: may comment.',
      select: viewerMemberSelect,
      resolve: (club, _args, ctx) => !!ctx.viewer && (ctx.viewer.id === club.ownerId || viewerIsMember(club)),
    }),
  }),
});

// ------------------------------------------------------------------ ClubMembership

const isSelf = (member: { userId: string }, ctx: Context) => ctx.viewer?.id === member.userId;

export const ClubMembershipRef = builder.prismaNode('ClubMember', {
  ...typeNeeds('CLUBS_READ'),
  name: 'ClubMembership',
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, ctx) => ({ id, club: visibleClubsWhere(actingViewer(ctx)) }),
  description: 'A fan’s membership of a club, with their per-club profile.',
  fields: (t) => ({
    club: t.relation('club', { description: 'The club.' }),
    user: t.relation('user', { description: 'The member.' }),
    nickname: t.string({
      description: 'The per-club nickname, or the main profile’s.',
      select: { user: { select: { nickname: true, status: true } } },
      resolve: (m, _args, ctx) =>
        m.user.status === 'DELETED' ? DELETED_USER_NAME[pickLocale(ctx.locales)] : (m.nickname ?? m.user.nickname),
    }),
    customNickname: t.string({
      nullable: true,
      description: 'The per-club nickname if one is set (null = the main profile’s); only for the member themself.',
      resolve: (m, _args, ctx) => (isSelf(m, ctx) ? m.nickname : null),
    }),
    avatarUrl: t.string({
      nullable: true,
      description: 'The per-club avatar, or the main profile’s.',
      select: { user: { select: { avatarUrl: true } } },
      resolve: (m) => m.avatarUrl ?? m.user.avatarUrl,
    }),
    joinedAt: t.expose('joinedAt', { type: 'DateTime', description: 'When they joined.' }),
    subscriptionState: t.field({
      type: MemberSubscriptionStateEnum,
      nullable: true,
      description: 'Subscribed, expired or none (club owner, administrators and the member themself; null for others).',
      // The member's subscriptions come joined with the row (a user has few), not in a statement of their own.
      select: {
        club: { select: { ownerId: true } },
        user: { select: { subscriptions: { select: { clubId: true, status: true, method: true, currentPeriodEnd: true } } } },
      },
      resolve: (m, _args, ctx) => (isSelf(m, ctx) || managesClub(ctx, m.club) ? subscriptionStateIn(m.clubId, m.user.subscriptions) : null),
    }),
    notifyPosts: t.boolean({
      nullable: true,
      description: 'Notify about the owner’s posts in this club (the member themself only).',
      resolve: (m, _args, ctx) => (isSelf(m, ctx) ? m.notifyPosts : null),
    }),
    notifyNotices: t.boolean({
      nullable: true,
      description: 'Notify about notices in this club (the member themself only).',
      resolve: (m, _args, ctx) => (isSelf(m, ctx) ? m.notifyNotices : null),
    }),
  }),
});

builder.prismaObjectFields('User', (t) => ({
  clubMemberships: t.prismaConnection({
    type: 'ClubMember',
    cursor: 'keyset',
    description: `Clubs the user joined, newest first (the user themself only; empty for others). totalCount stops at ${COUNT_LIMIT}.`,
    ...tokenNeeds('CLUBS_READ'),
    totalCount: (user, _args, ctx) => (ctx.viewer?.id === user.id ? db().clubMember.count({ where: { userId: user.id }, take: COUNT_LIMIT }) : 0),
    resolve: (query, user, _args, ctx) =>
      ctx.viewer?.id === user.id ? findMembersPage(query, { userId: user.id }) : [],
  }),
  ownedClubs: t.relation('ownedClubs', {
    description: 'Clubs this user owns that the viewer can see (private ones only to the owner and administrators), oldest first.',
    query: (_args, ctx) => ({ where: visibleClubsWhere(actingViewer(ctx)), orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }),
  }),
}));

// ------------------------------------------------------------------ queries

builder.queryFields((t) => ({
  clubs: t.prismaConnection({
    type: 'Club',
    cursor: 'keyset',
    description: `Clubs visible to the viewer. totalCount stops at ${COUNT_LIMIT}.`,
    args: { orderBy: t.arg({ type: ClubOrderEnum, required: false, defaultValue: 'NEWEST', description: 'The order.' }) },
    totalCount: (_root, _args, ctx) => db().club.count({ where: visibleClubsWhere(actingViewer(ctx)), take: COUNT_LIMIT }),
    resolve: (query, _root, args, ctx) => findClubsPage(query, actingViewer(ctx), args.orderBy === 'RECENT_ACTIVITY' ? 'lastActivityAt' : 'createdAt'),
  }),
  club: t.prismaField({
    type: 'Club',
    description: 'A club by its uri.',
    errors: { types: [NotFoundError] },
    args: { uri: t.arg.string({ required: true, description: 'The club uri.' }) },
    resolve: (query, _root, { uri }, ctx) => findVisibleClubByUri(actingViewer(ctx), uri, query),
  }),
  searchClubs: t.prismaConnection({
    type: 'Club',
    cursor: 'id',
    description:
      `Clubs whose name, fandom name or introduction, or whose creator’s nickname, contains the query (ignoring case and accents: “cafe” finds “Café”; any script, Korean, Japanese and Chinese included): name matches first, then fandom name, then creator, then introduction; then by recent activity. totalCount stops at ${COUNT_LIMIT}.`,
    // Longer queries are refused before execution (http/input-limits.ts).
    args: { query: t.arg.string({ required: true, description: 'What to look for.', extensions: { maxLength: 100 } }) },
    totalCount: (_root, { query }, ctx) => countSearchClubs(actingViewer(ctx), query),
    resolve: async (q, _root, { query }, ctx) => {
      const { cursor, skip: _skip, take = 21, ...rest } = q as typeof q & { cursor?: { id: string }; skip?: number; take?: number };
      void _skip;
      const ids = await searchClubIds(actingViewer(ctx), query, Math.abs(take), cursor?.id);
      const rows = await db().club.findMany({ ...rest, where: { id: { in: ids } } });
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id)).filter((r) => r !== undefined);
    },
  }),
  suggestedClubs: t.prismaField({
    type: ['Club'],
    description: 'Public clubs the viewer has not joined and does not own, most recent activity first.',
    args: { first: t.arg.int({ required: false, defaultValue: 6, description: 'How many (at most 20).' }) },
    resolve: (query, _root, { first }, ctx) => {
      const me = ctx.viewer?.id ?? NOBODY;
      return db().club.findMany({
        ...query,
        where: { isPublic: true, ownerId: { not: me }, members: { none: { userId: me } } },
        orderBy: [{ lastActivityAt: 'desc' }, { id: 'desc' }],
        take: Math.max(0, Math.min(first ?? 6, 20)),
      });
    },
  }),
}));

// ------------------------------------------------------------------ mutations

const CreateClubInput = builder.inputType('CreateClubInput', {
  description: 'A new club (approved creators and administrators). It starts private.',
  fields: (t) => ({
    uri: t.string({ required: true, description: '3–30 characters: lowercase letters, digits and "-", starting with a letter; unique.' }),
    name: t.string({ required: true, description: '1–40 characters.' }),
    introduction: t.string({ required: true, description: '1–1000 characters.' }),
    fandomName: t.string({ required: false, description: 'What fans are called, up to 30 characters.' }),
    themeColor: t.string({ required: false, description: 'Theme colour as #RRGGBB.' }),
    iconFileId: t.globalID({ required: false, description: 'An IMAGE UploadedFile of the viewer (FILE_INVALID otherwise).' }),
    bannerFileId: t.globalID({ required: false, description: 'An IMAGE UploadedFile of the viewer.' }),
    links: t.field({ type: [ClubLinkInput], required: false, description: 'Up to five links.' }),
  }),
});

const UpdateClubInput = builder.inputType('UpdateClubInput', {
  description: 'Changes to a club (owner or administrator); omitted fields stay as they are.',
  fields: (t) => ({
    clubId: t.globalID({ required: true, description: 'The Club id.' }),
    name: t.string({ required: false, description: '1–40 characters.' }),
    introduction: t.string({ required: false, description: '1–1000 characters.' }),
    fandomName: t.string({ required: false, description: 'Up to 30 characters; "" removes it.' }),
    themeColor: t.string({ required: false, description: '#RRGGBB.' }),
    iconFileId: t.globalID({ required: false, description: 'A new icon: an IMAGE UploadedFile of the viewer.' }),
    bannerFileId: t.globalID({ required: false, description: 'A new banner: an IMAGE UploadedFile of the viewer.' }),
    removeIcon: t.boolean({ required: false, description: 'Remove the icon.' }),
    removeBanner: t.boolean({ required: false, description: 'Remove the banner.' }),
    links: t.field({ type: [ClubLinkInput], required: false, description: 'Replaces the links (up to five).' }),
    anniversaryNotices: t.boolean({ required: false, description: 'Whether members are told of their join and subscription anniversaries in the club.' }),
  }),
});

const ClubIdInput = (name: string, description: string) =>
  builder.inputType(name, {
    description,
    fields: (t) => ({ clubId: t.globalID({ required: true, description: 'The Club id.' }) }),
  });

const MakeClubPublicInput = ClubIdInput('MakeClubPublicInput', 'The club to publish (irreversible).');
const LeaveClubInput = ClubIdInput('LeaveClubInput', 'The club to leave.');

const JoinClubInput = builder.inputType('JoinClubInput', {
  description: 'The club to join and the nickname to use there.',
  fields: (t) => ({
    clubId: t.globalID({ required: true, description: 'The Club id.' }),
    nickname: t.string({ required: false, description: 'A per-club nickname (2–20 characters), or null for the main profile’s.' }),
  }),
});

const UpdateClubProfileInput = builder.inputType('UpdateClubProfileInput', {
  description: 'The viewer’s profile in one club.',
  fields: (t) => ({
    clubId: t.globalID({ required: true, description: 'The Club id.' }),
    nickname: t.string({ required: false, description: 'A per-club nickname (2–20 characters); null or "" uses the main profile’s.' }),
    avatarFileId: t.globalID({ required: false, description: 'A per-club avatar: an IMAGE UploadedFile of the viewer.' }),
    removeAvatar: t.boolean({ required: false, description: 'Use the main profile’s avatar again.' }),
  }),
});

const UpdateClubNotificationSettingsInput = builder.inputType('UpdateClubNotificationSettingsInput', {
  description: 'Per-club notification switches.',
  fields: (t) => ({
    clubId: t.globalID({ required: true, description: 'The Club id.' }),
    notifyPosts: t.boolean({ required: true, description: 'Notify about the owner’s posts.' }),
    notifyNotices: t.boolean({ required: true, description: 'Notify about notices.' }),
  }),
});

type ClubPayload = { clubId: string };
type MembershipPayload = { clubId: string; membershipId: string };

function clubSuccess(name: string, description: string, clubDescription: string) {
  return builder.objectRef<ClubPayload>(name).implement({
    description,
    fields: (t) => ({
      club: t.prismaField({
        type: 'Club',
        description: clubDescription,
        resolve: (q, p) => db().club.findUniqueOrThrow({ ...q, where: { id: p.clubId } }),
      }),
    }),
  });
}

const CreateClubSuccess = clubSuccess('CreateClubSuccess', 'The club was created, private.', 'The new club.');
const UpdateClubSuccess = clubSuccess('UpdateClubSuccess', 'The club was updated.', 'The club.');
const MakeClubPublicSuccess = clubSuccess('MakeClubPublicSuccess', 'The club is public.', 'The club.');
const LeaveClubSuccess = clubSuccess('LeaveClubSuccess', 'The viewer left the club.', 'The club.');

const JoinClubSuccess = builder.objectRef<MembershipPayload>('JoinClubSuccess').implement({
  description: 'The viewer joined the club.',
  fields: (t) => ({
    club: t.prismaField({ type: 'Club', description: 'The club.', resolve: (q, p) => db().club.findUniqueOrThrow({ ...q, where: { id: p.clubId } }) }),
    membership: t.prismaField({
      type: 'ClubMember',
      description: 'The new membership.',
      resolve: (q, p) => db().clubMember.findUniqueOrThrow({ ...q, where: { id: p.membershipId } }),
    }),
  }),
});

function membershipSuccess(name: string, description: string) {
  return builder.objectRef<MembershipPayload>(name).implement({
    description,
    fields: (t) => ({
      membership: t.prismaField({
        type: 'ClubMember',
        description: 'The membership, updated.',
        resolve: (q, p) => db().clubMember.findUniqueOrThrow({ ...q, where: { id: p.membershipId } }),
      }),
    }),
  });
}

const UpdateClubProfileSuccess = membershipSuccess('UpdateClubProfileSuccess', 'The per-club profile was saved.');
const UpdateClubNotificationSettingsSuccess = membershipSuccess('UpdateClubNotificationSettingsSuccess', 'The switches were saved.');

const union = (name: string) => ({ name: `${name}Result`, description: `The outcome of ${name[0].toLowerCase()}${name.slice(1)}: success or a typed error.` });
const fileId = (ref: { typename: string; id: string } | null | undefined) => (ref ? idOf(ref, 'UploadedFile') : null);

builder.mutationFields((t) => ({
  createClub: t.field({
    type: CreateClubSuccess,
    description: 'Creates a club (approved creators and administrators). New clubs are private until makeClubPublic.',
    ...signedInWith('CLUBS_WRITE'),
    errors: { types: [InvalidInputError, ClubUriTakenError, CreatorRequiredError], union: union('CreateClub') },
    args: { input: t.arg({ type: CreateClubInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const club = await createClub(actingViewer(ctx)!, {
        ...input,
        iconFileId: fileId(input.iconFileId),
        bannerFileId: fileId(input.bannerFileId),
      });
      return { clubId: club.id };
    },
  }),
  updateClub: t.field({
    type: UpdateClubSuccess,
    description: 'Edits a club (owner or administrator).',
    ...signedInWith('CLUBS_WRITE'),
    errors: { types: [InvalidInputError, NotFoundError, ForbiddenError], union: union('UpdateClub') },
    args: { input: t.arg({ type: UpdateClubInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const club = await updateClub(actingViewer(ctx)!, {
        ...input,
        clubId: idOf(input.clubId, 'Club'),
        iconFileId: fileId(input.iconFileId),
        bannerFileId: fileId(input.bannerFileId),
      });
      return { clubId: club.id };
    },
  }),
  makeClubPublic: t.field({
    type: MakeClubPublicSuccess,
    description: 'Makes a club public (owner or administrator). Irreversible; an already public club stays unchanged.',
    ...signedInWith('CLUBS_WRITE'),
    errors: { types: [NotFoundError, ForbiddenError], union: union('MakeClubPublic') },
    args: { input: t.arg({ type: MakeClubPublicInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ clubId: (await makeClubPublic(actingViewer(ctx)!, idOf(input.clubId, 'Club'))).id }),
  }),
  joinClub: t.field({
    type: JoinClubSuccess,
    description: 'Joins a club with a per-club nickname (or the main profile).',
    ...signedInWith('CLUBS_WRITE'),
    errors: { types: [InvalidInputError, NotFoundError, OwnerCannotJoinError, AlreadyMemberError, ClubBannedError], union: union('JoinClub') },
    args: { input: t.arg({ type: JoinClubInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const member = await joinClub(actingViewer(ctx)!, idOf(input.clubId, 'Club'), input.nickname);
      return { clubId: member.clubId, membershipId: member.id };
    },
  }),
  leaveClub: t.field({
    type: LeaveClubSuccess,
    description: 'Leaves a club. Refused while a subscription to it renews; allowed after cancelling.',
    ...signedInWith('CLUBS_WRITE'),
    errors: { types: [NotFoundError, MembershipRequiredError, LeaveBlockedBySubscriptionError], union: union('LeaveClub') },
    args: { input: t.arg({ type: LeaveClubInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ clubId: await leaveClub(actingViewer(ctx)!, idOf(input.clubId, 'Club')) }),
  }),
  updateClubProfile: t.field({
    type: UpdateClubProfileSuccess,
    description: 'Sets the viewer’s nickname and avatar in one club.',
    ...signedInWith('CLUBS_WRITE'),
    errors: { types: [InvalidInputError, NotFoundError, MembershipRequiredError], union: union('UpdateClubProfile') },
    args: { input: t.arg({ type: UpdateClubProfileInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const member = await updateClubProfile(actingViewer(ctx)!, {
        ...input,
        clubId: idOf(input.clubId, 'Club'),
        avatarFileId: fileId(input.avatarFileId),
      });
      return { clubId: member.clubId, membershipId: member.id };
    },
  }),
  updateClubNotificationSettings: t.field({
    type: UpdateClubNotificationSettingsSuccess,
    description: 'Sets the viewer’s notification switches for one club.',
    ...signedInWith('CLUBS_WRITE'),
    errors: { types: [NotFoundError, MembershipRequiredError], union: union('UpdateClubNotificationSettings') },
    args: { input: t.arg({ type: UpdateClubNotificationSettingsInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const member = await updateClubNotificationSettings(actingViewer(ctx)!, { ...input, clubId: idOf(input.clubId, 'Club') });
      return { clubId: member.clubId, membershipId: member.id };
    },
  }),
}));
