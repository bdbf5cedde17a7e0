import { graphql } from 'react-relay/hooks';
import type { useArchivePlanMutation } from '../../../__generated__/useArchivePlanMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';

const mutation = graphql`
  mutation useArchivePlanMutation($input: ArchivePlanInput!) {
    archivePlan(input: $input) {
      __typename
      ... on ArchivePlanSuccess {
        plan {
          id
          isArchived
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
    }
  }
`;

export function useArchivePlan() {
  const [archivePlan, isInFlight] = useMutationPromise<useArchivePlanMutation>(mutation);
  return { archivePlan, isInFlight };
}
