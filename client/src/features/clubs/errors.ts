// Club and post error codes → localized messages (DESIGN 4 and 6); unknown codes fall back to the
// account map and then to the generic "try again later".
import { ACCOUNT_ERROR_MESSAGES } from '../account/errors';

export const CLUB_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  ...ACCOUNT_ERROR_MESSAGES,
  REQUIRED: 'club.error.REQUIRED',
  CLUB_BANNED: 'blocks.error.CLUB_BANNED',
  INVALID_INPUT: 'club.error.INVALID_INPUT',
  INVALID_URL: 'club.error.INVALID_URL',
  NICKNAME_LENGTH: 'club.error.NICKNAME_LENGTH',
  FILE_INVALID: 'club.error.FILE_INVALID',
  NOT_FOUND: 'club.error.NOT_FOUND',
  FORBIDDEN: 'club.error.FORBIDDEN',
  CLUB_URI_TAKEN: 'club.error.CLUB_URI_TAKEN',
  CREATOR_REQUIRED: 'club.error.CREATOR_REQUIRED',
  OWNER_CANNOT_JOIN: 'club.error.OWNER_CANNOT_JOIN',
  ALREADY_MEMBER: 'club.error.ALREADY_MEMBER',
  MEMBERSHIP_REQUIRED: 'club.error.MEMBERSHIP_REQUIRED',
  LEAVE_BLOCKED_BY_SUBSCRIPTION: 'club.error.LEAVE_BLOCKED_BY_SUBSCRIPTION',
  NICKNAME_TAKEN: 'club.error.NICKNAME_TAKEN',
  NICKNAME_RESERVED: 'club.error.NICKNAME_RESERVED',
  LINK_LIMIT: 'club.error.LINK_LIMIT',
  PRICE_RANGE: 'club.error.PRICE_RANGE',
  PRICE_WHOLE_WON: 'club.error.PRICE_WHOLE_WON',
  LEVEL_RANGE: 'club.error.LEVEL_RANGE',
  COLOR_INVALID: 'club.error.COLOR_INVALID',
  URI_RULES: 'club.error.URI_RULES',
};
