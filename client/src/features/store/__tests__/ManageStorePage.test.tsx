// The owner's store screen: the form refuses a price that is not whole won before calling the server,
// sends whole numbers to createProduct with the lists to update, and shows the server's PRICE_INVALID
// on the price field; other viewers are told only the owner manages the store.
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToasts } from '../../../app/toasts';
import { renderApp, signedInViewer } from '../../../test/render';
import { asError, resolveOperation } from '../../clubs/__tests__/helpers';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => clearToasts());

const club = (viewerCanEdit: boolean) => ({
  Club: () => ({ id: 'Q2x1Yjox', uri: 'mirei', name: 'Mirei’s Starlight Room', iconUrl: null, themeColor: '#8B5CF6', viewerCanEdit,
    plans: [
      { id: 'UGxhbjox', level: 1, name: 'Stargazer' },
      { id: 'UGxhbjoy', level: 2, name: 'Shooting Star' },
    ] }),
  ProductConnection: () => ({ edges: [] }),
});

describe('/club/{uri}/setting/store', () => {
  it('checks the price in whole won, then sends the product and shows the server’s refusal', async () => {
    const { environment } = await renderApp('/club/mirei/setting/store', { locale: 'en', viewer: signedInViewer });
    const query = await resolveOperation(environment, 'ManageStorePageQuery', club(true));
    expect(query.request.variables).toEqual({ clubUri: 'mirei', status: 'ACTIVE' });
    // The first render also loads the page's chunk: slow on a busy machine.
    expect(await screen.findByText('No products here yet.', {}, { timeout: 15_000 })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Product name'), { target: { value: 'Sticker set' } });
    fireEvent.change(screen.getByLabelText('Price (₩, VAT included)'), { target: { value: '1500.5' } });
    fireEvent.change(screen.getByLabelText('Stock'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to store' }));
    expect(await screen.findByText('Enter the price in whole won, digits only (for example 15000).')).toBeTruthy();
    expect(environment.mock.getAllOperations().some((op) => op.request.node.params.name === 'useCreateProductMutation')).toBe(false);

    fireEvent.change(screen.getByLabelText('Price (₩, VAT included)'), { target: { value: '1,500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to store' }));
    const mutation = await resolveOperation(environment, 'useCreateProductMutation', {
      data: { createProduct: asError({ __typename: 'PriceInvalidError', code: 'PRICE_INVALID', message: 'range', field: 'price' }) },
    });
    expect(mutation.request.variables.input).toMatchObject({ clubId: 'Q2x1Yjox', kind: 'GOODS', name: 'Sticker set', price: 1500, stock: 10, shippingFee: 0, options: [] });
    expect(mutation.request.variables.connections).toHaveLength(2);
    await waitFor(() => expect(screen.getByText(/Enter a price in whole won, from ₩100 to ₩10,000,000/)).toBeTruthy());
  }, 30_000);

  it('sends member prices by plan level and shows the server’s refusal on the level it names', async () => {
    const { environment } = await renderApp('/club/mirei/setting/store', { locale: 'en', viewer: signedInViewer });
    await resolveOperation(environment, 'ManageStorePageQuery', club(true));
    await screen.findByText('No products here yet.', {}, { timeout: 15_000 });
    fireEvent.change(screen.getByLabelText('Product name'), { target: { value: 'Hoodie' } });
    fireEvent.change(screen.getByLabelText('Price (₩, VAT included)'), { target: { value: '59000' } });
    fireEvent.change(screen.getByLabelText('Stock'), { target: { value: '10' } });
    expect(screen.getAllByLabelText(/^Level \d and up/)).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Level 2 and up (Shooting Star)'), { target: { value: '60000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to store' }));
    expect(await screen.findByText('A member price is at least ₩100 and no more than the regular price.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Level 2 and up (Shooting Star)'), { target: { value: '52,000' } });
    fireEvent.change(screen.getByLabelText('Level 1 and up (Stargazer)'), { target: { value: '55000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to store' }));
    const mutation = await resolveOperation(environment, 'useCreateProductMutation', {
      data: { createProduct: asError({ __typename: 'PriceInvalidError', code: 'PRICE_INVALID', message: 'range', field: 'memberPrices.1.price' }) },
    });
    expect(mutation.request.variables.input.memberPrices).toEqual([
      { planLevel: 1, price: 55_000 },
      { planLevel: 2, price: 52_000 },
    ]);
    // memberPrices.1 is the second price sent: level 2's.
    const level2 = screen.getByLabelText('Level 2 and up (Shooting Star)');
    await waitFor(() => expect(level2.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByLabelText('Level 1 and up (Stargazer)').getAttribute('aria-invalid')).not.toBe('true');
  }, 30_000);

  it('tells a viewer who does not run the club that only the owner manages the store', async () => {
    const { environment } = await renderApp('/club/mirei/setting/store', { locale: 'en', viewer: signedInViewer });
    await resolveOperation(environment, 'ManageStorePageQuery', club(false));
    expect(await screen.findByText('Only the club owner can manage its store.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to store' })).toBeNull();
  });
});
