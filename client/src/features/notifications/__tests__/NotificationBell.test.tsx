import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { renderApp, signedInViewer, type MockEnvironment } from '../../../test/render';
import { badgeLabel } from '../components/NotificationBell';

configure({ asyncUtilTimeout: 5000 });

function findOperation(environment: MockEnvironment, name: string): Promise<OperationDescriptor> {
  return waitFor(() => {
    const found = environment.mock.getAllOperations().find((op) => op.request.node.params.name === name);
    expect(found, name).toBeTruthy();
    return found!;
  });
}

const notification = (id: string, isRead: boolean, title: string) => ({
  __typename: 'Notification',
  id,
  kind: 'OWNER_POST',
  createdAt: new Date().toISOString(),
  isRead,
  actorName: 'Luna',
  actorAvatarUrl: null,
  commentExcerpt: null,
  club: { id: 'Q2x1Yjox', uri: 'luna', name: 'Luna Club', iconUrl: null, themeColor: '#f472b6' },
  post: { id: `post-${id}`, title },
  amount: null,
  reason: null,
  dueAt: null,
  planName: null,
});

describe('notification bell', () => {
  it('is not shown to guests', async () => {
    await renderApp('/search', { environment: createMockEnvironment() });
    expect(screen.queryByTestId('notification-bell')).toBeNull();
  });

  it('shows the unread count, follows pushed events, lists notifications and marks them read', async () => {
    const environment = createMockEnvironment();
    await renderApp('/search', { environment, viewer: signedInViewer });
    const count = await findOperation(environment, 'NotificationBellQuery');
    await act(async () => environment.mock.resolve(count, { data: { unreadNotificationCount: 2 } }));
    expect((await screen.findByTestId('notification-count')).textContent).toBe('2');
    expect(screen.getByRole('button', { name: '2 unread notifications' })).toBeTruthy();

    // A new notification is pushed: the badge follows without a refetch.
    const events = await findOperation(environment, 'useNotificationEventsSubscription');
    act(() =>
      environment.mock.nextValue(events, { data: { notificationEvents: { unreadCount: 3, notification: notification('n3', false, 'Brand new post') } } }),
    );
    await waitFor(() => expect(screen.getByTestId('notification-count').textContent).toBe('3'));

    // Open the panel: newest first, each item links to its post.
    fireEvent.click(screen.getByTestId('notification-bell'));
    const list = await findOperation(environment, 'NotificationListQuery');
    await act(async () =>
      environment.mock.resolve(
        list,
        MockPayloadGenerator.generate(list, {
          QueryNotificationsConnection: () => ({
            edges: [{ node: notification('n3', false, 'Brand new post') }, { node: notification('n2', false, 'Older post') }, { node: notification('n1', true, 'Oldest') }],
            pageInfo: { hasNextPage: false, endCursor: 'n1' },
          }),
        }),
      ),
    );
    const items = await screen.findAllByTestId('notification');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Brand new post'),
      expect.stringContaining('Older post'),
      expect.stringContaining('Oldest'),
    ]);
    expect(items[0].getAttribute('href')).toBe('/post/post-n3');

    // A later push prepends to the open list, once.
    const pushed = { data: { notificationEvents: { unreadCount: 4, notification: notification('n4', false, 'Even newer') } } };
    act(() => environment.mock.nextValue(events, pushed));
    act(() => environment.mock.nextValue(events, pushed));
    await waitFor(() => expect(screen.getAllByTestId('notification')).toHaveLength(4));
    expect(screen.getAllByTestId('notification')[0].textContent).toContain('Even newer');
    expect(screen.getByTestId('notification-count').textContent).toBe('4');

    // One read elsewhere (its chat was opened) is pushed as read: it turns read where it is, and an
    // older one not in the list stays out of it.
    act(() => environment.mock.nextValue(events, { data: { notificationEvents: { unreadCount: 3, notification: notification('n2', true, 'Older post') } } }));
    act(() => environment.mock.nextValue(events, { data: { notificationEvents: { unreadCount: 3, notification: notification('n0', true, 'Long ago') } } }));
    await waitFor(() => expect(screen.getByTestId('notification-count').textContent).toBe('3'));
    const afterRead = screen.getAllByTestId('notification');
    expect(afterRead.map((item) => item.getAttribute('data-unread'))).toEqual(['true', 'true', 'false', 'false']);
    expect(afterRead.map((item) => item.textContent).join()).not.toContain('Long ago');

    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    const mark = await findOperation(environment, 'useMarkNotificationsReadMutation');
    expect(mark.request.variables.input).toEqual({});
    await act(async () =>
      environment.mock.resolve(mark, {
        data: { markNotificationsRead: { __typename: 'MarkNotificationsReadSuccess', unreadCount: 0, notifications: ['n4', 'n3', 'n2'].map((id) => ({ id, isRead: true })) } },
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('notification-count')).toBeNull());
    expect(screen.getAllByTestId('notification').every((item) => item.getAttribute('data-unread') === 'false')).toBe(true);
  });

  it('words news of the viewer’s own subscription with its facts and links it to My Page or the club’s plans', async () => {
    const environment = createMockEnvironment();
    await renderApp('/search', { environment, viewer: signedInViewer });
    const count = await findOperation(environment, 'NotificationBellQuery');
    await act(async () => environment.mock.resolve(count, { data: { unreadNotificationCount: 3 } }));
    fireEvent.click(await screen.findByTestId('notification-bell'));
    const list = await findOperation(environment, 'NotificationListQuery');
    const about = (id: string, kind: string, facts: { amount?: number; reason?: string; dueAt?: string; ticketId?: string }) => ({
      ...notification(id, false, ''),
      kind,
      actorName: null,
      post: null,
      amount: facts.amount ?? null,
      reason: facts.reason ?? null,
      dueAt: facts.dueAt ?? null,
      planName: 'Platinum',
      ticketId: facts.ticketId ?? null,
    });
    await act(async () =>
      environment.mock.resolve(
        list,
        MockPayloadGenerator.generate(list, {
          QueryNotificationsConnection: () => ({
            edges: [
              { node: about('n3', 'SUBSCRIPTION_EXPIRED', { reason: 'Insufficient funds.' }) },
              { node: about('n2', 'SUBSCRIPTION_RENEWAL_FAILED', { amount: 9900, reason: 'Insufficient funds.', dueAt: '2031-04-04T00:00:00Z' }) },
              { node: about('n1', 'SUBSCRIPTION_RENEWED', { amount: 9900, dueAt: '2031-05-01T00:00:00Z' }) },
              { node: about('n0', 'TICKET_QR_ISSUED', { dueAt: '2031-03-14T05:00:00Z', ticketId: 'VGlja2V0OjE=' }) },
            ],
            pageInfo: { hasNextPage: false, endCursor: 'n1' },
          }),
        }),
      ),
    );
    const items = await screen.findAllByTestId('notification');
    expect(items[0].textContent).toContain('Your Platinum membership of Luna Club has ended because the renewal payment didn’t go through.');
    expect(items[0].textContent).toContain('Insufficient funds.');
    expect(items[0].getAttribute('href')).toBe('/club/luna/subscription');
    expect(items[1].textContent).toContain('We couldn’t renew your Platinum membership of Luna Club (₩9,900). We’ll try again on Apr 4, 2031');
    expect(items[1].getAttribute('href')).toBe('/mypage/pay/subscription');
    expect(items[2].textContent).toContain('Your Platinum membership of Luna Club was renewed (₩9,900). It now runs until May 1, 2031.');
    // A ticket's QR code is ready: the event's time in Korea, and the ticket page.
    expect(items[3].textContent).toContain('The QR code of your ticket in Luna Club is ready. The event starts Mar 14, 2031, 2:00 PM.');
    expect(items[3].getAttribute('href')).toBe('/ticket/VGlja2V0OjE%3D');
  });

  it('words a shipped and a refunded store order with their facts and links them to the order', async () => {
    const environment = createMockEnvironment();
    await renderApp('/search', { environment, viewer: signedInViewer });
    const count = await findOperation(environment, 'NotificationBellQuery');
    await act(async () => environment.mock.resolve(count, { data: { unreadNotificationCount: 2 } }));
    fireEvent.click(await screen.findByTestId('notification-bell'));
    const list = await findOperation(environment, 'NotificationListQuery');
    const order = (id: string, kind: string, facts: Record<string, unknown>) => ({
      ...notification(id, false, ''),
      kind,
      actorName: null,
      post: null,
      orderId: 'U3RvcmVPcmRlcjox',
      orderTitle: 'Luna Club · Hoodie (M)',
      carrierName: null,
      trackingNumber: null,
      ...facts,
    });
    await act(async () =>
      environment.mock.resolve(
        list,
        MockPayloadGenerator.generate(list, {
          QueryNotificationsConnection: () => ({
            edges: [
              { node: order('n2', 'ORDER_SHIPPED', { carrierName: 'CJ대한통운', trackingNumber: '601234567890' }) },
              { node: order('n1', 'ORDER_REFUNDED', { amount: 62_000, reason: 'Out of stock' }) },
              { node: order('n0', 'WITHDRAWAL_REJECTED', { club: null, orderId: null, orderTitle: null, amount: 20_000, reason: 'The holder does not match' }) },
              { node: order('m1', 'DEPOSIT_REFUND_ACCOUNT_NEEDED', { orderId: null, orderTitle: null, amount: 9900, reason: null }) },
              { node: order('m0', 'DEPOSIT_REFUND_ACCOUNT_NEEDED', { orderId: null, orderTitle: null, amount: 9900, reason: 'Charged twice' }) },
            ],
            pageInfo: { hasNextPage: false, endCursor: 'n1' },
          }),
        }),
      ),
    );
    const items = await screen.findAllByTestId('notification');
    expect(items[0].textContent).toContain('Your order Luna Club · Hoodie (M) has shipped with CJ대한통운 (tracking number 601234567890).');
    expect(items[0].getAttribute('href')).toBe('/mypage/pay/order/U3RvcmVPcmRlcjox');
    expect(items[1].textContent).toContain('Your order Luna Club · Hoodie (M) was refunded (₩62,000).');
    expect(items[1].textContent).toContain('Out of stock');
    // A creator's withdrawal step leads to their revenue page.
    expect(items[2].textContent).toContain('Your withdrawal of ₩20,000 was declined; the amount is withdrawable again.');
    expect(items[2].textContent).toContain('The holder does not match');
    expect(items[2].getAttribute('href')).toBe('/mypage/manage/revenue');
    // A deposit refund waiting for an account: "too late" only when nobody decided it (no reason).
    expect(items[3].textContent).toContain('Your deposit of ₩9,900 to Luna Club arrived too late to complete the order.');
    expect(items[4].textContent).toContain('Your deposit of ₩9,900 to Luna Club is being refunded. Tell us which account to send it to.');
    expect(items[4].textContent).toContain('Charged twice');
    expect(items[4].textContent).not.toContain('too late');
    expect(items[4].getAttribute('href')).toBe('/mypage/pay/order-list');
  });

  it('words chat notices and links the fan to the club’s chat and the owner to the conversation in their inbox', async () => {
    const environment = createMockEnvironment();
    await renderApp('/search', { environment, viewer: signedInViewer });
    const count = await findOperation(environment, 'NotificationBellQuery');
    await act(async () => environment.mock.resolve(count, { data: { unreadNotificationCount: 2 } }));
    fireEvent.click(await screen.findByTestId('notification-bell'));
    const list = await findOperation(environment, 'NotificationListQuery');
    const chat = (id: string, kind: string, actorName: string) => ({ ...notification(id, false, ''), kind, actorName, post: null, chatConversationId: 'Q2hhdENvbnZlcnNhdGlvbjox' });
    await act(async () =>
      environment.mock.resolve(
        list,
        MockPayloadGenerator.generate(list, {
          QueryNotificationsConnection: () => ({
            edges: [{ node: chat('n1', 'CHAT_MESSAGE', 'Luna') }, { node: chat('n0', 'CLUB_CHAT_MESSAGE', 'Mika') }],
            pageInfo: { hasNextPage: false, endCursor: 'n0' },
          }),
        }),
      ),
    );
    const items = await screen.findAllByTestId('notification');
    expect(items[0].textContent).toContain('Luna Club sent you a message.');
    expect(items[0].getAttribute('href')).toBe('/club/luna/chat');
    expect(items[1].textContent).toContain('Mika sent you a message in Luna Club.');
    expect(items[1].getAttribute('href')).toBe('/mypage/manage/inbox/Q2hhdENvbnZlcnNhdGlvbjox');
  });

  it('caps the badge at 99+', () => {
    expect(badgeLabel(7)).toBe('7');
    expect(badgeLabel(100)).toBe('99+');
  });
});
