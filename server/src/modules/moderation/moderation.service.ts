// Reports, the administrators' queue and account suspensions. Report targets are pluggable: POST, COMMENT and
// USER are registered here at start-up; the chat module registers CHAT_MESSAGE through registerReportTarget.
// A reporter must be able to read what they report (the target's own content rule, DESIGN 9); one open report
// per reporter and target (reporting again returns it). Every administrator action resolves all open reports
// of the target and is written to the audit log in the same transaction.
import { Prisma, type ReportReason, type ReportTargetKind } from '../../generated/prisma/client.ts';
import { db } from '../../platform/database.ts';
import { ForbiddenError, InvalidInputError, NotFoundError, OwnCaseError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { PubSub } from '../../platform/pubsub.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { recordAudit } from '../admin/admin.service.ts';
import { endSessionsOf } from '../accounts/sessions.service.ts';
import { deleteComment, hiddenCommentIds, isHiddenFrom, readableCommentsWhere, setCommentHidden } from '../comments/comments.service.ts';
import { cancelRenewalsDuringSuspension } from '../memberships/membership-orders.ts';
import { recordModerationWarning } from '../notifications/notifications.service.ts';
import { deletePost, excerptOf, hiddenPostIds, readablePostsWhere, setPostHidden } from '../posts/posts.service.ts';
import { AccountSuspendedError, ReportAlreadyResolvedError } from './moderation.errors.ts';

export const REPORT_REASONS = ['SPAM', 'HARASSMENT', 'IMPERSONATION', 'INAPPROPRIATE', 'OTHER'] as const satisfies readonly ReportReason[];
export const REPORT_DETAILS_MAX = 500;
export const SUSPENSION_REASON_MAX = 500;
/** Suspension lengths the admin screen offers (any whole number of days 1–3650 is accepted; null is for good). */
export const SUSPENSION_DAYS = [1, 7, 30] as const;
const EXCERPT_LENGTH = 140;

export type ModerationAction = 'HIDE' | 'DELETE' | 'WARN' | 'SUSPEND' | 'DISMISS';

/** What a resolver tells about a target the reporter may read. */
export type ResolvedTarget = {
  /** The author of the content, or the reported user. */
  targetUserId: string | null;
  /** The club it belongs to (its owner sees the report), if any. */
  clubId: string | null;
  /** A short plain-text excerpt for the queue. */
  excerpt: string;
};

/** How a module makes its objects reportable. */
export type ReportTarget = {
  /** The GraphQL type of the target's global id (e.g. "ChatMessage"). */
  typename: string;
  /** The target as `viewer` may read it; null when they cannot read it (or it does not exist). */
  resolve: (viewer: Viewer, targetId: string) => Promise<ResolvedTarget | null>;
  /** Hides the target (administrators); absent when the kind cannot be hidden. */
  hide?: (admin: Viewer, targetId: string, within: (tx: Prisma.TransactionClient) => Promise<void>) => Promise<void>;
  /** Deletes the target (administrators); absent when the kind cannot be deleted. */
  remove?: (admin: Viewer, targetId: string, within: (tx: Prisma.TransactionClient) => Promise<void>) => Promise<void>;
  /** Of these target ids, those hidden now; absent when the kind cannot be hidden. */
  hiddenAmong?: (targetIds: readonly string[]) => Promise<Set<string>>;
};

const targets = new Map<ReportTargetKind, ReportTarget>();

/** Makes a kind reportable (called once at start-up by the module that owns it). */
export function registerReportTarget(kind: ReportTargetKind, target: ReportTarget): void {
  targets.set(kind, target);
}

/** Which of these targets are hidden now, as `${kind}:${targetId}`: one query per kind. */
export async function hiddenReportTargets(keys: readonly { kind: ReportTargetKind; targetId: string }[]): Promise<Set<string>> {
  const idsByKind = new Map<ReportTargetKind, string[]>();
  for (const { kind, targetId } of keys) idsByKind.set(kind, [...(idsByKind.get(kind) ?? []), targetId]);
  const hidden = new Set<string>();
  await Promise.all(
    [...idsByKind].map(async ([kind, ids]) => {
      for (const id of (await targets.get(kind)?.hiddenAmong?.(ids)) ?? []) hidden.add(`${kind}:${id}`);
    }),
  );
  return hidden;
}

/** The kind whose registered GraphQL type is `typename`, if any. */
export function reportKindOfTypename(typename: string): ReportTargetKind | null {
  for (const [kind, target] of targets) if (target.typename === typename) return kind;
  return null;
}

export function typenameOfReportKind(kind: ReportTargetKind): string {
  return targets.get(kind)?.typename ?? kind;
}

const clip = (text: string) => (text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text);

/** Registers POST, COMMENT and USER targets (startModeration calls it at start-up). */
export function registerModerationTargets(options: { pubsub: PubSub }): void {
  const { pubsub } = options;
  registerReportTarget('POST', {
    typename: 'Post',
    resolve: async (viewer, id) => {
      if (!isUuid(id)) return null;
      const post = await db().post.findFirst({
        where: { AND: [{ id }, await readablePostsWhere(viewer)] },
        select: { authorId: true, clubId: true, title: true, content: true, isSubscriberOnly: true },
      });
      if (!post) return null;
      const body = excerptOf(post.content, false, EXCERPT_LENGTH);
      return { targetUserId: post.authorId, clubId: post.clubId, excerpt: clip(body ? `${post.title} — ${body}` : post.title) };
    },
    hide: async (admin, id, within) => {
      await setPostHidden(admin, id, true, within);
    },
    remove: async (admin, id, within) => {
      await deletePost(admin, id, within);
    },
    hiddenAmong: hiddenPostIds,
  });
  registerReportTarget('COMMENT', {
    typename: 'Comment',
    resolve: async (viewer, id) => {
      if (!isUuid(id)) return null;
      const comment = await db().comment.findFirst({
        where: { AND: [{ id, deletedAt: null }, await readableCommentsWhere(viewer)] },
        select: { authorId: true, body: true, deletedAt: true, hiddenAt: true, post: { select: { clubId: true, club: { select: { ownerId: true } } } } },
      });
      // A comment hidden from the viewer shows them no text, so they cannot report it (its text would be the excerpt).
      if (!comment || isHiddenFrom((userId) => userId === viewer.id, viewer.role === 'ADMIN', comment)) return null;
      return { targetUserId: comment.authorId, clubId: comment.post.clubId, excerpt: clip(comment.body) };
    },
    // Hiding leaves "This comment was hidden" for others; deleting leaves "deleted" when it has replies.
    hide: async (admin, id, within) => {
      await setCommentHidden(admin, id, true, pubsub, within);
    },
    remove: async (admin, id, within) => {
      await deleteComment(admin, id, pubsub, within);
    },
    hiddenAmong: hiddenCommentIds,
  });
  registerReportTarget('USER', {
    typename: 'User',
    resolve: async (_viewer, id) => {
      if (!isUuid(id)) return null;
      const user = await db().user.findFirst({ where: { id, deletedAt: null }, select: { id: true, nickname: true, uid: true } });
      return user ? { targetUserId: user.id, clubId: null, excerpt: clip(`${user.nickname} (${user.uid})`) } : null;
    },
  });
}

// ------------------------------------------------------------------ reporting

export type ReportInput = { kind: ReportTargetKind; targetId: string; reason: ReportReason; details?: string | null };

/**
 * Files a report (anyone signed in who may read the target). Idempotent: while the reporter's earlier report
 * of the same target is open, that one is returned (its reason and details unchanged).
 */
export async function fileReport(viewer: Viewer, input: ReportInput): Promise<string> {
  const details = input.details?.trim() || null;
  if (details && details.length > REPORT_DETAILS_MAX) {
    throw new InvalidInputError('details', `Details may be at most ${REPORT_DETAILS_MAX} characters`, 'REPORT_DETAILS_TOO_LONG');
  }
  if (input.reason === 'OTHER' && !details) throw new InvalidInputError('details', 'Say what is wrong', 'REQUIRED');
  const target = targets.get(input.kind);
  const found = target ? await target.resolve(viewer, input.targetId) : null;
  if (!found) throw new NotFoundError('Nothing to report here');
  if (found.targetUserId === viewer.id) throw new InvalidInputError('targetId', 'You cannot report yourself or what you wrote', 'CANNOT_REPORT_SELF');
  const key = { reporterId: viewer.id, targetKind: input.kind, openTargetId: input.targetId };
  // Concurrent double submits: the unique (reporter, kind, open target) keeps one; the loser reads it.
  const existing = await db().report.findUnique({ where: { reporterId_targetKind_openTargetId: key }, select: { id: true } });
  if (existing) return existing.id;
  try {
    const created = await db().report.create({
      data: { ...key, targetId: input.targetId, targetUserId: found.targetUserId, clubId: found.clubId, excerpt: found.excerpt, reason: input.reason, details },
      select: { id: true },
    });
    return created.id;
  } catch (error) {
    const again = await db().report.findUnique({ where: { reporterId_targetKind_openTargetId: key }, select: { id: true } });
    if (again) return again.id;
    throw error;
  }
}

/** Reports the viewer may read: administrators all, a club owner those about content in their club, a reporter their own. */
export function visibleReportsWhere(viewer: Viewer | null): Prisma.ReportWhereInput {
  if (!viewer) return { id: { in: [] } };
  if (viewer.role === 'ADMIN') return {};
  return { OR: [{ reporterId: viewer.id }, { club: { ownerId: viewer.id } }] };
}

// ------------------------------------------------------------------ administrator actions

export type ResolveInput = { reportId: string; action: ModerationAction; suspendDays?: number | null; note?: string | null };

/**
 * Acts on a report (administrators): hides or deletes its target, warns its author, suspends them, or dismisses it.
 * Resolves every open report of the same target and writes the audit log, all in one transaction with the action.
 * Returns how many reports it resolved. A report about the administrator or their content is another's to judge.
 */
export async function resolveReport(admin: Viewer, input: ResolveInput, now = new Date()): Promise<{ resolved: number; warnedUserId: string | null }> {
  if (admin.role !== 'ADMIN') throw new ForbiddenError('Administrators only');
  const report = isUuid(input.reportId) ? await db().report.findUnique({ where: { id: input.reportId } }) : null;
  if (!report) throw new NotFoundError('No such report');
  // targetUserId is fixed when the report is filed (and shared by every report of the target), so no lock is needed.
  if (report.targetUserId === admin.id) throw new OwnCaseError();
  if (report.status !== 'OPEN') throw new ReportAlreadyResolvedError();
  const note = input.note?.trim() || null;
  if (note && note.length > SUSPENSION_REASON_MAX) throw new InvalidInputError('note', `At most ${SUSPENSION_REASON_MAX} characters`, 'REPORT_DETAILS_TOO_LONG');
  const target = targets.get(report.targetKind);
  const resolution = ({ HIDE: 'HIDDEN', DELETE: 'DELETED', WARN: 'WARNED', SUSPEND: 'SUSPENDED', DISMISS: 'DISMISSED' } as const)[input.action];
  let resolved = 0;
  const within = async (tx: Prisma.TransactionClient) => {
    const { count } = await tx.report.updateMany({
      where: { targetKind: report.targetKind, targetId: report.targetId, status: 'OPEN' },
      data: { status: 'RESOLVED', openTargetId: null, resolution, resolvedById: admin.id, resolvedAt: now },
    });
    if (count === 0) throw new ReportAlreadyResolvedError();
    resolved = count;
    await recordAudit(tx, {
      actorId: admin.id,
      action: `report.${input.action.toLowerCase()}` as 'report.hide',
      targetType: 'Report',
      targetId: report.id,
      details: {
        targetKind: report.targetKind,
        targetId: report.targetId,
        targetUserId: report.targetUserId,
        resolvedReports: count,
        ...(note ? { note } : {}),
        ...(input.action === 'SUSPEND' ? { days: input.suspendDays ?? null } : {}),
      },
    });
  };
  const invalid = (message: string) => new InvalidInputError('action', message, 'REPORT_ACTION_INVALID');
  switch (input.action) {
    case 'HIDE':
      if (!target?.hide) throw invalid('This kind of report cannot be hidden; delete it instead');
      await target.hide(admin, report.targetId, within);
      break;
    case 'DELETE':
      if (!target?.remove) throw invalid('This kind of report cannot be deleted');
      await target.remove(admin, report.targetId, within);
      break;
    case 'WARN': {
      const warned = report.targetUserId;
      if (!warned) throw invalid('Nobody to warn');
      const push = await db().$transaction(async (tx) => {
        await within(tx);
        return recordModerationWarning(tx, {
          recipientId: warned,
          reason: note ?? report.reason,
          postId: report.targetKind === 'POST' ? report.targetId : null,
          commentId: report.targetKind === 'COMMENT' ? report.targetId : null,
        });
      });
      push();
      return { resolved, warnedUserId: warned };
    }
    case 'SUSPEND':
      if (!report.targetUserId) throw invalid('Nobody to suspend');
      await suspendUser(admin, { userId: report.targetUserId, days: input.suspendDays ?? null, reason: note ?? report.reason }, now, within);
      break;
    case 'DISMISS':
      await db().$transaction(within);
      break;
  }
  return { resolved, warnedUserId: null };
}

// ------------------------------------------------------------------ suspensions

export type Suspension = { reason: string; until: Date | null };

function checkDays(days: number | null): void {
  if (days !== null && (!Number.isInteger(days) || days < 1 || days > 3650)) {
    throw new InvalidInputError('days', 'A suspension lasts 1 to 3650 whole days, or for good', 'INVALID_INPUT');
  }
}

/**
 * Suspends an account for `days` (null: for good): it cannot sign in or write, and its sessions and API tokens
 * are refused with the reason and the end (403 AccountSuspended; sockets close). Its sessions are kept only to
 * say so and end when the suspension is lifted. Nothing is charged while it lasts: the card subscriptions it
 * would renew, the account's and its clubs' fans', are cancelled at their period end, and its clubs sell
 * nothing (isClubClosed). Administrators cannot be suspended. Audited in the same transaction.
 */
export async function suspendUser(
  admin: Viewer,
  input: { userId: string; days: number | null; reason: string },
  now = new Date(),
  within?: (tx: Prisma.TransactionClient) => Promise<void>,
): Promise<void> {
  if (admin.role !== 'ADMIN') throw new ForbiddenError('Administrators only');
  checkDays(input.days);
  const reason = input.reason.trim();
  if (!reason) throw new InvalidInputError('reason', 'Say why', 'REQUIRED');
  if (reason.length > SUSPENSION_REASON_MAX) throw new InvalidInputError('reason', `At most ${SUSPENSION_REASON_MAX} characters`, 'REPORT_DETAILS_TOO_LONG');
  const user = isUuid(input.userId) ? await db().user.findFirst({ where: { id: input.userId, deletedAt: null }, select: { id: true, role: true } }) : null;
  if (!user) throw new NotFoundError('No such user');
  if (user.role === 'ADMIN') throw new ForbiddenError('Administrators cannot be suspended');
  const until = input.days === null ? null : new Date(now.getTime() + input.days * 86_400_000);
  await db().$transaction(async (tx) => {
    await tx.user.update({ where: { id: user.id }, data: { status: 'SUSPENDED', suspendedUntil: until, suspensionReason: reason } });
    await cancelRenewalsDuringSuspension(tx, user.id, until, now);
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'user.suspend',
      targetType: 'User',
      targetId: user.id,
      details: { reason, days: input.days, until: until?.toISOString() ?? null },
    });
    if (within) await within(tx);
  });
}

/** Makes an account active again; its sessions, refused while it was suspended, end (it signs in afresh). */
async function reactivate(tx: Prisma.TransactionClient, userIds: string[]): Promise<void> {
  await tx.user.updateMany({ where: { id: { in: userIds } }, data: { status: 'ACTIVE', suspendedUntil: null, suspensionReason: null } });
  await endSessionsOf(tx, userIds);
}

/** Lifts a suspension (administrators); audited. */
export async function liftSuspension(admin: Viewer, userId: string): Promise<void> {
  if (admin.role !== 'ADMIN') throw new ForbiddenError('Administrators only');
  const user = isUuid(userId) ? await db().user.findUnique({ where: { id: userId }, select: { id: true, status: true } }) : null;
  if (!user) throw new NotFoundError('No such user');
  if (user.status !== 'SUSPENDED') throw new InvalidInputError('userId', 'This account is not suspended', 'INVALID_INPUT');
  await db().$transaction(async (tx) => {
    await reactivate(tx, [user.id]);
    await recordAudit(tx, { actorId: admin.id, action: 'user.unsuspend', targetType: 'User', targetId: user.id });
  });
}

/**
 * Lifts up to `batch` suspensions whose time is up (the scheduled job; or only `onlyUserId`'s, when a request
 * finds it due first), each with a system entry in the audit log in the same transaction. Returns how many.
 */
export async function liftExpiredSuspensions(now = new Date(), batch = 500, onlyUserId?: string): Promise<number> {
  return db().$transaction(async (tx) => {
    // Rows locked and skipped by a concurrent run (another instance, or a request) are left to it.
    const due = await tx.$queryRaw<{ id: string; suspensionReason: string | null; suspendedUntil: Date }[]>`
      SELECT id, "suspensionReason", "suspendedUntil" FROM "User"
      WHERE status = 'SUSPENDED' AND "suspendedUntil" <= ${now} ${onlyUserId ? Prisma.sql`AND id = ${onlyUserId}::uuid` : Prisma.empty}
      ORDER BY "suspendedUntil" LIMIT ${batch} FOR UPDATE SKIP LOCKED`;
    if (due.length === 0) return 0;
    await reactivate(tx, due.map((u) => u.id));
    for (const u of due) {
      const details = { reason: u.suspensionReason ?? '', until: u.suspendedUntil.toISOString() };
      await recordAudit(tx, { actorId: null, action: 'user.suspension_end', targetType: 'User', targetId: u.id, details });
    }
    return due.length;
  });
}

/**
 * The user's suspension in force, or null. A suspension whose time is up is lifted here (the account becomes
 * active again), so every door that asks also ends it.
 */
export async function suspensionOf(userId: string, now = new Date()): Promise<Suspension | null> {
  const user = await db().user.findUnique({ where: { id: userId }, select: { status: true, suspendedUntil: true, suspensionReason: true } });
  if (!user || user.status !== 'SUSPENDED') return null;
  // Between runs of the scheduled job (moderation.setup.ts), a suspension whose time is up is lifted here.
  if (user.suspendedUntil && user.suspendedUntil <= now) {
    await liftExpiredSuspensions(now, 1, userId);
    return null;
  }
  return { reason: user.suspensionReason ?? '', until: user.suspendedUntil };
}

/** Whether the user is suspended now (for other modules: chat, orders...). */
export async function isSuspended(userId: string, now = new Date()): Promise<boolean> {
  return (await suspensionOf(userId, now)) !== null;
}

/** Throws AccountSuspendedError (with the reason and the end) while the user is suspended. */
export async function assertNotSuspended(userId: string, now = new Date()): Promise<void> {
  const suspension = await suspensionOf(userId, now);
  if (suspension) throw new AccountSuspendedError(suspension.reason, suspension.until);
}
