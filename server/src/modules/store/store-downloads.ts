// Digital purchases (DESIGN 5.5): a buyer of a paid, not refunded store order downloads the files of its
// DIGITAL lines through short-lived links, minted per request and signed with HMAC-SHA256 over the order,
// the file and the expiry. The link works for DOWNLOAD_LINK_SECONDS; when it is used, the order is checked
// again (a refund since then closes it). Files stay private: no link, no bytes.
import crypto from 'node:crypto';
import type { Prisma, StoreFulfilment } from '../../generated/prisma/client.ts';
import { db } from '../../platform/database.ts';
import { isUuid } from '../../platform/ids.ts';

/** How long a download link works. */
export const DOWNLOAD_LINK_SECONDS = 5 * 60;
/** Fulfilments whose digital files their buyer may download: paid and not refunded. */
const DOWNLOADABLE: StoreFulfilment[] = ['PREPARING', 'SHIPPED', 'DELIVERED', 'COMPLETE'];
/** Orders whose files their buyer may download: paid, not refunded, and no refund waiting for the buyer's account. */
export const DOWNLOADABLE_ORDER = { fulfilment: { in: DOWNLOADABLE }, refundRequestedAt: null } satisfies Prisma.StoreOrderWhereInput;
export const isDownloadable = (order: { fulfilment: StoreFulfilment; refundRequestedAt: Date | null }) =>
  DOWNLOADABLE.includes(order.fulfilment) && order.refundRequestedAt === null;
/** Signs links where no secret is configured (dev and tests only: production sets SECRET_KEY). */
const DEV_DOWNLOAD_SECRET = 'oshi-local-download-link-secret-0000';

let secret = DEV_DOWNLOAD_SECRET;

/** Sets the signing secret (startApp: DOWNLOAD_LINK_SECRET, else SECRET_KEY). */
export function configureStoreDownloads(options: { secret?: string | null }) {
  secret = options.secret || DEV_DOWNLOAD_SECRET;
}

const signature = (orderId: string, fileId: string, exp: number) =>
  crypto.createHmac('sha256', secret).update(`download:${orderId}:${fileId}:${exp}`).digest('base64url');

export const downloadPath = (orderId: string, fileId: string) => `/downloads/${orderId}/${fileId}`;

/** A signed link to one file of one order, working DOWNLOAD_LINK_SECONDS from `now`. */
export function signedDownloadUrl(orderId: string, fileId: string, now = Date.now()) {
  const exp = Math.floor(now / 1000) + DOWNLOAD_LINK_SECONDS;
  return { url: `${downloadPath(orderId, fileId)}?exp=${exp}&sig=${signature(orderId, fileId, exp)}`, expiresAt: new Date(exp * 1000) };
}

/** Whether a link's exp and sig are genuine for this order and file and not yet expired. */
export function verifyDownloadLink(orderId: string, fileId: string, exp: string | null, sig: string | null, now = Date.now()): boolean {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
  const expires = Number(exp);
  if (expires * 1000 <= now) return false;
  const expected = Buffer.from(signature(orderId, fileId, expires));
  const given = Buffer.from(sig);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

export type Download = { fileId: string; fileName: string; size: number; mimeType: string; url: string; expiresAt: Date };

/**
 * Links for the files of the DIGITAL lines among `lines`, for their buyer only: `buyerOf` maps each order id
 * to its buyer and whether it is downloadable. One query for the files of every line asked (batched by the
 * caller). Returns the downloads per line id.
 */
export async function downloadsOfLines(
  viewerId: string | null,
  lines: readonly { id: string; orderId: string; kind: string; digitalFileIds: readonly string[]; buyerId: string; fulfilment: StoreFulfilment; refundRequestedAt: Date | null }[],
  now = Date.now(),
): Promise<Map<string, Download[]>> {
  const out = new Map<string, Download[]>();
  const mine = lines.filter((l) => viewerId && l.buyerId === viewerId && l.kind === 'DIGITAL' && isDownloadable(l));
  const ids = [...new Set(mine.flatMap((l) => l.digitalFileIds))].filter(isUuid);
  const files = ids.length ? await db().storedFile.findMany({ where: { id: { in: ids } }, select: { id: true, originalName: true, byteSize: true, mimeType: true } }) : [];
  const byId = new Map(files.map((f) => [f.id, f]));
  for (const line of lines) out.set(line.id, []);
  for (const line of mine) {
    out.set(
      line.id,
      line.digitalFileIds.flatMap((fileId) => {
        const file = byId.get(fileId);
        if (!file) return [];
        return [{ fileId, fileName: file.originalName, size: file.byteSize, mimeType: file.mimeType, ...signedDownloadUrl(line.orderId, fileId, now) }];
      }),
    );
  }
  return out;
}

/**
 * The stored file a verified link may serve: the order is still paid and not refunded (nor a refund requested), and the file is one
 * of its DIGITAL lines' products. Null otherwise.
 */
export async function downloadableFile(orderId: string, fileId: string) {
  if (!isUuid(orderId) || !isUuid(fileId)) return null;
  const line = await db().storeOrderLine.findFirst({
    where: { orderId, kind: 'DIGITAL', order: DOWNLOADABLE_ORDER, product: { digitalFileIds: { has: fileId } } },
    select: { id: true },
  });
  if (!line) return null;
  return db().storedFile.findUnique({ where: { id: fileId } });
}

