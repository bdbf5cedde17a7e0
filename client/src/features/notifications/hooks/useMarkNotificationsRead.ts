import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useMarkNotificationsReadMutation } from '../../../__generated__/useMarkNotificationsReadMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';
import { setUnreadCount } from '../notifications-store';

const mutation = graphql`
  mutation useMarkNotificationsReadMutation($input: MarkNotificationsReadInput!) {
    markNotificationsRead(input: $input) {
      __typename
      ... on MarkNotificationsReadSuccess {
        unreadCount
        notifications {
          id
          isRead
        }
      }
    }
  }
`;

/** Marks some notifications (or, without ids, all of them) read; the badge follows the answer. */
export function useMarkNotificationsRead() {
  const [commit, isInFlight] = useMutationPromise<useMarkNotificationsReadMutation>(mutation);
  const markNotificationsRead = useCallback(
    (notificationIds?: readonly string[]) =>
      commit(
        { input: notificationIds ? { notificationIds: [...notificationIds] } : {} },
        { updater: (store) => setUnreadCount(store, store.getRootField('markNotificationsRead')?.getValue('unreadCount')) },
      ),
    [commit],
  );
  return { markNotificationsRead, isInFlight };
}
