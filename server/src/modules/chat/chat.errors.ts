// Expected failures of private chat; each code maps to a localized message in the client.
import { AppError } from '../../platform/errors.ts';

/** The owner lets only subscribers of a plan level (or higher) write; the fan has no such plan. */
export class ChatPlanRequiredError extends AppError {
  constructor(readonly minPlanLevel: number) {
    super('CHAT_PLAN_REQUIRED', `Only subscribers of plan level ${minPlanLevel} or higher may write to the owner`);
  }
}

/** The owner blocked this fan's conversation: the fan can read it but not write. */
export class ChatBlockedError extends AppError {
  constructor() {
    super('CHAT_BLOCKED', 'The owner is not receiving messages from you');
  }
}

/** The viewer blocked the other side (a user block): they unblock them to write again. */
export class ChatViewerBlockedError extends AppError {
  constructor() {
    super('CHAT_VIEWER_BLOCKED', 'You blocked this user; unblock them to write');
  }
}

/** The owner paused their inbox: fans cannot write until it is resumed. */
export class ChatInboxPausedError extends AppError {
  constructor() {
    super('CHAT_INBOX_PAUSED', 'The owner has paused their inbox');
  }
}

/** The message contains a word the owner filters; it is refused (nothing is stored). */
export class ChatWordFilteredError extends AppError {
  constructor() {
    super('CHAT_WORD_FILTERED', 'The message contains a word the owner does not accept', 'body');
  }
}

/** Messages can be edited or deleted only shortly after sending. */
export class ChatEditWindowPassedError extends AppError {
  constructor() {
    super('CHAT_EDIT_WINDOW_PASSED', 'Messages can only be changed shortly after sending');
  }
}

/** An owner cannot open a conversation with themselves in their own club. */
export class ChatOwnerCannotChatError extends AppError {
  constructor() {
    super('CHAT_OWNER_CANNOT_CHAT', 'Owners answer fans from their inbox');
  }
}

/** More messages than CHAT_RATE_LIMIT allows (or edits than CHAT_EDIT_RATE_LIMIT). */
export class ChatRateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', 'Too many messages; wait a moment');
  }
}
