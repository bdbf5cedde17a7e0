import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { Avatar } from '../../components/Avatar';
import { Card } from '../../components/Card';
import { Icon, type IconName } from '../../components/Icon';
import { Screen, Stack } from '../../components/Page';
import { styled } from '../../theme/stitches.config';
import { useSession } from '../../app/session';
import { screen } from '../shared/FeatureScreen';

const Profile = styled(Card, { display: 'flex', alignItems: 'center', gap: '$4' });
const Who = styled('div', { display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0, '& strong': { fontSize: '$lg' } });
const Uid = styled('span', { fontFamily: '$mono', fontSize: '$xs', color: '$textSubtle' });
const Group = styled('section', { display: 'flex', flexDirection: 'column', gap: '$2' });
const GroupTitle = styled('h2', { fontSize: '$sm', color: '$textSubtle', fontWeight: '$semibold', px: '$1' });
const Menu = styled('ul', { borderRadius: '$lg', border: '1px solid $border', backgroundColor: '$surface', overflow: 'hidden' });
const Item = styled(Link, {
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

const groups: { title: string; items: { to: string; icon: IconName; label: string }[] }[] = [
  {
    title: 'mypage.group.payments',
    items: [
      { to: '/mypage/pay/subscription', icon: 'heart', label: 'mypage.subscription.title' },
      { to: '/mypage/pay/order-list', icon: 'receipt', label: 'mypage.orders.title' },
      { to: '/mypage/pay/cards', icon: 'card', label: 'mypage.cards.title' },
    ],
  },
  {
    title: 'mypage.group.creator',
    items: [
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
      { to: '/mypage/delete-account', icon: 'logout', label: 'mypage.deleteAccount.title' },
    ],
  },
];

export function MyPageIndex() {
  const intl = useIntl();
  const { viewer } = useSession();
  return (
    <Screen title={intl.formatMessage({ id: 'mypage.title' })} width="narrow">
      <Stack gap={6}>
        {viewer ? (
          <Profile>
            <Avatar name={viewer.nickname} src={viewer.avatarUrl} size={56} />
            <Who>
              <strong>{viewer.nickname}</strong>
              <Uid>
                <FormattedMessage id="mypage.uid" values={{ uid: viewer.uid }} />
              </Uid>
            </Who>
          </Profile>
        ) : null}
        {groups.map((group) => (
          <Group key={group.title}>
            <GroupTitle>
              <FormattedMessage id={group.title} />
            </GroupTitle>
            <Menu>
              {group.items.map((item) => (
                <li key={item.to}>
                  <Item to={item.to}>
                    <Icon name={item.icon} />
                    <span>
                      <FormattedMessage id={item.label} />
                    </span>
                    <Icon name="chevronRight" size={18} />
                  </Item>
                </li>
              ))}
            </Menu>
          </Group>
        ))}
      </Stack>
    </Screen>
  );
}

const back = { to: '/mypage', label: 'mypage.back', variant: 'secondary' as const };
const explore = { to: '/search', label: 'mypage.exploreClubs' };

export const MyPageAccount = screen({ title: 'mypage.account.title', icon: 'user', emptyTitle: 'mypage.account.empty.title', emptyBody: 'mypage.account.empty.body', actions: [back] });
export const MyPageClubNoti = screen({ title: 'mypage.clubNoti.title', icon: 'bell', emptyTitle: 'mypage.clubNoti.empty.title', emptyBody: 'mypage.clubNoti.empty.body', actions: [explore] });
export const MyPageDeleteAccount = screen({ title: 'mypage.deleteAccount.title', icon: 'alert', emptyTitle: 'mypage.deleteAccount.empty.title', emptyBody: 'mypage.deleteAccount.empty.body', actions: [back] });
export const MyPageEditProfile = screen({ title: 'mypage.editProfile.title', icon: 'edit', emptyTitle: 'mypage.editProfile.empty.title', emptyBody: 'mypage.editProfile.empty.body', actions: [back] });
export const MyPageManage = screen({ title: 'mypage.manage.title', icon: 'crown', emptyTitle: 'mypage.manage.empty.title', emptyBody: 'mypage.manage.empty.body', actions: [{ to: '/creator', label: 'mypage.becomeCreator' }] });
export const MyPageRevenue = screen({ title: 'mypage.revenue.title', icon: 'chart', emptyTitle: 'mypage.revenue.empty.title', emptyBody: 'mypage.revenue.empty.body' });
export const MyPageSettlement = screen({
  title: 'mypage.settlement.title',
  icon: 'wallet',
  emptyTitle: 'mypage.settlement.empty.title',
  emptyBody: 'mypage.settlement.empty.body',
  actions: [
    { to: '/mypage/manage/settlement/type/individual', label: 'mypage.settlement.individual' },
    { to: '/mypage/manage/settlement/type/business', label: 'mypage.settlement.business', variant: 'secondary' },
  ],
});
export const MyPageSubscribers = screen({ title: 'mypage.subscribers.title', icon: 'users', emptyTitle: 'mypage.subscribers.empty.title', emptyBody: 'mypage.subscribers.empty.body' });
export const MyPageNotification = screen({ title: 'mypage.notification.title', icon: 'bell', emptyTitle: 'mypage.notification.empty.title', emptyBody: 'mypage.notification.empty.body' });
export const MyPagePay = screen({
  title: 'mypage.pay.title',
  icon: 'receipt',
  emptyTitle: 'mypage.pay.empty.title',
  emptyBody: 'mypage.pay.empty.body',
  actions: [
    { to: '/mypage/pay/subscription', label: 'mypage.subscription.title' },
    { to: '/mypage/pay/order-list', label: 'mypage.orders.title', variant: 'secondary' },
    { to: '/mypage/pay/cards', label: 'mypage.cards.title', variant: 'secondary' },
  ],
});
export const MyPageCards = screen({ title: 'mypage.cards.title', icon: 'card', emptyTitle: 'mypage.cards.empty.title', emptyBody: 'mypage.cards.empty.body' });
export const MyPageOrders = screen({ title: 'mypage.orders.title', icon: 'receipt', emptyTitle: 'mypage.orders.empty.title', emptyBody: 'mypage.orders.empty.body', actions: [explore] });
export const MyPageSubscriptions = screen({ title: 'mypage.subscription.title', icon: 'heart', emptyTitle: 'mypage.subscription.empty.title', emptyBody: 'mypage.subscription.empty.body', actions: [explore] });

const SETTLEMENT_TYPES = ['individual', 'business'] as const;
export type SettlementType = (typeof SETTLEMENT_TYPES)[number];
export function isSettlementType(value: string | undefined): value is SettlementType {
  return (SETTLEMENT_TYPES as readonly (string | undefined)[]).includes(value);
}

const IndividualSettlement = screen({ title: 'mypage.settlement.individual', icon: 'document', emptyTitle: 'mypage.settlementType.empty.title', emptyBody: 'mypage.settlementType.individual.body', actions: [{ to: '/mypage/manage/settlement', label: 'mypage.settlement.title', variant: 'secondary' }] });
const BusinessSettlement = screen({ title: 'mypage.settlement.business', icon: 'document', emptyTitle: 'mypage.settlementType.empty.title', emptyBody: 'mypage.settlementType.business.body', actions: [{ to: '/mypage/manage/settlement', label: 'mypage.settlement.title', variant: 'secondary' }] });

/** /mypage/manage/settlement/type/:settlementType (the route loader rejects other types with a 404). */
export function MyPageSettlementType() {
  const { settlementType } = useParams();
  return settlementType === 'business' ? <BusinessSettlement /> : <IndividualSettlement />;
}

const Links = styled('ul', { display: 'flex', flexDirection: 'column', borderRadius: '$lg', border: '1px solid $border', backgroundColor: '$surface', overflow: 'hidden' });

const legalDocs = [
  ['terms-of-service', 'legal.terms.title'],
  ['privacy-policy', 'legal.privacy.title'],
  ['personal-information-retention-and-usage', 'legal.retention.title'],
  ['provision-of-personal-data-to-third-parties', 'legal.thirdParties.title'],
  ['marketing-opt-in-agreement', 'legal.marketing.title'],
] as const;

export function MyPagePolicy() {
  const intl = useIntl();
  return (
    <Screen title={intl.formatMessage({ id: 'mypage.policy.title' })} width="narrow">
      <Links>
        {legalDocs.map(([slug, label]) => (
          <li key={slug}>
            <Item to={`/legal/${slug}`}>
              <Icon name="document" />
              <span>
                <FormattedMessage id={label} />
              </span>
              <Icon name="chevronRight" size={18} />
            </Item>
          </li>
        ))}
      </Links>
    </Screen>
  );
}
