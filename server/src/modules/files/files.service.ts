// Uploaded files: checking and storing uploads, signed links, and what other modules may ask about
// them (URLs, ownership checks). Images are re-encoded to webp (EXIF and other metadata dropped, at
// most 2048 px) and public by their unguessable id; media and attachments keep their bytes (an image
// attachment loses its metadata) and are served only through short-lived HMAC-signed links. A file that
// its owner's deleted post, chat message or account leaves unused is forgotten (releaseFiles).
import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { FileKind, Prisma, StoredFile } from '../../generated/prisma/client.ts';
import { db } from '../../platform/database.ts';
import { Semaphore } from '../../platform/semaphore.ts';
import { LocalDiskStorage, type ByteRange, type FileStorage } from '../../platform/storage.ts';
import { FileTooLargeError, FileTypeNotAllowedError } from './files.errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { visibleText } from '../../platform/visible-text.ts';

export type UsableFile = {
  id: string;
  kind: FileKind;
  mimeType: string;
  byteSize: number;
  originalName: string;
  width: number | null;
  height: number | null;
};

/** Largest upload per kind, in bytes. */
export const UPLOAD_LIMITS: Readonly<Record<FileKind, number>> = {
  IMAGE: 10 * 1024 * 1024,
  MEDIA: 200 * 1024 * 1024,
  ATTACHMENT: 50 * 1024 * 1024,
};

/** Longest side of a stored image. */
export const IMAGE_MAX_SIDE = 2048;
/** How long browsers and shared caches may keep a public image (one that is deleted outlives it by this much). */
export const IMAGE_CACHE_SECONDS = 60 * 60;
/** How long a signed link works. */
export const SIGNED_LINK_SECONDS = 15 * 60;

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
const MEDIA_TYPES = new Set([
  'video/mp4',
  'video/webm',
  'video/quicktime',
  'audio/mpeg',
  'audio/mp4',
  'audio/x-m4a',
  'audio/aac',
  'audio/ogg',
  'audio/ogg; codecs=opus',
  'audio/wav',
  'audio/flac',
]);
const ATTACHMENT_TYPES = new Set([
  ...IMAGE_TYPES,
  'application/pdf',
  'application/zip',
  'application/epub+zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'text/plain',
]);
const ALLOWED: Readonly<Record<FileKind, ReadonlySet<string>>> = { IMAGE: IMAGE_TYPES, MEDIA: MEDIA_TYPES, ATTACHMENT: ATTACHMENT_TYPES };

type Tx = Prisma.TransactionClient;

/**
 * Which of `ids` (files uploaded by `ownerId`) something still shows: each module holding file references
 * answers for its own tables (an avatar, a club's icon, a post, a chat message, a product).
 */
export type FilesInUse = (ownerId: string, ids: string[], tx: Tx) => Promise<Iterable<string>>;

// Set at start-up (app.ts); the defaults serve scripts and tests that never configure.
let storage: FileStorage = new LocalDiskStorage(path.resolve('.data/files'));
let linkSecret = crypto.randomBytes(32).toString('hex');
// Null until configured: nothing is released then, as nothing can tell what is still in use.
let filesInUse: readonly FilesInUse[] | null = null;

/**
 * Chooses the storage, the secret links are signed with (SECRET_KEY; the same on every instance) and the
 * modules' checks of which files are still in use (releaseFiles).
 */
export function configureFiles(options: { storage: FileStorage; secret?: string; inUse?: readonly FilesInUse[] }): void {
  storage = options.storage;
  if (options.secret) linkSecret = options.secret;
  if (options.inUse) filesInUse = options.inUse;
}

export function fileStorage(): FileStorage {
  return storage;
}

export const isFileId = (value: string) => isUuid(value);

/** The public URL of an uploaded image (images are public by their unguessable id). */
export function imageUrl(fileId: string): string {
  return `/files/${fileId}.webp`;
}

function signature(fileId: string, exp: number): string {
  return crypto.createHmac('sha256', linkSecret).update(`file:${fileId}:${exp}`).digest('base64url');
}

/** A short-lived signed link to a media file or attachment (15 minutes from `now`). */
export function signedFileUrl(fileId: string, now = Date.now()): string {
  const exp = Math.floor(now / 1000) + SIGNED_LINK_SECONDS;
  return `/files/${fileId}?exp=${exp}&sig=${signature(fileId, exp)}`;
}

/** Whether a signed link's exp and sig are genuine and not yet expired. */
export function verifySignedLink(fileId: string, exp: string | null, sig: string | null, now = Date.now()): boolean {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
  const expires = Number(exp);
  if (expires * 1000 <= now) return false;
  const expected = Buffer.from(signature(fileId, expires));
  const given = Buffer.from(sig);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/**
 * The viewer's own files among `ids` (raw uuids) with the given kind; ids that are not theirs or of
 * another kind are missing from the result (callers answer FILE_INVALID).
 */
export async function findUsableFiles(ownerId: string, ids: string[], kind: FileKind): Promise<UsableFile[]> {
  const wanted = [...new Set(ids.filter(isFileId))];
  if (!wanted.length) return [];
  return db().storedFile.findMany({
    where: { id: { in: wanted }, ownerId, kind },
    select: { id: true, kind: true, mimeType: true, byteSize: true, originalName: true, width: true, height: true },
  });
}

/** A received upload waiting in a temporary file. */
export type ReceivedUpload = { tempPath: string; byteSize: number; originalName: string };

/**
 * A file name fit for storing and for Content-Disposition: no path, no control characters, no invisible ones
 * (a bidi override would show "invoice\u202Efdp.zip" as "invoicepiz.pdf"), at most 200 characters.
 */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const cleaned = Array.from(visibleText(base.replace(/[\u0000-\u001f\u007f-\u009f]/g, ''))).slice(0, 200).join('');
  return cleaned || 'file';
}

const SNIFF_BYTES = 64 * 1024;

/** The type of the bytes, never the client's claim. Text has no magic number: valid UTF-8 without NULs counts as text/plain. */
async function sniff(tempPath: string): Promise<string | null> {
  const handle = await fsp.open(tempPath, 'r');
  try {
    const sample = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(sample, 0, SNIFF_BYTES, 0);
    const head = sample.subarray(0, bytesRead);
    const detected = await fileTypeFromBuffer(head);
    if (detected) return detected.mime;
    if (bytesRead > 0 && !head.includes(0)) {
      try {
        new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
        return 'text/plain';
      } catch {
        return null;
      }
    }
    return null;
  } finally {
    await handle.close();
  }
}

const storageKey = (id: string, kind: FileKind) => (kind === 'IMAGE' ? `image/${id}.webp` : `${kind.toLowerCase()}/${id}`);

/**
 * Checks and stores an upload for `ownerId`: the size against the kind's limit, the sniffed type against
 * the kind's list, images re-encoded. The temporary file is the caller's to remove.
 */
export async function storeUpload(ownerId: string, kind: FileKind, upload: ReceivedUpload): Promise<StoredFile> {
  if (upload.byteSize > UPLOAD_LIMITS[kind]) throw new FileTooLargeError(UPLOAD_LIMITS[kind]);
  if (upload.byteSize === 0) throw new FileTypeNotAllowedError('The file is empty');
  const sniffed = await sniff(upload.tempPath);
  if (!sniffed || !ALLOWED[kind].has(sniffed)) throw new FileTypeNotAllowedError();

  const id = crypto.randomUUID();
  const key = storageKey(id, kind);
  let row: Omit<StoredFile, 'createdAt'>;
  if (kind === 'IMAGE') {
    const image = await reencodeImage(upload.tempPath, sniffed);
    await storage.put(key, image.data, { contentType: 'image/webp', byteSize: image.data.length });
    row = { id, ownerId, kind, mimeType: 'image/webp', byteSize: image.data.length, originalName: upload.originalName, storageKey: key, width: image.width, height: image.height };
  } else if (IMAGE_TYPES.has(sniffed)) {
    // A photo sent as an attachment reaches every reader: its EXIF (GPS, camera owner) does not.
    const image = await withoutMetadata(upload.tempPath, sniffed);
    await storage.put(key, image.data, { contentType: sniffed, byteSize: image.data.length });
    row = { id, ownerId, kind, mimeType: sniffed, byteSize: image.data.length, originalName: upload.originalName, storageKey: key, width: image.width, height: image.height };
  } else {
    await storage.put(key, { path: upload.tempPath }, { contentType: sniffed, byteSize: upload.byteSize });
    row = { id, ownerId, kind, mimeType: sniffed, byteSize: upload.byteSize, originalName: upload.originalName, storageKey: key, width: null, height: null };
  }
  try {
    return await db().storedFile.create({ data: row });
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
}

// Larger pictures are refused rather than decoded (a small file can claim a huge canvas).
const MAX_INPUT_PIXELS = 100_000_000;
/** Re-encoding costs CPU per decoded pixel: an animation is bounded in frames and in pixels over all frames. */
export const IMAGE_MAX_FRAMES = 100;
export const IMAGE_MAX_TOTAL_PIXELS = 25_000_000;
// Each job decodes and encodes on libuv's threadpool (never the event loop); a few at a time leave
// threads for everything else, and a flood waits briefly, then is refused (RATE_LIMITED).
const imageJobs = new Semaphore(2, 32);

/** The frame count of an image within the limits, judged from its header; FILE_TOO_LARGE beyond them. */
async function checkedFrames(tempPath: string, mime: string) {
  const animated = mime === 'image/gif' || mime === 'image/webp';
  // The header alone tells the frame count and size, before anything is decoded.
  const meta = await sharp(tempPath, { animated, limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new FileTypeNotAllowedError('The image could not be read');
    });
  const frames = animated ? Math.max(meta.pages ?? 1, 1) : 1;
  const framePixels = (meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0);
  const tooBig = frames > 1 ? frames > IMAGE_MAX_FRAMES || framePixels * frames > IMAGE_MAX_TOTAL_PIXELS : framePixels > MAX_INPUT_PIXELS;
  if (tooBig) {
    throw new FileTooLargeError(
      UPLOAD_LIMITS.IMAGE,
      frames > 1
        ? `The animation is too big: at most ${IMAGE_MAX_FRAMES} frames and ${IMAGE_MAX_TOTAL_PIXELS / 1_000_000} megapixels over all frames`
        : `The image is too big: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels`,
      frames > 1
        ? { maxFrames: IMAGE_MAX_FRAMES, maxMegapixels: IMAGE_MAX_TOTAL_PIXELS / 1_000_000 }
        : { maxFrames: 1, maxMegapixels: MAX_INPUT_PIXELS / 1_000_000 },
    );
  }
  return { animated, frames };
}

async function reencodeImage(tempPath: string, mime: string) {
  const { animated, frames } = await checkedFrames(tempPath, mime);
  return imageJobs.run(async () => {
    try {
      const { data } = await sharp(tempPath, { animated, pages: frames, limitInputPixels: MAX_INPUT_PIXELS })
        .rotate() // applies the EXIF orientation; the output carries no metadata
        .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
      const out = await sharp(data).metadata();
      return { data, width: out.width ?? null, height: out.pageHeight ?? out.height ?? null };
    } catch {
      throw new FileTypeNotAllowedError('The image could not be read');
    }
  });
}

// High quality for the lossy formats; png stays lossless (a png "quality" would cut it to a palette).
type Pipeline = ReturnType<typeof sharp>;
const ENCODERS: Readonly<Record<string, (image: Pipeline) => Pipeline>> = {
  'image/jpeg': (image) => image.jpeg({ quality: 92 }),
  'image/png': (image) => image.png(),
  'image/webp': (image) => image.webp({ quality: 92 }),
  'image/gif': (image) => image.gif(),
  'image/avif': (image) => image.avif({ quality: 80 }),
};

/** The image re-encoded in its own format, turned upright, without EXIF, XMP or comments (the colour profile stays). */
async function withoutMetadata(tempPath: string, mime: string) {
  const { animated, frames } = await checkedFrames(tempPath, mime);
  return imageJobs.run(async () => {
    try {
      const upright = sharp(tempPath, { animated, pages: frames, limitInputPixels: MAX_INPUT_PIXELS }).rotate().keepIccProfile();
      const { data } = await ENCODERS[mime](upright).toBuffer({ resolveWithObject: true });
      const out = await sharp(data).metadata();
      return { data, width: out.width ?? null, height: out.pageHeight ?? out.height ?? null };
    } catch {
      throw new FileTypeNotAllowedError('The image could not be read');
    }
  });
}

/** Stored files by id, in the order asked (unknown ids left out): one read for several lists of them. */
export async function findStoredFiles(ids: readonly string[]): Promise<StoredFile[]> {
  const wanted = ids.filter(isFileId);
  if (!wanted.length) return [];
  const rows = await db().storedFile.findMany({ where: { id: { in: wanted } } });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return wanted.flatMap((id) => byId.get(id) ?? []);
}

/** A stored file by id, for serving. */
export async function findStoredFile(id: string): Promise<StoredFile | null> {
  if (!isFileId(id)) return null;
  return db().storedFile.findUnique({ where: { id } });
}

/** The stored bytes of a file (or a range of them). */
export function openStoredFile(file: Pick<StoredFile, 'storageKey'>, range?: ByteRange) {
  return storage.get(file.storageKey, range);
}

/** Removes the bytes of files forgotten in a transaction; call it once that transaction has committed. */
export type RemoveReleasedBytes = () => Promise<void>;
const nothingToRemove: RemoveReleasedBytes = async () => undefined;

/**
 * Forgets the files among `ids` of `ownerId` that nothing shows any more, in `tx`, the transaction deleting
 * what showed them (a post, a chat message, an account): their rows go, so they are no longer served nor
 * usable, while a file something else still shows (the same picture as an avatar, a club's icon, another
 * post, a product) stays. The returned function removes the bytes after commit.
 */
export async function releaseFiles(ownerId: string, ids: readonly string[], tx: Tx): Promise<RemoveReleasedBytes> {
  const checks = filesInUse;
  const wanted = [...new Set(ids.filter(isFileId))];
  if (!checks || !wanted.length) return nothingToRemove;
  // Locked first and in order: two deletions that each leave the other's copy in use cannot both keep it.
  const locked = await tx.$queryRaw<{ id: string }[]>`
    SELECT id::text AS id FROM "StoredFile" WHERE id = ANY(${wanted}::uuid[]) AND "ownerId" = ${ownerId}::uuid ORDER BY id FOR UPDATE`;
  if (!locked.length) return nothingToRemove;
  const candidates = locked.map((row) => row.id);
  const used = new Set<string>();
  for (const inUse of checks) for (const id of await inUse(ownerId, candidates, tx)) used.add(id);
  const unused = candidates.filter((id) => !used.has(id));
  if (!unused.length) return nothingToRemove;
  const rows = await tx.storedFile.findMany({ where: { id: { in: unused } }, select: { storageKey: true } });
  await tx.storedFile.deleteMany({ where: { id: { in: unused } } });
  return async () => {
    // The rows are gone, so the bytes are unreachable already; one that fails to go is only wasted space.
    for (const row of rows) await storage.delete(row.storageKey).catch(() => undefined);
  };
}

/** The file an image URL of ours (imageUrl) names, else null (an outside URL, none). */
function fileIdOfImage(url: string | null | undefined): string | null {
  const id = url?.match(/^\/files\/([0-9a-f-]{36})\.webp$/)?.[1];
  return id && isFileId(id) ? id : null;
}

/**
 * Forgets the images that `urls` (an avatar, icon or banner a change just replaced or removed, in `tx`)
 * named when nothing shows them any more, whoever uploaded them (an administrator may have set a club's
 * icon). The returned function removes the bytes after commit.
 */
export async function releaseImages(urls: readonly (string | null | undefined)[], tx: Tx): Promise<RemoveReleasedBytes> {
  const ids = urls.map(fileIdOfImage).filter((id) => id !== null);
  if (!ids.length) return nothingToRemove;
  const files = await tx.storedFile.findMany({ where: { id: { in: ids } }, select: { id: true, ownerId: true } });
  const removals: RemoveReleasedBytes[] = [];
  for (const ownerId of new Set(files.map((f) => f.ownerId))) {
    removals.push(await releaseFiles(ownerId, files.filter((f) => f.ownerId === ownerId).map((f) => f.id), tx));
  }
  return async () => {
    for (const remove of removals) await remove();
  };
}

/** Forgets every file of a deleted account that nothing left after it shows (the avatar, unused uploads). */
export async function releaseFilesOf(ownerId: string, tx: Tx): Promise<RemoveReleasedBytes> {
  const rows = await tx.storedFile.findMany({ where: { ownerId }, select: { id: true } });
  return releaseFiles(ownerId, rows.map((row) => row.id), tx);
}
