// Wires the clubs module into one app instance: once per deployment, members who joined before club
// nicknames had comparison keys get theirs (pg-boss runs the singleton job on one instance).
import type { Jobs } from '../../platform/jobs.ts';
import type { Logger } from '../../platform/logger.ts';
import { backfillNicknameKeys } from './clubs.service.ts';

const NICKNAME_KEYS_QUEUE = 'clubs.nickname-keys';

export async function startClubs(options: { jobs: Jobs; logger: Logger; scheduled: boolean }) {
  const { jobs, logger, scheduled } = options;
  if (!scheduled) return;
  await jobs.createQueue(NICKNAME_KEYS_QUEUE);
  await jobs.work(NICKNAME_KEYS_QUEUE, async () => {
    const filled = await backfillNicknameKeys();
    if (filled) logger.info({ filled }, 'club nickname keys filled in');
  });
  await jobs.send(NICKNAME_KEYS_QUEUE, {}, { singletonKey: 'backfill', retryLimit: 3, retryBackoff: true });
}
