// The owner types a product's sale window and event start as Korean time, whatever zone the browser is in,
// because every page (product, ticket, check-in) shows those times in Asia/Seoul. Reading the fields in the
// browser's zone set a travelling creator's event off by the offset (audit 5, M1).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EditProductPage_product$data } from '../../../__generated__/EditProductPage_product.graphql';
import { EMPTY_PRODUCT, productInput } from '../components/ProductForm';
import { formStart } from '../pages/EditProductPage';

const noFiles = { imageIds: [], digitalIds: [], previewId: null };
let zone: string | undefined;

describe('product times are Korean time in the owner form', () => {
  // A browser far from Korea (UTC−8 in December), so the browser's zone and Korea's disagree by 17 hours.
  beforeAll(() => {
    zone = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
  });
  afterAll(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('runs in a zone other than Korea’s', () => {
    expect(new Date('2026-12-31T05:00:00Z').getTimezoneOffset()).toBe(480);
  });

  it('sends what the owner typed as Korean time', () => {
    const ticket = { ...EMPTY_PRODUCT, kind: 'TICKET' as const, name: 'Year-end live', price: '55000', stock: '100', ticketFormat: 'ONLINE' as const };
    const input = productInput({ ...ticket, eventStartsAt: '2026-12-31T14:00', salesOpenAt: '2026-12-01T10:00', salesCloseAt: '' }, noFiles);
    expect(input.ticket?.eventStartsAt).toBe('2026-12-31T05:00:00.000Z');
    expect(input.salesOpenAt).toBe('2026-12-01T01:00:00.000Z');
    expect(input.salesCloseAt).toBeNull();
  });

  it('starts the edit form from the stored times as Korean time', () => {
    const product = {
      kind: 'TICKET',
      name: 'Year-end live',
      description: '',
      price: 55_000,
      stock: 100,
      perBuyerLimit: null,
      shippingFee: 0,
      memberOnly: false,
      salesOpenAt: '2026-12-01T01:00:00Z',
      salesCloseAt: '2026-12-31T05:00:00Z',
      memberPrices: [],
      options: [],
      ticket: { format: 'ONLINE', eventStartsAt: '2026-12-31T05:00:00Z', venueName: null, venueAddress: null, venueMapUrl: null, validFrom: null, validUntil: null, seating: 'GENERAL' },
      editDetails: null,
    } as unknown as EditProductPage_product$data;
    const { values } = formStart(product);
    expect(values).toMatchObject({ salesOpenAt: '2026-12-01T10:00', salesCloseAt: '2026-12-31T14:00', eventStartsAt: '2026-12-31T14:00' });
    // Saved unchanged, the times come back as they were stored.
    const input = productInput(values, noFiles);
    expect([input.salesOpenAt, input.salesCloseAt, input.ticket?.eventStartsAt]).toEqual(['2026-12-01T01:00:00.000Z', '2026-12-31T05:00:00.000Z', '2026-12-31T05:00:00.000Z']);
  });
});
