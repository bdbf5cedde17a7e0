import { graphql } from 'react-relay/hooks';
import type { useUpdatePlanMutation } from '../../../__generated__/useUpdatePlanMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';

const mutation = graphql`
  mutation useUpdatePlanMutation($input: UpdatePlanInput!) {
    updatePlan(input: $input) {
      __typename
      ... on UpdatePlanSuccess {
        plan {
          id
          name
          monthlyPrice
          benefits
          level
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

export function useUpdatePlan() {
  const [updatePlan, isInFlight] = useMutationPromise<useUpdatePlanMutation>(mutation);
  return { updatePlan, isInFlight };
}
