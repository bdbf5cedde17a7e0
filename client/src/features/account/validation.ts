// Client-side validation of the account forms. It mirrors the server's rules (spec sections 5 and 9)
// and answers with the server's own error codes, so one message map (errors.ts) serves both.

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 72;
export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 20;
export const CODE_LENGTH = 6;
export const CHANNEL_LINKS_MAX = 5;
export const INTRODUCTION_MAX = 1000;
export const TOKEN_NAME_MAX = 40;

export type ValidationCode =
  | 'REQUIRED'
  | 'EMAIL_INVALID'
  | 'PASSWORD_TOO_SHORT'
  | 'PASSWORD_TOO_LONG'
  | 'PASSWORD_NON_ASCII'
  | 'PASSWORD_HAS_SPACE'
  | 'PASSWORD_NO_LETTER'
  | 'PASSWORD_NO_DIGIT'
  | 'PASSWORD_MISMATCH'
  | 'NICKNAME_LENGTH'
  | 'INVALID_CHARACTERS'
  | 'PHONE_INVALID'
  | 'BIRTH_DATE_INVALID'
  | 'CODE_INVALID'
  | 'CONSENT_REQUIRED'
  | 'INVALID_URL';

export type FieldErrors<F extends string> = Partial<Record<F, ValidationCode>>;

const isBlank = (value: string | null | undefined) => !value || value.trim().length === 0;

// One "@", something on each side, a dot in the domain, no spaces; at most 254 characters.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function validateEmail(value: string): ValidationCode | null {
  if (isBlank(value)) return 'REQUIRED';
  const email = value.trim();
  if (email.length > 254 || !EMAIL.test(email)) return 'EMAIL_INVALID';
  return null;
}

/**
 * 8–72 characters, letters and digits required, ASCII only, no spaces. Checked in the server's order
 * (spaces, non-ASCII, length, letter, digit), so both name the same first broken rule.
 */
export function validatePassword(value: string): ValidationCode | null {
  if (!value) return 'REQUIRED';
  if (/\s/.test(value)) return 'PASSWORD_HAS_SPACE';
  if (/[^\x21-\x7e]/.test(value)) return 'PASSWORD_NON_ASCII';
  if (value.length < PASSWORD_MIN) return 'PASSWORD_TOO_SHORT';
  if (value.length > PASSWORD_MAX) return 'PASSWORD_TOO_LONG';
  if (!/[A-Za-z]/.test(value)) return 'PASSWORD_NO_LETTER';
  if (!/[0-9]/.test(value)) return 'PASSWORD_NO_DIGIT';
  return null;
}

export function validatePasswordConfirmation(password: string, confirmation: string): ValidationCode | null {
  if (!confirmation) return 'REQUIRED';
  return password === confirmation ? null : 'PASSWORD_MISMATCH';
}

/** Length in characters as a person counts them (code points, so an emoji is one). */
export function characterCount(value: string): number {
  return Array.from(value).length;
}

/** Control characters (line breaks, tabs) and bidirectional controls, which names may not hold (as the server). */
const CONTROLS = /[\p{Cc}\p{Bidi_Control}]/u;

export function validateNickname(value: string): ValidationCode | null {
  if (isBlank(value)) return 'REQUIRED';
  if (CONTROLS.test(value.trim())) return 'INVALID_CHARACTERS';
  const length = characterCount(value.trim());
  return length < NICKNAME_MIN || length > NICKNAME_MAX ? 'NICKNAME_LENGTH' : null;
}

export function validateRequired(value: string | null | undefined): ValidationCode | null {
  return isBlank(value) ? 'REQUIRED' : null;
}

export const PHONE_MAX = 20;
export const NAME_MAX = 50;

/** Digits only, no hyphens or spaces (spec 5), at most 20. */
export function validatePhone(value: string): ValidationCode | null {
  if (isBlank(value)) return 'REQUIRED';
  const phone = value.trim();
  return /^[0-9]+$/.test(phone) && phone.length <= PHONE_MAX ? null : 'PHONE_INVALID';
}

/** YYYYMMDD, a real calendar date, not in the future and not before 1900. */
export function validateBirthDate(value: string, today: Date = new Date()): ValidationCode | null {
  if (isBlank(value)) return 'REQUIRED';
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(value.trim());
  if (!match) return 'BIRTH_DATE_INVALID';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  const todayUtc = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  if (!real || year < 1900 || date.getTime() > todayUtc) return 'BIRTH_DATE_INVALID';
  return null;
}

export function validateCode(value: string): ValidationCode | null {
  if (isBlank(value)) return 'REQUIRED';
  return new RegExp(`^[0-9]{${CODE_LENGTH}}$`).test(value.trim()) ? null : 'CODE_INVALID';
}

/** An absolute http(s) URL. */
export function validateUrl(value: string): ValidationCode | null {
  if (isBlank(value)) return 'REQUIRED';
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') ? null : 'INVALID_URL';
  } catch {
    return 'INVALID_URL';
  }
}

/** Keeps only digits (phone and date inputs strip what the user cannot mean). */
export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, '');
}

export const REQUIRED_CONSENTS = ['TERMS_OF_SERVICE', 'PRIVACY_COLLECTION', 'THIRD_PARTY_PROVISION', 'PAYMENT_AGENCY'] as const;
export const OPTIONAL_CONSENTS = ['MARKETING'] as const;
export type ConsentKindName = (typeof REQUIRED_CONSENTS)[number] | (typeof OPTIONAL_CONSENTS)[number];

export function validateConsents(agreed: readonly string[]): ValidationCode | null {
  return REQUIRED_CONSENTS.every((kind) => agreed.includes(kind)) ? null : 'CONSENT_REQUIRED';
}

/** The errors of a form, keyed by field; empty when the form is valid. */
export function collectErrors<F extends string>(checks: Record<F, ValidationCode | null>): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const [field, code] of Object.entries(checks) as [F, ValidationCode | null][]) if (code) errors[field] = code;
  return errors;
}

export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.keys(errors).length > 0;
}

export function validateSignUp(input: { email: string; password: string; passwordConfirmation: string; nickname: string; consents: readonly string[] }) {
  return collectErrors({
    email: validateEmail(input.email),
    password: validatePassword(input.password),
    passwordConfirmation: validatePasswordConfirmation(input.password, input.passwordConfirmation),
    nickname: validateNickname(input.nickname),
    consents: validateConsents(input.consents),
  });
}

export function validateSignIn(input: { email: string; password: string }) {
  return collectErrors({ email: validateEmail(input.email), password: input.password ? null : 'REQUIRED' });
}

export function validateNewPassword(input: { password: string; passwordConfirmation: string }) {
  return collectErrors({
    password: validatePassword(input.password),
    passwordConfirmation: validatePasswordConfirmation(input.password, input.passwordConfirmation),
  });
}

export function validateAccount(input: { name: string; phone: string; birthDate: string }, today?: Date) {
  return collectErrors({
    name: validateRequired(input.name),
    phone: validatePhone(input.phone),
    birthDate: validateBirthDate(input.birthDate, today),
  });
}
