import { graphql } from 'react-relay/hooks';
import type { useHidePostMutation } from '../../../__generated__/useHidePostMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';
import { invalidateClub } from '../invalidate';

const hide = graphql`
  mutation useHidePostMutation($input: HidePostInput!) {
    hidePost(input: $input) {
      __typename
      ... on HidePostSuccess {
        post {
          id
          isHidden
          ...PostBadges_post
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`;


/** Hides a post (club owner and admins). */
export function useHidePost() {
  const [commit, isInFlight] = useMutationPromise<useHidePostMutation>(hide);
  const hidePost = (postId: string, clubId: string) => commit({ input: { postId } }, invalidateClub(clubId));
  return { hidePost, isInFlight };
}
