import { graphql } from 'react-relay/hooks';
import type { useUpdateChatConversationMutation } from '../../../__generated__/useUpdateChatConversationMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';
import { setChatUnread } from '../chat-store';

const mutation = graphql`
  mutation useUpdateChatConversationMutation($conversationId: ID!, $starred: Boolean, $muted: Boolean, $blocked: Boolean) {
    updateChatConversation(conversationId: $conversationId, starred: $starred, muted: $muted, blocked: $blocked) {
      __typename
      ... on ChatConversationUpdated {
        chatUnreadCount
        conversation {
          id
          starred
          muted
          blocked
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`;

/** The owner stars, mutes or blocks a conversation. */
export function useUpdateChatConversation() {
  const [run, isInFlight] = useMutationPromise<useUpdateChatConversationMutation>(mutation);
  const updateChatConversation = (variables: useUpdateChatConversationMutation['variables']) =>
    run(variables, { updater: (store) => setChatUnread(store, store.getRootField('updateChatConversation')?.getValue('chatUnreadCount')) });
  return { updateChatConversation, isInFlight };
}
