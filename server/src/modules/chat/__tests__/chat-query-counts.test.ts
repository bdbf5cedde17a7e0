// N+1 guard for chat: the owner's inbox (with each fan's subscription line and last message) and a
// conversation's messages cost the same number of SQL statements at 5, 20 and 40 rows; unread counts are
// counters (no COUNT of messages) and the inbox's totalCount is bounded.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { startTestApp } from '../../../testing/app.ts';
import { queryLog, setupTestDatabase } from '../../../testing/database.ts';
import { createClub } from '../../../testing/fixtures.ts';
import { community, type Data, gql, join, person, type Person } from '../../comments/__tests__/community-helpers.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => app?.close());

const SIZES = [5, 20, 40];

async function countsOf(who: Person, query: string, variables: Record<string, unknown>, rows: (data: Data) => unknown[]) {
  const counts: number[] = [];
  for (const first of SIZES) {
    queryLog.length = 0;
    const res = await gql(app, who, query, { ...variables, first });
    expect(res.errors).toBeUndefined();
    expect(rows(res.data!)).toHaveLength(first);
    counts.push(queryLog.length);
    expect(queryLog.filter((sql) => /FROM "public"\."ChatMessage"/.test(sql) && /\bcount\s*\(/i.test(sql))).toEqual([]);
    for (const sql of queryLog.filter((s) => /\bcount\s*\(/i.test(s))) expect(sql).toMatch(/LIMIT/i);
  }
  expect(counts[0]).toBeGreaterThan(0);
  expect(new Set(counts).size, `statements at ${SIZES.join(', ')} rows: ${counts.join(', ')}`).toBe(1);
}

describe('query counts', () => {
  it('keep the inbox and the message list flat as pages grow', async () => {
    const c = await community();
    const plan = await db().plan.create({ data: { clubId: c.club.id, name: 'Gold', monthlyPrice: 5000, benefits: [], level: 1 } });
    let first: string | null = null;
    for (let i = 0; i < 45; i++) {
      const fan = await person();
      await join(c.club.id, fan.id);
      if (i % 2) await db().subscription.create({ data: { clubId: c.club.id, planId: plan.id, userId: fan.id, currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000) } });
      const conv = await db().chatConversation.create({ data: { clubId: c.club.id, fanId: fan.id, ownerId: c.owner.id, messageCount: 1, ownerUnread: 1, lastMessageAt: new Date(Date.now() - i * 1000) } });
      const msg = await db().chatMessage.create({ data: { conversationId: conv.id, senderId: fan.id, body: `hello ${i}` } });
      await db().chatConversation.update({ where: { id: conv.id }, data: { lastMessageId: msg.id } });
      if (i === 0) {
        first = conv.id;
        await db().chatMessage.createMany({ data: Array.from({ length: 45 }, (_, k) => ({ conversationId: conv.id, senderId: k % 2 ? fan.id : c.owner.id, body: `m${k}` })) });
      }
    }
    await countsOf(
      c.owner,
      `query ($first: Int!) { chatUnreadCount chatInbox(first: $first) { totalCount edges { node { id fanNickname fanAvatarUrl lastMessageAt viewerUnreadCount starred muted blocked
        lastMessage { id body isDeleted fromOwner } fanSubscription { planName planLevel since monthsTogether isLive } club { id name } } } } }`,
      {},
      (d) => d.chatInbox.edges,
    );
    await countsOf(
      c.owner,
      `query ($id: ID!, $first: Int!) { node(id: $id) { ... on ChatConversation { id messageCount viewerUnreadCount
        messages(first: $first) { pageInfo { hasNextPage endCursor } edges { node { id body imageUrl isDeleted createdAt editedAt viewerIsSender fromOwner viewerCanEdit } } } } } }`,
      { id: encodeGlobalID('ChatConversation', first!) },
      (d) => d.node.messages.edges,
    );
  });

  it('keep the fan’s list of conversations flat as pages grow', async () => {
    const fan = await person();
    for (let i = 0; i < 45; i++) {
      const owner = await person({ role: 'CREATOR' });
      const club = await createClub({ ownerId: owner.id });
      await join(club.id, fan.id);
      const conv = await db().chatConversation.create({ data: { clubId: club.id, fanId: fan.id, ownerId: owner.id, messageCount: 1, fanUnread: 1, lastMessageAt: new Date(Date.now() - i * 1000) } });
      const msg = await db().chatMessage.create({ data: { conversationId: conv.id, senderId: owner.id, body: `hi ${i}` } });
      await db().chatConversation.update({ where: { id: conv.id }, data: { lastMessageId: msg.id } });
    }
    await countsOf(
      fan,
      `query ($first: Int!) { chatUnreadCount viewer { chatConversations(first: $first) { pageInfo { hasNextPage endCursor } edges { node { id viewerSide lastMessageAt viewerUnreadCount
        club { id uri name iconUrl } lastMessage { id body imageUrl isDeleted viewerIsSender } } } } } }`,
      {},
      (d) => d.viewer.chatConversations.edges,
    );
  });
});
