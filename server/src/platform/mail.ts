// Outgoing e-mail. Every message is queued on pg-boss and recorded in the database; with SMTP_URL
// it is also sent through nodemailer. Without SMTP (the local default) the dev mailbox at
// /_dev/mail shows what would have been sent.
import nodemailer from 'nodemailer';
import { db } from './database.ts';
import type { Jobs } from './jobs.ts';
import type { Logger } from './logger.ts';

export type OutgoingMail = { to: string; subject: string; text: string; html?: string };

const QUEUE = 'mail.send';

export type Mailer = { send: (mail: OutgoingMail) => Promise<void> };

export async function startMailer(options: {
  jobs: Jobs;
  logger: Logger;
  smtpUrl?: string;
  from: string;
}): Promise<Mailer> {
  const { jobs, logger } = options;
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  await jobs.createQueue(QUEUE);
  await jobs.work<OutgoingMail>(QUEUE, async ([job]) => {
    const mail = job.data;
    await db().mailMessage.create({ data: mail });
    if (transport) await transport.sendMail({ from: options.from, ...mail });
    else logger.info({ to: mail.to, subject: mail.subject }, 'mail captured (no SMTP_URL): see /_dev/mail');
  });
  return {
    send: async (mail) => {
      await jobs.send(QUEUE, mail, { retryLimit: 5, retryBackoff: true });
    },
  };
}
