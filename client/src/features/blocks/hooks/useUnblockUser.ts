import { graphql } from 'react-relay/hooks';
import type { useUnblockUserMutation } from '../../../__generated__/useUnblockUserMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';

const mutation = graphql`
  mutation useUnblockUserMutation($input: BlockUserInput!, $connections: [ID!]!) {
    unblockUser(input: $input) {
      __typename
      ... on UnblockUserSuccess {
        removedBlockId @deleteEdge(connections: $connections)
      }
      ... on Error {
        code
        message
      }
    }
  }
`;

export function useUnblockUser() {
  const [unblockUser, isInFlight] = useMutationPromise<useUnblockUserMutation>(mutation);
  return { unblockUser, isInFlight };
}
