import { graphql } from 'react-relay/hooks';
import type { useLeaveClubMutation } from '../../../__generated__/useLeaveClubMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';

const mutation = graphql`
  mutation useLeaveClubMutation($input: LeaveClubInput!) {
    leaveClub(input: $input) {
      __typename
      ... on LeaveClubSuccess {
        club {
          id
          memberCount
          viewerMembership {
            id
          }
          viewerCanJoin
          viewerCanPost
          viewerCanComment
          ...ClubHeader_club
        }
      }
      ... on LeaveBlockedBySubscriptionError {
        subscription {
          id
          currentPeriodEnd
          renews
          plan {
            id
            name
          }
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`;

export function useLeaveClub() {
  const [leaveClub, isInFlight] = useMutationPromise<useLeaveClubMutation>(mutation);
  return { leaveClub, isInFlight };
}
