import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { renderApp, signedInViewer, type MockEnvironment } from '../../../test/render';

configure({ asyncUtilTimeout: 5000 });

const POST_ID = 'UG9zdDox';
const now = new Date().toISOString();

function comment(id: string, body: string, authorId: string, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'Comment',
    id,
    authorName: `author of ${id}`,
    authorIsOwner: false,
    authorAvatarUrl: null,
    author: { __typename: 'User', id: authorId },
    body,
    isDeleted: false,
    isHidden: false,
    isEdited: false,
    createdAt: now,
    mentionedName: null,
    replyCount: 0,
    viewerCanEdit: false,
    viewerCanDelete: false,
    viewerCanReport: true,
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

describe('reporting a fan from where their nickname shows', () => {
  it('offers "Report user" for a fan’s comment (not the owner’s, not one’s own) and reports the user', async () => {
    const environment = createMockEnvironment();
    await renderApp(`/post/${POST_ID}`, { environment, viewer: signedInViewer });
    const page = await findOperation(environment, 'PostPageQuery');
    const comments = [
      comment('c1', 'from a fan', 'VXNlcjo5'),
      comment('c2', 'from the owner', 'VXNlcjoy', { authorIsOwner: true }),
      comment('c3', 'my own', signedInViewer.id, { viewerCanEdit: true, viewerCanDelete: true, viewerCanReport: false }),
    ];
    await act(async () => {
      const payload = MockPayloadGenerator.generate(page, {
        Club: () => ({ uri: 'luna', name: 'Luna Club' }),
        Post: () => ({ id: POST_ID, title: 'Hello', createdAt: now, commentCount: 3, viewerCanComment: true, content: [] }),
      }) as { data: { node: { comments: unknown } } };
      payload.data.node.comments = { edges: comments.map((node) => ({ cursor: node.id, node })), pageInfo: { hasNextPage: false, endCursor: 'c3' } };
      environment.mock.resolve(page, payload);
    });
    const rowOf = async (text: string) => (await screen.findByText(text)).closest('[data-testid="comment"]') as HTMLElement;
    expect(within(await rowOf('from the owner')).queryByTestId('report-user')).toBeNull();
    expect(within(await rowOf('my own')).queryByTestId('report-user')).toBeNull();

    fireEvent.click(within(await rowOf('from a fan')).getByRole('button', { name: 'Report user' }));
    const dialog = await screen.findByTestId('report-dialog');
    expect(screen.getByRole('dialog', { name: 'Report this user' })).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText('Harassment or hate'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    const mutation = await findOperation(environment, 'useReportContentMutation');
    expect(mutation.request.variables.input).toMatchObject({ targetId: 'VXNlcjo5', reason: 'HARASSMENT' });
  });

  it('offers "Report" on the members list for fans, not the owner’s row nor one’s own', async () => {
    const environment = createMockEnvironment();
    await renderApp('/club/luna/members', { environment, viewer: signedInViewer });
    const page = await findOperation(environment, 'ClubMembersPageQuery');
    const member = (id: string, nickname: string, userId: string) => ({ __typename: 'ClubMembership', id, nickname, avatarUrl: null, joinedAt: now, subscriptionState: null, user: { __typename: 'User', id: userId } });
    await act(async () => {
      const payload = MockPayloadGenerator.generate(page, {
        Club: () => ({ uri: 'luna', name: 'Luna Club', viewerCanEdit: false }),
      }) as { data: { club: { members: unknown; owner: unknown } } };
      payload.data.club.owner = { id: 'VXNlcjoy' };
      payload.data.club.members = {
        totalCount: 3,
        edges: [member('m1', 'Fan Nine', 'VXNlcjo5'), member('m2', 'Luna', 'VXNlcjoy'), member('m3', 'Me', signedInViewer.id)].map((node) => ({ cursor: node.id, node })),
        pageInfo: { hasNextPage: false, endCursor: 'm3' },
      };
      environment.mock.resolve(page, payload);
    });
    await screen.findByText('Fan Nine');
    expect(screen.getAllByTestId('report-member')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Report Fan Nine' }));
    const dialog = await screen.findByTestId('report-dialog');
    fireEvent.click(within(dialog).getByLabelText('Spam or advertising'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    const mutation = await findOperation(environment, 'useReportContentMutation');
    expect(mutation.request.variables.input).toMatchObject({ targetId: 'VXNlcjo5', reason: 'SPAM' });
  });
});
