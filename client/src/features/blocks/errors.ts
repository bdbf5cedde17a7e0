// Error codes of blocks and club bans, mapped to their messages (the rest fall back to the generic one).
export const BLOCK_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  CANNOT_BLOCK_SELF: 'blocks.error.CANNOT_BLOCK_SELF',
  CLUB_BANNED: 'blocks.error.CLUB_BANNED',
  BAN_BLOCKED_BY_SUBSCRIPTION: 'blocks.error.BAN_BLOCKED_BY_SUBSCRIPTION',
  CANNOT_BAN_OWNER: 'blocks.error.CANNOT_BAN_OWNER',
  NOT_FOUND: 'blocks.error.NOT_FOUND',
  FORBIDDEN: 'blocks.error.FORBIDDEN',
  INVALID_INPUT: 'blocks.error.INVALID_INPUT',
};
