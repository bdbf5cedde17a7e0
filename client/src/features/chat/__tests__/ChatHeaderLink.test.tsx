// The desktop header's chat link: the live unread count without suspending the shell, and where it leads
// (fans to their list of chats, club owners to their inbox). The tab bar's count stays live where the
// header shows no chat link (/account/* pages).
import { act, configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { renderApp, signedInViewer, type MockEnvironment } from '../../../test/render';

configure({ asyncUtilTimeout: 5000 });

function findOperation(environment: MockEnvironment, name: string): Promise<OperationDescriptor> {
  return waitFor(() => {
    const found = environment.mock.getAllOperations().find((op) => op.request.node.params.name === name);
    expect(found, name).toBeTruthy();
    return found!;
  });
}

describe('header chat link', () => {
  it('is not shown to guests', async () => {
    await renderApp('/search', { environment: createMockEnvironment() });
    expect(screen.queryByTestId('header-chat-link')).toBeNull();
  });

  it('shows the fan’s unread count live and leads to their list of chats', async () => {
    const environment = createMockEnvironment();
    await renderApp('/search', { environment, viewer: signedInViewer });
    // The page is up before the count arrives: the link waits for nothing.
    const link = await screen.findByTestId('header-chat-link');
    expect(screen.queryByTestId('header-chat-unread')).toBeNull();
    const count = await findOperation(environment, 'ChatUnreadBadgeQuery');
    await act(async () => environment.mock.resolve(count, { data: { chatUnreadCount: 3, viewer: { id: signedInViewer.id, ownedClubs: [] } } }));
    await waitFor(() => expect(screen.getByTestId('header-chat-unread').textContent).toBe('3'));
    expect(link.getAttribute('href')).toBe('/mypage/chat');
    expect(link.getAttribute('aria-label')).toBe('Messages (3 unread messages)');

    // A message arrives: the count follows the pushed event without a refetch.
    const events = await findOperation(environment, 'useChatInboxEventsSubscription');
    act(() =>
      environment.mock.nextValue(
        events,
        MockPayloadGenerator.generate(events, { ChatInboxChange: () => ({ chatUnreadCount: 120 }), ChatConversation: () => ({ id: 'conv-1', viewerSide: 'FAN' }) }),
      ),
    );
    await waitFor(() => expect(screen.getByTestId('header-chat-unread').textContent).toBe('99+'));
    // One subscription serves the header and the tab bar.
    expect(environment.mock.getAllOperations().filter((op) => op.request.node.params.name === 'useChatInboxEventsSubscription')).toHaveLength(1);
  });

  it('leads a club owner to their inbox', async () => {
    const environment = createMockEnvironment();
    await renderApp('/search', { environment, viewer: signedInViewer });
    const count = await findOperation(environment, 'ChatUnreadBadgeQuery');
    await act(async () => environment.mock.resolve(count, { data: { chatUnreadCount: 0, viewer: { id: signedInViewer.id, ownedClubs: [{ id: 'Q2x1Yjox' }] } } }));
    await waitFor(() => expect(screen.getByTestId('header-chat-link').getAttribute('href')).toBe('/mypage/manage/inbox'));
    expect(screen.queryByTestId('header-chat-unread')).toBeNull();
  });
});

describe('tab bar chat count', () => {
  it('stays live on /account pages, where the header has no chat link', async () => {
    const environment = createMockEnvironment();
    // An unknown /account address: the 404 page, in the layout with the tab bar.
    await renderApp('/account/nowhere', { environment, viewer: signedInViewer });
    const count = await findOperation(environment, 'ChatUnreadBadgeQuery');
    await act(async () => environment.mock.resolve(count, { data: { chatUnreadCount: 2, viewer: { id: signedInViewer.id, ownedClubs: [] } } }));
    await waitFor(() => expect(screen.getByTestId('chat-unread-count').textContent).toBe('2'));
    expect(screen.queryByTestId('header-chat-link')).toBeNull();

    const events = await findOperation(environment, 'useChatInboxEventsSubscription');
    act(() =>
      environment.mock.nextValue(
        events,
        MockPayloadGenerator.generate(events, { ChatInboxChange: () => ({ chatUnreadCount: 5 }), ChatConversation: () => ({ id: 'conv-1', viewerSide: 'FAN' }) }),
      ),
    );
    await waitFor(() => expect(screen.getByTestId('chat-unread-count').textContent).toBe('5'));
    expect(environment.mock.getAllOperations().filter((op) => op.request.node.params.name === 'useChatInboxEventsSubscription')).toHaveLength(1);
  });
});
