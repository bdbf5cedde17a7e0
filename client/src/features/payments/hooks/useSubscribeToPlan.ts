import { graphql } from 'react-relay/hooks';
import type { useSubscribeToPlanMutation } from '../../../__generated__/useSubscribeToPlanMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';

const mutation = graphql`
  mutation useSubscribeToPlanMutation($input: SubscribeToPlanInput!) {
    subscribeToPlan(input: $input) {
      __typename
      ... on SubscribeToPlanSuccess {
        payment {
          id
          status
        }
      }
      ... on PaymentFailedError {
        payment {
          id
        }
      }
      ... on DepositPendingError {
        payment {
          id
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

export function useSubscribeToPlan() {
  const [subscribeToPlan, isInFlight] = useMutationPromise<useSubscribeToPlanMutation>(mutation);
  return { subscribeToPlan, isInFlight };
}
