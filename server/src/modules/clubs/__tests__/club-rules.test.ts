// Club rules through the real schema: creating, editing, publishing, joining and leaving, per-club
// profiles, members, lists and search (any script, wildcards escaped).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { createClub, createPlan, createStoredFile, createUser, joinClub, subscribe } from '../../../testing/fixtures.ts';
import { backfillNicknameKeys, ensureMembership } from '../clubs.service.ts';
import { nicknameKey } from '../nickname-key.ts';
import { communityWorld, gid, run, signedIn } from './community-helpers.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => app?.close());

const CREATE = `mutation ($input: CreateClubInput!) { createClub(input: $input) { __typename
  ... on CreateClubSuccess { club { id uri name isPublic publishedAt themeColor iconUrl links { label url } viewerIsOwner viewerCanEdit viewerCanJoin viewerCanPost } }
  ... on Error { code } ... on InvalidInputError { field } } }`;
const UPDATE = `mutation ($input: UpdateClubInput!) { updateClub(input: $input) { __typename
  ... on UpdateClubSuccess { club { name fandomName iconUrl bannerUrl links { url } } } ... on Error { code } ... on InvalidInputError { field } } }`;
const PUBLISH = `mutation ($id: ID!) { makeClubPublic(input: { clubId: $id }) { __typename ... on MakeClubPublicSuccess { club { isPublic publishedAt } } ... on Error { code } } }`;
const JOIN = `mutation ($input: JoinClubInput!) { joinClub(input: $input) { __typename
  ... on JoinClubSuccess { club { memberCount viewerCanJoin viewerCanPost viewerMembership { nickname customNickname } } membership { nickname customNickname avatarUrl } }
  ... on Error { code } ... on InvalidInputError { field } } }`;
const LEAVE = `mutation ($id: ID!) { leaveClub(input: { clubId: $id }) { __typename ... on LeaveClubSuccess { club { memberCount viewerMembership { id } } }
  ... on LeaveBlockedBySubscriptionError { code subscription { renews } } ... on Error { code } } }`;
const PROFILE = `mutation ($input: UpdateClubProfileInput!) { updateClubProfile(input: $input) { __typename
  ... on UpdateClubProfileSuccess { membership { nickname customNickname avatarUrl } } ... on Error { code } ... on InvalidInputError { field } } }`;
const NOTIFY = `mutation ($input: UpdateClubNotificationSettingsInput!) { updateClubNotificationSettings(input: $input) { __typename
  ... on UpdateClubNotificationSettingsSuccess { membership { notifyPosts notifyNotices } } ... on Error { code } } }`;

const input = (overrides: Record<string, unknown> = {}) => ({ uri: `club-${Math.random().toString(36).slice(2, 8)}`, name: 'Starlight', introduction: 'Hello', ...overrides });

describe('createClub', () => {
  it('creates a private club for creators and administrators only', async () => {
    const creator = await signedIn({ role: 'CREATOR' });
    const data = await run(app, CREATE, { input: input({ uri: 'starlight', themeColor: '#ff00aa', links: [{ label: 'YouTube', url: 'https://youtube.com/@x' }] }) }, creator.headers);
    expect(data.createClub.club).toMatchObject({
      uri: 'starlight',
      isPublic: false,
      publishedAt: null,
      themeColor: '#FF00AA',
      links: [{ label: 'YouTube', url: 'https://youtube.com/@x' }],
      viewerIsOwner: true,
      viewerCanEdit: true,
      viewerCanJoin: false,
      viewerCanPost: true,
    });
    const fan = await signedIn();
    expect((await run(app, CREATE, { input: input() }, fan.headers)).createClub.__typename).toBe('CreatorRequiredError');
    const admin = await signedIn({ role: 'ADMIN' });
    expect((await run(app, CREATE, { input: input() }, admin.headers)).createClub.__typename).toBe('CreateClubSuccess');
    // Private: guests and fans do not find it.
    expect((await run(app, '{ club(uri: "starlight") { __typename } }')).club.__typename).toBe('NotFoundError');
    expect((await run(app, CREATE, { input: input({ uri: 'starlight' }) }, admin.headers)).createClub.__typename).toBe('ClubUriTakenError');
  });

  it('checks the uri, name, introduction, colour, links and files', async () => {
    const creator = await signedIn({ role: 'CREATOR' });
    const stranger = await signedIn();
    const foreign = await createStoredFile({ ownerId: stranger.user.id, kind: 'IMAGE' });
    const attachment = await createStoredFile({ ownerId: creator.user.id, kind: 'ATTACHMENT' });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ uri: 'ab' }, 'INVALID_INPUT', 'uri'],
      [{ uri: '1club' }, 'INVALID_INPUT', 'uri'],
      [{ uri: 'Club' }, 'INVALID_INPUT', 'uri'],
      [{ uri: 'a'.repeat(31) }, 'INVALID_INPUT', 'uri'],
      [{ uri: 'bad_uri' }, 'INVALID_INPUT', 'uri'],
      [{ name: ' ' }, 'REQUIRED', 'name'],
      [{ name: 'x'.repeat(41) }, 'INVALID_INPUT', 'name'],
      [{ introduction: '' }, 'REQUIRED', 'introduction'],
      [{ introduction: 'x'.repeat(1001) }, 'INVALID_INPUT', 'introduction'],
      [{ fandomName: 'x'.repeat(31) }, 'INVALID_INPUT', 'fandomName'],
      [{ themeColor: 'purple' }, 'INVALID_INPUT', 'themeColor'],
      [{ links: [{ label: 'a', url: 'javascript:alert(1)' }] }, 'INVALID_URL', 'links.0'],
      [{ links: Array.from({ length: 6 }, () => ({ label: 'a', url: 'https://a.com' })) }, 'INVALID_INPUT', 'links'],
      [{ iconFileId: gid('UploadedFile', foreign.id) }, 'FILE_INVALID', 'iconFileId'],
      [{ bannerFileId: gid('UploadedFile', attachment.id) }, 'FILE_INVALID', 'bannerFileId'],
    ];
    for (const [overrides, code, field] of cases) {
      const data = await run(app, CREATE, { input: input(overrides) }, creator.headers);
      expect(data.createClub, JSON.stringify(overrides).slice(0, 80)).toMatchObject({ __typename: 'InvalidInputError', code, field });
    }
    // Depends on files.service findUsableFiles (the files helper of issue 4).
    const icon = await createStoredFile({ ownerId: creator.user.id, kind: 'IMAGE' });
    const ok = await run(app, CREATE, { input: input({ iconFileId: gid('UploadedFile', icon.id) }) }, creator.headers);
    expect(ok.createClub.club.iconUrl).toBe(`/files/${icon.id}.webp`);
  });
});

describe('updateClub and makeClubPublic', () => {
  it('lets the owner and administrators edit; publishing is one-way and stamps publishedAt', async () => {
    const owner = await signedIn({ role: 'CREATOR' });
    const club = await createClub({ ownerId: owner.user.id, isPublic: false });
    const icon = await createStoredFile({ ownerId: owner.user.id, kind: 'IMAGE' });
    const id = gid('Club', club.id);
    const edited = await run(app, UPDATE, { input: { clubId: id, name: ' New name ', fandomName: 'Stars', iconFileId: gid('UploadedFile', icon.id), links: [] } }, owner.headers);
    expect(edited.updateClub.club).toEqual({ name: 'New name', fandomName: 'Stars', iconUrl: `/files/${icon.id}.webp`, bannerUrl: null, links: [] });
    const removed = await run(app, UPDATE, { input: { clubId: id, removeIcon: true, fandomName: '' } }, owner.headers);
    expect(removed.updateClub.club).toMatchObject({ iconUrl: null, fandomName: null, name: 'New name' });
    expect((await run(app, UPDATE, { input: { clubId: id, name: '' } }, owner.headers)).updateClub).toMatchObject({ code: 'REQUIRED', field: 'name' });

    const fan = await signedIn();
    expect((await run(app, PUBLISH, { id }, fan.headers)).makeClubPublic.__typename).toBe('NotFoundError');
    const published = await run(app, PUBLISH, { id }, owner.headers);
    expect(published.makeClubPublic.club.isPublic).toBe(true);
    const at = published.makeClubPublic.club.publishedAt;
    expect(at).not.toBeNull();
    const again = await run(app, PUBLISH, { id }, owner.headers);
    expect(again.makeClubPublic.club.publishedAt).toBe(at);
    expect((await run(app, UPDATE, { input: { clubId: id, name: 'Hijack' } }, fan.headers)).updateClub.__typename).toBe('ForbiddenError');
  });
});

describe('membership', () => {
  it('joins with a per-club nickname or the main profile; owners cannot join; no double joins', async () => {
    const w = await communityWorld();
    const fan = await signedIn({ nickname: 'Main Name' });
    const id = gid('Club', w.club.id);
    for (const nickname of ['a', 'x'.repeat(21), 'a\u200b']) {
      expect((await run(app, JOIN, { input: { clubId: id, nickname } }, fan.headers)).joinClub).toMatchObject({ code: 'NICKNAME_LENGTH', field: 'nickname' });
    }
    // As the main nickname: no line breaks or text-direction controls ("\u202Enimda" shows as "admin").
    for (const nickname of ['Min\nji', '\u202enimda']) {
      expect((await run(app, JOIN, { input: { clubId: id, nickname } }, fan.headers)).joinClub).toMatchObject({ code: 'INVALID_CHARACTERS', field: 'nickname' });
    }
    const joined = await run(app, JOIN, { input: { clubId: id, nickname: ' 별빛 ' } }, fan.headers);
    expect(joined.joinClub.membership).toEqual({ nickname: '별빛', customNickname: '별빛', avatarUrl: null });
    expect(joined.joinClub.club).toMatchObject({ memberCount: 3, viewerCanJoin: false, viewerCanPost: true, viewerMembership: { nickname: '별빛' } });
    expect((await run(app, JOIN, { input: { clubId: id } }, fan.headers)).joinClub.__typename).toBe('AlreadyMemberError');
    expect((await run(app, JOIN, { input: { clubId: id } }, w.owner.headers)).joinClub.__typename).toBe('OwnerCannotJoinError');
    const plain = await signedIn({ nickname: 'Plain' });
    expect((await run(app, JOIN, { input: { clubId: id, nickname: null } }, plain.headers)).joinClub.membership).toEqual({ nickname: 'Plain', customNickname: null, avatarUrl: null });
    const privateClub = await createClub({ isPublic: false });
    expect((await run(app, JOIN, { input: { clubId: gid('Club', privateClub.id) } }, fan.headers)).joinClub.__typename).toBe('NotFoundError');
  });

  it('lets an administrator see a private club to moderate it, but neither join it nor subscribe in it: NOT_FOUND, as for anyone else', async () => {
    const w = await communityWorld();
    const privateClub = await createClub({ ownerId: w.owner.user.id, isPublic: false });
    const plan = await createPlan({ clubId: privateClub.id, level: 1 });
    const seen = await run(app, `query ($id: ID!) { node(id: $id) { ... on Club { id viewerCanJoin } } }`, { id: gid('Club', privateClub.id) }, w.admin.headers);
    expect(seen.node).toEqual({ id: gid('Club', privateClub.id), viewerCanJoin: false });
    expect((await run(app, JOIN, { input: { clubId: gid('Club', privateClub.id), nickname: 'Moderator' } }, w.admin.headers)).joinClub).toMatchObject({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
    const SUBSCRIBE = `mutation ($input: SubscribeToPlanInput!) { subscribeToPlan(input: $input) { __typename ... on Error { code } } }`;
    const buyer = { name: 'Kim Minji', phone: '01012345678', email: 'minji@example.com' };
    const subscribed = await run(app, SUBSCRIBE, { input: { planId: gid('Plan', plan.id), method: 'VIRTUAL_ACCOUNT', months: 1, buyer, agreeToOrderTerms: true } }, w.admin.headers);
    expect(subscribed.subscribeToPlan).toEqual({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
    expect(await db().clubMember.count({ where: { clubId: privateClub.id } })).toBe(0);
    expect(await db().order.count({ where: { clubId: privateClub.id } })).toBe(0);
    // A public club is theirs to join like anyone's.
    expect((await run(app, JOIN, { input: { clubId: gid('Club', w.club.id), nickname: 'Moderator' } }, w.admin.headers)).joinClub.__typename).toBe('JoinClubSuccess');
  });

  it('refuses leaving while a subscription renews, allows it after cancelling', async () => {
    const w = await communityWorld();
    const id = gid('Club', w.club.id);
    const blocked = await run(app, LEAVE, { id }, w.subscriber.headers);
    expect(blocked.leaveClub).toEqual({ __typename: 'LeaveBlockedBySubscriptionError', code: 'LEAVE_BLOCKED_BY_SUBSCRIPTION', subscription: { renews: true } });
    await db().subscription.updateMany({ where: { userId: w.subscriber.user.id }, data: { status: 'CANCELED', canceledAt: new Date() } });
    const left = await run(app, LEAVE, { id }, w.subscriber.headers);
    expect(left.leaveClub).toEqual({ __typename: 'LeaveClubSuccess', club: { memberCount: 1, viewerMembership: null } });
    expect((await run(app, LEAVE, { id }, w.subscriber.headers)).leaveClub.__typename).toBe('MembershipRequiredError');
    expect((await run(app, LEAVE, { id }, w.member.headers)).leaveClub.__typename).toBe('LeaveClubSuccess');
  });

  it('sets the per-club profile and notification switches for members only', async () => {
    const w = await communityWorld();
    const id = gid('Club', w.club.id);
    const avatar = await createStoredFile({ ownerId: w.member.user.id, kind: 'IMAGE' });
    const set = await run(app, PROFILE, { input: { clubId: id, nickname: 'Club Minji', avatarFileId: gid('UploadedFile', avatar.id) } }, w.member.headers);
    expect(set.updateClubProfile.membership).toEqual({ nickname: 'Club Minji', customNickname: 'Club Minji', avatarUrl: `/files/${avatar.id}.webp` });
    const reset = await run(app, PROFILE, { input: { clubId: id, nickname: '', removeAvatar: true } }, w.member.headers);
    expect(reset.updateClubProfile.membership).toEqual({ nickname: 'Member Minji', customNickname: null, avatarUrl: null });
    expect((await run(app, PROFILE, { input: { clubId: id, nickname: 'x' } }, w.member.headers)).updateClubProfile.code).toBe('NICKNAME_LENGTH');
    expect((await run(app, PROFILE, { input: { clubId: id, nickname: 'Nope' } }, w.outsider.headers)).updateClubProfile.__typename).toBe('MembershipRequiredError');
    const notify = await run(app, NOTIFY, { input: { clubId: id, notifyPosts: false, notifyNotices: true } }, w.member.headers);
    expect(notify.updateClubNotificationSettings.membership).toEqual({ notifyPosts: false, notifyNotices: true });
    expect((await run(app, NOTIFY, { input: { clubId: id, notifyPosts: false, notifyNotices: false } }, w.outsider.headers)).updateClubNotificationSettings.__typename).toBe('MembershipRequiredError');
  });

  it('lists members newest first with filters for the owner, and memberships for the user themself', async () => {
    const w = await communityWorld();
    const lapsed = await signedIn({ nickname: 'Lapsed' });
    await joinClub({ clubId: w.club.id, userId: lapsed.user.id, joinedAt: new Date(Date.now() + 1000) });
    await subscribe({ userId: lapsed.user.id, planId: w.plan1.id, status: 'EXPIRED', currentPeriodEnd: new Date(Date.now() - 1000) });
    const MEMBERS = `query ($uri: String!, $filter: ClubMemberFilter) { club(uri: $uri) { ... on Club { members(first: 10, filter: $filter) { totalCount edges { node { nickname subscriptionState } } } } } }`;
    const list = async (filter: string, headers: Record<string, string>) => (await run(app, MEMBERS, { uri: w.club.uri, filter }, headers)).club.members;
    const all = await list('ALL', w.owner.headers);
    expect(all.edges.map((e: { node: unknown }) => e.node)).toEqual([
      { nickname: 'Lapsed', subscriptionState: 'EXPIRED' },
      { nickname: 'Sub Haruto', subscriptionState: 'SUBSCRIBED' },
      { nickname: 'Minji in club', subscriptionState: 'NONE' },
    ]);
    expect((await list('SUBSCRIBED', w.owner.headers)).edges.map((e: { node: { nickname: string } }) => e.node.nickname)).toEqual(['Sub Haruto']);
    expect((await list('EXPIRED', w.admin.headers)).edges.map((e: { node: { nickname: string } }) => e.node.nickname)).toEqual(['Lapsed']);
    expect(await list('SUBSCRIBED', w.member.headers)).toEqual({ totalCount: 0, edges: [] });
    expect((await list('ALL', {})).edges.map((e: { node: { subscriptionState: null } }) => e.node.subscriptionState)).toEqual([null, null, null]);

    const MINE = `query ($id: ID!) { node(id: $id) { ... on User { clubMemberships(first: 5) { totalCount edges { node { club { uri } } } } ownedClubs { uri } } } }`;
    const mine = await run(app, MINE, { id: gid('User', w.member.user.id) }, w.member.headers);
    expect(mine.node.clubMemberships.edges).toEqual([{ node: { club: { uri: w.club.uri } } }]);
    expect((await run(app, MINE, { id: gid('User', w.member.user.id) }, w.owner.headers)).node.clubMemberships).toEqual({ totalCount: 0, edges: [] });
    const privateClub = await createClub({ ownerId: w.owner.user.id, isPublic: false });
    const owned = async (headers: Record<string, string>) =>
      (await run(app, MINE, { id: gid('User', w.owner.user.id) }, headers)).node.ownedClubs.map((c: { uri: string }) => c.uri);
    expect(await owned(w.owner.headers)).toEqual([w.club.uri, privateClub.uri]);
    expect(await owned({})).toEqual([w.club.uri]);
  });
});

describe('lists and search', () => {
  it('orders clubs by newest or recent activity and suggests clubs the viewer is not in', async () => {
    const fan = await signedIn();
    const old = await createClub({ name: 'Old but busy' });
    const fresh = await createClub({ name: 'Fresh and quiet' });
    await db().club.update({ where: { id: old.id }, data: { lastActivityAt: new Date(Date.now() + 60_000) } });
    await db().club.update({ where: { id: fresh.id }, data: { createdAt: new Date(Date.now() + 60_000), lastActivityAt: new Date(0) } });
    const ORDER = `query ($order: ClubOrder) { clubs(first: 2, orderBy: $order) { edges { node { name } } } }`;
    expect((await run(app, ORDER, { order: 'NEWEST' })).clubs.edges[0].node.name).toBe('Fresh and quiet');
    expect((await run(app, ORDER, { order: 'RECENT_ACTIVITY' })).clubs.edges[0].node.name).toBe('Old but busy');
    await joinClub({ clubId: old.id, userId: fan.user.id });
    const suggested = await run(app, '{ suggestedClubs(first: 20) { name } }', {}, fan.headers);
    const names = suggested.suggestedClubs.map((c: { name: string }) => c.name);
    expect(names).toContain('Fresh and quiet');
    expect(names).not.toContain('Old but busy');
  });

  it('searches names, fandom names and introductions in any script, case-insensitively, name matches first', async () => {
    const a = await createClub({ name: '별빛 노래방' });
    const b = await createClub({ name: 'ほしのおへや' });
    const c = await createClub({ name: 'Aurora' });
    await db().club.update({ where: { id: c.id }, data: { introduction: '一起看星光吧', fandomName: 'Stargazers' } });
    const d = await createClub({ name: 'Stargazers Hub' });
    await db().club.update({ where: { id: d.id }, data: { lastActivityAt: new Date(0) } });
    const e = await createClub({ name: '100% Idol_Life' });
    const hidden = await createClub({ name: '별빛 비밀', isPublic: false });
    const SEARCH = `query ($q: String!, $after: String) { searchClubs(query: $q, first: 1, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { id name } } } }`;
    const names = async (q: string) => {
      const out: string[] = [];
      let after: string | null = null;
      for (let i = 0; i < 10; i++) {
        const data = await run(app, SEARCH, { q, after });
        out.push(...data.searchClubs.edges.map((x: { node: { name: string } }) => x.node.name));
        if (!data.searchClubs.pageInfo.hasNextPage) break;
        after = data.searchClubs.pageInfo.endCursor;
      }
      return out;
    };
    expect(await names('별빛')).toEqual([a.name]);
    expect(await names('ほし')).toEqual([b.name]);
    expect(await names('星光')).toEqual(['Aurora']);
    // Name match outranks the fandom-name match even with older activity.
    expect(await names('STARGAZERS')).toEqual(['Stargazers Hub', 'Aurora']);
    expect(await names('%')).toEqual([e.name]);
    expect(await names('_')).toEqual([e.name]);
    expect(await names('   ')).toEqual([]);
    expect((await run(app, SEARCH, { q: '별빛' })).searchClubs.totalCount).toBe(1);
    void hidden;
  });
});

describe('club nicknames', () => {
  it('gives members who joined without a key theirs, leaving a clash without one', async () => {
    const club = await createClub();
    const early = await createUser({ nickname: 'Early Bird' });
    const copy = await createUser({ nickname: 'EARLY bird' });
    const other = await createUser({ nickname: 'Someone' });
    await joinClub({ clubId: club.id, userId: copy.id, joinedAt: new Date(Date.now() + 1000) });
    await joinClub({ clubId: club.id, userId: early.id });
    await joinClub({ clubId: club.id, userId: other.id, nickname: 'Sora' });
    // Batches of one walk every member without a key (earlier tests' too).
    expect(await backfillNicknameKeys(1)).toBeGreaterThanOrEqual(2);
    const keys = await db().clubMember.findMany({ where: { clubId: club.id }, select: { userId: true, nicknameKey: true } });
    const keyOf = (id: string) => keys.find((k) => k.userId === id)?.nicknameKey;
    expect(keyOf(early.id)).toBe(nicknameKey('Early Bird'));
    expect(keyOf(copy.id)).toBeNull();
    expect(keyOf(other.id)).toBe('sora');
    expect(await backfillNicknameKeys()).toBe(0);
  });

  it('keys a membership a subscription makes, and never refuses it for a name', async () => {
    const club = await createClub();
    const first = await createUser({ nickname: 'Starry' });
    const second = await createUser({ nickname: 'STARRY' });
    for (const u of [first, second]) await db().$transaction((tx) => ensureMembership(tx, club.id, u.id));
    const members = await db().clubMember.findMany({ where: { clubId: club.id }, orderBy: { joinedAt: 'asc' }, select: { userId: true, nicknameKey: true } });
    expect(members).toEqual([
      { userId: first.id, nicknameKey: 'starry' },
      { userId: second.id, nicknameKey: null },
    ]);
    // Already a member: nothing changes.
    await db().$transaction((tx) => ensureMembership(tx, club.id, first.id));
    expect(await db().clubMember.count({ where: { clubId: club.id } })).toBe(2);
  });

  it('are unique in a club ignoring case, width and lookalike letters, and may not imitate the creator', async () => {
    const w = await communityWorld();
    const clubId = gid('Club', w.club.id);
    const first = await signedIn({ nickname: 'First fan' });
    expect((await run(app, JOIN, { input: { clubId, nickname: 'Haruka' } }, first.headers)).joinClub.__typename).toBe('JoinClubSuccess');
    // Full-width letters, Cyrillic а and upper case all read as “Haruka”.
    for (const nickname of ['haruka', 'ＨＡＲＵＫＡ', 'Hаrukа', 'Ha.ru ka']) {
      const fan = await signedIn();
      const data = await run(app, JOIN, { input: { clubId, nickname } }, fan.headers);
      expect(data.joinClub, nickname).toMatchObject({ __typename: 'InvalidInputError', code: 'NICKNAME_TAKEN', field: 'nickname' });
    }
    // The owner is “Owner Mirei”: a zero for the O, or the same name as a main nickname, is refused too.
    const fan = await signedIn({ nickname: 'owner mirei' });
    expect((await run(app, JOIN, { input: { clubId, nickname: '0wner Mireі' } }, fan.headers)).joinClub).toMatchObject({ code: 'NICKNAME_RESERVED', field: 'nickname' });
    expect((await run(app, JOIN, { input: { clubId } }, fan.headers)).joinClub).toMatchObject({ code: 'NICKNAME_RESERVED' });
    expect((await run(app, JOIN, { input: { clubId, nickname: 'Mirei fan' } }, fan.headers)).joinClub.__typename).toBe('JoinClubSuccess');
    // Renaming into a taken name is refused; keeping one’s own name is not a clash.
    expect((await run(app, PROFILE, { input: { clubId, nickname: 'HARUKA' } }, fan.headers)).updateClubProfile).toMatchObject({ code: 'NICKNAME_TAKEN' });
    expect((await run(app, PROFILE, { input: { clubId, nickname: 'HARUKA' } }, first.headers)).updateClubProfile.__typename).toBe('UpdateClubProfileSuccess');
    // In another club the name is free.
    const other = await createClub();
    expect((await run(app, JOIN, { input: { clubId: gid('Club', other.id), nickname: 'Haruka' } }, fan.headers)).joinClub.__typename).toBe('JoinClubSuccess');
  });

  it('holds for members shown by their main nickname when they rename it', async () => {
    const w = await communityWorld();
    const clubId = gid('Club', w.club.id);
    const RENAME = `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { __typename ... on Error { code } } }`;
    const rename = async (who: { headers: Record<string, string> }, nickname: string) => {
      const data = (await run(app, RENAME, { input: { nickname } }, who.headers)).updateProfile;
      return data.code ?? data.__typename;
    };
    const haruka = await signedIn();
    expect((await run(app, JOIN, { input: { clubId, nickname: 'Haruka' } }, haruka.headers)).joinClub.__typename).toBe('JoinClubSuccess');
    // Joined without a club nickname: the club shows the main one.
    const fan = await signedIn({ nickname: 'Innocent' });
    expect((await run(app, JOIN, { input: { clubId } }, fan.headers)).joinClub.__typename).toBe('JoinClubSuccess');
    expect(await rename(fan, 'Owner Mirei')).toBe('NICKNAME_RESERVED');
    expect(await rename(fan, 'ＨＡＲＵＫＡ')).toBe('NICKNAME_TAKEN');
    expect((await db().user.findUniqueOrThrow({ where: { id: fan.user.id } })).nickname).toBe('Innocent');
    // Any other name is theirs, in the club too (its key follows, so nobody can take it there).
    expect(await rename(fan, 'Starlight')).toBe('UpdateProfileSuccess');
    const other = await signedIn();
    expect((await run(app, JOIN, { input: { clubId, nickname: 'starlight' } }, other.headers)).joinClub).toMatchObject({ code: 'NICKNAME_TAKEN' });
    // A club nickname of their own is not affected by the main one.
    expect(await rename(haruka, 'Owner Mirei')).toBe('UpdateProfileSuccess');
  });

  it('lets only one of two concurrent joins take a name (the database decides)', async () => {
    const w = await communityWorld();
    const fans = await Promise.all([signedIn(), signedIn(), signedIn(), signedIn()]);
    const results = await Promise.all(fans.map((f) => run(app, JOIN, { input: { clubId: gid('Club', w.club.id), nickname: 'Same Name' } }, f.headers)));
    const kinds = results.map((r) => r.joinClub.code ?? r.joinClub.__typename).sort();
    expect(kinds).toEqual(['JoinClubSuccess', 'NICKNAME_TAKEN', 'NICKNAME_TAKEN', 'NICKNAME_TAKEN']);
  });
});

describe('search without accents and by creator', () => {
  it('finds “Café” from “cafe” and a club by its creator’s nickname', async () => {
    const cafe = await createClub({ name: 'Café Lumière' });
    const creator = await createUser({ role: 'CREATOR', nickname: 'Zoë Starling' });
    const zoes = await createClub({ ownerId: creator.id, name: 'Night Owls' });
    const SEARCH = `query ($q: String!) { searchClubs(query: $q, first: 10) { totalCount edges { node { id name } } } }`;
    const names = async (q: string) => (await run(app, SEARCH, { q })).searchClubs.edges.map((x: { node: { name: string } }) => x.node.name);
    expect(await names('Cafe')).toEqual([cafe.name]);
    expect(await names('LUMIERE')).toEqual([cafe.name]);
    expect(await names('zoe star')).toEqual([zoes.name]);
    expect(await names('Zoë')).toEqual([zoes.name]);
    expect((await run(app, SEARCH, { q: 'zoe' })).searchClubs.totalCount).toBe(1);
  });
});

describe('plans on the club', () => {
  it('lists active plans by position; archived ones only for the owner who asks', async () => {
    const w = await communityWorld();
    const extra = await createPlan({ clubId: w.club.id, level: 3, position: 0 });
    await db().plan.update({ where: { id: w.plan2.id }, data: { archivedAt: new Date() } });
    const PLANS = `query ($uri: String!) { club(uri: $uri) { ... on Club { plans { level } all: plans(includeArchived: true) { level isArchived } } } }`;
    const owner = await run(app, PLANS, { uri: w.club.uri }, w.owner.headers);
    expect(owner.club.plans).toEqual([{ level: 3 }, { level: 1 }]);
    expect(owner.club.all).toEqual([{ level: 3, isArchived: false }, { level: 1, isArchived: false }, { level: 2, isArchived: true }]);
    const guest = await run(app, PLANS, { uri: w.club.uri });
    expect(guest.club.all).toEqual([{ level: 3, isArchived: false }, { level: 1, isArchived: false }]);
    void extra;
  });
});
