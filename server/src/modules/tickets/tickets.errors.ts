// Expected failures of ticket check-in (DESIGN 4: typed errors with stable codes the client maps to messages).
import { AppError } from '../../platform/errors.ts';

/** The scanned token is not a ticket of this club: forged, altered, copied from another ticket, or another club's. */
export class TicketInvalidError extends AppError {
  constructor() {
    super('TICKET_INVALID', 'This is not a valid ticket for this club');
  }
}

/** The ticket was already checked in; `checkedInAt` says when it was first used. */
export class TicketAlreadyUsedError extends AppError {
  constructor(
    readonly ticketId: string,
    readonly checkedInAt: Date,
  ) {
    super('TICKET_ALREADY_USED', `Already used at ${checkedInAt.toISOString()}`);
  }
}

/** The order was refunded: the ticket admits nobody. */
export class TicketVoidedError extends AppError {
  constructor(readonly ticketId: string) {
    super('TICKET_VOIDED', 'This ticket was cancelled');
  }
}

/** Scanned outside the ticket's validity window on the event day: before it opens, or after it closed. */
export class TicketOutsideWindowError extends AppError {
  constructor(
    readonly ticketId: string,
    readonly reason: 'TOO_EARLY' | 'ENDED',
    readonly validFrom: Date,
    readonly validUntil: Date,
  ) {
    super(reason === 'TOO_EARLY' ? 'TICKET_TOO_EARLY' : 'TICKET_ENDED', reason === 'TOO_EARLY' ? 'The ticket is not valid yet' : 'The ticket is no longer valid');
  }
}

/**
 * The ticket is for another event than the one whose door scans it (another ticket product of the club, or an
 * online event, which has no door); `eventName` names the event it is for.
 */
export class TicketOtherEventError extends AppError {
  constructor(
    readonly ticketId: string,
    readonly eventName: string,
    readonly online: boolean,
  ) {
    super('TICKET_OTHER_EVENT', online ? `This is a ticket to the online event “${eventName}”` : `This is a ticket to another event: “${eventName}”`);
  }
}
