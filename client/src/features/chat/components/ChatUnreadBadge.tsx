import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import { Link } from 'react-router';
import { createOperationDescriptor, getRequest } from 'relay-runtime';
import { Icon } from '../../../components/Icon';
import { styled } from '../../../theme/stitches.config';
import type { ChatUnreadBadgeQuery } from '../../../__generated__/ChatUnreadBadgeQuery.graphql';
import { useChatInboxEvents } from '../hooks/useChatInboxEvents';
import { FAN_CHATS_PATH, INBOX_PATH } from '../paths';

const Count = styled('span', {
  position: 'absolute',
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
  variants: { place: { tab: { top: 4, left: 'calc(50% + 6px)' }, header: { top: 2, right: 0 } } },
});

// Like the notification bell; above sm only (the tab bar carries the count on phones).
const HeaderLink = styled(Link, {
  position: 'relative',
  size: 38,
  display: 'none',
  placeItems: 'center',
  borderRadius: '$round',
  color: '$textMuted',
  transition: 'color $fast, background-color $fast',
  '@hover': { '&:hover': { color: '$text', backgroundColor: '$surfaceRaised' } },
  '@sm': { display: 'grid' },
});

const unreadQuery = graphql`
  query ChatUnreadBadgeQuery {
    chatUnreadCount
    viewer {
      id
      ownedClubs {
        id
      }
    }
  }
`;

/**
 * The count (and whether the viewer owns a club) from the store, fetched once and kept live by the inbox
 * events. Read without suspending: the badge must never hold up the shell (a pending count would keep a
 * suspended tab bar waiting).
 */
function useChatBadge(): { count: number; owner: boolean } {
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
  const data = snapshot.data as ChatUnreadBadgeQuery['response'] | null;
  return { count: data?.chatUnreadCount ?? 0, owner: (data?.viewer?.ownedClubs?.length ?? 0) > 0 };
}

const shown = (count: number) => (count > 99 ? '99+' : String(count));

/** Unread chat messages of the signed-in viewer on the tab bar (kept live by ChatInboxLive). */
export function ChatUnreadBadge() {
  const intl = useIntl();
  const { count } = useChatBadge();
  if (count <= 0) return null;
  return (
    <Count place="tab" data-testid="chat-unread-count" aria-label={intl.formatMessage({ id: 'app.nav.chatUnread' }, { count })}>
      {shown(count)}
    </Count>
  );
}

/**
 * The header's way to chat above sm, with the unread count: fans go to their list of chats, club owners to
 * their inbox.
 */
export function ChatHeaderLink() {
  const intl = useIntl();
  const { count, owner } = useChatBadge();
  const name = intl.formatMessage({ id: 'app.nav.chat' });
  const label = count > 0 ? `${name} (${intl.formatMessage({ id: 'app.nav.chatUnread' }, { count })})` : name;
  return (
    <HeaderLink to={owner ? INBOX_PATH : FAN_CHATS_PATH} aria-label={label} title={name} data-testid="header-chat-link">
      <Icon name="message" size={20} />
      {count > 0 ? (
        <Count place="header" data-testid="header-chat-unread">
          {shown(count)}
        </Count>
      ) : null}
    </HeaderLink>
  );
}

/**
 * The live inbox events of the signed-in viewer: the shell mounts it once, whatever the layout, so one
 * subscription keeps every chat count live, including the tab bar's where the header has no chat link
 * (/account/* pages).
 */
export function ChatInboxLive() {
  useChatInboxEvents();
  return null;
}
