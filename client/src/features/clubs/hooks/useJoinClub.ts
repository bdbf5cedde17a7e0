import { graphql } from 'react-relay/hooks';
import type { useJoinClubMutation } from '../../../__generated__/useJoinClubMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';

// The success payload re-reads the header so the Join button turns into Write at once.
const mutation = graphql`
  mutation useJoinClubMutation($input: JoinClubInput!) {
    joinClub(input: $input) {
      __typename
      ... on JoinClubSuccess {
        club {
          id
          memberCount
          viewerCanJoin
          viewerCanPost
          viewerCanComment
          ...ClubHeader_club
        }
        membership {
          id
          nickname
        }
      }
      ... on Error {
        code
        message
      }
      ... on InvalidInputError {
        field
      }
    }
  }
`;

export function useJoinClub() {
  const [joinClub, isInFlight] = useMutationPromise<useJoinClubMutation>(mutation);
  return { joinClub, isInFlight };
}
