import { ACCOUNT_ERROR_MESSAGES } from '../account/errors';

/** Error codes of post and comment mutations → message ids (DESIGN 6). */
export const POST_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  ...ACCOUNT_ERROR_MESSAGES,
  REQUIRED: 'post.error.REQUIRED',
  CLUB_BANNED: 'blocks.error.CLUB_BANNED',
  NOT_FOUND: 'post.error.NOT_FOUND',
  FORBIDDEN: 'post.error.FORBIDDEN',
  MEMBERSHIP_REQUIRED: 'post.error.MEMBERSHIP_REQUIRED',
  INVALID_INPUT: 'post.error.INVALID_INPUT',
};
