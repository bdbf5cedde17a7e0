import { graphql } from 'react-relay/hooks';
import type { useSendChatMessageMutation } from '../../../__generated__/useSendChatMessageMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';
import { addMessage } from '../chat-store';

const mutation = graphql`
  mutation useSendChatMessageMutation($input: SendChatMessageInput!) {
    sendChatMessage(input: $input) {
      __typename
      ... on ChatMessagePayload {
        message {
          id
          ...ChatBubble_message
        }
        conversation {
          id
          lastMessageAt
          viewerUnreadCount
        }
      }
      ... on ChatPlanRequiredError {
        minPlanLevel
      }
      ... on Error {
        code
      }
    }
  }
`;

/** Sends a message; it joins the conversation's list at once (the live event that follows is deduplicated). */
export function useSendChatMessage() {
  const [run, isInFlight] = useMutationPromise<useSendChatMessageMutation>(mutation);
  const sendChatMessage = (input: useSendChatMessageMutation['variables']['input']) =>
    run(
      { input },
      {
        updater: (store) => {
          const payload = store.getRootField('sendChatMessage');
          const conversation = payload?.getLinkedRecord('conversation');
          if (conversation) addMessage(store, conversation.getDataID(), payload?.getLinkedRecord('message'));
        },
      },
    );
  return { sendChatMessage, isInFlight };
}
