import { graphql } from 'react-relay/hooks';
import type { useRevokeApiTokenMutation } from '../../../__generated__/useRevokeApiTokenMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';

const mutation = graphql`
  mutation useRevokeApiTokenMutation($input: RevokeApiTokenInput!) {
    revokeApiToken(input: $input) {
      __typename
      ... on RevokeApiTokenSuccess {
        apiToken {
          id
          revokedAt
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`;

export function useRevokeApiToken() {
  const [revokeApiToken, isInFlight] = useMutationPromise<useRevokeApiTokenMutation>(mutation);
  return { revokeApiToken, isInFlight };
}
