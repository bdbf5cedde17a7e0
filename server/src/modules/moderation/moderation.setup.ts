// Wires moderation into one app instance: the report targets it owns (posts, comments, users), and a pg-boss
// schedule every 5 minutes that lifts the suspensions whose time is up (each with a system audit entry), so
// an account is active again on time and not only when it next knocks.
import type { Jobs } from '../../platform/jobs.ts';
import type { Logger } from '../../platform/logger.ts';
import type { PubSub } from '../../platform/pubsub.ts';
import { liftExpiredSuspensions, registerModerationTargets } from './moderation.service.ts';

export const SUSPENSIONS_QUEUE = 'moderation.lift-suspensions';
const BATCH = 500;

/** One run of the job: lifts every suspension that is due, a batch per transaction. Returns how many. */
export async function runSuspensionExpiry(now = new Date()): Promise<number> {
  let lifted = 0;
  for (;;) {
    const batch = await liftExpiredSuspensions(now, BATCH);
    lifted += batch;
    if (batch < BATCH) return lifted;
  }
}

export async function startModeration(options: { pubsub: PubSub; jobs: Jobs; logger: Logger; scheduled: boolean }) {
  const { jobs, logger, scheduled } = options;
  registerModerationTargets({ pubsub: options.pubsub });
  if (!scheduled) return;
  await jobs.createQueue(SUSPENSIONS_QUEUE);
  await jobs.schedule(SUSPENSIONS_QUEUE, '*/5 * * * *');
  await jobs.work(SUSPENSIONS_QUEUE, async () => {
    const lifted = await runSuspensionExpiry();
    if (lifted) logger.info({ lifted }, 'expired suspensions lifted');
  });
}
