// With the server on PortOne, /checkout/redirect/card opens PortOne's billing-key window through its
// browser SDK (stood in for here: it loads PortOne's script from their CDN) with the store's public keys and
// the issue id the server signed for the viewer, and what the window answers goes to /billing/success, which
// registers the key, or to /billing/card-fail.
import { screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '../../../app/toasts';
import { renderApp, signedInViewer } from '../../../test/render';
import { resolveOperation } from '../../clubs/__tests__/helpers';

const portoneWindow = vi.hoisted(() => ({ requestIssueBillingKey: vi.fn() }));
vi.mock('@portone/browser-sdk/v2', () => portoneWindow);
// The client project shares workers between files: the next file gets the real module.
afterAll(() => vi.doUnmock('@portone/browser-sdk/v2'));

afterEach(() => {
  clearToasts();
  portoneWindow.requestIssueBillingKey.mockReset();
});

const portone = { storeId: 'store-4e1b2c3d', cardChannelKey: 'channel-key-7a8b9c' };

describe('card registration with PortOne', () => {
  it('asks PortOne for a card billing key and registers the key it answers with', async () => {
    portoneWindow.requestIssueBillingKey.mockResolvedValue({ transactionType: 'ISSUE_BILLING_KEY', billingKey: 'billing-key-0196' });
    const { environment, router } = await renderApp(`/checkout/redirect/card?return=${encodeURIComponent('/mypage/pay/cards')}`, {
      viewer: signedInViewer,
      config: { portone },
    });
    const issueId = 'card-mzx1k0-AbCdEfGhIjKl-0123456789abcdefABCDEF';
    await resolveOperation(environment, 'useStartCardRegistrationMutation', { data: { startCardRegistration: { issueId } } });
    await waitFor(() => expect(portoneWindow.requestIssueBillingKey).toHaveBeenCalledTimes(1));
    const request = portoneWindow.requestIssueBillingKey.mock.calls[0][0];
    expect(request).toMatchObject({ storeId: portone.storeId, channelKey: portone.cardChannelKey, billingKeyMethod: 'CARD', issueName: 'Oshi membership card', issueId });
    expect(request.redirectUrl).toBe(`${window.location.origin}/billing/success?return=${encodeURIComponent('/mypage/pay/cards')}`);

    const mutation = await resolveOperation(environment, 'useRegisterPaymentCardMutation', {
      data: { registerPaymentCard: { __typename: 'RegisterPaymentCardSuccess', card: { id: 'UGF5bWVudENhcmQ6MQ==', brand: 'VISA', last4: '4242', createdAt: '2026-11-25T00:00:00Z' } } },
    });
    expect(mutation.request.variables).toEqual({ input: { billingKey: 'billing-key-0196' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/pay/cards'));
  });

  it('shows PortOne’s refusal on the card-fail page in our words, not the window’s text', async () => {
    portoneWindow.requestIssueBillingKey.mockResolvedValue({ transactionType: 'ISSUE_BILLING_KEY', billingKey: '', code: 'FAILURE_TYPE_PG', message: 'The card was declined.' });
    const { environment, router } = await renderApp('/checkout/redirect/card', { viewer: signedInViewer, config: { portone } });
    await resolveOperation(environment, 'useStartCardRegistrationMutation', { data: { startCardRegistration: { issueId: 'card-mzx1k0-AbCdEfGhIjKl-0123456789abcdefABCDEF' } } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/billing/card-fail'));
    expect(await screen.findByText(/Your card company declined this card\./)).toBeTruthy();
    expect(screen.queryByText(/The card was declined\./)).toBeNull();
    expect(router.state.location.search).not.toContain('declined');
  });
});
