import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorPage } from '../ErrorPage';
import { classifyError, missingRouteError } from '../errors';
import { EASTER_EGG_ALERT_DELAY_MS } from '../constants';
import { Providers, renderApp } from '../../test/render';

function renderError(error: unknown, onHome = vi.fn()) {
  const utils = render(
    <Providers>
      <ErrorPage error={error} onHome={onHome} />
    </Providers>,
  );
  return { ...utils, onHome };
}

describe('error page: 404', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the Korean not-found message, an apology and the easter-egg hint', () => {
    renderError(missingRouteError('/nowhere'));
    expect(screen.getByText('앗, 페이지를 찾을 수 없어요 😢')).toBeTruthy();
    expect(screen.getByText(/주소가 바뀌었거나 사라진 페이지예요/)).toBeTruthy();
    expect(screen.getByText('We couldn’t find that page. Sorry about that!')).toBeTruthy();
    expect(screen.getByText(/easter egg is hidden on this page/)).toBeTruthy();
  });

  it('alerts that there is no easter egg after 100 seconds', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderError(missingRouteError('/nowhere'));
    act(() => vi.advanceTimersByTime(EASTER_EGG_ALERT_DELAY_MS - 1));
    expect(alert).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert.mock.calls[0][0]).toMatch(/there is no easter egg/);
    expect(EASTER_EGG_ALERT_DELAY_MS).toBe(100_000);
  });

  it('cancels the alert when the page is left', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { unmount } = renderError(missingRouteError('/nowhere'));
    act(() => vi.advanceTimersByTime(50_000));
    unmount();
    act(() => vi.advanceTimersByTime(EASTER_EGG_ALERT_DELAY_MS));
    expect(alert).not.toHaveBeenCalled();
  });

  it('has a Go home button that calls onHome', () => {
    const { onHome } = renderError(missingRouteError('/nowhere'));
    fireEvent.click(screen.getByRole('button', { name: 'Go home' }));
    expect(onHome).toHaveBeenCalledTimes(1);
  });
});

describe('error page: 410', () => {
  it('says the page cannot be found, with an apology', () => {
    renderError(new Error('Request failed with status 410'));
    expect(screen.getByRole('heading', { name: 'The requested page cannot be found' })).toBeTruthy();
    expect(screen.getByText(/We’re sorry for the inconvenience/)).toBeTruthy();
    expect(screen.queryByText('앗, 페이지를 찾을 수 없어요 😢')).toBeNull();
    expect(screen.getByRole('button', { name: 'Go home' })).toBeTruthy();
  });
});

describe('error page: anything else', () => {
  it('shows "An error occurred", the support mail link and "Error:" with the description', () => {
    renderError(new Error('Database is on fire'));
    expect(screen.getByRole('heading', { name: 'An error occurred' })).toBeTruthy();
    const mail = screen.getByRole('link', { name: 'help@oshi.example' });
    expect(mail.getAttribute('href')).toBe('mailto:help@oshi.example');
    expect(screen.getByText('Error: Database is on fire')).toBeTruthy();
  });

  it('prefers the API error body desc', () => {
    renderError({ status: 500, name: 'InternalError', desc: 'Something broke on our side' });
    expect(screen.getByText('Error: Something broke on our side')).toBeTruthy();
  });

  it('omits the "Error:" line when there is no description', () => {
    renderError({});
    expect(screen.getByRole('heading', { name: 'An error occurred' })).toBeTruthy();
    expect(screen.queryByText(/^Error:/)).toBeNull();
  });
});

describe('classifyError', () => {
  it('picks the variant from status and text', () => {
    expect(classifyError(missingRouteError('/x')).kind).toBe('notFound');
    expect(classifyError({ status: 404 }).kind).toBe('notFound');
    expect(classifyError(new Error('410 Gone')).kind).toBe('gone');
    expect(classifyError(new Error('boom')).kind).toBe('generic');
    expect(classifyError('plain text').kind).toBe('generic');
  });
});

describe('route errors', () => {
  afterEach(() => vi.restoreAllMocks());

  it('render the generic variant inside the layout and are logged to the console', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderApp('/_sample/error', { config: { devMode: true } });
    expect(await screen.findByRole('heading', { name: 'An error occurred' })).toBeTruthy();
    expect(screen.getByText('Error: Sample failure thrown by /_sample/error')).toBeTruthy();
    // Logged from an effect, which may run after the first paint on a busy machine.
    await waitFor(() => expect(consoleError.mock.calls.some((call) => String(call[0]).includes('Sample failure'))).toBe(true));
    // The layout (header) is still there.
    expect(screen.getAllByRole('link', { name: 'Oshi home' }).length).toBeGreaterThan(0);
  });

  it('"Go home" clears the error and goes to /', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = await renderApp('/_sample/gone', { config: { devMode: true } });
    expect(await screen.findByRole('heading', { name: 'The requested page cannot be found' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Go home' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.errors).toBeNull();
    expect(await screen.findByRole('link', { name: 'Get started' })).toBeTruthy();
  });
});
