import { graphql } from 'react-relay/hooks';
import type { useResetPasswordMutation } from '../../../__generated__/useResetPasswordMutation.graphql';
import { useMutationPromise } from './useMutationPromise';

const mutation = graphql`
  mutation useResetPasswordMutation($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      __typename
      ... on ResetPasswordSuccess {
        ok
      }
      ... on Error {
        code
        message
      }
      ... on InvalidInputError {
        field
      }
      ... on VerificationCodeError {
        field
        attemptsLeft
      }
    }
  }
`;

export function useResetPassword() {
  const [resetPassword, isInFlight] = useMutationPromise<useResetPasswordMutation>(mutation);
  return { resetPassword, isInFlight };
}
