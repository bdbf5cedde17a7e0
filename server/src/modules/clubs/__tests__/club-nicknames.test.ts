// The name a club shows for a member is unique there and may not read like the owner's (DESIGN 9,
// domain-rules 5.2), through every path that sets one: the key folds case for every letter (capital I
// included) and ignores invisible letters such as the Hangul fillers; a paid subscription, which joins
// with the main nickname, neither charges for nor shows the owner's lookalike; the owner's own rename is
// checked against their members; a member is not locked out of the name they already hold; and a deployed
// database gets the new keys (the migration drops them, the start-up backfill computes them again).
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { readMigrations } from '../../../platform/migrations.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { createClub, createPlan, subscribe } from '../../../testing/fixtures.ts';
import { gql, person, type Person } from '../../comments/__tests__/community-helpers.ts';
import { checkoutWith, registerCard } from '../../payments/__tests__/payment-helpers.ts';
import { backfillNicknameKeys } from '../clubs.service.ts';
import { nicknameKey } from '../nickname-key.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => app?.close());

const gid = (type: string, id: string) => encodeGlobalID(type, id);
const JOIN = `mutation ($input: JoinClubInput!) { joinClub(input: $input) { __typename ... on Error { code } } }`;
const PROFILE = `mutation ($input: UpdateClubProfileInput!) { updateClubProfile(input: $input) { __typename ... on Error { code } } }`;
const RENAME = `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { __typename ... on Error { code } } }`;
const SUBSCRIBE = `mutation ($input: SubscribeToPlanInput!) { subscribeToPlan(input: $input) {
  __typename ... on SubscribeToPlanSuccess { payment { id status } } ... on Error { code } ... on InvalidInputError { field } } }`;
const RESUBSCRIBE = `mutation ($input: ResubscribeInput!) { resubscribe(input: $input) { __typename ... on Error { code } } }`;

async function outcome(who: Person, query: string, input: Record<string, unknown>, field: string): Promise<string> {
  const res = await gql(app, who, query, { input });
  if (res.errors?.length) throw new Error(JSON.stringify(res.errors));
  const data = res.data![field];
  return data.code ?? data.__typename;
}

async function ownedClub(ownerNickname: string) {
  const owner = await person({ role: 'CREATOR', nickname: ownerNickname });
  const club = await createClub({ ownerId: owner.id });
  return { owner, club, clubId: gid('Club', club.id) };
}

const shownName = async (clubId: string, userId: string) => {
  const member = await db().clubMember.findUniqueOrThrow({ where: { clubId_userId: { clubId, userId } }, include: { user: true } });
  return member.nickname ?? member.user.nickname;
};

describe('nicknameKey', () => {
  it('folds case for every letter: capital I is the capital of i and reads as l', () => {
    expect(nicknameKey('IRIS')).toBe(nicknameKey('iris'));
    expect(nicknameKey('OWNER MIREI')).toBe(nicknameKey('Owner Mirei'));
    expect(nicknameKey('lris')).toBe(nicknameKey('Iris'));
    // Greek capitals still read as the Latin capitals they imitate.
    expect(nicknameKey('ΝΑΝΑ')).toBe(nicknameKey('nana'));
  });

  it('ignores the Hangul fillers and other characters that draw nothing', () => {
    for (const invisible of ['\u3164', '\u115F', '\u1160', '\uFFA0', '\u200B', '\u2060']) {
      expect(nicknameKey(`Mi${invisible}rei${invisible}`), invisible.codePointAt(0)!.toString(16)).toBe(nicknameKey('Mirei'));
    }
    expect(nicknameKey('하루카')).toBe('하루카');
  });
});

describe('joining', () => {
  it('refuses the owner’s name in upper case or padded with a filler (NICKNAME_RESERVED)', async () => {
    const { clubId } = await ownedClub('Owner Mirei');
    const fan = await person();
    expect(await outcome(fan, JOIN, { clubId, nickname: 'OWNER MIREI' }, 'joinClub')).toBe('NICKNAME_RESERVED');
    expect(await outcome(fan, JOIN, { clubId, nickname: 'Owner Mirei\u3164' }, 'joinClub')).toBe('NICKNAME_RESERVED');
  });

  it('refuses a member’s name in upper case or padded with a filler (NICKNAME_TAKEN)', async () => {
    const { clubId } = await ownedClub('Owner Nana');
    expect(await outcome(await person(), JOIN, { clubId, nickname: 'iris' }, 'joinClub')).toBe('JoinClubSuccess');
    expect(await outcome(await person(), JOIN, { clubId, nickname: 'IRIS' }, 'joinClub')).toBe('NICKNAME_TAKEN');
    expect(await outcome(await person(), JOIN, { clubId, nickname: 'iris\uFFA0' }, 'joinClub')).toBe('NICKNAME_TAKEN');
  });
});

describe('a subscription, which joins with the main nickname', () => {
  it('is refused before any charge for an outsider whose main nickname reads like the owner’s', async () => {
    const { club, clubId } = await ownedClub('Owner Yuna');
    const plan = await createPlan({ clubId: club.id, level: 1 });
    // A main nickname is free outside the clubs one joined.
    const fan = await person({ nickname: 'Innocent' });
    expect(await outcome(fan, RENAME, { nickname: 'owner yuna' }, 'updateProfile')).toBe('UpdateProfileSuccess');
    const card = await registerCard(app, fan);
    const refused = await checkoutWith(app, SUBSCRIBE, fan, { planId: gid('Plan', plan.id), method: 'CARD', cardId: card.id });
    expect(refused).toMatchObject({ __typename: 'InvalidInputError', code: 'NICKNAME_RESERVED', field: 'nickname' });
    expect(await db().payment.count({ where: { order: { userId: fan.id } } })).toBe(0);
    expect(await db().clubMember.count({ where: { clubId: club.id, userId: fan.id } })).toBe(0);
    // Joined with a club nickname first, they subscribe as that member.
    expect(await outcome(fan, JOIN, { clubId, nickname: 'Yuna fan' }, 'joinClub')).toBe('JoinClubSuccess');
    const paid = await checkoutWith(app, SUBSCRIBE, fan, { planId: gid('Plan', plan.id), method: 'CARD', cardId: card.id });
    expect(paid).toMatchObject({ __typename: 'SubscribeToPlanSuccess', payment: { status: 'PAID' } });
    expect(await shownName(club.id, fan.id)).toBe('Yuna fan');
  });

  it('never shows the owner’s lookalike when a resubscribe brings a fan back (it cannot be refused)', async () => {
    const { club, clubId } = await ownedClub('Owner Hana');
    const plan = await createPlan({ clubId: club.id, level: 1 });
    const fan = await person({ nickname: 'Quiet fan' });
    const card = await registerCard(app, fan);
    // Cancelled, left the club, then took the owner's name as their main nickname.
    const sub = await subscribe({ userId: fan.id, planId: plan.id, status: 'CANCELED' });
    expect(await outcome(fan, RENAME, { nickname: 'OWNER HANA' }, 'updateProfile')).toBe('UpdateProfileSuccess');
    expect(await outcome(fan, RESUBSCRIBE, { subscriptionId: gid('PlanSubscription', sub.id), cardId: card.id }, 'resubscribe')).toBe('ResubscribeSuccess');
    const shown = await shownName(club.id, fan.id);
    expect(nicknameKey(shown)).not.toBe(nicknameKey('Owner Hana'));
    // The member keeps a key, so nobody else can take the name shown; they may choose their own.
    expect(await outcome(await person(), JOIN, { clubId, nickname: shown }, 'joinClub')).toBe('NICKNAME_TAKEN');
    expect(await outcome(fan, PROFILE, { clubId, nickname: 'Hana fan' }, 'updateClubProfile')).toBe('UpdateClubProfileSuccess');
  });
});

describe('the owner’s main nickname', () => {
  it('may not be renamed to the name a member of a club they own goes by (NICKNAME_TAKEN)', async () => {
    const { owner, clubId } = await ownedClub('Owner Rin');
    expect(await outcome(await person(), JOIN, { clubId, nickname: 'Haneul' }, 'joinClub')).toBe('JoinClubSuccess');
    expect(await outcome(owner, RENAME, { nickname: 'HANEUL' }, 'updateProfile')).toBe('NICKNAME_TAKEN');
    expect((await db().user.findUniqueOrThrow({ where: { id: owner.id } })).nickname).toBe('Owner Rin');
    expect(await outcome(owner, RENAME, { nickname: 'Rin' }, 'updateProfile')).toBe('UpdateProfileSuccess');
  });

  it('does not lock a member out of the name they held before the owner took a lookalike', async () => {
    const { owner, clubId } = await ownedClub('Owner Dami');
    const fan = await person();
    expect(await outcome(fan, JOIN, { clubId, nickname: 'Bora' }, 'joinClub')).toBe('JoinClubSuccess');
    // The owner took it before renames were checked against their members.
    await db().user.update({ where: { id: owner.id }, data: { nickname: 'BORA' } });
    expect(await outcome(fan, PROFILE, { clubId, nickname: 'Bora' }, 'updateClubProfile')).toBe('UpdateClubProfileSuccess');
    // Anyone else is still refused the owner's name.
    expect(await outcome(await person(), JOIN, { clubId, nickname: 'bora' }, 'joinClub')).toBe('NICKNAME_RESERVED');
  });
});

describe('a deployed database', () => {
  // Last in the file: the migration drops every key in this test database.
  it('gets the new keys: the migration drops them and the start-up backfill computes them again', async () => {
    const { club } = await ownedClub('Owner Sena');
    const early = await person({ nickname: 'iris' });
    const late = await person({ nickname: 'IRIS' });
    // Keys as the old nicknameKey stored them: capital I was l, lower-case i stayed i.
    await db().clubMember.create({ data: { clubId: club.id, userId: early.id, nicknameKey: 'iris', joinedAt: new Date(Date.now() - 60_000) } });
    await db().clubMember.create({ data: { clubId: club.id, userId: late.id, nicknameKey: 'lrls' } });
    const migration = readMigrations().find((m) => m.name.endsWith('_club_nickname_keys_recomputed'));
    await db().$executeRawUnsafe(migration!.sql);
    await backfillNicknameKeys();
    const keys = await db().clubMember.findMany({ where: { clubId: club.id }, select: { userId: true, nicknameKey: true } });
    // The earlier member keeps the name the two now share; the later one is left without a key.
    expect(keys.find((k) => k.userId === early.id)?.nicknameKey).toBe(nicknameKey('iris'));
    expect(keys.find((k) => k.userId === late.id)?.nicknameKey).toBeNull();
  });
});
