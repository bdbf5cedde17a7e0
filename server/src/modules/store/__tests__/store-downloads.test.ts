// Digital purchases: the buyer of a paid, not refunded order gets short-lived signed links to the pack's
// files (StoreOrderLine.downloads, myDigitalPurchases); the link streams the file as an attachment over
// HTTP, stops working after five minutes (a controlled clock), refuses a tampered signature, and closes
// when the order is refunded (already when an owner's refund of a deposit waits for the buyer's account).
// Nobody else — the club owner, an administrator, another fan, a token of another user — gets a link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { community, type Data, gql, type Person } from '../../comments/__tests__/community-helpers.ts';
import { tokenHeaders } from '../../clubs/__tests__/community-helpers.ts';
import { fileStorage } from '../../files/files.service.ts';
import { BUYER, rawId, registerCard, testGateway } from '../../payments/__tests__/payment-helpers.ts';
import { applyGatewayPayment } from '../../payments/payments.service.ts';
import { DOWNLOAD_LINK_SECONDS, signedDownloadUrl } from '../store-downloads.ts';
import { createProduct } from './store-helpers.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => app?.close());

const gid = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');
const BYTES = Buffer.from('ID3 voice pack bytes');

async function world() {
  const w = await community();
  const key = `media/pack-${crypto.randomUUID()}`;
  await fileStorage().put(key, BYTES, { contentType: 'audio/mpeg', byteSize: BYTES.length });
  const file = await db().storedFile.create({ data: { ownerId: w.owner.id, kind: 'MEDIA', mimeType: 'audio/mpeg', byteSize: BYTES.length, originalName: '목소리 팩 01.mp3', storageKey: key } });
  const pack = await createProduct({ clubId: w.club.id, kind: 'DIGITAL', name: 'Voice pack', price: 8_000, stock: null, digitalFileIds: [file.id] });
  const card = await registerCard(app, w.member);
  const body = await gql(app, w.member, `mutation ($input: CheckoutStoreInput!) { checkoutStore(input: $input) { __typename ... on CheckoutStoreSuccess { payment { id storeOrder { id } } } } }`, {
    input: { buyer: BUYER, agreeToOrderTerms: true, lines: [{ productId: gid('Product', pack.id), quantity: 1 }], method: 'CARD', cardId: card.id },
  });
  const orderId = rawId(body.data!.checkoutStore.payment.storeOrder.id);
  return { w, file, pack, orderId };
}

const DOWNLOADS = `query ($id: ID!) { node(id: $id) { ... on StoreOrder { lines { kind downloads { fileName size mimeType url expiresAt } } } } }`;

async function downloadsAs(who: Person | { headers: Record<string, string> }, orderId: string): Promise<Data[] | null> {
  const body = await gql(app, { id: '', cookie: null, ...who } as Person, DOWNLOADS, { id: gid('StoreOrder', orderId) });
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!.node ? body.data!.node.lines[0].downloads : null;
}

const get = (path: string) => fetch(`${app.url}${path}`);

describe('digital downloads', () => {
  it('give the buyer a link that streams the file as an attachment, and list the purchase in My Page', async () => {
    const { w, orderId } = await world();
    const downloads = await downloadsAs(w.member, orderId);
    expect(downloads).toHaveLength(1);
    const [download] = downloads!;
    expect(download).toMatchObject({ fileName: '목소리 팩 01.mp3', size: BYTES.length, mimeType: 'audio/mpeg' });
    const left = new Date(download.expiresAt).getTime() - Date.now();
    expect(left).toBeGreaterThan((DOWNLOAD_LINK_SECONDS - 5) * 1000);
    expect(left).toBeLessThanOrEqual(DOWNLOAD_LINK_SECONDS * 1000);

    const res = await get(download.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="[^"]+\.mp3"; filename\*=UTF-8''%EB%AA%A9/);
    expect(res.headers.get('content-type')).toBe('audio/mpeg');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(BYTES);

    const mine = await gql(app, w.member, `{ myDigitalPurchases(first: 10) { totalCount edges { node { id lines { productName downloads { fileName } } } } } }`);
    expect(mine.errors).toBeUndefined();
    expect(mine.data!.myDigitalPurchases).toEqual({ totalCount: 1, edges: [{ node: { id: gid('StoreOrder', orderId), lines: [{ productName: 'Voice pack', downloads: [{ fileName: '목소리 팩 01.mp3' }] }] } }] });
  });

  it('expire after five minutes (controlled clock) and refuse a tampered signature or another file', async () => {
    const { w, file, orderId } = await world();
    const minted = signedDownloadUrl(orderId, file.id, Date.now() - (DOWNLOAD_LINK_SECONDS + 1) * 1000);
    expect((await get(minted.url)).status).toBe(403);
    const fresh = signedDownloadUrl(orderId, file.id);
    expect((await get(fresh.url)).status).toBe(200);
    const tampered = fresh.url.replace(/sig=(.)/, (_m, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`);
    expect((await get(tampered)).status).toBe(403);
    // A later expiry with the old signature is refused too.
    const exp = Number(new URL(fresh.url, 'http://x').searchParams.get('exp'));
    expect((await get(fresh.url.replace(`exp=${exp}`, `exp=${exp + 3600}`))).status).toBe(403);
    // A genuine signature for a file that is not this order's.
    const other = await db().storedFile.create({ data: { ownerId: w.owner.id, kind: 'MEDIA', mimeType: 'audio/mpeg', byteSize: 1, originalName: 'x.mp3', storageKey: `media/x-${orderId}` } });
    expect((await get(signedDownloadUrl(orderId, other.id).url)).status).toBe(403);
    expect((await get(`/downloads/${orderId}/not-a-file?exp=1&sig=x`)).status).toBe(404);
  });

  it('give no links to anyone but the buyer, and none once the order is refunded (old links stop working)', async () => {
    const { w, orderId } = await world();
    const link = (await downloadsAs(w.member, orderId))![0].url;
    // The owner and an administrator read the order but get no links; others do not see it.
    expect(await downloadsAs(w.owner, orderId)).toEqual([]);
    expect(await downloadsAs(w.admin, orderId)).toEqual([]);
    expect(await downloadsAs(w.user, orderId)).toBeNull();
    expect(await downloadsAs(w.subscriber, orderId)).toBeNull();
    expect(await downloadsAs({ headers: await tokenHeaders(w.owner.id, ['ORDERS_READ']) }, orderId)).toEqual([]);
    expect(await downloadsAs({ headers: await tokenHeaders(w.member.id, ['ORDERS_READ']) }, orderId)).toHaveLength(1);
    const noScope = await gql(app, { id: '', cookie: null, headers: await tokenHeaders(w.member.id, ['PAYMENTS_READ']) }, DOWNLOADS, { id: gid('StoreOrder', orderId) });
    expect(noScope.errors?.[0].extensions?.code).toBe('SCOPE_REQUIRED');

    const refund = await gql(app, w.owner, `mutation ($input: RefundStoreOrderInput!) { refundStoreOrder(input: $input) { __typename } }`, { input: { orderId: gid('StoreOrder', orderId), reason: 'Wrong file' } });
    expect(refund.data!.refundStoreOrder.__typename).toBe('RefundStoreOrderSuccess');
    expect(await downloadsAs(w.member, orderId)).toEqual([]);
    expect((await get(link)).status).toBe(403);
    const mine = await gql(app, w.member, `{ myDigitalPurchases(first: 10) { totalCount } }`);
    expect(mine.data!.myDigitalPurchases.totalCount).toBe(0);
  });

  it('close as soon as the owner refunds a deposit order, while the money waits for the buyer’s account', async () => {
    const w = await community();
    const key = `media/pack-${crypto.randomUUID()}`;
    await fileStorage().put(key, BYTES, { contentType: 'audio/mpeg', byteSize: BYTES.length });
    const file = await db().storedFile.create({ data: { ownerId: w.owner.id, kind: 'MEDIA', mimeType: 'audio/mpeg', byteSize: BYTES.length, originalName: 'pack.mp3', storageKey: key } });
    const pack = await createProduct({ clubId: w.club.id, kind: 'DIGITAL', name: 'Voice pack', price: 8_000, stock: null, digitalFileIds: [file.id] });
    const body = await gql(app, w.member, `mutation ($input: CheckoutStoreInput!) { checkoutStore(input: $input) { __typename
      ... on CheckoutStoreSuccess { payment { virtualAccount { accountNumber } storeOrder { id } } } } }`, {
      input: { buyer: BUYER, agreeToOrderTerms: true, lines: [{ productId: gid('Product', pack.id), quantity: 1 }], method: 'VIRTUAL_ACCOUNT' },
    });
    const payment = body.data!.checkoutStore.payment;
    await applyGatewayPayment((await testGateway().deposit(payment.virtualAccount.accountNumber))!, null);
    const orderId = rawId(payment.storeOrder.id);
    const link = (await downloadsAs(w.member, orderId))![0].url;
    expect((await get(link)).status).toBe(200);

    const refund = await gql(app, w.owner, `mutation ($input: RefundStoreOrderInput!) { refundStoreOrder(input: $input) { __typename
      ... on RefundStoreOrderSuccess { storeOrder { fulfilment refundRequested } } } }`, { input: { orderId: payment.storeOrder.id, reason: 'Wrong file' } });
    expect(refund.data!.refundStoreOrder.storeOrder).toEqual({ fulfilment: 'COMPLETE', refundRequested: true });
    expect(await downloadsAs(w.member, orderId)).toEqual([]);
    expect((await get(link)).status).toBe(403);
    const mine = await gql(app, w.member, `{ myDigitalPurchases(first: 10) { totalCount } }`);
    expect(mine.data!.myDigitalPurchases.totalCount).toBe(0);
  });
});
