import { graphql } from 'react-relay/hooks';
import type { useSignUpMutation } from '../../../__generated__/useSignUpMutation.graphql';
import { useMutationPromise } from './useMutationPromise';

const mutation = graphql`
  mutation useSignUpMutation($input: SignUpInput!) {
    signUp(input: $input) {
      __typename
      ... on SignUpSuccess {
        email
        codeExpiresAt
      }
      ... on Error {
        code
        message
      }
      ... on InvalidInputError {
        field
      }
      ... on ResendTooSoonError {
        retryAfterSeconds
      }
    }
  }
`;

export function useSignUp() {
  const [signUp, isInFlight] = useMutationPromise<useSignUpMutation>(mutation);
  return { signUp, isInFlight };
}
