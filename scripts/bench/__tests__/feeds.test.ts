// The bench's own check, on a small world: the baseline gives the app's answers to the web client's feed
// operations page after page, and the viewer's club feed shows both locked and unlocked posts.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/src/app.ts';
import { startTestApp } from '../../../server/src/testing/app.ts';
import { setupTestDatabase } from '../../../server/src/testing/database.ts';
import { startBaselineServer, type BaselineServer } from '../baseline-server.ts';
import { makeTargets, page, verifyFeed } from '../feeds.ts';
import { countWorld, createBenchSession, seedWorld, type BenchWorld } from '../seed.ts';

const database = setupTestDatabase();
let app: App;
let baseline: BaselineServer;
let world: BenchWorld;
let token: string;

beforeAll(async () => {
  const client = new pg.Client({ connectionString: database.current.url, options: '-c TimeZone=UTC' });
  await client.connect();
  try {
    world = await seedWorld(
      client,
      { bigClubPosts: 300, bigClubMembers: 200, clubs: 12, otherPosts: 150, otherMemberships: 200, users: 400, comments: 900, joined: 5 },
      () => {},
    );
    token = await createBenchSession(client, world.viewerId);
    expect(await countWorld(client)).toMatchObject({ bigClubPosts: 300, bigClubMembers: 201 });
  } finally {
    await client.end();
  }
  app = await startTestApp(database.current.url);
  baseline = await startBaselineServer(database.current.url);
}, 60_000);
afterAll(async () => {
  await baseline?.close();
  await app?.close();
});

describe('bench feeds', () => {
  it('answers like the app on every page of the home and club feeds', async () => {
    const targets = makeTargets(app.url, baseline.url, token, world.bigClubUri);
    const home = await verifyFeed(targets, 'home', 'home feed', 4);
    const club = await verifyFeed(targets, 'club', 'club feed', 30);
    expect(home.map((s) => s.scenario)).toEqual(['home feed page 1', 'home feed page 4']);
    // 300 posts less the hidden ones and fan letters: the walk reaches the last page.
    expect(club.map((s) => s.scenario)).toEqual(['club feed page 1', expect.stringMatching(/^club feed page 1[45]$/)]);
  }, 120_000);

  it('shows the level-2 viewer locked and unlocked subscriber-only posts', async () => {
    const targets = makeTargets(app.url, baseline.url, token, world.bigClubUri);
    type Node = { isSubscriberOnly: boolean; isLocked: boolean; authorName: string };
    const nodes: Node[] = [];
    let cursor: string | null = null;
    let clubId: string | undefined;
    for (let n = 0; n < 20; n++) {
      const current = await page(targets.app.club(cursor, clubId), 'club feed');
      clubId ??= current.clubId;
      nodes.push(...(current.connection.edges as { node: Node }[]).map((e) => e.node));
      if (!current.connection.pageInfo.hasNextPage) break;
      cursor = current.connection.pageInfo.endCursor;
    }
    expect(nodes.some((p) => p.isSubscriberOnly && p.isLocked)).toBe(true);
    expect(nodes.some((p) => p.isSubscriberOnly && !p.isLocked)).toBe(true);
    expect(nodes.some((p) => !p.isSubscriberOnly && p.isLocked)).toBe(true);
  }, 60_000);
});
