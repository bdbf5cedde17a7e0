import { graphql } from 'react-relay/hooks';
import type { useUpdateCommentMutation } from '../../../__generated__/useUpdateCommentMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';

const mutation = graphql`
  mutation useUpdateCommentMutation($input: UpdateCommentInput!) {
    updateComment(input: $input) {
      __typename
      ... on UpdateCommentSuccess {
        comment {
          id
          ...CommentItem_comment
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

/** Edits a comment's body; the store updates by id. */
export function useUpdateComment() {
  const [updateComment, isInFlight] = useMutationPromise<useUpdateCommentMutation>(mutation);
  return { updateComment, isInFlight };
}
