import { graphql } from 'react-relay/hooks';
import type { useCreateProductMutation } from '../../../__generated__/useCreateProductMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';

// The new product joins the top of the owner's list (and the store grid when it is loaded).
const mutation = graphql`
  mutation useCreateProductMutation($input: CreateProductInput!, $connections: [ID!]!) {
    createProduct(input: $input) {
      __typename
      ... on CreateProductSuccess {
        productEdge @prependEdge(connections: $connections) {
          cursor
          node {
            id
            name
            ...ManagedProductRow_product
          }
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

export function useCreateProduct() {
  const [createProduct, isInFlight] = useMutationPromise<useCreateProductMutation>(mutation);
  return { createProduct, isInFlight };
}
