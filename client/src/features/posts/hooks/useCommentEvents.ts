import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay/hooks';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useCommentEventsSubscription } from '../../../__generated__/useCommentEventsSubscription.graphql';
import { insertComment, removeComment } from '../comments-store';

const subscription = graphql`
  subscription useCommentEventsSubscription($postId: ID!) {
    commentEvents(postId: $postId) {
      kind
      commentId
      parentId
      comment {
        id
        replyCount
        ...CommentItem_comment
      }
    }
  }
`;

/**
 * Keeps a post's comments live: new comments join their list, edits and placeholders update by id
 * (Relay normalizes the pushed comment), removed ones leave. No refetch.
 */
export function useCommentEvents(postId: string) {
  const config = useMemo<GraphQLSubscriptionConfig<useCommentEventsSubscription>>(
    () => ({
      subscription,
      variables: { postId },
      updater: (store) => {
        const event = store.getRootField('commentEvents');
        if (!event) return;
        const kind = event.getValue('kind');
        const parentId = (event.getValue('parentId') as string | null) ?? null;
        const comment = event.getLinkedRecord('comment');
        if (kind === 'CREATED' && comment) insertComment(store, postId, comment, parentId);
        else if (kind === 'DELETED' && !comment) removeComment(store, postId, event.getValue('commentId') as string, parentId);
      },
      // A dropped socket reconnects by itself (relay/subscriptions.ts); nothing to show the reader.
      onError: () => {},
    }),
    [postId],
  );
  useSubscription(config);
}
