import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DebugBadge, debugTags } from '../DebugBadge';
import { Providers } from '../../test/render';
import type { RuntimeConfig } from '../config';

describe('debugTags', () => {
  it('shows the beta stage, with dev and preview tags', () => {
    expect(debugTags({ stage: 'beta', devMode: false, preview: null })).toEqual(['beta']);
    expect(debugTags({ stage: 'beta', devMode: true, preview: '2' })).toEqual(['beta', 'preview-2', 'dev']);
  });

  it('shows nothing on the real stage without dev or preview', () => {
    expect(debugTags({ stage: 'real', devMode: false, preview: null })).toEqual([]);
  });

  it('on the real stage only dev or preview can appear (never beta)', () => {
    expect(debugTags({ stage: 'real', devMode: true, preview: null })).toEqual(['real', 'dev']);
    expect(debugTags({ stage: 'real', devMode: false, preview: '3' })).toEqual(['real', 'preview-3']);
    expect(debugTags({ stage: 'real', devMode: false, preview: 'x' })).toEqual(['real', 'preview']);
    expect(debugTags({ stage: 'real', devMode: true, preview: '1' })).not.toContain('beta');
  });
});

function renderBadge(config: Partial<RuntimeConfig>, path = '/') {
  const router = createMemoryRouter([{ path: '*', element: <DebugBadge /> }], { initialEntries: [path] });
  return render(
    <Providers config={config}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe('DebugBadge', () => {
  it('is hidden on the real stage', () => {
    renderBadge({ stage: 'real', devMode: false });
    expect(screen.queryByTestId('debug-badge')).toBeNull();
  });

  it('appears on the real stage with a preview query value', () => {
    renderBadge({ stage: 'real', devMode: false }, '/home?preview=1');
    expect(screen.getByTestId('debug-badge').textContent).toBe('realpreview-1');
  });

  it('shows beta and dev on the beta stage in dev mode', () => {
    renderBadge({ stage: 'beta', devMode: true });
    expect(screen.getByTestId('debug-badge').textContent).toBe('betadev');
  });
});
