import { graphql } from 'react-relay/hooks';
import type { useDeletePostMutation } from '../../../__generated__/useDeletePostMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';

const mutation = graphql`
  mutation useDeletePostMutation($input: DeletePostInput!) {
    deletePost(input: $input) {
      __typename
      ... on DeletePostSuccess {
        deletedPostId
        club {
          id
          uri
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`;

/** Deletes a post. Every list that held it (club feeds, home) is stale afterwards and reloads when shown. */
export function useDeletePost() {
  const [commit, isInFlight] = useMutationPromise<useDeletePostMutation>(mutation);
  const deletePost = (postId: string) =>
    commit(
      { input: { postId } },
      {
        updater: (store) => {
          if (store.getRootField('deletePost')?.getValue('__typename') === 'DeletePostSuccess') store.invalidateStore();
        },
      },
    );
  return { deletePost, isInFlight };
}
