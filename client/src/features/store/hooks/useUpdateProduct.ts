import { graphql } from 'react-relay/hooks';
import type { useUpdateProductMutation } from '../../../__generated__/useUpdateProductMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';

// The saved product refreshes the owner's row and the edit form's own fields in the store.
const mutation = graphql`
  mutation useUpdateProductMutation($input: UpdateProductInput!) {
    updateProduct(input: $input) {
      __typename
      ... on UpdateProductSuccess {
        product {
          id
          name
          ...ManagedProductRow_product
          ...EditProductPage_product
        }
      }
      ... on Error {
        code
        message
      }
      ... on InvalidInputError {
        field
      }
      ... on PriceInvalidError {
        field
      }
    }
  }
`;

export function useUpdateProduct() {
  const [updateProduct, isInFlight] = useMutationPromise<useUpdateProductMutation>(mutation);
  return { updateProduct, isInFlight };
}
