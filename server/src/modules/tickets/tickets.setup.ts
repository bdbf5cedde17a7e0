// Wires tickets into one app instance: the QR signing secret, and a pg-boss schedule every 5 minutes that
// tells holders their QR code is available (one day before the event), once per ticket.
import type { Jobs } from '../../platform/jobs.ts';
import type { Logger } from '../../platform/logger.ts';
import { notifyTicketQrIssued } from '../notifications/notifications.service.ts';
import { claimQrNotices, configureTickets } from './tickets.service.ts';

export const TICKET_QR_QUEUE = 'tickets.qr-notices';

/** One run of the notify job: claims the tickets whose QR became available and tells their holders. */
export async function runTicketQrNotices(now = new Date()): Promise<number> {
  const notices = await claimQrNotices(now);
  await notifyTicketQrIssued(notices);
  return notices.length;
}

export async function startTickets(options: { jobs: Jobs; logger: Logger; scheduled: boolean; qrSecret?: string; secretKey?: string }) {
  const { jobs, logger, scheduled } = options;
  configureTickets({ qrSecret: options.qrSecret, secretKey: options.secretKey });
  if (!scheduled) return;
  await jobs.createQueue(TICKET_QR_QUEUE);
  await jobs.schedule(TICKET_QR_QUEUE, '*/5 * * * *');
  await jobs.work(TICKET_QR_QUEUE, async () => {
    const told = await runTicketQrNotices();
    if (told) logger.info({ told }, 'ticket QR notices sent');
  });
}
