// What a club owner hears of (issue 13), in the app and by e-mail when they want e-mail: a new member, a
// new or cancelled subscriber, a payment, an order to ship and a comment on their post — through the real
// mutations, never about the owner's own doing.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { createClub } from '../../../testing/fixtures.ts';
import { gql, person, post } from '../../comments/__tests__/community-helpers.ts';
import { until } from '../../../testing/waiting.ts';
import { BUYER, registerCard } from '../../payments/__tests__/payment-helpers.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => app?.close());

const kindsOf = async (recipientId: string) =>
  (await db().notification.findMany({ where: { recipientId }, orderBy: { createdAt: 'asc' } })).map((n) => n.kind);

describe('creator notifications', () => {
  it('tells the owner of joins, subscribers, payments, cancellations and comments, and e-mails them', async () => {
    const owner = await person({ role: 'CREATOR', nickname: 'Owner' });
    await db().user.update({ where: { id: owner.id }, data: { locale: 'ko' } });
    const club = await createClub({ ownerId: owner.id, name: '하루 클럽' });
    const plan = await db().plan.create({ data: { clubId: club.id, name: 'Gold', monthlyPrice: 5_000, benefits: [], level: 1 } });
    const fan = await person({ nickname: 'Fan Minji' });

    const JOIN = `mutation ($input: JoinClubInput!) { joinClub(input: $input) { __typename } }`;
    await gql(app, fan, JOIN, { input: { clubId: encodeGlobalID('Club', club.id), nickname: 'Minji' } });
    const card = await registerCard(app, fan);
    const SUBSCRIBE = `mutation ($input: SubscribeToPlanInput!) { subscribeToPlan(input: $input) { __typename ... on SubscribeToPlanSuccess { payment { status } } } }`;
    const paid = await gql(app, fan, SUBSCRIBE, { input: { planId: encodeGlobalID('Plan', plan.id), cardId: card.id, method: 'CARD', buyer: BUYER, agreeToOrderTerms: true } });
    expect(paid.data?.subscribeToPlan.__typename).toBe('SubscribeToPlanSuccess');
    const sub = await db().subscription.findFirstOrThrow({ where: { userId: fan.id } });
    const CANCEL = `mutation ($input: CancelSubscriptionInput!) { cancelSubscription(input: $input) { __typename } }`;
    expect((await gql(app, fan, CANCEL, { input: { subscriptionId: encodeGlobalID('PlanSubscription', sub.id) } })).errors).toBeUndefined();
    const ownerPost = await post(club.id, owner.id, { title: 'Hello fans', isOwnerPost: true });
    const COMMENT = `mutation ($input: CreateCommentInput!) { createComment(input: $input) { __typename } }`;
    expect((await gql(app, fan, COMMENT, { input: { postId: encodeGlobalID('Post', ownerPost.id), body: 'Love it' } })).errors).toBeUndefined();
    // The owner's own comment tells nobody.
    await gql(app, owner, COMMENT, { input: { postId: encodeGlobalID('Post', ownerPost.id), body: 'Thanks!' } });

    const expected = ['CLUB_MEMBER_JOINED', 'CLUB_PAYMENT_RECEIVED', 'CLUB_SUBSCRIBER_STARTED', 'CLUB_SUBSCRIBER_CANCELLED', 'POST_COMMENTED'];
    const kinds = await until(() => kindsOf(owner.id), (k) => k.length >= expected.length);
    expect(new Set(kinds)).toEqual(new Set(expected));
    expect(kinds).toHaveLength(expected.length);
    const started = await db().notification.findFirstOrThrow({ where: { recipientId: owner.id, kind: 'CLUB_SUBSCRIBER_STARTED' } });
    expect(started).toMatchObject({ actorId: fan.id, planName: 'Gold', clubId: club.id });
    expect(await db().notification.findFirstOrThrow({ where: { recipientId: owner.id, kind: 'CLUB_PAYMENT_RECEIVED' } })).toMatchObject({ amount: 5_000 });

    // The owner reads them through GraphQL like any notification, with the fan's club nickname.
    const LIST = `{ notifications(first: 10) { edges { node { kind actorName amount planName } } } }`;
    const listed = (await gql(app, owner, LIST)).data!.notifications.edges.map((e: { node: { kind: string; actorName: string | null } }) => e.node);
    expect(listed.find((n: { kind: string }) => n.kind === 'CLUB_MEMBER_JOINED')?.actorName).toBe('Minji');

    // E-mail in the owner's language.
    const mails = await until(() => db().mailMessage.findMany({ where: { to: owner.email } }), (m) => m.length >= expected.length);
    expect(mails.map((m) => m.subject)).toContain('Minji님이 하루 클럽에 가입했어요');
  });

  it('sends no e-mail to an owner who turned e-mail off, and tells of orders to ship', async () => {
    const owner = await person({ role: 'CREATOR', email: false });
    const club = await createClub({ ownerId: owner.id });
    const { notifyClubOwner } = await import('../notifications.service.ts');
    await notifyClubOwner({ kind: 'CLUB_ORDER_TO_SHIP', clubId: club.id, orderId: crypto.randomUUID(), orderTitle: 'Acrylic stand' });
    expect(await kindsOf(owner.id)).toEqual(['CLUB_ORDER_TO_SHIP']);
    await new Promise((r) => setTimeout(r, 200));
    expect(await db().mailMessage.count({ where: { to: owner.email } })).toBe(0);
  });
});
