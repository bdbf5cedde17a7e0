import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInViewer } from '../../../test/render';
import { resolveOperation } from '../../clubs/__tests__/helpers';

// A ticket id that names nothing the viewer may see is the not-found page; a guest signs in first.
// (Unknown product ids are covered by features/store's ProductPage test.)
describe('unknown ticket ids', () => {
  it('/ticket/{id} shows the not-found page to a signed-in fan when the ticket does not resolve', async () => {
    const { environment } = await renderApp('/ticket/42', { locale: 'en', viewer: signedInViewer });
    await resolveOperation(environment, 'TicketPageQuery', { data: { node: null } });
    expect(await screen.findByText('앗, 페이지를 찾을 수 없어요 😢')).toBeTruthy();
    expect(screen.queryByText(/QR code/)).toBeNull();
  });

  it('/ticket/{id} still asks a guest to sign in first', async () => {
    const { router } = await renderApp('/ticket/42');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/start'));
  });
});
