// The audit log: every administrator action, written in the same transaction as the action itself.
import type { Prisma } from '../../generated/prisma/client.ts';
import { db } from '../../platform/database.ts';
import type { Viewer } from '../../platform/viewer.ts';

/** Actions written to the audit log (`<target>.<verb>`). */
export const AUDIT_ACTIONS = [
  'creator_application.approve',
  'creator_application.reject',
  'withdrawal.approve',
  'withdrawal.reject',
  'withdrawal.mark_paid',
  // An administrator read the full account number a withdrawal is paid to (revealWithdrawalAccountNumber).
  'withdrawal.reveal_account',
  // An administrator refunding a payment of any order (refundPaymentAsAdmin).
  'payment.refund',
  // Club owners' bans (the actor is the owner or an administrator).
  'club_ban.ban',
  'club_ban.lift',
  'post.hide',
  'post.show',
  'post.delete',
  'comment.hide',
  'comment.show',
  'comment.delete',
  'report.hide',
  'report.delete',
  'report.warn',
  'report.suspend',
  'report.dismiss',
  'user.suspend',
  'user.unsuspend',
  // The system lifts a suspension whose time is up (no actor).
  'user.suspension_end',
  // An administrator running a club someone else owns (auditedClubWrite).
  'club.update',
  'club.publish',
  'plan.create',
  'plan.update',
  'plan.reorder',
  'plan.archive',
  'product.create',
  'product.update',
  'product.archive',
  'product.restore',
  'store_order.ship',
  'store_order.deliver',
  'store_order.refund',
  'ticket.check_in',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export type AuditEntry = {
  /** Null for the system's own actions (scheduled jobs). */
  actorId: string | null;
  action: AuditAction;
  targetType: string;
  targetId: string;
  details?: Prisma.InputJsonObject;
};

/** Records an admin action inside the caller's transaction, so the action and its record commit together. */
export async function recordAudit(tx: Prisma.TransactionClient, entry: AuditEntry) {
  return tx.auditLog.create({ data: { ...entry, details: entry.details ?? {} } });
}

/** An administrator acting in a club someone else owns: what they do there is theirs to answer for. */
export function isAdminInOthersClub(viewer: Viewer, club: { ownerId: string }): boolean {
  return viewer.role === 'ADMIN' && viewer.id !== club.ownerId;
}

/**
 * Runs a write to a club in one transaction; when an administrator makes it in a club someone else owns,
 * `entry` describes it for the audit log, recorded in the same transaction (null: nothing changed).
 */
export function auditedClubWrite<T>(
  viewer: Viewer,
  club: { ownerId: string },
  write: (tx: Prisma.TransactionClient) => Promise<T>,
  entry: (result: T) => Omit<AuditEntry, 'actorId'> | null,
): Promise<T> {
  return db().$transaction(async (tx) => {
    const result = await write(tx);
    const audited = isAdminInOthersClub(viewer, club) ? entry(result) : null;
    if (audited) await recordAudit(tx, { actorId: viewer.id, ...audited });
    return result;
  });
}
