import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import { useRevalidator } from 'react-router';
import type { useBlockUserMutation } from '../../../__generated__/useBlockUserMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';

const mutation = graphql`
  mutation useBlockUserMutation($input: BlockUserInput!) {
    blockUser(input: $input) {
      __typename
      ... on BlockUserSuccess {
        blockedUserId
      }
      ... on Error {
        code
        message
      }
    }
  }
`;

/**
 * Blocks a user. On success everything the store holds is marked stale and the page's query runs again,
 * so the blocked user's posts, comments and replies leave the current page without a reload (the server
 * no longer sends them).
 */
export function useBlockUser() {
  const [commit, isInFlight] = useMutationPromise<useBlockUserMutation>(mutation);
  const revalidator = useRevalidator();
  const blockUser = useCallback(
    async (userId: string) => {
      const response = await commit(
        { input: { userId } },
        {
          updater: (store, data) => {
            if (data?.blockUser?.__typename === 'BlockUserSuccess') store.invalidateStore();
          },
        },
      );
      if (response.blockUser.__typename === 'BlockUserSuccess') await revalidator.revalidate();
      return response.blockUser;
    },
    [commit, revalidator],
  );
  return { blockUser, isInFlight };
}
