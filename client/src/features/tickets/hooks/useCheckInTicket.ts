import { graphql } from 'react-relay/hooks';
import type { useCheckInTicketMutation } from '../../../__generated__/useCheckInTicketMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';

// The checked-in ticket comes back (state, checkedInAt), so an open ticket page updates too.
const mutation = graphql`
  mutation useCheckInTicketMutation($input: CheckInTicketInput!) {
    checkInTicket(input: $input) {
      __typename
      ... on CheckInTicketSuccess {
        ticket {
          id
          ticketNumber
          state
          checkedInAt
          event {
            name
          }
          booker {
            nickname
          }
        }
      }
      ... on TicketAlreadyUsedError {
        checkedInAt
        ticket {
          id
          ticketNumber
        }
      }
      ... on TicketOtherEventError {
        eventName
        online
        ticket {
          id
          ticketNumber
        }
      }
      ... on TicketOutsideWindowError {
        reason
        validFrom
        validUntil
      }
      ... on Error {
        code
        message
      }
    }
  }
`;

export function useCheckInTicket() {
  const [checkInTicket, isInFlight] = useMutationPromise<useCheckInTicketMutation>(mutation);
  return { checkInTicket, isInFlight };
}
