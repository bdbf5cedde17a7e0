// Shared helpers for the clubs, posts and memberships tests: viewers of every role with their headers.
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { graphql } from '../../../testing/app.ts';
import { createClub, createPlan, createUser, joinClub, subscribe } from '../../../testing/fixtures.ts';
import { cookieHeader } from '../../accounts/__tests__/account-helpers.ts';
import { apiTokenHash, generateApiToken } from '../../accounts/api-tokens.service.ts';
import { createSession } from '../../accounts/sessions.service.ts';

export const gid = (type: string, id: string) => encodeGlobalID(type, id);

/** A user with a browser session. */
export async function signedIn(data: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(data);
  const session = await createSession(user.id);
  return { user, headers: cookieHeader(session.token) };
}

/** Headers of an API token of `userId` with the given scopes. */
export async function tokenHeaders(userId: string, scopes: string[]) {
  const token = generateApiToken();
  await db().apiToken.create({ data: { userId, name: 'partner', tokenHash: apiTokenHash(token), prefix: token.slice(0, 10), scopes } });
  return { authorization: `Bearer ${token}` };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response shapes vary per test
export type Data = Record<string, any>;

/** Runs an operation and returns data (failing loudly on top-level errors unless `allowErrors`). */
export async function run(app: App, query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const { body } = await graphql<Data>(app, { query, variables }, headers);
  if (body.errors) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
  return body.data!;
}

/** A public club with an owner, a member, a subscriber (level 1 of 2 plans), an administrator and an outsider. */
export async function communityWorld() {
  const owner = await signedIn({ role: 'CREATOR', nickname: 'Owner Mirei' });
  const club = await createClub({ ownerId: owner.user.id });
  const member = await signedIn({ nickname: 'Member Minji' });
  const subscriber = await signedIn({ nickname: 'Sub Haruto' });
  const outsider = await signedIn({ nickname: 'Outsider' });
  const admin = await signedIn({ role: 'ADMIN', nickname: 'Admin' });
  // Distinct join times: two joins in one millisecond would list in an arbitrary order.
  await joinClub({ clubId: club.id, userId: member.user.id, nickname: 'Minji in club', joinedAt: new Date(Date.now() - 2000) });
  await joinClub({ clubId: club.id, userId: subscriber.user.id, joinedAt: new Date(Date.now() - 1000) });
  const plan1 = await createPlan({ clubId: club.id, level: 1 });
  const plan2 = await createPlan({ clubId: club.id, level: 2 });
  await subscribe({ userId: subscriber.user.id, planId: plan1.id });
  return { owner, club, member, subscriber, outsider, admin, plan1, plan2 };
}
