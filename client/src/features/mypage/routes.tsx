import { useParams } from 'react-router';
import { screen } from '../shared/FeatureScreen';

export { MyPageIndex } from './pages/MyPageIndex';
export { MyPageAccount } from './pages/MyPageAccount';
export { MyPageEditProfile } from './pages/MyPageEditProfile';
export { MyPageNotification } from './pages/MyPageNotification';
export { MyPagePolicy } from './pages/MyPagePolicy';
export { MyPageDeleteAccount } from './pages/MyPageDeleteAccount';
export { MyPageDeveloper } from './pages/MyPageDeveloper';

const explore = { to: '/search', label: 'mypage.exploreClubs' };

export const MyPageClubNoti = screen({ title: 'mypage.clubNoti.title', icon: 'bell', emptyTitle: 'mypage.clubNoti.empty.title', emptyBody: 'mypage.clubNoti.empty.body', actions: [explore] });
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

