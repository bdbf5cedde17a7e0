// Wires the subscription lifecycle into one app instance: a pg-boss schedule every 5 minutes runs
// renewals and their retries, expiries and deposit reminders (each a bounded batch; pg-boss hands a
// scheduled job to one worker, and the payments' idempotency keys make an overlapping run harmless); and
// daily at 10:00 KST, subscribers reaching a milestone (1, 3, 6, 12, 24, ... months) are told of it once.
import type { Jobs } from '../../platform/jobs.ts';
import { reportClubActivity } from '../../platform/club-activity.ts';
import { db } from '../../platform/database.ts';
import type { Logger } from '../../platform/logger.ts';
import { addAccountDeletionCheck, addAccountDeletionStep } from '../accounts/profile.service.ts';
import { DAILY_AT_10_KST } from '../../platform/kst.ts';
import { tellClaimedAnniversaries } from '../notifications/notifications.service.ts';
import { configureLifecycle, runLifecycle, tellFans } from './lifecycle.service.ts';
import { ANNIVERSARY_BATCH, claimSubscriptionAnniversaries } from './memberships.service.ts';
import { addSubscriptionListener, closeOwnedClubsMemberships, paidPlanDeletionCheck, type SubscriptionEvent } from './membership-orders.ts';

export const LIFECYCLE_QUEUE = 'memberships.lifecycle';
export const SUBSCRIPTION_ANNIVERSARY_QUEUE = 'memberships.anniversaries';

/** One run of the daily job: claims today's subscription milestones batch by batch and tells each batch. */
export function runSubscriptionAnniversaries(now = new Date(), batch = ANNIVERSARY_BATCH): Promise<number> {
  return tellClaimedAnniversaries(
    () => claimSubscriptionAnniversaries(now, batch),
    (a) => ({ recipientId: a.userId, kind: 'SUBSCRIPTION_ANNIVERSARY', clubId: a.clubId, anniversary: a.months, subscriptionId: a.subscriptionId, planName: a.planName }),
    batch,
  );
}

export async function startMemberships(options: { jobs: Jobs; logger: Logger; scheduled: boolean }) {
  const { jobs, logger, scheduled } = options;
  configureLifecycle({ logger });
  // The fan hears of each committed start, renewal, failed renewal and expiry (in the app and by e-mail).
  addSubscriptionListener(tellFans, logger);
  // The club owner's dashboard and notifications hear of each new subscriber.
  addSubscriptionListener(reportNewSubscribers, logger);
  addAccountDeletionCheck(paidPlanDeletionCheck);
  addAccountDeletionStep(closeOwnedClubsMemberships);
  if (!scheduled) return;
  await jobs.createQueue(LIFECYCLE_QUEUE);
  await jobs.schedule(LIFECYCLE_QUEUE, '*/5 * * * *');
  await jobs.work(LIFECYCLE_QUEUE, async () => {
    const result = await runLifecycle();
    if (Object.values(result).some((n) => n > 0)) logger.info(result, 'subscription lifecycle ran');
  });
  await jobs.createQueue(SUBSCRIPTION_ANNIVERSARY_QUEUE);
  await jobs.schedule(SUBSCRIPTION_ANNIVERSARY_QUEUE, DAILY_AT_10_KST);
  await jobs.work(SUBSCRIPTION_ANNIVERSARY_QUEUE, async () => {
    const told = await runSubscriptionAnniversaries();
    if (told) logger.info({ told }, 'subscription anniversaries told');
  });
}

async function reportNewSubscribers(events: SubscriptionEvent[]) {
  const started = events.filter((e) => e.kind === 'STARTED').map((e) => e.subscriptionId);
  if (started.length === 0) return;
  const subs = await db().subscription.findMany({ where: { id: { in: started } }, select: { id: true, clubId: true, userId: true, plan: { select: { name: true } } } });
  for (const sub of subs) await reportClubActivity({ kind: 'SUBSCRIPTION_STARTED', clubId: sub.clubId, userId: sub.userId, subscriptionId: sub.id, planName: sub.plan.name });
}
