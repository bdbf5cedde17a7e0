import { graphql } from 'react-relay/hooks';
import type { useCancelSubscriptionMutation } from '../../../__generated__/useCancelSubscriptionMutation.graphql';
import type { useRenewDepositSubscriptionMutation } from '../../../__generated__/useRenewDepositSubscriptionMutation.graphql';
import type { useResubscribeMutation } from '../../../__generated__/useResubscribeMutation.graphql';
import type { useUpdateSubscriptionCardMutation } from '../../../__generated__/useUpdateSubscriptionCardMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';

// Each payload re-reads the subscription's row so its state, dates and actions change at once.
const cancel = graphql`
  mutation useCancelSubscriptionMutation($input: CancelSubscriptionInput!) {
    cancelSubscription(input: $input) {
      __typename
      ... on CancelSubscriptionSuccess {
        subscription {
          ...SubscriptionRow_subscription
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`;

const resubscribe = graphql`
  mutation useResubscribeMutation($input: ResubscribeInput!) {
    resubscribe(input: $input) {
      __typename
      ... on ResubscribeSuccess {
        subscription {
          ...SubscriptionRow_subscription
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`;

const renewDeposit = graphql`
  mutation useRenewDepositSubscriptionMutation($input: RenewDepositSubscriptionInput!) {
    renewDepositSubscription(input: $input) {
      __typename
      ... on RenewDepositSubscriptionSuccess {
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
    }
  }
`;

export function useCancelSubscription() {
  const [cancelSubscription, isInFlight] = useMutationPromise<useCancelSubscriptionMutation>(cancel);
  return { cancelSubscription, isInFlight };
}

export function useResubscribe() {
  const [resubscribeTo, isInFlight] = useMutationPromise<useResubscribeMutation>(resubscribe);
  return { resubscribe: resubscribeTo, isInFlight };
}

export function useRenewDepositSubscription() {
  const [renewDepositSubscription, isInFlight] = useMutationPromise<useRenewDepositSubscriptionMutation>(renewDeposit);
  return { renewDepositSubscription, isInFlight };
}

const updateCard = graphql`
  mutation useUpdateSubscriptionCardMutation($input: UpdateSubscriptionCardInput!) {
    updateSubscriptionCard(input: $input) {
      __typename
      ... on UpdateSubscriptionCardSuccess {
        subscription {
          ...SubscriptionRow_subscription
        }
        retryPayment {
          id
          status
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`;

export function useUpdateSubscriptionCard() {
  const [updateSubscriptionCard, isInFlight] = useMutationPromise<useUpdateSubscriptionCardMutation>(updateCard);
  return { updateSubscriptionCard, isInFlight };
}
