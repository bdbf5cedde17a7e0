import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay/hooks';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useChatEventsSubscription, useChatEventsSubscription$data } from '../../../__generated__/useChatEventsSubscription.graphql';
import { addMessage } from '../chat-store';

const subscription = graphql`
  subscription useChatEventsSubscription($conversationId: ID!) {
    chatEvents(conversationId: $conversationId) {
      kind
      byViewer
      message {
        id
        ...ChatBubble_message
      }
      conversation {
        id
        viewerUnreadCount
        otherSideReadAt
        lastMessageAt
      }
    }
  }
`;

export type ChatEvent = useChatEventsSubscription$data['chatEvents'];

/** One conversation, live: new messages join the list; edits, deletes and read state update in place. */
export function useChatEvents(conversationId: string, onEvent: (event: ChatEvent) => void) {
  const config = useMemo<GraphQLSubscriptionConfig<useChatEventsSubscription>>(
    () => ({
      subscription,
      variables: { conversationId },
      updater: (store) => {
        const event = store.getRootField('chatEvents');
        if (event?.getValue('kind') === 'ADDED') addMessage(store, conversationId, event.getLinkedRecord('message'));
      },
      onNext: (data) => {
        if (data?.chatEvents) onEvent(data.chatEvents);
      },
      onError: () => {},
    }),
    // onEvent is read through a ref by callers; the subscription restarts only for another conversation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [conversationId],
  );
  useSubscription(config);
}
