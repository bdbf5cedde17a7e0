import { useIntl } from 'react-intl';

/** Whole won, as the viewer's locale writes KRW (₩12,345 / 12,345원 …). */
export function useWon() {
  const intl = useIntl();
  return (value: number) => intl.formatNumber(value, { style: 'currency', currency: 'KRW', maximumFractionDigits: 0 });
}

/** Server error codes of revenue → message ids of the revenue namespace. */
export const REVENUE_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  REQUIRED: 'revenue.error.required',
  BIRTH_DATE_INVALID: 'revenue.error.birthDate',
  ACCOUNT_NUMBER_INVALID: 'revenue.error.accountNumber',
  ACCOUNT_NUMBER_MISMATCH: 'revenue.error.accountMismatch',
  REGISTRATION_NUMBER_INVALID: 'revenue.error.registrationNumber',
  EMAIL_INVALID: 'revenue.error.email',
  INVALID_INPUT: 'revenue.error.invalid',
  PRICE_INVALID: 'revenue.error.wholeWon',
  WITHDRAWAL_TOO_SMALL: 'revenue.error.tooSmall',
  WITHDRAWAL_TOO_LARGE: 'revenue.error.tooLarge',
  WITHDRAWAL_OVER_BALANCE: 'revenue.error.overBalance',
  SETTLEMENT_REQUIRED: 'revenue.error.settlementRequired',
  CREATOR_REQUIRED: 'revenue.error.creatorRequired',
  WITHDRAWAL_STATE_CONFLICT: 'revenue.error.stateConflict',
  ACCOUNT_NUMBER_UNAVAILABLE: 'revenue.error.accountUnavailable',
  OWN_CASE: 'admin.error.OWN_CASE',
  NOT_FOUND: 'revenue.error.notFound',
};

export const BANKS = ['KOOKMIN', 'SHINHAN', 'WOORI', 'HANA', 'NONGHYUP', 'IBK', 'KAKAO', 'TOSS', 'K_BANK', 'POST', 'BUSAN', 'DAEGU'] as const;
