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
