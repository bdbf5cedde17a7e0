import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { renderApp, signedInViewer } from '../../../test/render';
import { resolveOperation } from '../../clubs/__tests__/helpers';

// Charts draw on a canvas, which jsdom lacks; the figures and the live refresh are what is tested here.
vi.mock('../dashboard/DashboardCharts', () => ({ default: () => <div data-testid="charts" /> }));
// The client project shares workers between files: the next file gets the real module.
afterAll(() => vi.doUnmock('../dashboard/DashboardCharts'));

configure({ asyncUtilTimeout: 5000 });

const CLUB = { id: 'Q2x1Yjox', uri: 'aria', name: 'Aria Nova Fan Club', iconUrl: null, bannerUrl: null, themeColor: '#ec4899', isPublic: true, memberCount: 3, fandomName: null };
const dashboard = (todayGross: number, subscribers: number) => ({
  today: { gross: todayGross, creatorShare: Math.round(todayGross * 0.78) },
  thisMonth: { gross: 120_000, creatorShare: 93_000 },
  activeSubscribers: subscribers,
  members: 3,
  newMembersThisMonth: 2,
  ordersToShip: 1,
  revenueByDay: [],
  membersByDay: [],
});

describe('creator dashboard on /mypage/manage', () => {
  it('shows revenue in won, members and orders to ship, and moves when a live event arrives', async () => {
    const { environment } = await renderApp('/mypage/manage', { viewer: signedInViewer });
    await resolveOperation(environment, 'ManagePageQuery', {
      Query: () => ({ viewerCanCreateClub: true }),
      User: () => ({ id: 'VXNlcjox', ownedClubs: [CLUB], creatorDashboard: dashboard(9_900, 4) }),
    });
    expect((await screen.findByTestId('dashboard-today')).textContent).toBe('₩9,900');
    expect(screen.getByTestId('dashboard-month').textContent).toBe('₩120,000');
    expect(screen.getByText('Your share ₩7,722')).toBeTruthy();
    expect(screen.getByTestId('dashboard-subscribers').textContent).toBe('4');
    expect(screen.getByText('2 new this month')).toBeTruthy();
    expect(screen.getByTestId('dashboard-to-ship').textContent).toBe('1');
    // The clubs stay listed below the dashboard.
    expect(screen.getByText('Aria Nova Fan Club')).toBeTruthy();

    const live = await waitFor(() => {
      const found = environment.mock.getAllOperations().find((op) => op.request.node.params.name === 'useCreatorDashboardEventsSubscription');
      expect(found).toBeTruthy();
      return found!;
    });
    act(() => environment.mock.nextValue(live, { data: { creatorDashboardChanged: { clubId: CLUB.id, kind: 'PAYMENT_PAID' } } }));
    await resolveOperation(environment, 'ManagePageQuery', {
      Query: () => ({ viewerCanCreateClub: true }),
      User: () => ({ id: 'VXNlcjox', ownedClubs: [CLUB], creatorDashboard: dashboard(19_800, 5) }),
    });
    await waitFor(() => expect(screen.getByTestId('dashboard-today').textContent).toBe('₩19,800'));
    expect(screen.getByTestId('dashboard-subscribers').textContent).toBe('5');
  });
});

describe('/mypage/manage/subscriber', () => {
  it('lists subscribers with plan, price, months together and next payment, and filters by status', async () => {
    const { environment } = await renderApp('/mypage/manage/subscriber', { viewer: signedInViewer });
    const node = (id: string, nickname: string, status: string, nextPaymentAt: string | null) => ({
      node: {
        __typename: 'PlanSubscription',
        id,
        status,
        monthlyPrice: 5_000,
        monthsSubscribed: 3,
        nextPaymentAt,
        plan: { name: 'Gold' },
        club: { name: 'Aria Nova Fan Club' },
        subscriber: { nickname, avatarUrl: null },
      },
    });
    await resolveOperation(environment, 'ManageSubscribersPageQuery', {
      User: () => ({
        id: 'VXNlcjox',
        ownedClubs: [{ id: CLUB.id, name: CLUB.name }],
        ownedClubSubscribers: {
          totalCount: 2,
          edges: [node('UGxhblN1YnNjcmlwdGlvbjox', 'Minji', 'ACTIVE', '2026-12-24T00:00:00Z'), node('UGxhblN1YnNjcmlwdGlvbjoy', 'Haruto', 'CANCELED', null)],
          pageInfo: { hasNextPage: false, endCursor: null },
        },
      }),
    });
    // (The mock generator answers every User, the subscribers too, from the one resolver: names are not checked.)
    expect(await screen.findByText('2 subscribers')).toBeTruthy();
    expect(screen.getAllByText(/₩5,000\/month/)).toHaveLength(2);
    expect(screen.getAllByText(/3 months together/)).toHaveLength(2);
    expect(screen.getByText(/Next payment Dec 24, 2026/)).toBeTruthy();
    expect(screen.getByText(/Does not renew/)).toBeTruthy();
    expect(screen.getByTestId('subscribers-csv').getAttribute('href')).toBe('/exports/subscribers.csv');

    fireEvent.change(screen.getByTestId('subscribers-status'), { target: { value: 'CANCELED' } });
    const refetch = await resolveOperation(environment, 'SubscribersListPaginationQuery', {
      User: () => ({ id: 'VXNlcjox', ownedClubSubscribers: { totalCount: 1, edges: [node('UGxhblN1YnNjcmlwdGlvbjoy', 'Haruto', 'CANCELED', null)], pageInfo: { hasNextPage: false, endCursor: null } } }),
    });
    expect(refetch.request.variables).toMatchObject({ status: 'CANCELED', clubId: null });
    await waitFor(() => expect(screen.queryByText(/Next payment Dec 24, 2026/)).toBeNull());
    expect(screen.getByText('1 subscriber')).toBeTruthy();
    expect(screen.getByTestId('subscribers-csv').getAttribute('href')).toBe('/exports/subscribers.csv?status=CANCELED');
  });
});
