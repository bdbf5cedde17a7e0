// Wires the clubs module into one app instance: once per deployment, members without a club nickname
// comparison key (who joined before keys existed, or whose key a migration dropped when nicknameKey
// changed) get theirs (pg-boss runs the singleton job on one instance); and daily at
// 10:00 KST, members whose join anniversary is today are told of it, once per anniversary.
import type { Jobs } from '../../platform/jobs.ts';
import type { Logger } from '../../platform/logger.ts';
import { DAILY_AT_10_KST } from '../../platform/kst.ts';
import { tellClaimedAnniversaries } from '../notifications/notifications.service.ts';
import { addRenameStep } from '../accounts/profile.service.ts';
import { ANNIVERSARY_BATCH, backfillNicknameKeys, claimJoinAnniversaries, renameMemberships } from './clubs.service.ts';

const NICKNAME_KEYS_QUEUE = 'clubs.nickname-keys';
export const JOIN_ANNIVERSARY_QUEUE = 'clubs.join-anniversaries';

/** One run of the daily job: claims today's join anniversaries batch by batch and tells each batch. */
export function runJoinAnniversaries(now = new Date(), batch = ANNIVERSARY_BATCH): Promise<number> {
  return tellClaimedAnniversaries(
    () => claimJoinAnniversaries(now, batch),
    (a) => ({ recipientId: a.userId, kind: 'JOIN_ANNIVERSARY', clubId: a.clubId, anniversary: a.years }),
    batch,
  );
}

export async function startClubs(options: { jobs: Jobs; logger: Logger; scheduled: boolean }) {
  const { jobs, logger, scheduled } = options;
  // A member without a club nickname is shown by their main one: renaming it is checked against each club.
  addRenameStep(renameMemberships);
  if (!scheduled) return;
  await jobs.createQueue(NICKNAME_KEYS_QUEUE);
  await jobs.work(NICKNAME_KEYS_QUEUE, async () => {
    const filled = await backfillNicknameKeys();
    if (filled) logger.info({ filled }, 'club nickname keys filled in');
  });
  await jobs.send(NICKNAME_KEYS_QUEUE, {}, { singletonKey: 'backfill', retryLimit: 3, retryBackoff: true });
  await jobs.createQueue(JOIN_ANNIVERSARY_QUEUE);
  await jobs.schedule(JOIN_ANNIVERSARY_QUEUE, DAILY_AT_10_KST);
  await jobs.work(JOIN_ANNIVERSARY_QUEUE, async () => {
    const told = await runJoinAnniversaries();
    if (told) logger.info({ told }, 'join anniversaries told');
  });
}
