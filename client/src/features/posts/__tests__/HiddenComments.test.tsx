import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { renderApp, signedInViewer, type MockEnvironment } from '../../../test/render';

configure({ asyncUtilTimeout: 5000 });

const POST_ID = 'UG9zdDox';
const now = new Date().toISOString();

function comment(id: string, body: string | null, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'Comment',
    id,
    authorName: body === null ? '' : `author of ${id}`,
    authorIsOwner: false,
    authorAvatarUrl: null,
    author: body === null ? null : { __typename: 'User', id: `VXNlcjo${id}` },
    body,
    isDeleted: false,
    isHidden: false,
    isEdited: false,
    createdAt: now,
    mentionedName: null,
    replyCount: 0,
    viewerCanEdit: false,
    viewerCanDelete: false,
    viewerCanHide: false,
    viewerCanReport: false,
    replies: { edges: [], pageInfo: { hasNextPage: false, endCursor: null } },
    reactions: null,
    ...extra,
  };
}

function findOperation(environment: MockEnvironment, name: string): Promise<OperationDescriptor> {
  return waitFor(() => {
    const found = environment.mock.getAllOperations().find((op) => op.request.node.params.name === name);
    expect(found, name).toBeTruthy();
    return found!;
  });
}

async function openPost(comments: ReturnType<typeof comment>[]) {
  const environment = createMockEnvironment();
  await renderApp(`/post/${POST_ID}`, { environment, viewer: signedInViewer });
  const page = await findOperation(environment, 'PostPageQuery');
  await act(async () => {
    const payload = MockPayloadGenerator.generate(page, {
      Club: () => ({ uri: 'luna', name: 'Luna Club' }),
      Post: () => ({ id: POST_ID, title: 'Hello', createdAt: now, commentCount: comments.length, viewerCanComment: true, content: [] }),
    }) as { data: { node: { comments: unknown } } };
    payload.data.node.comments = { edges: comments.map((node) => ({ cursor: node.id, node })), pageInfo: { hasNextPage: false, endCursor: 'last' } };
    environment.mock.resolve(page, payload);
  });
  return environment;
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('[data-testid="comment"]') as HTMLElement;

describe('hidden comments', () => {
  it('show fans a placeholder without author, text, reply or reactions', async () => {
    await openPost([comment('c1', null, { isHidden: true }), comment('c2', 'a visible one')]);
    const placeholder = await rowOf('This comment was hidden.');
    expect(placeholder.dataset.hidden).toBe('true');
    expect(within(placeholder).queryByRole('button')).toBeNull();
    expect(within(await rowOf('a visible one')).getByRole('button', { name: 'Reply' })).toBeTruthy();
  });

  it('show their author the text, marked hidden, with no way to reply or edit', async () => {
    await openPost([comment('c1', 'my words', { isHidden: true, viewerCanDelete: true })]);
    const row = await rowOf('my words');
    expect(within(row).getByText('Hidden')).toBeTruthy();
    expect(within(row).getByText('The club hid this comment. Only you, the creator and our team can see it.')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Reply' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(row).getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('let the owner hide a comment and show it again; the row follows the server’s answer', async () => {
    const environment = await openPost([comment('c1', 'rude words', { viewerCanHide: true, viewerCanDelete: true })]);
    fireEvent.click(within(await rowOf('rude words')).getByRole('button', { name: 'Hide' }));
    const hide = await findOperation(environment, 'useHideCommentMutation');
    expect(hide.request.variables.input).toEqual({ commentId: 'c1' });
    await act(async () => {
      environment.mock.resolve(hide, {
        data: { hideComment: { __typename: 'HideCommentSuccess', comment: comment('c1', 'rude words', { isHidden: true, viewerCanHide: true, viewerCanDelete: true }) } },
      });
    });
    const row = await rowOf('rude words');
    expect(await within(row).findByText('Others see “This comment was hidden.”')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Show again' }));
    const show = await findOperation(environment, 'useHideCommentShowMutation');
    expect(show.request.variables.input).toEqual({ commentId: 'c1' });
  });
});
