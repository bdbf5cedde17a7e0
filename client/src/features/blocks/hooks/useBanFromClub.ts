import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import { ConnectionHandler } from 'relay-runtime';
import type { useBanFromClubMutation } from '../../../__generated__/useBanFromClubMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';

const mutation = graphql`
  mutation useBanFromClubMutation($input: BanFromClubInput!) {
    banFromClub(input: $input) {
      __typename
      ... on BanFromClubSuccess {
        bannedUserId
        ban {
          id
        }
      }
      ... on BanBlockedBySubscriptionError {
        endsAt
      }
      ... on Error {
        code
        message
      }
    }
  }
`;

/** Bans a member; their row leaves the members list on this page (membershipId) at once. */
export function useBanFromClub() {
  const [commit, isInFlight] = useMutationPromise<useBanFromClubMutation>(mutation);
  const banFromClub = useCallback(
    (input: { clubId: string; userId: string; reason?: string | null }, remove?: { membershipId: string; connection: string }) =>
      commit(
        { input },
        {
          updater: (store, data) => {
            if (data?.banFromClub?.__typename !== 'BanFromClubSuccess' || !remove) return;
            const connection = store.get(remove.connection);
            if (connection) ConnectionHandler.deleteNode(connection, remove.membershipId);
          },
        },
      ),
    [commit],
  );
  return { banFromClub, isInFlight };
}
