import { graphql } from 'react-relay/hooks';
import type { useUpdateMarketingConsentMutation } from '../../../__generated__/useUpdateMarketingConsentMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';

const mutation = graphql`
  mutation useUpdateMarketingConsentMutation($input: UpdateMarketingConsentInput!) {
    updateMarketingConsent(input: $input) {
      __typename
      ... on UpdateMarketingConsentSuccess {
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

export function useUpdateMarketingConsent() {
  const [updateMarketingConsent, isInFlight] = useMutationPromise<useUpdateMarketingConsentMutation>(mutation);
  return { updateMarketingConsent, isInFlight };
}
