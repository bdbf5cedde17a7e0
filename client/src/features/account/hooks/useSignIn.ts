import { graphql } from 'react-relay/hooks';
import type { useSignInMutation } from '../../../__generated__/useSignInMutation.graphql';
import { useMutationPromise } from './useMutationPromise';

const mutation = graphql`
  mutation useSignInMutation($input: SignInInput!) {
    signIn(input: $input) {
      __typename
      ... on SignInSuccess {
        viewer {
          id
          uid
          nickname
          avatarUrl
        }
      }
      ... on Error {
        code
        message
      }
      ... on InvalidInputError {
        field
      }
      ... on EmailNotVerifiedError {
        email
        codeExpiresAt
      }
      ... on InvalidCredentialsError {
        field
      }
      ... on AccountSuspendedError {
        reason
        until
      }
    }
  }
`;

export function useSignIn() {
  const [signIn, isInFlight] = useMutationPromise<useSignInMutation>(mutation);
  return { signIn, isInFlight };
}
