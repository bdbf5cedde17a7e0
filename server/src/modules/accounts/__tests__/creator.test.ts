// creator(name): the lookup behind a creator's public page at /{name}.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { graphql, startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { createClub, createUser } from '../../../testing/fixtures.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => app?.close());

const query = `query ($name: String!) {
  creator(name: $name) {
    __typename
    ... on User { nickname handle clubs { name } }
    ... on Error { code }
  }
}`;

describe('creator(name)', () => {
  it('finds a creator by handle, case-insensitively and with an optional "@", listing only public clubs', async () => {
    const creator = await createUser({ role: 'CREATOR', nickname: 'Mirei' });
    await db().user.update({ where: { id: creator.id }, data: { handle: 'mirei' } });
    await createClub({ ownerId: creator.id, name: 'Public room' });
    await createClub({ ownerId: creator.id, name: 'Draft room', isPublic: false });
    for (const name of ['mirei', '@Mirei']) {
      const { body } = await graphql(app, { query, variables: { name } });
      expect(body.data?.creator).toEqual({
        __typename: 'User',
        nickname: 'Mirei',
        handle: 'mirei',
        clubs: [{ name: 'Public room' }],
      });
    }
  });

  it('answers NOT_FOUND for unknown names, fans with a handle and malformed names', async () => {
    const fan = await createUser();
    await db().user.update({ where: { id: fan.id }, data: { handle: 'justafan' } });
    for (const name of ['nobody-here', 'justafan', '../etc', 'x']) {
      const { body } = await graphql(app, { query, variables: { name } });
      expect(body.errors).toBeUndefined();
      expect(body.data?.creator).toEqual({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
    }
  });
});
