// Wires revenue into one app instance: the refund window, the settlement sealing key, and a pg-boss
// schedule every 10 minutes that releases creators' earnings whose refund window has passed.
import type { Jobs } from '../../platform/jobs.ts';
import type { Logger } from '../../platform/logger.ts';
import { db } from '../../platform/database.ts';
import { addAccountDeletionCheck, addAccountDeletionStep } from '../accounts/profile.service.ts';
import { configureLedger, releaseDueEarnings } from './ledger.service.ts';
import { unsettledEarningsDeletionCheck } from './revenue.service.ts';
import { configureSettlement, forgetSettlementAccount } from './settlement.service.ts';
import { configureWithdrawalNotices } from './withdrawals.service.ts';

export const RELEASE_QUEUE = 'revenue.release-earnings';
const BATCH = 500;

/** One run of the release job: releases everything due, a batch per transaction. Returns how many. */
export async function runEarningsRelease(now = new Date()): Promise<number> {
  let released = 0;
  for (;;) {
    const batch = await db().$transaction((tx) => releaseDueEarnings(tx, now, BATCH));
    released += batch;
    if (batch < BATCH) return released;
  }
}

export async function startRevenue(options: {
  jobs: Jobs;
  logger: Logger;
  scheduled: boolean;
  releaseDays?: number;
  settlementKey?: string;
  secretKey?: string;
}) {
  const { jobs, logger, scheduled } = options;
  addAccountDeletionCheck(unsettledEarningsDeletionCheck);
  addAccountDeletionStep(forgetSettlementAccount);
  configureLedger({ releaseDays: options.releaseDays });
  configureSettlement({ settlementKey: options.settlementKey, secretKey: options.secretKey });
  configureWithdrawalNotices((err, notice) => logger.error({ err, withdrawalId: notice.withdrawalId, kind: notice.kind }, 'withdrawal notice failed'));
  if (!scheduled) return;
  await jobs.createQueue(RELEASE_QUEUE);
  await jobs.schedule(RELEASE_QUEUE, '*/10 * * * *');
  await jobs.work(RELEASE_QUEUE, async () => {
    const released = await runEarningsRelease();
    if (released) logger.info({ released }, 'creator earnings released');
  });
}
