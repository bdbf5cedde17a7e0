// Expected failures of user blocks and club bans.
import { AppError } from '../../platform/errors.ts';

/** Nobody blocks themselves (or bans themselves, the owner, from their club). */
export class CannotBlockSelfError extends AppError {
  constructor() {
    super('CANNOT_BLOCK_SELF', 'You cannot block yourself', 'userId');
  }
}

/** The viewer was banned from this club by its owner: no rejoining, posting, commenting or reacting. */
export class ClubBannedError extends AppError {
  constructor(readonly clubId: string) {
    super('CLUB_BANNED', 'The owner of this club has banned you from it');
  }
}

/**
 * A member with a live paid subscription is not banned: they paid for the period, and a ban would take
 * away what they paid for. The owner bans them once the subscription ends (`endsAt`).
 */
export class BanBlockedBySubscriptionError extends AppError {
  constructor(readonly endsAt: Date) {
    super('BAN_BLOCKED_BY_SUBSCRIPTION', 'This member has a paid subscription; ban them after it ends');
  }
}

/** The club owner cannot be banned from their own club. */
export class CannotBanOwnerError extends AppError {
  constructor() {
    super('CANNOT_BAN_OWNER', 'The club owner cannot be banned from their club', 'userId');
  }
}
