import { Component, Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
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

class Quiet extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

function LiveCount() {
  const intl = useIntl();
  const { chatUnreadCount } = useLazyLoadQuery<ChatUnreadBadgeQuery>(
    graphql`
      query ChatUnreadBadgeQuery {
        chatUnreadCount
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  useChatInboxEvents();
  if (chatUnreadCount <= 0) return null;
  return (
    <Count data-testid="chat-unread-count" aria-label={intl.formatMessage({ id: 'app.nav.chatUnread' }, { count: chatUnreadCount })}>
      {chatUnreadCount > 99 ? '99+' : chatUnreadCount}
    </Count>
  );
}

/** Unread chat messages of the signed-in viewer, live (a badge on the tab bar). */
export function ChatUnreadBadge() {
  return (
    <Quiet>
      <Suspense fallback={null}>
        <LiveCount />
      </Suspense>
    </Quiet>
  );
}
