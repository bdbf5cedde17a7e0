import { graphql } from 'react-relay/hooks';
import type { useMarkStoreOrderDeliveredMutation } from '../../../__generated__/useMarkStoreOrderDeliveredMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';

const mutation = graphql`
  mutation useMarkStoreOrderDeliveredMutation($input: MarkStoreOrderDeliveredInput!) {
    markStoreOrderDelivered(input: $input) {
      __typename
      ... on MarkStoreOrderDeliveredSuccess {
        storeOrder {
          id
          ...ManagedOrderRow_order
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`;

export function useMarkStoreOrderDelivered() {
  const [markStoreOrderDelivered, isInFlight] = useMutationPromise<useMarkStoreOrderDeliveredMutation>(mutation);
  return { markStoreOrderDelivered, isInFlight };
}
