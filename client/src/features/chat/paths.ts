export const FAN_CHATS_PATH = '/mypage/chat';
export const INBOX_PATH = '/mypage/manage/inbox';
export const inboxConversationPath = (conversationId: string) => `${INBOX_PATH}/${encodeURIComponent(conversationId)}`;
export const clubChatPath = (clubUri: string) => `/club/${encodeURIComponent(clubUri)}/chat`;
export const INBOX_FILTERS = { all: 'ALL', unread: 'UNREAD', starred: 'STARRED', subscribers: 'SUBSCRIBERS' } as const;
export type InboxFilterParam = keyof typeof INBOX_FILTERS;
