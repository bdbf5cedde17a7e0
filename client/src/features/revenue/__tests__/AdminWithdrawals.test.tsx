// The administrators' withdrawal queue: requests listed with the creator, account (masked) and tax; the full
// account number shown on demand (revealWithdrawalAccountNumber); a warning when the creator's balance went
// below zero; approve sends approveWithdrawal; declining asks for the reason the creator will see.
import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearToasts } from '../../../app/toasts';
import { loadFeatureMessages } from '../../../i18n/messages';
import { renderApp, signedInViewer, type MockEnvironment } from '../../../test/render';
import { resolveOperation } from '../../clubs/__tests__/helpers';

configure({ asyncUtilTimeout: 5000 });
beforeAll(() => loadFeatureMessages());
afterEach(() => clearToasts());

async function asAdmin(environment: MockEnvironment) {
  const guard = await waitFor(() => {
    const found = environment.mock.getAllOperations().find((op) => op.request.node.params.name === 'guardsAdminViewerQuery');
    expect(found).toBeTruthy();
    return found!;
  });
  await act(async () => environment.mock.resolve(guard, MockPayloadGenerator.generate(guard, { User: () => ({ id: 'VXNlcjox', role: 'ADMIN' }) })));
}

describe('/admin/withdrawals', () => {
  it('lists requests and approves one; declining needs a reason', async () => {
    const { environment } = await renderApp('/admin/withdrawals', { locale: 'en', viewer: signedInViewer });
    await asAdmin(environment);
    await resolveOperation(environment, 'AdminWithdrawalsPageQuery', { User: () => ({ id: 'VXNlcjox', role: 'ADMIN' }) });
    const list = await resolveOperation(environment, 'AdminWithdrawalListQuery', {
      Withdrawal: () => ({ id: 'w1', amount: 20_000, incomeTax: 600, localIncomeTax: 60, netAmount: 19_340, status: 'REQUESTED', settlementType: 'INDIVIDUAL', bank: 'KOOKMIN', accountHolder: 'Kim Minji', maskedAccountNumber: '•••• •••• 1234', rejectionReason: null, requestedAt: '2026-11-27T10:00:00.000Z', creatorBalance: -10_000 }),
      User: () => ({ id: 'u2', nickname: 'Mirei', uid: 'OSHI-0002' }),
    });
    expect(list.request.variables).toEqual({ status: 'REQUESTED' });
    expect(await screen.findByText(/Mirei · ₩20,000/, {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText(/KB Kookmin Bank •••• •••• 1234 · Kim Minji/)).toBeTruthy();
    expect(screen.getByText('You receive ₩19,340 · tax ₩660')).toBeTruthy();
    // A refund after the request left the creator owing: the administrator is warned before paying.
    expect(screen.getByTestId('creator-owes').textContent).toMatch(/The creator’s balance is -₩10,000/);

    // The full number, only when asked for (the server audits each reveal), and hidden again.
    expect(screen.queryByText('12345678901234')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show account number' }));
    const reveal = await resolveOperation(environment, 'useRevealWithdrawalAccountNumberMutation', {
      data: { revealWithdrawalAccountNumber: { __typename: 'RevealWithdrawalAccountNumberSuccess', accountNumber: '12345678901234' } },
    });
    expect(reveal.request.variables).toEqual({ input: { withdrawalId: 'w1' } });
    expect((await screen.findByTestId('account-number')).textContent).toBe('12345678901234');
    fireEvent.click(screen.getByRole('button', { name: 'Hide account number' }));
    expect(screen.queryByText('12345678901234')).toBeNull();
    expect(screen.getByText(/KB Kookmin Bank •••• •••• 1234 · Kim Minji/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(screen.getByLabelText('Reason shown to the creator')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change amount' }));

    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const approve = await resolveOperation(environment, 'useApproveWithdrawalMutation', {
      data: { approveWithdrawal: { __typename: 'ApproveWithdrawalSuccess', withdrawal: { id: 'w1', status: 'APPROVED', approvedAt: '2026-11-28T01:00:00.000Z' } } },
    });
    expect(approve.request.variables).toEqual({ input: { withdrawalId: 'w1' } });
    expect(await screen.findByText('Withdrawal approved.')).toBeTruthy();
  }, 40_000);
});
