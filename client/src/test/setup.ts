// Vitest setup for the 'client' project (jsdom).
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { SUPPORTED_LOCALES } from '../i18n/locales';
import { loadMessages } from '../i18n/messages';

// Route chunks load lazily; on a busy CI machine (server tests run alongside) the first render of a
// route can take longer than Testing Library's default 1 s.
configure({ asyncUtilTimeout: 5000 });

// relay-test-utils' MockPayloadGenerator and MockEnvironment expect Jest's globals.
(globalThis as unknown as { jest: typeof vi }).jest = vi;

// jsdom lacks these browser APIs the shell uses.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.scrollTo = (() => {}) as typeof window.scrollTo;

// The app loads a language's catalogue before its first render (main.tsx); tests render at once.
await Promise.all(SUPPORTED_LOCALES.map(loadMessages));

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// Files share a worker and its window (isolate: false, vitest.config.mts); the next file loads the app's modules
// afresh, so no module-level state (the session, the loaded catalogues) carries over into it.
afterAll(() => {
  vi.resetModules();
});
