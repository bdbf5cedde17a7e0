// The club store in GraphQL: the Product node, Club.products, and the owner's mutations to create,
// edit and archive products. Reads follow the club's (CLUBS_READ for tokens); writes need CLUBS_WRITE.
import { formatPrismaCursor } from '@pothos/plugin-prisma';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder, ErrorInterface } from '../../graphql/builder.ts';
import type { Context } from '../../graphql/context.ts';
import { COUNT_LIMIT } from '../../platform/counts.ts';
import { db } from '../../platform/database.ts';
import { keysetPage } from '../../platform/keyset.ts';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../../platform/errors.ts';
import { actingViewer, idOf } from '../../graphql/acting-viewer.ts';
import { signedInWith, typeNeeds } from '../../graphql/auth-guards.ts';
import { managesClub } from '../clubs/club-access.ts';
import { clubStanding } from '../clubs/club-loaders.ts';
import { ClubNode } from '../clubs/clubs.schema.ts';
import { findStoredFiles, imageUrl, signedFileUrl } from '../files/files.service.ts';
import type { Prisma, StoredFile } from '../../generated/prisma/client.ts';
import { PriceInvalidError, StockChangedError } from './store.errors.ts';
import {
  availabilityOf,
  clubProductsWhere,
  createProduct,
  formatMinute,
  priceFor,
  remainingStock,
  setProductArchived,
  updateProduct,
  vatOf,
  visibleProductsWhere,
  type ProductInput,
} from './store.service.ts';

builder.objectType(PriceInvalidError, {
  name: 'PriceInvalidError',
  description: 'A price was not whole won within its range (PRICE_INVALID).',
  interfaces: [ErrorInterface],
  fields: (t) => ({ field: t.string({ description: 'The input field at fault.', resolve: (e) => e.field ?? '' }) }),
});

builder.objectType(StockChangedError, {
  name: 'StockChangedError',
  description: 'Items were sold while the owner edited the stock and their change no longer fits (STOCK_CHANGED); nothing was written: reload and edit again.',
  interfaces: [ErrorInterface],
  fields: (t) => ({ field: t.string({ description: 'The stock field at fault, e.g. "options.0.stock".', resolve: (e) => e.field ?? '' }) }),
});

// ------------------------------------------------------------------ enums

const ProductKindEnum = builder.enumType('ProductKind', {
  description: 'What a product is.',
  values: {
    GOODS: { description: 'Physical goods shipped to the buyer; options (size, colour) carry their own stock.' },
    DIGITAL: { description: 'Music or a voice pack: files the buyer downloads, with a short preview.' },
    TICKET: { description: 'A ticket to an online or offline event.' },
  } as const,
});

const ProductStatusEnum = builder.enumType('ProductStatus', {
  description: 'Whether a product is in the store.',
  values: {
    ACTIVE: { description: 'Listed in the club store.' },
    ARCHIVED: { description: 'Taken off the store by the owner; visible to the owner and administrators only.' },
  } as const,
});

const ProductAvailabilityEnum = builder.enumType('ProductAvailability', {
  description: 'Whether a product can be bought now, from its sale window and stock on the server clock.',
  values: {
    NOT_OPEN: { description: 'Sales have not opened yet (“not open yet”).' },
    ON_SALE: { description: 'On sale.' },
    SOLD_OUT: { description: 'No stock left (“sold out”).' },
    SALES_ENDED: { description: 'The sale window closed.' },
  } as const,
});

export const TicketFormatEnum = builder.enumType('TicketFormat', {
  description: 'Where an event takes place.',
  values: { ONLINE: { description: 'Online: an access link.' }, OFFLINE: { description: 'At a venue.' } } as const,
});

export const TicketSeatingEnum = builder.enumType('TicketSeating', {
  description: 'How seats are given.',
  values: { RESERVED: { description: 'Each ticket has a seat.' }, GENERAL: { description: 'General admission.' } } as const,
});

// ------------------------------------------------------------------ Product

const MemberPriceRef = builder.objectRef<{ planLevel: number; price: number }>('ProductMemberPrice').implement({
  description: 'A lower price for subscribers of a plan at this level or higher.',
  fields: (t) => ({
    planLevel: t.exposeInt('planLevel', { description: 'The lowest plan level the price applies to.' }),
    price: t.exposeInt('price', { description: 'KRW, VAT included.' }),
  }),
});

type TicketDetails = {
  ticketFormat: 'ONLINE' | 'OFFLINE';
  eventStartsAt: Date;
  venueName: string | null;
  venueAddress: string | null;
  venueMapUrl: string | null;
  validFromMinute: number | null;
  validUntilMinute: number | null;
  seating: 'RESERVED' | 'GENERAL';
};

const TicketDetailsRef = builder.objectRef<TicketDetails>('TicketDetails').implement({
  description: 'The event a ticket product admits to.',
  fields: (t) => ({
    format: t.field({ type: TicketFormatEnum, description: 'Online or offline.', resolve: (d) => d.ticketFormat }),
    eventStartsAt: t.expose('eventStartsAt', { type: 'DateTime', description: 'When the event starts.' }),
    venueName: t.exposeString('venueName', { nullable: true, description: 'The venue (offline events).' }),
    venueAddress: t.exposeString('venueAddress', { nullable: true, description: 'The venue’s address (offline events).' }),
    venueMapUrl: t.exposeString('venueMapUrl', { nullable: true, description: 'A map link to the venue.' }),
    validFrom: t.string({ nullable: true, description: 'From when on the event day a ticket is valid, "HH:MM" (venue time).', resolve: (d) => formatMinute(d.validFromMinute) }),
    validUntil: t.string({ nullable: true, description: 'Until when on the event day a ticket is valid, "HH:MM".', resolve: (d) => formatMinute(d.validUntilMinute) }),
    seating: t.field({ type: TicketSeatingEnum, description: 'Reserved seats or general admission.', resolve: (d) => d.seating }),
  }),
});

// Every field reading a relation asks with the same arguments, so Pothos joins it once into the list's
// statement (different arguments would load it again per product).
const OPTION_ORDER = [{ position: 'asc' as const }, { id: 'asc' as const }];
const stockSelect = { options: { orderBy: OPTION_ORDER } };
const memberPricesSelect = { memberPrices: { orderBy: { planLevel: 'asc' as const } } };

/** The viewer's plan level in the product's club (batched per request with the other club lookups). */
async function levelIn(ctx: Context, clubId: string): Promise<number | null> {
  return (await clubStanding(ctx, actingViewer(ctx), clubId)).level;
}

export const ProductNode = builder.prismaNode('Product', {
  ...typeNeeds('CLUBS_READ'),
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, ctx) => ({ id, AND: [visibleProductsWhere(actingViewer(ctx))] }),
  description: 'A product in a club’s store: goods, a digital pack or a ticket.',
  fields: (t) => ({
    kind: t.field({ type: ProductKindEnum, description: 'Goods, digital or ticket.', resolve: (p) => p.kind }),
    status: t.field({ type: ProductStatusEnum, description: 'Listed or archived.', resolve: (p) => p.status }),
    name: t.exposeString('name', { description: 'The product name.' }),
    description: t.exposeString('description', { description: 'What it is, plain text.' }),
    imageUrls: t.stringList({ description: 'Images in display order; the first is the cover.', resolve: (p) => p.imageFileIds.map(imageUrl) }),
    price: t.exposeInt('price', { description: 'The list price in KRW, VAT included.' }),
    memberPrices: t.field({
      type: [MemberPriceRef],
      description: 'Lower prices by plan level.',
      select: memberPricesSelect,
      resolve: (p) => p.memberPrices,
    }),
    viewerPrice: t.int({
      description: 'What the viewer pays per item: the lowest member price of a plan level they hold, else the list price.',
      select: memberPricesSelect,
      resolve: async (p, _args, ctx) => priceFor(p, p.memberPrices.length ? await levelIn(ctx, p.clubId) : null),
    }),
    viewerPriceVat: t.int({
      description: 'The VAT included in viewerPrice (price − round(price / 1.1)).',
      select: memberPricesSelect,
      resolve: async (p, _args, ctx) => vatOf(priceFor(p, p.memberPrices.length ? await levelIn(ctx, p.clubId) : null)),
    }),
    memberOnly: t.exposeBoolean('memberOnly', { description: 'Only club members see and buy it.' }),
    salesOpenAt: t.expose('salesOpenAt', { type: 'DateTime', nullable: true, description: 'When sales open (null: open).' }),
    salesCloseAt: t.expose('salesCloseAt', { type: 'DateTime', nullable: true, description: 'When sales close (null: no end).' }),
    availability: t.field({
      type: ProductAvailabilityEnum,
      description: 'Not open, on sale, sold out or sales ended, now on the server clock.',
      select: stockSelect,
      resolve: (p) => availabilityOf(p, new Date()),
    }),
    stock: t.int({
      nullable: true,
      description: 'Items left (for goods with options, their sum); the owner and administrators only, null for others and when unlimited.',
      select: { ...stockSelect, club: { select: { ownerId: true } } },
      resolve: (p, _args, ctx) => (managesClub(ctx, p.club) ? remainingStock(p) : null),
    }),
    perBuyerLimit: t.exposeInt('perBuyerLimit', { nullable: true, description: 'How many one buyer may buy (null: no limit).' }),
    shippingFee: t.exposeInt('shippingFee', { description: 'Goods: the shipping fee in KRW (0 for other kinds).' }),
    options: t.relation('options', {
      description: 'Goods: the options to choose from (one must be chosen when there are any).',
      query: { orderBy: OPTION_ORDER },
    }),
    previewUrl: t.string({
      nullable: true,
      description: 'Digital packs: a short-lived signed link to the short preview.',
      resolve: (p) => (p.previewFileId ? signedFileUrl(p.previewFileId) : null),
    }),
    digitalFileCount: t.int({ description: 'Digital packs: how many files buyers get.', resolve: (p) => p.digitalFileIds.length }),
    digitalFileIds: t.idList({
      nullable: true,
      description: 'Digital packs: the UploadedFile ids buyers get (the owner and administrators only).',
      select: { club: { select: { ownerId: true } } },
      resolve: (p, _args, ctx) => (managesClub(ctx, p.club) ? p.digitalFileIds : null),
    }),
    ticket: t.field({
      type: TicketDetailsRef,
      nullable: true,
      description: 'Tickets: the event.',
      resolve: (p) => (p.kind === 'TICKET' && p.ticketFormat && p.eventStartsAt && p.seating ? (p as TicketDetails) : null),
    }),
    club: t.relation('club', { description: 'The club selling it.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was created.' }),
    viewerCanEdit: t.boolean({
      description: 'The owner or an administrator: may edit and archive it.',
      select: { club: { select: { ownerId: true } } },
      resolve: (p, _args, ctx) => managesClub(ctx, p.club),
    }),
    editDetails: t.field({
      type: ProductEditDetailsRef,
      nullable: true,
      description: 'What the edit form needs beyond the public fields: the files as they are kept and the online access link (the owner and administrators only; null for others).',
      select: { club: { select: { ownerId: true } } },
      resolve: async (p, _args, ctx) => {
        if (!managesClub(ctx, p.club)) return null;
        const files = new Map((await findStoredFiles([...p.imageFileIds, ...p.digitalFileIds, ...(p.previewFileId ? [p.previewFileId] : [])])).map((f) => [f.id, f]));
        const pick = (ids: readonly string[]) => ids.flatMap((id) => files.get(id) ?? []);
        return {
          images: pick(p.imageFileIds),
          digitalFiles: pick(p.digitalFileIds),
          preview: p.previewFileId ? (files.get(p.previewFileId) ?? null) : null,
          onlineAccessUrl: p.onlineAccessUrl,
        };
      },
    }),
  }),
});

builder.prismaObject('ProductOption', {
  ...typeNeeds('CLUBS_READ'),
  description: 'An option of goods (a size, a colour) with its own stock.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Identifies the option within its product (for orders and edits).' }),
    name: t.exposeString('name', { description: 'What the buyer chooses, e.g. "M / Black".' }),
    soldOut: t.boolean({ description: 'No stock left of this option.', resolve: (o) => o.stock <= 0 }),
    stock: t.int({
      nullable: true,
      description: 'Items left (the owner and administrators only).',
      select: { product: { select: { club: { select: { ownerId: true } } } } },
      resolve: (o, _args, ctx) => (managesClub(ctx, o.product.club) ? o.stock : null),
    }),
  }),
});

const ProductFileRef = builder.objectRef<StoredFile>('ProductFile').implement({
  description: 'A file a product keeps (a picture, a file buyers get, the preview), as its edit form shows it.',
  fields: (t) => ({
    fileId: t.id({ description: 'The UploadedFile id to send back in updateProduct to keep it.', resolve: (f) => encodeGlobalID('UploadedFile', f.id) }),
    name: t.exposeString('originalName', { description: 'The file name as uploaded.' }),
    url: t.string({ description: 'The picture, or a 15-minute signed link.', resolve: (f) => (f.kind === 'IMAGE' ? imageUrl(f.id) : signedFileUrl(f.id)) }),
  }),
});

type ProductEditDetails = { images: StoredFile[]; digitalFiles: StoredFile[]; preview: StoredFile | null; onlineAccessUrl: string | null };
const ProductEditDetailsRef = builder.objectRef<ProductEditDetails>('ProductEditDetails').implement({
  description: 'The owner’s view of a product for editing.',
  fields: (t) => ({
    images: t.field({ type: [ProductFileRef], description: 'The pictures in display order.', resolve: (d) => d.images }),
    digitalFiles: t.field({ type: [ProductFileRef], description: 'Digital packs: the files buyers get.', resolve: (d) => d.digitalFiles }),
    preview: t.field({ type: ProductFileRef, nullable: true, description: 'Digital packs: the short preview.', resolve: (d) => d.preview }),
    onlineAccessUrl: t.string({ nullable: true, description: 'Online tickets: where holders join.', resolve: (d) => d.onlineAccessUrl }),
  }),
});

const ProductEdgeRef = builder.edgeObject({ type: ProductNode, name: 'ProductEdge', description: 'A product in a list.' } as never) as unknown as ReturnType<
  typeof builder.objectRef<{ cursor: string; node: unknown }>
>;

const ProductListStatusEnum = builder.enumType('ProductListStatus', {
  description: 'Which products of a club to list.',
  values: {
    ACTIVE: { description: 'Products in the store.' },
    ARCHIVED: { description: 'Archived products (the owner and administrators only; empty for others).' },
  } as const,
});

builder.prismaObjectFields(ClubNode, (t) => ({
  products: t.prismaConnection(
    {
      type: 'Product',
      cursor: 'keyset',
      description: `The club’s products the viewer may see, newest first (keyset-paged). totalCount stops at ${COUNT_LIMIT}.`,
      args: { status: t.arg({ type: ProductListStatusEnum, required: false, defaultValue: 'ACTIVE', description: 'Which products.' }) },
      totalCount: (club, { status }, ctx) =>
        db().product.count({ where: clubProductsWhere(actingViewer(ctx), club.id, status ?? 'ACTIVE'), take: COUNT_LIMIT }),
      resolve: (query, club, { status }, ctx) =>
        keysetPage(query, 'createdAt', clubProductsWhere(actingViewer(ctx), club.id, status ?? 'ACTIVE'), (args) => db().product.findMany(args as Prisma.ProductFindManyArgs)),
    },
    { name: 'ProductConnection', description: 'Products, newest first.' },
    ProductEdgeRef as never,
  ),
}));

// ------------------------------------------------------------------ mutations

const MemberPriceInput = builder.inputType('ProductMemberPriceInput', {
  description: 'A lower price for subscribers of a plan at this level or higher.',
  fields: (t) => ({
    planLevel: t.int({ required: true, description: 'The lowest plan level (1–100).' }),
    price: t.int({ required: true, description: 'Whole KRW, VAT included, at least 100 and at most the list price.' }),
  }),
});

const ProductOptionInputType = builder.inputType('ProductOptionInput', {
  description: 'An option of goods with its stock. Give the id of an existing option to keep it; options left out are removed.',
  fields: (t) => ({
    id: t.id({ required: false, description: 'An existing option’s id (updates only).' }),
    name: t.string({ required: true, description: '1–40 characters, unique within the product.' }),
    stock: t.int({ required: true, description: 'Items in stock (0–1,000,000).' }),
    stockSeen: t.int({
      required: false,
      description:
        'Updates: the stock you loaded (ProductOption.stock). The change from it is applied to the stock as it is now, so items sold meanwhile stay sold; STOCK_CHANGED when that no longer fits. Omitted: the change from the stock when the request is read.',
    }),
  }),
});

const TicketInputType = builder.inputType('TicketDetailsInput', {
  description: 'The event a ticket admits to.',
  fields: (t) => ({
    format: t.field({ type: TicketFormatEnum, required: true, description: 'Online or offline.' }),
    eventStartsAt: t.field({ type: 'DateTime', required: true, description: 'When the event starts; sales end then at the latest.' }),
    venueName: t.string({ required: false, description: 'Required for offline events (up to 200 characters).' }),
    venueAddress: t.string({ required: false, description: 'Required for offline events (up to 200 characters).' }),
    venueMapUrl: t.string({ required: false, description: 'A map link (http or https).' }),
    validFrom: t.string({ required: false, description: 'Valid from "HH:MM" on the event day (with validUntil).' }),
    validUntil: t.string({ required: false, description: 'Valid until "HH:MM" on the event day, after validFrom.' }),
    seating: t.field({ type: TicketSeatingEnum, required: true, description: 'Reserved seats or general admission.' }),
    onlineAccessUrl: t.string({ required: false, description: 'Online events: where holders join (http or https); shown to them on their ticket from the event start.' }),
  }),
});

/** The fields create and update share; update replaces every detail with what it is given. */
const productFields = (t: Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0]) => ({
  name: t.string({ required: true, description: '1–60 characters.' }),
  description: t.string({ required: true, description: 'Up to 2,000 characters.' }),
  imageFileIds: t.globalIDList({ required: true, description: 'Up to 10 IMAGE UploadedFiles of the viewer, in display order.' }),
  price: t.int({ required: true, description: 'Whole KRW, VAT included: 100–10,000,000 (PRICE_INVALID otherwise).' }),
  memberOnly: t.boolean({ required: false, description: 'Only club members see and buy it.' }),
  memberPrices: t.field({ type: [MemberPriceInput], required: false, description: 'Lower prices by plan level.' }),
  salesOpenAt: t.field({ type: 'DateTime', required: false, description: 'When sales open (omitted: at once).' }),
  salesCloseAt: t.field({ type: 'DateTime', required: false, description: 'When sales close (omitted: no end; tickets: the event start).' }),
  stock: t.int({ required: false, description: 'Items in stock: required for tickets and for goods without options; omitted for unlimited digital packs.' }),
  stockSeen: t.int({
    required: false,
    description: 'Updates: the stock you loaded (Product.stock); the change from it is applied to the stock as it is now (see ProductOptionInput.stockSeen).',
  }),
  perBuyerLimit: t.int({ required: false, description: 'How many one buyer may buy (1–100).' }),
  shippingFee: t.int({ required: false, description: 'Goods: the shipping fee in whole KRW (0–100,000).' }),
  options: t.field({ type: [ProductOptionInputType], required: false, description: 'Goods: up to 30 options, each with its stock.' }),
  digitalFileIds: t.globalIDList({ required: false, description: 'Digital packs: the MEDIA or ATTACHMENT UploadedFiles buyers get (1–20).' }),
  previewFileId: t.globalID({ required: false, description: 'Digital packs: a short MEDIA preview anyone who sees the product may play.' }),
  ticket: t.field({ type: TicketInputType, required: false, description: 'Tickets: the event (required for tickets).' }),
});

const CreateProductInput = builder.inputType('CreateProductInput', {
  description: 'A new product in a club’s store (the owner or an administrator).',
  fields: (t) => ({
    clubId: t.globalID({ required: true, description: 'The Club id.' }),
    kind: t.field({ type: ProductKindEnum, required: true, description: 'Goods, digital or ticket (fixed once created).' }),
    ...productFields(t),
  }),
});

const UpdateProductInput = builder.inputType('UpdateProductInput', {
  description: 'New details of a product (the owner or an administrator); they replace the old ones.',
  fields: (t) => ({
    productId: t.globalID({ required: true, description: 'The Product id.' }),
    ...productFields(t),
  }),
});

const ArchiveProductInput = builder.inputType('ArchiveProductInput', {
  description: 'A product to take off the store or put back.',
  fields: (t) => ({
    productId: t.globalID({ required: true, description: 'The Product id.' }),
    archived: t.boolean({ required: false, defaultValue: true, description: 'true takes it off the store; false puts it back.' }),
  }),
});

type ProductPayload = { productId: string };
const loadProduct = (q: object, p: ProductPayload) => db().product.findUniqueOrThrow({ ...q, where: { id: p.productId } });

const CreateProductSuccess = builder.objectRef<ProductPayload>('CreateProductSuccess').implement({
  description: 'The product was created.',
  fields: (t) => ({
    product: t.prismaField({ type: 'Product', description: 'The new product.', resolve: (q, p) => loadProduct(q, p) }),
    productEdge: t.field({
      type: ProductEdgeRef,
      description: 'The new product as an edge of Club.products (for @prependEdge).',
      resolve: async (p) => {
        const node = await db().product.findUniqueOrThrow({ where: { id: p.productId } });
        // Club.products' cursor: the fields of Product's `keyset` unique.
        return { cursor: formatPrismaCursor(node, ['clubId', 'status', 'createdAt', 'id']), node };
      },
    }),
  }),
});

function productSuccess(name: string, description: string) {
  return builder.objectRef<ProductPayload>(name).implement({
    description,
    fields: (t) => ({ product: t.prismaField({ type: 'Product', description: 'The product.', resolve: (q, p) => loadProduct(q, p) }) }),
  });
}
const UpdateProductSuccess = productSuccess('UpdateProductSuccess', 'The product was updated.');
const ArchiveProductSuccess = productSuccess('ArchiveProductSuccess', 'The product was archived or put back.');

const union = (name: string) => ({ name: `${name}Result`, description: `The outcome of ${name[0].toLowerCase()}${name.slice(1)}: success or a typed error.` });
const ref = (id: { typename: string; id: string } | null | undefined, typename: string) => (id ? idOf(id, typename) : null);

function productInput(input: {
  [K in keyof ProductInput]?: unknown;
} & { imageFileIds: { typename: string; id: string }[]; digitalFileIds?: { typename: string; id: string }[] | null; previewFileId?: { typename: string; id: string } | null }): ProductInput {
  return {
    ...(input as unknown as ProductInput),
    imageFileIds: input.imageFileIds.map((f) => idOf(f, 'UploadedFile')),
    digitalFileIds: input.digitalFileIds?.map((f) => idOf(f, 'UploadedFile')) ?? null,
    previewFileId: ref(input.previewFileId, 'UploadedFile'),
  };
}

const PRODUCT_ERRORS = [InvalidInputError, PriceInvalidError, StockChangedError, NotFoundError, ForbiddenError];

builder.mutationFields((t) => ({
  createProduct: t.field({
    type: CreateProductSuccess,
    description: 'Adds a product to a club’s store (the owner or an administrator).',
    ...signedInWith('CLUBS_WRITE'),
    errors: { types: PRODUCT_ERRORS, union: union('CreateProduct') },
    args: { input: t.arg({ type: CreateProductInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const product = await createProduct(actingViewer(ctx)!, idOf(input.clubId, 'Club'), input.kind, productInput(input));
      return { productId: product.id };
    },
  }),
  updateProduct: t.field({
    type: UpdateProductSuccess,
    description: 'Replaces a product’s details (the owner or an administrator). Its kind stays.',
    ...signedInWith('CLUBS_WRITE'),
    errors: { types: PRODUCT_ERRORS, union: union('UpdateProduct') },
    args: { input: t.arg({ type: UpdateProductInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const product = await updateProduct(actingViewer(ctx)!, idOf(input.productId, 'Product'), productInput(input));
      return { productId: product.id };
    },
  }),
  archiveProduct: t.field({
    type: ArchiveProductSuccess,
    description: 'Takes a product off the store, or puts it back (the owner or an administrator).',
    ...signedInWith('CLUBS_WRITE'),
    errors: { types: [NotFoundError, ForbiddenError], union: union('ArchiveProduct') },
    args: { input: t.arg({ type: ArchiveProductInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const product = await setProductArchived(actingViewer(ctx)!, idOf(input.productId, 'Product'), input.archived ?? true);
      return { productId: product.id };
    },
  }),
}));
