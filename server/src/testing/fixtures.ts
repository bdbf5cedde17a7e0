// Small builders for test data. They write through Prisma like the services do.
import { newUid } from '../modules/accounts/uid.ts';
import { contentSummary } from '../modules/posts/post-content.ts';
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
  content?: unknown[];
  isHidden?: boolean;
  isOwnerOnly?: boolean;
  isSubscriberOnly?: boolean;
  isNotice?: boolean;
  isOwnerPost?: boolean;
  requiredPlanId?: string | null;
  createdAt?: Date;
}) {
  const { text, content = [{ type: 'paragraph', spans: [{ text: text ?? 'Hello fans' }] }], ...rest } = data;
  return db().post.create({
    data: {
      title: 'A post',
      ...rest,
      // A post created "in the past" was not edited since.
      ...(rest.createdAt ? { updatedAt: rest.createdAt } : {}),
      content: content as object[],
      ...contentSummary(content, rest.isSubscriberOnly ?? false),
    },
  });
}

/** A membership (optionally with a per-club nickname). */
export async function joinClub(data: { clubId: string; userId: string; nickname?: string | null; joinedAt?: Date }) {
  return db().clubMember.create({ data });
}

export async function createPlan(data: { clubId: string; level?: number; name?: string; monthlyPrice?: number; position?: number }) {
  return db().plan.create({
    data: {
      clubId: data.clubId,
      level: data.level ?? 1,
      name: data.name ?? `Level ${data.level ?? 1}`,
      monthlyPrice: data.monthlyPrice ?? 5000,
      benefits: ['Subscriber posts'],
      position: data.position ?? data.level ?? 1,
    },
  });
}

/** A subscription written directly, as checkout would leave it (paying is not part of these fixtures). */
export async function subscribe(data: {
  userId: string;
  planId: string;
  status?: 'ACTIVE' | 'CANCELED' | 'EXPIRED';
  method?: 'CARD' | 'VIRTUAL_ACCOUNT';
  currentPeriodEnd?: Date;
}) {
  const plan = await db().plan.findUniqueOrThrow({ where: { id: data.planId }, select: { clubId: true } });
  return db().subscription.create({
    data: {
      clubId: plan.clubId,
      planId: data.planId,
      userId: data.userId,
      status: data.status ?? 'ACTIVE',
      method: data.method ?? 'CARD',
      currentPeriodEnd: data.currentPeriodEnd ?? new Date(Date.now() + 30 * 24 * 3600_000),
      canceledAt: data.status === 'CANCELED' ? new Date() : null,
    },
  });
}

/** An uploaded file row (the bytes are not needed by the rules that check ownership and kind). */
export async function createStoredFile(data: { ownerId: string; kind: 'IMAGE' | 'MEDIA' | 'ATTACHMENT'; mimeType?: string; name?: string }) {
  const key = next();
  const mimeType = data.mimeType ?? (data.kind === 'IMAGE' ? 'image/webp' : data.kind === 'MEDIA' ? 'video/mp4' : 'application/pdf');
  return db().storedFile.create({
    data: {
      ownerId: data.ownerId,
      kind: data.kind,
      mimeType,
      byteSize: 1234,
      originalName: data.name ?? `file-${key}`,
      storageKey: `test/${key}`,
      width: data.kind === 'IMAGE' ? 640 : null,
      height: data.kind === 'IMAGE' ? 480 : null,
    },
  });
}
