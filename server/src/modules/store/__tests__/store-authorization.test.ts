// The store's authorization matrix: every read and write as a guest, a user, a member, a subscriber,
// the owner, another club's owner, an administrator, and API tokens by scope (reads need CLUBS_READ,
// writes CLUBS_WRITE; an administrator's token acts as an ordinary user).
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { graphql, startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { createClub } from '../../../testing/fixtures.ts';
import { communityWorld, gid, signedIn, tokenHeaders, type Data } from '../../clubs/__tests__/community-helpers.ts';
import { createProduct } from './store-helpers.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => app?.close());

type Role =
  | 'guest'
  | 'user'
  | 'member'
  | 'subscriber'
  | 'owner'
  | 'otherOwner'
  | 'admin'
  | 'ownerTokenRead'
  | 'ownerTokenWrite'
  | 'ownerTokenBoth'
  | 'ownerTokenNone'
  | 'adminTokenBoth';

async function world() {
  const w = await communityWorld();
  const other = await signedIn({ role: 'CREATOR', nickname: 'Other owner' });
  await createClub({ ownerId: other.user.id });
  const headers: Record<Role, Record<string, string>> = {
    guest: {},
    user: w.outsider.headers,
    member: w.member.headers,
    subscriber: w.subscriber.headers,
    owner: w.owner.headers,
    otherOwner: other.headers,
    admin: w.admin.headers,
    ownerTokenRead: await tokenHeaders(w.owner.user.id, ['CLUBS_READ']),
    ownerTokenWrite: await tokenHeaders(w.owner.user.id, ['CLUBS_WRITE']),
    ownerTokenBoth: await tokenHeaders(w.owner.user.id, ['CLUBS_READ', 'CLUBS_WRITE']),
    ownerTokenNone: await tokenHeaders(w.owner.user.id, ['POSTS_READ']),
    adminTokenBoth: await tokenHeaders(w.admin.user.id, ['CLUBS_READ', 'CLUBS_WRITE']),
  };
  const product = await createProduct({ clubId: w.club.id, name: 'PUBLIC ITEM' });
  const membersOnly = await createProduct({ clubId: w.club.id, name: 'MEMBER ITEM', memberOnly: true });
  const archived = await createProduct({ clubId: w.club.id, name: 'ARCHIVED ITEM', status: 'ARCHIVED' });
  return { w, headers, product, membersOnly, archived };
}

/** The outcome: the result's typename, or the top-level error code. */
async function outcome(query: string, variables: Record<string, unknown>, headers: Record<string, string>): Promise<string> {
  const { body } = await graphql<Data>(app, { query, variables }, headers);
  if (body.errors) return String(body.errors[0].extensions?.code);
  return Object.values(body.data!)[0].__typename;
}

const ROLES: Role[] = ['guest', 'user', 'member', 'subscriber', 'owner', 'otherOwner', 'admin', 'ownerTokenRead', 'ownerTokenWrite', 'ownerTokenBoth', 'ownerTokenNone', 'adminTokenBoth'];

describe('store reads', () => {
  it('show public products to all, member-only ones to members and managers, archived ones to managers; tokens need CLUBS_READ', async () => {
    const { headers, product, membersOnly, archived } = await world();
    // [public, member-only, archived] visible; or the refusal code.
    const expected: Record<Role, [boolean, boolean, boolean] | string> = {
      guest: [true, false, false],
      user: [true, false, false],
      member: [true, true, false],
      subscriber: [true, true, false],
      owner: [true, true, true],
      otherOwner: [true, false, false],
      admin: [true, true, true],
      ownerTokenRead: [true, true, true],
      ownerTokenWrite: 'SCOPE_REQUIRED',
      ownerTokenBoth: [true, true, true],
      ownerTokenNone: 'SCOPE_REQUIRED',
      // An administrator's token is an ordinary user.
      adminTokenBoth: [true, false, false],
    };
    const Q = `query ($ids: [ID!]!) { nodes(ids: $ids) { ... on Product { name } } }`;
    for (const role of ROLES) {
      const { body } = await graphql<Data>(app, { query: Q, variables: { ids: [product, membersOnly, archived].map((p) => gid('Product', p.id)) } }, headers[role]);
      const want = expected[role];
      if (typeof want === 'string') {
        expect(body.errors?.[0].extensions?.code, role).toBe(want);
        continue;
      }
      expect(body.errors, role).toBeUndefined();
      expect(body.data!.nodes.map(Boolean), role).toEqual(want);
    }
  });

  it('shows stock and digital files to managers only', async () => {
    const { headers, product } = await world();
    const Q = `query ($id: ID!) { node(id: $id) { ... on Product { stock viewerCanEdit } } }`;
    for (const role of ['guest', 'user', 'member', 'otherOwner', 'adminTokenBoth'] as Role[]) {
      const { body } = await graphql<Data>(app, { query: Q, variables: { id: gid('Product', product.id) } }, headers[role]);
      expect(body.data!.node, role).toEqual({ stock: null, viewerCanEdit: false });
    }
    for (const role of ['owner', 'admin', 'ownerTokenRead'] as Role[]) {
      const { body } = await graphql<Data>(app, { query: Q, variables: { id: gid('Product', product.id) } }, headers[role]);
      expect(body.data!.node, role).toEqual({ stock: 10, viewerCanEdit: true });
    }
  });

  it('gives the edit form’s files and the online access link to managers only, in their order', async () => {
    const { w, headers } = await world();
    const file = (kind: 'IMAGE' | 'MEDIA', originalName: string) =>
      db().storedFile.create({ data: { ownerId: w.owner.user.id, kind, mimeType: kind === 'IMAGE' ? 'image/webp' : 'audio/mpeg', byteSize: 10, originalName, storageKey: `${kind}/${crypto.randomUUID()}` } });
    const [front, back, track, preview] = [await file('IMAGE', 'front.webp'), await file('IMAGE', 'back.webp'), await file('MEDIA', 'track 01.mp3'), await file('MEDIA', 'preview.mp3')];
    const pack = await createProduct({ clubId: w.club.id, kind: 'DIGITAL', name: 'Voice pack', stock: null, imageFileIds: [back.id, front.id], digitalFileIds: [track.id], previewFileId: preview.id });
    const Q = `query ($id: ID!) { node(id: $id) { ... on Product { editDetails { images { fileId name } digitalFiles { name url } preview { name } onlineAccessUrl } } } }`;
    for (const role of ['guest', 'user', 'member', 'subscriber', 'otherOwner', 'adminTokenBoth'] as Role[]) {
      const { body } = await graphql<Data>(app, { query: Q, variables: { id: gid('Product', pack.id) } }, headers[role]);
      expect(body.data!.node, role).toEqual({ editDetails: null });
    }
    for (const role of ['owner', 'admin', 'ownerTokenRead'] as Role[]) {
      const { body } = await graphql<Data>(app, { query: Q, variables: { id: gid('Product', pack.id) } }, headers[role]);
      const details = (body.data!.node as { editDetails: { images: unknown; digitalFiles: { name: string; url: string }[]; preview: unknown } }).editDetails;
      // The ids are the ones updateProduct takes back to keep a file.
      expect(details.images, role).toEqual([
        { fileId: gid('UploadedFile', back.id), name: 'back.webp' },
        { fileId: gid('UploadedFile', front.id), name: 'front.webp' },
      ]);
      expect(details.digitalFiles.map((f) => f.name)).toEqual(['track 01.mp3']);
      expect(details.digitalFiles[0].url).toContain('sig=');
      expect(details.preview).toEqual({ name: 'preview.mp3' });
    }
  });
});

describe('store writes', () => {
  it('let the owner and an administrator (session) create, update and archive; refuse everyone else', async () => {
    const { w, headers, product } = await world();
    const CREATE = `mutation ($input: CreateProductInput!) { createProduct(input: $input) { __typename } }`;
    const UPDATE = `mutation ($input: UpdateProductInput!) { updateProduct(input: $input) { __typename } }`;
    const ARCHIVE = `mutation ($input: ArchiveProductInput!) { archiveProduct(input: $input) { __typename } }`;
    const details = { name: 'Keyring', description: '', imageFileIds: [], price: 8_000, stock: 3 };
    const expected: Record<Role, string> = {
      guest: 'UNAUTHENTICATED',
      user: 'ForbiddenError',
      member: 'ForbiddenError',
      subscriber: 'ForbiddenError',
      owner: 'ok',
      otherOwner: 'ForbiddenError',
      admin: 'ok',
      ownerTokenRead: 'SCOPE_REQUIRED',
      ownerTokenWrite: 'ok',
      ownerTokenBoth: 'ok',
      ownerTokenNone: 'SCOPE_REQUIRED',
      adminTokenBoth: 'ForbiddenError',
    };
    for (const role of ROLES) {
      const want = expected[role];
      const ok = (name: string) => (want === 'ok' ? name : want);
      expect(await outcome(CREATE, { input: { clubId: gid('Club', w.club.id), kind: 'GOODS', ...details } }, headers[role]), `${role} create`).toBe(ok('CreateProductSuccess'));
      expect(await outcome(UPDATE, { input: { productId: gid('Product', product.id), ...details } }, headers[role]), `${role} update`).toBe(ok('UpdateProductSuccess'));
      expect(await outcome(ARCHIVE, { input: { productId: gid('Product', product.id), archived: false } }, headers[role]), `${role} archive`).toBe(ok('ArchiveProductSuccess'));
    }
    // The four allowed callers created one each (the fixture product was renamed by their updates too).
    expect(await db().product.count({ where: { name: 'Keyring', clubId: w.club.id } })).toBe(5);
  });
});
