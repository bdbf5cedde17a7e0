import { graphql } from 'react-relay/hooks';
import { ConnectionHandler } from 'relay-runtime';
import type { useCreatePostMutation } from '../../../__generated__/useCreatePostMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';

// The new post is prepended to the club's lists it belongs in (@prependNode), so the club page shows
// it without a refetch when the writer goes back.
const mutation = graphql`
  mutation useCreatePostMutation($input: CreatePostInput!, $connections: [ID!]!) {
    createPost(input: $input) {
      __typename
      ... on CreatePostSuccess {
        post @prependNode(connections: $connections, edgeTypeName: "ClubPostsConnectionEdge") {
          id
          ...PostCard_post
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

/** The ClubPosts connections (by filter) a new post joins. */
export function postConnections(clubId: string, flags: { isOwner: boolean; isNotice: boolean }): string[] {
  const filters = ['ALL', flags.isOwner ? 'OWNER' : 'FAN', ...(flags.isNotice ? ['NOTICE'] : [])];
  return filters.map((filter) => ConnectionHandler.getConnectionID(clubId, 'ClubPosts_posts', { filter }));
}

export function useCreatePost() {
  const [createPost, isInFlight] = useMutationPromise<useCreatePostMutation>(mutation);
  return { createPost, isInFlight };
}
