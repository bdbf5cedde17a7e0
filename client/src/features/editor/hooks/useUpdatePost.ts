import { graphql } from 'react-relay/hooks';
import type { useUpdatePostMutation } from '../../../__generated__/useUpdatePostMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';

const mutation = graphql`
  mutation useUpdatePostMutation($input: UpdatePostInput!) {
    updatePost(input: $input) {
      __typename
      ... on UpdatePostSuccess {
        post {
          id
          title
          isNotice
          isSubscriberOnly
          isOwnerOnly
          isEdited
          updatedAt
          ...PostCard_post
          ...PostEditor_post
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

export function useUpdatePost() {
  const [updatePost, isInFlight] = useMutationPromise<useUpdatePostMutation>(mutation);
  return { updatePost, isInFlight };
}
