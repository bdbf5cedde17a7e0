import { act, render, screen } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../providers';
import { useSession, type Viewer } from '../session';
import { mockSession, signedInViewer, testConfig } from '../../test/render';

/** Renders the providers around a session reader that counts its renders; the server reports `viewer`. */
async function renderSession(viewer: Viewer | null, knownGuest: boolean) {
  const environment = createMockEnvironment();
  mockSession(environment, viewer);
  const renders: string[] = [];
  function Reader() {
    const { status, viewer: current } = useSession();
    renders.push(`${status}:${current?.nickname ?? 'guest'}`);
    return <p>{current?.nickname ?? 'guest'}</p>;
  }
  await act(async () => {
    render(
      <AppProviders environment={environment} config={testConfig} locale="en" renderedAt={knownGuest ? Date.now() : undefined}>
        <Reader />
      </AppProviders>,
    );
  });
  // The session's own check of the viewer has been answered.
  expect(environment.mock.getAllOperations()).toEqual([]);
  return renders;
}

describe('SessionProvider', () => {
  it('renders a known guest once: the check that finds them still a guest changes nothing', async () => {
    // On a server-rendered page that check is answered while the page hydrates; a new session state then
    // rendered every reader of the session again, in one long task.
    const renders = await renderSession(null, true);
    expect(screen.getByText('guest')).toBeTruthy();
    expect(renders).toEqual(['ready:guest']);
  });

  it('goes from loading to the viewer the server reports', async () => {
    const renders = await renderSession(signedInViewer, false);
    expect(screen.getByText('Mika')).toBeTruthy();
    expect(renders[0]).toBe('loading:guest');
    expect(renders.at(-1)).toBe('ready:Mika');
  });

  it('shows a known guest who turns out to be signed in (a cookie the server did not see) as signed in', async () => {
    const renders = await renderSession(signedInViewer, true);
    expect(screen.getByText('Mika')).toBeTruthy();
    expect(renders.at(-1)).toBe('ready:Mika');
  });
});
