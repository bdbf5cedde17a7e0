import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useNavigate } from 'react-router';
import type { MyPageIndexQuery } from '../../../__generated__/MyPageIndexQuery.graphql';
import { signOut } from '../../../app/session';
import { Avatar } from '../../../components/Avatar';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { Icon, type IconName } from '../../../components/Icon';
import { Screen, Stack } from '../../../components/Page';
import { Skeleton } from '../../../components/Skeleton';
import { styled } from '../../../theme/stitches.config';
import { QueryBoundary } from '../../shared/QueryBoundary';
import { CopyButton } from './shared';

export const myPageIndexQuery = graphql`
  query MyPageIndexQuery @preloadable {
    viewer {
      id
      uid
      nickname
      avatarUrl
      email
      role
    }
  }
`;

const Profile = styled(Card, { display: 'flex', alignItems: 'center', gap: '$4', flexWrap: 'wrap' });
const Who = styled('div', { display: 'flex', flexDirection: 'column', gap: 4, minWidth: 0, flex: 1, '& strong': { fontSize: '$lg', truncate: 1 } });
const UidRow = styled('div', { display: 'flex', alignItems: 'center', gap: '$2', flexWrap: 'wrap' });
const Uid = styled('span', { fontFamily: '$mono', fontSize: '$xs', color: '$textMuted' });
const Email = styled('span', { fontSize: '$sm', color: '$textSubtle', truncate: 1 });
const Group = styled('section', { display: 'flex', flexDirection: 'column', gap: '$2' });
const GroupTitle = styled('h2', { fontSize: '$sm', color: '$textSubtle', fontWeight: '$semibold', px: '$1' });
const Menu = styled('ul', { borderRadius: '$lg', border: '1px solid $border', backgroundColor: '$surface', overflow: 'hidden' });
export const MenuItem = styled(Link, {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  padding: '14px 16px',
  fontWeight: '$medium',
  transition: 'background-color $fast',
  '& > svg:first-child': { color: '$primaryText' },
  '& > span': { flex: 1 },
  '& > svg:last-child': { color: '$textSubtle' },
  '@hover': { '&:hover': { backgroundColor: '$surfaceRaised' } },
  'li + li &': { borderTop: '1px solid $border' },
});

type Item = { to: string; icon: IconName; label: string };
const groups: { title: string; items: Item[]; admin?: boolean }[] = [
  {
    title: 'mypage.group.messages',
    items: [{ to: '/mypage/chat', icon: 'message', label: 'chat.mine.title' }],
  },
  {
    title: 'mypage.group.payments',
    items: [
      { to: '/mypage/pay/subscription', icon: 'heart', label: 'mypage.subscription.title' },
      { to: '/mypage/pay/order-list', icon: 'receipt', label: 'mypage.orders.title' },
      { to: '/mypage/ticket', icon: 'ticket', label: 'tickets.mine.title' },
      { to: '/mypage/downloads', icon: 'download', label: 'orders.downloads.title' },
      { to: '/mypage/pay/cards', icon: 'card', label: 'mypage.cards.title' },
    ],
  },
  {
    title: 'mypage.group.creator',
    items: [
      { to: '/creator', icon: 'sparkle', label: 'mypage.creatorProgramme' },
      { to: '/mypage/manage', icon: 'crown', label: 'mypage.manage.title' },
      { to: '/mypage/manage/revenue', icon: 'chart', label: 'mypage.revenue.title' },
      { to: '/mypage/manage/subscriber', icon: 'users', label: 'mypage.subscribers.title' },
      { to: '/mypage/manage/settlement', icon: 'wallet', label: 'mypage.settlement.title' },
    ],
  },
  {
    title: 'mypage.group.settings',
    items: [
      { to: '/mypage/edit-profile', icon: 'edit', label: 'mypage.editProfile.title' },
      { to: '/mypage/account', icon: 'user', label: 'mypage.account.title' },
      { to: '/mypage/notification', icon: 'bell', label: 'mypage.notification.title' },
      { to: '/mypage/club-noti', icon: 'bell', label: 'mypage.clubNoti.title' },
      { to: '/mypage/policy', icon: 'document', label: 'mypage.policy.title' },
      { to: '/mypage/blocked', icon: 'eyeOff', label: 'blocks.list.title' },
      { to: '/mypage/developer', icon: 'settings', label: 'mypage.developer.title' },
      { to: '/mypage/delete-account', icon: 'alert', label: 'mypage.deleteAccount.title' },
    ],
  },
  {
    title: 'mypage.group.admin',
    admin: true,
    items: [
      { to: '/admin/creator-applications', icon: 'crown', label: 'admin.applications.title' },
      { to: '/admin/withdrawals', icon: 'wallet', label: 'revenue.admin.title' },
      { to: '/admin/reports', icon: 'flag', label: 'admin.reports.title' },
      { to: '/admin/audit', icon: 'document', label: 'admin.audit.title' },
    ],
  },
];

function MyPageContent({ queryRef }: { queryRef: PreloadedQuery<MyPageIndexQuery> }) {
  const intl = useIntl();
  const { viewer } = usePreloadedQuery<MyPageIndexQuery>(myPageIndexQuery, queryRef);
  if (!viewer) return null;
  return (
    <Stack gap={6}>
      <Profile>
        <Avatar name={viewer.nickname} src={viewer.avatarUrl} size={56} />
        <Who>
          <strong>{viewer.nickname}</strong>
          {viewer.email ? <Email>{viewer.email}</Email> : null}
          <UidRow>
            <Uid>
              <FormattedMessage id="mypage.uid" values={{ uid: viewer.uid }} />
            </Uid>
            <CopyButton
              text={viewer.uid}
              label={intl.formatMessage({ id: 'mypage.copyUid' })}
              copied={intl.formatMessage({ id: 'mypage.notice.uidCopied' })}
            >
              <FormattedMessage id="mypage.copy" />
            </CopyButton>
          </UidRow>
        </Who>
      </Profile>
      {groups
        .filter((group) => !group.admin || viewer.role === 'ADMIN')
        .map((group) => (
          <Group key={group.title}>
            <GroupTitle>
              <FormattedMessage id={group.title} />
            </GroupTitle>
            <Menu>
              {group.items.map((item) => (
                <li key={item.to}>
                  <MenuItem to={item.to}>
                    <Icon name={item.icon} />
                    <span>
                      <FormattedMessage id={item.label} />
                    </span>
                    <Icon name="chevronRight" size={18} />
                  </MenuItem>
                </li>
              ))}
            </Menu>
          </Group>
        ))}
    </Stack>
  );
}

export function MyPageIndex() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<MyPageIndexQuery> };
  const [leaving, setLeaving] = useState(false);
  return (
    <Screen title={intl.formatMessage({ id: 'mypage.title' })} width="narrow">
      <Stack gap={6}>
        <QueryBoundary loading={<Skeleton css={{ height: 96, borderRadius: '$lg' }} />} resetKey={queryRef}>
          <MyPageContent queryRef={queryRef} />
        </QueryBoundary>
        <Button
          variant="secondary"
          fullWidth
          loading={leaving}
          icon={<Icon name="logout" size={18} />}
          onClick={async () => {
            setLeaving(true);
            try {
              await signOut('/mypage');
            } finally {
              navigate('/home', { replace: true });
            }
          }}
        >
          <FormattedMessage id="mypage.signOut" />
        </Button>
      </Stack>
    </Screen>
  );
}
