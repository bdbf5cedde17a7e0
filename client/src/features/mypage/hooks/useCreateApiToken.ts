import { graphql } from 'react-relay/hooks';
import type { useCreateApiTokenMutation } from '../../../__generated__/useCreateApiTokenMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';

const mutation = graphql`
  mutation useCreateApiTokenMutation($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      __typename
      ... on CreateApiTokenSuccess {
        token
        apiToken {
          id
          name
          prefix
          scopes
          createdAt
          lastUsedAt
          revokedAt
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

export function useCreateApiToken() {
  const [createApiToken, isInFlight] = useMutationPromise<useCreateApiTokenMutation>(mutation);
  return { createApiToken, isInFlight };
}
