import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { APP_STORE_IDS } from '../constants';
import { LOCALE_STORAGE_KEY } from '../../i18n/locales';
import { renderApp } from '../../test/render';

describe('root shell', () => {
  it('keeps the canonical link equal to publicUrl + path on every navigation', async () => {
    const { router } = await renderApp('/home?tab=1');
    const canonical = () => document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
    await waitFor(() => expect(canonical()).toBe('https://oshi.example/home'));
    await act(async () => router.navigate('/legal/privacy-policy'));
    await waitFor(() => expect(canonical()).toBe('https://oshi.example/legal/privacy-policy'));
  });

  it('sets the stage-dependent App Store tag', async () => {
    await renderApp('/', { config: { stage: 'real' } });
    expect(document.head.querySelector('meta[name="apple-itunes-app"]')?.getAttribute('content')).toBe(`app-id=${APP_STORE_IDS.real}`);
    expect(APP_STORE_IDS.beta).not.toBe(APP_STORE_IDS.real);
  });

  it('switches the language from the menu, persists it and updates <html lang> and the title', async () => {
    await renderApp('/legal/terms-of-service');
    expect(await screen.findByRole('heading', { name: 'Terms of service' })).toBeTruthy();
    const [menu] = screen.getAllByRole('combobox', { name: 'Language' });
    await act(async () => fireEvent.change(menu, { target: { value: 'ko' } }));
    expect(document.documentElement.lang).toBe('ko');
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('ko');
    expect(await screen.findByRole('heading', { name: '이용약관' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('이용약관 · 버추얼 팬덤, 오시'));
  });
});
