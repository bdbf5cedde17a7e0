// Orders of kind STORE (DESIGN 5.5, 9): a cart of one club's products bought by card or bank deposit.
// Checkout checks everything before a payment exists (buyer, agreement, lines, availability on the server
// clock, per-buyer limits, shipping address for goods), then, in the order's own transaction and before any
// charge, takes the stock off the shelf with conditional UPDATEs (… SET stock = stock - n WHERE stock >= n):
// concurrent buyers can never oversell, and a buyer who comes too late is told "sold out" with nothing
// charged. The handler payments call in the payment's transaction then settles the stock: paid → SOLD;
// a declined card, a deposit deadline passed or a refund (or a deposit's refund decided, while it waits for
// the buyer's bank account) → RELEASED (restocked). A buyer has at most UNPAID_DEPOSIT_ORDERS_MAX deposit
// orders waiting in a club, and starts at most CHECKOUT_RATE_LIMIT checkouts a minute. The order's stock state
// moves only forward through conditional updates, so a step that runs twice (a webhook delivered twice,
// a late deposit refunded after its deadline released the stock) changes nothing the second time.
// Registered from startApp: registerStoreOrders.
import crypto from 'node:crypto';
import { reportClubActivity } from '../../platform/club-activity.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { PaymentMethod } from '../../generated/prisma/enums.ts';
import { db } from '../../platform/database.ts';
import { AppError, InvalidInputError, NotFoundError, RateLimitedError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { countAttempt, UnusualAccessError } from '../../platform/rate-limit.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { checkName, checkPhone } from '../accounts/validation.ts';
import { assertNotBanned, isBannedFromClub } from '../blocks/blocks.service.ts';
import { isClubClosed } from '../clubs/clubs.service.ts';
import { activeSubscriptionLevel } from '../memberships/memberships.service.ts';
import type { OrderKinds } from '../payments/order-kinds.ts';
import type { TicketIssuer } from '../tickets/tickets.service.ts';
import { PaymentFailedError } from '../payments/payments.errors.ts';
import { chargeableCard, checkBuyer, DEPOSIT_WINDOW_HOURS, payByCard, payByDeposit, type Buyer, type OrderDraft } from '../payments/payments.service.ts';
import { CheckoutKeyInvalidError, CheckoutKeyReusedError, OwnerCannotBuyError, PriceChangedError, ProductUnavailableError, PurchaseLimitError, UnpaidOrdersLimitError } from './store.errors.ts';
import { fulfilmentCancelled, fulfilmentPaid, fulfilmentRefunded, fulfilmentRefundRequested } from './store-fulfilment.ts';
import { availabilityOf, buyableProductsWhere, priceFor } from './store.service.ts';

/** The order kind of store purchases. */
export const STORE_ORDER = 'STORE';

export const CART_LINES_MAX = 20;
export const LINE_QUANTITY_MAX = 100;
/** KRW: one order's total at most (whole won, well inside the payments' integer amounts). */
export const ORDER_AMOUNT_MAX = 100_000_000;
export const ADDRESS_LINE_MAX = 200;
export const DELIVERY_NOTE_MAX = 100;
const POSTAL_CODE = /^\d{5}$/;
/** A deposit needs at least this long before sales close (or the event starts) to be offered. */
export const DEPOSIT_MIN_WINDOW_MS = 60 * 60 * 1000;
/**
 * Store orders one buyer may have waiting for a bank deposit in one club at once. An unpaid deposit holds
 * its stock for up to DEPOSIT_WINDOW_HOURS at no cost to the buyer, so without a cap one account could hold
 * a product's whole stock (and probe how much there is by the quantities it gets). Three leaves room for a
 * fan who orders again before their first transfer went through; a card pays at once and is not capped.
 */
export const UNPAID_DEPOSIT_ORDERS_MAX = 3;
/**
 * Checkouts one account may start per minute, refused or not (each refusal also tells something of the
 * stock); the limiter is `checkoutByUser` (platform/rate-limit.ts), shared between instances through Redis.
 */
export const CHECKOUT_RATE_LIMIT = { checkouts: 10, perSeconds: 60 } as const;

export type CartLineInput = { productId: string; optionId?: string | null; quantity: number };

export type ShippingAddressInput = {
  recipientName: string;
  recipientPhone: string;
  /** Korean postal code: five digits. */
  postalCode: string;
  address1: string;
  address2?: string | null;
  deliveryNote?: string | null;
};

export type StoreCheckoutInput = {
  lines: readonly CartLineInput[];
  method: PaymentMethod;
  cardId?: string | null;
  buyer: Buyer;
  /** Required when any line is physical goods. */
  shippingAddress?: ShippingAddressInput | null;
  /** The order-confirmation agreement (spec 5). */
  agreed: boolean;
  /** The total (KRW, shipping included) the buyer was shown; PRICE_CHANGED when the cart costs anything else now. */
  expectedAmount?: number | null;
  /**
   * The client's UUID for this checkout attempt: the same buyer's checkout again with it answers the order it
   * placed (no second order or charge); with another cart, IDEMPOTENCY_KEY_REUSED.
   */
  idempotencyKey?: string | null;
};

/** A line as it will be sold: one product (and option), its buyer's unit price and the quantity. */
type PricedLine = {
  position: number;
  field: string;
  productId: string;
  optionId: string | null;
  kind: 'GOODS' | 'DIGITAL' | 'TICKET';
  productName: string;
  optionName: string | null;
  unitPrice: number;
  quantity: number;
  perBuyerLimit: number | null;
};

function optionalText(field: string, value: string | null | undefined, max: number): string | null {
  const trimmed = (value ?? '').trim();
  if ([...trimmed].length > max) throw new InvalidInputError(field, `At most ${max} characters`);
  return trimmed || null;
}

function requiredText(field: string, value: string | null | undefined, max: number): string {
  const text = optionalText(field, value, max);
  if (!text) throw new InvalidInputError(field, 'This is required', 'REQUIRED');
  return text;
}

/** The shipping address goods need (spec 5: required items; phone digits only). */
export function checkShippingAddress(address: ShippingAddressInput | null | undefined) {
  if (!address) throw new InvalidInputError('shippingAddress', 'Enter where to ship the goods', 'REQUIRED');
  const recipientName = checkName(address.recipientName, 'shippingAddress.recipientName');
  const recipientPhone = checkPhone(address.recipientPhone, 'shippingAddress.recipientPhone');
  const postalCode = requiredText('shippingAddress.postalCode', address.postalCode, 5);
  if (!POSTAL_CODE.test(postalCode)) throw new InvalidInputError('shippingAddress.postalCode', 'A postal code is five digits');
  return {
    recipientName,
    recipientPhone,
    postalCode,
    address1: requiredText('shippingAddress.address1', address.address1, ADDRESS_LINE_MAX),
    address2: optionalText('shippingAddress.address2', address.address2, ADDRESS_LINE_MAX),
    deliveryNote: optionalText('shippingAddress.deliveryNote', address.deliveryNote, DELIVERY_NOTE_MAX),
  };
}

/** Cart lines: 1 to 20, whole quantities from 1 to 100; the same product and option twice add up. */
function checkLines(lines: readonly CartLineInput[]) {
  if (lines.length === 0) throw new InvalidInputError('lines', 'Choose what to buy', 'REQUIRED');
  if (lines.length > CART_LINES_MAX) throw new InvalidInputError('lines', `At most ${CART_LINES_MAX} lines per order`);
  const merged = new Map<string, { productId: string; optionId: string | null; quantity: number; field: string }>();
  lines.forEach((line, i) => {
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1 || line.quantity > LINE_QUANTITY_MAX) {
      throw new InvalidInputError(`lines.${i}.quantity`, `A quantity from 1 to ${LINE_QUANTITY_MAX}`);
    }
    if (!isUuid(line.productId)) throw new NotFoundError('No such product');
    const optionId = line.optionId ?? null;
    const key = `${line.productId}:${optionId ?? ''}`;
    const seen = merged.get(key);
    if (seen) seen.quantity += line.quantity;
    else merged.set(key, { productId: line.productId, optionId, quantity: line.quantity, field: `lines.${i}` });
  });
  for (const line of merged.values()) {
    if (line.quantity > LINE_QUANTITY_MAX) throw new InvalidInputError(`${line.field}.quantity`, `A quantity from 1 to ${LINE_QUANTITY_MAX}`);
  }
  return [...merged.values()];
}

/** The order title the buyer and the gateway see, e.g. "Club · Hoodie (L) × 2 + 1 more". */
export function storeOrderTitle(clubName: string, lines: readonly { productName: string; optionName: string | null; quantity: number }[]) {
  const [first] = lines;
  const item = `${first.productName}${first.optionName ? ` (${first.optionName})` : ''}${first.quantity > 1 ? ` × ${first.quantity}` : ''}`;
  return `${clubName} · ${item}${lines.length > 1 ? ` + ${lines.length - 1} more` : ''}`;
}

/**
 * Buys a cart of one club's products. Everything is checked before a payment exists; the stock is taken in
 * the order's transaction before any charge ("sold out" otherwise, nothing charged). By card the payment is
 * charged at once (a declined card throws PaymentFailedError after the attempt is recorded and the stock
 * released); by deposit a virtual account is issued and the stock is held until its deadline. With an
 * idempotency key, the buyer's checkout again with it (also concurrently) answers the order it placed and
 * its payment as they stand, and never places or charges another.
 */
export async function checkoutStore(viewer: Viewer, input: StoreCheckoutInput, now = new Date()) {
  await countCheckout(viewer.id);
  const buyer = checkBuyer(input.buyer);
  if (!input.agreed) throw new InvalidInputError('agreement', 'Agree to the order terms', 'CONSENT_REQUIRED');
  const wanted = checkLines(input.lines);
  const keyed = checkoutKeyOf(input, wanted);
  if (!keyed) return placeStoreOrder(viewer, input, buyer, wanted, null, now);

  // A checkout again with its key (a double click, a request retried after a timeout) answers what the key
  // placed, before anything else is judged: the first one may have bought the last item or the limit.
  const earlier = await keyedCheckout(viewer.id, keyed.key);
  if (earlier) return answerAgain(earlier, keyed.cartHash);
  try {
    return await placeStoreOrder(viewer, input, buyer, wanted, keyed, now);
  } catch (error) {
    // Refused (or its key found taken in the order's transaction) because the same key placed an order
    // meanwhile, concurrently: that order is the answer. An error of this checkout's own order stands.
    if (!(error instanceof AppError || error instanceof CheckoutKeyTaken)) throw error;
    const meanwhile = await keyedCheckout(viewer.id, keyed.key);
    if (meanwhile && meanwhile.orderId !== keyed.orderId) return answerAgain(meanwhile, keyed.cartHash);
    throw error;
  }
}

/** A checkout's key, the hash of what it buys, and the order that claimed the key in this run (if any). */
type CheckoutKey = { key: string; cartHash: string; orderId: string | null };

/** The checkout's key (null without one; IDEMPOTENCY_KEY_INVALID unless a UUID) and its cart's hash. */
function checkoutKeyOf(input: Pick<StoreCheckoutInput, 'idempotencyKey' | 'method'>, wanted: readonly WantedLine[]): CheckoutKey | null {
  if (input.idempotencyKey == null) return null;
  if (typeof input.idempotencyKey !== 'string' || !isUuid(input.idempotencyKey)) throw new CheckoutKeyInvalidError();
  const lines = wanted.map((l) => [l.productId.toLowerCase(), l.optionId?.toLowerCase() ?? null, l.quantity] as const).sort((a, b) => (`${a[0]}:${a[1]}` < `${b[0]}:${b[1]}` ? -1 : 1));
  const cartHash = crypto.createHash('sha256').update(JSON.stringify([input.method, lines])).digest('hex');
  return { key: input.idempotencyKey.toLowerCase(), cartHash, orderId: null };
}

/** The key was claimed by another checkout's order, committed meanwhile (thrown inside the order's transaction). */
class CheckoutKeyTaken extends Error {}

const keyedCheckout = (userId: string, key: string) => db().storeCheckoutKey.findUnique({ where: { userId_key: { userId, key } }, select: { orderId: true, cartHash: true } });

/**
 * Claims the key for `orderId`, first thing in the order's transaction: a concurrent checkout with the same
 * key waits here on the primary key until the first commits (then CheckoutKeyTaken: it answers that order)
 * or rolls back (then this one goes on). Nothing is locked across the gateway call.
 */
async function claimCheckoutKey(tx: Prisma.TransactionClient, userId: string, keyed: CheckoutKey, orderId: string) {
  const { count } = await tx.storeCheckoutKey.createMany({ data: [{ userId, key: keyed.key, orderId, cartHash: keyed.cartHash }], skipDuplicates: true });
  if (count !== 1) throw new CheckoutKeyTaken('The checkout key was used meanwhile');
  keyed.orderId = orderId;
}

/**
 * What the key's checkout answered, answered again: its payment as it stands now (a card still being charged
 * is PROCESSING; PaymentFailedError for a declined one). Another cart is IDEMPOTENCY_KEY_REUSED.
 */
async function answerAgain(earlier: { orderId: string; cartHash: string }, cartHash: string) {
  if (earlier.cartHash !== cartHash) throw new CheckoutKeyReusedError();
  const payment = await db().payment.findFirstOrThrow({ where: { orderId: earlier.orderId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  if (payment.status === 'FAILED') throw new PaymentFailedError(payment.id, payment.failureReason ?? 'The payment failed');
  return payment;
}

/** The checkout itself, once its input is read: see checkoutStore. */
async function placeStoreOrder(viewer: Viewer, input: StoreCheckoutInput, buyer: ReturnType<typeof checkBuyer>, wanted: readonly WantedLine[], keyed: CheckoutKey | null, now: Date) {
  const products = await cartProducts(db(), viewer, wanted);
  if (wanted.some((l) => !products.some((p) => p.id === l.productId))) throw new NotFoundError('No such product');
  const clubIds = new Set(products.map((p) => p.clubId));
  if (clubIds.size > 1) throw new InvalidInputError('lines', 'One club’s products per order');
  const club = products[0].club;
  // Like subscribing (DESIGN 5.2), an owner does not buy from their own club.
  if (club.ownerId === viewer.id) throw new OwnerCannotBuyError();
  // A user the owner banned from the club buys nothing from its store either (as with memberships).
  await assertNotBanned(viewer.id, club.id);
  if (await isClubClosed(club.id)) throw new ProductUnavailableError(wanted[0].productId, 'SALES_ENDED', wanted[0].field);
  const level = products.some((p) => p.memberPrices.length) ? await activeSubscriptionLevel(viewer.id, club.id, now) : null;

  const { lines, hasGoods, amount } = priceCart(products, wanted, level, now);
  // The buyer pays what they were shown, or nothing: a price changed since their page loaded is refused.
  if (input.expectedAmount != null) {
    if (!Number.isSafeInteger(input.expectedAmount) || input.expectedAmount < 0) throw new InvalidInputError('expectedAmount', 'The total in whole won');
    if (input.expectedAmount !== amount) throw new PriceChangedError(amount);
  }
  const shipping = hasGoods ? checkShippingAddress(input.shippingAddress) : null;

  // Stock held for a deposit is held no longer than the items can be sold: until sales close, and for a
  // ticket until its event starts. Too close to that, only a card can pay.
  const depositDeadline = latestSaleMoment(products);
  if (input.method === 'VIRTUAL_ACCOUNT' && depositDeadline && depositDeadline.getTime() - now.getTime() < DEPOSIT_MIN_WINDOW_MS) {
    throw new InvalidInputError('method', 'Sales close too soon for a bank deposit: pay by card', 'DEPOSIT_TOO_LATE');
  }
  const card = input.method === 'CARD' ? await chargeableCard(viewer.id, input.cardId) : null;

  const draft: OrderDraft = {
    kind: STORE_ORDER,
    userId: viewer.id,
    clubId: club.id,
    amount,
    buyer,
    title: storeOrderTitle(club.name, lines),
    depositDeadline,
    prepare: async (tx, order, at) => {
      if (keyed) await claimCheckoutKey(tx, viewer.id, keyed, order.id);
      if (input.method === 'VIRTUAL_ACCOUNT') await refuseTooManyUnpaid(tx, viewer.id, club.id, now);
      // The owner may have re-priced, archived or re-optioned a product since the read above. The rows the
      // stock comes from are locked first (the owner's edit of them waits for this order), then the cart is
      // priced again on the rows as they are now: what changed is refused with a typed error, nothing held.
      await lockShelves(tx, wanted);
      const sold = priceCart(await cartProducts(tx, viewer, wanted), wanted, level, now);
      if (sold.amount !== amount) throw new PriceChangedError(sold.amount);
      await refuseOverLimit(tx, viewer.id, sold.lines);
      await tx.storeOrder.create({ data: { orderId: order.id, clubId: club.id, createdAt: at, shippingFee: sold.shippingFee, hasGoods: sold.hasGoods, ...(shipping ?? {}) } });
      await tx.storeOrderLine.createMany({
        data: sold.lines.map((l) => ({
          orderId: order.id,
          position: l.position,
          productId: l.productId,
          optionId: l.optionId,
          kind: l.kind,
          productName: l.productName,
          optionName: l.optionName,
          unitPrice: l.unitPrice,
          quantity: l.quantity,
        })),
      });
      const short = await takeStock(tx, order.id);
      if (short) throw new ProductUnavailableError(short.productId, 'SOLD_OUT', sold.lines.find((l) => l.position === short.position)!.field);
    },
  };
  if (card) {
    const { payment, result } = await payByCard(draft, card, now);
    if (result.status === 'FAILED') throw new PaymentFailedError(payment.id, result.failureReason ?? 'The payment failed');
    return payment;
  }
  return payByDeposit(draft, now);
}

const CART_PRODUCT = { options: true, memberPrices: true, club: { select: { id: true, name: true, ownerId: true } } } satisfies Prisma.ProductInclude;
type CartProduct = Prisma.ProductGetPayload<{ include: typeof CART_PRODUCT }>;
type WantedLine = ReturnType<typeof checkLines>[number];

/** The cart's products the viewer may buy now (active and buyable by them), with options and member prices. */
function cartProducts(client: Prisma.TransactionClient, viewer: Viewer, wanted: readonly WantedLine[]): Promise<CartProduct[]> {
  return client.product.findMany({
    where: { AND: [{ id: { in: [...new Set(wanted.map((l) => l.productId))] }, status: 'ACTIVE' }, buyableProductsWhere(viewer)] },
    include: CART_PRODUCT,
  });
}

/**
 * Prices the cart on `products`: every line checked (still sold, its option still there, on sale, enough
 * stock, per-buyer limits within the cart), then the buyer's unit prices, one shipping fee (the highest
 * among its goods) and the total. Throws the typed error of the first line that does not fit.
 */
function priceCart(products: readonly CartProduct[], wanted: readonly WantedLine[], level: number | null, now: Date) {
  const byId = new Map(products.map((p) => [p.id, p]));
  if (wanted.some((l) => !byId.has(l.productId))) throw new NotFoundError('No such product');
  const lines: PricedLine[] = wanted.map((line, position) => {
    const product = byId.get(line.productId)!;
    let optionName: string | null = null;
    let left = product.stock;
    if (product.kind === 'GOODS' && product.options.length) {
      if (!line.optionId) throw new InvalidInputError(`${line.field}.optionId`, 'Please select an option', 'REQUIRED');
      const option = product.options.find((o) => o.id === line.optionId);
      if (!option) throw new InvalidInputError(`${line.field}.optionId`, 'No such option on this product');
      optionName = option.name;
      left = option.stock;
    } else if (line.optionId) {
      throw new InvalidInputError(`${line.field}.optionId`, 'No such option on this product');
    }
    const availability = availabilityOf(product, now);
    if (availability !== 'ON_SALE') throw new ProductUnavailableError(product.id, availability, line.field);
    // Goods without options always count their stock; read as unlimited, they are being moved onto options.
    if (product.kind === 'GOODS' && left === null) throw new ProductUnavailableError(product.id, 'SOLD_OUT', line.field);
    if (left !== null && left < line.quantity) throw new ProductUnavailableError(product.id, 'SOLD_OUT', line.field, true);
    return {
      position,
      field: line.field,
      productId: product.id,
      optionId: line.optionId,
      kind: product.kind,
      productName: product.name,
      optionName,
      unitPrice: priceFor(product, level),
      quantity: line.quantity,
      perBuyerLimit: product.perBuyerLimit,
    };
  });

  // A limit counts every line of the product in this cart (options of one product add up).
  for (const [productId, quantity] of quantitiesByProduct(lines)) {
    const limit = byId.get(productId)!.perBuyerLimit;
    if (limit !== null && quantity > limit) throw new PurchaseLimitError(productId, limit, 0, lines.find((l) => l.productId === productId)!.field);
  }

  const goods = products.filter((p) => p.kind === 'GOODS');
  const shippingFee = goods.reduce((fee, p) => Math.max(fee, p.shippingFee), 0);
  const amount = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0) + shippingFee;
  if (amount > ORDER_AMOUNT_MAX) throw new InvalidInputError('lines', `An order is at most ₩${ORDER_AMOUNT_MAX.toLocaleString('en')}`);
  return { lines, hasGoods: goods.length > 0, shippingFee, amount };
}

/**
 * Locks the rows the order's stock will come from (an option's, or the product's) for the order's
 * transaction, in takeStock's order so concurrent carts cannot deadlock: an owner's edit of them (price,
 * options, archiving) waits until the order is written, and the order is priced on what they hold now.
 */
async function lockShelves(tx: Prisma.TransactionClient, wanted: readonly WantedLine[]) {
  const keys = [...new Set(wanted.map((l) => (l.optionId ? `o:${l.optionId}` : `p:${l.productId}`)))].filter((k) => isUuid(k.slice(2)));
  keys.sort((a, b) => (a.slice(2) < b.slice(2) ? -1 : 1));
  for (const key of keys) {
    const id = key.slice(2);
    if (key.startsWith('o:')) await tx.$queryRaw`SELECT 1 FROM "ProductOption" WHERE id = ${id}::uuid FOR NO KEY UPDATE`;
    else await tx.$queryRaw`SELECT 1 FROM "Product" WHERE id = ${id}::uuid FOR NO KEY UPDATE`;
  }
}

/** The earliest moment one of the products stops being sellable (sales close, a ticket's event start), or null. */
function latestSaleMoment(products: readonly { salesCloseAt: Date | null; kind: string; eventStartsAt: Date | null }[]): Date | null {
  let latest: Date | null = null;
  for (const p of products) {
    for (const moment of [p.salesCloseAt, p.kind === 'TICKET' ? p.eventStartsAt : null]) {
      if (moment && (!latest || moment < latest)) latest = moment;
    }
  }
  return latest;
}

function quantitiesByProduct(lines: readonly { productId: string; quantity: number }[]) {
  const totals = new Map<string, number>();
  for (const l of lines) totals.set(l.productId, (totals.get(l.productId) ?? 0) + l.quantity);
  return totals;
}

/**
 * Per-buyer limits count what the buyer already ordered and did not get back (held or sold). The lock
 * orders one buyer's concurrent checkouts of a product, so two tabs cannot both pass the limit.
 */
async function refuseOverLimit(tx: Prisma.TransactionClient, userId: string, lines: readonly Pick<PricedLine, 'productId' | 'quantity' | 'perBuyerLimit' | 'field'>[]) {
  const limited = [...quantitiesByProduct(lines)].filter(([productId]) => lines.find((l) => l.productId === productId)!.perBuyerLimit !== null);
  limited.sort(([a], [b]) => (a < b ? -1 : 1));
  for (const [productId, quantity] of limited) {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`store-limit:${userId}:${productId}`}, 0))`;
    const line = lines.find((l) => l.productId === productId)!;
    const bought = await tx.storeOrderLine.aggregate({
      where: { productId, order: { stockState: { in: ['HELD', 'SOLD'] }, order: { userId } } },
      _sum: { quantity: true },
    });
    const already = bought._sum.quantity ?? 0;
    if (already + quantity > line.perBuyerLimit!) throw new PurchaseLimitError(productId, line.perBuyerLimit!, already, line.field);
  }
}

/** Counts a checkout against CHECKOUT_RATE_LIMIT; over it, RATE_LIMITED before anything is read or held. */
async function countCheckout(userId: string) {
  try {
    await countAttempt([['checkoutByUser', userId]]);
  } catch (error) {
    if (error instanceof UnusualAccessError) throw new RateLimitedError('Too many checkouts in a short time; wait a minute and try again', error.retryAfterSeconds);
    throw error;
  }
}

/**
 * Refuses a deposit order when the buyer already has UNPAID_DEPOSIT_ORDERS_MAX of the club's store orders
 * waiting for a deposit (one past its deadline no longer counts: the sweep releases its stock). The
 * lock orders one buyer's concurrent deposit checkouts in a club, so two tabs cannot both take the last
 * place: the second counts after the first's order committed. The read stays small: an account still open
 * was issued within the deposit window, so only the buyer's orders since then are read, on Order's
 * (userId, createdAt) index (an hour's margin for clock skew), and at most the cap of them.
 */
async function refuseTooManyUnpaid(tx: Prisma.TransactionClient, userId: string, clubId: string, now: Date) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`store-deposits:${userId}:${clubId}`}, 0))`;
  const since = new Date(now.getTime() - (DEPOSIT_WINDOW_HOURS + 1) * 60 * 60 * 1000);
  const unpaid = await tx.order.findMany({
    where: {
      userId,
      createdAt: { gte: since },
      clubId,
      kind: STORE_ORDER,
      payments: { some: { status: 'WAITING_FOR_DEPOSIT', OR: [{ depositDeadline: null }, { depositDeadline: { gt: now } }] } },
    },
    select: { id: true },
    take: UNPAID_DEPOSIT_ORDERS_MAX,
  });
  if (unpaid.length >= UNPAID_DEPOSIT_ORDERS_MAX) throw new UnpaidOrdersLimitError(UNPAID_DEPOSIT_ORDERS_MAX);
}

/**
 * Takes an order's lines off the shelf: one conditional UPDATE per line (an option's stock, or the
 * product's when counted; unlimited stock takes nothing), in a fixed row order so concurrent carts cannot
 * deadlock. Returns the first line that did not fit (the caller's transaction then rolls back), else null.
 */
async function takeStock(tx: Prisma.TransactionClient, orderId: string): Promise<{ productId: string; position: number } | null> {
  const lines = await tx.storeOrderLine.findMany({ where: { orderId }, select: { id: true, productId: true, optionId: true, quantity: true, position: true } });
  lines.sort((a, b) => ((a.optionId ?? a.productId) < (b.optionId ?? b.productId) ? -1 : 1));
  for (const line of lines) {
    if (line.optionId) {
      const taken = await tx.$executeRaw`UPDATE "ProductOption" SET stock = stock - ${line.quantity} WHERE id = ${line.optionId}::uuid AND stock >= ${line.quantity}`;
      if (taken !== 1) return line;
      await tx.storeOrderLine.update({ where: { id: line.id }, data: { stockTaken: true } });
    } else {
      const taken = await tx.$executeRaw`UPDATE "Product" SET stock = stock - ${line.quantity} WHERE id = ${line.productId}::uuid AND stock >= ${line.quantity}`;
      if (taken === 1) {
        await tx.storeOrderLine.update({ where: { id: line.id }, data: { stockTaken: true } });
        continue;
      }
      // Not taken: unlimited (stock NULL) sells on; a counted stock that is short is sold out.
      const [row] = await tx.$queryRaw<{ stock: number | null }[]>`SELECT stock FROM "Product" WHERE id = ${line.productId}::uuid`;
      if (row?.stock !== null) return line;
    }
  }
  return null;
}

/**
 * Moves the order's stock state from one of `from` to RELEASED and puts its stock back, except `used` units
 * per line (checked-in tickets); false when it was not in `from`.
 */
async function releaseStock(tx: Prisma.TransactionClient, orderId: string, from: ('HELD' | 'SOLD')[], used?: ReadonlyMap<string, number>) {
  const { count } = await tx.storeOrder.updateMany({ where: { orderId, stockState: { in: from } }, data: { stockState: 'RELEASED' } });
  if (count !== 1) return false;
  await putBack(tx, orderId, used);
  return true;
}

/**
 * Returns to the shelf what the order's lines marked stockTaken took, and unmarks them. A line's `used`
 * units (tickets already checked in: their holders are inside) stay sold, so the venue is never oversold.
 */
async function putBack(tx: Prisma.TransactionClient, orderId: string, used?: ReadonlyMap<string, number>) {
  const taken = await tx.storeOrderLine.findMany({ where: { orderId, stockTaken: true }, select: { id: true, productId: true, optionId: true, quantity: true } });
  const lines = taken.map((line) => ({ ...line, quantity: line.quantity - Math.min(line.quantity, used?.get(line.id) ?? 0) })).filter((line) => line.quantity > 0);
  lines.sort((a, b) => ((a.optionId ?? a.productId) < (b.optionId ?? b.productId) ? -1 : 1));
  for (const line of lines) {
    // An option deleted since (optionId set null by the owner's edit) has no shelf to go back to.
    if (line.optionId) await tx.$executeRaw`UPDATE "ProductOption" SET stock = stock + ${line.quantity} WHERE id = ${line.optionId}::uuid`;
    else await tx.$executeRaw`UPDATE "Product" SET stock = stock + ${line.quantity} WHERE id = ${line.productId}::uuid AND stock IS NOT NULL`;
  }
  await tx.storeOrderLine.updateMany({ where: { orderId }, data: { stockTaken: false } });
}

/** Issues the tickets of an order's TICKET lines through the tickets module (idempotent there). */
async function issueOrderTickets(tx: Prisma.TransactionClient, tickets: TicketIssuer, order: { id: string; userId: string; clubId: string }, now: Date) {
  const lines = await tx.storeOrderLine.findMany({ where: { orderId: order.id, kind: 'TICKET' }, select: { id: true, productId: true, quantity: true } });
  if (lines.length === 0) return;
  await tickets.issue(tx, { orderId: order.id, holderId: order.userId, clubId: order.clubId, lines: lines.map((l) => ({ lineId: l.id, productId: l.productId, quantity: l.quantity })) }, now);
}

/**
 * Registers the STORE order kind with payments (called by startApp). Paid: the held stock is sold (a
 * payment that completes after its stock was released, e.g. a card reported failed and then paid, takes it
 * again, or is refunded when it is gone) and the tickets of its ticket lines are issued. Failed, expired and
 * refunded: the stock goes back on the shelf; a refund voids the order's tickets and restocks, already when it
 * is requested and waits for the buyer's bank account (downloads and shipping close then too), except those
 * already checked in, whose places stay sold. A payment completed after a ticket's sales ended or its event
 * started sells nothing and is refunded.
 */
export function registerStoreOrders(orderKinds: OrderKinds, deps: { tickets: TicketIssuer }) {
  const { tickets } = deps;
  orderKinds.register(STORE_ORDER, {
    // A cart of tickets only is ticket revenue; anything else in it makes it product revenue.
    async revenueSource(tx, order) {
      const other = await tx.storeOrderLine.findFirst({ where: { orderId: order.id, kind: { not: 'TICKET' } }, select: { id: true } });
      return other ? 'PRODUCT' : 'TICKET';
    },
    async paid(tx, order, payment, now) {
      // Banned from the club since checkout (a deposit arrives days later): it buys nothing, and is refunded.
      if (await isBannedFromClub(order.userId, order.clubId, tx)) return { fulfilled: false };
      // The sale window is judged at the buyer's payment (a deposit paid in time whose webhook arrives late is
      // in time), never later than now.
      const fulfilled = await sellStock(tx, order.id, payment.paidAt && payment.paidAt < now ? payment.paidAt : now);
      let toShip = false;
      if (fulfilled) {
        toShip = await fulfilmentPaid(tx, order.id);
        await issueOrderTickets(tx, tickets, order, now);
      }
      const afterCommit = toShip
        ? async () => reportClubActivity({ kind: 'ORDER_TO_SHIP', clubId: order.clubId, orderId: order.id, orderTitle: order.title })
        : undefined;
      return { fulfilled, afterCommit };
    },
    async failed(tx, order) {
      await releaseStock(tx, order.id, ['HELD']);
      await fulfilmentCancelled(tx, order.id);
    },
    async expired(tx, order) {
      await releaseStock(tx, order.id, ['HELD']);
      await fulfilmentCancelled(tx, order.id);
    },
    // An owner's refund of a deposit waits for the buyer's account: what the order gave is taken back now,
    // and its units go back on sale now too (the buyer may take days to name an account, or never do), but
    // for tickets already checked in, as in `refunded`. The stock state moves only forward, so the refund
    // completing later restocks nothing twice.
    async refundRequested(tx, order, _payment, now) {
      await fulfilmentRefundRequested(tx, order.id, now);
      await tickets.void(tx, order.id, now);
      await releaseStock(tx, order.id, ['HELD', 'SOLD'], await tickets.used(tx, order.id));
    },
    // A refund of tickets already checked in is allowed (the owner's or an administrator's goodwill, or a
    // refund made at the gateway), but their places are used: they stay CHECKED_IN and off the shelf.
    // Voiding first means a scan racing the refund is either refused (voided) or counted as used.
    async refunded(tx, order, payment, now) {
      await tickets.void(tx, order.id, now);
      await releaseStock(tx, order.id, ['HELD', 'SOLD'], await tickets.used(tx, order.id));
      return fulfilmentRefunded(tx, order, payment.amount, now);
    },
  });
}

/** Whether a released order's lines still fit the buyer's per-buyer limits beside what they hold or bought. */
async function withinBuyerLimit(tx: Prisma.TransactionClient, orderId: string): Promise<boolean> {
  const { order, lines } = await tx.storeOrder.findUniqueOrThrow({
    where: { orderId },
    select: { order: { select: { userId: true } }, lines: { select: { productId: true, quantity: true, product: { select: { perBuyerLimit: true } } } } },
  });
  try {
    await refuseOverLimit(tx, order.userId, lines.map((l) => ({ productId: l.productId, quantity: l.quantity, perBuyerLimit: l.product.perBuyerLimit, field: 'lines' })));
    return true;
  } catch (error) {
    if (error instanceof PurchaseLimitError) return false;
    throw error;
  }
}

/**
 * Whether one of the order's tickets is for an event that has started or whose sales closed at `at`: a
 * payment completed that late (a declined card reported paid later, a charge settled by reconciliation
 * after the start) sells nothing, and payments refund it.
 */
async function ticketSalesEnded(tx: Prisma.TransactionClient, orderId: string, at: Date): Promise<boolean> {
  const lines = await tx.storeOrderLine.findMany({ where: { orderId, kind: 'TICKET' }, select: { product: { select: { salesCloseAt: true, eventStartsAt: true } } } });
  return lines.some(({ product }) => (product.salesCloseAt !== null && at >= product.salesCloseAt) || (product.eventStartsAt !== null && at >= product.eventStartsAt));
}

/**
 * Paid: HELD stock becomes SOLD; a RELEASED order takes its stock again. False when it no longer fits, or
 * when a ticket in it could no longer be sold at `paidAt` (then held stock stays HELD and the refund puts it back).
 */
async function sellStock(tx: Prisma.TransactionClient, orderId: string, paidAt: Date): Promise<boolean> {
  const state = await tx.storeOrder.findUniqueOrThrow({ where: { orderId }, select: { stockState: true } });
  if (state.stockState === 'SOLD') return true;
  if (await ticketSalesEnded(tx, orderId, paidAt)) return false;
  const sold = await tx.storeOrder.updateMany({ where: { orderId, stockState: 'HELD' }, data: { stockState: 'SOLD' } });
  if (sold.count === 1) return true;
  const current = await tx.storeOrder.findUniqueOrThrow({ where: { orderId }, select: { stockState: true } });
  if (current.stockState === 'SOLD') return true;
  // RELEASED (a declined card the gateway later reports paid, say): the buyer may have bought up to the
  // per-buyer limit meanwhile, so the limit is asked again; then take the stock again, or give the money back.
  if (!(await withinBuyerLimit(tx, orderId))) return false;
  const short = await takeStock(tx, orderId);
  if (short) {
    // What fitted goes back: the order stays RELEASED and payments refund it.
    await putBack(tx, orderId);
    return false;
  }
  await tx.storeOrder.update({ where: { orderId }, data: { stockState: 'SOLD' } });
  return true;
}
