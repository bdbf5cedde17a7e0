import { ConnectionHandler, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';

export const NOTIFICATION_LIST_KEY = 'NotificationList_notifications';

/** The unread badge reads Query.unreadNotificationCount; events and mark-read answers carry the new value. */
export function setUnreadCount(store: RecordSourceSelectorProxy, count: unknown) {
  if (typeof count === 'number') store.getRoot().setValue(count, 'unreadNotificationCount');
}

/**
 * Puts a pushed notification at the top of the open list (newest first), once. One pushed already read
 * (answered elsewhere, e.g. by reading its chat) is not new: Relay updates it where it is, if listed.
 */
export function prependNotification(store: RecordSourceSelectorProxy, notification: RecordProxy) {
  const connection = ConnectionHandler.getConnection(store.getRoot(), NOTIFICATION_LIST_KEY);
  if (!connection || notification.getValue('isRead') === true) return;
  const id = notification.getDataID();
  if ((connection.getLinkedRecords('edges') ?? []).some((edge) => edge?.getLinkedRecord('node')?.getDataID() === id)) return;
  const edge = ConnectionHandler.createEdge(store, connection, notification, 'QueryNotificationsConnectionEdge');
  ConnectionHandler.insertEdgeBefore(connection, edge);
}
