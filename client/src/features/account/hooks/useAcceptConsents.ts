import { graphql } from 'react-relay/hooks';
import type { useAcceptConsentsMutation } from '../../../__generated__/useAcceptConsentsMutation.graphql';
import { useMutationPromise } from './useMutationPromise';

const mutation = graphql`
  mutation useAcceptConsentsMutation($input: AcceptConsentsInput!) {
    acceptConsents(input: $input) {
      __typename
      ... on AcceptConsentsSuccess {
        viewer {
          id
          consents {
            kind
            agreedAt
            version
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
    }
  }
`;

export function useAcceptConsents() {
  const [acceptConsents, isInFlight] = useMutationPromise<useAcceptConsentsMutation>(mutation);
  return { acceptConsents, isInFlight };
}
