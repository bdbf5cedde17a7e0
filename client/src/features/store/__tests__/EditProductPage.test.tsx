// The owner's edit form: it starts from the product as it is (options with their stock, member prices,
// kept pictures), sends updateProduct with the stock it loaded so sales meanwhile stay sold, keeps the
// kind, and shows the server's STOCK_CHANGED refusal.
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToasts } from '../../../app/toasts';
import { renderApp, signedInViewer } from '../../../test/render';
import { asError, resolveOperation } from '../../clubs/__tests__/helpers';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => clearToasts());

const CLUB_ID = 'Q2x1Yjox';
const PRODUCT_ID = 'UHJvZHVjdDox';
const resolvers = (viewerCanEdit = true, productClubId = CLUB_ID) => ({
  // The product's own club (under node) may be another one.
  Club: (context: { path?: readonly string[] | null }) =>
    context.path?.includes('node')
      ? { id: productClubId }
      : { id: CLUB_ID, uri: 'mirei', name: 'Mirei’s Starlight Room', iconUrl: null, themeColor: '#8B5CF6', viewerCanEdit, plans: [{ id: 'UGxhbjox', level: 1, name: 'Stargazer' }] },
  Node: () => ({ __typename: 'Product' }),
  Product: () => ({
    id: PRODUCT_ID,
    kind: 'GOODS',
    name: 'Starlight hoodie',
    description: 'Warm.',
    price: 59_000,
    stock: 12,
    perBuyerLimit: 2,
    shippingFee: 3_000,
    memberOnly: false,
    salesOpenAt: null,
    salesCloseAt: null,
    memberPrices: [{ planLevel: 1, price: 55_000 }],
    options: [
      { id: 'opt-m', name: 'M', stock: 5 },
      { id: 'opt-l', name: 'L', stock: 7 },
    ],
    ticket: null,
    editDetails: { images: [{ fileId: 'RmlsZTox', name: 'front.webp', url: '/files/front.webp' }], digitalFiles: [], preview: null, onlineAccessUrl: null },
  }),
});

describe('/club/{uri}/setting/store/{productId}', () => {
  it('starts from the product and saves it with the stock it loaded', async () => {
    const { environment } = await renderApp(`/club/mirei/setting/store/${PRODUCT_ID}`, { locale: 'en', viewer: signedInViewer });
    const query = await resolveOperation(environment, 'EditProductPageQuery', resolvers());
    expect(query.request.variables).toEqual({ clubUri: 'mirei', productId: PRODUCT_ID });
    const name = (await screen.findByLabelText('Product name', {}, { timeout: 15_000 })) as HTMLInputElement;
    expect(name.value).toBe('Starlight hoodie');
    expect((screen.getByLabelText('Level 1 and up (Stargazer)') as HTMLInputElement).value).toBe('55000');
    // The kind is shown, not offered.
    expect(screen.queryByRole('radio', { name: 'Digital' })).toBeNull();

    // The product's own stock field stays empty: goods with options keep stock per option.
    const [productStock, ...stocks] = screen.getAllByLabelText('Stock') as HTMLInputElement[];
    expect(productStock.value).toBe('');
    expect(stocks.map((s) => s.value)).toEqual(['5', '7']);
    fireEvent.change(stocks[1], { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const mutation = await resolveOperation(environment, 'useUpdateProductMutation', {
      data: { updateProduct: asError({ __typename: 'StockChangedError', code: 'STOCK_CHANGED', message: 'changed' }) },
    });
    const input = mutation.request.variables.input;
    expect(input).toMatchObject({ productId: PRODUCT_ID, name: 'Starlight hoodie', price: 59_000, shippingFee: 3_000, perBuyerLimit: 2, imageFileIds: ['RmlsZTox'], memberPrices: [{ planLevel: 1, price: 55_000 }] });
    expect(input).not.toHaveProperty('kind');
    expect(input.options).toEqual([
      { id: 'opt-m', name: 'M', stock: 5, stockSeen: 5 },
      { id: 'opt-l', name: 'L', stock: 10, stockSeen: 7 },
    ]);
    await waitFor(() => expect(screen.getByText('The stock changed while you were editing. Reload and try again.')).toBeTruthy());
  }, 30_000);

  it('does not open another club’s product, nor a club the viewer does not run', async () => {
    const { environment } = await renderApp(`/club/mirei/setting/store/${PRODUCT_ID}`, { locale: 'en', viewer: signedInViewer });
    await resolveOperation(environment, 'EditProductPageQuery', resolvers(true, 'Q2x1Yjoy'));
    expect(await screen.findByText('This product no longer exists.', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByLabelText('Product name')).toBeNull();

    const other = await renderApp(`/club/mirei/setting/store/${PRODUCT_ID}`, { locale: 'en', viewer: signedInViewer });
    await resolveOperation(other.environment, 'EditProductPageQuery', resolvers(false));
    expect(await screen.findByText('Only the club owner can manage its store.')).toBeTruthy();
  }, 30_000);
});
