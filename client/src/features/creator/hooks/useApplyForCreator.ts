import { graphql } from 'react-relay/hooks';
import type { useApplyForCreatorMutation } from '../../../__generated__/useApplyForCreatorMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';

const mutation = graphql`
  mutation useApplyForCreatorMutation($input: ApplyForCreatorInput!) {
    applyForCreator(input: $input) {
      __typename
      ... on ApplyForCreatorSuccess {
        application {
          id
          status
          channelLinks
          introduction
          createdAt
          reviewedAt
          rejectionReason
          applicant {
            id
            creatorApplication {
              id
            }
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

export function useApplyForCreator() {
  const [applyForCreator, isInFlight] = useMutationPromise<useApplyForCreatorMutation>(mutation);
  return { applyForCreator, isInFlight };
}
