// Comments through the real schema: threads, mentions, placeholders, editing and deleting rules, the
// visibility of comments on posts the viewer cannot see, and a flat query count for the post page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { startTestApp } from '../../../testing/app.ts';
import { queryLog, setupTestDatabase } from '../../../testing/database.ts';
import { comment, commentGid, community, type Data, gql, join, person, post, postGid, type Person } from './community-helpers.ts';

const database = setupTestDatabase();
let app: App;

beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => app?.close());

const CREATE = `mutation ($input: CreateCommentInput!) {
  createComment(input: $input) {
    __typename
    ... on CreateCommentSuccess { comment { id body authorName mentionedName parent { id } author { id } post { id } } }
    ... on Error { code }
    ... on InvalidInputError { field }
    ... on MembershipRequiredError { club { id name } }
  }
}`;
const UPDATE = `mutation ($input: UpdateCommentInput!) {
  updateComment(input: $input) { __typename ... on UpdateCommentSuccess { comment { id body isEdited } } ... on Error { code } ... on InvalidInputError { field } }
}`;
const DELETE = `mutation ($input: DeleteCommentInput!) {
  deleteComment(input: $input) {
    __typename
    ... on DeleteCommentSuccess { deletedCommentId comment { id body author { id } authorName authorAvatarUrl isDeleted replyCount } }
    ... on Error { code }
  }
}`;
// Page sizes as variables: the cost limit multiplies literal `first` arguments.
const THREAD = `query ($id: ID!, $first: Int = 50) {
  node(id: $id) {
    ... on Post {
      comments(first: $first) {
        totalCount
        edges { node { id body isDeleted authorName author { id } replyCount replies(first: $first) { totalCount edges { node { id body mentionedName authorName } } } } }
      }
    }
  }
}`;

const create = (who: Person, postId: string, body: string, replyToId?: string) =>
  gql(app, who, CREATE, { input: { postId: postGid(postId), body, ...(replyToId ? { replyToId } : {}) } });
const update = (who: Person, id: string, body: string) => gql(app, who, UPDATE, { input: { commentId: commentGid(id), body } });
const remove = (who: Person, id: string) => gql(app, who, DELETE, { input: { commentId: commentGid(id) } });
const thread = async (who: Person, postId: string) => {
  const res = await gql(app, who, THREAD, { id: postGid(postId) });
  expect(res.errors).toBeUndefined();
  return res.data?.node?.comments;
};

describe('createComment', () => {
  it('lets members and the owner comment; a reply to a reply joins its top-level comment and mentions the replied-to author', async () => {
    const { club, owner, member, subscriber } = await community();
    const p = await post(club.id, owner.id);
    const top = await create(member, p.id, '  First!  ');
    expect(top.errors).toBeUndefined();
    const topComment = top.data!.createComment.comment;
    expect(topComment).toMatchObject({ body: 'First!', authorName: 'Member Club', mentionedName: null, parent: null, author: { id: expect.any(String) } });

    const reply = (await create(owner, p.id, 'Thanks', topComment.id)).data!.createComment;
    expect(reply.__typename).toBe('CreateCommentSuccess');
    // Replying to a top-level comment mentions its author (by club nickname).
    expect(reply.comment).toMatchObject({ authorName: 'Owner Main', mentionedName: 'Member Club', parent: { id: topComment.id } });

    const nested = (await create(subscriber, p.id, 'Me too', reply.comment.id)).data!.createComment;
    // A reply to a reply attaches to the top-level comment and mentions the reply's author.
    expect(nested.comment).toMatchObject({ mentionedName: 'Owner Main', parent: { id: topComment.id }, authorName: 'Sub Main' });

    const comments = await thread(member, p.id);
    expect(comments.totalCount).toBe(1);
    expect(comments.edges[0].node.replyCount).toBe(2);
    expect(comments.edges[0].node.replies.edges.map((e: { node: { body: string } }) => e.node.body)).toEqual(['Thanks', 'Me too']);
  });

  it('answers MembershipRequiredError (with the club) to signed-in non-members, administrators included', async () => {
    const { club, owner, user, admin } = await community();
    const p = await post(club.id, owner.id);
    for (const who of [user, admin]) {
      const result = (await create(who, p.id, 'Hi')).data!.createComment;
      expect(result).toMatchObject({ __typename: 'MembershipRequiredError', code: 'MEMBERSHIP_REQUIRED', club: { name: club.name } });
    }
    expect(await db().comment.count({ where: { postId: p.id } })).toBe(0);
  });

  it('checks the body: required, at most 1000 characters', async () => {
    const { club, owner, member } = await community();
    const p = await post(club.id, owner.id);
    for (const body of ['', '   \n ']) {
      expect((await create(member, p.id, body)).data!.createComment).toMatchObject({ __typename: 'InvalidInputError', code: 'REQUIRED', field: 'body' });
    }
    expect((await create(member, p.id, 'x'.repeat(1001))).data!.createComment).toMatchObject({ __typename: 'InvalidInputError', field: 'body' });
    expect((await create(member, p.id, '가'.repeat(1000))).data!.createComment.__typename).toBe('CreateCommentSuccess');
  });

  it('answers NotFoundError for posts the viewer cannot see and for replies to comments elsewhere or deleted', async () => {
    const { club, owner, member } = await community();
    const hidden = await post(club.id, owner.id, { isHidden: true });
    const letter = await post(club.id, owner.id, { isOwnerOnly: true });
    for (const p of [hidden, letter]) expect((await create(member, p.id, 'Hi')).data!.createComment.__typename).toBe('NotFoundError');
    // The owner sees (and may comment on) their hidden posts.
    expect((await create(owner, hidden.id, 'Note to self')).data!.createComment.__typename).toBe('CreateCommentSuccess');

    const p = await post(club.id, owner.id);
    const other = await post(club.id, owner.id);
    const elsewhere = await comment(other.id, member.id);
    expect((await create(member, p.id, 'Re', commentGid(elsewhere.id))).data!.createComment.__typename).toBe('NotFoundError');
    const gone = await comment(p.id, member.id, { body: 'x' });
    await db().comment.update({ where: { id: gone.id }, data: { deletedAt: new Date() } });
    expect((await create(member, p.id, 'Re', commentGid(gone.id))).data!.createComment.__typename).toBe('NotFoundError');
  });

  it('uses the per-club nickname, else the main one, for authorName and mentionedName; avatars likewise', async () => {
    const { club, owner } = await community();
    const plain = await person({ nickname: 'Plain Main' });
    await join(club.id, plain.id, { nickname: null });
    const styled = await person({ nickname: 'Styled Main' });
    await join(club.id, styled.id, { nickname: 'Styled Club' });
    await db().user.update({ where: { id: plain.id }, data: { avatarUrl: 'https://img.test/main.png' } });
    await db().clubMember.update({ where: { clubId_userId: { clubId: club.id, userId: styled.id } }, data: { avatarUrl: 'https://img.test/club.png' } });
    const p = await post(club.id, owner.id);
    const a = (await create(plain, p.id, 'A')).data!.createComment.comment;
    const b = (await create(styled, p.id, 'B', a.id)).data!.createComment.comment;
    const c = (await create(plain, p.id, 'C', b.id)).data!.createComment.comment;
    expect([a.authorName, b.authorName, b.mentionedName, c.mentionedName]).toEqual(['Plain Main', 'Styled Club', 'Plain Main', 'Styled Club']);
    const res = await gql(app, plain, 'query ($ids: [ID!]!) { nodes(ids: $ids) { ... on Comment { authorAvatarUrl } } }', { ids: [a.id, b.id] });
    expect(res.data!.nodes).toEqual([{ authorAvatarUrl: 'https://img.test/main.png' }, { authorAvatarUrl: 'https://img.test/club.png' }]);
  });
});

describe('Post.comments', () => {
  it('lists top-level comments oldest first; deleted ones stay only as placeholders for their replies', async () => {
    const { club, owner, member } = await community();
    const p = await post(club.id, owner.id);
    const t0 = Date.now() - 60_000;
    const first = await comment(p.id, member.id, { body: 'first', createdAt: new Date(t0) });
    const second = await comment(p.id, member.id, { body: 'second', createdAt: new Date(t0 + 1000) });
    const third = await comment(p.id, owner.id, { body: 'third', createdAt: new Date(t0 + 2000) });
    await comment(p.id, owner.id, { body: 'reply', parentId: second.id, mentionedUserId: member.id, createdAt: new Date(t0 + 3000) });

    expect((await remove(member, first.id)).data!.deleteComment).toMatchObject({ __typename: 'DeleteCommentSuccess', comment: null });
    const placeholder = (await remove(member, second.id)).data!.deleteComment;
    expect(placeholder).toMatchObject({
      deletedCommentId: commentGid(second.id),
      comment: { body: null, author: null, authorName: '', authorAvatarUrl: null, isDeleted: true, replyCount: 1 },
    });

    const comments = await thread(member, p.id);
    expect(comments.totalCount).toBe(2);
    expect(comments.edges.map((e: { node: { id: string; body: string | null; isDeleted: boolean; author: unknown } }) => [e.node.id, e.node.body, e.node.isDeleted, e.node.author])).toEqual([
      [commentGid(second.id), null, true, null],
      [commentGid(third.id), 'third', false, { id: expect.any(String) }],
    ]);
    // Nor is its author named by the reply that answers it (as the placeholder names no one).
    expect(comments.edges[0].node.replies.edges[0].node.mentionedName).toBeNull();
    // The text of a deleted comment does not stay in the database either.
    expect((await db().comment.findUniqueOrThrow({ where: { id: second.id } })).body).toBe('');
  });

  it('pages with first/after, keeping the order', async () => {
    const { club, owner, member } = await community();
    const p = await post(club.id, owner.id);
    for (let i = 0; i < 5; i++) await comment(p.id, member.id, { body: `c${i}`, createdAt: new Date(Date.now() - 10_000 + i * 100) });
    const q = `query ($id: ID!, $after: String) { node(id: $id) { ... on Post { comments(first: 2, after: $after) { edges { node { body } } pageInfo { hasNextPage endCursor } } } } }`;
    const bodies: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 5; page++) {
      const c: Data = (await gql(app, member, q, { id: postGid(p.id), after })).data!.node.comments;
      bodies.push(...c.edges.map((e: { node: { body: string } }) => e.node.body));
      if (!c.pageInfo.hasNextPage) break;
      after = c.pageInfo.endCursor;
    }
    expect(bodies).toEqual(['c0', 'c1', 'c2', 'c3', 'c4']);
  });
});

describe('updateComment', () => {
  it('lets only the author edit, and marks the comment edited', async () => {
    const { club, owner, member, subscriber, admin } = await community();
    const p = await post(club.id, owner.id);
    const c = await comment(p.id, member.id, { body: 'typo', createdAt: new Date(Date.now() - 60_000) });
    for (const who of [owner, subscriber, admin]) {
      expect((await update(who, c.id, 'hijack')).data!.updateComment).toMatchObject({ __typename: 'ForbiddenError', code: 'FORBIDDEN' });
    }
    expect((await update(member, c.id, ' ')).data!.updateComment).toMatchObject({ __typename: 'InvalidInputError', code: 'REQUIRED', field: 'body' });
    expect((await update(member, c.id, 'fixed')).data!.updateComment).toMatchObject({ comment: { body: 'fixed', isEdited: true } });
    const fresh = (await create(member, p.id, 'new')).data!.createComment.comment;
    const read = await gql(app, member, 'query ($id: ID!) { node(id: $id) { ... on Comment { isEdited viewerCanEdit viewerCanDelete } } }', { id: fresh.id });
    expect(read.data!.node).toEqual({ isEdited: false, viewerCanEdit: true, viewerCanDelete: true });

    // A member who left keeps their comments but no longer edits them (deleting stays theirs).
    await db().clubMember.deleteMany({ where: { clubId: club.id, userId: member.id } });
    expect((await update(member, c.id, 'after leaving')).data!.updateComment).toMatchObject({ __typename: 'MembershipRequiredError', code: 'MEMBERSHIP_REQUIRED' });
    const after = await gql(app, member, 'query ($id: ID!) { node(id: $id) { ... on Comment { body viewerCanEdit viewerCanDelete } } }', { id: fresh.id });
    expect(after.data!.node).toEqual({ body: 'new', viewerCanEdit: false, viewerCanDelete: true });
  });

  it('does not edit deleted placeholders or comments on posts the viewer cannot see', async () => {
    const { club, owner, member } = await community();
    const p = await post(club.id, owner.id);
    const c = await comment(p.id, member.id);
    await comment(p.id, owner.id, { parentId: c.id });
    await remove(member, c.id);
    expect((await update(member, c.id, 'back')).data!.updateComment.__typename).toBe('NotFoundError');
    const hidden = await post(club.id, owner.id);
    const mine = await comment(hidden.id, member.id);
    await db().post.update({ where: { id: hidden.id }, data: { isHidden: true } });
    expect((await update(member, mine.id, 'edit')).data!.updateComment.__typename).toBe('NotFoundError');
  });
});

describe('deleteComment', () => {
  it('allows the author, the club owner and administrators; not other members', async () => {
    const { club, owner, member, subscriber, admin } = await community();
    const p = await post(club.id, owner.id);
    const [a, b, c] = [await comment(p.id, member.id), await comment(p.id, member.id), await comment(p.id, member.id)];
    expect((await remove(subscriber, a.id)).data!.deleteComment.__typename).toBe('ForbiddenError');
    for (const [who, target] of [[member, a], [owner, b], [admin, c]] as const) {
      expect((await remove(who, target.id)).data!.deleteComment).toMatchObject({ __typename: 'DeleteCommentSuccess', deletedCommentId: commentGid(target.id), comment: null });
    }
    expect(await db().comment.count({ where: { postId: p.id } })).toBe(0);
    expect((await remove(member, a.id)).data!.deleteComment.__typename).toBe('NotFoundError');
  });

  it('removes a reply, and the placeholder above it once its last reply is gone', async () => {
    const { club, owner, member } = await community();
    const p = await post(club.id, owner.id);
    const top = await comment(p.id, member.id);
    const r1 = await comment(p.id, owner.id, { parentId: top.id });
    const r2 = await comment(p.id, member.id, { parentId: top.id });
    await remove(member, top.id);
    expect((await remove(owner, r1.id)).data!.deleteComment.comment).toBeNull();
    expect(await db().comment.findUnique({ where: { id: top.id } })).not.toBeNull();
    await remove(member, r2.id);
    expect(await db().comment.count({ where: { postId: p.id } })).toBe(0);
    expect((await thread(member, p.id)).totalCount).toBe(0);
  });
});

describe('visibility of comments', () => {
  it('resolves a comment (node, Post.comments) only for viewers who can see its post', async () => {
    const { club, owner, member, subscriber, user, admin, guest } = await community();
    const p = await post(club.id, owner.id);
    const c = await comment(p.id, member.id, { body: 'secret soon' });
    await db().post.update({ where: { id: p.id }, data: { isHidden: true } });
    const q = 'query ($c: ID!, $p: ID!) { c: node(id: $c) { ... on Comment { body } } p: node(id: $p) { ... on Post { comments(first: 5) { totalCount } } } }';
    for (const who of [guest, user, member, subscriber]) {
      const res = await gql(app, who, q, { c: commentGid(c.id), p: postGid(p.id) });
      expect(res.data).toEqual({ c: null, p: null });
      expect(JSON.stringify(res)).not.toContain('secret soon');
    }
    for (const who of [owner, admin]) {
      const res = await gql(app, who, q, { c: commentGid(c.id), p: postGid(p.id) });
      expect(res.data).toEqual({ c: { body: 'secret soon' }, p: { comments: { totalCount: 1 } } });
    }
  });

  it('tells each viewer what they may do', async () => {
    const { club, owner, member, subscriber, user, admin, guest } = await community();
    const p = await post(club.id, owner.id);
    const c = await comment(p.id, member.id);
    const q = 'query ($id: ID!) { node(id: $id) { ... on Comment { viewerCanEdit viewerCanDelete } } }';
    const expected: [Person, boolean, boolean][] = [
      [guest, false, false],
      [user, false, false],
      [subscriber, false, false],
      [member, true, true],
      [owner, false, true],
      [admin, false, true],
    ];
    for (const [who, canEdit, canDelete] of expected) {
      expect((await gql(app, who, q, { id: commentGid(c.id) })).data!.node).toEqual({ viewerCanEdit: canEdit, viewerCanDelete: canDelete });
    }
  });
});

describe('query counts', () => {
  it('keeps the post page at the same number of SQL statements for 10, 20 and 50 comments with replies', async () => {
    const { club, owner, member, subscriber } = await community();
    const fans = [member, subscriber, owner];
    const p = await post(club.id, owner.id);
    const base = Date.now() - 3_600_000;
    for (let i = 0; i < 50; i++) {
      const top = await comment(p.id, fans[i % 3].id, { body: `top ${i}`, createdAt: new Date(base + i * 1000) });
      for (let j = 0; j < 4; j++) {
        await comment(p.id, fans[(i + j + 1) % 3].id, { body: `reply ${i}.${j}`, parentId: top.id, mentionedUserId: fans[i % 3].id, createdAt: new Date(base + i * 1000 + j + 1) });
      }
    }
    // Each size is measured twice and the smaller count kept: the log is the whole process's, so a
    // background job (an e-mail queued by an earlier test) can add a statement to one measurement; an N+1
    // would grow every measurement with the page size.
    const counts: number[] = [];
    for (const first of [10, 10, 20, 20, 50, 50]) {
      queryLog.length = 0;
      const res = await gql(app, member, `query ($id: ID!, $first: Int!) {
        node(id: $id) {
          ... on Post {
            title
            comments(first: $first) {
              totalCount
              edges { node {
                id body authorName authorAvatarUrl isDeleted isEdited createdAt replyCount viewerCanEdit viewerCanDelete
                author { id nickname }
                replies(first: 3) { totalCount edges { node { id body authorName authorAvatarUrl mentionedName viewerCanEdit viewerCanDelete author { id nickname } parent { id } } } }
              } }
            }
          }
        }
      }`, { id: postGid(p.id), first });
      expect(res.errors).toBeUndefined();
      expect(res.data!.node.comments.edges).toHaveLength(first);
      expect(res.data!.node.comments.edges[0].node.replies.edges).toHaveLength(3);
      counts.push(queryLog.length);
    }
    const perSize = [0, 2, 4].map((i) => Math.min(counts[i], counts[i + 1]));
    expect(perSize[0]).toBeGreaterThan(0);
    expect(new Set(perSize).size, `statements per page size: ${counts.join(', ')}`).toBe(1);
  });
});
