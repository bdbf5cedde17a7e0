import { act, screen, waitFor } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInViewer, type MockEnvironment } from '../../test/render';

async function answerRole(environment: MockEnvironment, role: 'USER' | 'CREATOR' | 'ADMIN') {
  const operation = await waitFor(() => {
    const found = environment.mock.getAllOperations().find((op) => op.request.node.params.name === 'guardsAdminViewerQuery');
    expect(found).toBeTruthy();
    return found!;
  });
  await act(async () => environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, { User: () => ({ id: 'VXNlcjox', role }) })));
}

describe('admin guard', () => {
  it('sends a guest to sign in with the return path', async () => {
    const { router } = await renderApp('/admin/creator-applications');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/start'));
    expect(router.state.location.search).toBe(`?l=${encodeURIComponent('/admin/creator-applications')}`);
  });

  it.each(['USER', 'CREATOR'] as const)('shows a %s the ordinary 404 page', async (role) => {
    const { environment, router } = await renderApp('/admin/creator-applications', { viewer: signedInViewer });
    await answerRole(environment, role);
    expect(await screen.findByText('We couldn’t find that page. Sorry about that!')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Creator applications' })).toBeNull();
    expect(router.state.location.pathname).toBe('/admin/creator-applications');
  });

  it('lets an administrator in', async () => {
    const { environment } = await renderApp('/admin/creator-applications', { viewer: signedInViewer });
    await answerRole(environment, 'ADMIN');
    await waitFor(() => expect(screen.queryByText('We couldn’t find that page. Sorry about that!')).toBeNull());
    const page = await waitFor(() => {
      const found = environment.mock.getAllOperations().find((op) => op.request.node.params.name === 'AdminCreatorApplicationsPageQuery');
      expect(found).toBeTruthy();
      return found!;
    });
    await act(async () => environment.mock.resolve(page, MockPayloadGenerator.generate(page, { User: () => ({ id: 'VXNlcjox', role: 'ADMIN' }) })));
    expect(await screen.findByRole('heading', { name: 'Creator applications' })).toBeTruthy();
  });
});
