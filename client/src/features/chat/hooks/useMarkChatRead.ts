import { graphql } from 'react-relay/hooks';
import type { useMarkChatReadMutation } from '../../../__generated__/useMarkChatReadMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';
import { setChatUnread } from '../chat-store';

const mutation = graphql`
  mutation useMarkChatReadMutation($conversationId: ID!) {
    markChatRead(conversationId: $conversationId) {
      __typename
      ... on ChatReadPayload {
        chatUnreadCount
        conversation {
          id
          viewerUnreadCount
        }
      }
    }
  }
`;

/** Marks a conversation read on the viewer's side; the tab bar count follows. */
export function useMarkChatRead() {
  const [run, isInFlight] = useMutationPromise<useMarkChatReadMutation>(mutation);
  const markChatRead = (conversationId: string) =>
    run(
      { conversationId },
      { updater: (store) => setChatUnread(store, store.getRootField('markChatRead')?.getValue('chatUnreadCount')) },
    );
  return { markChatRead, isInFlight };
}
