import { graphql } from 'react-relay/hooks';
import type { useArchiveProductMutation } from '../../../__generated__/useArchiveProductMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';

// Archiving (or putting back) moves the product to the other list: it leaves the one shown.
const mutation = graphql`
  mutation useArchiveProductMutation($input: ArchiveProductInput!, $connections: [ID!]!) {
    archiveProduct(input: $input) {
      __typename
      ... on ArchiveProductSuccess {
        product {
          id @deleteEdge(connections: $connections)
          name
          status
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`;

export function useArchiveProduct() {
  const [archiveProduct, isInFlight] = useMutationPromise<useArchiveProductMutation>(mutation);
  return { archiveProduct, isInFlight };
}
