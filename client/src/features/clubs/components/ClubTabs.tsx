import { FormattedMessage } from 'react-intl';
import { NavLink } from 'react-router';
import { styled } from '../../../theme/stitches.config';

const Bar = styled('nav', {
  display: 'flex',
  gap: '$1',
  overflowX: 'auto',
  borderBottom: '1px solid $border',
  '&::-webkit-scrollbar': { display: 'none' },
});

const Tab = styled(NavLink, {
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
  '&.active': { color: '$text', borderBottomColor: '$primary' },
  '@hover': { '&:hover': { color: '$text' } },
});

const tabs = [
  { to: '', id: 'club.tab.posts', end: true },
  { to: '/notice', id: 'club.tab.notices' },
  { to: '/members', id: 'club.tab.members' },
  { to: '/subscription', id: 'club.tab.membership' },
];

export function ClubTabs({ uri }: { uri: string }) {
  const base = `/club/${encodeURIComponent(uri)}`;
  return (
    <Bar>
      {tabs.map((tab) => (
        <Tab key={tab.id} to={`${base}${tab.to}`} end={tab.end}>
          <FormattedMessage id={tab.id} />
        </Tab>
      ))}
    </Bar>
  );
}
