// Creator conversion: a user applies with channel links and an introduction; an administrator approves
// (the user becomes a creator and can create clubs) or rejects with a reason. Each review is written to
// the audit log in the same transaction, and the applicant is told by e-mail.
import type { CreatorApplicationStatus, Prisma } from '../../generated/prisma/client.ts';
import { db } from '../../platform/database.ts';
import { InvalidInputError, NotFoundError } from '../../platform/errors.ts';
import { mailLink, sendMail } from '../../platform/mail.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { recordAudit } from '../admin/admin.service.ts';
import { AlreadyCreatorError, ApplicationPendingError } from './creators.errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { keysetPage, type PageQuery } from '../../platform/keyset.ts';

export const MAX_CHANNEL_LINKS = 5;
export const MAX_LINK_LENGTH = 500;
export const MAX_INTRODUCTION = 2000;
export const MAX_REJECTION_REASON = 1000;


/** Whether the user may create clubs: approved creators and administrators. */
export function canCreateClub(viewer: Viewer | null): boolean {
  return viewer?.role === 'CREATOR' || viewer?.role === 'ADMIN';
}

/** Checks and normalises channel links; fields are `channelLinks` or `channelLinks.<index>`. */
export function validateChannelLinks(links: readonly string[]): string[] {
  const trimmed = links.map((l) => l.trim());
  if (!trimmed.some(Boolean)) throw new InvalidInputError('channelLinks', 'Add at least one channel link', 'REQUIRED');
  if (trimmed.length > MAX_CHANNEL_LINKS) {
    throw new InvalidInputError('channelLinks', `At most ${MAX_CHANNEL_LINKS} channel links`);
  }
  const out: string[] = [];
  for (const [i, link] of trimmed.entries()) {
    if (!link) continue;
    let url: URL | null = null;
    try {
      url = new URL(link);
    } catch {
      url = null;
    }
    const ok =
      url !== null &&
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      !url.username &&
      !url.password &&
      url.hostname.includes('.') &&
      link.length <= MAX_LINK_LENGTH;
    if (!ok) throw new InvalidInputError(`channelLinks.${i}`, 'Enter a valid http(s) link', 'INVALID_URL');
    if (!out.includes(url!.href)) out.push(url!.href);
  }
  return out;
}

export async function applyForCreator(viewer: Viewer, input: { channelLinks: readonly string[]; introduction: string }) {
  const channelLinks = validateChannelLinks(input.channelLinks);
  const introduction = input.introduction.trim();
  if (!introduction) throw new InvalidInputError('introduction', 'Introduce yourself and your channel', 'REQUIRED');
  if ([...introduction].length > MAX_INTRODUCTION) {
    throw new InvalidInputError('introduction', `The introduction is at most ${MAX_INTRODUCTION} characters`);
  }
  return db().$transaction(async (tx) => {
    // Lock the applicant's row: two concurrent applications cannot both find nothing pending.
    const [user] = await tx.$queryRaw<{ role: string }[]>`SELECT role FROM "User" WHERE id = ${viewer.id}::uuid FOR UPDATE`;
    if (!user) throw new NotFoundError('No such user');
    if (user.role !== 'USER') throw new AlreadyCreatorError();
    const pending = await tx.creatorApplication.count({ where: { userId: viewer.id, status: 'PENDING' } });
    if (pending) throw new ApplicationPendingError();
    return tx.creatorApplication.create({ data: { userId: viewer.id, channelLinks, introduction } });
  });
}

export async function reviewCreatorApplication(
  admin: Viewer,
  input: { applicationId: string; approve: boolean; reason?: string | null },
  now = new Date(),
) {
  const reason = input.reason?.trim() || null;
  if (!input.approve && !reason) throw new InvalidInputError('reason', 'Give the applicant a reason', 'REQUIRED');
  if (reason && [...reason].length > MAX_REJECTION_REASON) {
    throw new InvalidInputError('reason', `The reason is at most ${MAX_REJECTION_REASON} characters`);
  }
  if (!isUuid(input.applicationId)) throw new NotFoundError('No such application');
  const reviewed = await db().$transaction(async (tx) => {
    const application = await tx.creatorApplication.findUnique({
      where: { id: input.applicationId },
      select: { id: true, userId: true, user: { select: { email: true, nickname: true, deletedAt: true } } },
    });
    // An account deleted since it applied is nobody to make a creator.
    if (!application || application.user.deletedAt) throw new NotFoundError('No such application');
    // Only a pending application changes, once, even when two administrators click at the same time.
    const { count } = await tx.creatorApplication.updateMany({
      where: { id: application.id, status: 'PENDING' },
      data: {
        status: input.approve ? 'APPROVED' : 'REJECTED',
        reviewedById: admin.id,
        reviewedAt: now,
        rejectionReason: input.approve ? null : reason,
      },
    });
    if (!count) throw new InvalidInputError('applicationId', 'This application was already reviewed');
    if (input.approve) await tx.user.updateMany({ where: { id: application.userId, role: 'USER' }, data: { role: 'CREATOR' } });
    await recordAudit(tx, {
      actorId: admin.id,
      action: input.approve ? 'creator_application.approve' : 'creator_application.reject',
      targetType: 'CreatorApplication',
      targetId: application.id,
      details: { applicantId: application.userId, ...(reason ? { reason } : {}) },
    });
    return application;
  });
  if (reviewed.user.email) {
    await sendMail(reviewMail(reviewed.user.email, reviewed.user.nickname, input.approve, reason));
  }
  return reviewed.id;
}

function reviewMail(to: string, nickname: string, approved: boolean, reason: string | null) {
  return approved
    ? {
        to,
        subject: 'Your Oshi creator application was approved',
        text: `Hi ${nickname},\n\nWelcome aboard: your creator account is ready. You can now create your club:\n${mailLink('/creator')}\n\nThe Oshi team`,
      }
    : {
        to,
        subject: 'About your Oshi creator application',
        text: `Hi ${nickname},\n\nThank you for applying. We could not approve your application this time.\n\nReason: ${reason}\n\nYou are welcome to apply again:\n${mailLink('/creator')}\n\nThe Oshi team`,
      };
}

/** A page of creator applications, oldest first, of one status or all; keyset-paged on (createdAt, id). */
export function findApplicationsPage<Q extends PageQuery>(query: Q, status: CreatorApplicationStatus | null | undefined) {
  return keysetPage(query, 'createdAt', status ? { status } : {}, (args) => db().creatorApplication.findMany(args as Prisma.CreatorApplicationFindManyArgs), { order: 'asc' });
}

/**
 * A deleted account's applications (an account deletion step): a pending one leaves the review queue, and
 * reviewed ones keep their verdict but not the applicant's links and introduction.
 */
export async function forgetApplicationsOf(userId: string, tx: Prisma.TransactionClient) {
  await tx.creatorApplication.deleteMany({ where: { userId, status: 'PENDING' } });
  await tx.creatorApplication.updateMany({ where: { userId }, data: { introduction: '', channelLinks: [] } });
}
