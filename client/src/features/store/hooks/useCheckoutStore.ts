import { graphql } from 'react-relay/hooks';
import type { useCheckoutStoreMutation } from '../../../__generated__/useCheckoutStoreMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';

const mutation = graphql`
  mutation useCheckoutStoreMutation($input: CheckoutStoreInput!) {
    checkoutStore(input: $input) {
      __typename
      ... on CheckoutStoreSuccess {
        payment {
          id
          status
        }
      }
      ... on PaymentFailedError {
        payment {
          id
        }
      }
      ... on Error {
        code
        message
      }
      ... on InvalidInputError {
        field
      }
      ... on ProductUnavailableError {
        field
      }
      ... on PurchaseLimitError {
        field
        limit
        alreadyBought
      }
    }
  }
`;

/** Buys a cart of one club's products (checkoutStore). */
export function useCheckoutStore() {
  const [checkoutStore, isInFlight] = useMutationPromise<useCheckoutStoreMutation>(mutation);
  return { checkoutStore, isInFlight };
}
