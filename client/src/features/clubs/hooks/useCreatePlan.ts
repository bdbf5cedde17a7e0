import { graphql } from 'react-relay/hooks';
import type { useCreatePlanMutation } from '../../../__generated__/useCreatePlanMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';

// The club comes back with its plan lists, so both the editor and the public plan list update.
const mutation = graphql`
  mutation useCreatePlanMutation($input: CreatePlanInput!) {
    createPlan(input: $input) {
      __typename
      ... on CreatePlanSuccess {
        plan {
          id
        }
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
      ... on InvalidInputError {
        field
      }
    }
  }
`;

export function useCreatePlan() {
  const [createPlan, isInFlight] = useMutationPromise<useCreatePlanMutation>(mutation);
  return { createPlan, isInFlight };
}
