import { graphql } from 'react-relay/hooks';
import type { useHideCommentMutation } from '../../../__generated__/useHideCommentMutation.graphql';
import type { useHideCommentShowMutation } from '../../../__generated__/useHideCommentShowMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';

const hide = graphql`
  mutation useHideCommentMutation($input: HideCommentInput!) {
    hideComment(input: $input) {
      __typename
      ... on HideCommentSuccess {
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

const show = graphql`
  mutation useHideCommentShowMutation($input: HideCommentInput!) {
    showComment(input: $input) {
      __typename
      ... on HideCommentSuccess {
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

/** Hides a comment or shows it again (club owner and admins); the store updates by id. */
export function useHideComment() {
  const [commitHide, hiding] = useMutationPromise<useHideCommentMutation>(hide);
  const [commitShow, showing] = useMutationPromise<useHideCommentShowMutation>(show);
  const setHidden = async (commentId: string, hidden: boolean) => {
    const input = { input: { commentId } };
    return hidden ? (await commitHide(input)).hideComment : (await commitShow(input)).showComment;
  };
  return { setHidden, isInFlight: hiding || showing };
}
