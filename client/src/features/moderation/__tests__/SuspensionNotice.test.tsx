import { act, configure, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNTOLD_SUSPENSION_KEY, renewSession } from '../../../app/session';
import { renderApp, signedInViewer } from '../../../test/render';

configure({ asyncUtilTimeout: 5000 });

const suspendedAnswer = (until: string | null) =>
  new Response(JSON.stringify({ status: 403, name: 'AccountSuspended', desc: 'suspended', payload: { reason: 'Spam in comments', until } }), {
    status: 403,
    headers: { 'content-type': 'application/json' },
  });

afterEach(() => vi.restoreAllMocks());

describe('a session suspended while open', () => {
  it('tells the fan why and until when, and goes away when read', async () => {
    await renderApp('/home', { viewer: signedInViewer });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(suspendedAnswer('2026-12-05T09:30:00.000Z'));
    await act(async () => void (await renewSession()));
    const notice = await screen.findByTestId('suspension-notice');
    expect(screen.getByRole('alertdialog', { name: 'Your account is suspended' })).toBeTruthy();
    expect(notice.textContent).toMatch(/This account is suspended until December 5, 2026.*Reason: Spam in comments/);
    expect(notice.textContent).toContain('You have been signed out.');
    expect(JSON.parse(sessionStorage.getItem(UNTOLD_SUSPENSION_KEY) ?? 'null')).toEqual({ reason: 'Spam in comments', until: '2026-12-05T09:30:00.000Z' });
    act(() => screen.getByRole('button', { name: 'OK' }).click());
    await waitFor(() => expect(screen.queryByTestId('suspension-notice')).toBeNull());
    expect(sessionStorage.getItem(UNTOLD_SUSPENSION_KEY)).toBeNull();
  });

  it('is told on the next page when the page that heard it was left before telling it', async () => {
    // The answer that told it cleared the cookie: the next page starts as a guest, with the note kept.
    sessionStorage.setItem(UNTOLD_SUSPENSION_KEY, JSON.stringify({ reason: 'Abusive messages', until: '2026-12-05T09:30:00.000Z' }));
    await renderApp('/home');
    const notice = await screen.findByTestId('suspension-notice');
    expect(notice.textContent).toMatch(/This account is suspended until December 5, 2026.*Reason: Abusive messages/);
    act(() => screen.getByRole('button', { name: 'OK' }).click());
    await waitFor(() => expect(screen.queryByTestId('suspension-notice')).toBeNull());
    expect(sessionStorage.getItem(UNTOLD_SUSPENSION_KEY)).toBeNull();
  });

  it('says "permanently" for a suspension with no end, with a report reason in words', async () => {
    await renderApp('/home', { viewer: signedInViewer });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ status: 403, name: 'AccountSuspended', desc: 'suspended', payload: { reason: 'HARASSMENT', until: null } }), { status: 403 }),
    );
    await act(async () => void (await renewSession()));
    const notice = await screen.findByTestId('suspension-notice');
    expect(notice.textContent).toContain('This account is permanently suspended. Reason: Harassment or hate');
    // Read, so that the session module holds no untold suspension for the next test.
    act(() => screen.getByRole('button', { name: 'OK' }).click());
    await waitFor(() => expect(screen.queryByTestId('suspension-notice')).toBeNull());
  });
});
