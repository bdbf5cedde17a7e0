// Statements per request for the blocked-users list and a club's ban list at 10, 20 and 50 items: flat
// (no N+1). The block filter inside feeds, post and comment queries is covered by the app-wide caps in
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

async function statementsOf(query: string, variables: Record<string, unknown>, headers: Record<string, string>): Promise<number> {
  queryLog.length = 0;
  const { body } = await graphql<Data>(app, { query, variables }, headers);
  expect(body.errors).toBeUndefined();
  expect(queryLog.filter((sql) => sql.includes('"passwordHash"'))).toEqual([]);
  return queryLog.length;
}

describe('statements per request', () => {
  it('blockedUsers and Club.bans stay flat as they grow', async () => {
    const fan = await signedIn({ nickname: 'Fan' });
    const owner = await signedIn({ role: 'CREATOR', nickname: 'Owner' });
    const club = await createClub({ ownerId: owner.user.id });
    const counts: Record<string, number[]> = { blockedUsers: [], bans: [] };
    let made = 0;
    for (const size of SIZES) {
      for (; made < size; made++) {
        const other = await createUser({ nickname: `User ${made}` });
        await db().userBlock.create({ data: { blockerId: fan.user.id, blockedId: other.id } });
        await db().clubBan.create({ data: { clubId: club.id, userId: other.id, bannedById: owner.user.id, reason: 'spam' } });
      }
      counts.blockedUsers.push(
        await statementsOf(`query ($n: Int) { blockedUsers(first: $n) { totalCount edges { node { id blockedAt user { id nickname avatarUrl } } } } }`, { n: size }, fan.headers),
      );
      counts.bans.push(
        await statementsOf(
          `query ($id: ID!, $n: Int) { node(id: $id) { ... on Club { bans(first: $n) { totalCount edges { node { id reason bannedAt user { id nickname avatarUrl } } } } } } }`,
          { id: encodeGlobalID('Club', club.id), n: size },
          owner.headers,
        ),
      );
    }
    for (const [name, list] of Object.entries(counts)) {
      expect(new Set(list).size, `${name}: ${list.join(', ')}`).toBe(1);
      expect(list[0], `${name}: ${list[0]} statements`).toBeLessThanOrEqual(4);
    }
  });
});
