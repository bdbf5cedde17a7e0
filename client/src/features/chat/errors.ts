/** Server error codes of chat → message ids of the chat namespace. */
export const CHAT_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  CHAT_PLAN_REQUIRED: 'chat.error.planRequired',
  CHAT_BLOCKED: 'chat.error.blocked',
  CHAT_VIEWER_BLOCKED: 'chat.error.viewerBlocked',
  CHAT_INBOX_PAUSED: 'chat.error.inboxPaused',
  CHAT_WORD_FILTERED: 'chat.error.wordFiltered',
  CHAT_EDIT_WINDOW_PASSED: 'chat.error.editWindowPassed',
  CHAT_OWNER_CANNOT_CHAT: 'chat.error.ownerCannotChat',
  RATE_LIMITED: 'chat.error.rateLimited',
  MEMBERSHIP_REQUIRED: 'chat.error.membershipRequired',
  CLUB_BANNED: 'chat.error.clubBanned',
  REQUIRED: 'chat.error.required',
  INVALID_INPUT: 'chat.error.invalid',
  FILE_INVALID: 'chat.error.fileInvalid',
  NOT_FOUND: 'chat.error.notFound',
};

export const chatErrorId = (code: string | null | undefined) => (code && CHAT_ERROR_MESSAGES[code]) || 'chat.error.generic';

/** An edit's error code → message id (too many edits is told as such, not as sending too fast). */
export const chatEditErrorId = (code: string | null | undefined) => (code === 'RATE_LIMITED' ? 'chat.error.editRateLimited' : chatErrorId(code));
