import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInViewer } from '../../../test/render';

// Tickets come with a later issue: until then no id exists, and the page must say so. (Unknown
// product ids are covered by features/store's ProductPage test.)
describe('ticket pages before tickets exist', () => {
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
