// Expected failures of clubs and membership. MembershipRequiredError is shared with posts and comments.
import { AppError } from '../../platform/errors.ts';

/** Another club already uses this uri. */
export class ClubUriTakenError extends AppError {
  constructor() {
    super('CLUB_URI_TAKEN', 'This club address is taken', 'uri');
  }
}

/** Only approved creators (and administrators) create clubs. */
export class CreatorRequiredError extends AppError {
  constructor() {
    super('CREATOR_REQUIRED', 'Only approved creators can create clubs');
  }
}

/** The owner runs the club; they cannot also join it. */
export class OwnerCannotJoinError extends AppError {
  constructor() {
    super('OWNER_CANNOT_JOIN', 'You run this club, so you cannot join it');
  }
}

export class AlreadyMemberError extends AppError {
  constructor() {
    super('ALREADY_MEMBER', 'You already joined this club');
  }
}

/** Posting, commenting and per-club settings need membership of the club. */
export class MembershipRequiredError extends AppError {
  constructor(readonly clubId: string) {
    super('MEMBERSHIP_REQUIRED', 'Join the club first');
  }
}

/** Leaving is refused while a subscription to the club renews; cancel it first. */
export class LeaveBlockedBySubscriptionError extends AppError {
  constructor(readonly subscriptionId: string) {
    super('LEAVE_BLOCKED_BY_SUBSCRIPTION', 'Cancel your subscription before leaving the club');
  }
}
