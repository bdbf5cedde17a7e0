// Private chat (issue 14): the fan's conversation inside the club and their list of chats, and the owner's inbox. Lazy: loaded
// with the first of these routes.
export { ClubChatPage, clubChatPageQuery } from './ClubChatPage';
export { InboxPage, inboxPageQuery } from './InboxPage';
export { InboxConversationPage, inboxConversationPageQuery } from './InboxConversationPage';
export { FanChatsPage, fanChatsPageQuery } from './FanChatsPage';
