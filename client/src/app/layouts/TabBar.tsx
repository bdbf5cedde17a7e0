import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { Icon, type IconName } from '../../components/Icon';
import { useSession } from '../session';
import { styled } from '../../theme/stitches.config';

// Loaded after the page: the count is not needed to show it (and costs its own request and socket).
const ChatUnreadBadge = lazy(() => import('../../features/chat/components/ChatUnreadBadge').then((m) => ({ default: m.ChatUnreadBadge })));

const Bar = styled('nav', {
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: '$header',
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  paddingBottom: 'env(safe-area-inset-bottom, 0px)',
  backgroundColor: 'rgba(10, 10, 12, 0.92)',
  backdropFilter: 'blur(14px)',
  borderTop: '1px solid $border',
  '@sm': { display: 'none' },
});

const Item = styled(NavLink, {
  height: 56,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 3,
  position: 'relative',
  fontSize: 11,
  fontWeight: '$semibold',
  color: '$textSubtle',
  '&.active': { color: '$primaryText' },
});

/** Space the fixed tab bar covers, so the footer is never hidden under it. */
export const TabBarSpacer = styled('div', { height: 'calc(56px + env(safe-area-inset-bottom, 0px))', '@sm': { display: 'none' } });

const items: { to: string; icon: IconName; label: string; badge?: boolean }[] = [
  { to: '/home', icon: 'home', label: 'app.nav.home' },
  { to: '/search', icon: 'compass', label: 'app.nav.explore' },
  // My page carries the unread chat messages (the inbox and the clubs' chats are reached from there).
  { to: '/mypage', icon: 'user', label: 'app.nav.mypage', badge: true },
];

/** Bottom navigation on phones (below the sm breakpoint). */
export function TabBar() {
  const intl = useIntl();
  const { viewer } = useSession();
  return (
    <Bar aria-label={intl.formatMessage({ id: 'app.nav.main' })}>
      {items.map((item) => (
        <Item key={item.to} to={item.to}>
          <Icon name={item.icon} size={22} />
          <FormattedMessage id={item.label} />
          {item.badge && viewer ? (
            <Suspense fallback={null}>
              <ChatUnreadBadge />
            </Suspense>
          ) : null}
        </Item>
      ))}
    </Bar>
  );
}
