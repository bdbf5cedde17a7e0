import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { clearToasts } from '../../../app/toasts';
import { renderApp, signedInViewer, type MockEnvironment } from '../../../test/render';

configure({ asyncUtilTimeout: 5000 });

const POST_ID = 'UG9zdDox';
const now = new Date().toISOString();
const counts = (like: number, wow = 0) => [
  { kind: 'LIKE', count: like },
  { kind: 'LAUGH', count: 0 },
  { kind: 'WOW', count: wow },
  { kind: 'SAD', count: 0 },
  { kind: 'CHEER', count: 0 },
];

afterEach(() => act(() => clearToasts()));

function findOperation(environment: MockEnvironment, name: string): Promise<OperationDescriptor> {
  return waitFor(() => {
    const found = environment.mock.getAllOperations().find((op) => op.request.node.params.name === name);
    expect(found, name).toBeTruthy();
    return found!;
  });
}

/** The post page with 2 likes on the post (summary `rs-post`) and one comment; returns the post's reaction bar. */
async function openPost(environment: MockEnvironment) {
  await renderApp(`/post/${POST_ID}`, { environment, viewer: signedInViewer });
  const page = await findOperation(environment, 'PostPageQuery');
  let summaries = 0;
  await act(async () => {
    environment.mock.resolve(
      page,
      MockPayloadGenerator.generate(page, {
        Club: () => ({ uri: 'luna', name: 'Luna Club' }),
        Post: () => ({ id: POST_ID, title: 'Hello', createdAt: now, isLocked: false, commentCount: 1, viewerCanComment: true, content: [] }),
        PostCommentsConnection: () => ({ edges: [{ node: { id: 'c1', body: 'first!', isDeleted: false, isHidden: false, replyCount: 0, createdAt: now } }], pageInfo: { hasNextPage: false } }),
        CommentRepliesConnection: () => ({ edges: [] }),
        // The post's summary is generated first (it comes before the comments).
        ReactionSummary: () => (summaries++ === 0 ? { id: 'rs-post', total: 2, viewerReaction: null, counts: counts(2) } : { id: `rs-${summaries}`, total: 0, viewerReaction: null, counts: counts(0) }),
      }),
    );
  });
  await screen.findByText('first!');
  return screen.getAllByTestId('reaction-bar')[0];
}

const mainButton = (bar: HTMLElement) => within(bar).getByTestId('reaction-main');
const total = (bar: HTMLElement) => within(bar).getByTestId('reaction-total').textContent;

describe('ReactionBar', () => {
  it('likes at once, keeps the server’s answer, and moves back with a toast when the server refuses', async () => {
    const environment = createMockEnvironment();
    const bar = await openPost(environment);
    expect(total(bar)).toBe('2');
    expect(mainButton(bar).getAttribute('aria-pressed')).toBe('false');

    // Optimistic: the count and the pressed state change before the server answers.
    fireEvent.click(mainButton(bar));
    expect(total(bar)).toBe('3');
    expect(mainButton(bar).getAttribute('aria-pressed')).toBe('true');
    const like = await findOperation(environment, 'useSetReactionMutation');
    expect(like.request.variables).toEqual({ input: { targetId: POST_ID, kind: 'LIKE' } });
    await act(async () => {
      environment.mock.resolve(like, { data: { setReaction: { __typename: 'ReactionSet', reactions: { id: 'rs-post', total: 3, viewerReaction: 'LIKE', counts: counts(3) } } } });
    });
    expect(total(bar)).toBe('3');
    // One kind only: the total says it all.
    expect(within(bar).queryByTestId('reaction-counts')).toBeNull();

    // Switching to another kind from the picker (keyboard reachable, labelled, pressed state per kind).
    fireEvent.click(within(bar).getByRole('button', { name: 'More reactions' }));
    const picker = within(bar).getByRole('group', { name: 'More reactions' });
    expect(within(picker).getByRole('button', { name: 'Like' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(picker).getByRole('button', { name: 'Wow' }));
    expect(total(bar)).toBe('3');
    expect(mainButton(bar).textContent).toContain('😮');
    // Two kinds now: how many left each.
    const kinds = () => [...within(bar).getByTestId('reaction-counts').querySelectorAll('li')].map((li) => li.getAttribute('aria-label'));
    expect(kinds()).toEqual(['Like 2', 'Wow 1']);
    const wow = await waitFor(() => {
      const ops = environment.mock.getAllOperations().filter((op) => op.request.node.params.name === 'useSetReactionMutation');
      expect(ops).toHaveLength(1);
      return ops[0];
    });
    expect(wow.request.variables.input.kind).toBe('WOW');

    // The server refuses: back to the like, and a toast says why.
    await act(async () => {
      environment.mock.resolve(wow, { data: { setReaction: { __typename: 'MembershipRequiredError', __isError: 'MembershipRequiredError', code: 'MEMBERSHIP_REQUIRED' } } });
    });
    await waitFor(() => expect(mainButton(bar).textContent).toContain('❤️'));
    expect(total(bar)).toBe('3');
    expect(within(bar).queryByTestId('reaction-counts')).toBeNull();
    expect((await screen.findByRole('alert')).textContent).toContain('Join the club to take part.');

    // Taking it back, and a network failure: the like returns.
    fireEvent.click(mainButton(bar));
    expect(total(bar)).toBe('2');
    const unlike = await findOperation(environment, 'useSetReactionMutation');
    await act(async () => environment.mock.reject(unlike, new Error('offline')));
    await waitFor(() => expect(total(bar)).toBe('3'));
    expect(mainButton(bar).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(screen.getAllByRole('alert').some((t) => t.textContent?.includes('An error occurred'))).toBe(true));
  });

  it('shows counts pushed live for the post without touching the reader’s own reaction', async () => {
    const environment = createMockEnvironment();
    const bar = await openPost(environment);
    const subscription = await findOperation(environment, 'useReactionEventsSubscription');
    expect(subscription.request.variables).toEqual({ postId: POST_ID });
    act(() => environment.mock.nextValue(subscription, { data: { reactionsChanged: { reactions: { id: 'rs-post', total: 7, counts: counts(5, 2) } } } }));
    await waitFor(() => expect(total(bar)).toBe('7'));
    expect([...within(bar).getByTestId('reaction-counts').querySelectorAll('li')].map((li) => li.getAttribute('aria-label'))).toEqual(['Like 5', 'Wow 2']);
    expect(mainButton(bar).getAttribute('aria-pressed')).toBe('false');
  });
});
