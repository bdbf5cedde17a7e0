import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeReturnPath, signInPath } from '../guards';
import { LOGOUT_PATH, onLoggedOut, signOut } from '../session';
import { createNetwork, REFRESH_TOKEN_PATH } from '../../relay/network';
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

describe('signing out while calls are on their way', () => {
  afterEach(() => vi.restoreAllMocks());

  /** A fetch that answers when the test says, by path. */
  function heldFetch() {
    const answers = new Map<string, (response: Response) => void>();
    vi.spyOn(globalThis, 'fetch').mockImplementation((input) => new Promise((resolve) => answers.set(new URL(String(input), 'http://oshi.test').pathname, resolve)));
    return answers;
  }

  /** Signs out; the logout must wait until `answerHeld` has answered the held call, then the page goes to /home. */
  async function signOutAfter(answers: Map<string, (response: Response) => void>, router: { state: { location: { pathname: string } } }, answerHeld: () => Promise<void>, signedOutOnServer: () => void) {
    let signedOut!: Promise<void>;
    act(() => void (signedOut = signOut('/mypage')));
    await act(async () => {});
    expect(answers.has(LOGOUT_PATH)).toBe(false);
    await act(answerHeld);
    await waitFor(() => expect(answers.has(LOGOUT_PATH)).toBe(true));
    signedOutOnServer();
    await act(async () => {
      answers.get(LOGOUT_PATH)!(new Response(JSON.stringify({ status: 'signed-out' }), { status: 200 }));
      await signedOut;
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  }

  it('lets the renewal finish before the session is deleted, then goes to /home', async () => {
    // A fresh page renews its session. Sent beside it, the sign-out would delete the session first and
    // the renewal would hear 401, read as an expiry that sends the user to sign in.
    const answers = heldFetch();
    let serverViewer: typeof signedInViewer | null = signedInViewer;
    const { router } = await renderApp('/mypage', { viewer: () => serverViewer });
    expect(await screen.findByRole('heading', { name: 'My page' })).toBeTruthy();
    await waitFor(() => expect(answers.has(REFRESH_TOKEN_PATH)).toBe(true));
    const renewed = new Date(Date.now() + 30 * 24 * 3600_000).toISOString();
    await signOutAfter(answers, router, async () => answers.get(REFRESH_TOKEN_PATH)!(new Response(JSON.stringify({ expiresAt: renewed }), { status: 200 })), () => (serverViewer = null));
  });

  it('lets the calls on their way finish before the session is deleted', async () => {
    // Answered after the sign-out, a call sent with the session would hear 401: the session ended.
    let serverViewer: typeof signedInViewer | null = signedInViewer;
    const { router } = await renderApp('/mypage', { viewer: () => serverViewer });
    expect(await screen.findByRole('heading', { name: 'My page' })).toBeTruthy();
    const answers = heldFetch();
    const reading = createNetwork({ isLoggedIn: () => true }).request('/builds/latest.json');
    await signOutAfter(answers, router, async () => answers.get('/builds/latest.json')!(new Response(JSON.stringify({ version: '1' }), { status: 200 })), () => (serverViewer = null));
    await expect(reading).resolves.toEqual({ version: '1' });
  });

  it('holds a call made during the sign-out until it has ended, then sends it as a guest’s', async () => {
    // A lazy part of the page (the chat badge) may start reading after the sign-out has begun: sent then,
    // it could reach the server after the session is deleted and hear 401.
    let serverViewer: typeof signedInViewer | null = signedInViewer;
    const { router } = await renderApp('/mypage', { viewer: () => serverViewer });
    expect(await screen.findByRole('heading', { name: 'My page' })).toBeTruthy();
    const answers = heldFetch();
    let signedOut!: Promise<void>;
    act(() => void (signedOut = signOut('/mypage')));
    const network = createNetwork({ isLoggedIn: () => serverViewer !== null });
    const reading = network.request('/builds/latest.json');
    await waitFor(() => expect(answers.has(LOGOUT_PATH)).toBe(true));
    expect(answers.has('/builds/latest.json')).toBe(false);
    serverViewer = null;
    await act(async () => {
      answers.get(LOGOUT_PATH)!(new Response(JSON.stringify({ status: 'signed-out' }), { status: 200 }));
      await signedOut;
    });
    await waitFor(() => expect(answers.has('/builds/latest.json')).toBe(true));
    const sent = vi.mocked(globalThis.fetch).mock.calls.find(([input]) => String(input).endsWith('/builds/latest.json'))!;
    expect(new Headers(sent[1]?.headers).has('anonymous-id')).toBe(true);
    answers.get('/builds/latest.json')!(new Response(JSON.stringify({ version: '1' }), { status: 200 }));
    await expect(reading).resolves.toEqual({ version: '1' });
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
    expect(safeReturnPath('/\t/evil.example')).toBeNull();
    expect(safeReturnPath('/.//evil.example')).toBeNull();
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
