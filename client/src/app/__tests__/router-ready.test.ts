import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routerReady } from '../router';

describe('routerReady', () => {
  it("waits for the first route's lazy page to load before the first render", async () => {
    let loadPage: (value: { Component: () => null }) => void = () => undefined;
    const router = createMemoryRouter([{ path: '/home', lazy: () => new Promise((resolve) => (loadPage = resolve)) }], { initialEntries: ['/home'] });
    let ready = false;
    const waiting = routerReady(router).then(() => (ready = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ready).toBe(false);
    loadPage({ Component: () => null });
    await waiting;
    expect(router.state.initialized).toBe(true);
    await expect(routerReady(router)).resolves.toBeUndefined();
  });
});
