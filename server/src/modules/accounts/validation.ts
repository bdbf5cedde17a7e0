// The input rules of spec section 5. Each rule has its own error code; every check names the
// input field, so the client can show a localized message next to it.
import { InvalidInputError } from '../../platform/errors.ts';
import type { ConsentKind } from '../../generated/prisma/enums.ts';
import { hasControlCharacters, visibleLengthWithin, visibleText } from '../../platform/visible-text.ts';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 72;
export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 20;
export const NAME_MAX = 50;
export const PHONE_MAX = 20;
export const EMAIL_MAX = 254;

export const REQUIRED_CONSENTS: ConsentKind[] = ['TERMS_OF_SERVICE', 'PRIVACY_COLLECTION', 'THIRD_PARTY_PROVISION', 'PAYMENT_AGENCY'];
/** The version of the documents agreed to today. */
export const CONSENT_VERSION = '2026-01-01';

/** Throws REQUIRED when the value is missing or shows nothing (blank, or only invisible characters); returns it trimmed. */
export function required(field: string, value: string | null | undefined): string {
  const trimmed = value?.trim() ?? '';
  if (!visibleText(trimmed)) throw new InvalidInputError(field, `${field} is required`, 'REQUIRED');
  return trimmed;
}

/** Lower-cased, trimmed e-mail in a plausible format (EMAIL_INVALID otherwise). */
export function normalizeEmail(value: string | null | undefined, field = 'email'): string {
  const email = required(field, value).toLowerCase();
  // One "@", no spaces, a dot in the domain, no empty labels: what forms everywhere accept.
  const ok =
    email.length <= EMAIL_MAX &&
    /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email) &&
    !email.startsWith('.') &&
    !email.includes('..');
  if (!ok) throw new InvalidInputError(field, 'Enter a valid e-mail address', 'EMAIL_INVALID');
  return email;
}

/**
 * Password rules: 8–72 characters, letters and digits required, ASCII only, no spaces.
 * Checked in a fixed order so one message at a time makes sense to the user.
 */
export function checkPassword(value: string | null | undefined, field = 'password'): string {
  const password = value ?? '';
  if (password === '') throw new InvalidInputError(field, 'Password is required', 'REQUIRED');
  if (/\s/.test(password)) throw new InvalidInputError(field, 'Password must not contain spaces', 'PASSWORD_HAS_SPACE');
  if (/[^\x21-\x7e]/.test(password)) throw new InvalidInputError(field, 'Password must use ASCII characters only', 'PASSWORD_NON_ASCII');
  if (password.length < PASSWORD_MIN) {
    throw new InvalidInputError(field, `Password must be at least ${PASSWORD_MIN} characters`, 'PASSWORD_TOO_SHORT');
  }
  if (password.length > PASSWORD_MAX) {
    throw new InvalidInputError(field, `Password must be at most ${PASSWORD_MAX} characters`, 'PASSWORD_TOO_LONG');
  }
  if (!/[A-Za-z]/.test(password)) throw new InvalidInputError(field, 'Password must contain a letter', 'PASSWORD_NO_LETTER');
  if (!/[0-9]/.test(password)) throw new InvalidInputError(field, 'Password must contain a digit', 'PASSWORD_NO_DIGIT');
  return password;
}

/** A valid password and a confirmation that matches it. */
export function checkNewPassword(password: string | null | undefined, confirmation: string | null | undefined): string {
  const checked = checkPassword(password, 'password');
  if (!confirmation) throw new InvalidInputError('passwordConfirmation', 'Confirm the password', 'REQUIRED');
  if (confirmation !== checked) {
    throw new InvalidInputError('passwordConfirmation', 'The passwords do not match', 'PASSWORD_MISMATCH');
  }
  return checked;
}

/** INVALID_CHARACTERS when a name holds control or bidirectional control characters (hasControlCharacters). */
export function checkNameCharacters(value: string, field: string): string {
  if (hasControlCharacters(value)) {
    throw new InvalidInputError(field, 'Line breaks, tabs and text-direction controls are not allowed', 'INVALID_CHARACTERS');
  }
  return value;
}

/**
 * Nickname of 2–20 characters, trimmed, counted as a reader sees them (visibleLengthWithin), without control
 * or bidirectional control characters (as social sign-up strips them).
 */
export function checkNickname(value: string | null | undefined, field = 'nickname'): string {
  const nickname = checkNameCharacters(required(field, value), field);
  if (!visibleLengthWithin(nickname, NICKNAME_MIN, NICKNAME_MAX)) {
    throw new InvalidInputError(field, `Nickname must be ${NICKNAME_MIN}–${NICKNAME_MAX} characters`, 'NICKNAME_LENGTH');
  }
  return nickname;
}

export function checkName(value: string | null | undefined, field = 'name'): string {
  const name = required(field, value);
  if (Array.from(name).length > NAME_MAX) throw new InvalidInputError(field, `Name must be at most ${NAME_MAX} characters`);
  return name;
}

/** Phone number: digits only, no hyphens or spaces. */
export function checkPhone(value: string | null | undefined, field = 'phone'): string {
  const phone = required(field, value);
  if (!/^[0-9]+$/.test(phone) || phone.length > PHONE_MAX) {
    throw new InvalidInputError(field, 'Phone number must be digits only', 'PHONE_INVALID');
  }
  return phone;
}

/** Date of birth as YYYYMMDD: a real calendar date, not in the future, not before 1900. */
export function checkBirthDate(value: string | null | undefined, now = new Date(), field = 'birthDate'): string {
  const birthDate = required(field, value);
  const invalid = () => new InvalidInputError(field, 'Date of birth must be a real date as YYYYMMDD', 'BIRTH_DATE_INVALID');
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(birthDate);
  if (!match) throw invalid();
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!real || year < 1900 || date.getTime() > now.getTime()) throw invalid();
  return birthDate;
}

/** Every required consent must be given (CONSENT_REQUIRED otherwise); returns the set without duplicates. */
export function checkConsents(given: readonly ConsentKind[] | null | undefined, field = 'consents'): ConsentKind[] {
  const set = [...new Set(given ?? [])];
  const missing = REQUIRED_CONSENTS.filter((kind) => !set.includes(kind));
  if (missing.length) {
    throw new InvalidInputError(field, `Agree to the required terms: ${missing.join(', ')}`, 'CONSENT_REQUIRED');
  }
  return set;
}

/** A 6-digit code as typed (spaces tolerated). */
export function normalizeCode(value: string | null | undefined, field = 'code'): string {
  return required(field, value).replace(/\s+/g, '');
}
