import { graphql } from 'react-relay/hooks';
import type { useChatMessageActionsDeleteMutation } from '../../../__generated__/useChatMessageActionsDeleteMutation.graphql';
import type { useChatMessageActionsEditMutation } from '../../../__generated__/useChatMessageActionsEditMutation.graphql';
import type { useChatMessageActionsTypingMutation } from '../../../__generated__/useChatMessageActionsTypingMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';

const edit = graphql`
  mutation useChatMessageActionsEditMutation($messageId: ID!, $body: String!) {
    editChatMessage(messageId: $messageId, body: $body) {
      __typename
      ... on ChatMessagePayload {
        message {
          id
          ...ChatBubble_message
        }
      }
      ... on Error {
        code
      }
    }
  }
`;

const remove = graphql`
  mutation useChatMessageActionsDeleteMutation($messageId: ID!) {
    deleteChatMessage(messageId: $messageId) {
      __typename
      ... on ChatMessagePayload {
        message {
          id
          ...ChatBubble_message
        }
      }
      ... on Error {
        code
      }
    }
  }
`;

const typing = graphql`
  mutation useChatMessageActionsTypingMutation($conversationId: ID!) {
    sendChatTyping(conversationId: $conversationId) {
      __typename
    }
  }
`;

/** Edit and delete (within the server's window) and the typing signal. */
export function useChatMessageActions() {
  const [editChatMessage, editing] = useMutationPromise<useChatMessageActionsEditMutation>(edit);
  const [deleteChatMessage, deleting] = useMutationPromise<useChatMessageActionsDeleteMutation>(remove);
  const [sendChatTyping] = useMutationPromise<useChatMessageActionsTypingMutation>(typing);
  return { editChatMessage, deleteChatMessage, sendChatTyping, isInFlight: editing || deleting };
}
