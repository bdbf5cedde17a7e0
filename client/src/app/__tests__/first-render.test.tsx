import { waitFor } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderFirstPage } from '../first-paint';

describe('renderFirstPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders in slices: a task queued during the render runs before the render ends', async () => {
    // Outside act(), as in the browser: React's scheduler decides when to yield.
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', false);
    const components = 60;
    let rendered = 0;
    let renderedWhenTaskRan: number | null = null;
    function Slow({ first }: { first: boolean }) {
      const end = performance.now() + 2;
      while (performance.now() < end);
      rendered++;
      if (first) setTimeout(() => (renderedWhenTaskRan = rendered), 0);
      return null;
    }
    const root = createRoot(document.createElement('div'));
    renderFirstPage(
      root,
      Array.from({ length: components }, (_, i) => <Slow key={i} first={i === 0} />),
    );
    await waitFor(() => expect(rendered).toBe(components));
    // In one long task (a plain root.render) the queued task runs only after all 60 have rendered.
    expect(renderedWhenTaskRan).not.toBeNull();
    expect(renderedWhenTaskRan!).toBeLessThan(components);
    root.unmount();
  });
});
