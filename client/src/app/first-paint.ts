import { startTransition, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';

/**
 * Resolves after the browser has had a frame to paint (index.html's shell), so the first render's long
 * task comes after it: scripts from the cache otherwise arrive before any paint. A hidden tab gets no
 * frames, so `timeoutMs` goes on without one.
 */
export function afterNextPaint(timeoutMs = 100): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, timeoutMs);
  });
}

/**
 * Renders the first page as a transition: React then renders it in slices of a few milliseconds and lets
 * the browser in between (input, paint), instead of one long task on a slow phone's main thread.
 */
export function renderFirstPage(root: Root, page: ReactNode): void {
  startTransition(() => root.render(page));
}

/**
 * Hydrates a server-rendered page as a transition: React then hydrates it in slices of a few milliseconds
 * too (a transition's hydration lane), not in one long task that would hold the page's input.
 */
export function hydrateFirstPage(container: Element, page: ReactNode): void {
  startTransition(() => {
    hydrateRoot(container, page);
  });
}
