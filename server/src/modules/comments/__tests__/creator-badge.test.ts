// The creator badge: the owner's comments and posts say so in the API, so a fan who copies the owner's
// name still cannot pass for them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { comment, community, gql, post, postGid } from './community-helpers.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => app?.close());

const READ = `query ($id: ID!) { node(id: $id) { ... on Post { isOwnerPost comments(first: 10) { edges { node { body authorIsOwner } } } } } }`;

describe('creator badge', () => {
  it('marks the owner’s comments and posts, and nobody else’s', async () => {
    const w = await community();
    const p = await post(w.club.id, w.owner.id, { title: 'Hello', isOwnerPost: true });
    await comment(p.id, w.owner.id, { body: 'from the creator', createdAt: new Date(Date.now() - 2000) });
    await comment(p.id, w.member.id, { body: 'from a fan', createdAt: new Date(Date.now() - 1000) });
    const body = await gql(app, w.member, READ, { id: postGid(p.id) });
    expect(body.errors).toBeUndefined();
    const node = body.data!.node;
    expect(node.isOwnerPost).toBe(true);
    const byBody = Object.fromEntries(node.comments.edges.map((e: { node: { body: string; authorIsOwner: boolean } }) => [e.node.body, e.node.authorIsOwner]));
    expect(byBody).toEqual({ 'from the creator': true, 'from a fan': false });
  });
});
