// Deleting what showed a file (a post, a chat message, an account), or an edit taking it out (of a post, an
// avatar, a club's icon or banner), stops the file being served and removes its bytes, unless something else
// of its owner still shows it (another post, an avatar, a club's icon, a product). Over real HTTP to a
// started app.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { createAccount, gql as accountGql, PASSWORD } from '../../accounts/__tests__/account-helpers.ts';
import { community, gql, type Person } from '../../comments/__tests__/community-helpers.ts';

const database = setupTestDatabase();
let app: App;
let filesDir: string;
beforeAll(async () => {
  filesDir = await fs.mkdtemp(path.join(os.tmpdir(), 'oshi-file-release-'));
  app = await startTestApp(database.current.url, { FILES_DIR: filesDir });
});
afterAll(async () => {
  await app?.close();
  await fs.rm(filesDir, { recursive: true, force: true });
});

type Uploaded = { id: string; rawId: string; url: string };

let colour = 0;
async function upload(headers: Record<string, string>, kind: 'image' | 'attachment', name: string): Promise<Uploaded> {
  const bytes =
    kind === 'image'
      ? await sharp({ create: { width: 16, height: 16, channels: 3, background: { r: colour++ % 256, g: 80, b: 160 } } }).png().toBuffer()
      : Buffer.from(`notes ${colour++}\n`);
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${app.url}/files`, { method: 'POST', headers: { 'x-oshi-client': 'web', ...headers }, body: form });
  expect(res.status).toBe(201);
  const body = (await res.json()) as { id: string; url: string };
  return { id: body.id, rawId: decodeGlobalID(body.id).id, url: body.url };
}

const status = async (url: string) => (await fetch(`${app.url}${url}`)).status;
const stored = async (file: Uploaded) => {
  const row = await db().storedFile.findUnique({ where: { id: file.rawId } });
  return row !== null;
};
const onDisk = async (rawId: string) => {
  for (const folder of ['image', 'media', 'attachment']) {
    const entries = await fs.readdir(path.join(filesDir, folder)).catch(() => [] as string[]);
    if (entries.some((e) => e.startsWith(rawId))) return true;
  }
  return false;
};

const CREATE_POST = `mutation ($input: CreatePostInput!) { createPost(input: $input) { __typename ... on CreatePostSuccess { post { id } } } }`;
const DELETE_POST = `mutation ($input: DeletePostInput!) { deletePost(input: $input) { __typename } }`;
const SEND = `mutation ($input: SendChatMessageInput!) { sendChatMessage(input: $input) { __typename ... on ChatMessagePayload { message { id imageUrl } } } }`;
const DELETE_MESSAGE = `mutation ($id: ID!) { deleteChatMessage(messageId: $id) { __typename } }`;
const UPDATE_PROFILE = `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { __typename } }`;

async function createPost(who: Person, clubId: string, content: unknown[], extra: Record<string, unknown> = {}) {
  const res = await gql(app, who, CREATE_POST, { input: { clubId: encodeGlobalID('Club', clubId), title: 'Photos', content, ...extra } });
  expect(res.data?.createPost.__typename).toBe('CreatePostSuccess');
  return res.data!.createPost.post.id as string;
}

describe('files of deleted things', () => {
  it('a deleted post takes its pictures and attachments with it, in a subscriber-only section too; one still shown elsewhere stays', async () => {
    const w = await community();
    const only = await upload(w.owner.headers, 'image', 'exclusive.png');
    const hidden = await upload(w.owner.headers, 'image', 'section.png');
    const notes = await upload(w.owner.headers, 'attachment', 'notes.txt');
    const shared = await upload(w.owner.headers, 'image', 'shared.png');
    const icon = await upload(w.owner.headers, 'image', 'icon.png');
    const sold = await upload(w.owner.headers, 'image', 'goods.png');
    const postId = await createPost(
      w.owner,
      w.club.id,
      [
        { image: { fileId: only.id } },
        { image: { fileId: shared.id } },
        { image: { fileId: icon.id } },
        { image: { fileId: sold.id } },
        { attachment: { fileId: notes.id } },
        { subscriberOnly: { blocks: [{ image: { fileId: hidden.id } }] } },
      ],
      { isSubscriberOnly: true },
    );
    await createPost(w.owner, w.club.id, [{ image: { fileId: shared.id } }]);
    const setIcon = await gql(app, w.owner, `mutation ($input: UpdateClubInput!) { updateClub(input: $input) { __typename } }`, {
      input: { clubId: encodeGlobalID('Club', w.club.id), iconFileId: icon.id },
    });
    expect(setIcon.data?.updateClub.__typename).toBe('UpdateClubSuccess');
    await db().product.create({ data: { clubId: w.club.id, kind: 'GOODS', name: 'Tote', description: '', price: 20_000, imageFileIds: [sold.rawId], status: 'ARCHIVED' } });
    for (const f of [only, hidden, notes, shared, icon, sold]) expect(await status(f.url)).toBe(200);

    const del = await gql(app, w.owner, DELETE_POST, { input: { postId } });
    expect(del.data?.deletePost.__typename).toBe('DeletePostSuccess');
    for (const f of [only, hidden, notes]) {
      expect(await status(f.url)).toBe(404);
      expect(await stored(f)).toBe(false);
      expect(await onDisk(f.rawId)).toBe(false);
    }
    // Another post, the club's icon and a product (archived, still sold to past buyers) keep theirs.
    for (const f of [shared, icon, sold]) {
      expect(await status(f.url)).toBe(200);
      expect(await onDisk(f.rawId)).toBe(true);
    }
    // And a forgotten file cannot be used again.
    const reuse = await gql(app, w.owner, CREATE_POST, { input: { clubId: encodeGlobalID('Club', w.club.id), title: 'Again', content: [{ image: { fileId: only.id } }] } });
    expect(reuse.data?.createPost.__typename).toBe('InvalidInputError');
  });

  it('an administrator deleting a post also takes its pictures', async () => {
    const w = await community();
    const img = await upload(w.member.headers, 'image', 'fan-art.png');
    const postId = await createPost(w.member, w.club.id, [{ image: { fileId: img.id } }]);
    const del = await gql(app, w.admin, DELETE_POST, { input: { postId } });
    expect(del.data?.deletePost.__typename).toBe('DeletePostSuccess');
    expect(await status(img.url)).toBe(404);
  });

  it('a deleted chat message’s picture is no longer served, unless the sender shows it elsewhere', async () => {
    const w = await community();
    const oops = await upload(w.member.headers, 'image', 'oops.png');
    const avatar = await upload(w.member.headers, 'image', 'me.png');
    await accountGql(app, UPDATE_PROFILE, { input: { nickname: 'Member Main', avatarFileId: avatar.id } }, w.member.headers);
    const ids: string[] = [];
    for (const file of [oops, avatar]) {
      const sent = await gql(app, w.member, SEND, { input: { clubId: encodeGlobalID('Club', w.club.id), body: '', imageFileId: file.id } });
      expect(sent.data?.sendChatMessage.__typename).toBe('ChatMessagePayload');
      ids.push(sent.data!.sendChatMessage.message.id);
    }
    for (const id of ids) expect((await gql(app, w.member, DELETE_MESSAGE, { id })).data?.deleteChatMessage.__typename).toBe('ChatMessagePayload');
    expect(await status(oops.url)).toBe(404);
    expect(await onDisk(oops.rawId)).toBe(false);
    expect(await status(avatar.url)).toBe(200);
  });

  it('a deleted account’s avatar and unused uploads go; its posts keep their pictures', async () => {
    const acct = await createAccount();
    const face = await upload(acct.headers, 'image', 'my-face.png');
    const unused = await upload(acct.headers, 'attachment', 'draft.txt');
    const set = await accountGql(app, UPDATE_PROFILE, { input: { nickname: 'Mirei', avatarFileId: face.id } }, acct.headers);
    expect(set.body.data?.updateProfile.__typename).toBe('UpdateProfileSuccess');
    const w = await community();
    await db().clubMember.create({ data: { clubId: w.club.id, userId: acct.user.id } });
    const me: Person = { id: acct.user.id, headers: acct.headers, cookie: null };
    const kept = await upload(acct.headers, 'image', 'concert.png');
    await createPost(me, w.club.id, [{ image: { fileId: kept.id } }]);
    expect(await status(face.url)).toBe(200);

    const del = await accountGql(app, `mutation ($input: DeleteAccountInput!) { deleteAccount(input: $input) { __typename } }`, { input: { password: PASSWORD } }, acct.headers);
    expect(del.body.data?.deleteAccount.__typename).toBe('DeleteAccountSuccess');
    expect(await status(face.url)).toBe(404);
    expect(await stored(face)).toBe(false);
    expect(await stored(unused)).toBe(false);
    expect(await onDisk(face.rawId)).toBe(false);
    expect(await onDisk(unused.rawId)).toBe(false);
    // Posts stay under "Deleted user", with their pictures.
    expect(await status(kept.url)).toBe(200);
    expect(await db().storedFile.count({ where: { ownerId: acct.user.id } })).toBe(1);
  });
});

const UPDATE_POST = `mutation ($input: UpdatePostInput!) { updatePost(input: $input) { __typename } }`;
const UPDATE_CLUB = `mutation ($input: UpdateClubInput!) { updateClub(input: $input) { __typename } }`;
const UPDATE_CLUB_PROFILE = `mutation ($input: UpdateClubProfileInput!) { updateClubProfile(input: $input) { __typename } }`;

describe('files an edit takes out', () => {
  it('a post edited without a picture or attachment stops serving it; one kept, or shown by another post, stays', async () => {
    const w = await community();
    const dropped = await upload(w.owner.headers, 'image', 'wrong-photo.png');
    const section = await upload(w.owner.headers, 'attachment', 'setlist.txt');
    const kept = await upload(w.owner.headers, 'image', 'kept.png');
    const elsewhere = await upload(w.owner.headers, 'image', 'elsewhere.png');
    const postId = await createPost(
      w.owner,
      w.club.id,
      [{ image: { fileId: dropped.id } }, { image: { fileId: kept.id } }, { image: { fileId: elsewhere.id } }, { subscriberOnly: { blocks: [{ attachment: { fileId: section.id } }] } }],
      { isSubscriberOnly: true },
    );
    await createPost(w.owner, w.club.id, [{ image: { fileId: elsewhere.id } }]);
    // A title-only edit sends the content again unchanged: nothing goes.
    const same = await gql(app, w.owner, UPDATE_POST, {
      input: { postId, title: 'Photos, renamed', content: [{ image: { fileId: dropped.id } }, { image: { fileId: kept.id } }, { image: { fileId: elsewhere.id } }, { subscriberOnly: { blocks: [{ attachment: { fileId: section.id } }] } }] },
    });
    expect(same.data?.updatePost.__typename).toBe('UpdatePostSuccess');
    for (const f of [dropped, section, kept, elsewhere]) expect(await status(f.url)).toBe(200);

    const edit = await gql(app, w.owner, UPDATE_POST, { input: { postId, title: 'Photos', content: [{ image: { fileId: kept.id } }] } });
    expect(edit.data?.updatePost.__typename).toBe('UpdatePostSuccess');
    for (const f of [dropped, section]) {
      expect(await status(f.url)).toBe(404);
      expect(await stored(f)).toBe(false);
      expect(await onDisk(f.rawId)).toBe(false);
    }
    for (const f of [kept, elsewhere]) expect(await status(f.url)).toBe(200);
  });

  it('a replaced or removed avatar, club avatar, icon and banner stop being served, unless shown elsewhere', async () => {
    const w = await community();
    const [oldFace, newFace, clubFace] = await Promise.all(['old-face', 'new-face', 'club-face'].map((name) => upload(w.member.headers, 'image', `${name}.png`)));
    const [icon, banner, iconToo] = await Promise.all(['icon', 'banner', 'icon-too'].map((name) => upload(w.owner.headers, 'image', `${name}.png`)));
    const profile = (input: Record<string, unknown>) => accountGql(app, UPDATE_PROFILE, { input: { nickname: 'Member Main', ...input } }, w.member.headers);
    expect((await profile({ avatarFileId: oldFace.id })).body.data?.updateProfile.__typename).toBe('UpdateProfileSuccess');
    // The old face is also the club profile's avatar for a while.
    const clubProfile = (input: Record<string, unknown>) => gql(app, w.member, UPDATE_CLUB_PROFILE, { input: { clubId: encodeGlobalID('Club', w.club.id), ...input } });
    expect((await clubProfile({ avatarFileId: oldFace.id })).data?.updateClubProfile.__typename).toBe('UpdateClubProfileSuccess');
    expect((await profile({ avatarFileId: newFace.id })).body.data?.updateProfile.__typename).toBe('UpdateProfileSuccess');
    expect(await status(oldFace.url)).toBe(200);
    expect((await clubProfile({ avatarFileId: clubFace.id })).data?.updateClubProfile.__typename).toBe('UpdateClubProfileSuccess');
    expect(await status(oldFace.url)).toBe(404);
    expect(await onDisk(oldFace.rawId)).toBe(false);
    expect((await clubProfile({ removeAvatar: true })).data?.updateClubProfile.__typename).toBe('UpdateClubProfileSuccess');
    expect(await status(clubFace.url)).toBe(404);
    expect((await profile({ removeAvatar: true })).body.data?.updateProfile.__typename).toBe('UpdateProfileSuccess');
    expect(await status(newFace.url)).toBe(404);

    const club = (input: Record<string, unknown>) => gql(app, w.owner, UPDATE_CLUB, { input: { clubId: encodeGlobalID('Club', w.club.id), ...input } });
    expect((await club({ iconFileId: icon.id, bannerFileId: banner.id })).data?.updateClub.__typename).toBe('UpdateClubSuccess');
    // The banner is also shown as the next icon for a while: changing the banner alone keeps it.
    expect((await club({ iconFileId: banner.id })).data?.updateClub.__typename).toBe('UpdateClubSuccess');
    expect(await status(icon.url)).toBe(404);
    expect((await club({ removeBanner: true })).data?.updateClub.__typename).toBe('UpdateClubSuccess');
    expect(await status(banner.url)).toBe(200);
    expect((await club({ iconFileId: iconToo.id })).data?.updateClub.__typename).toBe('UpdateClubSuccess');
    expect(await status(banner.url)).toBe(404);
    expect(await status(iconToo.url)).toBe(200);
  });

  it('an icon an administrator set goes when the owner replaces it', async () => {
    const w = await community();
    const adminIcon = await upload(w.admin.headers, 'image', 'admin-icon.png');
    const ownIcon = await upload(w.owner.headers, 'image', 'own-icon.png');
    const set = (who: Person, fileId: string) => gql(app, who, UPDATE_CLUB, { input: { clubId: encodeGlobalID('Club', w.club.id), iconFileId: fileId } });
    expect((await set(w.admin, adminIcon.id)).data?.updateClub.__typename).toBe('UpdateClubSuccess');
    expect((await set(w.owner, ownIcon.id)).data?.updateClub.__typename).toBe('UpdateClubSuccess');
    expect(await status(adminIcon.url)).toBe(404);
    expect(await stored(adminIcon)).toBe(false);
  });
});
