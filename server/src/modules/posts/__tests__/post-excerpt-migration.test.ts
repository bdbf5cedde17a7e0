// The post_excerpt migration gives the posts written before it the preview and lock the server now stores
// with each post (contentSummary): lists read those columns, never the bodies, so they must match what the
// server would have written, legacy blocks and whitespace included.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { migrate, readMigrations } from '../../../platform/migrations.ts';
import { contentSummary } from '../post-content.ts';

const name = `oshi_mig_excerpt_${crypto.randomBytes(4).toString('hex')}`;
let client: pg.Client;
let url: string;

async function adminQuery(text: string) {
  const admin = new pg.Client({ connectionString: inject('pgServerUrl') });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

beforeAll(async () => {
  await adminQuery(`CREATE DATABASE "${name}"`);
  const u = new URL(inject('pgServerUrl'));
  u.pathname = `/${name}`;
  url = u.toString();
  client = new pg.Client({ connectionString: url });
  await client.connect();
});
afterAll(async () => {
  await client?.end();
  await adminQuery(`DROP DATABASE IF EXISTS "${name}"`);
});

const paragraph = (...texts: string[]) => ({ type: 'paragraph', spans: texts.map((text) => ({ text })) });

it('fills the preview and the lock of the posts written before it as the server writes them', async () => {
  const all = readMigrations();
  const at = all.findIndex((m) => m.name.endsWith('_post_excerpt'));
  expect(at).toBeGreaterThan(0);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oshi-mig-excerpt-'));
  const write = (m: (typeof all)[number]) => {
    fs.mkdirSync(path.join(dir, m.name));
    fs.writeFileSync(path.join(dir, m.name, 'migration.sql'), m.sql);
  };
  all.slice(0, at).forEach(write);
  await migrate(url, dir);

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

  write(all[at]!);
  expect(await migrate(url, dir)).toEqual([all[at]!.name]);
  const { rows } = await client.query<{ id: string; excerpt: string | null; hasSubscriberSection: boolean }>(`SELECT id, excerpt, "hasSubscriberSection" FROM "Post"`);
  const stored = new Map(rows.map((r) => [r.id, { excerpt: r.excerpt, hasSubscriberSection: r.hasSubscriberSection }]));
  for (const [i, post] of posts.entries()) {
    expect(stored.get(ids[i]), JSON.stringify(post)).toEqual(contentSummary(post.content, post.isSubscriberOnly ?? false));
  }
  expect(stored.get(ids[3])!.excerpt).toHaveLength(140);
  expect(stored.get(ids[6])).toEqual({ excerpt: 'open part', hasSubscriberSection: true });
  expect(stored.get(ids[7])).toEqual({ excerpt: null, hasSubscriberSection: false });
});
