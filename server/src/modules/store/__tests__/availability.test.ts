// Availability on the server clock: the sale window decides first (not open, sales ended), then the
// stock (sold out); goods with options count their options' stock. A table of cases at fixed instants.
import { describe, expect, it } from 'vitest';
import { availabilityOf, priceFor, remainingStock, vatOf, wholeWon } from '../store.service.ts';

const at = (iso: string) => new Date(iso);
const OPEN = at('2026-12-01T10:00:00Z');
const CLOSE = at('2026-12-10T10:00:00Z');

describe('availabilityOf', () => {
  const base = { kind: 'GOODS' as const, salesOpenAt: OPEN, salesCloseAt: CLOSE, stock: 5 };
  it.each([
    ['a minute before opening', base, '2026-12-01T09:59:00Z', 'NOT_OPEN'],
    ['at the opening instant', base, '2026-12-01T10:00:00Z', 'ON_SALE'],
    ['inside the window', base, '2026-12-05T00:00:00Z', 'ON_SALE'],
    ['at the closing instant', base, '2026-12-10T10:00:00Z', 'SALES_ENDED'],
    ['after closing', base, '2027-01-01T00:00:00Z', 'SALES_ENDED'],
    ['stock 0 inside the window', { ...base, stock: 0 }, '2026-12-05T00:00:00Z', 'SOLD_OUT'],
    ['stock 0 before opening (not open wins)', { ...base, stock: 0 }, '2026-11-30T00:00:00Z', 'NOT_OPEN'],
    ['stock 0 after closing (ended wins)', { ...base, stock: 0 }, '2026-12-11T00:00:00Z', 'SALES_ENDED'],
    ['no window at all', { ...base, salesOpenAt: null, salesCloseAt: null }, '2030-01-01T00:00:00Z', 'ON_SALE'],
    ['unlimited digital pack', { kind: 'DIGITAL' as const, salesOpenAt: null, salesCloseAt: null, stock: null }, '2030-01-01T00:00:00Z', 'ON_SALE'],
    ['options with stock left', { ...base, stock: null, options: [{ stock: 0 }, { stock: 2 }] }, '2026-12-05T00:00:00Z', 'ON_SALE'],
    ['every option sold out', { ...base, stock: null, options: [{ stock: 0 }, { stock: 0 }] }, '2026-12-05T00:00:00Z', 'SOLD_OUT'],
    ['sold-out ticket', { kind: 'TICKET' as const, salesOpenAt: null, salesCloseAt: CLOSE, stock: 0 }, '2026-12-05T00:00:00Z', 'SOLD_OUT'],
  ])('%s → %s', (_name, product, now, expected) => {
    expect(availabilityOf(product, at(now))).toBe(expected);
  });

  it('sums option stock for goods and ignores options for other kinds', () => {
    expect(remainingStock({ kind: 'GOODS', salesOpenAt: null, salesCloseAt: null, stock: null, options: [{ stock: 3 }, { stock: 4 }] })).toBe(7);
    expect(remainingStock({ kind: 'TICKET', salesOpenAt: null, salesCloseAt: null, stock: 9, options: [] })).toBe(9);
  });
});

describe('prices', () => {
  it.each([[100], [15_000], [10_000_000]])('takes whole won %d', (value) => {
    expect(wholeWon('price', value)).toBe(value);
  });
  it.each([[99], [15_000.5], [-1], [Number.NaN], [10_000_001], [Number.POSITIVE_INFINITY]])('refuses %d with PRICE_INVALID', (value) => {
    expect(() => wholeWon('price', value)).toThrow(expect.objectContaining({ code: 'PRICE_INVALID', field: 'price' }));
  });
  it('gives the lowest member price of a level the viewer holds', () => {
    const product = { price: 20_000, memberPrices: [{ planLevel: 1, price: 18_000 }, { planLevel: 2, price: 16_000 }] };
    expect(priceFor(product, null)).toBe(20_000);
    expect(priceFor(product, 1)).toBe(18_000);
    expect(priceFor(product, 3)).toBe(16_000);
  });
  it('computes VAT as DESIGN 5.4 does', () => {
    expect(vatOf(11_000)).toBe(1_000);
    expect(vatOf(15_000)).toBe(1_364);
  });
});
