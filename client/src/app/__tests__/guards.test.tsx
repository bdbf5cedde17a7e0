import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { safeReturnPath, signInPath } from '../guards';
import { onLoggedOut } from '../session';
import { renderApp, signedInViewer } from '../../test/render';

describe('auth-required guard', () => {
  it('sends a guest to /account/start with the path and query in l', async () => {
    const { router } = await renderApp('/mypage/pay/cards?tab=all');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/start'));
    expect(router.state.location.search).toBe(`?l=${encodeURIComponent('/mypage/pay/cards?tab=all')}`);
    expect(await screen.findByRole('heading', { name: 'Start with Oshi' })).toBeTruthy();
  });

  it('lets a signed-in user in', async () => {
    const { router } = await renderApp('/mypage/pay/cards', { viewer: signedInViewer });
    expect(await screen.findByRole('heading', { name: 'Card management' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/mypage/pay/cards');
  });

  it('guards the ticket page too (full-width layout)', async () => {
    const { router } = await renderApp('/ticket/42');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/start'));
    expect(router.state.location.search).toBe('?l=%2Fticket%2F42');
  });

  it('after onLoggedOut(), a login-only page goes to /home instead of sign-in', async () => {
    let serverViewer: typeof signedInViewer | null = signedInViewer;
    const { router } = await renderApp('/mypage', { viewer: () => serverViewer });
    expect(await screen.findByRole('heading', { name: 'My page' })).toBeTruthy();
    serverViewer = null;
    await act(async () => onLoggedOut('/mypage'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});

describe('auth-redirect guard', () => {
  it('sends a signed-in user from /account/login to a safe l', async () => {
    const { router } = await renderApp('/account/login?l=%2Fmypage%2Fpay', { viewer: signedInViewer });
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/pay'));
  });

  it('sends a signed-in user to /home when l is missing or unsafe', async () => {
    const { router } = await renderApp('/account/login?l=%2F%2Fevil.example', { viewer: signedInViewer });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('shows the sign-in page to a guest', async () => {
    const { router } = await renderApp('/account/login');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/login');
  });
});

describe('landing guard', () => {
  it('sends a signed-in user from / to /home', async () => {
    const { router } = await renderApp('/', { viewer: signedInViewer });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});

describe('routes', () => {
  it('renders the 404 page for unknown routes', async () => {
    await renderApp('/no/such/page');
    expect(await screen.findByText('앗, 페이지를 찾을 수 없어요 😢')).toBeTruthy();
  });

  it('rejects a vanity name that fails validation with the 404 page', async () => {
    await renderApp('/not!valid');
    expect(await screen.findByText('앗, 페이지를 찾을 수 없어요 😢')).toBeTruthy();
  });

  it('routes /_sample only in dev mode', async () => {
    await renderApp('/_sample/components', { config: { devMode: false } });
    expect(await screen.findByText('앗, 페이지를 찾을 수 없어요 😢')).toBeTruthy();
  });

  it('routes /_sample in dev mode', async () => {
    await renderApp('/_sample/components', { config: { devMode: true } });
    expect(await screen.findByRole('heading', { name: 'Components' })).toBeTruthy();
  });
});

describe('return paths', () => {
  it('accepts only same-site paths', () => {
    expect(safeReturnPath('/club/luna?tab=1')).toBe('/club/luna?tab=1');
    expect(safeReturnPath('//evil.example')).toBeNull();
    expect(safeReturnPath('/\\evil.example')).toBeNull();
    expect(safeReturnPath('https://evil.example')).toBeNull();
    expect(safeReturnPath('/account/login')).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
    expect(signInPath('/a?b=1')).toBe('/account/start?l=%2Fa%3Fb%3D1');
  });
});

describe('after logout', () => {
  it('a later visit to a login-only page asks to sign in again', async () => {
    let serverViewer: typeof signedInViewer | null = signedInViewer;
    const { router } = await renderApp('/mypage', { viewer: () => serverViewer });
    expect(await screen.findByRole('heading', { name: 'My page' })).toBeTruthy();
    serverViewer = null;
    await act(async () => onLoggedOut('/mypage'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    await act(async () => router.navigate('/mypage/pay'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/start'));
  });
});
