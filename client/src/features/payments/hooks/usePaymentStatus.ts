import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay/hooks';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { usePaymentStatusSubscription } from '../../../__generated__/usePaymentStatusSubscription.graphql';

const subscription = graphql`
  subscription usePaymentStatusSubscription($paymentId: ID!) {
    paymentStatusChanged(paymentId: $paymentId) {
      id
      status
      paidAt
      failureReason
    }
  }
`;

/** Keeps a payment's status live in the store (a deposit arriving, a webhook completing a card payment). */
export function usePaymentStatus(paymentId: string) {
  const config = useMemo<GraphQLSubscriptionConfig<usePaymentStatusSubscription>>(
    () => ({ subscription, variables: { paymentId }, onError: () => {} }),
    [paymentId],
  );
  useSubscription(config);
}
