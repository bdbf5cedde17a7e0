import { graphql } from 'react-relay/hooks';
import type { useChangeSubscriptionPlanMutation } from '../../../__generated__/useChangeSubscriptionPlanMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';

// The payload re-reads the subscription (plan, pending plan, change options) so the plans page and My
// Page show the new state at once.
const changePlan = graphql`
  mutation useChangeSubscriptionPlanMutation($input: ChangeSubscriptionPlanInput!) {
    changeSubscriptionPlan(input: $input) {
      __typename
      ... on ChangeSubscriptionPlanSuccess {
        outcome
        subscription {
          ...ClubSubscriptionPage_subscription
          ...PlanChangeAction_subscription
          ...SubscriptionRow_subscription
        }
      }
      ... on PaymentFailedError {
        payment {
          failureReason
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`;

export function useChangeSubscriptionPlan() {
  const [changeSubscriptionPlan, isInFlight] = useMutationPromise<useChangeSubscriptionPlanMutation>(changePlan);
  return { changeSubscriptionPlan, isInFlight };
}
