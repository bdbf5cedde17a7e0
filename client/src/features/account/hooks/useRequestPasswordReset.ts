import { graphql } from 'react-relay/hooks';
import type { useRequestPasswordResetMutation } from '../../../__generated__/useRequestPasswordResetMutation.graphql';
import { useMutationPromise } from './useMutationPromise';

const mutation = graphql`
  mutation useRequestPasswordResetMutation($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      __typename
      ... on RequestPasswordResetSuccess {
        codeExpiresAt
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

export function useRequestPasswordReset() {
  const [requestPasswordReset, isInFlight] = useMutationPromise<useRequestPasswordResetMutation>(mutation);
  return { requestPasswordReset, isInFlight };
}
