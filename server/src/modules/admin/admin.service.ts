// The audit log: every administrator action, written in the same transaction as the action itself.
import type { Prisma } from '../../generated/prisma/client.ts';

/** Actions written to the audit log (`<target>.<verb>`). */
export const AUDIT_ACTIONS = [
  'creator_application.approve',
  'creator_application.reject',
  'withdrawal.approve',
  'withdrawal.reject',
  'withdrawal.mark_paid',
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
