// Outgoing e-mail. Every message is queued on pg-boss and, with SMTP_URL, sent through nodemailer. In
// dev mode it is also recorded in the database for the dev mailbox at /_dev/mail. Mail carries sign-up
// codes and reset links, so outside dev mode its content is kept nowhere in clear: the job holds it
// sealed with SECRET_KEY, no copy is recorded and the log names only the recipient.
import crypto from 'node:crypto';
import nodemailer from 'nodemailer';
import { db } from './database.ts';
import type { Jobs } from './jobs.ts';
import type { Logger } from './logger.ts';

export type OutgoingMail = { to: string; subject: string; text: string; html?: string };

const QUEUE = 'mail.send';

/** A queued e-mail: the recipient in clear (for retries and support), the rest sealed. */
type MailJob = { to: string; sealed: string; keepCopy: boolean };

function sealingKey(secret: string): Buffer {
  return crypto.createHash('sha256').update(`oshi-mail:${secret}`).digest();
}

function seal(key: Buffer, mail: OutgoingMail): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify({ subject: mail.subject, text: mail.text, html: mail.html })), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

function open(key: Buffer, to: string, sealed: string): OutgoingMail {
  const raw = Buffer.from(sealed, 'base64');
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  const body = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  return { to, ...(JSON.parse(body) as Omit<OutgoingMail, 'to'>) };
}

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
  /** Seals the content of queued mail (SECRET_KEY; the same on every instance). */
  secret: string;
  /** Record a copy for the dev mailbox and log subjects (dev mode only). */
  devMailbox: boolean;
}): Promise<Mailer> {
  const { jobs, logger, devMailbox } = options;
  const key = sealingKey(options.secret);
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  await jobs.createQueue(QUEUE);
  // Polled every half second (pg-boss's minimum): a sign-up code should arrive while the user waits.
  await jobs.work<MailJob | OutgoingMail>(QUEUE, { pollingIntervalSeconds: 0.5 }, async ([job]) => {
    // Jobs queued before mail was sealed still carry it in clear.
    const queued: MailJob = 'sealed' in job.data ? job.data : { to: job.data.to, sealed: seal(key, job.data), keepCopy: devMailbox };
    const mail = open(key, queued.to, queued.sealed);
    // The instance that queued the mail decides whether a copy is kept (its dev mode).
    if (queued.keepCopy) await db().mailMessage.create({ data: mail });
    if (transport) await transport.sendMail({ from: options.from, ...mail });
    else if (queued.keepCopy) logger.info({ to: mail.to, subject: mail.subject }, 'mail captured (no SMTP_URL): see /_dev/mail');
    else logger.warn({ to: mail.to }, 'mail not sent: SMTP_URL is not set');
  });
  const mailer: Mailer = {
    send: async (mail) => {
      const data: MailJob = { to: mail.to, sealed: seal(key, mail), keepCopy: devMailbox };
      await jobs.send(QUEUE, data, { retryLimit: 5, retryBackoff: true });
    },
    stop: () => {
      const index = running.indexOf(mailer);
      if (index >= 0) running.splice(index, 1);
    },
  };
  running.push(mailer);
  return mailer;
}
