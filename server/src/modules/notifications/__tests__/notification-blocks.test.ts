// Notices and e-mails follow the block rule (the blocker no longer sees the blocked user's posts, comments
// and replies anywhere): no reply notice or e-mail from a user the recipient blocked, nor of a reply in a
// thread one started (the post page hides that whole thread), nor a comment notice to an owner who blocked
// the commenter, nor an owner-post e-mail to a member who blocked the owner; a notice told before the block
// leaves the list and node(id). Each case beside someone who did not block, who still hears.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { until } from '../../../testing/waiting.ts';
import { comment, commentGid, community, gql, join, person, type Person, post, postGid } from '../../comments/__tests__/community-helpers.ts';
import { notifyPostPublished } from '../notifications.service.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => app?.close());

const CREATE = 'mutation ($input: CreateCommentInput!) { createComment(input: $input) { __typename } }';
const LIST = '{ notifications(first: 20) { edges { node { kind actorName commentExcerpt } } } unreadNotificationCount }';
const block = (blocker: Person, blocked: Person) => db().userBlock.create({ data: { blockerId: blocker.id, blockedId: blocked.id } });
const mailTo = (who: { email: string }) => db().mailMessage.findMany({ where: { to: who.email } });
const listOf = async (who: Person) => (await gql(app, who, LIST)).data!;

describe('notices and the block rule', () => {
  it('no reply notice or e-mail from a user the recipient blocked; a notice told before the block goes', async () => {
    const { club, owner, member, subscriber } = await community();
    const troll = await person({ nickname: 'Troll' });
    const blocker = await person({ nickname: 'Blocker' });
    const other = await person({ nickname: 'Other' });
    for (const p of [troll, blocker, other]) await join(club.id, p.id);
    const thread = await post(club.id, owner.id, { title: 'Open thread' });
    const mine = await comment(thread.id, blocker.id, { body: 'my comment' });
    const theirs = await comment(thread.id, other.id, { body: 'their comment' });
    await block(blocker, troll);
    for (const target of [mine, theirs]) {
      const res = await gql(app, troll, CREATE, { input: { postId: postGid(thread.id), body: `TROLL REPLY to ${target.body}`, replyToId: commentGid(target.id) } });
      expect(res.data!.createComment.__typename).toBe('CreateCommentSuccess');
    }
    // The one who did not block hears, by notice and e-mail; by then the blocker's would have come too.
    await until(() => mailTo(other), (mails) => mails.some((m) => m.text.includes('TROLL REPLY to their comment')));
    expect(JSON.stringify(await listOf(other))).toContain('TROLL REPLY to their comment');
    expect((await mailTo(blocker)).map((m) => m.text).join('\n')).not.toContain('TROLL');
    expect(await listOf(blocker)).toMatchObject({ notifications: { edges: [] }, unreadNotificationCount: 0 });

    // Told before the block: the notice leaves the list (and the count) once the replier is blocked.
    const later = await comment(thread.id, member.id, { body: 'member comment' });
    await gql(app, subscriber, CREATE, { input: { postId: postGid(thread.id), body: 'SUBSCRIBER REPLY', replyToId: commentGid(later.id) } });
    expect(JSON.stringify(await listOf(member))).toContain('SUBSCRIBER REPLY');
    await block(member, subscriber);
    expect(JSON.stringify(await listOf(member))).not.toContain('SUBSCRIBER REPLY');
  });

  it('no reply notice or e-mail of a reply in a thread started by a user the recipient blocked', async () => {
    const { club, owner } = await community();
    const fan = await person({ nickname: 'Fan' });
    const troll = await person({ nickname: 'Troll' });
    const other = await person({ nickname: 'Other' });
    for (const p of [fan, troll, other]) await join(club.id, p.id);
    const thread = await post(club.id, owner.id, { title: 'Open thread' });
    const trollTop = await comment(thread.id, troll.id, { body: 'troll thread start' });
    const fanReply = await comment(thread.id, fan.id, { body: 'fan answer', parentId: trollTop.id, mentionedUserId: troll.id });
    await block(fan, troll);
    await block(owner, troll);
    // Someone else answers the fan's reply inside the troll's thread.
    const res = await gql(app, other, CREATE, { input: { postId: postGid(thread.id), body: 'REPLY IN TROLL THREAD', replyToId: commentGid(fanReply.id) } });
    expect(res.data!.createComment.__typename).toBe('CreateCommentSuccess');
    // The troll, the thread's author, hears by notice and e-mail; by then the fan's would have come too.
    await until(() => mailTo(troll), (mails) => mails.some((m) => m.text.includes('REPLY IN TROLL THREAD')));
    expect(await db().notification.count({ where: { recipientId: fan.id } })).toBe(0);
    expect((await mailTo(fan)).map((m) => m.text).join('\n')).not.toContain('REPLY IN TROLL THREAD');
    // Nor is the post's owner, who blocked the troll too, told of a comment in that thread.
    expect(await db().notification.count({ where: { recipientId: owner.id } })).toBe(0);
  });

  it('a notice told before the block leaves the list and node(id): a reply by the blocked user, or in their thread', async () => {
    const { club, owner } = await community();
    const fan = await person({ nickname: 'Fan', email: false });
    const troll = await person({ nickname: 'Troll', email: false });
    const other = await person({ nickname: 'Other', email: false });
    for (const p of [fan, troll, other]) await join(club.id, p.id);
    const thread = await post(club.id, owner.id, { title: 'Thread' });
    const mine = await comment(thread.id, fan.id, { body: 'my comment' });
    const trollTop = await comment(thread.id, troll.id, { body: 'troll thread start' });
    const fanReply = await comment(thread.id, fan.id, { body: 'fan answer', parentId: trollTop.id, mentionedUserId: troll.id });
    await gql(app, troll, CREATE, { input: { postId: postGid(thread.id), body: 'TROLL REPLY', replyToId: commentGid(mine.id) } });
    await gql(app, other, CREATE, { input: { postId: postGid(thread.id), body: 'REPLY IN TROLL THREAD', replyToId: commentGid(fanReply.id) } });
    const notices = await db().notification.findMany({ where: { recipientId: fan.id }, select: { id: true } });
    const NODES = 'query ($ids: [ID!]!) { nodes(ids: $ids) { ... on Notification { actorName commentExcerpt } } }';
    const ids = notices.map((n) => encodeGlobalID('Notification', n.id));
    expect((await gql(app, fan, NODES, { ids })).data!.nodes).toEqual(
      expect.arrayContaining([{ actorName: 'Troll', commentExcerpt: 'TROLL REPLY' }, { actorName: 'Other', commentExcerpt: 'REPLY IN TROLL THREAD' }]),
    );

    await block(fan, troll);
    expect(await listOf(fan)).toMatchObject({ notifications: { edges: [] }, unreadNotificationCount: 0 });
    // node(id) applies the list's rule: the ids the client kept show nothing either.
    expect((await gql(app, fan, NODES, { ids })).data!.nodes).toEqual([null, null]);
  });

  it('no comment notice to an owner who blocked the commenter', async () => {
    const { club, owner, member } = await community();
    const troll = await person({ nickname: 'Troll', email: false });
    await join(club.id, troll.id);
    const ownerPost = await post(club.id, owner.id, { title: 'Owner post', isOwnerPost: true });
    await block(owner, troll);
    await gql(app, troll, CREATE, { input: { postId: postGid(ownerPost.id), body: 'BLOCKED COMMENT' } });
    await gql(app, member, CREATE, { input: { postId: postGid(ownerPost.id), body: 'MEMBER COMMENT' } });
    const list = await until(() => listOf(owner), (l) => l.notifications.edges.length > 0);
    expect(list.notifications.edges.map((e: { node: { commentExcerpt: string } }) => e.node.commentExcerpt)).toEqual(['MEMBER COMMENT']);
  });

  it('no owner-post e-mail to a member who blocked the owner', async () => {
    const { club, owner, member } = await community();
    const blocker = await person({ nickname: 'Blocker' });
    await join(club.id, blocker.id);
    await block(blocker, owner);
    const ownerPost = await post(club.id, owner.id, { title: 'NEWS FROM THE OWNER', isOwnerPost: true });
    await notifyPostPublished(ownerPost.id);
    await until(() => mailTo(member), (mails) => mails.some((m) => m.subject.includes('NEWS FROM THE OWNER')));
    // Post e-mails go out one per notice row, later, from a queue: the blocker has no row to be mailed from.
    expect(await db().notification.count({ where: { recipientId: blocker.id, postId: ownerPost.id } })).toBe(0);
    expect((await mailTo(blocker)).map((m) => m.subject).join('\n')).not.toContain('NEWS FROM THE OWNER');
    expect((await listOf(blocker)).notifications.edges).toEqual([]);
  });
});
