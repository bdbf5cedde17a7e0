// The club store's products: who sees and manages them, their validation, and their availability on
// the server clock. Orders and stock decrements belong to checkout (payments' order-kind handlers).
import type { Prisma, ProductKind, TicketFormat, TicketSeating } from '../../generated/prisma/client.ts';
import { COUNT_LIMIT } from '../../platform/counts.ts';
import { db, unlessGone } from '../../platform/database.ts';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../../platform/errors.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { isUuid, NOBODY } from '../../platform/ids.ts';
import { startOfKstDay } from '../../platform/kst.ts';
import type { AccountDeletionBlocker } from '../accounts/accounts.errors.ts';
import { auditedClubWrite } from '../admin/admin.service.ts';
import { visibleClub, visibleClubsWhere } from '../clubs/clubs.service.ts';
import { findUsableFiles } from '../files/files.service.ts';
import { PriceInvalidError, StockChangedError } from './store.errors.ts';

export const PRODUCT_NAME_MAX = 60;
export const PRODUCT_DESCRIPTION_MAX = 2000;
export const PRODUCT_PRICE_MIN = 100;
export const PRODUCT_PRICE_MAX = 10_000_000;
export const SHIPPING_FEE_MAX = 100_000;
export const STOCK_MAX = 1_000_000;
export const PRODUCT_IMAGES_MAX = 10;
export const PRODUCT_OPTIONS_MAX = 30;
export const OPTION_NAME_MAX = 40;
export const DIGITAL_FILES_MAX = 20;
export const PER_BUYER_LIMIT_MAX = 100;
export const VENUE_TEXT_MAX = 200;

// ------------------------------------------------------------------ availability

export type Availability = 'NOT_OPEN' | 'ON_SALE' | 'SOLD_OUT' | 'SALES_ENDED';

type StockFacts = {
  kind: ProductKind;
  salesOpenAt: Date | null;
  salesCloseAt: Date | null;
  stock: number | null;
  options?: readonly { stock: number }[];
};

/** What is left to sell: the options' stock for goods that have options; null when unlimited. */
export function remainingStock(product: StockFacts): number | null {
  if (product.kind === 'GOODS' && product.options?.length) return product.options.reduce((sum, o) => sum + o.stock, 0);
  return product.stock;
}

/** The sale window first (before it: not open; after it: ended), then the stock. */
export function availabilityOf(product: StockFacts, now: Date): Availability {
  if (product.salesOpenAt && now < product.salesOpenAt) return 'NOT_OPEN';
  if (product.salesCloseAt && now >= product.salesCloseAt) return 'SALES_ENDED';
  const left = remainingStock(product);
  return left !== null && left <= 0 ? 'SOLD_OUT' : 'ON_SALE';
}

/** The viewer's price: the lowest member price of a plan level they hold (or below), else the list price. */
export function priceFor(product: { price: number; memberPrices: readonly { planLevel: number; price: number }[] }, level: number | null): number {
  let best = product.price;
  if (level === null) return best;
  for (const m of product.memberPrices) if (m.planLevel <= level && m.price < best) best = m.price;
  return best;
}

/** VAT included in a KRW price (DESIGN 5.4): price − round(price / 1.1). */
export const vatOf = (price: number) => price - Math.round(price / 1.1);

// ------------------------------------------------------------------ visibility

/**
 * Products the viewer may see: in a club they may see; archived ones only to the owner; member-only
 * ones to members and the owner (removed for everyone else, never sent and hidden). Administrators see all.
 */
export function visibleProductsWhere(viewer: Viewer | null): Prisma.ProductWhereInput {
  if (viewer?.role === 'ADMIN') return {};
  const me = viewer?.id ?? NOBODY;
  return {
    club: visibleClubsWhere(viewer),
    AND: [
      { OR: [{ status: 'ACTIVE' }, { club: { ownerId: me } }] },
      { OR: [{ memberOnly: false }, { club: { ownerId: me } }, { club: { members: { some: { userId: me } } } }] },
    ],
  };
}

/**
 * Products the viewer may buy (before availability and the owner's own-club rule): the ones a
 * non-administrator with the same id sees. An administrator sees every product to moderate it, but seeing
 * is no right to buy: member-only products stay for the club's members, and a club that is not public sells
 * to nobody (its owner, the only other one who sees it, does not buy from their own club), refused as they
 * are for anyone else (NOT_FOUND).
 */
export function buyableProductsWhere(viewer: Viewer): Prisma.ProductWhereInput {
  return visibleProductsWhere(viewer.role === 'ADMIN' ? { id: viewer.id, role: 'USER' } : viewer);
}

export type ProductListStatus = 'ACTIVE' | 'ARCHIVED';

/** A club's products in one status; ARCHIVED lists are for managers and empty for everyone else. */
export function clubProductsWhere(viewer: Viewer | null, clubId: string, status: ProductListStatus): Prisma.ProductWhereInput {
  return { AND: [{ clubId, status }, visibleProductsWhere(viewer)] };
}

const canManage = (viewer: Viewer, club: { ownerId: string }) => viewer.role === 'ADMIN' || viewer.id === club.ownerId;

async function managedClub(viewer: Viewer, clubId: string) {
  const club = await visibleClub(viewer, clubId);
  if (!canManage(viewer, club)) throw new ForbiddenError('Only the club owner can manage its store');
  return club;
}

async function managedProduct(viewer: Viewer, productId: string) {
  const product = isUuid(productId)
    ? await db().product.findFirst({
        where: { AND: [{ id: productId }, visibleProductsWhere(viewer)] },
        include: { club: { select: { ownerId: true } }, options: true },
      })
    : null;
  if (!product) throw new NotFoundError('No such product');
  if (!canManage(viewer, product.club)) throw new ForbiddenError('Only the club owner can manage its store');
  return product;
}

// ------------------------------------------------------------------ input

/**
 * `stockSeen`: the stock the owner last saw (ProductOption.stock). An edit applies the change from it to the
 * stock as it is now, so items sold meanwhile stay sold; without it, the change from the stock this request
 * read is applied the same way.
 */
export type ProductOptionInput = { id?: string | null; name: string; stock: number; stockSeen?: number | null };
export type TicketInput = {
  format: TicketFormat;
  eventStartsAt: Date;
  venueName?: string | null;
  venueAddress?: string | null;
  venueMapUrl?: string | null;
  /** "HH:MM" on the event day. */
  validFrom?: string | null;
  validUntil?: string | null;
  seating: TicketSeating;
  /** ONLINE: where holders join (http or https), shown to them from the event start. */
  onlineAccessUrl?: string | null;
};

export type ProductInput = {
  name: string;
  description: string;
  imageFileIds: readonly string[];
  price: number;
  memberOnly?: boolean | null;
  memberPrices?: readonly { planLevel: number; price: number }[] | null;
  salesOpenAt?: Date | null;
  salesCloseAt?: Date | null;
  stock?: number | null;
  /** The product's stock the owner last saw (see ProductOptionInput.stockSeen). */
  stockSeen?: number | null;
  perBuyerLimit?: number | null;
  shippingFee?: number | null;
  options?: readonly ProductOptionInput[] | null;
  digitalFileIds?: readonly string[] | null;
  previewFileId?: string | null;
  ticket?: TicketInput | null;
};

function text(field: string, value: string, max: number, required: boolean): string {
  const trimmed = value.trim();
  if (required && !trimmed) throw new InvalidInputError(field, 'This is required', 'REQUIRED');
  if ([...trimmed].length > max) throw new InvalidInputError(field, `At most ${max} characters`);
  return trimmed;
}

/** Whole won in [min, max]; anything else (fractions, negatives, NaN) is refused with PRICE_INVALID. */
export function wholeWon(field: string, value: number, min = PRODUCT_PRICE_MIN, max = PRODUCT_PRICE_MAX): number {
  if (!Number.isSafeInteger(value) || value < min || value > max) throw new PriceInvalidError(field, min, max);
  return value;
}

function count(field: string, value: number, min: number, max: number): number {
  if (!Number.isSafeInteger(value) || value < min || value > max) throw new InvalidInputError(field, `A whole number from ${min} to ${max}`);
  return value;
}

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;
function minuteOfDay(field: string, value: string): number {
  const m = HH_MM.exec(value.trim());
  if (!m) throw new InvalidInputError(field, 'A time as HH:MM');
  return Number(m[1]) * 60 + Number(m[2]);
}

export const formatMinute = (minute: number | null) =>
  minute === null ? null : `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

function httpUrl(field: string, value: string): string {
  try {
    const url = new URL(value.trim());
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.toString();
  } catch {
    // falls through to the refusal
  }
  throw new InvalidInputError(field, 'An http(s) address', 'INVALID_URL');
}

/** Files the viewer uploaded (or already on the product), of one of `kinds`; FILE_INVALID otherwise. */
async function usableFileIds(viewer: Viewer, field: string, ids: readonly string[], kinds: ('IMAGE' | 'MEDIA' | 'ATTACHMENT')[], kept: readonly string[]) {
  const wanted = [...new Set(ids)];
  const fresh = wanted.filter((id) => !kept.includes(id));
  if (fresh.some((id) => !isUuid(id))) throw new InvalidInputError(field, 'Choose files you uploaded', 'FILE_INVALID');
  const found = new Set<string>();
  for (const kind of kinds) for (const f of fresh.length ? await findUsableFiles(viewer.id, fresh, kind) : []) found.add(f.id);
  if (fresh.some((id) => !found.has(id))) throw new InvalidInputError(field, 'Choose files you uploaded', 'FILE_INVALID');
  return wanted;
}

type Existing = { imageFileIds: string[]; digitalFileIds: string[]; previewFileId: string | null };

/** Checks an input for a product of `kind` and returns the columns to write (options apart). */
async function productData(viewer: Viewer, kind: ProductKind, input: ProductInput, existing: Existing | null) {
  const price = wholeWon('price', input.price);
  const memberPrices = (input.memberPrices ?? []).map((m, i) => {
    count(`memberPrices.${i}.planLevel`, m.planLevel, 1, 100);
    wholeWon(`memberPrices.${i}.price`, m.price, PRODUCT_PRICE_MIN, price);
    return { planLevel: m.planLevel, price: m.price };
  });
  if (new Set(memberPrices.map((m) => m.planLevel)).size !== memberPrices.length) {
    throw new InvalidInputError('memberPrices', 'One member price per plan level');
  }
  if (input.imageFileIds.length > PRODUCT_IMAGES_MAX) throw new InvalidInputError('imageFileIds', `At most ${PRODUCT_IMAGES_MAX} images`);
  const salesOpenAt = input.salesOpenAt ?? null;
  const salesCloseAt = input.salesCloseAt ?? null;
  if (salesOpenAt && salesCloseAt && salesCloseAt <= salesOpenAt) throw new InvalidInputError('salesCloseAt', 'Sales close after they open');
  const data = {
    name: text('name', input.name, PRODUCT_NAME_MAX, true),
    description: text('description', input.description, PRODUCT_DESCRIPTION_MAX, false),
    imageFileIds: await usableFileIds(viewer, 'imageFileIds', input.imageFileIds, ['IMAGE'], existing?.imageFileIds ?? []),
    price,
    memberOnly: input.memberOnly ?? false,
    salesOpenAt,
    salesCloseAt,
    perBuyerLimit: input.perBuyerLimit == null ? null : count('perBuyerLimit', input.perBuyerLimit, 1, PER_BUYER_LIMIT_MAX),
    stock: input.stock == null ? null : count('stock', input.stock, 0, STOCK_MAX),
    shippingFee: 0,
    digitalFileIds: [] as string[],
    previewFileId: null as string | null,
    ticketFormat: null as TicketFormat | null,
    eventStartsAt: null as Date | null,
    venueName: null as string | null,
    venueAddress: null as string | null,
    venueMapUrl: null as string | null,
    onlineAccessUrl: null as string | null,
    validFromMinute: null as number | null,
    validUntilMinute: null as number | null,
    seating: null as TicketSeating | null,
  };
  if (kind === 'GOODS') {
    data.shippingFee = input.shippingFee == null ? 0 : wholeWon('shippingFee', input.shippingFee, 0, SHIPPING_FEE_MAX);
    if (!input.options?.length && data.stock === null) throw new InvalidInputError('stock', 'Set the stock, or add options with their stock', 'REQUIRED');
    if (input.options?.length) data.stock = null;
  }
  if (kind === 'DIGITAL') {
    const files = input.digitalFileIds ?? [];
    if (!files.length) throw new InvalidInputError('digitalFileIds', 'Upload the files buyers get', 'REQUIRED');
    if (files.length > DIGITAL_FILES_MAX) throw new InvalidInputError('digitalFileIds', `At most ${DIGITAL_FILES_MAX} files`);
    data.digitalFileIds = await usableFileIds(viewer, 'digitalFileIds', files, ['MEDIA', 'ATTACHMENT'], existing?.digitalFileIds ?? []);
    if (input.previewFileId) {
      const kept = existing?.previewFileId ? [existing.previewFileId] : [];
      data.previewFileId = (await usableFileIds(viewer, 'previewFileId', [input.previewFileId], ['MEDIA'], kept))[0];
    }
  }
  if (kind === 'TICKET') {
    const ticket = input.ticket;
    if (!ticket) throw new InvalidInputError('ticket', 'Describe the event', 'REQUIRED');
    if (data.stock === null) throw new InvalidInputError('stock', 'Set how many tickets there are', 'REQUIRED');
    data.ticketFormat = ticket.format;
    data.eventStartsAt = ticket.eventStartsAt;
    data.seating = ticket.seating;
    if (ticket.format === 'OFFLINE') {
      data.venueName = text('ticket.venueName', ticket.venueName ?? '', VENUE_TEXT_MAX, true);
      data.venueAddress = text('ticket.venueAddress', ticket.venueAddress ?? '', VENUE_TEXT_MAX, true);
    }
    if (ticket.venueMapUrl?.trim()) data.venueMapUrl = httpUrl('ticket.venueMapUrl', ticket.venueMapUrl);
    if (ticket.format === 'ONLINE' && ticket.onlineAccessUrl?.trim()) data.onlineAccessUrl = httpUrl('ticket.onlineAccessUrl', ticket.onlineAccessUrl);
    if (ticket.validFrom?.trim() || ticket.validUntil?.trim()) {
      data.validFromMinute = minuteOfDay('ticket.validFrom', ticket.validFrom ?? '');
      data.validUntilMinute = minuteOfDay('ticket.validUntil', ticket.validUntil ?? '');
      if (data.validUntilMinute <= data.validFromMinute) throw new InvalidInputError('ticket.validUntil', 'The ticket stops being valid after it starts');
    }
    // Sales of a ticket end when its event starts unless the owner chose earlier, and never after its
    // validity window closed (a window ending before the start, e.g. a morning VIP slot): a ticket is sold
    // only while it can still admit someone.
    if (!data.salesCloseAt || data.salesCloseAt > ticket.eventStartsAt) data.salesCloseAt = ticket.eventStartsAt;
    if (data.validUntilMinute !== null) {
      const windowEnds = new Date(startOfKstDay(ticket.eventStartsAt).getTime() + data.validUntilMinute * 60_000);
      if (windowEnds < data.salesCloseAt) data.salesCloseAt = windowEnds;
    }
    if (data.salesOpenAt && data.salesOpenAt >= data.salesCloseAt) throw new InvalidInputError('salesOpenAt', 'Sales open before the event');
  }
  return { data, memberPrices };
}

function checkedOptions(kind: ProductKind, options: readonly ProductOptionInput[] | null | undefined) {
  if (kind !== 'GOODS' || !options?.length) return [];
  if (options.length > PRODUCT_OPTIONS_MAX) throw new InvalidInputError('options', `At most ${PRODUCT_OPTIONS_MAX} options`);
  const names = new Set<string>();
  return options.map((o, i) => {
    const name = text(`options.${i}.name`, o.name, OPTION_NAME_MAX, true);
    if (names.has(name.toLowerCase())) throw new InvalidInputError(`options.${i}.name`, 'Each option has its own name');
    names.add(name.toLowerCase());
    const stockSeen = o.stockSeen == null ? null : count(`options.${i}.stockSeen`, o.stockSeen, 0, STOCK_MAX);
    return { id: o.id ?? null, name, stock: count(`options.${i}.stock`, o.stock, 0, STOCK_MAX), stockSeen, position: i, field: `options.${i}.stock` };
  });
}

// ------------------------------------------------------------------ writing

export async function createProduct(viewer: Viewer, clubId: string, kind: ProductKind, input: ProductInput) {
  const club = await managedClub(viewer, clubId);
  const { data, memberPrices } = await productData(viewer, kind, input, null);
  const options = checkedOptions(kind, input.options);
  return auditedClubWrite(
    viewer,
    club,
    (tx) =>
      tx.product.create({
        data: {
          ...data,
          kind,
          clubId: club.id,
          options: { create: options.map(({ name, stock, position }) => ({ name, stock, position })) },
          memberPrices: { create: memberPrices },
        },
      }),
    (product) => ({ action: 'product.create', targetType: 'Product', targetId: product.id, details: { clubId: club.id, kind, name: product.name, price: product.price } }),
  );
}

/**
 * Applies an owner's stock edit as a change relative to what they saw, in one conditional UPDATE: checkouts
 * take stock concurrently (… SET stock = stock - n), so writing the absolute value the owner typed would put
 * back items sold meanwhile (an oversell). Refused with STOCK_CHANGED when the change no longer fits.
 */
async function applyStockChange(tx: Prisma.TransactionClient, table: 'ProductOption' | 'Product', id: string, delta: number, field: string) {
  if (delta === 0) return;
  const changed =
    table === 'ProductOption'
      ? await tx.$executeRaw`UPDATE "ProductOption" SET stock = stock + ${delta} WHERE id = ${id}::uuid AND stock + ${delta} BETWEEN 0 AND ${STOCK_MAX}`
      : await tx.$executeRaw`UPDATE "Product" SET stock = stock + ${delta} WHERE id = ${id}::uuid AND stock IS NOT NULL AND stock + ${delta} BETWEEN 0 AND ${STOCK_MAX}`;
  if (changed !== 1) throw new StockChangedError(field);
}

const noSuchOption = () => new InvalidInputError('options', 'No such option on this product');

/**
 * Replaces a product's details; options keep their ids (and so carts and orders keep pointing at them).
 * Counted stock changes by the difference between what the owner typed and what they saw (stockSeen, else
 * the stock this request read), so checkouts running meanwhile are never undone.
 */
export async function updateProduct(viewer: Viewer, productId: string, input: ProductInput) {
  const product = await managedProduct(viewer, productId);
  const { data, memberPrices } = await productData(viewer, product.kind, input, product);
  const options = checkedOptions(product.kind, input.options);
  const known = new Map(product.options.map((o) => [o.id, o]));
  for (const o of options) if (o.id && !known.has(o.id)) throw noSuchOption();
  const keep = options.flatMap((o) => (o.id ? [o.id] : []));
  const stockSeen = input.stockSeen == null ? null : count('stockSeen', input.stockSeen, 0, STOCK_MAX);
  // A counted product stock that stays counted moves by a difference; unlimited ↔ counted is a plain write.
  const { stock: newStock, ...rest } = data;
  const productDelta = product.stock !== null && newStock !== null ? newStock - (stockSeen ?? product.stock) : null;
  const audited = { action: 'product.update', targetType: 'Product', targetId: product.id, details: { clubId: product.clubId, fields: Object.keys(data) } } as const;
  return auditedClubWrite(viewer, product.club, async (tx) => {
    await tx.productOption.deleteMany({ where: { productId: product.id, id: { notIn: keep } } });
    for (const o of options) {
      if (o.id) {
        // Gone if another save of this product removed it since the read: as if it had never been listed.
        await unlessGone(tx.productOption.update({ where: { id: o.id }, data: { name: o.name, position: o.position } }), noSuchOption);
        await applyStockChange(tx, 'ProductOption', o.id, o.stock - (o.stockSeen ?? known.get(o.id)!.stock), o.field);
      } else {
        await tx.productOption.create({ data: { productId: product.id, name: o.name, stock: o.stock, position: o.position } });
      }
    }
    await tx.productMemberPrice.deleteMany({ where: { productId: product.id } });
    if (memberPrices.length) await tx.productMemberPrice.createMany({ data: memberPrices.map((m) => ({ ...m, productId: product.id })) });
    if (productDelta === null) return tx.product.update({ where: { id: product.id }, data });
    await applyStockChange(tx, 'Product', product.id, productDelta, 'stock');
    return tx.product.update({ where: { id: product.id }, data: rest });
  }, () => audited);
}

/** Takes a product off the store (or puts it back); orders and buyers' downloads are unaffected. */
export async function setProductArchived(viewer: Viewer, productId: string, archived: boolean, now = new Date()) {
  const product = await managedProduct(viewer, productId);
  const status = archived ? 'ARCHIVED' : 'ACTIVE';
  return auditedClubWrite(
    viewer,
    product.club,
    (tx) => tx.product.update({ where: { id: product.id }, data: archived ? { status, archivedAt: product.archivedAt ?? now } : { status, archivedAt: null } }),
    () =>
      product.status === status
        ? null
        : { action: archived ? 'product.archive' : 'product.restore', targetType: 'Product', targetId: product.id, details: { clubId: product.clubId, name: product.name } },
  );
}

/**
 * Paid orders with goods the owner has yet to ship (PREPARING), stopping at COUNT_LIMIT. A deposit order whose
 * refund is decided (refundRequestedAt, waiting for the buyer's bank account) is not shipped, so not counted.
 */
export function countOrdersToShip(clubIds: readonly string[]): Promise<number> {
  return db().storeOrder.count({ where: { clubId: { in: [...clubIds] }, fulfilment: 'PREPARING', hasGoods: true, refundRequestedAt: null }, take: COUNT_LIMIT });
}

/**
 * A creator keeps their account while buyers in their clubs still wait for what they paid for (an account
 * deletion check, wired in app.ts): goods to ship or on their way (PREPARING, SHIPPED), or valid tickets to an
 * event whose day (Korean time) has not ended. They ship and deliver or refund first; once deleted, nobody
 * could. A deposit order whose refund is decided needs nothing more from them.
 */
export async function ordersToFulfilDeletionCheck(userId: string, tx: Prisma.TransactionClient, now = new Date()): Promise<AccountDeletionBlocker[]> {
  const clubs = await tx.club.findMany({ where: { ownerId: userId }, select: { id: true } });
  if (clubs.length === 0) return [];
  const clubId = { in: clubs.map((c) => c.id) };
  const [goods, tickets] = await Promise.all([
    tx.storeOrder.findFirst({ where: { clubId, hasGoods: true, fulfilment: { in: ['PREPARING', 'SHIPPED'] }, refundRequestedAt: null }, select: { orderId: true } }),
    tx.product.findFirst({
      where: { clubId, kind: 'TICKET', eventStartsAt: { gte: startOfKstDay(now) }, tickets: { some: { state: 'VALID' } } },
      select: { id: true },
    }),
  ]);
  return goods || tickets ? ['ORDERS_TO_FULFIL'] : [];
}

/**
 * The stores of an account being deleted close (an account deletion step): their products come off sale.
 * Orders already paid stay the buyers'; what is paid later is refunded (payments ask isClubClosed).
 */
export async function closeOwnedStores(ownerId: string, tx: Prisma.TransactionClient) {
  await tx.product.updateMany({ where: { club: { ownerId }, status: 'ACTIVE' }, data: { status: 'ARCHIVED', archivedAt: new Date() } });
}

/**
 * Of `ids`, the files a product shows or sells (pictures, a pack's files, its preview), whatever its status:
 * buyers download an archived product's files too (a files module use check, wired in app.ts). Not limited
 * to the uploader's clubs, as an administrator may have set them.
 */
export async function productFilesInUse(_ownerId: string, ids: string[], tx: Prisma.TransactionClient): Promise<string[]> {
  const products = await tx.product.findMany({
    where: { OR: [{ imageFileIds: { hasSome: ids } }, { digitalFileIds: { hasSome: ids } }, { previewFileId: { in: ids } }] },
    select: { imageFileIds: true, digitalFileIds: true, previewFileId: true },
  });
  const used = new Set(products.flatMap((p) => [...p.imageFileIds, ...p.digitalFileIds, p.previewFileId]));
  return ids.filter((id) => used.has(id));
}
