import { graphql } from 'react-relay/hooks';
import type { useReviewCreatorApplicationMutation } from '../../../__generated__/useReviewCreatorApplicationMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';

const mutation = graphql`
  mutation useReviewCreatorApplicationMutation($input: ReviewCreatorApplicationInput!) {
    reviewCreatorApplication(input: $input) {
      __typename
      ... on ReviewCreatorApplicationSuccess {
        application {
          id
          status
          reviewedAt
          rejectionReason
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

export function useReviewCreatorApplication() {
  const [reviewCreatorApplication, isInFlight] = useMutationPromise<useReviewCreatorApplicationMutation>(mutation);
  return { reviewCreatorApplication, isInFlight };
}
