import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay/hooks';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useChatInboxEventsSubscription } from '../../../__generated__/useChatInboxEventsSubscription.graphql';
import { bumpConversation, bumpFanConversation, setChatUnread } from '../chat-store';

const subscription = graphql`
  subscription useChatInboxEventsSubscription {
    chatInboxChanged {
      chatUnreadCount
      conversation {
        id
        viewerSide
        ...InboxRow_conversation
        ...FanChatRow_conversation
      }
    }
  }
`;

/** The viewer's conversations, live: the unread badges, the owner's inbox order and the fan's list order. */
export function useChatInboxEvents() {
  const config = useMemo<GraphQLSubscriptionConfig<useChatInboxEventsSubscription>>(
    () => ({
      subscription,
      variables: {},
      updater: (store) => {
        const event = store.getRootField('chatInboxChanged');
        if (!event) return;
        setChatUnread(store, event.getValue('chatUnreadCount'));
        const conversation = event.getLinkedRecord('conversation');
        if (conversation?.getValue('viewerSide') === 'OWNER') bumpConversation(store, conversation);
        else bumpFanConversation(store, conversation);
      },
      onError: () => {},
    }),
    [],
  );
  useSubscription(config);
}
