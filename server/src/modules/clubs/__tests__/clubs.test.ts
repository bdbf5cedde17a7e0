// Clubs and posts through the real schema: visibility, the typed-error union, Node lookups and
// query counts that stay flat as page sizes grow.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { graphql, startTestApp } from '../../../testing/app.ts';
import { queryLog, setupTestDatabase } from '../../../testing/database.ts';
import { createClub, createPost, createUser } from '../../../testing/fixtures.ts';

const database = setupTestDatabase();
let app: App;

beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => app?.close());

describe('club(uri)', () => {
  it('returns the club for a public uri', async () => {
    const club = await createClub({ name: 'Starlight' });
    const { body } = await graphql<{ club: { __typename: string; name: string; id: string } }>(app, {
      query: 'query ($uri: String!) { club(uri: $uri) { __typename ... on Club { id name } } }',
      variables: { uri: club.uri },
    });
    expect(body.data?.club).toEqual({ __typename: 'Club', id: encodeGlobalID('Club', club.id), name: 'Starlight' });
  });

  it('answers NotFoundError (a typed error, not a top-level error) for an unknown or private club', async () => {
    const hidden = await createClub({ isPublic: false });
    for (const uri of ['no-such-club', hidden.uri]) {
      const { body } = await graphql(app, {
        query: 'query ($uri: String!) { club(uri: $uri) { __typename ... on Error { code message } } }',
        variables: { uri },
      });
      expect(body.errors).toBeUndefined();
      expect(body.data?.club).toMatchObject({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
    }
  });
});

describe('visibility', () => {
  it('keeps private clubs, hidden posts and fan letters out of lists and node lookups for guests', async () => {
    const owner = await createUser({ role: 'CREATOR' });
    const fan = await createUser();
    const club = await createClub({ ownerId: owner.id });
    const privateClub = await createClub({ ownerId: owner.id, isPublic: false });
    const visible = await createPost({ clubId: club.id, authorId: owner.id, title: 'Visible' });
    const hidden = await createPost({ clubId: club.id, authorId: owner.id, title: 'Hidden', isHidden: true });
    const letter = await createPost({ clubId: club.id, authorId: fan.id, title: 'Letter', isOwnerOnly: true });
    const inPrivate = await createPost({ clubId: privateClub.id, authorId: owner.id, title: 'Private' });

    const { body } = await graphql<{
      feed: { edges: { node: { title: string } }[] };
      club: { posts: { totalCount: number; edges: { node: { title: string } }[] } };
      clubs: { edges: { node: { uri: string } }[] };
    }>(app, {
      query: `query ($uri: String!) {
        feed(first: 50) { edges { node { title } } }
        club(uri: $uri) { ... on Club { posts(first: 10) { totalCount edges { node { title } } } } }
        clubs(first: 50) { edges { node { uri } } }
      }`,
      variables: { uri: club.uri },
    });
    const feedTitles = body.data!.feed.edges.map((e) => e.node.title);
    expect(feedTitles).toContain('Visible');
    expect(feedTitles).not.toContain('Hidden');
    expect(feedTitles).not.toContain('Letter');
    expect(feedTitles).not.toContain('Private');
    expect(body.data!.club.posts.edges.map((e) => e.node.title)).toEqual(['Visible']);
    expect(body.data!.club.posts.totalCount).toBe(1);
    expect(body.data!.clubs.edges.map((e) => e.node.uri)).not.toContain(privateClub.uri);

    const ids = [visible, hidden, letter, inPrivate].map((p) => encodeGlobalID('Post', p.id));
    const nodes = await graphql<{ nodes: ({ title: string } | null)[] }>(app, {
      query: 'query ($ids: [ID!]!) { nodes(ids: $ids) { ... on Post { title } } }',
      variables: { ids },
    });
    // Node lookups go through the same rules: only the visible post resolves.
    expect(nodes.body.errors).toBeUndefined();
    expect(nodes.body.data?.nodes.filter(Boolean).map((n) => n!.title)).toEqual(['Visible']);
  });

  it('never sends the excerpt of a subscriber-only post', async () => {
    const club = await createClub();
    await createPost({ clubId: club.id, authorId: club.ownerId, title: 'Secret', text: 'members only text', isSubscriberOnly: true });
    const { body } = await graphql<{ club: { posts: { edges: { node: { title: string; excerpt: string | null } }[] } } }>(app, {
      query: 'query ($uri: String!) { club(uri: $uri) { ... on Club { posts(first: 5) { edges { node { title excerpt } } } } } }',
      variables: { uri: club.uri },
    });
    expect(body.data?.club.posts.edges).toEqual([{ node: { title: 'Secret', excerpt: null } }]);
    expect(JSON.stringify(body)).not.toContain('members only text');
  });
});

describe('query counts', () => {
  it('keeps the feed and a club page at the same number of SQL statements for 10, 20 and 50 posts', async () => {
    const club = await createClub();
    const fans = await Promise.all([createUser(), createUser(), createUser()]);
    for (let i = 0; i < 60; i++) {
      await createPost({ clubId: club.id, authorId: fans[i % 3].id, title: `Post ${i}`, createdAt: new Date(Date.now() - i * 1000) });
    }
    const counts: number[] = [];
    for (const first of [10, 20, 50]) {
      queryLog.length = 0;
      const { body } = await graphql<{ feed: { edges: unknown[] } }>(app, {
        query: `query ($first: Int!, $uri: String!) {
          feed(first: $first) { edges { node { title excerpt commentCount author { nickname } club { name memberCount owner { nickname } } } } }
          club(uri: $uri) { ... on Club { name memberCount posts(first: $first) { totalCount edges { node { title author { nickname } commentCount } } } } }
        }`,
        variables: { first, uri: club.uri },
      });
      expect(body.errors).toBeUndefined();
      expect(body.data!.feed.edges).toHaveLength(first);
      counts.push(queryLog.length);
    }
    expect(counts[0]).toBeGreaterThan(0);
    expect(new Set(counts).size, `statements per page size: ${counts.join(', ')}`).toBe(1);
  });
});
