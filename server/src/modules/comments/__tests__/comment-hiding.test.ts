// Hiding comments: the club owner and administrators hide and show them; everyone else then sees a placeholder
// (no author, not even in its replies' mentions; no text) at every door, while the author, the owner and
// administrators still read it, marked. Replies stay; a hidden comment takes no replies, edits or reactions;
// an administrator's hide is audited.
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { graphql, startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { createClub } from '../../../testing/fixtures.ts';
import { persistedOperations } from '../../../testing/persisted.ts';
import { tokenHeaders } from '../../clubs/__tests__/community-helpers.ts';
import { comment, commentGid, community, type Data, gql, person, post, postGid, type Person, subscribe, warmUp, wsClient } from './community-helpers.ts';

const database = setupTestDatabase();
let app: App;
let c: Awaited<ReturnType<typeof community>>;
let otherOwner: Person;
const clients: Client[] = [];

beforeAll(async () => {
  app = await startTestApp(database.current.url);
  c = await community();
  otherOwner = await person({ role: 'CREATOR', nickname: 'Other Owner' });
  await createClub({ ownerId: otherOwner.id });
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await app?.close();
});

const HIDE = `mutation ($input: HideCommentInput!) { hideComment(input: $input) { __typename ... on HideCommentSuccess { comment { isHidden body } } } }`;
const SHOW = `mutation ($input: HideCommentInput!) { showComment(input: $input) { __typename } }`;

async function outcome(who: Person, query: string, variables: Record<string, unknown>, field: string): Promise<string> {
  const res = await gql(app, who, query, variables);
  if (res.errors?.length) return String(res.errors[0].extensions?.code ?? res.errors[0].message);
  return res.data![field].__typename;
}

const tokenOf = async (who: Person, scopes = ['POSTS_READ', 'POSTS_WRITE', 'CLUBS_READ']): Promise<Person> => ({
  id: who.id,
  headers: await tokenHeaders(who.id, scopes),
  cookie: null,
});

describe('hideComment and showComment', () => {
  it('are for the club owner and administrators (browser sessions; an owner’s token with POSTS_WRITE too)', async () => {
    const p = await post(c.club.id, c.owner.id);
    const people: [string, Person][] = [
      ['guest', c.guest],
      ['user', c.user],
      ['author', c.member],
      ['subscriber', c.subscriber],
      ['other owner', otherOwner],
      ['member token', await tokenOf(c.member)],
      ['admin token', await tokenOf(c.admin)],
      ['owner read-only token', await tokenOf(c.owner, ['POSTS_READ'])],
      ['owner', c.owner],
      ['owner token', await tokenOf(c.owner)],
      ['admin', c.admin],
    ];
    const expected: Record<string, string> = {
      guest: 'UNAUTHENTICATED',
      user: 'ForbiddenError',
      author: 'ForbiddenError',
      subscriber: 'ForbiddenError',
      'other owner': 'ForbiddenError',
      'member token': 'ForbiddenError',
      // An administrator's token acts as an ordinary user.
      'admin token': 'ForbiddenError',
      'owner read-only token': 'SCOPE_REQUIRED',
      owner: 'HideCommentSuccess',
      'owner token': 'HideCommentSuccess',
      admin: 'HideCommentSuccess',
    };
    for (const [name, who] of people) {
      const target = await comment(p.id, c.member.id, { body: `target for ${name}` });
      const input = { commentId: commentGid(target.id) };
      expect(await outcome(who, HIDE, { input }, 'hideComment'), `hide as ${name}`).toBe(expected[name]);
      const hidden = expected[name] === 'HideCommentSuccess';
      expect((await db().comment.findUniqueOrThrow({ where: { id: target.id } })).hiddenAt !== null, name).toBe(hidden);
      if (!hidden) {
        // Nor can they show a comment the owner hid.
        await db().comment.update({ where: { id: target.id }, data: { hiddenAt: new Date() } });
        expect(await outcome(who, SHOW, { input }, 'showComment'), `show as ${name}`).not.toBe('ShowCommentSuccess');
        expect((await db().comment.findUniqueOrThrow({ where: { id: target.id } })).hiddenAt, name).not.toBeNull();
      } else {
        expect(await outcome(who, SHOW, { input }, 'showComment'), `show as ${name}`).toBe('HideCommentSuccess');
        expect((await db().comment.findUniqueOrThrow({ where: { id: target.id } })).hiddenAt, name).toBeNull();
      }
    }
  });

  it('do not find comments of a post the viewer cannot see, nor deleted ones', async () => {
    const hiddenPost = await post(c.club.id, c.owner.id, { isHidden: true });
    const onHiddenPost = await comment(hiddenPost.id, c.member.id);
    expect(await outcome(c.subscriber, HIDE, { input: { commentId: commentGid(onHiddenPost.id) } }, 'hideComment')).toBe('NotFoundError');
    const p = await post(c.club.id, c.owner.id);
    const deleted = await comment(p.id, c.member.id);
    await db().comment.update({ where: { id: deleted.id }, data: { deletedAt: new Date(), body: '' } });
    expect(await outcome(c.owner, HIDE, { input: { commentId: commentGid(deleted.id) } }, 'hideComment')).toBe('NotFoundError');
  });

  it('audit an administrator’s hide and show in the same transaction, not the owner’s; keep the edited mark; are idempotent', async () => {
    const p = await post(c.club.id, c.owner.id);
    const target = await comment(p.id, c.member.id, { body: 'spam spam' });
    const input = { commentId: commentGid(target.id) };
    const audits = () => db().auditLog.findMany({ where: { targetId: target.id }, orderBy: { createdAt: 'asc' }, select: { action: true, actorId: true } });

    await gql(app, c.owner, HIDE, { input });
    await gql(app, c.owner, SHOW, { input });
    expect(await audits()).toEqual([]);

    // Two hides at once (a double click, two administrators): one hides, one entry.
    await Promise.all([gql(app, c.admin, HIDE, { input }), gql(app, c.admin, HIDE, { input })]);
    await gql(app, c.admin, HIDE, { input });
    await gql(app, c.admin, SHOW, { input });
    expect(await audits()).toEqual([
      { action: 'comment.hide', actorId: c.admin.id },
      { action: 'comment.show', actorId: c.admin.id },
    ]);
    const READ = `query ($id: ID!) { node(id: $id) { ... on Comment { isEdited isHidden body } } }`;
    expect((await gql(app, c.member, READ, { id: commentGid(target.id) })).data!.node).toEqual({ isEdited: false, isHidden: false, body: 'spam spam' });
  });
});

describe('a hidden comment', () => {
  const POST_PAGE = persistedOperations().find(([, text]) => text.startsWith('query PostPageQuery('))![0];
  const DOORS = `query ($post: ID!, $comment: ID!, $reply: ID!) {
    p: node(id: $post) { ... on Post { commentCount comments(first: 10) { totalCount edges { node { id isHidden body authorName author { id } authorAvatarUrl replies(first: 5) { edges { node { body isHidden } } } } } } } }
    c: node(id: $comment) { ... on Comment { isHidden body authorName authorIsOwner author { id } viewerCanEdit viewerCanHide viewerCanReport } }
    n: nodes(ids: [$comment, $reply]) { ... on Comment { body mentionedName } }
  }`;

  it('is a placeholder for everyone but its author, the club owner and administrators, at every door; its replies stay', async () => {
    const p = await post(c.club.id, c.owner.id);
    const top = await comment(p.id, c.subscriber.id, { body: 'RUDE WORDS' });
    await comment(p.id, c.member.id, { body: 'a calm reply', parentId: top.id, mentionedUserId: c.subscriber.id });
    // A hidden reply names whom it answers only to those who may read both it and the comment it answers.
    const hiddenReply = await comment(p.id, c.member.id, { body: 'RUDE REPLY', parentId: top.id, mentionedUserId: c.subscriber.id });
    await gql(app, c.owner, HIDE, { input: { commentId: commentGid(top.id) } });
    await gql(app, c.owner, HIDE, { input: { commentId: commentGid(hiddenReply.id) } });

    const people: [string, Person][] = [
      ['guest', c.guest],
      ['user', c.user],
      ['member', c.member],
      ['author', c.subscriber],
      ['other owner', otherOwner],
      ['owner', c.owner],
      ['admin', c.admin],
      ['member token', await tokenOf(c.member)],
      ['author token', await tokenOf(c.subscriber)],
      ['owner token', await tokenOf(c.owner)],
      ['admin token', await tokenOf(c.admin)],
    ];
    // Who reads the hidden top-level comment, and who the hidden reply (written by the member).
    const readsTop = ['author', 'owner', 'admin', 'author token', 'owner token'];
    const readsReply = ['member', 'owner', 'admin', 'member token', 'owner token'];
    for (const [name, who] of people) {
      const res = await gql(app, who, DOORS, { post: postGid(p.id), comment: commentGid(top.id), reply: commentGid(hiddenReply.id) });
      expect(res.errors, name).toBeUndefined();
      const page = await graphql<Data>(app, { documentId: POST_PAGE, variables: { postId: postGid(p.id), commentCount: 10, replyCount: 10 } }, who.headers);
      expect(page.body.errors, name).toBeUndefined();
      const all = JSON.stringify([res, page.body]);
      const listed = res.data!.p.comments;
      // Counts are unchanged: the placeholder takes the comment's place.
      expect(res.data!.p.commentCount, name).toBe(3);
      expect(listed.totalCount, name).toBe(1);
      expect(listed.edges[0].node.replies.edges.map((e: Data) => e.node.body), name).toEqual(['a calm reply', readsReply.includes(name) ? 'RUDE REPLY' : null]);
      expect(listed.edges[0].node.isHidden, name).toBe(true);
      const isAdminSession = name === 'admin';
      const isOwner = name === 'owner' || name === 'owner token';
      if (readsTop.includes(name)) {
        expect(res.data!.c, name).toEqual({
          isHidden: true,
          body: 'RUDE WORDS',
          authorName: 'Sub Main',
          authorIsOwner: false,
          author: { id: expect.any(String) },
          viewerCanEdit: false,
          viewerCanHide: isAdminSession || isOwner,
          viewerCanReport: false,
        });
      } else {
        expect(res.data!.c, name).toEqual({
          isHidden: true,
          body: null,
          authorName: '',
          authorIsOwner: false,
          author: null,
          viewerCanEdit: false,
          viewerCanHide: false,
          viewerCanReport: false,
        });
        expect(listed.edges[0].node, name).toMatchObject({ body: null, authorName: '', author: null, authorAvatarUrl: null });
        expect(all, name).not.toContain('RUDE WORDS');
        // Nor is its author named by the mentions of the replies under it (the reply's author included).
        expect(all, name).not.toContain('Sub Main');
      }
      // A reply answering the hidden comment names its author only to those who read that comment.
      if (readsReply.includes(name)) expect(res.data!.n[1], name).toEqual({ body: 'RUDE REPLY', mentionedName: readsTop.includes(name) ? 'Sub Main' : null });
      else {
        expect(res.data!.n[1], name).toEqual({ body: null, mentionedName: null });
        expect(all, name).not.toContain('RUDE REPLY');
      }
    }
  });

  it('takes no replies, edits or reactions; its author may still delete it', async () => {
    const p = await post(c.club.id, c.owner.id);
    const top = await comment(p.id, c.member.id, { body: 'hidden one' });
    await gql(app, c.owner, HIDE, { input: { commentId: commentGid(top.id) } });
    const CREATE = `mutation ($input: CreateCommentInput!) { createComment(input: $input) { __typename } }`;
    const UPDATE = `mutation ($input: UpdateCommentInput!) { updateComment(input: $input) { __typename } }`;
    const REACT = `mutation ($input: SetReactionInput!) { setReaction(input: $input) { __typename } }`;
    const DELETE = `mutation ($input: DeleteCommentInput!) { deleteComment(input: $input) { __typename } }`;
    for (const who of [c.subscriber, c.owner]) {
      expect(await outcome(who, CREATE, { input: { postId: postGid(p.id), body: 'reply', replyToId: commentGid(top.id) } }, 'createComment')).toBe('NotFoundError');
    }
    expect(await outcome(c.member, UPDATE, { input: { commentId: commentGid(top.id), body: 'sneaky edit' } }, 'updateComment')).toBe('ForbiddenError');
    expect(await outcome(c.subscriber, REACT, { input: { targetId: commentGid(top.id), kind: 'LIKE' } }, 'setReaction')).toBe('NotFoundError');
    expect(await db().comment.count({ where: { postId: p.id } })).toBe(1);
    expect((await db().comment.findUniqueOrThrow({ where: { id: top.id } })).body).toBe('hidden one');
    expect(await db().reaction.count({ where: { commentId: top.id } })).toBe(0);
    expect(await outcome(c.member, DELETE, { input: { commentId: commentGid(top.id) } }, 'deleteComment')).toBe('DeleteCommentSuccess');
  });

  it('goes out live: watchers see the placeholder, the owner sees it marked, and showing it brings it back', async () => {
    const p = await post(c.club.id, c.owner.id);
    const seed = await comment(p.id, c.owner.id, { body: 'seed' });
    const target = await comment(p.id, c.member.id, { body: 'live words' });
    const EVENTS = `subscription ($postId: ID!) { commentEvents(postId: $postId) { kind commentId comment { body isHidden authorName viewerCanHide } } }`;
    const watch = (who: Person) => {
      const client = wsClient(app, who);
      clients.push(client);
      return subscribe<{ commentEvents: Data }>(client, EVENTS, { postId: postGid(p.id) });
    };
    const fan = watch(c.subscriber);
    const owner = watch(c.owner);
    for (const sub of [fan, owner]) {
      await warmUp(
        sub,
        () => app.pubsub.publish('post:commentEvent', p.id, { commentId: seed.id, kind: 'UPDATED' }),
        (e) => e.commentEvents.commentId === commentGid(seed.id),
      );
    }
    await gql(app, c.owner, HIDE, { input: { commentId: commentGid(target.id) } });
    // An event names the comment and each delivery reads it as it is then: showing it before the hide went
    // out would rightly send the shown comment twice.
    await Promise.all([fan.next(1), owner.next(1)]);
    await gql(app, c.owner, SHOW, { input: { commentId: commentGid(target.id) } });
    const fanEvents = (await fan.next(2)).map((e) => e.commentEvents.comment);
    const ownerEvents = (await owner.next(2)).map((e) => e.commentEvents.comment);
    expect(fanEvents).toEqual([
      { body: null, isHidden: true, authorName: '', viewerCanHide: false },
      { body: 'live words', isHidden: false, authorName: 'Member Club', viewerCanHide: false },
    ]);
    expect(ownerEvents).toEqual([
      { body: 'live words', isHidden: true, authorName: 'Member Club', viewerCanHide: true },
      { body: 'live words', isHidden: false, authorName: 'Member Club', viewerCanHide: true },
    ]);
  });

  it('keeps its text out of the reply notice it caused', async () => {
    const p = await post(c.club.id, c.owner.id);
    const top = await comment(p.id, c.subscriber.id, { body: 'my comment' });
    const CREATE = `mutation ($input: CreateCommentInput!) { createComment(input: $input) { ... on CreateCommentSuccess { comment { id } } } }`;
    const created = await gql(app, c.member, CREATE, { input: { postId: postGid(p.id), body: 'NASTY REPLY', replyToId: commentGid(top.id) } });
    const replyId = created.data!.createComment.comment.id;
    const NOTICES = `{ notifications(first: 5) { edges { node { kind commentExcerpt } } } }`;
    const before = await gql(app, c.subscriber, NOTICES);
    expect(before.data!.notifications.edges[0].node).toEqual({ kind: 'COMMENT_REPLY', commentExcerpt: 'NASTY REPLY' });
    await gql(app, c.owner, HIDE, { input: { commentId: replyId } });
    const after = await gql(app, c.subscriber, NOTICES);
    expect(after.data!.notifications.edges[0].node).toEqual({ kind: 'COMMENT_REPLY', commentExcerpt: null });
  });
});

describe('the reports queue', () => {
  it('hides a reported comment: reports resolved, audited with the hide, others see the placeholder', async () => {
    const p = await post(c.club.id, c.owner.id);
    const target = await comment(p.id, c.member.id, { body: 'reported words' });
    const REPORT = `mutation ($input: ReportContentInput!) { reportContent(input: $input) { __typename ... on ReportContentSuccess { report { id } } } }`;
    const filed = await gql(app, c.subscriber, REPORT, { input: { targetId: commentGid(target.id), reason: 'HARASSMENT' } });
    const reportId = filed.data!.reportContent.report.id;
    await gql(app, c.user, REPORT, { input: { targetId: commentGid(target.id), reason: 'SPAM' } });
    const RESOLVE = `mutation ($input: ResolveReportInput!) { resolveReport(input: $input) { __typename ... on ResolveReportSuccess { resolvedCount } } }`;
    const res = await gql(app, c.admin, RESOLVE, { input: { reportId, action: 'HIDE' } });
    expect(res.data!.resolveReport).toEqual({ __typename: 'ResolveReportSuccess', resolvedCount: 2 });
    expect((await db().comment.findUniqueOrThrow({ where: { id: target.id } })).hiddenAt).not.toBeNull();
    const reportIds = (await db().report.findMany({ where: { targetId: target.id }, select: { id: true } })).map((r) => r.id);
    const actions = await db().auditLog.findMany({ where: { targetId: { in: [target.id, ...reportIds] } }, select: { action: true } });
    expect(actions.map((a) => a.action).sort()).toEqual(['comment.hide', 'report.hide']);
    expect(await db().report.count({ where: { targetId: target.id, status: 'OPEN' } })).toBe(0);
    const READ = `query ($id: ID!) { node(id: $id) { ... on Comment { body isHidden } } }`;
    expect((await gql(app, c.subscriber, READ, { id: commentGid(target.id) })).data!.node).toEqual({ body: null, isHidden: true });
  });
});
