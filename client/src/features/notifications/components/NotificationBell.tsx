import { Component, lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link, useLocation } from 'react-router';
import { Icon } from '../../../components/Icon';
import { PageSpinner } from '../../../components/Spinner';
import { styled } from '../../../theme/stitches.config';
import type { NotificationBellQuery } from '../../../__generated__/NotificationBellQuery.graphql';
import { useMarkNotificationsRead } from '../hooks/useMarkNotificationsRead';
import { useNotificationEvents } from '../hooks/useNotificationEvents';

// The list and its queries load when the panel first opens: no first paint needs them.
const NotificationList = lazy(() => import('./NotificationList').then((m) => ({ default: m.NotificationList })));

const Wrap = styled('div', { position: 'relative' });
const Bell = styled('button', {
  position: 'relative',
  size: 38,
  display: 'grid',
  placeItems: 'center',
  borderRadius: '$round',
  border: 0,
  background: 'none',
  color: '$textMuted',
  cursor: 'pointer',
  transition: 'color $fast, background-color $fast',
  '@hover': { '&:hover': { color: '$text', backgroundColor: '$surfaceRaised' } },
  '&[aria-expanded="true"]': { color: '$text', backgroundColor: '$surfaceRaised' },
});
const Count = styled('span', {
  position: 'absolute',
  top: 2,
  right: 0,
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
// On phones a sheet between the header and the tab bar (56 px tall); above sm a dropdown under the bell.
const Panel = styled('div', {
  position: 'fixed',
  top: '$sizes$header',
  left: 0,
  right: 0,
  bottom: 'calc(56px + env(safe-area-inset-bottom, 0px))',
  zIndex: '$header',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: '$surface',
  borderTop: '1px solid $border',
  '@sm': {
    position: 'absolute',
    top: 'calc(100% + 10px)',
    left: 'auto',
    right: -8,
    bottom: 'auto',
    width: 380,
    maxHeight: 'min(560px, calc(100vh - 90px))',
    borderRadius: '$lg',
    border: '1px solid $borderStrong',
    boxShadow: '$pop',
    overflow: 'hidden',
  },
});
const PanelHead = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  padding: '12px 16px',
  borderBottom: '1px solid $border',
  '& h2': { fontSize: '$md', fontWeight: '$bold', marginRight: 'auto' },
  '& button, & a': { background: 'none', border: 0, color: '$primaryText', fontSize: '$xs', fontWeight: '$semibold', cursor: 'pointer', padding: '6px 4px' },
  '& button[disabled]': { color: '$textSubtle', cursor: 'default' },
});
const PanelBody = styled('div', { flex: 1, overflowY: 'auto', overscrollBehavior: 'contain' });

/** "99+" past 99. */
export function badgeLabel(count: number): string {
  return count > 99 ? '99+' : String(count);
}

function BellButton({ count, open, onClick }: { count: number; open?: boolean; onClick?: () => void }) {
  const intl = useIntl();
  return (
    <Bell
      type="button"
      aria-haspopup="dialog"
      aria-expanded={Boolean(open)}
      aria-label={count > 0 ? intl.formatMessage({ id: 'notifications.bellUnread' }, { count }) : intl.formatMessage({ id: 'notifications.bell' })}
      onClick={onClick}
      data-testid="notification-bell"
    >
      <Icon name="bell" size={22} />
      {count > 0 ? <Count data-testid="notification-count">{badgeLabel(count)}</Count> : null}
    </Bell>
  );
}

class Quiet extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function LiveBell() {
  const intl = useIntl();
  const { unreadNotificationCount } = useLazyLoadQuery<NotificationBellQuery>(
    graphql`
      query NotificationBellQuery {
        unreadNotificationCount
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  useNotificationEvents();
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const { markNotificationsRead, isInFlight } = useMarkNotificationsRead();

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !wrap.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const openItem = (id: string, isRead: boolean) => {
    if (!isRead) void markNotificationsRead([id]).catch(() => {});
    setOpen(false);
  };

  return (
    <Wrap ref={wrap}>
      <BellButton count={unreadNotificationCount} open={open} onClick={() => setOpen((value) => !value)} />
      {open ? (
        <Panel role="dialog" aria-label={intl.formatMessage({ id: 'notifications.title' })} data-testid="notification-panel">
          <PanelHead>
            <h2>
              <FormattedMessage id="notifications.title" />
            </h2>
            <button type="button" disabled={unreadNotificationCount === 0 || isInFlight} onClick={() => void markNotificationsRead().catch(() => {})}>
              <FormattedMessage id="notifications.markAllRead" />
            </button>
            <Link to="/mypage/club-noti" aria-label={intl.formatMessage({ id: 'notifications.settings' })}>
              <Icon name="settings" size={18} />
            </Link>
          </PanelHead>
          <PanelBody>
            <Suspense fallback={<PageSpinner label={intl.formatMessage({ id: 'notifications.loading' })} />}>
              <NotificationList onOpen={openItem} />
            </Suspense>
          </PanelBody>
        </Panel>
      ) : null}
    </Wrap>
  );
}

/** The header bell: unread count pushed live, and the notification list on click. Signed-in users only. */
export function NotificationBell() {
  return (
    <Quiet fallback={<BellButton count={0} />}>
      <Suspense fallback={<BellButton count={0} />}>
        <LiveBell />
      </Suspense>
    </Quiet>
  );
}
