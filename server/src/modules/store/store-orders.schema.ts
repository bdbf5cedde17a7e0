// Store orders in GraphQL: checkoutStore (a cart of one club's products, session only, like every
// checkout), the StoreOrder node (its lines, buyer and shipping address) seen by its buyer, the club's owner
// and administrators, Club.storeOrders for the owner, and Payment.storeOrder. Tokens need ORDERS_READ.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder, ErrorInterface } from '../../graphql/builder.ts';
import type { Context } from '../../graphql/context.ts';
import { actingViewer, idOf, NOBODY } from '../../graphql/acting-viewer.ts';
import { authorizationError, refusedApiScope, sessionOnly, signedInWith, typeNeeds } from '../../graphql/auth-guards.ts';
import { COUNT_LIMIT } from '../../platform/counts.ts';
import { db } from '../../platform/database.ts';
import { keysetPage, type PageQuery } from '../../platform/keyset.ts';
import type { Prisma, StoreFulfilment } from '../../generated/prisma/client.ts';
import { ForbiddenError, InvalidInputError, NotFoundError, RateLimitedError } from '../../platform/errors.ts';
import { managesClub } from '../clubs/club-access.ts';
import { ClubBannedError } from '../blocks/blocks.errors.ts';
import { ClubNode } from '../clubs/clubs.schema.ts';
import { PaymentFailedError } from '../payments/payments.errors.ts';
import { BuyerInput, PaymentMethodEnum, PaymentStatusEnum } from '../payments/payments.schema.ts';
import { OrderNode, readsOrderOf } from '../payments/payments.schema.ts';
import {
  OrderStateError,
  OwnerCannotBuyError,
  PriceChangedError,
  ProductUnavailableError,
  PurchaseLimitError,
  TrackingNumberInvalidError,
  UnpaidOrdersLimitError,
} from './store.errors.ts';
import { buyerDisclosure, carrierNameOf, CARRIER_NAMES, markStoreOrderDelivered, markStoreOrderShipped, refundStoreOrder } from './store-fulfilment.ts';
import { DELETED_USER_NAME, pickLocale } from '../accounts/account-mail.ts';
import { CHECKOUT_RATE_LIMIT, checkoutStore, UNPAID_DEPOSIT_ORDERS_MAX } from './store-orders.ts';
import { DOWNLOAD_LINK_SECONDS, DOWNLOADABLE_ORDER, downloadsOfLines, type Download } from './store-downloads.ts';
import { batchLoader } from '../../graphql/batch-loader.ts';

const digitalPurchasesWhere = (userId: string) => ({ order: { userId }, ...DOWNLOADABLE_ORDER, lines: { some: { kind: 'DIGITAL' as const } } });

/** Newest first, keyset-paged on (createdAt, orderId) (StoreOrder's `keyset` unique). */
const findStoreOrdersPage = (query: PageQuery, where: Prisma.StoreOrderWhereInput) =>
  keysetPage(query, 'createdAt', where, (args) => db().storeOrder.findMany(args as Prisma.StoreOrderFindManyArgs), { idField: 'orderId' });

/** Store orders the viewer may read: their own, their clubs' (as owner), every one for an administrator's session. */
function storeOrderAccess(ctx: Context) {
  const viewer = actingViewer(ctx);
  if (viewer?.role === 'ADMIN') return {};
  const me = viewer?.id ?? NOBODY;
  return { order: { OR: [{ userId: me }, { club: { ownerId: me } }] } };
}

builder.objectType(ProductUnavailableError, {
  name: 'ProductUnavailableError',
  description: 'A product in the cart cannot be bought now (SOLD_OUT, SALES_NOT_OPEN or SALES_ENDED), or not as many as asked (NOT_ENOUGH_STOCK). Nothing was charged.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    field: t.string({ description: 'The cart line at fault, e.g. "lines.0".', resolve: (e) => e.field ?? '' }),
    productId: t.id({ description: 'The Product id.', resolve: (e) => encodeGlobalID('Product', e.productId) }),
    left: t.int({
      nullable: true,
      description: 'Always null: how many are left is the owner’s to know (Product.stock), not the buyer’s.',
      deprecationReason: 'The stock count is the owner’s only; NOT_ENOUGH_STOCK says there are fewer than asked.',
      resolve: () => null,
    }),
  }),
});

builder.objectType(PriceChangedError, {
  name: 'PriceChangedError',
  description:
    'The cart costs something else than the total the buyer was shown (PRICE_CHANGED, field expectedAmount): a price, member price or shipping fee changed meanwhile. Nothing was charged or held; show the new prices and ask again.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    field: t.string({ description: 'expectedAmount.', resolve: (e) => e.field ?? '' }),
    amount: t.int({ description: 'What the cart costs now, KRW, VAT and shipping included.', resolve: (e) => e.amount }),
  }),
});

builder.objectType(PurchaseLimitError, {
  name: 'PurchaseLimitError',
  description: 'The cart would take the buyer over the product’s per-buyer limit (PURCHASE_LIMIT). Nothing was charged.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    field: t.string({ description: 'The cart line at fault, e.g. "lines.0".', resolve: (e) => e.field ?? '' }),
    productId: t.id({ description: 'The Product id.', resolve: (e) => encodeGlobalID('Product', e.productId) }),
    limit: t.int({ description: 'How many one buyer may buy.', resolve: (e) => e.limit }),
    alreadyBought: t.int({ description: 'How many the buyer already ordered (paid or awaiting a deposit).', resolve: (e) => e.alreadyBought }),
  }),
});

builder.objectType(UnpaidOrdersLimitError, {
  name: 'UnpaidOrdersLimitError',
  description:
    'The buyer already has `limit` of this club’s store orders waiting for a bank deposit (TOO_MANY_UNPAID_ORDERS, field method): pay for one of them first, or pay by card. Nothing was held.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    field: t.string({ description: 'method.', resolve: (e) => e.field ?? '' }),
    limit: t.int({ description: 'How many deposit orders one buyer may have waiting in a club.', resolve: (e) => e.limit }),
  }),
});

builder.objectType(OwnerCannotBuyError, {
  name: 'OwnerCannotBuyError',
  description: 'A club owner cannot buy from their own club’s store (OWNER_CANNOT_BUY). Nothing was charged.',
  interfaces: [ErrorInterface],
});

builder.objectType(OrderStateError, {
  name: 'OrderStateError',
  description: 'The order is not in a state this step may leave (ORDER_STATE_CONFLICT), e.g. shipping a refunded order or refunding an unpaid one.',
  interfaces: [ErrorInterface],
  fields: (t) => ({ fulfilment: t.field({ type: StoreFulfilmentEnum, description: 'Where the order stands now.', resolve: (e) => e.fulfilment as never }) }),
});

builder.objectType(TrackingNumberInvalidError, {
  name: 'TrackingNumberInvalidError',
  description: 'A tracking number is 8 to 20 letters and digits (TRACKING_NUMBER_INVALID).',
  interfaces: [ErrorInterface],
  fields: (t) => ({ field: t.string({ description: 'trackingNumber.', resolve: (e) => e.field ?? '' }) }),
});

const StoreStockStateEnum = builder.enumType('StoreStockState', {
  description: 'Where an order’s stock stands.',
  values: {
    HELD: { description: 'Taken off the shelf at checkout; the payment is not complete yet (a deposit is awaited).' },
    SOLD: { description: 'Paid: the stock is the buyer’s.' },
    RELEASED: { description: 'Back on the shelf: the card failed, the deposit deadline passed or the order was refunded.' },
  } as const,
});

export const StoreFulfilmentEnum = builder.enumType('StoreFulfilment', {
  description: 'Where a store order stands after checkout.',
  values: {
    AWAITING_PAYMENT: { description: 'Not paid yet (a deposit is awaited).' },
    PREPARING: { description: 'Paid; the club is preparing the goods.' },
    SHIPPED: { description: 'On its way: carrier and tracking number are set.' },
    DELIVERED: { description: 'Delivered.' },
    COMPLETE: { description: 'Paid, with nothing to ship (digital packs, tickets).' },
    CANCELLED: { description: 'Never paid: the card was declined or the deposit deadline passed.' },
    REFUNDED: { description: 'Paid, then refunded.' },
  } as const,
});

const StoreCarrierEnum = builder.enumType('StoreCarrier', {
  description: 'The courier goods ship with.',
  values: {
    ...(Object.fromEntries(Object.entries(CARRIER_NAMES).map(([k, name]) => [k, { description: name }])) as Record<keyof typeof CARRIER_NAMES, { description: string }>),
    OTHER: { description: 'Another courier, named in carrierName.' },
  },
});

type BuyerInfo = { name: string; phone: string | null; email: string | null; accountDeleted: boolean };
const BuyerInfoRef = builder.objectRef<BuyerInfo>('OrderBuyer').implement({
  description:
    'Who ordered. The buyer and administrators see it all; the club’s owner sees the name, and the phone and e-mail only on orders with goods and while the buyer keeps their account.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The buyer’s name (“Deleted user” to the club’s owner once the buyer deleted their account).' }),
    phone: t.exposeString('phone', {
      nullable: true,
      description: 'Digits only. Null for the club’s owner on orders without goods and once the buyer deleted their account.',
    }),
    email: t.exposeString('email', {
      nullable: true,
      description: 'Where the receipt went. Null for the club’s owner on orders without goods and once the buyer deleted their account.',
    }),
    accountDeleted: t.exposeBoolean('accountDeleted', { description: 'Whether the buyer has deleted their account since.' }),
  }),
});

type Address = { recipientName: string; recipientPhone: string; postalCode: string; address1: string; address2: string | null; deliveryNote: string | null };
const ShippingAddressRef = builder.objectRef<Address>('ShippingAddress').implement({
  description: 'Where goods are shipped.',
  fields: (t) => ({
    recipientName: t.exposeString('recipientName', { description: 'Who receives the parcel.' }),
    recipientPhone: t.exposeString('recipientPhone', { description: 'Digits only.' }),
    postalCode: t.exposeString('postalCode', { description: 'Five digits.' }),
    address1: t.exposeString('address1', { description: 'Street address.' }),
    address2: t.exposeString('address2', { nullable: true, description: 'Apartment, floor, etc.' }),
    deliveryNote: t.exposeString('deliveryNote', { nullable: true, description: 'A note for the courier.' }),
  }),
});

const ProductKindRef = builder.enumType('StoreOrderLineKind', {
  description: 'What a line bought (the product’s kind when ordered).',
  values: { GOODS: { description: 'Physical goods.' }, DIGITAL: { description: 'A digital pack.' }, TICKET: { description: 'A ticket.' } } as const,
});

type DownloadFacts = Download;
const DigitalDownloadRef = builder.objectRef<DownloadFacts>('DigitalDownload').implement({
  description: 'A file of a digital purchase, with a short-lived signed download link minted for this request.',
  fields: (t) => ({
    fileName: t.exposeString('fileName', { description: 'The file’s name.' }),
    size: t.exposeInt('size', { description: 'Bytes.' }),
    mimeType: t.exposeString('mimeType', { description: 'The file’s type.' }),
    url: t.exposeString('url', { description: `A signed link (GET, served as an attachment) that works for ${DOWNLOAD_LINK_SECONDS / 60} minutes.` }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', description: 'When the link stops working.' }),
  }),
});

type LineFacts = Parameters<typeof downloadsOfLines>[1][number];
const downloadLoaders = new WeakMap<object, (line: LineFacts) => Promise<Download[]>>();

/** Download links of the lines asked for in one request, with one query for their files. */
function downloadsOf(ctx: Context, line: LineFacts): Promise<Download[]> {
  let load = downloadLoaders.get(ctx);
  if (!load) {
    const viewerId = actingViewer(ctx)?.id ?? null;
    load = batchLoader<LineFacts, Download[]>((l) => l.id, (lines) => downloadsOfLines(viewerId, lines), []);
    downloadLoaders.set(ctx, load);
  }
  return load(line);
}

builder.prismaObject('StoreOrderLine', {
  ...typeNeeds('ORDERS_READ'),
  description: 'One product (and option) of a store order, as it was sold.',
  fields: (t) => ({
    productId: t.id({ description: 'The Product id (it may have been archived since).', resolve: (l) => encodeGlobalID('Product', l.productId) }),
    kind: t.field({ type: ProductKindRef, description: 'Goods, digital or ticket.', resolve: (l) => l.kind }),
    productName: t.exposeString('productName', { description: 'The product’s name when ordered.' }),
    optionName: t.exposeString('optionName', { nullable: true, description: 'The option chosen (goods with options).' }),
    unitPrice: t.exposeInt('unitPrice', { description: 'KRW per item, VAT included (member price by plan level, or the list price).' }),
    quantity: t.exposeInt('quantity', { description: 'How many.' }),
    downloads: t.field({
      type: [DigitalDownloadRef],
      description:
        'Digital lines: the files to download, each with a signed link minted now — only for the buyer of a paid order that was not refunded (empty for everyone else, the club owner included).',
      select: { id: true, orderId: true, kind: true, product: { select: { digitalFileIds: true } }, order: { select: { fulfilment: true, refundRequestedAt: true, order: { select: { userId: true } } } } },
      resolve: (l, _args, ctx) =>
        downloadsOf(ctx, {
          id: l.id,
          orderId: l.orderId,
          kind: l.kind,
          digitalFileIds: l.product.digitalFileIds,
          buyerId: l.order.order.userId,
          fulfilment: l.order.fulfilment,
          refundRequestedAt: l.order.refundRequestedAt,
        }),
    }),
  }),
});

const LINE_ORDER = { orderBy: { position: 'asc' as const } };
const LAST_PAYMENT = { payments: { orderBy: [{ createdAt: 'desc' as const }, { id: 'desc' as const }], take: 1, select: { status: true, method: true, paidAt: true } } };
const orderSelect = { order: { select: { orderNumber: true, title: true, amount: true, vat: true, ...LAST_PAYMENT } } };
/** What buyerDisclosure reads of the order beside the store order's own columns. */
const buyerSelect = { order: { select: { userId: true, buyerName: true, buyerPhone: true, buyerEmail: true, user: { select: { status: true } } } } };
type BuyerFacts = {
  hasGoods: boolean;
  fulfilment: StoreFulfilment;
  refundRequestedAt: Date | null;
  order: { userId: string; user: { status: string } };
};
const disclosureOf = (o: BuyerFacts, ctx: Context) =>
  buyerDisclosure(actingViewer(ctx), {
    buyerId: o.order.userId,
    buyerDeleted: o.order.user.status === 'DELETED',
    hasGoods: o.hasGoods,
    fulfilment: o.fulfilment,
    refundRequestedAt: o.refundRequestedAt,
  });

export const StoreOrderNode = builder.prismaNode('StoreOrder', {
  ...typeNeeds('ORDERS_READ'),
  id: { field: 'orderId' },
  nullable: true,
  findUnique: (orderId, ctx) => ({ orderId, ...storeOrderAccess(ctx) }),
  description:
    'An order from a club’s store, with its lines, buyer and shipping address. Visible to the buyer, the club’s owner and administrators; the owner sees only what fulfilling it needs of the buyer (see buyer and shippingAddress).',
  fields: (t) => ({
    orderNumber: t.string({ description: 'The order number shown to the buyer and support.', select: orderSelect, resolve: (o) => o.order.orderNumber }),
    title: t.string({ description: 'What was bought, as order lists show it.', select: orderSelect, resolve: (o) => o.order.title }),
    amount: t.int({ description: 'KRW, VAT and shipping included.', select: orderSelect, resolve: (o) => o.order.amount }),
    vat: t.int({ description: 'The VAT inside the amount, KRW.', select: orderSelect, resolve: (o) => o.order.vat }),
    shippingFee: t.exposeInt('shippingFee', { description: 'KRW, inside the amount (0 without goods).' }),
    paymentStatus: t.field({
      type: PaymentStatusEnum,
      description: 'Where its latest payment stands.',
      select: orderSelect,
      resolve: (o) => o.order.payments[0]?.status ?? 'PROCESSING',
    }),
    paymentMethod: t.field({ type: PaymentMethodEnum, nullable: true, description: 'How it is paid.', select: orderSelect, resolve: (o) => o.order.payments[0]?.method ?? null }),
    paidAt: t.field({ type: 'DateTime', nullable: true, description: 'When it was paid.', select: orderSelect, resolve: (o) => o.order.payments[0]?.paidAt ?? null }),
    stockState: t.field({ type: StoreStockStateEnum, description: 'Whether its stock is held, sold or back on the shelf.', resolve: (o) => o.stockState }),
    buyer: t.field({
      type: BuyerInfoRef,
      description: 'Who ordered (for the club’s owner, without the contact details fulfilling it does not need).',
      select: buyerSelect,
      resolve: (o, _args, ctx) => {
        const shown = disclosureOf(o, ctx);
        return {
          name: shown.name ? o.order.buyerName : DELETED_USER_NAME[pickLocale(ctx.locales)],
          phone: shown.contact ? o.order.buyerPhone : null,
          email: shown.contact ? o.order.buyerEmail : null,
          accountDeleted: o.order.user.status === 'DELETED',
        };
      },
    }),
    shippingAddress: t.field({
      type: ShippingAddressRef,
      nullable: true,
      description:
        'Where the goods go: null without goods, and for the club’s owner once the buyer deleted their account, unless the goods still wait to be shipped.',
      select: buyerSelect,
      resolve: (o, _args, ctx) =>
        o.recipientName && o.recipientPhone && o.postalCode && o.address1 && disclosureOf(o, ctx).address
          ? { recipientName: o.recipientName, recipientPhone: o.recipientPhone, postalCode: o.postalCode, address1: o.address1, address2: o.address2, deliveryNote: o.deliveryNote }
          : null,
    }),
    lines: t.relation('lines', { description: 'What was bought, in cart order.', query: LINE_ORDER }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was ordered.' }),
    fulfilment: t.field({ type: StoreFulfilmentEnum, description: 'Where it stands after checkout: preparing, shipped, delivered, complete, cancelled or refunded.', resolve: (o) => o.fulfilment }),
    needsShipping: t.exposeBoolean('hasGoods', { description: 'Whether it holds physical goods (shipped; other orders complete on payment).' }),
    carrier: t.field({ type: StoreCarrierEnum, nullable: true, description: 'The courier, once shipped.', resolve: (o) => o.carrier }),
    carrierName: t.string({ nullable: true, description: 'The courier’s name as buyers know it, once shipped.', resolve: (o) => carrierNameOf(o.carrier, o.carrierName) }),
    trackingNumber: t.exposeString('trackingNumber', { nullable: true, description: 'The courier’s tracking number, once shipped.' }),
    shippedAt: t.expose('shippedAt', { type: 'DateTime', nullable: true, description: 'When it was shipped.' }),
    deliveredAt: t.expose('deliveredAt', { type: 'DateTime', nullable: true, description: 'When it was marked delivered.' }),
    refundedAt: t.expose('refundedAt', { type: 'DateTime', nullable: true, description: 'When it was refunded.' }),
    refundReason: t.exposeString('refundReason', { nullable: true, description: 'Why the club refunded it.' }),
    refundRequested: t.boolean({
      description: 'The club refunded it and the refund waits for the buyer’s bank account (deposits are paid back by transfer).',
      resolve: (o) => o.refundReason !== null && o.fulfilment !== 'REFUNDED',
    }),
    viewerCanManage: t.boolean({
      description: 'Whether the viewer may ship, deliver and refund it (the club’s owner or an administrator).',
      select: { order: { select: { club: { select: { ownerId: true } } } } },
      resolve: (o, _args, ctx) => managesClub(ctx, o.order.club),
    }),
    order: t.field({
      type: OrderNode,
      nullable: true,
      description:
        'The payments’ order: payment attempts and the club. As the Order itself, only for the buyer and administrators; null for the club’s owner.',
      // Every column of the order (its buyer among them) beside what the client asks of it.
      select: (_args, _ctx, nested) => ({ order: nested({ include: {} }) }),
      resolve: (o, _args, ctx) => (readsOrderOf(ctx, o.order.userId) ? o.order : null),
    }),
  }),
});

builder.prismaObjectFields(OrderNode, (t) => ({
  storeOrder: t.relation('store', { nullable: true, description: 'What the order buys from a club store (store orders; null for other kinds).' }),
}));

builder.prismaObjectFields('Payment', (t) => ({
  storeOrder: t.field({
    type: StoreOrderNode,
    nullable: true,
    description: 'What the payment buys from a club store (store orders; null for other kinds).',
    select: (_args, _ctx, nested) => ({ order: { select: { store: nested(true) } } }),
    resolve: (p) => p.order.store,
  }),
}));

const StoreOrderFilterEnum = builder.enumType('StoreOrderFilter', {
  description: 'Which of a club’s orders to list.',
  values: {
    TO_SHIP: { description: 'Paid goods being prepared (PREPARING), except deposit orders whose refund is decided.' },
    SHIPPED: { description: 'Shipped or delivered.' },
    ALL: { description: 'Every order.' },
  } as const,
});

const filterWhere = (filter: 'TO_SHIP' | 'SHIPPED' | 'ALL' | null | undefined) =>
  filter === 'TO_SHIP' ? { fulfilment: 'PREPARING' as const, refundRequestedAt: null } : filter === 'SHIPPED' ? { fulfilment: { in: ['SHIPPED' as const, 'DELIVERED' as const] } } : {};

builder.prismaObjectFields(ClubNode, (t) => ({
  storeOrders: t.prismaConnection(
    {
      type: 'StoreOrder',
      cursor: 'keyset',
      args: { filter: t.arg({ type: StoreOrderFilterEnum, required: false, defaultValue: 'ALL', description: 'Which orders (default ALL).' }) },
      description: `The club’s store orders, newest first: for its owner and administrators (empty for everyone else). totalCount stops at ${COUNT_LIMIT}.`,
      ...signedInWith('ORDERS_READ'),
      // A token without the club's own scope (CLUBS_READ) is told that one.
      unauthorizedError: (_club, _args, ctx, _info, result) => authorizationError(ctx, refusedApiScope(result.failure) ?? 'ORDERS_READ'),
      // Everyone else gets an empty list (a club id matching nothing).
      totalCount: (club, args, ctx) => db().storeOrder.count({ where: { clubId: managesClub(ctx, club) ? club.id : NOBODY, ...filterWhere(args.filter) }, take: COUNT_LIMIT }),
      resolve: (query, club, args, ctx) => findStoreOrdersPage(query, { clubId: managesClub(ctx, club) ? club.id : NOBODY, ...filterWhere(args.filter) }),
    },
    { name: 'StoreOrderConnection', description: 'Store orders, newest first.' },
    { name: 'StoreOrderEdge', description: 'A store order in a list.' },
  ),
}));

builder.queryFields((t) => ({
  myDigitalPurchases: t.prismaConnection(
    {
      type: 'StoreOrder',
      cursor: 'keyset',
      description: `The viewer’s paid, not refunded store orders holding digital packs, newest first (their lines carry the download links). totalCount stops at ${COUNT_LIMIT}.`,
      ...signedInWith('ORDERS_READ'),
      totalCount: (_root, _args, ctx) => db().storeOrder.count({ where: digitalPurchasesWhere(actingViewer(ctx)!.id), take: COUNT_LIMIT }),
      resolve: (query, _root, _args, ctx) => findStoreOrdersPage(query, digitalPurchasesWhere(actingViewer(ctx)!.id)),
    },
    { name: 'DigitalPurchaseConnection', description: 'Store orders with digital packs, newest first.' },
    { name: 'DigitalPurchaseEdge', description: 'A store order with digital packs.' },
  ),
}));

// ------------------------------------------------------------------ checkout

const CartLineInput = builder.inputType('CartLineInput', {
  description: 'One product of the cart.',
  fields: (t) => ({
    productId: t.globalID({ required: true, description: 'The Product id.' }),
    optionId: t.id({ required: false, description: 'The option’s id, ProductOption.id (required for goods with options).' }),
    quantity: t.int({ required: true, description: 'How many, 1 to 100.' }),
  }),
});

const ShippingAddressInput = builder.inputType('ShippingAddressInput', {
  description: 'Where goods are shipped (required when the cart holds goods).',
  fields: (t) => ({
    recipientName: t.string({ required: true, description: 'Who receives the parcel.' }),
    recipientPhone: t.string({ required: true, description: 'Digits only, no hyphens.' }),
    postalCode: t.string({ required: true, description: 'Five digits.' }),
    address1: t.string({ required: true, description: 'Street address (up to 200 characters).' }),
    address2: t.string({ required: false, description: 'Apartment, floor, etc. (up to 200 characters).' }),
    deliveryNote: t.string({ required: false, description: 'A note for the courier (up to 100 characters).' }),
  }),
});

const CheckoutStoreInput = builder.inputType('CheckoutStoreInput', {
  description: 'A checkout of a cart of one club’s products.',
  fields: (t) => ({
    lines: t.field({ type: [CartLineInput], required: true, description: 'What to buy: 1 to 20 lines of one club’s products.' }),
    method: t.field({ type: PaymentMethodEnum, required: true, description: 'CARD (charged at once) or VIRTUAL_ACCOUNT (stock held until the deposit deadline).' }),
    cardId: t.globalID({ required: false, description: 'The PaymentCard to charge (CARD).' }),
    buyer: t.field({ type: BuyerInput, required: true, description: 'Buyer information.' }),
    shippingAddress: t.field({ type: ShippingAddressInput, required: false, description: 'Where to ship goods (required when any line is goods).' }),
    agreeToOrderTerms: t.boolean({ required: true, description: 'The order-confirmation agreement; must be true.' }),
    expectedAmount: t.int({
      required: false,
      description:
        'The total the buyer was shown (KRW, VAT and shipping included). When the cart costs anything else now, the checkout is refused with PRICE_CHANGED and nothing is charged. Clients should always send it.',
    }),
    idempotencyKey: t.string({
      required: false,
      description:
        'A UUID the client makes for this checkout attempt (IDEMPOTENCY_KEY_INVALID otherwise) and sends again when it repeats it (a double click, a retry after a timeout): the buyer’s checkout again with the key answers the order it placed and its payment as it stands, with no second order or charge, also when both run at once. The same key with another cart or method is refused (IDEMPOTENCY_KEY_REUSED). Make a new key after a definite answer other than success. Clients should always send it.',
    }),
  }),
});

const CheckoutStoreSuccess = builder.objectRef<{ paymentId: string }>('CheckoutStoreSuccess').implement({
  description: 'The checkout started: PAID for a card, WAITING_FOR_DEPOSIT with a virtual account for a deposit.',
  fields: (t) => ({
    payment: t.prismaField({ type: 'Payment', description: 'The payment (its storeOrder holds the lines).', resolve: (q, p) => db().payment.findUniqueOrThrow({ ...q, where: { id: p.paymentId } }) }),
  }),
});

builder.mutationFields((t) => ({
  checkoutStore: t.field({
    type: CheckoutStoreSuccess,
    description:
      `Buys a cart of one club’s products by card (charged at once) or deposit (a virtual account; the stock is held until its deadline). Stock is taken before any charge: a product gone meanwhile is refused as SOLD_OUT, and a total other than expectedAmount as PRICE_CHANGED, with nothing charged. A user banned from the club is refused (CLUB_BANNED); a buyer with ${UNPAID_DEPOSIT_ORDERS_MAX} deposit orders of the club still unpaid orders no more by deposit (TOO_MANY_UNPAID_ORDERS); more than ${CHECKOUT_RATE_LIMIT.checkouts} checkouts a minute by one account are refused (RATE_LIMITED). An administrator buys as anyone else: member-only products only in clubs they joined, and nothing from a club that is not public (NOT_FOUND).`,
    ...sessionOnly,
    errors: {
      types: [
        InvalidInputError,
        NotFoundError,
        OwnerCannotBuyError,
        ClubBannedError,
        PriceChangedError,
        ProductUnavailableError,
        PurchaseLimitError,
        UnpaidOrdersLimitError,
        RateLimitedError,
        PaymentFailedError,
      ],
      union: { name: 'CheckoutStoreResult', description: 'The outcome of checkoutStore: success or a typed error.' },
    },
    args: { input: t.arg({ type: CheckoutStoreInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const payment = await checkoutStore(actingViewer(ctx)!, {
        lines: input.lines.map((l) => ({ productId: idOf(l.productId, 'Product'), optionId: l.optionId ? String(l.optionId) : null, quantity: l.quantity })),
        method: input.method,
        cardId: input.cardId ? idOf(input.cardId, 'PaymentCard') : null,
        buyer: input.buyer,
        shippingAddress: input.shippingAddress,
        agreed: input.agreeToOrderTerms,
        expectedAmount: input.expectedAmount,
        idempotencyKey: input.idempotencyKey,
      });
      return { paymentId: payment.id };
    },
  }),
}));

// ------------------------------------------------------------------ after checkout (the club's owner)

const storeOrderPayload = (name: string, description: string) =>
  builder.objectRef<{ orderId: string }>(name).implement({
    description,
    fields: (t) => ({
      storeOrder: t.prismaField({ type: 'StoreOrder', description: 'The order as it stands now.', resolve: (q, p) => db().storeOrder.findUniqueOrThrow({ ...q, where: { orderId: p.orderId } }) }),
    }),
  });

const MarkStoreOrderShippedInput = builder.inputType('MarkStoreOrderShippedInput', {
  description: 'The shipment of a paid goods order.',
  fields: (t) => ({
    orderId: t.globalID({ required: true, for: [StoreOrderNode], description: 'The StoreOrder id.' }),
    carrier: t.field({ type: StoreCarrierEnum, required: true, description: 'The courier.' }),
    carrierName: t.string({ required: false, description: 'The courier’s name when carrier is OTHER (up to 30 characters).' }),
    trackingNumber: t.string({ required: true, description: '8 to 20 letters and digits; hyphens and spaces are ignored.' }),
  }),
});

const MarkStoreOrderDeliveredInput = builder.inputType('MarkStoreOrderDeliveredInput', {
  description: 'A shipped order that arrived.',
  fields: (t) => ({ orderId: t.globalID({ required: true, for: [StoreOrderNode], description: 'The StoreOrder id.' }) }),
});

const RefundStoreOrderInput = builder.inputType('RefundStoreOrderInput', {
  description: 'A paid order to refund.',
  fields: (t) => ({
    orderId: t.globalID({ required: true, for: [StoreOrderNode], description: 'The StoreOrder id.' }),
    reason: t.string({ required: true, description: 'Why it is refunded (1–200 characters), shown to the buyer.' }),
  }),
});

const fulfilmentUnion = (name: string) => ({ name: `${name}Result`, description: `The outcome of ${name[0].toLowerCase()}${name.slice(1)}: success or a typed error.` });
const FULFILMENT_ERRORS = [NotFoundError, ForbiddenError, OrderStateError];

builder.mutationFields((t) => ({
  markStoreOrderShipped: t.field({
    type: storeOrderPayload('MarkStoreOrderShippedSuccess', 'The order is SHIPPED; the buyer was notified.'),
    description: 'Marks a paid goods order shipped with its courier and tracking number (the club’s owner or an administrator; API tokens need ORDERS_WRITE). Repeating the same shipment changes nothing.',
    ...signedInWith('ORDERS_WRITE'),
    errors: { types: [TrackingNumberInvalidError, InvalidInputError, ...FULFILMENT_ERRORS], union: fulfilmentUnion('MarkStoreOrderShipped') },
    args: { input: t.arg({ type: MarkStoreOrderShippedInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const order = await markStoreOrderShipped(actingViewer(ctx)!, { ...input, orderId: input.orderId.id });
      return { orderId: order.orderId };
    },
  }),
  markStoreOrderDelivered: t.field({
    type: storeOrderPayload('MarkStoreOrderDeliveredSuccess', 'The order is DELIVERED.'),
    description: 'Marks a shipped order delivered (the club’s owner or an administrator; API tokens need ORDERS_WRITE).',
    ...signedInWith('ORDERS_WRITE'),
    errors: { types: FULFILMENT_ERRORS, union: fulfilmentUnion('MarkStoreOrderDelivered') },
    args: { input: t.arg({ type: MarkStoreOrderDeliveredInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ orderId: (await markStoreOrderDelivered(actingViewer(ctx)!, input.orderId.id)).orderId }),
  }),
  refundStoreOrder: t.field({
    type: storeOrderPayload('RefundStoreOrderSuccess', 'The order is REFUNDED (or, for a deposit, refundRequested until the buyer names a bank account); its stock is back on the shelf.'),
    description:
      'Refunds a paid store order through the payment gateway (the club’s owner or an administrator, in a browser session): the ledger is reversed and the stock restocked, once however often it is called.',
    ...sessionOnly,
    errors: { types: [InvalidInputError, ...FULFILMENT_ERRORS], union: fulfilmentUnion('RefundStoreOrder') },
    args: { input: t.arg({ type: RefundStoreOrderInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ orderId: (await refundStoreOrder(actingViewer(ctx)!, { orderId: input.orderId.id, reason: input.reason })).orderId }),
  }),
}));
