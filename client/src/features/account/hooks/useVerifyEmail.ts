import { graphql } from 'react-relay/hooks';
import type { useVerifyEmailMutation } from '../../../__generated__/useVerifyEmailMutation.graphql';
import { useMutationPromise } from './useMutationPromise';

const mutation = graphql`
  mutation useVerifyEmailMutation($input: VerifyEmailInput!) {
    verifyEmail(input: $input) {
      __typename
      ... on VerifyEmailSuccess {
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
      ... on VerificationCodeError {
        field
        attemptsLeft
      }
    }
  }
`;

export function useVerifyEmail() {
  const [verifyEmail, isInFlight] = useMutationPromise<useVerifyEmailMutation>(mutation);
  return { verifyEmail, isInFlight };
}
