import { graphql } from 'react-relay/hooks';
import type { useRefundLateDepositMutation } from '../../../__generated__/useRefundLateDepositMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';

// The payload re-reads the payment so its status and the refund form update at once.
const refundLateDeposit = graphql`
  mutation useRefundLateDepositMutation($input: RefundLateDepositInput!) {
    refundLateDeposit(input: $input) {
      __typename
      ... on RefundLateDepositSuccess {
        payment {
          id
          status
          refundAccountNeeded
        }
      }
      ... on InvalidInputError {
        field
      }
      ... on Error {
        code
        message
      }
    }
  }
`;

export function useRefundLateDeposit() {
  const [refund, isInFlight] = useMutationPromise<useRefundLateDepositMutation>(refundLateDeposit);
  return { refundLateDeposit: refund, isInFlight };
}
