// Uploads over real HTTP (multipart) to a started app: sniffing, limits, re-encoding, authentication,
// CSRF, signed links, ownership, and avatars from uploads.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { decodeGlobalID } from '@pothos/plugin-relay';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { configureRateLimits } from '../../../platform/rate-limit.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { createAccount, gql } from '../../accounts/__tests__/account-helpers.ts';
import { createApiToken } from '../../accounts/api-tokens.service.ts';
import { findUsableFiles, signedFileUrl } from '../files.service.ts';

const database = setupTestDatabase();
let app: App;
let filesDir: string;
beforeAll(async () => {
  filesDir = await fs.mkdtemp(path.join(os.tmpdir(), 'oshi-files-test-'));
  app = await startTestApp(database.current.url, { FILES_DIR: filesDir });
});
afterAll(async () => {
  await app?.close();
  await fs.rm(filesDir, { recursive: true, force: true });
});

type UploadAnswer = { id: string; kind: string; name: string; mimeType: string; byteSize: number; url: string; width: number | null; height: number | null };

async function upload(
  kind: string,
  bytes: Buffer,
  name: string,
  headers: Record<string, string>,
  options: { type?: string; csrf?: boolean } = {},
) {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: options.type ?? 'application/octet-stream' }), name);
  const res = await fetch(`${app.url}/files`, {
    method: 'POST',
    headers: { ...(options.csrf === false ? {} : { 'x-oshi-client': 'web' }), ...headers },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as UploadAnswer & { name: string; desc: string; status: number } };
}

const rawId = (globalId: string) => decodeGlobalID(globalId).id;

async function storedObjects(): Promise<string[]> {
  const out: string[] = [];
  for (const folder of ['image', 'media', 'attachment']) {
    const entries = await fs.readdir(path.join(filesDir, folder)).catch(() => [] as string[]);
    out.push(...entries.map((e) => `${folder}/${e}`));
  }
  return out;
}

// A JPEG 3000×1200 whose EXIF says "rotate 90°": stored upright (1200×3000), then fitted into 2048 px.
const rotatedJpeg = () =>
  sharp({ create: { width: 3000, height: 1200, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret camera owner' } } })
    .toBuffer();

// An MP3: an ID3v2 header followed by MPEG audio frames (enough for sniffing; not meant to play).
function mp3Bytes(): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  return Buffer.concat([Buffer.from([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 0]), frame, frame, frame, frame]);
}

describe('POST /files', () => {
  it('re-encodes an image to webp: upright, within 2048 px, without EXIF; served publicly, cached an hour', async () => {
    const { user, headers } = await createAccount();
    const jpeg = await rotatedJpeg();
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);
    const { status, body } = await upload('image', jpeg, 'holiday.jpg', headers, { type: 'image/jpeg' });
    expect(status).toBe(201);
    expect(body).toMatchObject({ kind: 'IMAGE', name: 'holiday.jpg', mimeType: 'image/webp', width: 819, height: 2048 });
    const id = rawId(body.id);
    expect(decodeGlobalID(body.id).typename).toBe('UploadedFile');
    expect(body.url).toBe(`/files/${id}.webp`);
    const row = await db().storedFile.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ ownerId: user.id, kind: 'IMAGE', mimeType: 'image/webp', byteSize: body.byteSize, width: 819, height: 2048 });

    const res = await fetch(`${app.url}${body.url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    // An hour, not a year: a deleted picture must not live on in caches for long.
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const served = Buffer.from(await res.arrayBuffer());
    expect(served.length).toBe(body.byteSize);
    const meta = await sharp(served).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 819, height: 2048 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // The portrait content is really upright: the top-left pixel area is the image, not a rotated band.
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(2048);
  });

  it('keeps a small PNG at its size (never enlarged)', async () => {
    const { headers } = await createAccount();
    const png = await sharp({ create: { width: 400, height: 300, channels: 4, background: '#8b5cf6' } }).png().toBuffer();
    const { status, body } = await upload('image', png, 'C:\\Users\\me\\icon.png', headers, { type: 'image/png' });
    expect(status).toBe(201);
    expect(body).toMatchObject({ mimeType: 'image/webp', width: 400, height: 300, name: 'icon.png' });
  });

  it('refuses an animation with too many frames or pixels (413) from its header, fast; a small one stays animated', async () => {
    const { user, headers } = await createAccount();
    // Each frame a different flat colour: a few KB of GIF that decodes to 400×400 × 300 frames (48 MP).
    const animation = (side: number, frames: number) => {
      const frame = side * side * 3;
      const pixels = Buffer.alloc(frame * frames);
      // Colours far apart, so the encoder cannot merge neighbouring frames.
      for (let i = 0; i < frames; i++) pixels.fill(Buffer.from([(i * 37) % 256, (i * 91) % 256, (i * 53) % 256]), i * frame, (i + 1) * frame);
      return sharp(pixels, { raw: { width: side, height: side * frames, channels: 3, pageHeight: side } }).gif().toBuffer();
    };
    const heavy = await animation(400, 300);
    expect(heavy.length).toBeLessThan(200 * 1024);
    expect((await sharp(heavy).metadata()).pages).toBe(300);
    const started = performance.now();
    const refused = await upload('image', heavy, 'party.gif', headers, { type: 'image/gif' });
    expect(refused).toMatchObject({ status: 413, body: { status: 413, name: 'FILE_TOO_LARGE' } });
    expect(refused.body.desc).toMatch(/frames/);
    expect((refused.body as unknown as { payload: unknown }).payload).toEqual({ limitBytes: 10 * 1024 * 1024, maxFrames: 100, maxMegapixels: 25 });
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(await db().storedFile.count({ where: { ownerId: user.id } })).toBe(0);

    const light = await upload('image', await animation(64, 12), 'wave.gif', headers, { type: 'image/gif' });
    expect(light).toMatchObject({ status: 201, body: { mimeType: 'image/webp', width: 64, height: 64 } });
    const stored = await fs.readFile(path.join(filesDir, 'image', `${rawId(light.body.id)}.webp`));
    expect((await sharp(stored).metadata()).pages).toBe(12);
  });

  it('refuses what the bytes are not, whatever the name and declared type say (415), storing nothing', async () => {
    const { headers } = await createAccount();
    const before = await storedObjects();
    const text = await upload('image', Buffer.from('just some text, not a picture'), 'photo.png', headers, { type: 'image/png' });
    expect(text).toMatchObject({ status: 415, body: { status: 415, name: 'FILE_TYPE_NOT_ALLOWED' } });
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]);
    const exe = await upload('attachment', elf, 'readme.pdf', headers, { type: 'application/pdf' });
    expect(exe).toMatchObject({ status: 415, body: { name: 'FILE_TYPE_NOT_ALLOWED' } });
    const windows = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200)]);
    expect((await upload('attachment', windows, 'setup.exe', headers)).status).toBe(415);
    const pngAsMedia = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).png().toBuffer();
    expect((await upload('media', pngAsMedia, 'clip.mp4', headers, { type: 'video/mp4' })).status).toBe(415);
    expect(await storedObjects()).toEqual(before);
  });

  it('refuses an oversized file with 413 and writes nothing (no row, no object)', async () => {
    const { user, headers } = await createAccount();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer();
    const big = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 + 1 - png.length, 7)]);
    const before = await storedObjects();
    const { status, body } = await upload('image', big, 'big.png', headers, { type: 'image/png' });
    expect(status).toBe(413);
    expect(body).toMatchObject({ status: 413, name: 'FILE_TOO_LARGE' });
    expect(await db().storedFile.count({ where: { ownerId: user.id } })).toBe(0);
    expect(await storedObjects()).toEqual(before);
    // Exactly at the limit the size is fine (and the bytes then fail as a picture for other reasons).
    const atLimit = await upload('image', big.subarray(0, 10 * 1024 * 1024), 'big.png', headers);
    expect(atLimit.status).not.toBe(413);
  });

  it('needs a signed-in user (401) and, with a cookie, the CSRF header (403); an API token needs no header', async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } }).png().toBuffer();
    const guest = await upload('image', png, 'a.png', {});
    expect(guest).toMatchObject({ status: 401, body: { name: 'UNAUTHENTICATED' } });
    const { user, headers } = await createAccount();
    const noHeader = await upload('image', png, 'a.png', headers, { csrf: false });
    expect(noHeader).toMatchObject({ status: 403, body: { name: 'CsrfHeaderRequired' } });
    expect(await db().storedFile.count({ where: { ownerId: user.id } })).toBe(0);

    const { token } = await createApiToken(user.id, { name: 'bot', scopes: ['POSTS_WRITE'] }, ['POSTS_WRITE']);
    const withToken = await upload('image', png, 'a.png', { authorization: `Bearer ${token}` }, { csrf: false });
    expect(withToken.status).toBe(201);
    const { token: readOnly } = await createApiToken(user.id, { name: 'reader', scopes: ['POSTS_READ'] }, ['POSTS_READ']);
    expect((await upload('image', png, 'a.png', { authorization: `Bearer ${readOnly}` })).body.name).toBe('SCOPE_REQUIRED');
    expect((await upload('image', png, 'a.png', { authorization: 'Bearer nonsense' })).status).toBe(401);
  });

  it('wants a known kind sent before the file', async () => {
    const { headers } = await createAccount();
    expect((await upload('video', Buffer.from('x'), 'a.txt', headers)).body).toMatchObject({ status: 400, name: 'INVALID_INPUT' });
    const form = new FormData();
    form.append('file', new Blob(['hello']), 'a.txt');
    form.append('kind', 'attachment');
    const res = await fetch(`${app.url}/files`, { method: 'POST', headers: { 'x-oshi-client': 'web', ...headers }, body: form });
    expect(res.status).toBe(400);
  });
});

describe('signed links', () => {
  it('serves an attachment as a download with its original name; expired and forged links fail', async () => {
    const { headers } = await createAccount();
    const text = Buffer.from('Setlist: 1. Starlight 2. 별빛 3. Encore\n');
    const { status, body } = await upload('attachment', text, '공연 setlist.txt', headers, { type: 'application/x-msdownload' });
    expect(status).toBe(201);
    expect(body).toMatchObject({ kind: 'ATTACHMENT', mimeType: 'text/plain', byteSize: text.length, name: '공연 setlist.txt' });
    const id = rawId(body.id);
    expect(body.url).toMatch(new RegExp(`^/files/${id}\\?exp=\\d+&sig=[\\w-]+$`));

    const res = await fetch(`${app.url}${body.url}`);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(text)).toBe(true);
    expect(res.headers.get('content-type')).toBe('text/plain');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="__ setlist.txt"; filename*=UTF-8''${encodeURIComponent('공연 setlist.txt')}`);

    const expired = signedFileUrl(id, Date.now() - 16 * 60 * 1000);
    expect((await fetch(`${app.url}${expired}`)).status).toBe(403);
    const stillFresh = signedFileUrl(id, Date.now() - 14 * 60 * 1000);
    expect((await fetch(`${app.url}${stillFresh}`)).status).toBe(200);
    const forged = body.url.replace(/sig=[\w-]+/, 'sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await fetch(`${app.url}${forged}`)).status).toBe(403);
    const longer = body.url.replace(/exp=(\d+)/, (_m, exp: string) => `exp=${Number(exp) + 3600}`);
    expect((await fetch(`${app.url}${longer}`)).status).toBe(403);
    expect((await fetch(`${app.url}/files/${id}`)).status).toBe(403);
    // Not an image: no public webp URL either.
    expect((await fetch(`${app.url}/files/${id}.webp`)).status).toBe(404);
  });

  it('drops invisible characters and bidi overrides from names; a name of nothing visible becomes "file"', async () => {
    const { headers } = await createAccount();
    const zip = Buffer.from('504b0506000000000000000000000000000000000000', 'hex');
    // Shown as "invoicepiz.pdf" with the right-to-left override kept.
    const spoof = await upload('attachment', zip, 'invoice\u202Efdp.zip', headers);
    expect(spoof.body).toMatchObject({ mimeType: 'application/zip', name: 'invoicefdp.zip' });
    const res = await fetch(`${app.url}${spoof.body.url}`);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="invoicefdp.zip"; filename*=UTF-8''invoicefdp.zip`);
    const blank = await upload('attachment', Buffer.from('hello'), '\u200B\u2066\u200B', headers);
    expect(blank.body.name).toBe('file');
    expect((await upload('attachment', Buffer.from('hi'), 'a\u200Bb\u0085c.txt', headers)).body.name).toBe('abc.txt');
  });

  it('strips EXIF (GPS, owner) from a photo sent as an attachment, keeping its format, size and orientation', async () => {
    const { headers } = await createAccount();
    const jpeg = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#336699' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Artist: 'Kim Minji', Copyright: 'Home 37.5665N 126.9780E' } } })
      .toBuffer();
    expect(jpeg.includes(Buffer.from('Kim Minji'))).toBe(true);
    const { status, body } = await upload('attachment', jpeg, 'me.jpg', headers);
    expect(status).toBe(201);
    // Turned upright, as it was shown: 40×60.
    expect(body).toMatchObject({ kind: 'ATTACHMENT', mimeType: 'image/jpeg', name: 'me.jpg', width: 40, height: 60 });
    const served = Buffer.from(await (await fetch(`${app.url}${body.url}`)).arrayBuffer());
    expect(served.length).toBe(body.byteSize);
    const meta = await sharp(served).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 40, height: 60 });
    expect(meta.exif).toBeUndefined();
    expect(served.includes(Buffer.from('Kim Minji'))).toBe(false);
    expect(served.includes(Buffer.from('37.5665N'))).toBe(false);
    // A PNG stays a PNG, pixel for pixel.
    const png = await sharp({ create: { width: 8, height: 8, channels: 4, background: { r: 10, g: 20, b: 30, alpha: 0.5 } } })
      .png()
      .withMetadata({ exif: { IFD0: { Artist: 'Kim Minji' } } })
      .toBuffer();
    const pngUp = await upload('attachment', png, 'dot.png', headers);
    expect(pngUp.body).toMatchObject({ mimeType: 'image/png', width: 8, height: 8 });
    const pngServed = Buffer.from(await (await fetch(`${app.url}${pngUp.body.url}`)).arrayBuffer());
    expect(pngServed.includes(Buffer.from('Kim Minji'))).toBe(false);
    const raw = (image: Buffer) => sharp(image).raw().toBuffer();
    expect((await raw(pngServed)).equals(await raw(png))).toBe(true);
  });

  it('serves media inline with byte ranges', async () => {
    const { headers } = await createAccount();
    const mp3 = mp3Bytes();
    const { status, body } = await upload('media', mp3, 'song.mp3', headers);
    expect(status).toBe(201);
    expect(body).toMatchObject({ kind: 'MEDIA', mimeType: 'audio/mpeg', byteSize: mp3.length });
    const whole = await fetch(`${app.url}${body.url}`);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-disposition')).toMatch(/^inline; filename="song.mp3"/);
    await whole.arrayBuffer();
    const part = await fetch(`${app.url}${body.url}`, { headers: { range: 'bytes=10-19' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${mp3.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(mp3.subarray(10, 20))).toBe(true);
    const tail = await fetch(`${app.url}${body.url}`, { headers: { range: 'bytes=-4' } });
    expect(Buffer.from(await tail.arrayBuffer()).equals(mp3.subarray(-4))).toBe(true);
    const beyond = await fetch(`${app.url}${body.url}`, { headers: { range: `bytes=${mp3.length}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${mp3.length}`);
  });
});

describe('ownership', () => {
  const NODE = `query ($id: ID!) { node(id: $id) { __typename ... on UploadedFile { kind name mimeType byteSize url width height } } }`;
  const UPDATE_PROFILE = `mutation ($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      __typename
      ... on UpdateProfileSuccess { viewer { avatarUrl } }
      ... on Error { code }
      ... on InvalidInputError { field }
    }
  }`;

  it('lets only the uploader use or see a file (findUsableFiles, node)', async () => {
    const mine = await createAccount();
    const theirs = await createAccount();
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#123456' } }).png().toBuffer();
    const { body } = await upload('image', png, 'me.png', mine.headers);
    const id = rawId(body.id);
    expect((await findUsableFiles(mine.user.id, [id, 'not-a-uuid'], 'IMAGE')).map((f) => f.id)).toEqual([id]);
    expect(await findUsableFiles(mine.user.id, [id], 'ATTACHMENT')).toEqual([]);
    expect(await findUsableFiles(theirs.user.id, [id], 'IMAGE')).toEqual([]);

    const own = await gql(app, NODE, { id: body.id }, mine.headers);
    expect(own.body.data?.node).toEqual({ __typename: 'UploadedFile', kind: 'IMAGE', name: 'me.png', mimeType: 'image/webp', byteSize: body.byteSize, url: body.url, width: 10, height: 10 });
    expect((await gql(app, NODE, { id: body.id }, theirs.headers)).body.data?.node).toBeNull();
    expect((await gql(app, NODE, { id: body.id })).body.data?.node).toBeNull();
  });

  it('sets the avatar from my upload, refuses someone else’s file, and removes it', async () => {
    const mine = await createAccount();
    const theirs = await createAccount();
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#abcdef' } }).png().toBuffer();
    const { body } = await upload('image', png, 'avatar.png', mine.headers);
    const set = await gql(app, UPDATE_PROFILE, { input: { nickname: 'Mirei', avatarFileId: body.id } }, mine.headers);
    expect(set.body.data?.updateProfile).toEqual({ __typename: 'UpdateProfileSuccess', viewer: { avatarUrl: body.url } });

    const stolen = await gql(app, UPDATE_PROFILE, { input: { nickname: 'Thief', avatarFileId: body.id } }, theirs.headers);
    expect(stolen.body.data?.updateProfile).toEqual({ __typename: 'InvalidInputError', code: 'FILE_INVALID', field: 'avatarFileId' });
    const wrongType = await gql(app, UPDATE_PROFILE, { input: { nickname: 'Thief', avatarFileId: btoa(`User:${mine.user.id}`) } }, theirs.headers);
    expect(wrongType.body.data?.updateProfile).toMatchObject({ code: 'FILE_INVALID' });
    expect((await db().user.findUniqueOrThrow({ where: { id: theirs.user.id } })).avatarUrl).toBeNull();

    const removed = await gql(app, UPDATE_PROFILE, { input: { nickname: 'Mirei', removeAvatar: true } }, mine.headers);
    expect(removed.body.data?.updateProfile.viewer.avatarUrl).toBeNull();
  });

  it('limits uploads per user (429)', async () => {
    configureRateLimits({ limits: { uploadByUser: { points: 2 } } });
    try {
      const { headers } = await createAccount();
      const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } }).png().toBuffer();
      expect((await upload('image', png, 'a.png', headers)).status).toBe(201);
      expect((await upload('image', png, 'a.png', headers)).status).toBe(201);
      const third = await upload('image', png, 'a.png', headers);
      expect(third).toMatchObject({ status: 429, body: { name: 'RATE_LIMITED' } });
      const other = await createAccount();
      expect((await upload('image', png, 'a.png', other.headers)).status).toBe(201);
    } finally {
      configureRateLimits();
    }
  });
});
