import { FormattedMessage, useIntl } from 'react-intl';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { styled } from '../../../theme/stitches.config';
import { clubPath } from './paths';

const Bar = styled('nav', {
  display: 'flex',
  gap: '$1',
  overflowX: 'auto',
  borderBottom: '1px solid $border',
  scrollbarWidth: 'none',
  mx: '-$4',
  px: '$4',
  '&::-webkit-scrollbar': { display: 'none' },
  '@sm': { mx: 0, px: 0 },
});

const Tab = styled(Link, {
  flexShrink: 0,
  height: 44,
  px: '$3',
  display: 'inline-flex',
  alignItems: 'center',
  fontWeight: '$semibold',
  fontSize: '$sm',
  color: '$textMuted',
  borderBottom: '2px solid transparent',
  marginBottom: -1,
  whiteSpace: 'nowrap',
  '&[aria-current="page"]': { color: '$text', borderBottomColor: 'var(--club-accent, $colors$primary)' },
  '@hover': { '&:hover': { color: '$text' } },
});

/** Post filters of the club page are ?tab= values; the other tabs are sub-routes. */
export type ClubPageTab = 'all' | 'owner' | 'fan';

const tabs: { id: string; to: string; tab?: ClubPageTab; ownerOnly?: boolean }[] = [
  { id: 'club.tab.all', to: '', tab: 'all' },
  { id: 'club.tab.owner', to: '?tab=owner', tab: 'owner' },
  { id: 'club.tab.fan', to: '?tab=fan', tab: 'fan' },
  { id: 'club.tab.notices', to: '/notice' },
  { id: 'club.tab.members', to: '/members' },
  { id: 'club.tab.membership', to: '/subscription' },
  { id: 'club.tab.store', to: '/store' },
  { id: 'club.tab.chat', to: '/chat' },
  { id: 'club.tab.hidden', to: '/hidden', ownerOnly: true },
];

export function clubTabOf(search: string): ClubPageTab {
  const value = new URLSearchParams(search).get('tab');
  return value === 'owner' || value === 'fan' ? value : 'all';
}

export function ClubTabs({ uri, canEdit = false }: { uri: string; canEdit?: boolean }) {
  const intl = useIntl();
  const location = useLocation();
  const base = clubPath(uri);
  const current = clubTabOf(location.search);
  const bar = useRef<HTMLElement>(null);
  // On a phone the later tabs (Membership, Store) start off-screen: bring the current one into view,
  // sideways only, so the page itself never scrolls.
  useEffect(() => {
    const active = bar.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!bar.current || !active) return;
    const outer = bar.current.getBoundingClientRect();
    const tab = active.getBoundingClientRect();
    if (tab.right > outer.right) bar.current.scrollLeft += tab.left - outer.left - (outer.width - tab.width) / 2;
  }, [location.pathname, location.search]);
  return (
    <Bar aria-label={intl.formatMessage({ id: 'club.tabs.label' })} ref={bar}>
      {tabs
        .filter((tab) => canEdit || !tab.ownerOnly)
        .map((tab) => {
          const target = `${base}${tab.to}`;
          const active = tab.tab ? location.pathname === base && current === tab.tab : location.pathname === target;
          return (
            <Tab key={tab.id} to={target} aria-current={active ? 'page' : undefined} preventScrollReset={Boolean(tab.tab)}>
              <FormattedMessage id={tab.id} />
            </Tab>
          );
        })}
    </Bar>
  );
}
