import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink, useLocation } from 'react-router';
import { Avatar } from '../../components/Avatar';
import { ButtonLink } from '../../components/Button';
import { LanguageMenu } from '../../components/LanguageMenu';
import { styled } from '../../theme/stitches.config';
import { NotificationBell } from '../../features/notifications/components/NotificationBell';
import { DebugBadge } from '../DebugBadge';
import { useSession } from '../session';
import { Logo } from './Logo';

// Loaded after the page, like the tab bar's badge: the count is not needed to show it.
const ChatHeaderLink = lazy(() => import('../../features/chat/components/ChatUnreadBadge').then((m) => ({ default: m.ChatHeaderLink })));

const Bar = styled('header', {
  position: 'sticky',
  top: 0,
  zIndex: '$header',
  height: '$header',
  display: 'flex',
  alignItems: 'center',
  borderBottom: '1px solid $border',
  // The frosted background is a layer behind the bar, not the bar's own backdrop-filter: that would make
  // the bar the containing block of its position:fixed children (the full-screen notification sheet on phones).
  '&::before': {
    content: '""',
    position: 'absolute',
    inset: 0,
    zIndex: -1,
    backgroundColor: 'rgba(0, 0, 0, 0.82)',
    backdropFilter: 'saturate(160%) blur(14px)',
  },
  variants: {
    transparent: { true: { borderBottomColor: 'transparent', position: 'relative', '&::before': { display: 'none' } } },
  },
});

const Inner = styled('div', {
  width: '100%',
  maxWidth: '$content',
  mx: 'auto',
  px: '$4',
  display: 'flex',
  alignItems: 'center',
  gap: '$4',
  '@sm': { px: '$6' },
  variants: { wide: { true: { maxWidth: 'none' } } },
});

const Nav = styled('nav', {
  display: 'none',
  alignItems: 'center',
  gap: '$1',
  marginLeft: '$4',
  '@sm': { display: 'flex' },
});

const NavItem = styled(NavLink, {
  height: 36,
  px: '$3',
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: '$pill',
  color: '$textMuted',
  fontWeight: '$semibold',
  fontSize: '$sm',
  transition: 'color $fast, background-color $fast',
  '@hover': { '&:hover': { color: '$text', backgroundColor: '$surfaceRaised' } },
  '&.active': { color: '$text', backgroundColor: '$surfaceRaised' },
});

const Right = styled('div', { marginLeft: 'auto', display: 'flex', alignItems: 'center', gap: '$2' });

export function AccountEntry() {
  const { viewer } = useSession();
  const intl = useIntl();
  // While the session loads, visitors (the common case) already see their way in.
  if (viewer) {
    return (
      <Link to="/mypage" aria-label={intl.formatMessage({ id: 'app.nav.mypage' })}>
        <Avatar name={viewer.nickname} src={viewer.avatarUrl} size={34} />
      </Link>
    );
  }
  return (
    <ButtonLink to="/account/start" size="small">
      <FormattedMessage id="app.nav.signIn" />
    </ButtonLink>
  );
}

export interface HeaderProps {
  /** Outside pages (landing, sign-in, creator) float the header over their hero. */
  variant?: 'app' | 'outside';
  wide?: boolean;
}

export function Header({ variant = 'app', wide = false }: HeaderProps) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const onAccountPage = pathname.startsWith('/account/');
  const { viewer } = useSession();
  return (
    <Bar transparent={variant === 'outside'}>
      <Inner wide={wide}>
        <Logo to={variant === 'outside' ? '/' : '/home'} />
        <DebugBadge />
        {variant === 'app' ? (
          <Nav aria-label={intl.formatMessage({ id: 'app.nav.main' })}>
            <NavItem to="/home">
              <FormattedMessage id="app.nav.home" />
            </NavItem>
            <NavItem to="/search">
              <FormattedMessage id="app.nav.explore" />
            </NavItem>
            <NavItem to="/creator">
              <FormattedMessage id="app.nav.creators" />
            </NavItem>
          </Nav>
        ) : null}
        <Right>
          <LanguageMenu compact />
          {viewer && !onAccountPage ? (
            <Suspense fallback={null}>
              <ChatHeaderLink />
            </Suspense>
          ) : null}
          {viewer && !onAccountPage ? <NotificationBell /> : null}
          {onAccountPage ? null : <AccountEntry />}
        </Right>
      </Inner>
    </Bar>
  );
}
