// Leaving is refused while a subscription renews (domain-rules 5.2), so a renewing subscription always has
// its membership: leaving, a resubscribe and a card checkout for the same fan and club take one lock
// (lockMembershipOf), and leaving checks for a renewing subscription after taking it. Without it a resume
// or checkout committing between the leave's check and its delete left a fan paying with no membership
// (posting, commenting and chat then answer MEMBERSHIP_REQUIRED). The row lock on the membership stops
// the leave at its delete, making the interleaving certain.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { createClub, createPlan } from '../../../testing/fixtures.ts';
import { type HeldLock, withRowLock } from '../../../testing/waiting.ts';
import { gql, join, person, type Person } from '../../comments/__tests__/community-helpers.ts';
import { checkoutWith, registerCard } from '../../payments/__tests__/payment-helpers.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => app?.close());

const SUBSCRIBE = `mutation ($input: SubscribeToPlanInput!) { subscribeToPlan(input: $input) { __typename ... on Error { code } } }`;
const CANCEL = `mutation ($id: ID!) { cancelSubscription(input: { subscriptionId: $id }) { __typename ... on Error { code } } }`;
const RESUBSCRIBE = `mutation ($input: ResubscribeInput!) { resubscribe(input: $input) { __typename ... on Error { code } } }`;
const LEAVE = `mutation ($id: ID!) { leaveClub(input: { clubId: $id }) { __typename ... on Error { code } } }`;

/** Until `pending` is done or stopped on the membership lock (it does not stop without the fix). */
async function untilDoneOrWaiting(lock: HeldLock, pending: Promise<unknown>) {
  await Promise.race([pending, lock.untilWaiting(/pg_advisory_xact_lock/).catch(() => undefined)]);
}

async function memberWithCard(name: string) {
  const owner = await person({ role: 'CREATOR', nickname: `Owner ${name}` });
  const club = await createClub({ ownerId: owner.id });
  const plan = await createPlan({ clubId: club.id, level: 1 });
  const fan = await person({ nickname: name });
  const member = await join(club.id, fan.id);
  const card = await registerCard(app, fan);
  const subscribe = () => checkoutWith(app, SUBSCRIBE, fan, { planId: encodeGlobalID('Plan', plan.id), method: 'CARD', cardId: card.id });
  return { club, fan, member, subscribe };
}

/** Leaves, and runs `meanwhile` once the leave has checked and waits to delete the membership. */
async function leaveWhile(fan: Person, clubId: string, memberId: string, meanwhile: () => Promise<unknown>) {
  let left = '';
  await withRowLock(database.current.url, 'SELECT id FROM "ClubMember" WHERE id = $1::uuid FOR UPDATE', [memberId], async (lock) => {
    const leaving = gql(app, fan, LEAVE, { id: encodeGlobalID('Club', clubId) });
    await lock.untilWaiting(/DELETE FROM "public"."ClubMember"/i);
    const other = meanwhile();
    await untilDoneOrWaiting(lock, other);
    await lock.release();
    left = (await leaving).data!.leaveClub.__typename;
    await other;
  });
  return left;
}

const renewingWithoutMembership = async (userId: string, clubId: string) => ({
  renewing: await db().subscription.count({ where: { userId, clubId, status: 'ACTIVE', method: 'CARD' } }),
  member: await db().clubMember.count({ where: { userId, clubId } }),
});

describe('leaving while a subscription starts again', () => {
  it('keeps the membership of a subscription resumed in another tab', async () => {
    const { club, fan, member, subscribe } = await memberWithCard('Resumer');
    expect((await subscribe()).__typename).toBe('SubscribeToPlanSuccess');
    const sub = await db().subscription.findFirstOrThrow({ where: { userId: fan.id, clubId: club.id } });
    const subId = encodeGlobalID('PlanSubscription', sub.id);
    expect((await gql(app, fan, CANCEL, { id: subId })).data!.cancelSubscription.__typename).toBe('CancelSubscriptionSuccess');

    let resumed = '';
    const left = await leaveWhile(fan, club.id, member.id, async () => {
      resumed = (await gql(app, fan, RESUBSCRIBE, { input: { subscriptionId: subId } })).data!.resubscribe.__typename;
    });
    // The leave went first (the subscription was cancelled); the resume then made the fan a member again.
    expect({ left, resumed }).toEqual({ left: 'LeaveClubSuccess', resumed: 'ResubscribeSuccess' });
    expect(await renewingWithoutMembership(fan.id, club.id)).toEqual({ renewing: 1, member: 1 });
  });

  it('keeps the membership of a card checkout made in another tab', async () => {
    const { club, fan, member, subscribe } = await memberWithCard('Buyer');
    let bought = '';
    const left = await leaveWhile(fan, club.id, member.id, async () => {
      bought = String((await subscribe()).__typename);
    });
    expect({ left, bought }).toEqual({ left: 'LeaveClubSuccess', bought: 'SubscribeToPlanSuccess' });
    expect(await renewingWithoutMembership(fan.id, club.id)).toEqual({ renewing: 1, member: 1 });
  });
});
