// Outgoing e-mail. Every message is queued on pg-boss and recorded in the database; with SMTP_URL
// it is also sent through nodemailer. Without SMTP (the local default) the dev mailbox at
// /_dev/mail shows what would have been sent.
import nodemailer from 'nodemailer';
import { db } from './database.ts';
import type { Jobs } from './jobs.ts';
import type { Logger } from './logger.ts';

export type OutgoingMail = { to: string; subject: string; text: string; html?: string };

const QUEUE = 'mail.send';

export type Mailer = { send: (mail: OutgoingMail) => Promise<void>; stop: () => void };

// The mailers services use: the most recently started app instance that is still running wins.
const running: Mailer[] = [];

/** Queues an e-mail from anywhere in the server (services call this, not the App object). */
export async function sendMail(mail: OutgoingMail): Promise<void> {
  const current = running.at(-1);
  if (!current) throw new Error('The mailer has not been started');
  await current.send(mail);
}

/** Public origin of the web app for links in e-mail (e.g. password reset); see configureMailLinks. */
let linkOrigin = 'http://localhost:4000';

/** Sets the origin links in e-mail point to: PUBLIC_URL, else the instance's own address (startApp). */
export function configureMailLinks(origin: string): void {
  linkOrigin = origin.replace(/\/$/, '');
}

/** An absolute link into the web app, e.g. mailLink('/account/reset-password?token=...'). */
export function mailLink(pathAndQuery: string): string {
  return `${linkOrigin}${pathAndQuery}`;
}

export async function startMailer(options: {
  jobs: Jobs;
  logger: Logger;
  smtpUrl?: string;
  from: string;
}): Promise<Mailer> {
  const { jobs, logger } = options;
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  await jobs.createQueue(QUEUE);
  // Polled every half second (pg-boss's minimum): a sign-up code should arrive while the user waits.
  await jobs.work<OutgoingMail>(QUEUE, { pollingIntervalSeconds: 0.5 }, async ([job]) => {
    const mail = job.data;
    await db().mailMessage.create({ data: mail });
    if (transport) await transport.sendMail({ from: options.from, ...mail });
    else logger.info({ to: mail.to, subject: mail.subject }, 'mail captured (no SMTP_URL): see /_dev/mail');
  });
  const mailer: Mailer = {
    send: async (mail) => {
      await jobs.send(QUEUE, mail, { retryLimit: 5, retryBackoff: true });
    },
    stop: () => {
      const index = running.indexOf(mailer);
      if (index >= 0) running.splice(index, 1);
    },
  };
  running.push(mailer);
  return mailer;
}
