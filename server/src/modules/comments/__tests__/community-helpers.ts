// Shared by the comments and notifications tests: a club with one person of every standing, signed-in
// GraphQL over HTTP, and graphql-ws clients that carry a session cookie.
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Client } from 'graphql-ws';
import type { App } from '../../../app.ts';
import { SESSION_COOKIE } from '../../../http/session-cookie.ts';
import { db } from '../../../platform/database.ts';
import { graphql, type GraphQLResponse } from '../../../testing/app.ts';
import { websocketClient } from '../../../testing/websocket.ts';
import { createClub, createPost, createUser } from '../../../testing/fixtures.ts';
import { createSession } from '../../accounts/sessions.service.ts';

export type Person = { id: string; headers: Record<string, string>; cookie: string | null };

export const GUEST: Person = { id: '', headers: {}, cookie: null };

export async function signedIn(user: { id: string }): Promise<Person> {
  const { token } = await createSession(user.id);
  const cookie = `${SESSION_COOKIE}=${token}`;
  return { id: user.id, headers: { cookie }, cookie };
}

export async function person(data: { role?: 'USER' | 'CREATOR' | 'ADMIN'; nickname?: string; email?: boolean } = {}) {
  const user = await createUser({ role: data.role, nickname: data.nickname });
  if (data.email === false) await db().user.update({ where: { id: user.id }, data: { notifyByEmail: false } });
  return { ...(await signedIn(user)), email: user.email! };
}

export async function join(clubId: string, userId: string, data: { nickname?: string | null; notifyPosts?: boolean; notifyNotices?: boolean } = {}) {
  return db().clubMember.create({ data: { clubId, userId, ...data } });
}

/** A public club with its owner, a member, a subscriber (member with an ACTIVE plan), an outsider and an admin. */
export async function community() {
  const owner = await person({ role: 'CREATOR', nickname: 'Owner Main' });
  const club = await createClub({ ownerId: owner.id });
  const member = await person({ nickname: 'Member Main' });
  await join(club.id, member.id, { nickname: 'Member Club' });
  const subscriber = await person({ nickname: 'Sub Main' });
  await join(club.id, subscriber.id);
  const plan = await db().plan.create({ data: { clubId: club.id, name: 'Gold', monthlyPrice: 5000, benefits: [], level: 1 } });
  await db().subscription.create({
    data: { clubId: club.id, planId: plan.id, userId: subscriber.id, currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000) },
  });
  const user = await person({ nickname: 'Outsider' });
  const admin = await person({ role: 'ADMIN', nickname: 'Admin' });
  return { club, owner, member, subscriber, user, admin, guest: GUEST };
}

export const postGid = (id: string) => encodeGlobalID('Post', id);
export const commentGid = (id: string) => encodeGlobalID('Comment', id);

export async function post(clubId: string, authorId: string, data: Parameters<typeof createPost>[0] extends infer P ? Partial<P> : never = {}) {
  return createPost({ clubId, authorId, ...data });
}

/** A comment written straight to the database (for setting up threads quickly). */
export async function comment(postId: string, authorId: string, data: { body?: string; parentId?: string; mentionedUserId?: string; createdAt?: Date } = {}) {
  return db().comment.create({ data: { postId, authorId, body: data.body ?? 'hello', ...data } });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response shapes vary per test
export type Data = Record<string, any>;

export async function gql(app: App, who: Person, query: string, variables: Record<string, unknown> = {}): Promise<GraphQLResponse<Data>> {
  const { body } = await graphql<Data>(app, { query, variables }, who.headers);
  return body;
}

/** A graphql-ws client on the app's /graphql, signed in as `who` through the session cookie. */
export function wsClient(app: App, who: Person): Client {
  return websocketClient(app, who.cookie ? { cookie: who.cookie } : {});
}

export { subscribe, type Subscription, warmUp } from '../../../testing/websocket.ts';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
