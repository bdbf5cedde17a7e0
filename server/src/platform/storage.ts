// Where uploaded bytes live: local disk by default, S3-compatible object storage when S3_BUCKET is set.
// Keys are chosen by the files module (e.g. "image/<uuid>.webp"); storage never sees user input.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { Config } from './config.ts';

/** Inclusive byte range, as in HTTP Range. */
export type ByteRange = { start: number; end: number };

export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Stores the bytes under `key`, replacing any previous object. */
  put(key: string, body: Buffer | { path: string }, info: { contentType: string; byteSize: number }): Promise<void>;
  /** The bytes (or a range of them); null when there is no such object. */
  get(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
}

// Keys are "<folder>/<name>" with a safe alphabet: no traversal, no absolute paths.
const KEY = /^[a-z]+\/[A-Za-z0-9._-]+$/;
function checkKey(key: string) {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`Invalid storage key: ${key}`);
}

export class LocalDiskStorage implements FileStorage {
  readonly kind = 'local' as const;
  constructor(readonly root: string) {}

  private pathOf(key: string) {
    checkKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, body: Buffer | { path: string }) {
    const target = this.pathOf(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    // Write beside the target and rename, so a reader never sees half a file.
    const partial = `${target}.${process.pid}.${Date.now()}.part`;
    try {
      if (Buffer.isBuffer(body)) await fsp.writeFile(partial, body);
      else await pipeline(fs.createReadStream(body.path), fs.createWriteStream(partial));
      await fsp.rename(partial, target);
    } catch (error) {
      await fsp.rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string, range?: ByteRange) {
    const file = this.pathOf(key);
    try {
      const handle = await fsp.open(file, 'r');
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string) {
    await fsp.rm(this.pathOf(key), { force: true });
  }
}

export type S3Options = {
  bucket: string;
  region: string;
  endpoint?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle?: boolean;
};

export class S3Storage implements FileStorage {
  readonly kind = 's3' as const;
  readonly client: S3Client;
  constructor(readonly options: S3Options) {
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      credentials: options.credentials,
      forcePathStyle: options.forcePathStyle ?? false,
      // Checksums only where S3 requires them: many S3-compatible services reject the newer default
      // (aws-chunked uploads with trailing checksums).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Buffer | { path: string }, info: { contentType: string; byteSize: number }) {
    checkKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        Body: Buffer.isBuffer(body) ? body : fs.createReadStream(body.path),
        ContentType: info.contentType,
        ContentLength: info.byteSize,
      }),
    );
  }

  async get(key: string, range?: ByteRange) {
    checkKey(key);
    try {
      const out = await this.client.send(
        new GetObjectCommand({ Bucket: this.options.bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
      );
      const body = out.Body;
      if (!body) return null;
      return body instanceof Readable ? body : Readable.fromWeb((body as { transformToWebStream(): ReadableStream }).transformToWebStream() as never);
    } catch (error) {
      if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)) return null;
      throw error;
    }
  }

  async delete(key: string) {
    checkKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
  }
}

/** The storage the configuration asks for: S3 when S3_BUCKET is set, else FILES_DIR (default <DATA_DIR>/files). */
export function createStorage(config: Config): FileStorage {
  if (config.S3_BUCKET) {
    return new S3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION ?? 'us-east-1',
      endpoint: config.S3_ENDPOINT,
      credentials:
        config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
          : undefined,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return new LocalDiskStorage(path.resolve(config.FILES_DIR ?? path.join(config.DATA_DIR, 'files')));
}
