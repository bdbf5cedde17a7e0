// Statements per request for the blocked-users list and a club's ban list at 10, 20 and 50 items: flat
// (no N+1), and a later page costs what the first does. The block filter inside feeds, post and comment queries is covered by the app-wide caps in
// graphql/__tests__/query-counts.test.ts, which blocks do not raise.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { graphql, startTestApp } from '../../../testing/app.ts';
import { queryLog, setupTestDatabase } from '../../../testing/database.ts';
import { createClub, createUser } from '../../../testing/fixtures.ts';
import { signedIn, type Data } from '../../clubs/__tests__/community-helpers.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => app?.close());

const SIZES = [10, 20, 50] as const;

/** The statements a request cost, and its answer. */
async function statementsOf(query: string, variables: Record<string, unknown>, headers: Record<string, string>): Promise<[number, Data]> {
  queryLog.length = 0;
  const { body } = await graphql<Data>(app, { query, variables }, headers);
  expect(body.errors).toBeUndefined();
  expect(queryLog.filter((sql) => sql.includes('"passwordHash"'))).toEqual([]);
  return [queryLog.length, body.data!];
}

describe('statements per request', () => {
  it('blockedUsers and Club.bans stay flat as they grow, later pages costing what the first does', async () => {
    const fan = await signedIn({ nickname: 'Fan' });
    const owner = await signedIn({ role: 'CREATOR', nickname: 'Owner' });
    const club = await createClub({ ownerId: owner.user.id });
    const counts: Record<string, number[]> = { blockedUsers: [], laterBlockedUsers: [], bans: [], laterBans: [] };
    const BLOCKS = `query ($n: Int, $after: String) { blockedUsers(first: $n, after: $after) {
      totalCount edges { node { id blockedAt user { id nickname avatarUrl } } } pageInfo { endCursor } } }`;
    const BANS = `query ($id: ID!, $n: Int, $after: String) { node(id: $id) { ... on Club { bans(first: $n, after: $after) {
      totalCount edges { node { id reason bannedAt user { id nickname avatarUrl } } } pageInfo { endCursor } } } } }`;
    const clubId = encodeGlobalID('Club', club.id);
    let made = 0;
    for (const size of SIZES) {
      for (; made < size; made++) {
        const other = await createUser({ nickname: `User ${made}` });
        await db().userBlock.create({ data: { blockerId: fan.user.id, blockedId: other.id } });
        await db().clubBan.create({ data: { clubId: club.id, userId: other.id, bannedById: owner.user.id, reason: 'spam' } });
      }
      // A later page's cursor carries where it stands: no statement finds its place.
      const [blocks, firstBlocks] = await statementsOf(BLOCKS, { n: size - 5 }, fan.headers);
      const [laterBlocks, nextBlocks] = await statementsOf(BLOCKS, { n: 5, after: firstBlocks.blockedUsers.pageInfo.endCursor }, fan.headers);
      expect(nextBlocks.blockedUsers.edges).toHaveLength(5);
      counts.blockedUsers.push(blocks);
      counts.laterBlockedUsers.push(laterBlocks);
      const [bans, firstBans] = await statementsOf(BANS, { id: clubId, n: size - 5 }, owner.headers);
      const [laterBans, nextBans] = await statementsOf(BANS, { id: clubId, n: 5, after: firstBans.node.bans.pageInfo.endCursor }, owner.headers);
      expect(nextBans.node.bans.edges).toHaveLength(5);
      counts.bans.push(bans);
      counts.laterBans.push(laterBans);
    }
    expect(counts.laterBlockedUsers, 'a later page of blocks').toEqual(counts.blockedUsers);
    expect(counts.laterBans, 'a later page of bans').toEqual(counts.bans);
    for (const [name, list] of Object.entries(counts)) {
      expect(new Set(list).size, `${name}: ${list.join(', ')}`).toBe(1);
      expect(list[0], `${name}: ${list[0]} statements`).toBeLessThanOrEqual(4);
    }
  });
});
