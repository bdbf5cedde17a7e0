import type { ComponentType } from 'react';
import { loadQuery, type PreloadedQuery } from 'react-relay/hooks';
import { type LoaderFunctionArgs } from 'react-router';
import type { IEnvironment as Environment, GraphQLTaggedNode, OperationType, PreloadableConcreteRequest, VariablesOf } from 'relay-runtime';
import AdminCreatorApplicationsPageQueryNode from '../__generated__/AdminCreatorApplicationsPageQuery$parameters';
import AdminReportsPageQueryNode from '../__generated__/AdminReportsPageQuery$parameters';
import AdminAuditPageQueryNode from '../__generated__/AdminAuditPageQuery$parameters';
import ClubReportsPageQueryNode from '../__generated__/ClubReportsPageQuery$parameters';
import ClubHiddenPageQueryNode from '../__generated__/ClubHiddenPageQuery$parameters';
import ClubMembersPageQueryNode from '../__generated__/ClubMembersPageQuery$parameters';
import ClubNoticePageQueryNode from '../__generated__/ClubNoticePageQuery$parameters';
import ClubNotificationSettingsPageQueryNode from '../__generated__/ClubNotificationSettingsPageQuery$parameters';
import ClubPageQueryNode from '../__generated__/ClubPageQuery$parameters';
import ClubStorePageQueryNode from '../__generated__/ClubStorePageQuery$parameters';
import ManageStorePageQueryNode from '../__generated__/ManageStorePageQuery$parameters';
import EditProductPageQueryNode from '../__generated__/EditProductPageQuery$parameters';
import ManageOrdersPageQueryNode from '../__generated__/ManageOrdersPageQuery$parameters';
import StoreOrderPageQueryNode from '../__generated__/StoreOrderPageQuery$parameters';
import MyDownloadsPageQueryNode from '../__generated__/MyDownloadsPageQuery$parameters';
import ProductPageQueryNode from '../__generated__/ProductPageQuery$parameters';
import StoreCheckoutPageQueryNode from '../__generated__/StoreCheckoutPageQuery$parameters';
import CartPageQueryNode from '../__generated__/CartPageQuery$parameters';
import CartCheckoutPageQueryNode from '../__generated__/CartCheckoutPageQuery$parameters';
import ClubSettingsPageQueryNode from '../__generated__/ClubSettingsPageQuery$parameters';
import CheckInPageQueryNode from '../__generated__/CheckInPageQuery$parameters';
import MyTicketsPageQueryNode from '../__generated__/MyTicketsPageQuery$parameters';
import TicketPageQueryNode from '../__generated__/TicketPageQuery$parameters';
import ClubSubscriptionPageQueryNode from '../__generated__/ClubSubscriptionPageQuery$parameters';
import ClubWithdrawPageQueryNode from '../__generated__/ClubWithdrawPageQuery$parameters';
import CheckoutPageQueryNode from '../__generated__/CheckoutPageQuery$parameters';
import ClubWritePageQueryNode from '../__generated__/ClubWritePageQuery$parameters';
import ManagePageQueryNode from '../__generated__/ManagePageQuery$parameters';
import ManageSubscribersPageQueryNode from '../__generated__/ManageSubscribersPageQuery$parameters';
import CreatorPageQueryNode from '../__generated__/CreatorPageQuery$parameters';
import CreatorProfilePageQueryNode from '../__generated__/CreatorProfilePageQuery$parameters';
import HomePageQueryNode from '../__generated__/HomePageQuery$parameters';
import LandingPageQueryNode from '../__generated__/LandingPageQuery$parameters';
import MyPageAccountQueryNode from '../__generated__/MyPageAccountQuery$parameters';
import MyPageCardsPageQueryNode from '../__generated__/MyPageCardsPageQuery$parameters';
import MyPageOrdersPageQueryNode from '../__generated__/MyPageOrdersPageQuery$parameters';
import MyPageSubscriptionsPageQueryNode from '../__generated__/MyPageSubscriptionsPageQuery$parameters';
import MyPageDeleteAccountQueryNode from '../__generated__/MyPageDeleteAccountQuery$parameters';
import MyPageDeveloperQueryNode from '../__generated__/MyPageDeveloperQuery$parameters';
import MyPageEditProfileQueryNode from '../__generated__/MyPageEditProfileQuery$parameters';
import MyPageIndexQueryNode from '../__generated__/MyPageIndexQuery$parameters';
import MyPageNotificationQueryNode from '../__generated__/MyPageNotificationQuery$parameters';
import MyPagePolicyQueryNode from '../__generated__/MyPagePolicyQuery$parameters';
import PaymentResultPageQueryNode from '../__generated__/PaymentResultPageQuery$parameters';
import PostPageQueryNode from '../__generated__/PostPageQuery$parameters';
import SearchPageQueryNode from '../__generated__/SearchPageQuery$parameters';
import RevenuePageQueryNode from '../__generated__/RevenuePageQuery$parameters';
import SettlementPageQueryNode from '../__generated__/SettlementPageQuery$parameters';
import AdminWithdrawalsPageQueryNode from '../__generated__/AdminWithdrawalsPageQuery$parameters';
import BlockedUsersPageQueryNode from '../__generated__/BlockedUsersPageQuery$parameters';
import ClubBansPageQueryNode from '../__generated__/ClubBansPageQuery$parameters';
import ClubChatPageQueryNode from '../__generated__/ClubChatPageQuery$parameters';
import InboxPageQueryNode from '../__generated__/InboxPageQuery$parameters';
import FanChatsPageQueryNode from '../__generated__/FanChatsPageQuery$parameters';
import InboxConversationPageQueryNode from '../__generated__/InboxConversationPageQuery$parameters';
import { cartProductIds } from '../features/store/cart';
import { PAGE_SIZE } from './constants';
import { clubQueryVariables, homeQueryVariables, postQueryVariables } from './first-query';
import { invalidRouteError } from './errors';
import type { GuardKind } from './guards';
import type { LayoutKind } from './layouts/Layouts';

/*
 * Every route of the spec's table (section 2), with its layout and guard. Where the spec leaves the
 * layout or guard open, the choice is made here (marked *).
 *
 * | path                                              | layout      | guard         |
 * |---------------------------------------------------|-------------|---------------|
 * | /                                                 | outside     | landing       |
 * | /home                                             | default     | open          |
 * | /account/start, /account/login, /account/signup   | outside     | auth-redirect |
 * | /account/reset-password, /done                    | outside*    | open*         |
 * | /billing                                          | default*    | auth-required*|
 * | /billing/card-fail, /billing/fail, /billing/success | header-only* | auth-required |
 * | /bridge                                           | empty*      | open*         |
 * | /checkout, /checkout/pending|success|fail         | header-only*| auth-required |
 * | /checkout/imp, /checkout/redirect/:payMethod      | empty*      | auth-required |
 * | /club/:clubUri                                    | default*    | open*         |
 * | /club/:clubUri/notice, /members, /subscription    | default*    | open*         |
 * | /club/:clubUri/hidden, /withdraw                  | default*    | auth-required*|
 * | /club/:clubUri/write, /setting/edit               | header-only*| auth-required*|
 * | /club/:clubUri/store (added: the store tab)       | default*    | open*         |
 * | /club/:clubUri/setting/store (added: manage store)| default*    | auth-required*|
 * | /club/:clubUri/setting/store/:productId (added: edit a product) | default* | auth-required*|
 * | /club/:clubUri/store/cart (added: the club's cart) | default*    | open*         |
 * | /club/:clubUri/store/cart/checkout (added)        | header-only*| auth-required |
 * | /club/:clubUri/setting/check-in (added: door scanner)| default* | auth-required*|
 * | /club/:clubUri/chat (added: chat with the owner)  | header-only*| open* (tells guests to sign in) |
 * | /mypage/manage/inbox (added: the owner's inbox)   | default*    | auth-required |
 * | /mypage/manage/inbox/:conversationId (added)      | header-only*| auth-required |
 * | /mypage/chat (added: the fan's list of chats)     | default*    | auth-required |
 * | /club/:clubUri/setting/orders (added: club orders)| default*    | auth-required*|
 * | /club/:clubUri/setting/bans (added: club bans)    | default*    | auth-required*|
 * | /mypage/blocked (added: blocked users)            | default*    | auth-required |
 * | /club/:clubUri/setting/reports (added: reports)   | default*    | auth-required*|
 * | /mypage/pay/order/:orderId (added: order detail)  | default*    | auth-required |
 * | /mypage/downloads (added: digital purchases)      | default*    | auth-required |
 * | /creator                                          | outside     | open*         |
 * | /admin/creator-applications (added)               | default*    | admin (guests sign in; others get the 404 page) |
 * | /admin/withdrawals (added)                        | default*    | admin (as above)                                |
 * | /admin/reports (added: reports queue)             | default*    | admin (as above)                                |
 * | /admin/audit (added: audit log)                   | default*    | admin (as above)                                |
 * | /:name                                            | outside     | open*         |
 * | /mypage (index) and all its children              | default*    | auth-required |
 * | /mypage/developer (added: API tokens)             | default*    | auth-required |
 * | /mypage/ticket (added: my tickets)                | default*    | auth-required |
 * | /post/:postId                                     | default*    | open*         |
 * | /search                                           | default*    | open*         |
 * | /store/:productId                                 | default*    | open*         |
 * | /ticket/:id                                       | full-width  | auth-required |
 * | /legal/*  (five documents)                        | default*    | open*         |
 * | /_sample, /_sample/components|error|gone          | default*    | dev-only      |
 * | /_sample/session                                  | default*    | dev-only + auth-required |
 * | * (unknown)                                       | default     | open (404 page) |
 */

export interface RouteContext {
  environment: Environment;
}

export type RouteLoader = (context: RouteContext, args: LoaderFunctionArgs) => unknown;

export interface RouteDef {
  path: string;
  layout: LayoutKind;
  guard: Exclude<GuardKind, 'dev-only'>;
  /** Loads the page component (a separate chunk). */
  page: () => Promise<ComponentType>;
  /** Starts the route's query while the chunk loads (DESIGN section 6). */
  loader?: RouteLoader;
  devOnly?: boolean;
  /**
   * A first screen: it (and the shell) uses only the English namespaces of the first load
   * (i18n/catalogues/en.ts). Any other page waits for the feature pages' English as well.
   */
  firstScreen?: true;
}

/**
 * A route's query as its loader names it: the `@preloadable` query's parameters (id and name, a few
 * bytes), so the request starts at once while the query's full artifact comes with the page's chunk.
 */
type PageQuery = GraphQLTaggedNode | PreloadableConcreteRequest<OperationType>;

// Query references kept per route; the previous one is released a little after a new one replaces it.
const live = new Map<string, PreloadedQuery<OperationType>>();
const RELEASE_DELAY_MS = 30_000;

export function preload<Q extends OperationType>(
  environment: Environment,
  key: string,
  query: PageQuery,
  variables: VariablesOf<Q>,
): { queryRef: PreloadedQuery<Q> } {
  const queryRef = loadQuery<Q>(environment, query, variables, { fetchPolicy: 'store-or-network' });
  const previous = live.get(key);
  live.set(key, queryRef as unknown as PreloadedQuery<OperationType>);
  if (previous && previous !== (queryRef as unknown)) setTimeout(() => previous.dispose(), RELEASE_DELAY_MS);
  return { queryRef };
}

function requireParam(args: LoaderFunctionArgs, name: string, valid: (value: string) => boolean = () => true): string {
  const value = args.params[name];
  if (!value || !valid(value)) {
    const url = new URL(args.request.url);
    throw invalidRouteError(url.pathname);
  }
  return value;
}

const VANITY_NAME = /^@?[A-Za-z0-9][A-Za-z0-9_.-]{1,29}$/;
const PAY_METHODS = new Set(['card', 'vbank']);
const SETTLEMENT_TYPES = new Set(['individual', 'business']);

const landingLoader: RouteLoader = ({ environment }) =>
  preload(environment, 'landing', LandingPageQueryNode, { count: PAGE_SIZE.featuredClubs });
const homeLoader: RouteLoader = ({ environment }) => preload(environment, 'home', HomePageQueryNode, homeQueryVariables());
const searchLoader: RouteLoader = ({ environment }, args) => {
  // ?q= searches; without it the page explores by recent activity.
  const query = (new URL(args.request.url).searchParams.get('q') ?? '').trim().slice(0, 100);
  return preload(environment, 'search', SearchPageQueryNode, { query, searching: query !== '', count: 48 });
};
// Club screens change under the viewer (joins, new posts, hidden posts): show what the store has at once
// and refresh it in the background.
function preloadFresh(environment: Environment, key: string, query: PageQuery, variables: Record<string, unknown>) {
  const queryRef = loadQuery(environment, query, variables, { fetchPolicy: 'store-and-network' });
  const previous = live.get(key);
  live.set(key, queryRef);
  if (previous && previous !== queryRef) setTimeout(() => previous.dispose(), RELEASE_DELAY_MS);
  return { queryRef };
}
const searchParam = (args: LoaderFunctionArgs, name: string) => new URL(args.request.url).searchParams.get(name);
const MEMBER_FILTERS: Record<string, string> = { subscribed: 'SUBSCRIBED', expired: 'EXPIRED' };
const clubLoader: RouteLoader = ({ environment }, args) =>
  preloadFresh(environment, 'club', ClubPageQueryNode, clubQueryVariables(requireParam(args, 'clubUri'), searchParam(args, 'tab')));
const clubListLoader =
  (key: string, query: PageQuery): RouteLoader =>
  ({ environment }, args) =>
    preloadFresh(environment, key, query, { clubUri: requireParam(args, 'clubUri'), count: PAGE_SIZE.clubPosts });
const clubMembersLoader: RouteLoader = ({ environment }, args) =>
  preloadFresh(environment, 'club-members', ClubMembersPageQueryNode, {
    clubUri: requireParam(args, 'clubUri'),
    count: 30,
    filter: MEMBER_FILTERS[searchParam(args, 'filter') ?? ''] ?? 'ALL',
  });
const clubOnlyLoader =
  (key: string, query: PageQuery): RouteLoader =>
  ({ environment }, args) =>
    preloadFresh(environment, key, query, { clubUri: requireParam(args, 'clubUri') });
const clubWriteLoader: RouteLoader = ({ environment }, args) => {
  const postId = searchParam(args, 'postId');
  return preloadFresh(environment, 'club-write', ClubWritePageQueryNode, { clubUri: requireParam(args, 'clubUri'), postId: postId ?? '', editing: Boolean(postId) });
};
const clubStoreLoader: RouteLoader = ({ environment }, args) =>
  preloadFresh(environment, 'club-store', ClubStorePageQueryNode, { clubUri: requireParam(args, 'clubUri'), count: 24 });
const manageStoreLoader: RouteLoader = ({ environment }, args) =>
  preloadFresh(environment, 'manage-store', ManageStorePageQueryNode, {
    clubUri: requireParam(args, 'clubUri'),
    status: searchParam(args, 'status') === 'archived' ? 'ARCHIVED' : 'ACTIVE',
  });
const editProductLoader: RouteLoader = ({ environment }, args) =>
  preloadFresh(environment, 'edit-product', EditProductPageQueryNode, { clubUri: requireParam(args, 'clubUri'), productId: requireParam(args, 'productId') });
const ORDER_FILTER: Record<string, 'TO_SHIP' | 'SHIPPED' | 'ALL'> = { shipped: 'SHIPPED', all: 'ALL' };
const manageOrdersLoader: RouteLoader = ({ environment }, args) =>
  preloadFresh(environment, 'manage-orders', ManageOrdersPageQueryNode, {
    clubUri: requireParam(args, 'clubUri'),
    filter: ORDER_FILTER[searchParam(args, 'filter') ?? ''] ?? 'TO_SHIP',
    count: 20,
  });
const storeOrderLoader: RouteLoader = ({ environment }, args) =>
  preloadFresh(environment, 'store-order', StoreOrderPageQueryNode, { orderId: requireParam(args, 'orderId') });
// Download links last five minutes: minted afresh on every visit.
const downloadsLoader: RouteLoader = ({ environment }) => preloadFresh(environment, 'my-downloads', MyDownloadsPageQueryNode, { count: 20 });
// Availability moves with the clock and stock: always asked afresh.
const productLoader: RouteLoader = ({ environment }, args) =>
  preloadFresh(environment, 'product', ProductPageQueryNode, { productId: requireParam(args, 'productId') });
const storeCheckoutLoader: RouteLoader = ({ environment }, args) =>
  preloadFresh(environment, 'store-checkout', StoreCheckoutPageQueryNode, { productId: requireParam(args, 'productId') });
// The cart's choices live in this browser; their products are read afresh.
const cartLoader: RouteLoader = ({ environment }, args) => {
  const clubUri = requireParam(args, 'clubUri');
  const productIds = cartProductIds(clubUri);
  return { clubUri, ...preloadFresh(environment, 'cart', CartPageQueryNode, { clubUri, productIds }) };
};
const cartCheckoutLoader: RouteLoader = ({ environment }, args) => {
  const clubUri = requireParam(args, 'clubUri');
  const productIds = cartProductIds(clubUri);
  return { clubUri, ...preloadFresh(environment, 'cart-checkout', CartCheckoutPageQueryNode, { productIds }) };
};
const creatorProfileLoader: RouteLoader = ({ environment }, args) =>
  preload(environment, 'creator', CreatorProfilePageQueryNode, {
    name: requireParam(args, 'name', (value) => VANITY_NAME.test(value)),
  });
// Account screens read the signed-in viewer; each loads fresh data (it may have changed elsewhere).
const viewerLoader =
  (key: string, query: PageQuery): RouteLoader =>
  ({ environment }) => {
    const queryRef = loadQuery(environment, query, {}, { fetchPolicy: 'store-and-network' });
    const previous = live.get(key);
    live.set(key, queryRef);
    if (previous && previous !== queryRef) setTimeout(() => previous.dispose(), RELEASE_DELAY_MS);
    return { queryRef };
  };
// Checkout reads a plan (?plan=), the result pages a payment (?payment=); without one they show their empty state.
const checkoutLoader: RouteLoader = ({ environment }, args) => {
  const planId = searchParam(args, 'plan');
  return planId ? preloadFresh(environment, 'checkout', CheckoutPageQueryNode, { planId }) : { queryRef: null };
};
const paymentResultLoader: RouteLoader = ({ environment }, args) => {
  const paymentId = searchParam(args, 'payment');
  return paymentId ? preloadFresh(environment, 'payment-result', PaymentResultPageQueryNode, { paymentId }) : { queryRef: null };
};
// A ticket's QR appears with the clock: always asked afresh.
const ticketLoader: RouteLoader = ({ environment }, args) => preloadFresh(environment, 'ticket', TicketPageQueryNode, { id: requireParam(args, 'id') });
const myTicketsLoader: RouteLoader = ({ environment }) => preloadFresh(environment, 'mypage-tickets', MyTicketsPageQueryNode, { count: 20 });
const checkInLoader: RouteLoader = ({ environment }, args) => preloadFresh(environment, 'check-in', CheckInPageQueryNode, { clubUri: requireParam(args, 'clubUri') });
const ordersLoader: RouteLoader = ({ environment }) => preloadFresh(environment, 'mypage-orders', MyPageOrdersPageQueryNode, { count: 20 });
const postLoader: RouteLoader = ({ environment }, args) =>
  preload(environment, 'post', PostPageQueryNode, postQueryVariables(requireParam(args, 'postId')));
const validate =
  (name: string, valid: (value: string) => boolean): RouteLoader =>
  (_context, args) => {
    requireParam(args, name, valid);
    return null;
  };

const landing = () => import('../features/landing/LandingPage').then((m) => m.default);
const home = () => import('../features/home/HomePage').then((m) => m.default);
const club = () => import('../features/clubs/routes/ClubPage').then((m) => m.default);
const clubHidden = () => import('../features/clubs/routes/ClubHiddenPage').then((m) => m.ClubHiddenPage);
const clubMembers = () => import('../features/clubs/routes/ClubMembersPage').then((m) => m.ClubMembersPage);
const clubNotice = () => import('../features/clubs/routes/ClubNoticePage').then((m) => m.ClubNoticePage);
const clubSettings = () => import('../features/clubs/routes/ClubSettingsPage').then((m) => m.ClubSettingsPage);
const clubSubscription = () => import('../features/clubs/routes/ClubSubscriptionPage').then((m) => m.ClubSubscriptionPage);
const clubWithdraw = () => import('../features/clubs/routes/ClubWithdrawPage').then((m) => m.ClubWithdrawPage);
const clubWrite = () => import('../features/clubs/routes/ClubWritePage').then((m) => m.ClubWritePage);
const manage = () => import('../features/manage/routes').then((m) => m.ManagePage);
const manageSubscribers = () => import('../features/manage/SubscribersPage').then((m) => m.ManageSubscribersPage);
const post = () => import('../features/posts/routes/PostPage').then((m) => m.default);
const clubNoti = () => import('../features/notifications/ClubNotificationSettingsPage').then((m) => m.default);
const creatorProfile = () => import('../features/discover/CreatorProfilePage').then((m) => m.default);
const search = () => import('../features/discover/SearchPage').then((m) => m.default);
const account = (name: keyof typeof import('../features/account/routes')) => () =>
  import('../features/account/routes').then((m) => m[name] as ComponentType);
const creator = () => import('../features/creator/routes').then((m) => m.CreatorPage);
const admin = () => import('../features/admin/routes').then((m) => m.AdminCreatorApplicationsPage);
const adminReports = () => import('../features/admin/AdminReportsPage').then((m) => m.AdminReportsPage);
const clubReports = () => import('../features/moderation/ClubReportsPage').then((m) => m.ClubReportsPage);
const adminAudit = () => import('../features/admin/AdminAuditPage').then((m) => m.AdminAuditPage);
const revenue = (name: 'RevenuePage' | 'SettlementPage' | 'SettlementTypePage' | 'AdminWithdrawalsPage') => () =>
  import('../features/revenue/routes').then((m) => m[name] as ComponentType);
const blocks = (name: 'BlockedUsersPage' | 'ClubBansPage') => () => import('../features/blocks/routes').then((m) => m[name] as ComponentType);
const mypage = (name: keyof typeof import('../features/mypage/routes')) => () =>
  import('../features/mypage/routes').then((m) => m[name] as ComponentType);
const store = (name: keyof typeof import('../features/store/routes')) => () =>
  import('../features/store/routes').then((m) => m[name] as ComponentType);
const tickets = (name: keyof typeof import('../features/tickets/routes')) => () =>
  import('../features/tickets/routes').then((m) => m[name] as ComponentType);
const commerce = (name: keyof typeof import('../features/commerce/routes')) => () =>
  import('../features/commerce/routes').then((m) => m[name] as ComponentType);
const mySubscriptions = () => import('../features/payments/routes/MyPageSubscriptionsPage').then((m) => m.MyPageSubscriptionsPage);
const myOrders = () => import('../features/payments/routes/MyPageOrdersPage').then((m) => m.MyPageOrdersPage);
const myCards = () => import('../features/payments/routes/MyPageCardsPage').then((m) => m.MyPageCardsPage);
const checkout = () => import('../features/payments/routes/CheckoutPage').then((m) => m.CheckoutPage);
const paymentResult = (name: keyof typeof import('../features/payments/routes/PaymentResultPages')) => () =>
  import('../features/payments/routes/PaymentResultPages').then((m) => m[name] as ComponentType);
const cardRegistration = (name: keyof typeof import('../features/payments/routes/CardRegistrationPages')) => () =>
  import('../features/payments/routes/CardRegistrationPages').then((m) => m[name] as ComponentType);
const legal = (name: keyof typeof import('../features/legal/routes')) => () =>
  import('../features/legal/routes').then((m) => m[name] as ComponentType);
const chat = (name: keyof typeof import('../features/chat/routes')) => () =>
  import('../features/chat/routes').then((m) => m[name] as ComponentType);
const INBOX_FILTERS: Record<string, string> = { unread: 'UNREAD', starred: 'STARRED', subscribers: 'SUBSCRIBERS' };
// Chat moves under the viewer: always asked afresh.
const clubChatLoader: RouteLoader = ({ environment }, args) => preloadFresh(environment, 'club-chat', ClubChatPageQueryNode, { clubUri: requireParam(args, 'clubUri') });
const inboxLoader: RouteLoader = ({ environment }, args) =>
  preloadFresh(environment, 'chat-inbox', InboxPageQueryNode, { filter: INBOX_FILTERS[searchParam(args, 'filter') ?? ''] ?? 'ALL', count: 30 });
const inboxConversationLoader: RouteLoader = ({ environment }, args) =>
  preloadFresh(environment, 'chat-conversation', InboxConversationPageQueryNode, { id: requireParam(args, 'conversationId') });
const sample = (name: keyof typeof import('../features/samples/routes')) => () =>
  import('../features/samples/routes').then((m) => m[name] as ComponentType);

export const routeTable: RouteDef[] = [
  { path: '/', layout: 'outside', guard: 'landing', page: landing, loader: landingLoader, firstScreen: true },
  { path: '/home', layout: 'default', guard: 'open', page: home, loader: homeLoader, firstScreen: true },

  { path: '/account/start', layout: 'outside', guard: 'auth-redirect', page: account('StartPage'), firstScreen: true },
  { path: '/account/login', layout: 'outside', guard: 'auth-redirect', page: account('LoginPage'), firstScreen: true },
  { path: '/account/signup', layout: 'outside', guard: 'auth-redirect', page: account('SignupPage'), firstScreen: true },
  { path: '/account/reset-password', layout: 'outside', guard: 'open', page: account('ResetPasswordPage'), firstScreen: true },
  { path: '/account/reset-password/done', layout: 'outside', guard: 'open', page: account('ResetPasswordDonePage'), firstScreen: true },

  { path: '/billing', layout: 'default', guard: 'auth-required', page: myCards, loader: viewerLoader('mypage-cards', MyPageCardsPageQueryNode) },
  { path: '/billing/card-fail', layout: 'header-only', guard: 'auth-required', page: cardRegistration('BillingCardFailPage') },
  { path: '/billing/fail', layout: 'header-only', guard: 'auth-required', page: paymentResult('BillingFailPage'), loader: paymentResultLoader },
  { path: '/billing/success', layout: 'header-only', guard: 'auth-required', page: cardRegistration('BillingSuccessPage') },

  { path: '/bridge', layout: 'empty', guard: 'open', page: account('BridgePage'), firstScreen: true },

  { path: '/checkout', layout: 'header-only', guard: 'auth-required', page: checkout, loader: checkoutLoader },
  { path: '/checkout/imp', layout: 'empty', guard: 'auth-required', page: commerce('CheckoutImpPage') },
  { path: '/checkout/pending', layout: 'header-only', guard: 'auth-required', page: paymentResult('CheckoutPendingPage'), loader: paymentResultLoader },
  { path: '/checkout/success', layout: 'header-only', guard: 'auth-required', page: paymentResult('CheckoutSuccessPage'), loader: paymentResultLoader },
  { path: '/checkout/fail', layout: 'header-only', guard: 'auth-required', page: paymentResult('CheckoutFailPage'), loader: paymentResultLoader },
  {
    path: '/checkout/redirect/:payMethod',
    layout: 'empty',
    guard: 'auth-required',
    page: cardRegistration('CheckoutRedirectPage'),
    loader: validate('payMethod', (value) => PAY_METHODS.has(value)),
  },

  { path: '/club/:clubUri', layout: 'default', guard: 'open', page: club, loader: clubLoader, firstScreen: true },
  { path: '/club/:clubUri/hidden', layout: 'default', guard: 'auth-required', page: clubHidden, loader: clubListLoader('club-hidden', ClubHiddenPageQueryNode), firstScreen: true },
  { path: '/club/:clubUri/members', layout: 'default', guard: 'open', page: clubMembers, loader: clubMembersLoader, firstScreen: true },
  { path: '/club/:clubUri/notice', layout: 'default', guard: 'open', page: clubNotice, loader: clubListLoader('club-notice', ClubNoticePageQueryNode), firstScreen: true },
  { path: '/club/:clubUri/setting/edit', layout: 'header-only', guard: 'auth-required', page: clubSettings, loader: clubOnlyLoader('club-settings', ClubSettingsPageQueryNode) },
  { path: '/club/:clubUri/setting/store', layout: 'default', guard: 'auth-required', page: store('ManageStorePage'), loader: manageStoreLoader },
  { path: '/club/:clubUri/setting/store/:productId', layout: 'default', guard: 'auth-required', page: store('EditProductPage'), loader: editProductLoader },
  { path: '/club/:clubUri/setting/check-in', layout: 'default', guard: 'auth-required', page: tickets('CheckInPage'), loader: checkInLoader },
  { path: '/club/:clubUri/setting/orders', layout: 'default', guard: 'auth-required', page: store('ManageOrdersPage'), loader: manageOrdersLoader },
  {
    path: '/club/:clubUri/setting/bans',
    layout: 'default',
    guard: 'auth-required',
    page: blocks('ClubBansPage'),
    loader: ({ environment }, args) => preloadFresh(environment, 'club-bans', ClubBansPageQueryNode, { clubUri: requireParam(args, 'clubUri'), count: 20 }),
  },
  { path: '/club/:clubUri/setting/reports', layout: 'default', guard: 'auth-required', page: clubReports, loader: clubOnlyLoader('club-reports', ClubReportsPageQueryNode) },
  { path: '/club/:clubUri/store', layout: 'default', guard: 'open', page: store('ClubStorePage'), loader: clubStoreLoader },
  { path: '/club/:clubUri/store/cart', layout: 'default', guard: 'open', page: store('CartPage'), loader: cartLoader },
  { path: '/club/:clubUri/store/cart/checkout', layout: 'header-only', guard: 'auth-required', page: store('CartCheckoutPage'), loader: cartCheckoutLoader },
  { path: '/club/:clubUri/subscription', layout: 'default', guard: 'open', page: clubSubscription, loader: clubOnlyLoader('club-subscription', ClubSubscriptionPageQueryNode) },
  { path: '/club/:clubUri/chat', layout: 'header-only', guard: 'open', page: chat('ClubChatPage'), loader: clubChatLoader },
  { path: '/club/:clubUri/withdraw', layout: 'default', guard: 'auth-required', page: clubWithdraw, loader: clubOnlyLoader('club-withdraw', ClubWithdrawPageQueryNode), firstScreen: true },
  { path: '/club/:clubUri/write', layout: 'header-only', guard: 'auth-required', page: clubWrite, loader: clubWriteLoader },

  { path: '/creator', layout: 'outside', guard: 'open', page: creator, loader: viewerLoader('creator-programme', CreatorPageQueryNode) },
  {
    path: '/admin/creator-applications',
    layout: 'default',
    guard: 'admin',
    page: admin,
    loader: viewerLoader('admin-applications', AdminCreatorApplicationsPageQueryNode),
  },
  { path: '/admin/withdrawals', layout: 'default', guard: 'admin', page: revenue('AdminWithdrawalsPage'), loader: viewerLoader('admin-withdrawals', AdminWithdrawalsPageQueryNode) },
  { path: '/admin/reports', layout: 'default', guard: 'admin', page: adminReports, loader: viewerLoader('admin-reports', AdminReportsPageQueryNode) },
  { path: '/admin/audit', layout: 'default', guard: 'admin', page: adminAudit, loader: viewerLoader('admin-audit', AdminAuditPageQueryNode) },

  { path: '/mypage', layout: 'default', guard: 'auth-required', page: mypage('MyPageIndex'), loader: viewerLoader('mypage', MyPageIndexQueryNode) },
  { path: '/mypage/account', layout: 'default', guard: 'auth-required', page: mypage('MyPageAccount'), loader: viewerLoader('mypage-account', MyPageAccountQueryNode) },
  {
    path: '/mypage/club-noti',
    layout: 'default',
    guard: 'auth-required',
    page: clubNoti,
    loader: ({ environment }) => preload(environment, 'mypage-club-noti', ClubNotificationSettingsPageQueryNode, { count: 50 }),
  },
  { path: '/mypage/blocked', layout: 'default', guard: 'auth-required', page: blocks('BlockedUsersPage'), loader: ({ environment }) => preloadFresh(environment, 'mypage-blocked', BlockedUsersPageQueryNode, { count: 20 }) },
  { path: '/mypage/delete-account', layout: 'default', guard: 'auth-required', page: mypage('MyPageDeleteAccount'), loader: viewerLoader('mypage-delete', MyPageDeleteAccountQueryNode) },
  { path: '/mypage/developer', layout: 'default', guard: 'auth-required', page: mypage('MyPageDeveloper'), loader: viewerLoader('mypage-developer', MyPageDeveloperQueryNode) },
  { path: '/mypage/edit-profile', layout: 'default', guard: 'auth-required', page: mypage('MyPageEditProfile'), loader: viewerLoader('mypage-profile', MyPageEditProfileQueryNode) },
  { path: '/mypage/manage', layout: 'default', guard: 'auth-required', page: manage, loader: viewerLoader('mypage-manage', ManagePageQueryNode) },
  // Money moves: always asked afresh.
  { path: '/mypage/manage/revenue', layout: 'default', guard: 'auth-required', page: revenue('RevenuePage'), loader: ({ environment }) => preloadFresh(environment, 'revenue', RevenuePageQueryNode, {}) },
  { path: '/mypage/manage/settlement', layout: 'default', guard: 'auth-required', page: revenue('SettlementPage'), loader: ({ environment }) => preloadFresh(environment, 'settlement', SettlementPageQueryNode, {}) },
  {
    path: '/mypage/manage/settlement/type/:settlementType',
    layout: 'default',
    guard: 'auth-required',
    page: revenue('SettlementTypePage'),
    loader: validate('settlementType', (value) => SETTLEMENT_TYPES.has(value)),
  },
  { path: '/mypage/chat', layout: 'default', guard: 'auth-required', page: chat('FanChatsPage'), loader: ({ environment }) => preloadFresh(environment, 'chat-mine', FanChatsPageQueryNode, { count: 30 }) },
  { path: '/mypage/manage/inbox', layout: 'default', guard: 'auth-required', page: chat('InboxPage'), loader: inboxLoader },
  { path: '/mypage/manage/inbox/:conversationId', layout: 'header-only', guard: 'auth-required', page: chat('InboxConversationPage'), loader: inboxConversationLoader },
  { path: '/mypage/manage/subscriber', layout: 'default', guard: 'auth-required', page: manageSubscribers, loader: viewerLoader('mypage-subscribers', ManageSubscribersPageQueryNode) },
  { path: '/mypage/notification', layout: 'default', guard: 'auth-required', page: mypage('MyPageNotification'), loader: viewerLoader('mypage-notification', MyPageNotificationQueryNode) },
  { path: '/mypage/pay', layout: 'default', guard: 'auth-required', page: mypage('MyPagePay') },
  { path: '/mypage/pay/cards', layout: 'default', guard: 'auth-required', page: myCards, loader: viewerLoader('mypage-cards', MyPageCardsPageQueryNode) },
  { path: '/mypage/pay/order-list', layout: 'default', guard: 'auth-required', page: myOrders, loader: ordersLoader },
  { path: '/mypage/downloads', layout: 'default', guard: 'auth-required', page: store('MyDownloadsPage'), loader: downloadsLoader },
  { path: '/mypage/pay/order/:orderId', layout: 'default', guard: 'auth-required', page: store('StoreOrderPage'), loader: storeOrderLoader },
  { path: '/mypage/pay/subscription', layout: 'default', guard: 'auth-required', page: mySubscriptions, loader: viewerLoader('mypage-subscriptions', MyPageSubscriptionsPageQueryNode) },
  { path: '/mypage/ticket', layout: 'default', guard: 'auth-required', page: tickets('MyTicketsPage'), loader: myTicketsLoader },
  { path: '/mypage/policy', layout: 'default', guard: 'auth-required', page: mypage('MyPagePolicy'), loader: viewerLoader('mypage-policy', MyPagePolicyQueryNode) },

  { path: '/post/:postId', layout: 'default', guard: 'open', page: post, loader: postLoader, firstScreen: true },
  { path: '/search', layout: 'default', guard: 'open', page: search, loader: searchLoader, firstScreen: true },
  { path: '/store/:productId', layout: 'default', guard: 'open', page: store('ProductPage'), loader: productLoader },
  { path: '/store/:productId/checkout', layout: 'header-only', guard: 'auth-required', page: store('StoreCheckoutPage'), loader: storeCheckoutLoader },
  { path: '/ticket/:id', layout: 'full-width', guard: 'auth-required', page: tickets('TicketPage'), loader: ticketLoader },

  { path: '/legal/marketing-opt-in-agreement', layout: 'default', guard: 'open', page: legal('MarketingPage'), firstScreen: true },
  { path: '/legal/personal-information-retention-and-usage', layout: 'default', guard: 'open', page: legal('RetentionPage'), firstScreen: true },
  { path: '/legal/privacy-policy', layout: 'default', guard: 'open', page: legal('PrivacyPolicyPage'), firstScreen: true },
  { path: '/legal/provision-of-personal-data-to-third-parties', layout: 'default', guard: 'open', page: legal('ThirdPartiesPage'), firstScreen: true },
  { path: '/legal/terms-of-service', layout: 'default', guard: 'open', page: legal('TermsOfServicePage'), firstScreen: true },

  { path: '/_sample', layout: 'default', guard: 'open', page: sample('SampleIndex'), devOnly: true },
  { path: '/_sample/components', layout: 'default', guard: 'open', page: sample('SampleComponents'), devOnly: true },
  { path: '/_sample/error', layout: 'default', guard: 'open', page: sample('SampleError'), devOnly: true },
  { path: '/_sample/gone', layout: 'default', guard: 'open', page: sample('SampleGone'), devOnly: true },
  { path: '/_sample/session', layout: 'default', guard: 'auth-required', page: sample('SampleSession'), devOnly: true },

  // Last: a creator's vanity page. Static paths above always win in React Router's ranking.
  {
    path: '/:name',
    layout: 'outside',
    guard: 'open',
    page: creatorProfile,
    loader: creatorProfileLoader,
  },
];
