// Moderation in GraphQL: reporting (signed-in users, browser sessions), the administrators' reports queue and
// actions, suspensions, and a club owner's reports about content in their club.
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { builder, ErrorInterface } from '../../graphql/builder.ts';
import { actingViewer, idOf } from '../../graphql/acting-viewer.ts';
import { viewerIs } from '../../graphql/shared-execution.ts';
import { adminOnly, isAdminSession, sessionOnly } from '../../graphql/auth-guards.ts';
import type { Context } from '../../graphql/context.ts';
import { batchLoader, type Loader } from '../../graphql/batch-loader.ts';
import type { Prisma, ReportTargetKind } from '../../generated/prisma/client.ts';
import { COUNT_LIMIT } from '../../platform/counts.ts';
import { db } from '../../platform/database.ts';
import { keysetPage, type PageQuery } from '../../platform/keyset.ts';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../../platform/errors.ts';
import { NOBODY } from '../../platform/ids.ts';
import { AccountSuspendedError, ReportAlreadyResolvedError } from './moderation.errors.ts';
import {
  fileReport,
  hiddenReportTargets,
  liftSuspension,
  REPORT_DETAILS_MAX,
  reportKindOfTypename,
  resolveReport,
  suspendUser,
  typenameOfReportKind,
} from './moderation.service.ts';


builder.objectType(AccountSuspendedError, {
  name: 'AccountSuspendedError',
  description: 'The account is suspended (ACCOUNT_SUSPENDED): it cannot sign in or write until the suspension ends.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    reason: t.exposeString('reason', { description: 'Why, as the administrator wrote it (or a report reason code such as SPAM).' }),
    until: t.expose('until', { type: 'DateTime', nullable: true, description: 'When the suspension ends; null when it is for good.' }),
  }),
});

builder.objectType(ReportAlreadyResolvedError, {
  name: 'ReportAlreadyResolvedError',
  description: 'The report was already resolved, by another administrator or with another report of the same target (REPORT_RESOLVED).',
  interfaces: [ErrorInterface],
});

export const ReportTargetKindEnum = builder.enumType('ReportTargetKind', {
  description: 'What a report is about.',
  values: {
    POST: { description: 'A post.' },
    COMMENT: { description: 'A comment or reply.' },
    USER: { description: 'A user (their profile or nickname).' },
    CHAT_MESSAGE: { description: 'A chat message.' },
  },
});

export const ReportReasonEnum = builder.enumType('ReportReason', {
  description: 'Why something is reported.',
  values: {
    SPAM: { description: 'Spam or advertising.' },
    HARASSMENT: { description: 'Harassment, abuse or hate.' },
    IMPERSONATION: { description: 'Pretends to be someone else.' },
    INAPPROPRIATE: { description: 'Sexual, violent or otherwise inappropriate content.' },
    OTHER: { description: 'Something else (details required).' },
  },
});

export const ReportStatusEnum = builder.enumType('ReportStatus', {
  description: 'Whether a report waits for an administrator.',
  values: { OPEN: { description: 'Waiting for an administrator.' }, RESOLVED: { description: 'Acted on or dismissed.' } },
});

export const ReportResolutionEnum = builder.enumType('ReportResolution', {
  description: 'What resolved a report.',
  values: {
    HIDDEN: { description: 'The post or comment was hidden.' },
    DELETED: { description: 'The content was deleted.' },
    WARNED: { description: 'The author was warned.' },
    SUSPENDED: { description: 'The author (or reported user) was suspended.' },
    DISMISSED: { description: 'Nothing wrong was found.' },
  },
});

export const ModerationActionEnum = builder.enumType('ModerationAction', {
  description: 'What an administrator does about a report (every action resolves all open reports of its target).',
  values: {
    HIDE: { description: 'Hide the post or comment (others see a placeholder for a comment).' },
    DELETE: { description: 'Delete the post or comment.' },
    WARN: { description: 'Send the author a warning notification.' },
    SUSPEND: { description: 'Suspend the author or reported user for suspendDays (null: for good).' },
    DISMISS: { description: 'Close the report without action.' },
  },
});

const hiddenTargetLoaders = new WeakMap<object, Loader<{ kind: ReportTargetKind; targetId: string }, boolean>>();

/** Whether a report's target is hidden now, batched per request: one query per kind for a page of reports. */
function hiddenTargetsFor(ctx: Context) {
  let load = hiddenTargetLoaders.get(ctx);
  if (!load) {
    load = batchLoader(
      (key) => `${key.kind}:${key.targetId}`,
      async (keys) => new Map([...(await hiddenReportTargets(keys))].map((key) => [key, true])),
      false,
    );
    hiddenTargetLoaders.set(ctx, load);
  }
  return load;
}

export const ReportNode = builder.prismaNode('Report', {
  id: { field: 'id' },
  nullable: true,
  // By id: administrators only (owners and reporters read reports through their lists).
  findUnique: (id, ctx) => ({ id: isAdminSession(ctx) ? id : NOBODY }),
  description: 'A report of a post, comment, chat message or user, as filed and as resolved.',
  fields: (t) => ({
    targetKind: t.expose('targetKind', { type: ReportTargetKindEnum, description: 'What is reported.' }),
    targetId: t.id({
      description: 'The global id of the reported object (Post, Comment, User or ChatMessage); it may no longer resolve once deleted.',
      resolve: (r) => encodeGlobalID(typenameOfReportKind(r.targetKind), r.targetId),
    }),
    excerpt: t.exposeString('excerpt', { description: 'A short excerpt of the target as it was when reported.' }),
    reason: t.expose('reason', { type: ReportReasonEnum, description: 'The reporter’s reason.' }),
    details: t.exposeString('details', { nullable: true, description: 'The reporter’s own words, if any.' }),
    status: t.expose('status', { type: ReportStatusEnum, description: 'Open or resolved.' }),
    resolution: t.expose('resolution', { type: ReportResolutionEnum, nullable: true, description: 'What resolved it; null while open.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was filed.' }),
    resolvedAt: t.expose('resolvedAt', { type: 'DateTime', nullable: true, description: 'When it was resolved.' }),
    targetUser: t.relation('targetUser', { nullable: true, description: 'The author of the reported content, or the reported user.' }),
    club: t.relation('club', { nullable: true, description: 'The club the reported content belongs to; null for users and chat.' }),
    targetHidden: t.boolean({
      description: 'Whether the reported post or comment is hidden now (false for users and chat messages, which cannot be hidden).',
      resolve: (r, _args, ctx) => hiddenTargetsFor(ctx)({ kind: r.targetKind, targetId: r.targetId }),
    }),
    reporterNickname: t.string({
      nullable: true,
      description: 'Who reported it (administrators only; null for everyone else, club owners included).',
      select: { reporter: { select: { nickname: true } } },
      resolve: (r, _args, ctx) => (isAdminSession(ctx) ? r.reporter.nickname : null),
    }),
  }),
});

/** Newest first, keyset-paged on (createdAt, id) (Report's `keyset` unique). */
const findReportsPage = (query: PageQuery, where: Prisma.ReportWhereInput) =>
  keysetPage(query, 'createdAt', where, (args) => db().report.findMany(args as Prisma.ReportFindManyArgs));

builder.queryFields((t) => ({
  reports: t.prismaConnection({
    type: 'Report',
    cursor: 'keyset',
    description: `The reports queue, newest first (administrators only). totalCount stops at ${COUNT_LIMIT}.`,
    ...adminOnly,
    args: { status: t.arg({ type: ReportStatusEnum, defaultValue: 'OPEN', description: 'Open (the default) or resolved reports.' }) },
    totalCount: (_p, args) => db().report.count({ where: { status: args.status ?? 'OPEN' }, take: COUNT_LIMIT }),
    resolve: (query, _root, args) => findReportsPage(query, { status: args.status ?? 'OPEN' }),
  }),
}));

/** The club owner (or an administrator) through a browser session: tokens never read reports (moderation is session-only). */
const readsClubReports = (ctx: Context, club: { ownerId: string }) => ctx.apiScopes === null && !!ctx.viewer && (ctx.viewer.role === 'ADMIN' || ctx.viewer.id === club.ownerId);

builder.prismaObjectField('Club', 'reports', (t) =>
  t.prismaConnection({
    type: 'Report',
    cursor: 'keyset',
    description: `Reports about posts and comments of the club, newest first: for its owner and administrators through a browser session; empty for everyone else and for API tokens. totalCount stops at ${COUNT_LIMIT}.`,
    args: { status: t.arg({ type: ReportStatusEnum, defaultValue: 'OPEN', description: 'Open (the default) or resolved reports.' }) },
    totalCount: (club, args, ctx) =>
      readsClubReports(ctx, club) ? db().report.count({ where: { clubId: club.id, status: args.status ?? 'OPEN' }, take: COUNT_LIMIT }) : 0,
    resolve: async (query, club, args, ctx) =>
      readsClubReports(ctx, club) ? findReportsPage(query, { clubId: club.id, status: args.status ?? 'OPEN' }) : [],
  }),
);

const SuspensionRef = builder.objectRef<{ reason: string; until: Date | null }>('Suspension').implement({
  description: 'A suspension in force.',
  fields: (t) => ({
    reason: t.exposeString('reason', { description: 'Why.' }),
    until: t.expose('until', { type: 'DateTime', nullable: true, description: 'When it ends; null: for good.' }),
  }),
});

builder.prismaObjectField('User', 'suspension', (t) =>
  t.field({
    type: SuspensionRef,
    nullable: true,
    description: 'The account’s suspension in force (administrators only; null for everyone else and when not suspended).',
    select: { status: true, suspendedUntil: true, suspensionReason: true },
    resolve: (user, _args, ctx) => {
      if (!isAdminSession(ctx) || user.status !== 'SUSPENDED') return null;
      if (user.suspendedUntil && user.suspendedUntil <= new Date()) return null;
      return { reason: user.suspensionReason ?? '', until: user.suspendedUntil };
    },
  }),
);

// ------------------------------------------------------------------ mutations

const ReportContentInput = builder.inputType('ReportContentInput', {
  description: 'A report of a post, comment, chat message or user.',
  fields: (t) => ({
    targetId: t.id({ required: true, description: 'The Post, Comment, ChatMessage or User id.' }),
    reason: t.field({ type: ReportReasonEnum, required: true, description: 'Why.' }),
    details: t.string({ required: false, description: `More about it (at most ${REPORT_DETAILS_MAX} characters; required with OTHER).` }),
  }),
});

const ReportContentSuccess = builder.objectRef<{ reportId: string }>('ReportContentSuccess').implement({
  description: 'The report was filed (or the viewer’s open report of the same target returned).',
  fields: (t) => ({
    report: t.prismaField({
      type: 'Report',
      description: 'The report.',
      resolve: (q, p) => db().report.findUniqueOrThrow({ ...q, where: { id: p.reportId } }),
    }),
  }),
});

const ResolveReportInput = builder.inputType('ResolveReportInput', {
  description: 'An administrator’s action on a report.',
  fields: (t) => ({
    reportId: t.globalID({ required: true, for: [ReportNode], description: 'The Report id.' }),
    action: t.field({ type: ModerationActionEnum, required: true, description: 'What to do.' }),
    suspendDays: t.int({ required: false, description: 'With SUSPEND: how many days (e.g. 1, 7, 30); null or absent: for good.' }),
    note: t.string({ required: false, description: 'Why (shown in the warning or as the suspension reason; at most 500 characters).' }),
  }),
});

const ResolveReportSuccess = builder.objectRef<{ reportId: string; resolvedCount: number }>('ResolveReportSuccess').implement({
  description: 'The action was taken and the target’s open reports resolved.',
  fields: (t) => ({
    report: t.prismaField({ type: 'Report', description: 'The report, resolved.', resolve: (q, p) => db().report.findUniqueOrThrow({ ...q, where: { id: p.reportId } }) }),
    resolvedCount: t.exposeInt('resolvedCount', { description: 'How many open reports of the same target this resolved.' }),
  }),
});

const SuspendUserInput = builder.inputType('SuspendUserInput', {
  description: 'Suspends an account.',
  fields: (t) => ({
    userId: t.globalID({ required: true, description: 'The User id.' }),
    days: t.int({ required: false, description: 'How many days; null or absent: for good.' }),
    reason: t.string({ required: true, description: 'Why (shown to the user when they try to sign in or write).' }),
  }),
});

const LiftSuspensionInput = builder.inputType('LiftSuspensionInput', {
  description: 'Ends a suspension early.',
  fields: (t) => ({ userId: t.globalID({ required: true, description: 'The User id.' }) }),
});

const userSuccess = (name: string, description: string) =>
  builder.objectRef<{ userId: string }>(name).implement({
    description,
    fields: (t) => ({
      user: t.prismaField({ type: 'User', description: 'The user.', resolve: (q, p) => db().user.findUniqueOrThrow({ ...q, where: { id: p.userId } }) }),
    }),
  });

const SuspendUserSuccess = userSuccess('SuspendUserSuccess', 'The account is suspended: its sessions and API tokens are refused until it ends.');
const LiftSuspensionSuccess = userSuccess('LiftSuspensionSuccess', 'The account is active again.');

const union = (name: string) => ({ name: `${name}Result`, description: `The outcome of ${name[0].toLowerCase()}${name.slice(1)}: success or a typed error.` });

builder.mutationFields((t) => ({
  reportContent: t.field({
    type: ReportContentSuccess,
    description:
      'Reports a post, comment, chat message or user (signed in, browser sessions only). The viewer must be able to read what they report (NOT_FOUND otherwise); reporting the same target again while the earlier report is open returns it.',
    ...sessionOnly,
    errors: { types: [InvalidInputError, NotFoundError], union: union('ReportContent') },
    args: { input: t.arg({ type: ReportContentInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const decoded = decodeTarget(String(input.targetId));
      const kind = decoded && reportKindOfTypename(decoded.typename);
      if (!decoded || !kind) throw new NotFoundError('Nothing to report here');
      return { reportId: await fileReport(actingViewer(ctx)!, { kind, targetId: decoded.id, reason: input.reason, details: input.details }) };
    },
  }),
  resolveReport: t.field({
    type: ResolveReportSuccess,
    description: 'Acts on a report: hide, delete, warn, suspend or dismiss (administrators; never a report about themselves or their content: OWN_CASE). Resolves every open report of the same target; audited.',
    ...adminOnly,
    errors: { types: [InvalidInputError, NotFoundError, ForbiddenError, ReportAlreadyResolvedError], union: union('ResolveReport') },
    args: { input: t.arg({ type: ResolveReportInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const reportId = idOf(input.reportId, 'Report');
      const { resolved } = await resolveReport(actingViewer(ctx)!, { reportId, action: input.action, suspendDays: input.suspendDays, note: input.note });
      return { reportId, resolvedCount: resolved };
    },
  }),
  suspendUser: t.field({
    type: SuspendUserSuccess,
    description: 'Suspends an account for some days or for good (administrators; not other administrators). Its sessions and API tokens are refused until it ends (the sessions end when it is lifted); the card subscriptions that would renew meanwhile, its own and its clubs’ fans’, are cancelled at their period end, and its clubs sell nothing; audited.',
    ...adminOnly,
    errors: { types: [InvalidInputError, NotFoundError, ForbiddenError], union: union('SuspendUser') },
    args: { input: t.arg({ type: SuspendUserInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const userId = idOf(input.userId, 'User');
      await suspendUser(actingViewer(ctx)!, { userId, days: input.days ?? null, reason: input.reason });
      return { userId };
    },
  }),
  liftSuspension: t.field({
    type: LiftSuspensionSuccess,
    description: 'Ends a suspension early (administrators); audited.',
    ...adminOnly,
    errors: { types: [InvalidInputError, NotFoundError, ForbiddenError], union: union('LiftSuspension') },
    args: { input: t.arg({ type: LiftSuspensionInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const userId = idOf(input.userId, 'User');
      await liftSuspension(actingViewer(ctx)!, userId);
      return { userId };
    },
  }),
}));

function decodeTarget(globalId: string): { typename: string; id: string } | null {
  try {
    const decoded = decodeGlobalID(globalId);
    return decoded.typename && decoded.id ? decoded : null;
  } catch {
    return null;
  }
}

// ------------------------------------------------------------------ report buttons

/**
 * Signed in through a browser session (reporting is session-only) and not oneself. Asks viewerIs rather than
 * comparing ids, so a live event's result stays shared by every fan who gets the same answer.
 */
const mayReport = (ctx: Context, ownerId: string) => !!ctx.viewer && ctx.apiScopes === null && !viewerIs(ctx, ownerId);

builder.prismaObjectField('Post', 'viewerCanReport', (t) =>
  t.boolean({
    description: 'Whether the viewer may report the post: signed in (browser session) and not its author.',
    select: { authorId: true },
    resolve: (post, _args, ctx) => mayReport(ctx, post.authorId),
  }),
);

builder.prismaObjectField('Comment', 'viewerCanReport', (t) =>
  t.boolean({
    description: 'Whether the viewer may report the comment: signed in (browser session), not its author, and it is neither deleted nor hidden.',
    select: { authorId: true, deletedAt: true, hiddenAt: true },
    resolve: (comment, _args, ctx) => !comment.deletedAt && !comment.hiddenAt && mayReport(ctx, comment.authorId),
  }),
);

builder.prismaObjectField('User', 'viewerCanReport', (t) =>
  t.boolean({
    description: 'Whether the viewer may report this user: signed in (browser session) and not themself.',
    select: { id: true },
    resolve: (user, _args, ctx) => mayReport(ctx, user.id),
  }),
);
