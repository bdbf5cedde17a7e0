// Storage back ends: local disk for real; S3 through the AWS SDK against a small in-process stand-in
// speaking the S3 REST calls we use (no S3 service is available here), plus configuration rules.
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../platform/config.ts';
import { createStorage, LocalDiskStorage, S3Storage, type FileStorage } from '../../../platform/storage.ts';

const base = { NODE_ENV: 'test', LOG_LEVEL: 'silent' };

async function roundTrip(storage: FileStorage, source: (file: string) => Buffer | { path: string }) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'oshi-storage-src-'));
  const file = path.join(dir, 'src.txt');
  await fs.writeFile(file, 'hello storage world');
  try {
    await storage.put('attachment/abc-123', source(file), { contentType: 'text/plain', byteSize: 19 });
    expect(await text((await storage.get('attachment/abc-123'))!)).toBe('hello storage world');
    expect(await text((await storage.get('attachment/abc-123', { start: 6, end: 12 }))!)).toBe('storage');
    await storage.put('attachment/abc-123', Buffer.from('replaced'), { contentType: 'text/plain', byteSize: 8 });
    expect(await text((await storage.get('attachment/abc-123'))!)).toBe('replaced');
    await storage.delete('attachment/abc-123');
    expect(await storage.get('attachment/abc-123')).toBeNull();
    await storage.delete('attachment/abc-123'); // deleting twice is fine
    expect(await storage.get('image/missing.webp')).toBeNull();
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

describe('LocalDiskStorage', () => {
  let root: string;
  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'oshi-storage-'));
  });
  afterAll(() => fs.rm(root, { recursive: true, force: true }));

  it('puts (from a buffer or a file), reads whole or a range, replaces and deletes', async () => {
    const storage = new LocalDiskStorage(root);
    await roundTrip(storage, (file) => ({ path: file }));
    // No partial files are left behind.
    expect(await fs.readdir(path.join(root, 'attachment'))).toEqual([]);
  });

  it('refuses keys that could leave its directory', async () => {
    const storage: FileStorage = new LocalDiskStorage(root);
    for (const key of ['../etc/passwd', '/abs/x', 'image/../../x', 'image/a/b', 'image']) {
      await expect(storage.put(key, Buffer.from('x'), { contentType: 'text/plain', byteSize: 1 })).rejects.toThrow(/Invalid storage key/);
    }
  });
});

describe('S3Storage (against a stand-in S3 endpoint)', () => {
  const objects = new Map<string, Buffer>();
  const seen: { method: string; url: string; auth: string | undefined }[] = [];
  let server: http.Server;
  let endpoint: string;
  beforeAll(async () => {
    server = http.createServer(async (req, res) => {
      seen.push({ method: req.method!, url: req.url!, auth: req.headers.authorization });
      const key = decodeURIComponent(new URL(req.url!, 'http://x').pathname);
      if (req.method === 'PUT') {
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        objects.set(key, Buffer.concat(chunks));
        res.writeHead(200, { etag: '"1"' }).end();
      } else if (req.method === 'GET') {
        const body = objects.get(key);
        if (!body) {
          res.writeHead(404, { 'content-type': 'application/xml' });
          return res.end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
        }
        const range = /bytes=(\d+)-(\d+)/.exec(req.headers.range ?? '');
        const part = range ? body.subarray(Number(range[1]), Number(range[2]) + 1) : body;
        res.writeHead(range ? 206 : 200, { 'content-length': String(part.length), 'content-type': 'text/plain' }).end(part);
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else res.writeHead(405).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('stores, reads (with ranges) and deletes objects in the bucket, path-style, signed', async () => {
    const storage = new S3Storage({
      bucket: 'oshi-files',
      region: 'auto',
      endpoint,
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    await roundTrip(storage, (file) => ({ path: file }));
    expect(seen.every((r) => r.url.startsWith('/oshi-files/'))).toBe(true);
    expect(seen.every((r) => r.auth?.startsWith('AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/'))).toBe(true);
    expect(seen.filter((r) => r.method === 'PUT')).toHaveLength(2);
  });
});

describe('storage configuration', () => {
  it('uses local disk by default (FILES_DIR, else <DATA_DIR>/files) and S3 when S3_BUCKET is set', () => {
    const local = createStorage(loadConfig(base));
    expect(local).toBeInstanceOf(LocalDiskStorage);
    expect((local as LocalDiskStorage).root).toBe(path.resolve('.data/files'));
    expect((createStorage(loadConfig({ ...base, FILES_DIR: '/srv/oshi-files' })) as LocalDiskStorage).root).toBe('/srv/oshi-files');

    const s3 = createStorage(
      loadConfig({
        ...base,
        S3_BUCKET: 'oshi-media',
        S3_ENDPOINT: 'https://minio.example:9000',
        S3_REGION: 'eu-west-1',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    );
    expect(s3).toBeInstanceOf(S3Storage);
    expect((s3 as S3Storage).options).toEqual({
      bucket: 'oshi-media',
      region: 'eu-west-1',
      endpoint: 'https://minio.example:9000',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    const defaults = createStorage(loadConfig({ ...base, S3_BUCKET: 'oshi-media' })) as S3Storage;
    expect(defaults.options).toMatchObject({ region: 'us-east-1', credentials: undefined });
  });

  it.each([
    [{ S3_REGION: 'eu-west-1' }, 'S3_REGION: set S3_BUCKET too'],
    [{ S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'id' }, 'S3_SECRET_ACCESS_KEY: required together with S3_ACCESS_KEY_ID'],
    [{ S3_BUCKET: 'b-1', S3_SECRET_ACCESS_KEY: 'x' }, 'S3_ACCESS_KEY_ID: required together with S3_SECRET_ACCESS_KEY'],
    [{ S3_BUCKET: 'Not_A_Bucket' }, 'S3_BUCKET: must be an S3 bucket name'],
    [{ S3_BUCKET: 'b-1', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT: must be a URL'],
    [{ S3_BUCKET: 'b-1', S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE'],
  ])('refuses %o', (env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...env })).toThrow(message);
  });
});
