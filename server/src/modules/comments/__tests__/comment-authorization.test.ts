// Who may do what with comments: every query and mutation as guest, signed-in user, member, subscriber,
// club owner and administrator, on a visible post, a hidden post and a fan letter. (Subscriptions: see
// comment-events.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { comment, commentGid, community, gql, post, postGid, type Person } from './community-helpers.ts';

const database = setupTestDatabase();
let app: App;
let c: Awaited<ReturnType<typeof community>>;
let roles: [name: string, who: Person][];

beforeAll(async () => {
  app = await startTestApp(database.current.url);
  c = await community();
  roles = [
    ['guest', c.guest],
    ['user', c.user],
    ['member', c.member],
    ['subscriber', c.subscriber],
    ['owner', c.owner],
    ['admin', c.admin],
  ];
});
afterAll(async () => app?.close());

/** The union member's __typename, or the top-level error code. */
async function outcome(who: Person, query: string, variables: Record<string, unknown>, field: string): Promise<string> {
  const res = await gql(app, who, query, variables);
  if (res.errors?.length) return String(res.errors[0].extensions?.code ?? res.errors[0].message);
  return res.data![field].__typename;
}

const READ = `query ($post: ID!, $comment: ID!) {
  p: node(id: $post) { ... on Post { comments(first: 10) { totalCount edges { node { body } } } } }
  c: node(id: $comment) { ... on Comment { body replies(first: 5) { edges { node { body } } } } }
}`;
const CREATE = `mutation ($input: CreateCommentInput!) { createComment(input: $input) { __typename } }`;
const UPDATE = `mutation ($input: UpdateCommentInput!) { updateComment(input: $input) { __typename } }`;
const DELETE = `mutation ($input: DeleteCommentInput!) { deleteComment(input: $input) { __typename } }`;

describe('reading comments', () => {
  it('follows the post: everyone on a visible post; owner and admins only on a hidden one; fan letters for their author too', async () => {
    const visible = await post(c.club.id, c.owner.id);
    const hidden = await post(c.club.id, c.owner.id, { isHidden: true });
    const letter = await post(c.club.id, c.member.id, { isOwnerOnly: true });
    const bodies = new Map<string, string>();
    for (const p of [visible, hidden, letter]) {
      const top = await comment(p.id, c.owner.id, { body: `top on ${p.id}` });
      await comment(p.id, c.owner.id, { body: `reply on ${p.id}`, parentId: top.id });
      bodies.set(p.id, top.id);
    }
    const expected: Record<string, string[]> = {
      guest: [visible.id],
      user: [visible.id],
      member: [visible.id, letter.id],
      subscriber: [visible.id],
      owner: [visible.id, hidden.id, letter.id],
      admin: [visible.id, hidden.id, letter.id],
    };
    for (const [name, who] of roles) {
      for (const p of [visible, hidden, letter]) {
        const res = await gql(app, who, READ, { post: postGid(p.id), comment: commentGid(bodies.get(p.id)!) });
        expect(res.errors, `${name} on ${p.title}`).toBeUndefined();
        const sees = expected[name].includes(p.id);
        if (sees) {
          expect(res.data, `${name} sees ${p.id}`).toEqual({
            p: { comments: { totalCount: 1, edges: [{ node: { body: `top on ${p.id}` } }] } },
            c: { body: `top on ${p.id}`, replies: { edges: [{ node: { body: `reply on ${p.id}` } }] } },
          });
        } else {
          expect(res.data, `${name} must not see ${p.id}`).toEqual({ p: null, c: null });
          expect(JSON.stringify(res)).not.toContain(`on ${p.id}`);
        }
      }
    }
  });
});

describe('createComment', () => {
  it('is for members and the owner, on posts they can see', async () => {
    const visible = await post(c.club.id, c.owner.id);
    const hidden = await post(c.club.id, c.owner.id, { isHidden: true });
    const expected: Record<string, [string, string]> = {
      guest: ['UNAUTHENTICATED', 'UNAUTHENTICATED'],
      user: ['MembershipRequiredError', 'NotFoundError'],
      member: ['CreateCommentSuccess', 'NotFoundError'],
      subscriber: ['CreateCommentSuccess', 'NotFoundError'],
      owner: ['CreateCommentSuccess', 'CreateCommentSuccess'],
      admin: ['MembershipRequiredError', 'MembershipRequiredError'],
    };
    for (const [name, who] of roles) {
      const got = [
        await outcome(who, CREATE, { input: { postId: postGid(visible.id), body: 'hi' } }, 'createComment'),
        await outcome(who, CREATE, { input: { postId: postGid(hidden.id), body: 'hi' } }, 'createComment'),
      ];
      expect(got, name).toEqual(expected[name]);
    }
    expect(await db().comment.count({ where: { postId: hidden.id, authorId: { not: c.owner.id } } })).toBe(0);
  });
});

describe('updateComment', () => {
  it('is for the author only; comments on hidden posts do not exist for those who cannot see them', async () => {
    const visible = await post(c.club.id, c.owner.id);
    const hidden = await post(c.club.id, c.owner.id);
    const expected: Record<string, [string, string]> = {
      guest: ['UNAUTHENTICATED', 'UNAUTHENTICATED'],
      user: ['ForbiddenError', 'NotFoundError'],
      member: ['UpdateCommentSuccess', 'NotFoundError'],
      subscriber: ['ForbiddenError', 'NotFoundError'],
      owner: ['ForbiddenError', 'ForbiddenError'],
      admin: ['ForbiddenError', 'ForbiddenError'],
    };
    const onVisible = await comment(visible.id, c.member.id, { body: 'original' });
    const onHidden = await comment(hidden.id, c.member.id, { body: 'original' });
    await db().post.update({ where: { id: hidden.id }, data: { isHidden: true } });
    for (const [name, who] of roles) {
      const got = [
        await outcome(who, UPDATE, { input: { commentId: commentGid(onVisible.id), body: `by ${name}` } }, 'updateComment'),
        await outcome(who, UPDATE, { input: { commentId: commentGid(onHidden.id), body: `by ${name}` } }, 'updateComment'),
      ];
      expect(got, name).toEqual(expected[name]);
    }
    expect((await db().comment.findUniqueOrThrow({ where: { id: onVisible.id } })).body).toBe('by member');
    expect((await db().comment.findUniqueOrThrow({ where: { id: onHidden.id } })).body).toBe('original');
  });
});

describe('deleteComment', () => {
  it('is for the author, the club owner and administrators', async () => {
    const visible = await post(c.club.id, c.owner.id);
    const hidden = await post(c.club.id, c.owner.id);
    const expected: Record<string, [string, string]> = {
      guest: ['UNAUTHENTICATED', 'UNAUTHENTICATED'],
      user: ['ForbiddenError', 'NotFoundError'],
      member: ['DeleteCommentSuccess', 'NotFoundError'],
      subscriber: ['ForbiddenError', 'NotFoundError'],
      owner: ['DeleteCommentSuccess', 'DeleteCommentSuccess'],
      admin: ['DeleteCommentSuccess', 'DeleteCommentSuccess'],
    };
    for (const [name, who] of roles) {
      const onVisible = await comment(visible.id, c.member.id);
      const onHidden = await comment(hidden.id, c.member.id);
      await db().post.update({ where: { id: hidden.id }, data: { isHidden: true } });
      const got = [
        await outcome(who, DELETE, { input: { commentId: commentGid(onVisible.id) } }, 'deleteComment'),
        await outcome(who, DELETE, { input: { commentId: commentGid(onHidden.id) } }, 'deleteComment'),
      ];
      expect(got, name).toEqual(expected[name]);
      const left = await db().comment.count({ where: { id: { in: [onVisible.id, onHidden.id] } } });
      expect(left, name).toBe(got.filter((g) => g !== 'DeleteCommentSuccess').length);
      await db().post.update({ where: { id: hidden.id }, data: { isHidden: false } });
    }
  });
});
