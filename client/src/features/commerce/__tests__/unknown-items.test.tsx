import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInViewer } from '../../../test/render';

// The store and tickets come with a later issue: until then no id exists, and the pages must say so.
describe('store and ticket pages before the store exists', () => {
  it('/store/{id} shows the not-found page, not a product', async () => {
    const { router } = await renderApp('/store/42', { locale: 'en' });
    expect(await screen.findByText('앗, 페이지를 찾을 수 없어요 😢')).toBeTruthy();
    expect(screen.queryByText('Not open yet')).toBeNull();
    expect(router.state.location.pathname).toBe('/store/42');
  });

  it('/ticket/{id} shows the not-found page to a signed-in fan', async () => {
    await renderApp('/ticket/42', { locale: 'en', viewer: signedInViewer });
    expect(await screen.findByText('앗, 페이지를 찾을 수 없어요 😢')).toBeTruthy();
    expect(screen.queryByText(/QR code/)).toBeNull();
  });

  it('/ticket/{id} still asks a guest to sign in first', async () => {
    const { router } = await renderApp('/ticket/42');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/start'));
  });
});
