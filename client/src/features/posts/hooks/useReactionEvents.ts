import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay/hooks';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useReactionEventsSubscription } from '../../../__generated__/useReactionEventsSubscription.graphql';

// Only the counts: each reader's own reaction is theirs, so an event must not overwrite it.
const subscription = graphql`
  subscription useReactionEventsSubscription($postId: ID!) {
    reactionsChanged(postId: $postId) {
      reactions {
        id
        total
        counts {
          kind
          count
        }
      }
    }
  }
`;

/** Keeps the reaction totals of a post and its comments live (Relay merges each summary by id). */
export function useReactionEvents(postId: string) {
  const config = useMemo<GraphQLSubscriptionConfig<useReactionEventsSubscription>>(
    () => ({
      subscription,
      variables: { postId },
      // A dropped socket reconnects by itself (relay/subscriptions.ts); nothing to show the reader.
      onError: () => {},
    }),
    [postId],
  );
  useSubscription(config);
}
