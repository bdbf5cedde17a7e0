// A member with a live paid subscription is not banned, and a banned user does not start one
// (blocks.service.ts): a ban and a card checkout for the same fan and club take one lock (lockMembershipOf),
// so whichever commits first is seen by the other. Without it the ban's check could pass, the checkout
// commit, and the ban then remove a fan left paying a renewing subscription. The row lock on the
// membership stops the ban inside its transaction, making the interleaving certain. Joining takes the same
// lock, so a ban committing meanwhile leaves no banned member.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { createClub, createPlan } from '../../../testing/fixtures.ts';
import { type HeldLock, withRowLock } from '../../../testing/waiting.ts';
import { gql, join, person } from '../../comments/__tests__/community-helpers.ts';
import { checkoutWith, registerCard } from '../../payments/__tests__/payment-helpers.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => app?.close());

const SUBSCRIBE = `mutation ($input: SubscribeToPlanInput!) { subscribeToPlan(input: $input) { __typename ... on Error { code } } }`;
const BAN = `mutation ($input: BanFromClubInput!) { banFromClub(input: $input) { __typename ... on Error { code } } }`;

/** Until `pending` is done or stopped on the membership lock (it does not stop without the fix). */
async function untilDoneOrWaiting(lock: HeldLock, pending: Promise<unknown>) {
  await Promise.race([pending, lock.untilWaiting(/pg_advisory_xact_lock/).catch(() => undefined)]);
}

describe('a ban racing a card checkout', () => {
  it('refunds the checkout of a fan banned meanwhile rather than leave them banned and paying', async () => {
    const owner = await person({ role: 'CREATOR', nickname: 'Owner Ban' });
    const club = await createClub({ ownerId: owner.id });
    const plan = await createPlan({ clubId: club.id, level: 1 });
    const fan = await person({ nickname: 'Payer' });
    const member = await join(club.id, fan.id);
    const card = await registerCard(app, fan);

    let banned = '';
    await withRowLock(database.current.url, 'SELECT id FROM "ClubMember" WHERE id = $1::uuid FOR UPDATE', [member.id], async (lock) => {
      const banning = gql(app, owner, BAN, { input: { clubId: encodeGlobalID('Club', club.id), userId: encodeGlobalID('User', fan.id) } });
      await lock.untilWaiting(/DELETE FROM "public"."ClubMember"/i);
      const buying = checkoutWith(app, SUBSCRIBE, fan, { planId: encodeGlobalID('Plan', plan.id), method: 'CARD', cardId: card.id });
      await untilDoneOrWaiting(lock, buying);
      await lock.release();
      banned = (await banning).data!.banFromClub.__typename;
      await buying;
    });
    expect(banned).toBe('BanFromClubSuccess');
    expect(await db().clubBan.count({ where: { userId: fan.id, clubId: club.id } })).toBe(1);
    expect(await db().subscription.count({ where: { userId: fan.id, clubId: club.id, status: 'ACTIVE' } })).toBe(0);
    expect(await db().payment.findMany({ where: { order: { userId: fan.id, clubId: club.id } }, select: { status: true } })).toEqual([{ status: 'REFUNDED' }]);
  });
});

describe('a ban racing a join', () => {
  it('leaves no banned member: the join is refused once the ban has committed', async () => {
    const owner = await person({ role: 'CREATOR', nickname: 'Owner Door' });
    const club = await createClub({ ownerId: owner.id });
    const fan = await person({ nickname: 'Joiner' });
    const JOIN = `mutation ($input: JoinClubInput!) { joinClub(input: $input) { __typename ... on Error { code } } }`;
    let outcome = { banned: '', joined: '' };
    // The fan's row, locked, stops the ban at its insert (a foreign key check), after its membership lock.
    await withRowLock(database.current.url, 'SELECT id FROM "User" WHERE id = $1::uuid FOR UPDATE', [fan.id], async (lock) => {
      const banning = gql(app, owner, BAN, { input: { clubId: encodeGlobalID('Club', club.id), userId: encodeGlobalID('User', fan.id) } });
      await lock.untilWaiting(/INSERT INTO "public"."ClubBan"/i);
      const joining = gql(app, fan, JOIN, { input: { clubId: encodeGlobalID('Club', club.id) } });
      await Promise.race([joining, lock.untilWaiting(/pg_advisory_xact_lock|INSERT INTO "public"."ClubMember"/i).catch(() => undefined)]);
      await lock.release();
      const [ban, join] = await Promise.all([banning, joining]);
      outcome = { banned: ban.data!.banFromClub.__typename, joined: join.data!.joinClub.code ?? join.data!.joinClub.__typename };
    });
    expect(outcome).toEqual({ banned: 'BanFromClubSuccess', joined: 'CLUB_BANNED' });
    expect(await db().clubMember.count({ where: { userId: fan.id, clubId: club.id } })).toBe(0);
  });
});
