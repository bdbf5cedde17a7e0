import { graphql } from 'react-relay/hooks';
import type { useResendVerificationCodeMutation } from '../../../__generated__/useResendVerificationCodeMutation.graphql';
import { useMutationPromise } from './useMutationPromise';

const mutation = graphql`
  mutation useResendVerificationCodeMutation($input: ResendVerificationCodeInput!) {
    resendVerificationCode(input: $input) {
      __typename
      ... on ResendVerificationCodeSuccess {
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

export function useResendVerificationCode() {
  const [resendVerificationCode, isInFlight] = useMutationPromise<useResendVerificationCodeMutation>(mutation);
  return { resendVerificationCode, isInFlight };
}
