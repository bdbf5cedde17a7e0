// Reporting and moderation error codes → localized message ids (DESIGN 4 and 6).
import { ACCOUNT_ERROR_MESSAGES } from '../account/errors';

export const MODERATION_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  ...ACCOUNT_ERROR_MESSAGES,
  NOT_FOUND: 'moderation.error.NOT_FOUND',
  ACCOUNT_SUSPENDED: 'moderation.error.ACCOUNT_SUSPENDED',
  REPORT_RESOLVED: 'moderation.error.REPORT_RESOLVED',
  REPORT_ACTION_INVALID: 'moderation.error.REPORT_ACTION_INVALID',
  REPORT_DETAILS_TOO_LONG: 'moderation.error.REPORT_DETAILS_TOO_LONG',
  CANNOT_REPORT_SELF: 'moderation.error.CANNOT_REPORT_SELF',
  OWN_CASE: 'admin.error.OWN_CASE',
};

/** The reasons, in the order the dialog lists them. */
export const REPORT_REASONS = ['SPAM', 'HARASSMENT', 'IMPERSONATION', 'INAPPROPRIATE', 'OTHER'] as const;
export type ReportReasonName = (typeof REPORT_REASONS)[number];
export const REPORT_DETAILS_MAX = 500;
