import { ConnectionHandler, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';

export const MESSAGES_KEY = 'ChatThread_messages';
export const INBOX_KEY = 'InboxPage_chatInbox';
export const FAN_CHATS_KEY = 'FanChatsPage_chatConversations';

/** The tab bar badge reads Query.chatUnreadCount; events and mutation answers carry the new value. */
export function setChatUnread(store: RecordSourceSelectorProxy, count: unknown) {
  if (typeof count === 'number') store.getRoot().setValue(count, 'chatUnreadCount');
}

/** Puts a message at the newest end of its conversation's loaded list, once. */
export function addMessage(store: RecordSourceSelectorProxy, conversationId: string, message: RecordProxy | null | undefined) {
  const conversation = store.get(conversationId);
  if (!conversation || !message) return;
  const connection = ConnectionHandler.getConnection(conversation, MESSAGES_KEY);
  if (!connection) return;
  const id = message.getDataID();
  if ((connection.getLinkedRecords('edges') ?? []).some((edge) => edge?.getLinkedRecord('node')?.getDataID() === id)) return;
  const edge = ConnectionHandler.createEdge(store, connection, message, 'ChatConversationMessagesConnectionEdge');
  ConnectionHandler.insertEdgeBefore(connection, edge);
}

/** Moves (or adds) a conversation to the top of the owner's open inbox lists: it just had a message. */
export function bumpConversation(store: RecordSourceSelectorProxy, conversation: RecordProxy | null | undefined) {
  if (!conversation) return;
  for (const filter of ['ALL', 'UNREAD', 'STARRED', 'SUBSCRIBERS']) {
    const connection = ConnectionHandler.getConnection(store.getRoot(), INBOX_KEY, { filter });
    if (!connection) continue;
    const id = conversation.getDataID();
    if (filter !== 'ALL' && filter !== 'UNREAD') {
      // Starred and subscriber lists keep their members; only their order changes.
      if (!(connection.getLinkedRecords('edges') ?? []).some((e) => e?.getLinkedRecord('node')?.getDataID() === id)) continue;
    }
    ConnectionHandler.deleteNode(connection, id);
    const edge = ConnectionHandler.createEdge(store, connection, conversation, 'QueryChatInboxConnectionEdge');
    ConnectionHandler.insertEdgeBefore(connection, edge);
  }
}

/** Moves (or adds) a conversation to the top of the fan's open list of chats (/mypage/chat). */
export function bumpFanConversation(store: RecordSourceSelectorProxy, conversation: RecordProxy | null | undefined) {
  const viewer = store.getRoot().getLinkedRecord('viewer');
  const connection = viewer && ConnectionHandler.getConnection(viewer, FAN_CHATS_KEY);
  if (!conversation || !connection) return;
  ConnectionHandler.deleteNode(connection, conversation.getDataID());
  ConnectionHandler.insertEdgeBefore(connection, ConnectionHandler.createEdge(store, connection, conversation, 'UserChatConversationsConnectionEdge'));
}
