import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay/hooks';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useNotificationEventsSubscription } from '../../../__generated__/useNotificationEventsSubscription.graphql';
import { prependNotification, setUnreadCount } from '../notifications-store';

const subscription = graphql`
  subscription useNotificationEventsSubscription {
    notificationEvents {
      unreadCount
      notification {
        id
        ...NotificationItem_notification
      }
    }
  }
`;

/** The viewer's notifications, live: the unread count and new items, straight into the store. */
export function useNotificationEvents() {
  const config = useMemo<GraphQLSubscriptionConfig<useNotificationEventsSubscription>>(
    () => ({
      subscription,
      variables: {},
      updater: (store) => {
        const event = store.getRootField('notificationEvents');
        if (!event) return;
        setUnreadCount(store, event.getValue('unreadCount'));
        const notification = event.getLinkedRecord('notification');
        if (notification) prependNotification(store, notification);
      },
      onError: () => {},
    }),
    [],
  );
  useSubscription(config);
}
