import { graphql } from 'react-relay/hooks';
import type { useCancelWithdrawalMutation } from '../../../__generated__/useCancelWithdrawalMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';

const mutation = graphql`
  mutation useCancelWithdrawalMutation($input: CancelWithdrawalInput!) {
    cancelWithdrawal(input: $input) {
      __typename
      ... on CancelWithdrawalSuccess {
        withdrawal {
          id
          ...WithdrawalRow_withdrawal
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`;

export function useCancelWithdrawal() {
  const [cancelWithdrawal, isInFlight] = useMutationPromise<useCancelWithdrawalMutation>(mutation);
  return { cancelWithdrawal, isInFlight };
}
