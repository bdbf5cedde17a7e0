import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import { createOperationDescriptor, getRequest } from 'relay-runtime';
import { styled } from '../../../theme/stitches.config';
import type { ChatUnreadBadgeQuery } from '../../../__generated__/ChatUnreadBadgeQuery.graphql';
import { useChatInboxEvents } from '../hooks/useChatInboxEvents';

const Count = styled('span', {
  position: 'absolute',
  top: 4,
  left: 'calc(50% + 6px)',
  minWidth: 18,
  height: 18,
  px: 5,
  borderRadius: '$pill',
  backgroundColor: '$accent',
  color: '$white',
  fontSize: 11,
  fontWeight: '$bold',
  lineHeight: '18px',
  textAlign: 'center',
  boxShadow: '0 0 0 2px #000',
});

const unreadQuery = graphql`
  query ChatUnreadBadgeQuery {
    chatUnreadCount
  }
`;

/**
 * The count from the store, fetched once and kept live by the inbox events. Read without suspending: the
 * badge must never hold up the shell (a pending count would keep a suspended tab bar waiting).
 */
function useUnreadCount(): number {
  const environment = useRelayEnvironment();
  const operation = useMemo(() => createOperationDescriptor(getRequest(unreadQuery), {}), []);
  const [snapshot, setSnapshot] = useState(() => environment.lookup(operation.fragment));
  useEffect(() => {
    const retained = environment.retain(operation);
    const watched = environment.subscribe(environment.lookup(operation.fragment), setSnapshot);
    const fetching = fetchQuery<ChatUnreadBadgeQuery>(environment, unreadQuery, {}, { fetchPolicy: 'store-or-network' }).subscribe({ error: () => undefined });
    return () => {
      fetching.unsubscribe();
      watched.dispose();
      retained.dispose();
    };
  }, [environment, operation]);
  return (snapshot.data as ChatUnreadBadgeQuery['response'] | null)?.chatUnreadCount ?? 0;
}

/** Unread chat messages of the signed-in viewer, live (a badge on the tab bar). */
export function ChatUnreadBadge() {
  const intl = useIntl();
  const chatUnreadCount = useUnreadCount();
  useChatInboxEvents();
  if (chatUnreadCount <= 0) return null;
  return (
    <Count data-testid="chat-unread-count" aria-label={intl.formatMessage({ id: 'app.nav.chatUnread' }, { count: chatUnreadCount })}>
      {chatUnreadCount > 99 ? '99+' : chatUnreadCount}
    </Count>
  );
}
