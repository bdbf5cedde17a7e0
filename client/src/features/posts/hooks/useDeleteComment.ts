import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useDeleteCommentMutation } from '../../../__generated__/useDeleteCommentMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';
import { removeComment } from '../comments-store';

const mutation = graphql`
  mutation useDeleteCommentMutation($input: DeleteCommentInput!) {
    deleteComment(input: $input) {
      __typename
      ... on DeleteCommentSuccess {
        deletedCommentId
        comment {
          id
          ...CommentItem_comment
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`;

/** Deletes a comment: it leaves the list, or stays as a placeholder when it has replies. */
export function useDeleteComment() {
  const [commit, isInFlight] = useMutationPromise<useDeleteCommentMutation>(mutation);
  const deleteComment = useCallback(
    (target: { commentId: string; postId: string; parentId: string | null }) =>
      commit(
        { input: { commentId: target.commentId } },
        {
          updater: (store) => {
            const payload = store.getRootField('deleteComment');
            if (payload?.getValue('__typename') !== 'DeleteCommentSuccess' || payload.getLinkedRecord('comment')) return;
            removeComment(store, target.postId, target.commentId, target.parentId);
          },
        },
      ),
    [commit],
  );
  return { deleteComment, isInFlight };
}
