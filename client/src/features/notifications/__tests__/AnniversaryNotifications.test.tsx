import { act, cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import type { Locale } from '../../../i18n/locales';
import { renderApp, signedInViewer, type MockEnvironment } from '../../../test/render';

configure({ asyncUtilTimeout: 5000 });
afterEach(cleanup);

function findOperation(environment: MockEnvironment, name: string): Promise<OperationDescriptor> {
  return waitFor(() => {
    const found = environment.mock.getAllOperations().find((op) => op.request.node.params.name === name);
    expect(found, name).toBeTruthy();
    return found!;
  });
}

const anniversary = (id: string, kind: 'JOIN_ANNIVERSARY' | 'SUBSCRIPTION_ANNIVERSARY', count: number) => ({
  __typename: 'Notification',
  id,
  kind,
  createdAt: new Date().toISOString(),
  isRead: false,
  actorName: null,
  actorAvatarUrl: null,
  commentExcerpt: null,
  club: { id: 'Q2x1Yjox', uri: 'luna', name: 'Luna Club', iconUrl: null, themeColor: '#f472b6' },
  post: null,
  amount: null,
  reason: null,
  dueAt: null,
  planName: kind === 'SUBSCRIPTION_ANNIVERSARY' ? 'Gold' : null,
  ticketId: null,
  chatConversationId: null,
  orderId: null,
  orderTitle: null,
  carrierName: null,
  trackingNumber: null,
  anniversary: count,
});

/** Opens the bell in `locale` with the four anniversary notices and returns their texts and links. */
async function anniversaryItems(locale: Locale) {
  const environment = createMockEnvironment();
  await renderApp('/search', { environment, viewer: signedInViewer, locale });
  const count = await findOperation(environment, 'NotificationBellQuery');
  await act(async () => environment.mock.resolve(count, { data: { unreadNotificationCount: 4 } }));
  fireEvent.click(await screen.findByTestId('notification-bell'));
  const list = await findOperation(environment, 'NotificationListQuery');
  await act(async () =>
    environment.mock.resolve(
      list,
      MockPayloadGenerator.generate(list, {
        QueryNotificationsConnection: () => ({
          edges: [
            { node: anniversary('a1', 'JOIN_ANNIVERSARY', 1) },
            { node: anniversary('a2', 'JOIN_ANNIVERSARY', 3) },
            { node: anniversary('a3', 'SUBSCRIPTION_ANNIVERSARY', 1) },
            { node: anniversary('a4', 'SUBSCRIPTION_ANNIVERSARY', 6) },
          ],
          pageInfo: { hasNextPage: false, endCursor: 'a4' },
        }),
      }),
    ),
  );
  const items = await screen.findAllByTestId('notification');
  // The message is the text's first line (after the club's avatar, before the time).
  return items.map((item) => ({ text: item.querySelector('strong')?.parentElement?.textContent, href: item.getAttribute('href') }));
}

describe('anniversary notifications', () => {
  it('reads join and subscription anniversaries in English, with plurals, leading to the club', async () => {
    expect(await anniversaryItems('en')).toEqual([
      { text: 'It’s been a year since you joined Luna Club 🎉', href: '/club/luna' },
      { text: '3 years since you joined Luna Club 🎉', href: '/club/luna' },
      { text: '1 month together with Luna Club 💜 Thank you for your Gold membership.', href: '/club/luna' },
      { text: '6 months together with Luna Club 💜 Thank you for your Gold membership.', href: '/club/luna' },
    ]);
  });

  it('reads them in Korean', async () => {
    expect((await anniversaryItems('ko')).map((i) => i.text)).toEqual([
      'Luna Club에 가입한 지 벌써 1년이 됐어요 🎉',
      'Luna Club에 가입한 지 3년이 됐어요 🎉',
      'Luna Club의 Gold 구독을 시작한 지 1개월이 됐어요 💜 함께해 줘서 고마워요.',
      'Luna Club의 Gold 구독을 시작한 지 6개월이 됐어요 💜 함께해 줘서 고마워요.',
    ]);
  });
});
