import { useMemo } from 'react';
import { fetchQuery, graphql, useRelayEnvironment, useSubscription } from 'react-relay/hooks';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useCreatorDashboardEventsSubscription } from '../../../__generated__/useCreatorDashboardEventsSubscription.graphql';
import { managePageQuery } from '../routes';

const subscription = graphql`
  subscription useCreatorDashboardEventsSubscription {
    creatorDashboardChanged {
      clubId
      kind
    }
  }
`;

/**
 * Keeps the dashboard live: each change in one of the viewer's clubs (a payment, a refund, a member, a
 * subscriber, an order) reads the page's query again, and the figures and charts move without reload.
 */
export function useCreatorDashboardEvents() {
  const environment = useRelayEnvironment();
  const config = useMemo<GraphQLSubscriptionConfig<useCreatorDashboardEventsSubscription>>(
    () => ({
      subscription,
      variables: {},
      onNext: () => {
        fetchQuery(environment, managePageQuery, {}, { fetchPolicy: 'network-only' }).subscribe({});
      },
      onError: () => {},
    }),
    [environment],
  );
  useSubscription(config);
}
