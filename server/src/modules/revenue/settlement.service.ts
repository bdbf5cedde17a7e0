// Where a creator's withdrawals are paid (DESIGN 5.7): an individual (3.3% withheld at payout) or a
// business (nothing withheld, a tax invoice instead). The account number is sealed with AES-256-GCM and
// only ever leaves the server masked.
import crypto from 'node:crypto';
import { db } from '../../platform/database.ts';
import { InvalidInputError } from '../../platform/errors.ts';
import type { Viewer } from '../../platform/viewer.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { SettlementType } from '../../generated/prisma/enums.ts';
import { REFUND_BANKS, type RefundBank } from '../payments/gateway.ts';
import { requireOwner } from './revenue.service.ts';

/** Development and test key; production derives one from SECRET_KEY or takes SETTLEMENT_KEY. */
const DEV_KEY = crypto.createHash('sha256').update('oshi-local-settlement-key').digest();
let key: Buffer = DEV_KEY;

/** Sets the sealing key (startApp): SETTLEMENT_KEY (hex), else one derived from SECRET_KEY, else the dev key. */
export function configureSettlement(options: { settlementKey?: string | null; secretKey?: string | null }) {
  if (options.settlementKey) key = Buffer.from(options.settlementKey, 'hex');
  else if (options.secretKey) key = crypto.createHmac('sha256', options.secretKey).update('oshi:settlement-account').digest();
  else key = DEV_KEY;
}

/** AES-256-GCM with a random 96-bit IV: `iv.tag.ciphertext` in base64url. The user id is bound as associated data. */
export function sealAccountNumber(accountNumber: string, userId: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(userId));
  const sealed = Buffer.concat([cipher.update(accountNumber, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((b) => b.toString('base64url')).join('.');
}

/** Opens a sealed account number (for paying a withdrawal out); throws when it was tampered with or moved. */
export function openAccountNumber(sealed: string, userId: string): string {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(userId));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}

/** How an account number is shown: only its last four digits, e.g. "•••• •••• 1234". */
export function maskAccountNumber(last4: string): string {
  return `•••• •••• ${last4}`;
}

export type SettlementInput = {
  type: SettlementType;
  legalName?: string | null;
  dateOfBirth?: string | null;
  companyName?: string | null;
  registrationNumber?: string | null;
  representative?: string | null;
  taxInvoiceEmail?: string | null;
  bank: string;
  accountHolder: string;
  accountNumber: string;
  /** Typed a second time: a payout to a mistyped account cannot be taken back. */
  accountNumberConfirmation: string;
};

const ACCOUNT_NUMBER = /^\d{10,16}$/;
const NAME_MAX = 50;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function requiredText(field: string, value: string | null | undefined): string {
  const text = (value ?? '').trim();
  if (!text) throw new InvalidInputError(field, 'Required', 'REQUIRED');
  if ([...text].length > NAME_MAX) throw new InvalidInputError(field, `At most ${NAME_MAX} characters`);
  return text;
}

/** A date of birth "YYYY-MM-DD", a real date, of someone at least 14 years old (who may earn income). */
function birthDate(value: string | null | undefined, now: Date): Date {
  const text = (value ?? '').trim();
  if (!text) throw new InvalidInputError('dateOfBirth', 'Required', 'REQUIRED');
  const date = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T00:00:00Z`) : null;
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) {
    throw new InvalidInputError('dateOfBirth', 'Enter a date as YYYY-MM-DD', 'BIRTH_DATE_INVALID');
  }
  const fourteen = new Date(Date.UTC(now.getUTCFullYear() - 14, now.getUTCMonth(), now.getUTCDate()));
  if (date > fourteen || date.getUTCFullYear() < 1900) throw new InvalidInputError('dateOfBirth', 'Enter your real date of birth', 'BIRTH_DATE_INVALID');
  return date;
}

/**
 * A Korean business registration number: 10 digits whose last is the check digit of the first nine
 * (weights 1,3,7,1,3,7,1,3,5, plus the carry of the ninth).
 */
export function isRegistrationNumber(digits: string): boolean {
  if (!/^\d{10}$/.test(digits)) return false;
  const d = [...digits].map(Number);
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  let sum = weights.reduce((total, w, i) => total + w * d[i], 0);
  sum += Math.floor((d[8] * 5) / 10);
  return (10 - (sum % 10)) % 10 === d[9];
}

/** Checks every field and returns the row to store; throws the first field's typed error, writing nothing. */
function validated(userId: string, input: SettlementInput, now: Date) {
  const bank = REFUND_BANKS.find((b) => b === input.bank) as RefundBank | undefined;
  const common = () => {
    if (!bank) throw new InvalidInputError('bank', 'Choose the bank of the account', 'REQUIRED');
    const accountHolder = requiredText('accountHolder', input.accountHolder);
    const number = input.accountNumber.replace(/[\s-]/g, '');
    if (!ACCOUNT_NUMBER.test(number)) throw new InvalidInputError('accountNumber', 'An account number is 10 to 16 digits', 'ACCOUNT_NUMBER_INVALID');
    if (input.accountNumberConfirmation.replace(/[\s-]/g, '') !== number) {
      throw new InvalidInputError('accountNumberConfirmation', 'The two account numbers differ', 'ACCOUNT_NUMBER_MISMATCH');
    }
    return { bank, accountHolder, accountNumberSealed: sealAccountNumber(number, userId), accountNumberLast4: number.slice(-4) };
  };
  const empty = { legalName: null, dateOfBirth: null, companyName: null, registrationNumber: null, representative: null, taxInvoiceEmail: null };
  if (input.type === 'INDIVIDUAL') {
    const legalName = requiredText('legalName', input.legalName);
    const dateOfBirth = birthDate(input.dateOfBirth, now);
    return { ...empty, type: input.type, legalName, dateOfBirth, ...common() };
  }
  const companyName = requiredText('companyName', input.companyName);
  const registrationNumber = (input.registrationNumber ?? '').replace(/[\s-]/g, '');
  if (!registrationNumber) throw new InvalidInputError('registrationNumber', 'Required', 'REQUIRED');
  if (!isRegistrationNumber(registrationNumber)) {
    throw new InvalidInputError('registrationNumber', 'A business registration number is 10 digits (000-00-00000)', 'REGISTRATION_NUMBER_INVALID');
  }
  const representative = requiredText('representative', input.representative);
  const taxInvoiceEmail = (input.taxInvoiceEmail ?? '').trim();
  if (!taxInvoiceEmail) throw new InvalidInputError('taxInvoiceEmail', 'Required', 'REQUIRED');
  if (!EMAIL.test(taxInvoiceEmail) || taxInvoiceEmail.length > 254) throw new InvalidInputError('taxInvoiceEmail', 'Enter a valid e-mail address', 'EMAIL_INVALID');
  return { ...empty, type: input.type, companyName, registrationNumber, representative, taxInvoiceEmail, ...common() };
}

/** The viewer's settlement details (null before they registered any). */
export function settlementAccountOf(userId: string) {
  return db().settlementAccount.findUnique({ where: { userId } });
}

/**
 * Registers or replaces the viewer's settlement details. Withdrawals already requested keep the account they named.
 * Only club owners have earnings to be paid (CREATOR_REQUIRED, as for withdrawals): nobody else's legal name,
 * date of birth or bank account is kept.
 */
export async function saveSettlementAccount(viewer: Viewer, input: SettlementInput, now = new Date()) {
  await requireOwner(viewer);
  const row = validated(viewer.id, input, now);
  return db().settlementAccount.upsert({ where: { userId: viewer.id }, create: { userId: viewer.id, ...row }, update: row });
}

/**
 * A deleted account's settlement details go with it (an account deletion step). Its withdrawals keep the
 * bank, holder and last four digits they were paid to, as the books must; their full numbers were cleared
 * when they were paid, rejected or cancelled (deletion waits for withdrawals under way).
 */
export async function forgetSettlementAccount(userId: string, tx: Prisma.TransactionClient) {
  await tx.settlementAccount.deleteMany({ where: { userId } });
}
