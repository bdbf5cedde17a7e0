// The guest render cache through startApp: a post locked, hidden or deleted is not served from what was
// rendered of it before, on any instance (audit 5, F1). A stand-in renderer in a build folder of its own
// renders the post page from the real PostPageQuery, answered in-process as a guest's.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { db } from '../../platform/database.ts';
import { startTestApp } from '../../testing/app.ts';
import { setupTestDatabase } from '../../testing/database.ts';
import { createPost } from '../../testing/fixtures.ts';
import { communityWorld, gid, run } from '../../modules/clubs/__tests__/community-helpers.ts';
import { PERSISTED_QUERIES_FILE } from '../persisted-operations.ts';
import { SERVER_RENDER_ENTRY } from '../server-render.ts';

const TEMPLATE = [
  '<!doctype html><html lang="en"><head><!--oshi:head-->',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '</head><body><div id="root"><!--oshi:root--><header class="shell-bar">Oshi</header><!--/oshi:root--></div></body></html>',
].join('\n');

const persisted = JSON.parse(fs.readFileSync(PERSISTED_QUERIES_FILE, 'utf8')) as Record<string, string>;
const postPageId = Object.keys(persisted).find((id) => persisted[id].startsWith('query PostPageQuery('));

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'oshi-render-changes-'));
fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
fs.mkdirSync(path.dirname(path.join(dist, SERVER_RENDER_ENTRY)), { recursive: true });
// Counts its renderings (a page served from the cache is not rendered again).
fs.writeFileSync(
  path.join(dist, SERVER_RENDER_ENTRY),
  `export const calls = [];
export async function renderPage(options) {
  const match = /^\\/post\\/([^/]+)$/.exec(new URL(options.url).pathname);
  if (!match) return null;
  calls.push(options.url);
  const answer = await options.fetchQuery({ id: ${JSON.stringify(postPageId)}, name: 'PostPageQuery' }, { postId: decodeURIComponent(match[1]), commentCount: 1, replyCount: 1 });
  return { html: '<main>' + JSON.stringify(answer).replace(/</g, '\\\\u003c') + '</main>', css: '', state: { locale: 'en' } };
}`,
);
const renderings = async () => ((await import(path.join(dist, SERVER_RENDER_ENTRY))) as { calls: string[] }).calls.length;

const database = setupTestDatabase();
let a: App;
let b: App;
beforeAll(async () => {
  a = await startTestApp(database.current.url, { CLIENT_DIST: dist });
  b = await startTestApp(database.current.url, { CLIENT_DIST: dist });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const guestPage = async (app: App, postId: string) =>
  (await fetch(`${app.url}/post/${encodeURIComponent(gid('Post', postId))}`, { headers: { accept: 'text/html', 'accept-language': 'en' } })).text();
/** The page as the server rendered it: a first rendering may run out of time while the instance warms up (not kept). */
const renderedPage = async (app: App, postId: string) => {
  let html = '';
  for (let attempt = 0; attempt < 5 && !html.includes('<main>'); attempt++) html = await guestPage(app, postId);
  return html;
};

const UPDATE = `mutation ($input: UpdatePostInput!) { updatePost(input: $input) { __typename } }`;
const HIDE = `mutation ($input: HidePostInput!) { hidePost(input: $input) { __typename } }`;
const DELETE = `mutation ($input: DeletePostInput!) { deletePost(input: $input) { __typename } }`;
const HIDE_COMMENT = `mutation ($input: HideCommentInput!) { hideComment(input: $input) { __typename } }`;

describe('guest renderings after a post changes', () => {
  it('renders the post page from the real query, and serves it again from the cache while nothing changed', async () => {
    expect(postPageId, 'PostPageQuery is persisted').toBeDefined();
    const w = await communityWorld();
    const post = await createPost({ clubId: w.club.id, authorId: w.owner.user.id, isOwnerPost: true, title: 'Open', text: 'OPEN BODY STAYS' });
    expect(await renderedPage(a, post.id)).toContain('OPEN BODY STAYS');
    const rendered = await renderings();
    expect(await guestPage(a, post.id)).toContain('OPEN BODY STAYS');
    expect(await renderings()).toBe(rendered);
  });

  it('no longer serves the body once the post is made subscriber-only, hidden or deleted, on every instance', async () => {
    const w = await communityWorld();
    const body = (name: string) => `BODY OF ${name} BEFORE THE CHANGE`;
    const posts = Object.fromEntries(
      await Promise.all(
        ['locked', 'hidden', 'deleted'].map(async (name) => [name, await createPost({ clubId: w.club.id, authorId: w.owner.user.id, isOwnerPost: true, title: name, text: body(name) })] as const),
      ),
    );
    // Rendered and kept by both instances.
    for (const [name, post] of Object.entries(posts)) {
      for (const app of [a, b]) expect(await renderedPage(app, post.id), name).toContain(body(name));
    }
    const changes = {
      locked: () => run(a, UPDATE, { input: { postId: gid('Post', posts.locked.id), title: 'locked', content: [{ paragraph: { spans: [{ text: body('locked') }] } }], isSubscriberOnly: true } }, w.owner.headers),
      hidden: () => run(a, HIDE, { input: { postId: gid('Post', posts.hidden.id) } }, w.owner.headers),
      deleted: () => run(a, DELETE, { input: { postId: gid('Post', posts.deleted.id) } }, w.owner.headers),
    };
    for (const [name, change] of Object.entries(changes)) {
      const data = await change();
      expect(Object.values(data)[0].__typename, name).toMatch(/Success$/);
      // Changed through instance a; neither a nor b shows what it rendered before.
      for (const app of [a, b]) {
        const html = await renderedPage(app, posts[name].id);
        expect(html, `${name} on ${app === a ? 'a' : 'b'}`).not.toContain(body(name));
        // Rendered again (the locked post's title shows), not the shell left to the client.
        if (name === 'locked') expect(html).toContain('"title":"locked"');
      }
    }
  });

  it('no longer serves a comment once the owner hides it, on every instance', async () => {
    const w = await communityWorld();
    const post = await createPost({ clubId: w.club.id, authorId: w.owner.user.id, isOwnerPost: true, title: 'With a comment', text: 'Read the comments' });
    const comment = await db().comment.create({ data: { postId: post.id, authorId: w.member.user.id, body: 'COMMENT THE OWNER HIDES' } });
    await db().post.update({ where: { id: post.id }, data: { commentCount: 1 } });
    for (const app of [a, b]) expect(await renderedPage(app, post.id)).toContain('COMMENT THE OWNER HIDES');
    const hidden = await run(a, HIDE_COMMENT, { input: { commentId: gid('Comment', comment.id) } }, w.owner.headers);
    expect(hidden.hideComment.__typename).toBe('HideCommentSuccess');
    for (const app of [a, b]) expect(await renderedPage(app, post.id), app === a ? 'a' : 'b').not.toContain('COMMENT THE OWNER HIDES');
  });
});
