// The owner form refuses what the server would, with the same codes: prices in whole won within range,
// stock per option, and the details each kind needs. Its input carries whole numbers and ISO times.
import { describe, expect, it } from 'vitest';
import { EMPTY_PRODUCT, productInput, validateProduct } from '../components/ProductForm';

const goods = { ...EMPTY_PRODUCT, name: 'Hoodie', price: '59000', stock: '10' };

describe('validateProduct', () => {
  it.each([
    ['59000', undefined],
    ['59,000', undefined],
    ['59000.5', 'PRICE_WHOLE_WON'],
    ['₩59000', 'PRICE_WHOLE_WON'],
    ['-5', 'PRICE_WHOLE_WON'],
    ['50', 'PRICE_INVALID'],
    ['20000000', 'PRICE_INVALID'],
    ['', 'REQUIRED'],
  ])('price %s → %s', (price, code) => {
    expect(validateProduct({ ...goods, price }).price).toBe(code);
  });

  it('asks goods for stock unless options carry it, and checks each option', () => {
    expect(validateProduct({ ...goods, stock: '' }).stock).toBe('REQUIRED');
    const withOptions = { ...goods, stock: '', options: [{ name: 'M', stock: '3' }, { name: '', stock: 'x' }] };
    expect(validateProduct(withOptions)).toEqual({ 'options.1.name': 'REQUIRED', 'options.1.stock': 'INVALID_INPUT' });
  });

  it('asks tickets for the event, the venue when offline, and the stock', () => {
    const ticket = { ...EMPTY_PRODUCT, kind: 'TICKET' as const, name: 'Fan meeting', price: '55000' };
    expect(validateProduct(ticket)).toEqual({ stock: 'REQUIRED', 'ticket.eventStartsAt': 'REQUIRED', 'ticket.venueName': 'REQUIRED', 'ticket.venueAddress': 'REQUIRED' });
    expect(validateProduct({ ...ticket, ticketFormat: 'ONLINE', stock: '100', eventStartsAt: '2026-12-24T14:00' })).toEqual({});
  });

  it('sends whole numbers and leaves out what other kinds do not use', () => {
    const input = productInput(
      { ...goods, price: '59,000', shippingFee: '3000', options: [{ name: ' M ', stock: '4' }], memberPrices: { 2: '52,000', 1: ' 55000 ', 3: '' } },
      { imageIds: ['cover', 'back'], digitalIds: [], previewId: null },
    );
    expect(input).toMatchObject({
      kind: 'GOODS',
      price: 59_000,
      shippingFee: 3_000,
      options: [{ name: 'M', stock: 4 }],
      imageFileIds: ['cover', 'back'],
      memberPrices: [
        { planLevel: 1, price: 55_000 },
        { planLevel: 2, price: 52_000 },
      ],
      ticket: null,
      digitalFileIds: null,
    });
  });

  it('checks member prices: whole won, at least ₩100 and not above the list price', () => {
    expect(validateProduct({ ...goods, price: '59000', memberPrices: { 1: '55,000', 2: '60000', 3: '55.5', 4: '50' } })).toEqual({
      'memberPrices.2': 'MEMBER_PRICE_INVALID',
      'memberPrices.3': 'PRICE_WHOLE_WON',
      'memberPrices.4': 'MEMBER_PRICE_INVALID',
    });
  });
});
