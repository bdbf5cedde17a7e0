import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToasts } from '../../../app/toasts';
import { renderApp, signedInViewer } from '../../../test/render';
import { asError, resolveOperation } from '../../clubs/__tests__/helpers';

afterEach(() => clearToasts());

const SUB_ID = 'UGxhblN1YnNjcmlwdGlvbjox';
const GOLD = { id: 'UGxhbjox', name: 'Gold', level: 1, monthlyPrice: 5000, benefits: ['Badge'] };
const PLATINUM = { id: 'UGxhbjoy', name: 'Platinum', level: 2, monthlyPrice: 9900, benefits: ['Voice diary'] };
const DIAMOND = { id: 'UGxhbjoz', name: 'Diamond', level: 3, monthlyPrice: 19900, benefits: ['Calls'] };
const PERIOD_END = '2031-04-01T00:00:00.000Z';

/** A fan's card subscription to Platinum, able to downgrade to Gold at the period end or upgrade to Diamond now. */
const subscription = (overrides: Record<string, unknown> = {}) => ({
  id: SUB_ID,
  status: 'ACTIVE',
  method: 'CARD',
  currentPeriodEnd: PERIOD_END,
  plan: { id: PLATINUM.id, name: PLATINUM.name },
  pendingPlan: null,
  card: { id: 'UGF5bWVudENhcmQ6MQ==', brand: 'VISA', last4: '4242' },
  planChangeOptions: [
    { plan: { id: GOLD.id }, kind: 'DOWNGRADE', chargeNow: 0, appliesAt: PERIOD_END },
    { plan: { id: DIAMOND.id }, kind: 'UPGRADE', chargeNow: 6774, appliesAt: '2031-03-11T00:00:00.000Z' },
  ],
  ...overrides,
});

const club = (viewerSubscription: unknown) => ({
  __typename: 'Club',
  id: 'Q2x1Yjox',
  uri: 'mirei',
  name: 'Mirei’s Starlight Room',
  iconUrl: null,
  themeColor: '#8b5cf6',
  viewerIsOwner: false,
  viewerCanEdit: false,
  viewerSubscription,
  plans: [GOLD, PLATINUM, DIAMOND],
});

const success = (outcome: string, sub: Record<string, unknown>) => ({
  data: { changeSubscriptionPlan: { __typename: 'ChangeSubscriptionPlanSuccess', outcome, subscription: { __typename: 'PlanSubscription', ...subscription(sub) } } },
});

const planCard = (name: string) => screen.getAllByTestId('plan-card').find((card) => card.textContent?.includes(name))!;

describe('changing plans on the club’s plans page', () => {
  it('upgrades after a confirmation that names the prorated charge and the card', async () => {
    const { environment } = await renderApp('/club/mirei/subscription', { viewer: signedInViewer });
    await resolveOperation(environment, 'ClubSubscriptionPageQuery', { Club: () => club(subscription()) });
    expect(await screen.findByText(/Your current plan · renews on/)).toBeTruthy();
    expect(within(planCard('Gold')).getByRole('button', { name: /Switch on/ })).toBeTruthy();

    fireEvent.click(within(planCard('Diamond')).getByRole('button', { name: 'Upgrade · ₩6,774 now' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Upgrade to Diamond?' });
    expect(dialog.textContent).toContain('₩6,774');
    expect(dialog.textContent).toContain('VISA •••• 4242');
    expect(dialog.textContent).toContain('₩19,900 a month');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay ₩6,774 and upgrade' }));
    const mutation = await resolveOperation(
      environment,
      'useChangeSubscriptionPlanMutation',
      success('UPGRADED', { plan: { id: DIAMOND.id, name: DIAMOND.name }, planChangeOptions: [] }),
    );
    expect(mutation.request.variables).toEqual({ input: { subscriptionId: SUB_ID, planId: DIAMOND.id } });
    expect(await screen.findByText('You’re now on Diamond.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // The store now has Diamond as the current plan.
    expect(within(planCard('Diamond')).getByText(/Your current plan/)).toBeTruthy();
  });

  it('keeps the dialog open and gives the gateway’s reason when the upgrade is declined', async () => {
    const { environment } = await renderApp('/club/mirei/subscription', { viewer: signedInViewer });
    await resolveOperation(environment, 'ClubSubscriptionPageQuery', { Club: () => club(subscription()) });
    fireEvent.click(within(await waitFor(() => planCard('Diamond'))).getByRole('button', { name: 'Upgrade · ₩6,774 now' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₩6,774 and upgrade' }));
    await resolveOperation(environment, 'useChangeSubscriptionPlanMutation', {
      data: {
        changeSubscriptionPlan: asError({ __typename: 'PaymentFailedError', code: 'PAYMENT_FAILED', message: 'declined', payment: { id: 'UGF5bWVudDox', failureReason: 'Insufficient funds.' } }),
      },
    });
    expect(await screen.findByText(/The payment failed: Insufficient funds\./)).toBeTruthy();
    expect(screen.getByRole('alertdialog', { name: 'Upgrade to Diamond?' })).toBeTruthy();
  });

  it('schedules a downgrade for the period end, then undoes it', async () => {
    const { environment } = await renderApp('/club/mirei/subscription', { viewer: signedInViewer });
    await resolveOperation(environment, 'ClubSubscriptionPageQuery', { Club: () => club(subscription()) });
    fireEvent.click(within(await waitFor(() => planCard('Gold'))).getByRole('button', { name: /Switch on/ }));
    const dialog = screen.getByRole('alertdialog', { name: 'Switch to Gold?' });
    expect(dialog.textContent).toContain('You keep Platinum and its benefits until');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Switch at renewal' }));
    const schedule = await resolveOperation(environment, 'useChangeSubscriptionPlanMutation', success('SCHEDULED', { pendingPlan: { id: GOLD.id, name: GOLD.name } }));
    expect(schedule.request.variables).toEqual({ input: { subscriptionId: SUB_ID, planId: GOLD.id } });
    expect(await screen.findByText(/Gold starts on/)).toBeTruthy();
    expect(await screen.findByText(/then Gold/)).toBeTruthy();

    fireEvent.click(within(planCard('Gold')).getByRole('button', { name: 'Keep Platinum instead' }));
    const undo = await resolveOperation(environment, 'useChangeSubscriptionPlanMutation', success('UNSCHEDULED', { pendingPlan: null }));
    expect(undo.request.variables).toEqual({ input: { subscriptionId: SUB_ID, planId: PLATINUM.id } });
    expect(await screen.findByText('You’ll stay on Platinum.')).toBeTruthy();
  });

  it('offers no change to a prepaid deposit term, and says why', async () => {
    const { environment } = await renderApp('/club/mirei/subscription', { viewer: signedInViewer });
    await resolveOperation(environment, 'ClubSubscriptionPageQuery', {
      Club: () => club(subscription({ method: 'VIRTUAL_ACCOUNT', card: null, planChangeOptions: [] })),
    });
    expect(await screen.findByText(/Your current plan · paid until/)).toBeTruthy();
    expect(screen.getByText(/A prepaid term keeps its plan until/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Upgrade|Switch on|Subscribe/ })).toBeNull();
  });
});

describe('My Page subscriptions', () => {
  const row = (overrides: Record<string, unknown> = {}) => ({
    __typename: 'PlanSubscription',
    id: SUB_ID,
    status: 'ACTIVE',
    displayState: 'RENEWAL_SCHEDULED',
    method: 'CARD',
    renews: true,
    startedAt: '2031-01-01T00:00:00Z',
    currentPeriodEnd: PERIOD_END,
    monthsSubscribed: 3,
    nextPaymentAt: PERIOD_END,
    expiresAt: null,
    renewalFailureReason: null,
    monthlyPrice: PLATINUM.monthlyPrice,
    plan: { id: PLATINUM.id, name: PLATINUM.name, monthlyPrice: PLATINUM.monthlyPrice },
    pendingPlan: null,
    pendingPrice: null,
    club: { id: 'Q2x1Yjox', uri: 'mirei', name: 'Mirei’s Starlight Room', iconUrl: null, themeColor: '#8b5cf6' },
    card: { id: 'UGF5bWVudENhcmQ6MQ==', brand: 'VISA', last4: '4242' },
    ...overrides,
  });
  const page = (rows: unknown[]) => ({
    data: {
      mySubscriptions: rows,
      paymentCards: [
        { id: 'UGF5bWVudENhcmQ6MQ==', brand: 'VISA', last4: '4242' },
        { id: 'UGF5bWVudENhcmQ6Mg==', brand: 'MASTERCARD', last4: '5454' },
      ],
      depositTerms: [1, 3, 6, 12],
    },
  });

  it('shows a scheduled switch, and retries a failing renewal at once with the newly chosen card', async () => {
    const { environment, router } = await renderApp('/mypage/pay/subscription', { viewer: signedInViewer });
    await resolveOperation(
      environment,
      'MyPageSubscriptionsPageQuery',
      page([row({ pendingPlan: { id: GOLD.id, name: GOLD.name, monthlyPrice: GOLD.monthlyPrice }, pendingPrice: GOLD.monthlyPrice, renewalFailureReason: 'Insufficient funds.', nextPaymentAt: '2031-04-02T00:00:00Z' })]),
    );
    const item = await screen.findByTestId('subscription');
    expect(item.textContent).toContain('Switches to Gold (₩5,000 a month) on');
    expect(item.textContent).toContain('The last renewal failed (Insufficient funds.)');

    fireEvent.click(within(item).getByRole('button', { name: 'Update card' }));
    const dialog = screen.getByRole('dialog', { name: 'Card for this subscription' });
    expect((within(dialog).getByLabelText('VISA •••• 4242') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByLabelText('MASTERCARD •••• 5454'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save and pay now' }));
    const mutation = await resolveOperation(environment, 'useUpdateSubscriptionCardMutation', {
      data: {
        updateSubscriptionCard: {
          __typename: 'UpdateSubscriptionCardSuccess',
          subscription: row({ card: { id: 'UGF5bWVudENhcmQ6Mg==', brand: 'MASTERCARD', last4: '5454' } }),
          retryPayment: { id: 'UGF5bWVudDo5', status: 'FAILED' },
        },
      },
    });
    expect(mutation.request.variables).toEqual({ input: { subscriptionId: SUB_ID, cardId: 'UGF5bWVudENhcmQ6Mg==' } });
    // Declined again: the fail page tells why, and its retry leads back here.
    await waitFor(() => expect(router.state.location.pathname).toBe('/billing/fail'));
    expect(router.state.location.search).toBe(`?payment=${encodeURIComponent('UGF5bWVudDo5')}`);
  });

  it('changes the card of a healthy subscription without charging', async () => {
    const { environment } = await renderApp('/mypage/pay/subscription', { viewer: signedInViewer });
    await resolveOperation(environment, 'MyPageSubscriptionsPageQuery', page([row()]));
    fireEvent.click(await screen.findByRole('button', { name: 'Change card' }));
    fireEvent.click(screen.getByLabelText('MASTERCARD •••• 5454'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await resolveOperation(environment, 'useUpdateSubscriptionCardMutation', {
      data: {
        updateSubscriptionCard: {
          __typename: 'UpdateSubscriptionCardSuccess',
          subscription: row({ card: { id: 'UGF5bWVudENhcmQ6Mg==', brand: 'MASTERCARD', last4: '5454' } }),
          retryPayment: null,
        },
      },
    });
    expect(await screen.findByText('Card changed. Your next renewal uses it.')).toBeTruthy();
    expect(screen.getByTestId('subscription').textContent).toContain('MASTERCARD •••• 5454');
  });

  it('renews a deposit term for the chosen number of months and opens its pending page', async () => {
    const { environment, router } = await renderApp('/mypage/pay/subscription', { viewer: signedInViewer });
    await resolveOperation(
      environment,
      'MyPageSubscriptionsPageQuery',
      page([row({ method: 'VIRTUAL_ACCOUNT', renews: false, displayState: 'EXPIRES_SOON', nextPaymentAt: null, expiresAt: PERIOD_END, card: null })]),
    );
    expect(screen.queryByRole('button', { name: 'Change card' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Renew term' }));
    const dialog = screen.getByRole('dialog', { name: 'Renew your prepaid term' });
    fireEvent.click(within(dialog).getByLabelText('3 months · ₩29,700'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Get an account number for ₩29,700' }));
    const mutation = await resolveOperation(environment, 'useRenewDepositSubscriptionMutation', {
      data: { renewDepositSubscription: { __typename: 'RenewDepositSubscriptionSuccess', payment: { id: 'UGF5bWVudDo3' } } },
    });
    expect(mutation.request.variables).toEqual({ input: { subscriptionId: SUB_ID, months: 3 } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/pending'));
  });

  it('opens the waiting account, saying no second one was issued, when another term is already waiting', async () => {
    const { environment, router } = await renderApp('/mypage/pay/subscription', { viewer: signedInViewer });
    await resolveOperation(
      environment,
      'MyPageSubscriptionsPageQuery',
      page([row({ method: 'VIRTUAL_ACCOUNT', renews: false, displayState: 'EXPIRES_SOON', nextPaymentAt: null, expiresAt: PERIOD_END, card: null })]),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Renew term' }));
    const dialog = screen.getByRole('dialog', { name: 'Renew your prepaid term' });
    fireEvent.click(within(dialog).getByLabelText('3 months · ₩29,700'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Get an account number for ₩29,700' }));
    await resolveOperation(environment, 'useRenewDepositSubscriptionMutation', {
      data: { renewDepositSubscription: { __typename: 'DepositPendingError', code: 'DEPOSIT_PENDING', message: 'waiting', payment: { id: 'UGF5bWVudDo4' } } },
    });
    expect(await screen.findByText('A deposit for this club is already waiting, so no second account was issued. Here is the account to pay into.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/pending'));
    expect(router.state.location.search).toBe(`?payment=${encodeURIComponent('UGF5bWVudDo4')}`);
  });
});
