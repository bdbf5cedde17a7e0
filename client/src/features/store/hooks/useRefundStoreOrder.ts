import { graphql } from 'react-relay/hooks';
import type { useRefundStoreOrderMutation } from '../../../__generated__/useRefundStoreOrderMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';

const mutation = graphql`
  mutation useRefundStoreOrderMutation($input: RefundStoreOrderInput!) {
    refundStoreOrder(input: $input) {
      __typename
      ... on RefundStoreOrderSuccess {
        storeOrder {
          id
          ...ManagedOrderRow_order
        }
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

export function useRefundStoreOrder() {
  const [refundStoreOrder, isInFlight] = useMutationPromise<useRefundStoreOrderMutation>(mutation);
  return { refundStoreOrder, isInFlight };
}
