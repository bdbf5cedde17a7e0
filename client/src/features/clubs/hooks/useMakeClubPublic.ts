import { graphql } from 'react-relay/hooks';
import type { useMakeClubPublicMutation } from '../../../__generated__/useMakeClubPublicMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';

const mutation = graphql`
  mutation useMakeClubPublicMutation($input: MakeClubPublicInput!) {
    makeClubPublic(input: $input) {
      __typename
      ... on MakeClubPublicSuccess {
        club {
          id
          isPublic
          publishedAt
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`;

export function useMakeClubPublic() {
  const [makeClubPublic, isInFlight] = useMutationPromise<useMakeClubPublicMutation>(mutation);
  return { makeClubPublic, isInFlight };
}
