import { graphql } from 'react-relay/hooks';
import type { useRequestWithdrawalMutation } from '../../../__generated__/useRequestWithdrawalMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';

const mutation = graphql`
  mutation useRequestWithdrawalMutation($input: RequestWithdrawalInput!) {
    requestWithdrawal(input: $input) {
      __typename
      ... on RequestWithdrawalSuccess {
        withdrawal {
          id
          ...WithdrawalRow_withdrawal
        }
      }
      ... on Error {
        code
        message
      }
      ... on WithdrawalOverBalanceError {
        withdrawable
      }
    }
  }
`;

export function useRequestWithdrawal() {
  const [requestWithdrawal, isInFlight] = useMutationPromise<useRequestWithdrawalMutation>(mutation);
  return { requestWithdrawal, isInFlight };
}
