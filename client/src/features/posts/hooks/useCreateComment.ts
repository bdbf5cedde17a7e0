import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useCreateCommentMutation, useCreateCommentMutation$variables } from '../../../__generated__/useCreateCommentMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';
import { insertComment } from '../comments-store';

const mutation = graphql`
  mutation useCreateCommentMutation($input: CreateCommentInput!) {
    createComment(input: $input) {
      __typename
      ... on CreateCommentSuccess {
        comment {
          id
          parent {
            id
          }
          replyCount
          ...CommentItem_comment
          reactions {
            ...ReactionBar_reactions @arguments(withCounts: true)
          }
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

/**
 * Posts a comment or a reply and adds it to the list at once (the live event for it is then a no-op). A
 * new comment has no replies: insertComment gives it the empty list, so the answer stays light.
 */
export function useCreateComment() {
  const [commit, isInFlight] = useMutationPromise<useCreateCommentMutation>(mutation);
  const createComment = useCallback(
    (input: useCreateCommentMutation$variables['input']) =>
      commit(
        { input },
        {
          updater: (store) => {
            const comment = store.getRootField('createComment')?.getLinkedRecord('comment');
            if (!comment) return;
            insertComment(store, input.postId, comment, comment.getLinkedRecord('parent')?.getDataID());
          },
        },
      ),
    [commit],
  );
  return { createComment, isInFlight };
}
