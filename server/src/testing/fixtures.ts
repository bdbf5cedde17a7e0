// Small builders for test data. They write through Prisma like the services do.
import { newUid } from '../modules/accounts/uid.ts';
import { db } from '../platform/database.ts';

let counter = 0;
const next = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export async function createUser(data: { role?: 'USER' | 'CREATOR' | 'ADMIN'; nickname?: string } = {}) {
  const key = next();
  return db().user.create({
    data: { uid: newUid(), email: `u${key}@test.local`, nickname: data.nickname ?? `user ${key}`, role: data.role ?? 'USER' },
  });
}

export async function createClub(data: { ownerId?: string; isPublic?: boolean; name?: string } = {}) {
  const ownerId = data.ownerId ?? (await createUser({ role: 'CREATOR' })).id;
  const key = next();
  return db().club.create({
    data: { uri: `club-${key}`, name: data.name ?? `Club ${key}`, introduction: 'Hello', ownerId, isPublic: data.isPublic ?? true },
  });
}

export async function createPost(data: {
  clubId: string;
  authorId: string;
  title?: string;
  text?: string;
  isHidden?: boolean;
  isOwnerOnly?: boolean;
  isSubscriberOnly?: boolean;
  createdAt?: Date;
}) {
  const { text, ...rest } = data;
  return db().post.create({
    data: { title: 'A post', ...rest, content: [{ type: 'paragraph', text: text ?? 'Hello fans' }] },
  });
}
