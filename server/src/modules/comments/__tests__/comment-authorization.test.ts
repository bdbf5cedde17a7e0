// Who may do what with comments: every query and mutation as guest, signed-in user, member, subscriber,
// club owner and administrator, on a visible post, a hidden post and a fan letter. (Subscriptions: see
// comment-events.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { graphql, startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { createClub } from '../../../testing/fixtures.ts';
import { persistedOperations } from '../../../testing/persisted.ts';
import { tokenHeaders } from '../../clubs/__tests__/community-helpers.ts';
import { comment, commentGid, community, type Data, gql, person, post, postGid, type Person } from './community-helpers.ts';

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

describe('comments of a subscriber-only post', () => {
  // The comments are part of the locked content: who cannot read the post reads none of them, at no door.
  const POST_PAGE = persistedOperations().find(([, text]) => text.startsWith('query PostPageQuery('))![0];
  const REPLIES_PAGE = persistedOperations().find(([, text]) => text.startsWith('query CommentThreadRepliesQuery('))![0];
  const DOORS = `query ($post: ID!, $comment: ID!, $reply: ID!) {
    p: node(id: $post) { ... on Post { title commentCount comments(first: 10) { totalCount edges { node { body replyCount } } } } }
    c: node(id: $comment) { ... on Comment { body replies(first: 5) { totalCount edges { node { body } } } } }
    n: nodes(ids: [$comment, $reply]) { ... on Comment { body } }
    feed(first: 5) { edges { node { commentCount comments(first: 2) { totalCount edges { node { body } } } } } }
  }`;

  async function lockedThread(requiredLevel: number | null) {
    const plan = requiredLevel
      ? await db().plan.create({ data: { clubId: c.club.id, name: `Level ${requiredLevel}`, monthlyPrice: 9000, benefits: [], level: requiredLevel } })
      : null;
    const locked = await post(c.club.id, c.owner.id, { isSubscriberOnly: true, isOwnerPost: true, title: 'LOCKED TITLE', requiredPlanId: plan?.id ?? null });
    const top = await comment(locked.id, c.subscriber.id, { body: `SECRET TOP ${locked.id}` });
    const reply = await comment(locked.id, c.owner.id, { body: `SECRET REPLY ${locked.id}`, parentId: top.id, mentionedUserId: c.subscriber.id });
    return { locked, top, reply };
  }

  it('are read only by subscribers at the plan, the owner and administrators: HTTP, persisted queries, node and nodes', async () => {
    const otherOwner = await person({ role: 'CREATOR', nickname: 'Other Owner' });
    await createClub({ ownerId: otherOwner.id });
    const tokenOf = async (who: Person) => ({ id: who.id, headers: await tokenHeaders(who.id, ['POSTS_READ', 'CLUBS_READ']), cookie: null });
    const people: [string, Person][] = [
      ...roles,
      ['other owner', otherOwner],
      ['member token', await tokenOf(c.member)],
      ['subscriber token', await tokenOf(c.subscriber)],
      ['owner token', await tokenOf(c.owner)],
      ['admin token', await tokenOf(c.admin)],
    ];
    const readers: Record<number, string[]> = {
      // Any plan of the club unlocks it.
      0: ['subscriber', 'owner', 'admin', 'subscriber token', 'owner token'],
      // The subscriber's level-1 plan does not unlock level-2 content.
      2: ['owner', 'admin', 'owner token'],
    };
    for (const level of [0, 2]) {
      const { locked, top, reply } = await lockedThread(level || null);
      for (const [name, who] of people) {
        const reads = readers[level].includes(name);
        const label = `${name} on a level-${level} post`;
        const vars = { post: postGid(locked.id), comment: commentGid(top.id), reply: commentGid(reply.id) };
        const res = await gql(app, who, DOORS, vars);
        expect(res.errors, label).toBeUndefined();
        const page = await graphql<Data>(app, { documentId: POST_PAGE, variables: { postId: postGid(locked.id), commentCount: 10, replyCount: 10 } }, who.headers);
        const replies = await graphql<Data>(app, { documentId: REPLIES_PAGE, variables: { id: commentGid(top.id), count: 10 } }, who.headers);
        const all = JSON.stringify([res, page.body, replies.body]);
        // The title stays visible to everyone who can see the post; its comments do not.
        expect(res.data!.p?.title, label).toBe('LOCKED TITLE');
        expect(page.body.data!.node.comments.edges.length, label).toBe(reads ? 1 : 0);
        expect(page.body.data!.node.commentCount, label).toBe(reads ? 2 : 0);
        expect(page.body.data!.node.viewerCanComment, label).toBe(reads && ['subscriber', 'owner', 'subscriber token', 'owner token'].includes(name));
        if (reads) {
          expect(res.data!.p, label).toEqual({ title: 'LOCKED TITLE', commentCount: 2, comments: { totalCount: 1, edges: [{ node: { body: `SECRET TOP ${locked.id}`, replyCount: 1 } }] } });
          expect(res.data!.c, label).toEqual({ body: `SECRET TOP ${locked.id}`, replies: { totalCount: 1, edges: [{ node: { body: `SECRET REPLY ${locked.id}` } }] } });
          expect(res.data!.n, label).toEqual([{ body: `SECRET TOP ${locked.id}` }, { body: `SECRET REPLY ${locked.id}` }]);
          expect(replies.body.data!.node.replies.edges.length, label).toBe(1);
        } else {
          expect(res.data!.p, label).toEqual({ title: 'LOCKED TITLE', commentCount: 0, comments: { totalCount: 0, edges: [] } });
          expect(res.data!.c, label).toBeNull();
          expect(res.data!.n, label).toEqual([null, null]);
          expect(replies.body.data!.node, label).toBeNull();
          expect(all, label).not.toContain(`SECRET TOP ${locked.id}`);
          expect(all, label).not.toContain(`SECRET REPLY ${locked.id}`);
        }
      }
    }
  });

  it('are written only by those who read the post', async () => {
    const { locked, top } = await lockedThread(null);
    const expected: Record<string, string> = {
      guest: 'UNAUTHENTICATED',
      user: 'MembershipRequiredError',
      member: 'ForbiddenError',
      subscriber: 'CreateCommentSuccess',
      owner: 'CreateCommentSuccess',
      admin: 'MembershipRequiredError',
    };
    for (const [name, who] of roles) {
      expect(await outcome(who, CREATE, { input: { postId: postGid(locked.id), body: `by ${name}` } }, 'createComment'), name).toBe(expected[name]);
      const reply = await outcome(who, CREATE, { input: { postId: postGid(locked.id), body: `reply by ${name}`, replyToId: commentGid(top.id) } }, 'createComment');
      expect(reply, `reply as ${name}`).toBe(expected[name]);
    }
    // A member whose comment stands from a former subscription can no longer edit or delete it.
    const old = await comment(locked.id, c.member.id, { body: 'from when I subscribed' });
    expect(await outcome(c.member, UPDATE, { input: { commentId: commentGid(old.id), body: 'edited' } }, 'updateComment')).toBe('NotFoundError');
    expect(await outcome(c.member, DELETE, { input: { commentId: commentGid(old.id) } }, 'deleteComment')).toBe('NotFoundError');
    expect(await db().comment.count({ where: { postId: locked.id, authorId: { in: [c.member.id, c.user.id, c.admin.id] }, body: { not: 'from when I subscribed' } } })).toBe(0);
  });
});
