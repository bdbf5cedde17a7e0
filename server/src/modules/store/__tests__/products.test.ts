// Products through GraphQL: owners create, edit and archive them with checked input (whole won only,
// stock per option, ticket details); fans see them in Club.products and through node with the
// availability of the server clock, member-only products and member prices as the spec sets them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { startOfKstDay } from '../../../platform/kst.ts';
import { graphql, startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { createStoredFile } from '../../../testing/fixtures.ts';
import { communityWorld, gid, run, type Data } from '../../clubs/__tests__/community-helpers.ts';
import { availabilityOf } from '../store.service.ts';
import { createProduct } from './store-helpers.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => app?.close());

const CREATE = `mutation ($input: CreateProductInput!) { createProduct(input: $input) { __typename
  ... on CreateProductSuccess { product { id name kind price availability stock shippingFee options { id name soldOut stock } ticket { format venueName validFrom validUntil seating } }
    productEdge { cursor node { id name } } }
  ... on Error { code message } ... on InvalidInputError { field } ... on PriceInvalidError { field } } }`;

const UPDATE = `mutation ($input: UpdateProductInput!) { updateProduct(input: $input) { __typename
  ... on UpdateProductSuccess { product { id name price availability stock options { id name soldOut stock } } }
  ... on Error { code } ... on InvalidInputError { field } ... on PriceInvalidError { field } } }`;

async function mutate(query: string, input: Record<string, unknown>, headers: Record<string, string>): Promise<Data> {
  const { body } = await graphql<Data>(app, { query, variables: { input } }, headers);
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return Object.values(body.data!)[0];
}

describe('createProduct and updateProduct', () => {
  it('creates goods with options, each with its own stock, and keeps option ids across edits', async () => {
    const w = await communityWorld();
    const image = await createStoredFile({ ownerId: w.owner.user.id, kind: 'IMAGE' });
    const created = await mutate(
      CREATE,
      {
        clubId: gid('Club', w.club.id),
        kind: 'GOODS',
        name: ' Tour hoodie ',
        description: 'Heavy cotton.',
        imageFileIds: [gid('UploadedFile', image.id)],
        price: 59_000,
        shippingFee: 3_000,
        options: [
          { name: 'M / Black', stock: 3 },
          { name: 'L / Black', stock: 0 },
        ],
      },
      w.owner.headers,
    );
    expect(created.__typename).toBe('CreateProductSuccess');
    expect(created.product).toMatchObject({ name: 'Tour hoodie', kind: 'GOODS', price: 59_000, availability: 'ON_SALE', stock: 3, shippingFee: 3_000 });
    expect(created.product.options.map((o: Data) => [o.name, o.soldOut, o.stock])).toEqual([
      ['M / Black', false, 3],
      ['L / Black', true, 0],
    ]);
    expect(created.productEdge.node.id).toBe(created.product.id);
    expect(created.productEdge.cursor).toBeTruthy();

    const [m, l] = created.product.options;
    const updated = await mutate(
      UPDATE,
      {
        productId: created.product.id,
        name: 'Tour hoodie',
        description: 'Heavy cotton.',
        imageFileIds: [gid('UploadedFile', image.id)],
        price: 59_000,
        options: [
          { id: m.id, name: 'M / Black', stock: 0 },
          { name: 'XL / Black', stock: 2 },
        ],
      },
      w.owner.headers,
    );
    expect(updated.product.options.map((o: Data) => [o.name, o.stock])).toEqual([
      ['M / Black', 0],
      ['XL / Black', 2],
    ]);
    expect(updated.product.options[0].id).toBe(m.id);
    expect(await db().productOption.findUnique({ where: { id: l.id } })).toBeNull();

    // Every option sold out: the product is.
    const soldOut = await mutate(
      UPDATE,
      { productId: created.product.id, name: 'Tour hoodie', description: '', imageFileIds: [], price: 59_000, options: [{ id: m.id, name: 'M / Black', stock: 0 }] },
      w.owner.headers,
    );
    expect(soldOut.product.availability).toBe('SOLD_OUT');
  });

  it('refuses prices that are not whole won in range with PRICE_INVALID naming the field', async () => {
    const w = await communityWorld();
    const base = { clubId: gid('Club', w.club.id), kind: 'GOODS', name: 'Sticker', description: '', imageFileIds: [], stock: 5 };
    for (const [input, field] of [
      [{ price: 50 }, 'price'],
      [{ price: 20_000_000 }, 'price'],
      [{ price: 5_000, shippingFee: -100 }, 'shippingFee'],
      [{ price: 5_000, memberPrices: [{ planLevel: 1, price: 6_000 }] }, 'memberPrices.0.price'],
    ] as const) {
      const result = await mutate(CREATE, { ...base, ...input }, w.owner.headers);
      expect(result, JSON.stringify(input)).toMatchObject({ __typename: 'PriceInvalidError', code: 'PRICE_INVALID', field });
    }
    // A fraction never reaches the service: GraphQL's Int refuses it before execution.
    const { body } = await graphql<Data>(app, { query: CREATE, variables: { input: { ...base, price: 1500.5 } } }, w.owner.headers);
    expect(body.errors?.[0].message).toMatch(/Int/);
    expect(await db().product.count({ where: { name: 'Sticker' } })).toBe(0);
  });

  it('checks the details of each kind', async () => {
    const w = await communityWorld();
    const base = { clubId: gid('Club', w.club.id), name: 'Thing', description: '', imageFileIds: [], price: 10_000 };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ kind: 'GOODS' }, 'REQUIRED', 'stock'],
      [{ kind: 'GOODS', options: [{ name: 'S', stock: 1 }, { name: 's', stock: 1 }] }, 'INVALID_INPUT', 'options.1.name'],
      [{ kind: 'DIGITAL' }, 'REQUIRED', 'digitalFileIds'],
      [{ kind: 'TICKET', stock: 10 }, 'REQUIRED', 'ticket'],
      [{ kind: 'TICKET', stock: 10, ticket: { format: 'OFFLINE', eventStartsAt: new Date(Date.now() + 864e5).toISOString(), seating: 'GENERAL' } }, 'REQUIRED', 'ticket.venueName'],
      [
        { kind: 'TICKET', stock: 10, ticket: { format: 'ONLINE', eventStartsAt: new Date(Date.now() + 864e5).toISOString(), seating: 'GENERAL', validFrom: '17:30', validUntil: '10:00' } },
        'INVALID_INPUT',
        'ticket.validUntil',
      ],
    ];
    for (const [input, code, field] of cases) {
      const result = await mutate(CREATE, { ...base, ...input }, w.owner.headers);
      expect(result, JSON.stringify(input)).toMatchObject({ code, field });
    }
    // Someone else's upload is not the owner's to sell.
    const theirs = await createStoredFile({ ownerId: w.member.user.id, kind: 'MEDIA' });
    const stolen = await mutate(CREATE, { ...base, kind: 'DIGITAL', digitalFileIds: [gid('UploadedFile', theirs.id)] }, w.owner.headers);
    expect(stolen).toMatchObject({ code: 'FILE_INVALID', field: 'digitalFileIds' });
  });

  it('creates a ticket whose sales end at the event and keeps its validity window', async () => {
    const w = await communityWorld();
    // 15:00 KST a week ahead: inside its 10:00–17:30 window, whatever the hour the test runs.
    const eventStartsAt = new Date(startOfKstDay(new Date(Date.now() + 7 * 864e5)).getTime() + 15 * 3600_000);
    const result = await mutate(
      CREATE,
      {
        clubId: gid('Club', w.club.id),
        kind: 'TICKET',
        name: 'Fan meeting',
        description: '',
        imageFileIds: [],
        price: 44_000,
        stock: 100,
        perBuyerLimit: 2,
        ticket: { format: 'OFFLINE', eventStartsAt: eventStartsAt.toISOString(), venueName: 'Blue Square', venueAddress: 'Seoul', seating: 'RESERVED', validFrom: '10:00', validUntil: '17:30' },
      },
      w.owner.headers,
    );
    expect(result.product.ticket).toEqual({ format: 'OFFLINE', venueName: 'Blue Square', validFrom: '10:00', validUntil: '17:30', seating: 'RESERVED' });
    const row = await db().product.findFirstOrThrow({ where: { kind: 'TICKET' } });
    expect(row.salesCloseAt?.toISOString()).toBe(eventStartsAt.toISOString());
  });

  it('stops selling a ticket when its validity window closes before the event starts', async () => {
    const w = await communityWorld();
    // The event starts at 19:00 KST in ten days; the tickets admit only 10:00–12:00 (a morning slot).
    const day = startOfKstDay(new Date(Date.now() + 10 * 864e5)).getTime();
    const eventStartsAt = new Date(day + 19 * 3600_000);
    const result = await mutate(
      CREATE,
      {
        clubId: gid('Club', w.club.id),
        kind: 'TICKET',
        name: 'Morning slot',
        description: '',
        imageFileIds: [],
        price: 50_000,
        stock: 10,
        ticket: { format: 'OFFLINE', eventStartsAt: eventStartsAt.toISOString(), venueName: 'Hall', venueAddress: 'Seoul', seating: 'GENERAL', validFrom: '10:00', validUntil: '12:00' },
      },
      w.owner.headers,
    );
    expect(result.__typename).toBe('CreateProductSuccess');
    const row = await db().product.findFirstOrThrow({ where: { clubId: w.club.id, name: 'Morning slot' }, include: { options: true } });
    // Sales close at 12:00 KST, when the tickets stop admitting, not at the 19:00 start.
    expect(row.salesCloseAt?.toISOString()).toBe(new Date(day + 12 * 3600_000).toISOString());
    expect(availabilityOf(row, new Date(day + 15 * 3600_000))).toBe('SALES_ENDED');
    expect(availabilityOf(row, new Date(day + 11 * 3600_000))).toBe('ON_SALE');
  });
});

describe('reading the store', () => {
  it('shows availability from the sale window on the server clock', async () => {
    const w = await communityWorld();
    const hour = 3600_000;
    const ids = {
      soon: await createProduct({ clubId: w.club.id, name: 'SOON', salesOpenAt: new Date(Date.now() + hour) }),
      open: await createProduct({ clubId: w.club.id, name: 'OPEN', salesOpenAt: new Date(Date.now() - hour) }),
      gone: await createProduct({ clubId: w.club.id, name: 'GONE', stock: 0 }),
      ended: await createProduct({ clubId: w.club.id, name: 'ENDED', salesCloseAt: new Date(Date.now() - hour) }),
    };
    const data = await run(app, `query ($ids: [ID!]!) { nodes(ids: $ids) { ... on Product { name availability } } }`, {
      ids: Object.values(ids).map((p) => gid('Product', p.id)),
    });
    expect(data.nodes).toEqual([
      { name: 'SOON', availability: 'NOT_OPEN' },
      { name: 'OPEN', availability: 'ON_SALE' },
      { name: 'GONE', availability: 'SOLD_OUT' },
      { name: 'ENDED', availability: 'SALES_ENDED' },
    ]);
  });

  it('lists newest first with keyset pages, hides member-only products from non-members and gives subscribers their price', async () => {
    const w = await communityWorld();
    const t0 = Date.now() - 3600_000;
    for (let i = 0; i < 5; i++) await createProduct({ clubId: w.club.id, name: `P${i}`, createdAt: new Date(t0 + i * 1000) });
    const vip = await createProduct({ clubId: w.club.id, name: 'MEMBERS ONLY', memberOnly: true, price: 30_000, createdAt: new Date(t0 + 9000) });
    await db().productMemberPrice.create({ data: { productId: vip.id, planLevel: 1, price: 27_000 } });
    await createProduct({ clubId: w.club.id, name: 'ARCHIVED', status: 'ARCHIVED', createdAt: new Date(t0 + 8000) });
    const Q = `query ($uri: String!, $after: String) { club(uri: $uri) { ... on Club { products(first: 3, after: $after) { totalCount
      pageInfo { hasNextPage endCursor } edges { node { name viewerPrice viewerPriceVat } } } } } }`;
    const names = async (headers: Record<string, string>) => {
      const all: string[] = [];
      let after: string | null = null;
      for (;;) {
        const data: Data = await run(app, Q, { uri: w.club.uri, after }, headers);
        all.push(...data.club.products.edges.map((e: Data) => e.node.name));
        if (!data.club.products.pageInfo.hasNextPage) return { all, total: data.club.products.totalCount };
        after = data.club.products.pageInfo.endCursor;
      }
    };
    expect(await names({})).toEqual({ all: ['P4', 'P3', 'P2', 'P1', 'P0'], total: 5 });
    expect(await names(w.outsider.headers)).toEqual({ all: ['P4', 'P3', 'P2', 'P1', 'P0'], total: 5 });
    expect((await names(w.member.headers)).all).toEqual(['MEMBERS ONLY', 'P4', 'P3', 'P2', 'P1', 'P0']);
    expect((await names(w.owner.headers)).all[0]).toBe('MEMBERS ONLY');

    const PRICE = `query ($id: ID!) { node(id: $id) { ... on Product { viewerPrice viewerPriceVat } } }`;
    expect((await run(app, PRICE, { id: gid('Product', vip.id) }, w.outsider.headers)).node).toBeNull();
    expect((await run(app, PRICE, { id: gid('Product', vip.id) }, w.member.headers)).node).toEqual({ viewerPrice: 30_000, viewerPriceVat: 2_727 });
    expect((await run(app, PRICE, { id: gid('Product', vip.id) }, w.subscriber.headers)).node).toEqual({ viewerPrice: 27_000, viewerPriceVat: 2_455 });

    // Archived products: the owner's ARCHIVED list only.
    const ARCHIVED = `query ($uri: String!) { club(uri: $uri) { ... on Club { products(first: 10, status: ARCHIVED) { edges { node { name status } } } } } }`;
    expect((await run(app, ARCHIVED, { uri: w.club.uri }, w.owner.headers)).club.products.edges).toEqual([{ node: { name: 'ARCHIVED', status: 'ARCHIVED' } }]);
    expect((await run(app, ARCHIVED, { uri: w.club.uri }, w.member.headers)).club.products.edges).toEqual([]);
  });
});
