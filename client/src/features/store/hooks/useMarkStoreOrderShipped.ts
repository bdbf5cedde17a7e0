import { graphql } from 'react-relay/hooks';
import type { useMarkStoreOrderShippedMutation } from '../../../__generated__/useMarkStoreOrderShippedMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';

// The payload returns the changed order: Relay updates its row and the buyer's detail by id.
const mutation = graphql`
  mutation useMarkStoreOrderShippedMutation($input: MarkStoreOrderShippedInput!) {
    markStoreOrderShipped(input: $input) {
      __typename
      ... on MarkStoreOrderShippedSuccess {
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
      ... on TrackingNumberInvalidError {
        field
      }
    }
  }
`;

export function useMarkStoreOrderShipped() {
  const [markStoreOrderShipped, isInFlight] = useMutationPromise<useMarkStoreOrderShippedMutation>(mutation);
  return { markStoreOrderShipped, isInFlight };
}
