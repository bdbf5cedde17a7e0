import { graphql } from 'react-relay/hooks';
import type { useShowPostMutation } from '../../../__generated__/useShowPostMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';

// The shown post leaves the hidden list in place (@deleteEdge on the hidden connection).
const mutation = graphql`
  mutation useShowPostMutation($input: ShowPostInput!, $connections: [ID!]!) {
    showPost(input: $input) {
      __typename
      ... on ShowPostSuccess {
        post {
          id @deleteEdge(connections: $connections)
          isHidden
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`;

export function useShowPost() {
  const [showPost, isInFlight] = useMutationPromise<useShowPostMutation>(mutation);
  return { showPost, isInFlight };
}
