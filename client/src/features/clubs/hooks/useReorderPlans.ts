import { graphql } from 'react-relay/hooks';
import type { useReorderPlansMutation } from '../../../__generated__/useReorderPlansMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';

const mutation = graphql`
  mutation useReorderPlansMutation($input: ReorderPlansInput!) {
    reorderPlans(input: $input) {
      __typename
      ... on ReorderPlansSuccess {
        club {
          id
          plans {
            id
          }
          ...ClubPlansEditor_club
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`;

export function useReorderPlans() {
  const [reorderPlans, isInFlight] = useMutationPromise<useReorderPlansMutation>(mutation);
  return { reorderPlans, isInFlight };
}
