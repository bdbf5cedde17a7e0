// Two app instances sharing Redis: the owner's dashboard open over graphql-ws on instance B hears of a
// fan joining through instance A (owner:dashboardChanged travels through the app's pubsub).
import type { Client } from 'graphql-ws';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { createClub } from '../../../testing/fixtures.ts';
import { type Data, gql, person, subscribe, warmUp, wsClient } from '../../comments/__tests__/community-helpers.ts';

const redisUrl = process.env.REDIS_URL;
const database = setupTestDatabase();
let a: App;
let b: App;
const clients: Client[] = [];

describe.skipIf(!redisUrl)('dashboard events across instances through Redis', () => {
  beforeAll(async () => {
    a = await startTestApp(database.current.url, { REDIS_URL: redisUrl! });
    b = await startTestApp(database.current.url, { REDIS_URL: redisUrl! });
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.dispose()));
    await a?.close();
    await b?.close();
  });

  it('delivers a join on A to the owner subscribed on B', async () => {
    const owner = await person({ role: 'CREATOR' });
    const club = await createClub({ ownerId: owner.id });
    const client = wsClient(b, owner);
    clients.push(client);
    const events = subscribe<{ creatorDashboardChanged: Data }>(client, 'subscription { creatorDashboardChanged { clubId kind } }');
    // Published on A only: reaching B proves the Redis path end to end.
    await warmUp(
      events,
      () => a.pubsub.publish('owner:dashboardChanged', owner.id, { clubId: club.id, kind: 'WARM_UP' }),
      (e) => e.creatorDashboardChanged.kind === 'WARM_UP',
    );
    const fan = await person();
    const joined = await gql(a, fan, 'mutation ($input: JoinClubInput!) { joinClub(input: $input) { __typename } }', { input: { clubId: encodeGlobalID('Club', club.id) } });
    expect(joined.data!.joinClub.__typename).toBe('JoinClubSuccess');
    const [event] = await events.next(1);
    expect(event.creatorDashboardChanged).toEqual({ clubId: encodeGlobalID('Club', club.id), kind: 'MEMBER_JOINED' });
  });
});
