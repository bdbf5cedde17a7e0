import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import type { OperationDescriptor } from 'relay-runtime';
import { clearToasts } from '../../../app/toasts';
import { renderApp, signedInViewer, type MockEnvironment } from '../../../test/render';

configure({ asyncUtilTimeout: 5000 });

const POST_ID = 'UG9zdDox';
const now = new Date().toISOString();

const counts = (like: number, wow = 0) => ['LIKE', 'LAUGH', 'WOW', 'SAD', 'CHEER'].map((kind) => ({ kind, count: kind === 'LIKE' ? like : kind === 'WOW' ? wow : 0 }));

/** A comment as the page and the mutation read it (the live event selects no reactions). */
function comment(id: string, body: string, extra: Record<string, unknown> = {}) {
  return {
    reactions: { __typename: 'ReactionSummary', id: `rs-${id}`, total: 1, viewerReaction: null, counts: counts(1) },
    __typename: 'Comment',
    id,
    authorName: `author of ${id}`,
    authorIsOwner: false,
    authorAvatarUrl: null,
    body,
    isDeleted: false,
    isHidden: false,
    isEdited: false,
    createdAt: now,
    mentionedName: null,
    replyCount: 0,
    viewerCanEdit: false,
    viewerCanDelete: false,
    ...extra,
  };
}

/** createComment's answer, with the whole thread selection (replies empty). */
function created(node: Record<string, unknown>, parentId: string | null) {
  return {
    data: {
      createComment: {
        __typename: 'CreateCommentSuccess',
        comment: { ...node, parent: parentId ? { __typename: 'Comment', id: parentId } : null, replies: { edges: [], pageInfo: { hasNextPage: false, endCursor: null } } },
      },
    },
  };
}

function findOperation(environment: MockEnvironment, name: string): Promise<OperationDescriptor> {
  return waitFor(() => {
    const found = environment.mock.getAllOperations().find((op) => op.request.node.params.name === name);
    expect(found, name).toBeTruthy();
    return found!;
  });
}

/** A post with two top-level comments (the first with one reply), as a member sees it. */
async function openPost(environment: MockEnvironment) {
  await renderApp(`/post/${POST_ID}`, { environment, viewer: signedInViewer });
  const page = await findOperation(environment, 'PostPageQuery');
  const threads: Record<string, unknown[]> = { c1: [comment('r1', 'first reply')], c2: [] };
  const resolvers: MockResolvers = {
    Club: () => ({ uri: 'luna', name: 'Luna Club' }),
    Post: () => ({ id: POST_ID, title: 'Hello', createdAt: now, commentCount: 3, viewerCanComment: true, content: [] }),
    PostCommentsConnection: () => ({ edges: [{ node: comment('c1', 'first!', { replyCount: 1 }) }, { node: comment('c2', 'second') }], pageInfo: { hasNextPage: false, endCursor: 'c2' } }),
    CommentRepliesConnection: () => ({ edges: [] }),
  };
  await act(async () => {
    const payload = MockPayloadGenerator.generate(page, resolvers) as { data: Record<string, unknown> };
    // Put the reply under c1 (the generator cannot tell the two reply lists apart).
    const edges = ((payload.data.node as Record<string, unknown>).comments as { edges: { node: Record<string, unknown> }[] }).edges;
    for (const edge of edges) {
      const replies = edge.node.replies as { edges: unknown[] };
      replies.edges = threads[edge.node.id as string].map((node) => ({ cursor: `cur-${(node as { id: string }).id}`, node }));
    }
    environment.mock.resolve(page, payload);
  });
  await screen.findByText('first!');
  return findOperation(environment, 'useCommentEventsSubscription');
}

function push(environment: MockEnvironment, subscription: OperationDescriptor, event: { kind: string; commentId: string; parentId: string | null; comment: Record<string, unknown> | null }) {
  const payload = MockPayloadGenerator.generate(subscription, {
    CommentEvent: () => ({ kind: event.kind, commentId: event.commentId, parentId: event.parentId }),
    Comment: () => event.comment ?? {},
  }) as { data: { commentEvents: Record<string, unknown> } };
  if (!event.comment) payload.data.commentEvents.comment = null;
  act(() => environment.mock.nextValue(subscription, payload));
}

const threadTexts = () => screen.getAllByTestId('comment-thread').map((thread) => thread.textContent ?? '');

describe('live comments', () => {
  it('subscribes for the post and applies CREATED, UPDATED and DELETED events to the store', async () => {
    const environment = createMockEnvironment();
    const subscription = await openPost(environment);
    expect(subscription.request.variables).toEqual({ postId: POST_ID });
    expect(screen.getByRole('heading', { name: 'Comments 3' })).toBeTruthy();

    // A new top-level comment is appended (oldest first), a new reply joins its thread.
    push(environment, subscription, { kind: 'CREATED', commentId: 'c3', parentId: null, comment: comment('c3', 'live from another fan') });
    await screen.findByText('live from another fan');
    expect(threadTexts()).toHaveLength(3);
    expect(threadTexts()[2]).toContain('live from another fan');
    push(environment, subscription, { kind: 'CREATED', commentId: 'r2', parentId: 'c2', comment: comment('r2', 'a live reply', { mentionedName: 'author of c2' }) });
    await waitFor(() => expect(threadTexts()[1]).toContain('@author of c2a live reply'));
    expect(threadTexts()[0]).not.toContain('a live reply');
    expect(screen.getByRole('heading', { name: 'Comments 5' })).toBeTruthy();

    // The same event twice (the socket may repeat after a reconnect) adds nothing.
    push(environment, subscription, { kind: 'CREATED', commentId: 'c3', parentId: null, comment: comment('c3', 'live from another fan') });
    expect(screen.getAllByText('live from another fan')).toHaveLength(1);

    // An edit updates the comment in place.
    push(environment, subscription, { kind: 'UPDATED', commentId: 'c2', parentId: null, comment: comment('c2', 'second (fixed)', { isEdited: true }) });
    await screen.findByText('second (fixed)');
    expect(threadTexts()[1]).toContain('edited');

    // A deleted reply leaves; a deleted comment that has replies stays as a placeholder.
    push(environment, subscription, { kind: 'DELETED', commentId: 'r1', parentId: 'c1', comment: null });
    await waitFor(() => expect(screen.queryByText('first reply')).toBeNull());
    push(environment, subscription, { kind: 'DELETED', commentId: 'c2', parentId: null, comment: comment('c2', '', { body: null, isDeleted: true, authorName: '', replyCount: 1 }) });
    await screen.findByText('This comment was deleted.');
    expect(threadTexts()[1]).toContain('a live reply');
    // A deleted top-level comment without replies disappears.
    push(environment, subscription, { kind: 'DELETED', commentId: 'c3', parentId: null, comment: null });
    await waitFor(() => expect(screen.queryByText('live from another fan')).toBeNull());
    expect(threadTexts()).toHaveLength(2);
  });

  it('shows the author’s own comment once when both the mutation result and the event arrive', async () => {
    const environment = createMockEnvironment();
    const subscription = await openPost(environment);
    const composer = screen.getByTestId('comment-composer');
    fireEvent.change(within(composer).getByRole('textbox'), { target: { value: 'my comment' } });
    fireEvent.click(within(composer).getByRole('button', { name: 'Comment' }));
    const mutation = await findOperation(environment, 'useCreateCommentMutation');
    expect(mutation.request.variables.input).toEqual({ postId: POST_ID, body: 'my comment', replyToId: null });

    // The pushed event comes first, then the mutation's answer.
    push(environment, subscription, { kind: 'CREATED', commentId: 'c9', parentId: null, comment: comment('c9', 'my comment', { viewerCanEdit: true, viewerCanDelete: true }) });
    await act(async () => environment.mock.resolve(mutation, created(comment('c9', 'my comment', { viewerCanEdit: true, viewerCanDelete: true }), null)));
    await waitFor(() => expect((within(composer).getByRole('textbox') as HTMLTextAreaElement).value).toBe(''));
    expect(screen.getAllByTestId('comment-thread').filter((thread) => thread.textContent?.includes('my comment'))).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Comments 4' })).toBeTruthy();
  });

  it('replies to a reply with a mention, and deletes with a confirmation and a toast', async () => {
    const environment = createMockEnvironment();
    await openPost(environment);
    const thread = screen.getAllByTestId('comment-thread')[0];
    const replyButtons = within(thread).getAllByRole('button', { name: 'Reply' });
    fireEvent.click(replyButtons[1]); // the reply r1
    const composer = await screen.findByTestId('reply-composer');
    expect(composer.textContent).toContain('Replying to @author of r1');
    fireEvent.change(within(composer).getByRole('textbox'), { target: { value: 'thanks!' } });
    fireEvent.click(within(composer).getByRole('button', { name: 'Reply' }));
    const mutation = await findOperation(environment, 'useCreateCommentMutation');
    expect(mutation.request.variables.input).toEqual({ postId: POST_ID, body: 'thanks!', replyToId: 'r1' });
    await act(async () =>
      environment.mock.resolve(mutation, created(comment('r5', 'thanks!', { mentionedName: 'author of r1', viewerCanEdit: true, viewerCanDelete: true }), 'c1')),
    );
    await waitFor(() => expect(thread.textContent).toContain('@author of r1thanks!'));
    expect(screen.queryByTestId('reply-composer')).toBeNull();

    const mine = within(thread).getAllByTestId('comment').find((item) => item.textContent?.includes('thanks!'))!;
    fireEvent.click(within(mine).getByRole('button', { name: 'Delete' }));
    expect(within(mine).getByRole('alertdialog')).toBeTruthy();
    fireEvent.click(within(within(mine).getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    const deletion = await findOperation(environment, 'useDeleteCommentMutation');
    await act(async () =>
      environment.mock.resolve(deletion, { data: { deleteComment: { __typename: 'DeleteCommentSuccess', deletedCommentId: 'r5', comment: null } } }),
    );
    await waitFor(() => expect(thread.textContent).not.toContain('thanks!'));
    expect(await screen.findByText('Comment deleted.')).toBeTruthy();
    clearToasts();
  });

  it('gives replies and comments pushed live a reaction bar at once, which reacts and takes live counts', async () => {
    const environment = createMockEnvironment();
    const subscription = await openPost(environment);
    const itemOf = (text: string) => screen.getAllByTestId('comment').find((item) => item.textContent?.includes(text))!;
    const barOf = (text: string) => within(itemOf(text)).getByTestId('reaction-bar');

    // A reply's bar, like a top-level comment's: liked at once, sent for the reply.
    const reply = barOf('first reply');
    expect(within(reply).getByTestId('reaction-total').textContent).toBe('1');
    fireEvent.click(within(reply).getByTestId('reaction-main'));
    expect(within(reply).getByTestId('reaction-total').textContent).toBe('2');
    expect(within(reply).getByTestId('reaction-main').getAttribute('aria-pressed')).toBe('true');
    const like = await findOperation(environment, 'useSetReactionMutation');
    expect(like.request.variables).toEqual({ input: { targetId: 'r1', kind: 'LIKE' } });

    // A comment and a reply pushed live carry no reactions: their bars show at once, empty and not pressed.
    const uuid = '6f1c2b1e-0000-4000-8000-000000000001';
    const live = btoa(`Comment:${uuid}`);
    push(environment, subscription, { kind: 'CREATED', commentId: live, parentId: null, comment: comment(live, 'live with reactions') });
    push(environment, subscription, { kind: 'CREATED', commentId: 'r7', parentId: 'c2', comment: comment('r7', 'live reply') });
    await screen.findByText('live reply');
    for (const text of ['live with reactions', 'live reply']) {
      expect(within(barOf(text)).getByTestId('reaction-total').textContent, text).toBe('0');
      expect(within(barOf(text)).getByTestId('reaction-main').getAttribute('aria-pressed'), text).toBe('false');
    }
    // Its summary has the id the server gives it, so counts pushed for it land there.
    const events = await findOperation(environment, 'useReactionEventsSubscription');
    act(() => environment.mock.nextValue(events, { data: { reactionsChanged: { reactions: { id: btoa(`ReactionSummary:${uuid}`), total: 4, counts: counts(3, 1) } } } }));
    await waitFor(() => expect(within(barOf('live with reactions')).getByTestId('reaction-total').textContent).toBe('4'));
    expect(within(barOf('live with reactions')).getByTestId('reaction-counts').textContent).toContain('3');
  });

  it('marks the creator’s comments with a badge, and no one else’s', async () => {
    const environment = createMockEnvironment();
    const subscription = await openPost(environment);
    expect(screen.queryByTestId('creator-badge')).toBeNull();
    push(environment, subscription, { kind: 'CREATED', commentId: 'c4', parentId: null, comment: comment('c4', 'thanks everyone', { authorName: 'Luna', authorIsOwner: true }) });
    await screen.findByText('thanks everyone');
    const badges = screen.getAllByTestId('creator-badge');
    expect(badges).toHaveLength(1);
    expect(badges[0].textContent).toBe('Creator');
    expect(threadTexts()[2]).toContain('LunaCreator');
  });
});
