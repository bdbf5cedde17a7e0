import { graphql } from 'react-relay/hooks';
import type { useChangePasswordMutation } from '../../../__generated__/useChangePasswordMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';

const mutation = graphql`
  mutation useChangePasswordMutation($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      __typename
      ... on ChangePasswordSuccess {
        viewer {
          id
          hasPassword
        }
      }
      ... on Error {
        code
        message
      }
      ... on InvalidInputError {
        field
      }
      ... on InvalidCredentialsError {
        field
      }
      ... on UnusualAccessError {
        retryAfterSeconds
      }
      ... on RateLimitedError {
        retryAfterSeconds
      }
    }
  }
`;

export function useChangePassword() {
  const [changePassword, isInFlight] = useMutationPromise<useChangePasswordMutation>(mutation);
  return { changePassword, isInFlight };
}
