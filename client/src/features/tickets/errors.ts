// Ticket check-in error codes → localized messages; unknown codes fall back to the club and account maps.
import { CLUB_ERROR_MESSAGES } from '../clubs/errors';

export const TICKET_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  ...CLUB_ERROR_MESSAGES,
  TICKET_INVALID: 'tickets.error.TICKET_INVALID',
  TICKET_VOIDED: 'tickets.error.TICKET_VOIDED',
  TICKET_ALREADY_USED: 'tickets.error.TICKET_ALREADY_USED',
  TICKET_TOO_EARLY: 'tickets.error.TICKET_TOO_EARLY',
  TICKET_ENDED: 'tickets.error.TICKET_ENDED',
  TICKET_OTHER_EVENT: 'tickets.error.TICKET_OTHER_EVENT',
  FORBIDDEN: 'tickets.error.FORBIDDEN',
  NOT_FOUND: 'tickets.error.NOT_FOUND',
};
