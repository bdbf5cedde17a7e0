// The creator's money pages: the revenue summary with pending dates and fees, the statement grouped by
// day, the withdrawal preview with withholding before confirming, and the settlement form that refuses
// two different account numbers before asking the server, then shows the server's field error.
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearToasts } from '../../../app/toasts';
import { loadFeatureMessages } from '../../../i18n/messages';
import { renderApp, signedInViewer } from '../../../test/render';
import { asError, resolveOperation } from '../../clubs/__tests__/helpers';

configure({ asyncUtilTimeout: 5000 });
beforeAll(() => loadFeatureMessages());
afterEach(() => clearToasts());

const summary = {
  gross: 45_000,
  vat: 4_091,
  platformFee: 4_500,
  gatewayFee: 930,
  totalEarned: 35_479,
  pending: 11_836,
  pendingByDate: [{ availableOn: '2026-12-03', amount: 11_836 }],
  onHold: 0,
  withdrawable: 23_643,
  withdrawing: 0,
  paidOut: 0,
  withheld: 0,
  entryCount: 7,
  minimumWithdrawal: 10_000,
  maximumWithdrawal: 100_000_000,
};

describe('/mypage/manage/revenue', () => {
  it('shows the figures, the statement by day, and the withholding before a withdrawal is confirmed', async () => {
    const { environment } = await renderApp('/mypage/manage/revenue', { locale: 'en', viewer: signedInViewer });
    await resolveOperation(environment, 'RevenuePageQuery', {
      RevenueSummary: () => summary,
      PendingRevenue: () => summary.pendingByDate[0],
      SettlementAccount: () => ({ type: 'INDIVIDUAL', maskedAccountNumber: '•••• •••• 1234' }),
      Withdrawal: () => ({ id: 'w0', amount: 10_000, incomeTax: 300, localIncomeTax: 30, netAmount: 9_670, status: 'REQUESTED', bank: 'KOOKMIN', maskedAccountNumber: '•••• •••• 1234', rejectionReason: null, requestedAt: '2026-11-20T00:00:00.000Z', viewerCanCancel: true }),
      User: () => ({ id: 'me', clubs: [{ id: 'c1', name: 'Starlight' }] }),
    });
    expect((await screen.findByTestId('withdrawable', {}, { timeout: 15_000 })).textContent).toBe('₩23,643');
    expect(screen.getByText('₩35,479')).toBeTruthy();
    expect(screen.getByText(/Withdrawable from Dec 3, 2026/)).toBeTruthy();
    expect(screen.getByText('−₩4,500')).toBeTruthy();
    // A requested withdrawal with what reaches the account and the tax withheld, cancellable.
    expect(screen.getByText('You receive ₩9,670 · tax ₩330')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();

    await resolveOperation(environment, 'RevenueEntriesListQuery', {
      PageInfo: () => ({ hasNextPage: true, endCursor: 'cursor-2' }),
      RevenueEntryConnection: () => ({
        totalCount: 45,
        edges: [
          { node: { id: 'e2', kind: 'REFUND', source: 'PRODUCT', createdAt: '2026-11-27T10:00:00.000Z', gross: -5_000, vat: -455, platformFee: -500, gatewayFee: -165, net: -3_880, club: { name: 'Starlight' } } },
          { node: { id: 'e1', kind: 'PAYMENT', source: 'SUBSCRIPTION', createdAt: '2026-11-26T10:00:00.000Z', gross: 10_000, vat: 909, platformFee: 1_000, gatewayFee: 330, net: 7_761, club: { name: 'Starlight' } } },
        ],
      }),
    });
    expect(await screen.findByText('₩7,761')).toBeTruthy();
    expect(screen.getByText(/Refund · Starlight/)).toBeTruthy();
    expect(screen.getByText(/Subscription · Starlight/)).toBeTruthy();
    // More of the statement, after the last entry shown and with the same filters.
    fireEvent.click(screen.getByRole('button', { name: 'Show more (2 of 45)' }));
    const more = await resolveOperation(environment, 'RevenueEntriesPaginationQuery', {
      PageInfo: () => ({ hasNextPage: false, endCursor: 'cursor-3' }),
      RevenueEntryConnection: () => ({
        totalCount: 45,
        edges: [{ cursor: 'cursor-3', node: { id: 'e0', kind: 'PAYMENT', source: 'TICKET', createdAt: '2026-11-20T10:00:00.000Z', gross: 30_000, vat: 2_727, platformFee: 3_000, gatewayFee: 990, net: 23_283, club: { name: 'Starlight' } } }],
      }),
    });
    expect(more.request.variables).toMatchObject({ count: 30, cursor: 'cursor-2', clubId: null, source: null, from: null, to: null });
    expect(await screen.findByText('₩23,283')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();
    // Last month, in Korean days: from the 1st of last month to the 1st of this one.
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: 'LAST_MONTH' } });
    const lastMonth = await resolveOperation(environment, 'RevenueEntriesListQuery', { RevenueEntryConnection: () => ({ totalCount: 0, edges: [] }) });
    const { from, to } = lastMonth.request.variables as { from: string; to: string };
    expect(new Date(to).getTime() - new Date(from).getTime()).toBeGreaterThanOrEqual(28 * 86_400_000);
    expect([from.slice(11), to.slice(11)]).toEqual(['15:00:00.000Z', '15:00:00.000Z']);
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(`/revenue/entries.csv?${new URLSearchParams({ from, to })}`);

    // Above the per-request maximum: said so, without asking the server (past 2^31 it could not even be sent).
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '3,000,000,000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review withdrawal' }));
    expect(await screen.findByText('At most ₩100,000,000 can be withdrawn in one request. Split a larger amount into several requests.')).toBeTruthy();
    // Over the balance: the message names what the server found withdrawable, not this page's older figure.
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '23,000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review withdrawal' }));
    await resolveOperation(environment, 'RevenueWithdrawalPreviewQuery', {
      data: { withdrawalPreview: asError({ __typename: 'WithdrawalOverBalanceError', code: 'WITHDRAWAL_OVER_BALANCE', message: 'At most 12,345 won', withdrawable: 12_345 }) },
    });
    expect(await screen.findByText('You can withdraw up to ₩12,345 now.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '20,000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review withdrawal' }));
    const preview = await resolveOperation(environment, 'RevenueWithdrawalPreviewQuery', {
      WithdrawalPreviewResult: () => ({ __typename: 'WithdrawalPreview' }),
      WithdrawalPreview: () => ({ amount: 20_000, incomeTax: 600, localIncomeTax: 60, netAmount: 19_340, settlementType: 'INDIVIDUAL' }),
    });
    expect(preview.request.variables).toEqual({ amount: 20_000 });
    expect(await screen.findByText('₩19,340')).toBeTruthy();
    expect(screen.getByText('−₩600')).toBeTruthy();
    expect(screen.getByText('−₩60')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    const request = await resolveOperation(environment, 'useRequestWithdrawalMutation', {
      RequestWithdrawalResult: () => ({ __typename: 'RequestWithdrawalSuccess' }),
      Withdrawal: () => ({ id: 'w1', amount: 20_000, netAmount: 19_340, status: 'REQUESTED' }),
    });
    expect(request.request.variables).toEqual({ input: { amount: 20_000 } });
  }, 40_000);

  it('tells an owner without settlement details to register them first (in Korean)', async () => {
    const { environment } = await renderApp('/mypage/manage/revenue', { locale: 'ko', viewer: signedInViewer });
    await resolveOperation(environment, 'RevenuePageQuery', { data: { viewer: { id: 'me', clubs: [] }, revenueSummary: summary, settlementAccount: null, withdrawals: { edges: [] } } });
    expect(await screen.findByText(/첫 출금 전에 정산 정보를 등록해 주세요/, {}, { timeout: 15_000 })).toBeTruthy();
  }, 30_000);
});

describe('/mypage/manage/settlement/type/individual', () => {
  it('refuses two different account numbers locally, then shows the server’s field error', async () => {
    const { environment } = await renderApp('/mypage/manage/settlement/type/individual', { locale: 'en', viewer: signedInViewer });
    const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill('Legal name', 'Kim Minji');
    fill('Date of birth', '1995-04-12');
    fill('Bank', 'KOOKMIN');
    fill('Account holder', 'Kim Minji');
    fill('Account number', '12345678901234');
    fill('Account number again', '12345678901235');
    // Settlement questions go to the operations manager set by SETTLEMENT_EMAIL.
    expect(screen.getByRole('link', { name: 'settlement@oshi.example' }).getAttribute('href')).toBe('mailto:settlement@oshi.example');
    fireEvent.click(screen.getByRole('button', { name: 'Save settlement details' }));
    expect(await screen.findByText('The two account numbers differ.')).toBeTruthy();
    expect(environment.mock.getAllOperations().filter((op) => op.request.node.params.name === 'useSaveSettlementAccountMutation')).toHaveLength(0);

    fill('Account number again', '12345678901234');
    fill('Date of birth', '2030-01-01');
    fireEvent.click(screen.getByRole('button', { name: 'Save settlement details' }));
    const save = await resolveOperation(environment, 'useSaveSettlementAccountMutation', {
      data: { saveSettlementAccount: asError({ __typename: 'InvalidInputError', code: 'BIRTH_DATE_INVALID', field: 'dateOfBirth', message: 'Enter your real date of birth' }) },
    });
    expect(save.request.variables.input).toMatchObject({ type: 'INDIVIDUAL', legalName: 'Kim Minji', bank: 'KOOKMIN', accountNumber: '12345678901234' });
    await waitFor(() => expect(screen.getByText('Enter your real date of birth as YYYY-MM-DD.')).toBeTruthy());
  }, 30_000);
});
