// The pages each kind of user is shown, one URL per route of the route table (every-route journeys).
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../../prisma/seed.ts';
import { db } from '../../../server/src/platform/database.ts';
import { routeTable } from '../../src/app/route-table.ts';
import { signIn } from './harness.ts';

export type Role = 'guest' | 'fan' | 'owner' | 'admin';
type Visit = { route: string; url: string };

/** The pages each kind of user is shown; `route` is the route table's path the URL exercises. */
export async function visitsByRole(): Promise<Record<Role, Visit[]>> {
  const club = await db().club.findFirstOrThrow({ where: { uri: 'mirei' }, include: { plans: { take: 1 } } });
  const post = await db().post.findFirstOrThrow({ where: { clubId: club.id, isHidden: false, isSubscriberOnly: false }, orderBy: { createdAt: 'desc' } });
  const postId = encodeGlobalID('Post', post.id);
  const planId = encodeGlobalID('Plan', club.plans[0].id);
  const product = await db().product.findFirstOrThrow({ where: { clubId: club.id, archivedAt: null, memberOnly: false }, orderBy: { createdAt: 'asc' } });
  const productId = encodeGlobalID('Product', product.id);
  const conversation = await db().chatConversation.findFirstOrThrow({ where: { clubId: club.id }, orderBy: { lastMessageAt: 'desc' } });
  const conversationId = encodeGlobalID('ChatConversation', conversation.id);
  const same = (...routes: string[]) => routes.map((route) => ({ route, url: route }));
  const clubRoute = (suffix: string) => ({ route: `/club/:clubUri${suffix}`, url: `/club/mirei${suffix}` });
  return {
    guest: [
      ...same('/', '/home', '/search', '/creator', '/bridge'),
      ...same('/account/start', '/account/login', '/account/signup', '/account/reset-password', '/account/reset-password/done'),
      ...routeTable.filter((def) => def.path.startsWith('/legal/')).map((def) => ({ route: def.path, url: def.path })),
      clubRoute(''),
      clubRoute('/members'),
      clubRoute('/notice'),
      clubRoute('/subscription'),
      clubRoute('/store'),
      clubRoute('/store/cart'),
      clubRoute('/chat'),
      { route: '/post/:postId', url: `/post/${encodeURIComponent(postId)}` },
      { route: '/store/:productId', url: `/store/${encodeURIComponent(productId)}` },
      { route: '/store/:productId', url: '/store/1' },
      { route: '/:name', url: '/mirei' },
      { route: '*', url: '/no/such/page' },
    ],
    fan: [
      ...same('/home', '/creator', '/search?q=mirei', '/billing', '/billing/card-fail', '/billing/fail', '/billing/success'),
      ...same('/checkout', '/checkout/imp', '/checkout/pending', '/checkout/success', '/checkout/fail'),
      { route: '/checkout', url: `/checkout?plan=${encodeURIComponent(planId)}` },
      { route: '/checkout/redirect/:payMethod', url: '/checkout/redirect/vbank' },
      clubRoute(''),
      clubRoute('/subscription'),
      clubRoute('/withdraw'),
      clubRoute('/chat'),
      clubRoute('/store/cart/checkout'),
      { route: '/post/:postId', url: `/post/${encodeURIComponent(postId)}` },
      { route: '/store/:productId/checkout', url: `/store/${encodeURIComponent(productId)}/checkout` },
      { route: '/ticket/:id', url: `/ticket/${encodeURIComponent(encodeGlobalID('Ticket', '00000000-0000-0000-0000-000000000000'))}` },
      ...routeTable
        .filter((def) => def.path.startsWith('/mypage') || def.path.startsWith('/_sample'))
        .filter((def) => !def.path.startsWith('/mypage/manage') && !def.path.includes('/:'))
        .map((def) => ({ route: def.path, url: def.path })),
      // An order that is not the fan's (or does not exist) reads as "not found".
      { route: '/mypage/pay/order/:orderId', url: `/mypage/pay/order/${encodeURIComponent(encodeGlobalID('StoreOrder', '00000000-0000-0000-0000-000000000000'))}` },
    ],
    owner: [
      ...same('/home', '/mypage', '/mypage/manage', '/mypage/manage/revenue', '/mypage/manage/settlement', '/mypage/manage/subscriber', '/mypage/manage/inbox'),
      { route: '/mypage/manage/inbox', url: '/mypage/manage/inbox?filter=unread' },
      { route: '/mypage/manage/inbox/:conversationId', url: `/mypage/manage/inbox/${encodeURIComponent(conversationId)}` },
      { route: '/mypage/manage/settlement/type/:settlementType', url: '/mypage/manage/settlement/type/individual' },
      { route: '/mypage/manage/settlement/type/:settlementType', url: '/mypage/manage/settlement/type/business' },
      clubRoute(''),
      clubRoute('/members'),
      clubRoute('/hidden'),
      clubRoute('/write'),
      clubRoute('/setting/edit'),
      clubRoute('/setting/store'),
      { route: '/club/:clubUri/setting/store/:productId', url: `/club/mirei/setting/store/${encodeURIComponent(productId)}` },
      clubRoute('/setting/check-in'),
      clubRoute('/setting/orders'),
      clubRoute('/setting/bans'),
      clubRoute('/setting/reports'),
      { route: '/club/:clubUri/setting/orders', url: '/club/mirei/setting/orders?filter=all' },
      { route: '/:name', url: '/mirei' },
    ],
    admin: [...same('/admin/creator-applications', '/admin/withdrawals', '/admin/reports', '/admin/audit', '/creator')],
  };
}

const ACCOUNTS: Record<Exclude<Role, 'guest'>, string> = { fan: 'fan', owner: 'mirei', admin: 'admin' };

/** Signs in as the demo account of a role. */
export async function signInAs(page: Page, role: Exclude<Role, 'guest'>) {
  await signIn(page, `${ACCOUNTS[role]}@demo.oshi.local`, DEMO_PASSWORD);
}
