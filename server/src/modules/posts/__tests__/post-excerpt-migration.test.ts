// The post_excerpt migration gives the posts written before it the preview and lock the server now stores
// with each post (contentSummary): lists read those columns, never the bodies, so they must match what the
// server would have written, legacy blocks and whitespace included.
import crypto from 'node:crypto';
import { expect, it } from 'vitest';
import { migrationDatabase } from '../../../testing/migration-database.ts';
import { contentSummary } from '../post-content.ts';

const database = migrationDatabase('oshi_mig_excerpt');

const paragraph = (...texts: string[]) => ({ type: 'paragraph', spans: texts.map((text) => ({ text })) });

it('fills the preview and the lock of the posts written before it as the server writes them', async () => {
  const migration = await database.migrateUpTo('post_excerpt');
  const client = database.client;

  const [owner, club] = [crypto.randomUUID(), crypto.randomUUID()];
  await client.query(`INSERT INTO "User" (id, uid, nickname, "updatedAt") VALUES ($1, 'u1', 'Owner', now())`, [owner]);
  await client.query(`INSERT INTO "Club" (id, uri, name, introduction, "ownerId", "updatedAt") VALUES ($1, 'c', 'Moon Club', '', $2, now())`, [club, owner]);
  const long = '오늘 방송 고마워요!\n다음 주에도  만나요. '.repeat(12);
  const posts: { content: unknown; isSubscriberOnly?: boolean }[] = [
    { content: [paragraph('Stream tonight at 9')] },
    // Legacy paragraphs, unknown blocks, empty paragraphs and every kind of whitespace JavaScript collapses.
    { content: [{ type: 'paragraph', text: '  Legacy\ttext ' }, { type: 'mystery' }] },
    { content: [paragraph(), paragraph(' a\u00a0\u00a0b ', 'c'), { type: 'image', fileId: 'x' }, paragraph('d\n\u3000e\u2028f')] },
    // Cut past 140 characters, the paragraphs joined by spaces.
    { content: [paragraph(long), paragraph('the end')] },
    { content: [paragraph('x'.repeat(140))] },
    { content: [paragraph('x'.repeat(141))] },
    // A subscriber-only section is never in the preview; a subscriber-only post has none.
    { content: [paragraph('open part'), { type: 'subscriberOnly', blocks: [paragraph('SECRET')] }] },
    { content: [paragraph('SECRET whole')], isSubscriberOnly: true },
    { content: [] },
    { content: {} },
  ];
  const ids = posts.map(() => crypto.randomUUID());
  for (const [i, post] of posts.entries()) {
    await client.query(
      `INSERT INTO "Post" (id, "clubId", "authorId", title, content, "isSubscriberOnly", "updatedAt") VALUES ($1, $2, $3, 'p', $4, $5, now())`,
      [ids[i], club, owner, JSON.stringify(post.content), post.isSubscriberOnly ?? false],
    );
  }

  await migration.apply();
  const { rows } = await client.query<{ id: string; excerpt: string | null; hasSubscriberSection: boolean }>(`SELECT id, excerpt, "hasSubscriberSection" FROM "Post"`);
  const stored = new Map(rows.map((r) => [r.id, { excerpt: r.excerpt, hasSubscriberSection: r.hasSubscriberSection }]));
  for (const [i, post] of posts.entries()) {
    expect(stored.get(ids[i]), JSON.stringify(post)).toEqual(contentSummary(post.content, post.isSubscriberOnly ?? false));
  }
  expect(stored.get(ids[3])!.excerpt).toHaveLength(140);
  expect(stored.get(ids[6])).toEqual({ excerpt: 'open part', hasSubscriberSection: true });
  expect(stored.get(ids[7])).toEqual({ excerpt: null, hasSubscriberSection: false });
});
