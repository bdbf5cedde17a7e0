import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToasts } from '../../../app/toasts';
import { renderApp, signedInViewer } from '../../../test/render';
import { asError, resolveOperation } from '../../clubs/__tests__/helpers';

afterEach(() => clearToasts());

const PLAN_ID = 'UGxhbjox';
const PAYMENT_ID = 'UGF5bWVudDox';

const checkoutData = (overrides: { viewerIsOwner?: boolean; cards?: unknown[] } = {}) => ({
  data: {
    node: {
      __typename: 'Plan',
      id: PLAN_ID,
      name: 'Shooting Star',
      level: 2,
      monthlyPrice: 9900,
      isArchived: false,
      club: { id: 'Q2x1Yjox', uri: 'mirei', name: 'Mirei’s Starlight Room', iconUrl: null, themeColor: '#8b5cf6', viewerIsOwner: overrides.viewerIsOwner ?? false, viewerSubscription: null },
    },
    viewer: { id: signedInViewer.id, name: 'Kim Minji', phone: null, email: 'minji@example.com' },
    paymentCards: overrides.cards ?? [{ id: 'UGF5bWVudENhcmQ6MQ==', brand: 'VISA', last4: '4242' }],
    depositTerms: [1, 3, 6, 12],
  },
});

const payment = (status: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'Payment',
  id: PAYMENT_ID,
  orderNumber: 'OS-20261124-7K2Q9X',
  amount: 29700,
  method: 'VIRTUAL_ACCOUNT',
  status,
  failureReason: null,
  paidAt: status === 'PAID' ? '2026-11-24T10:00:00Z' : null,
  months: 3,
  virtualAccount: { bankName: 'Oshi Test Bank', accountNumber: '91234567890123', accountHolder: 'Oshi Inc.', deadline: '2026-11-27T10:00:00Z' },
  plan: { id: PLAN_ID, name: 'Shooting Star' },
  storeOrder: null,
  club: { id: 'Q2x1Yjox', uri: 'mirei', name: 'Mirei’s Starlight Room' },
  ...extra,
});

describe('checkout', () => {
  it('says payments are test payments on the test gateway, and nothing of the kind on a real one', async () => {
    const notice = /this site takes no real money/;
    const staging = await renderApp(`/checkout?plan=${PLAN_ID}`, { viewer: signedInViewer, config: { testPayments: true } });
    await resolveOperation(staging.environment, 'CheckoutPageQuery', checkoutData());
    expect((await screen.findByRole('note')).textContent).toMatch(notice);
    cleanup();
    const real = await renderApp(`/checkout?plan=${PLAN_ID}`, { viewer: signedInViewer, config: { testPayments: false } });
    await resolveOperation(real.environment, 'CheckoutPageQuery', checkoutData());
    expect(await screen.findByText('₩9,900 a month, VAT included')).toBeTruthy();
    expect(screen.queryByText(notice)).toBeNull();
  });

  it('shows the plan with VAT, checks the buyer and the agreement, then pays by card and opens the success page', async () => {
    const { environment, router } = await renderApp(`/checkout?plan=${PLAN_ID}`, { viewer: signedInViewer });
    await resolveOperation(environment, 'CheckoutPageQuery', checkoutData());
    expect(await screen.findByText('₩9,900 a month, VAT included')).toBeTruthy();
    expect(screen.getByTestId('checkout-total').textContent).toBe('₩9,900');
    expect((screen.getByLabelText('VISA •••• 4242') as HTMLInputElement).checked).toBe(true);

    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '010-1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₩9,900' }));
    expect(await screen.findByText('Enter digits only, without hyphens or spaces.')).toBeTruthy();
    expect(screen.getByText('Please agree to the order terms to continue.')).toBeTruthy();
    const mutations = environment.mock.getAllOperations().filter((op) => op.request.node.params.name === 'useSubscribeToPlanMutation');
    expect(mutations).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '01012345678' } });
    fireEvent.click(screen.getByLabelText('I have checked the order details and agree to the payment terms.'));
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₩9,900' }));
    const mutation = await resolveOperation(environment, 'useSubscribeToPlanMutation', {
      data: { subscribeToPlan: { __typename: 'SubscribeToPlanSuccess', payment: { id: PAYMENT_ID, status: 'PAID' } } },
    });
    expect(mutation.request.variables.input).toEqual({
      planId: PLAN_ID,
      method: 'CARD',
      cardId: 'UGF5bWVudENhcmQ6MQ==',
      months: null,
      buyer: { name: 'Kim Minji', phone: '01012345678', email: 'minji@example.com' },
      agreeToOrderTerms: true,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/success'));
    expect(router.state.location.search).toBe(`?payment=${encodeURIComponent(PAYMENT_ID)}`);
  });

  it('prices a deposit term, and shows a server refusal on its field', async () => {
    const { environment } = await renderApp(`/checkout?plan=${PLAN_ID}`, { viewer: signedInViewer });
    await resolveOperation(environment, 'CheckoutPageQuery', checkoutData({ cards: [] }));
    expect(await screen.findByText('You haven’t registered a card yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register a card' }).getAttribute('href')).toBe(
      `/checkout/redirect/card?return=${encodeURIComponent(`/checkout?plan=${PLAN_ID}&method=CARD`)}`,
    );
    fireEvent.click(screen.getByLabelText('Deposit without passbook'));
    fireEvent.click(screen.getByLabelText('6 months · ₩59,400'));
    expect(screen.getByTestId('checkout-total').textContent).toBe('₩59,400');
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '01012345678' } });
    fireEvent.click(screen.getByLabelText('I have checked the order details and agree to the payment terms.'));
    fireEvent.click(screen.getByRole('button', { name: 'Get an account number for ₩59,400' }));
    await resolveOperation(environment, 'useSubscribeToPlanMutation', {
      data: { subscribeToPlan: asError({ __typename: 'InvalidInputError', code: 'EMAIL_INVALID', message: 'bad', field: 'buyer.email' }) },
    });
    expect(await screen.findByText('Enter a valid email address.', { exact: false })).toBeTruthy();
  });

  it('shows a refusal naming a field the form does not have (the nickname) above the pay button', async () => {
    const { environment } = await renderApp(`/checkout?plan=${PLAN_ID}`, { viewer: signedInViewer });
    await resolveOperation(environment, 'CheckoutPageQuery', checkoutData());
    fireEvent.change(await screen.findByLabelText('Phone number'), { target: { value: '01012345678' } });
    fireEvent.click(screen.getByLabelText('I have checked the order details and agree to the payment terms.'));
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₩9,900' }));
    await resolveOperation(environment, 'useSubscribeToPlanMutation', {
      data: { subscribeToPlan: asError({ __typename: 'InvalidInputError', code: 'NICKNAME_RESERVED', message: 'reserved', field: 'nickname' }) },
    });
    expect((await screen.findByRole('alert')).textContent).toMatch(/looks like the creator’s.*Join the club with a club nickname first/);
  });

  it('opens the pending page of a deposit answered again, and links a refused one to the deposit that waits', async () => {
    const { environment, router } = await renderApp(`/checkout?plan=${PLAN_ID}&method=VIRTUAL_ACCOUNT`, { viewer: signedInViewer });
    await resolveOperation(environment, 'CheckoutPageQuery', checkoutData());
    fireEvent.click(await screen.findByLabelText('3 months · ₩29,700'));
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '01012345678' } });
    fireEvent.click(screen.getByLabelText('I have checked the order details and agree to the payment terms.'));
    // Another term than the deposit that waits: refused, with the way to that deposit.
    fireEvent.click(screen.getByRole('button', { name: 'Get an account number for ₩29,700' }));
    await resolveOperation(environment, 'useSubscribeToPlanMutation', {
      data: { subscribeToPlan: { ...asError({ __typename: 'DepositPendingError', code: 'DEPOSIT_PENDING', message: 'waiting' }), payment: { id: PAYMENT_ID } } },
    });
    expect((await screen.findByRole('alert')).textContent).toMatch(/A deposit for this club is already waiting.*no second account was issued/);
    expect(screen.getByRole('link', { name: 'Show the waiting deposit' }).getAttribute('href')).toBe(`/checkout/pending?payment=${encodeURIComponent(PAYMENT_ID)}`);
    // The same term again: the server answers the waiting payment, and its pending page opens.
    fireEvent.click(screen.getByRole('button', { name: 'Get an account number for ₩29,700' }));
    await resolveOperation(environment, 'useSubscribeToPlanMutation', {
      data: { subscribeToPlan: { __typename: 'SubscribeToPlanSuccess', payment: { id: PAYMENT_ID, status: 'WAITING_FOR_DEPOSIT' } } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/pending'));
    expect(router.state.location.search).toBe(`?payment=${encodeURIComponent(PAYMENT_ID)}`);
  });

  it('tells an owner they cannot subscribe to their own club, without a form', async () => {
    const { environment } = await renderApp(`/checkout?plan=${PLAN_ID}`, { viewer: signedInViewer });
    await resolveOperation(environment, 'CheckoutPageQuery', checkoutData({ viewerIsOwner: true }));
    expect(await screen.findByText('Club owners can’t subscribe to their own club.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });
});

describe('the pending page', () => {
  it('shows the virtual account and becomes the success page when the deposit is pushed', async () => {
    const { environment, router } = await renderApp(`/checkout/pending?payment=${PAYMENT_ID}`, { viewer: signedInViewer });
    await resolveOperation(environment, 'PaymentResultPageQuery', { data: { node: payment('WAITING_FOR_DEPOSIT') } });
    expect(await screen.findByText('91234567890123')).toBeTruthy();
    expect(screen.getByText('Oshi Test Bank')).toBeTruthy();
    expect(screen.getByText('₩29,700')).toBeTruthy();
    const subscription = await waitFor(() => {
      const found = environment.mock.getAllOperations().find((op) => op.request.node.params.name === 'usePaymentStatusSubscription');
      expect(found).toBeTruthy();
      return found!;
    });
    expect(subscription.request.variables).toEqual({ paymentId: PAYMENT_ID });
    await act(async () => {
      environment.mock.nextValue(subscription, { data: { paymentStatusChanged: { id: PAYMENT_ID, status: 'PAID', paidAt: '2026-11-24T10:00:00Z', failureReason: null } } });
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/success'));
  });

  it('cancels the deposit after a confirmation and becomes the page of a closed deposit', async () => {
    const { environment, router } = await renderApp(`/checkout/pending?payment=${PAYMENT_ID}`, { viewer: signedInViewer });
    await resolveOperation(environment, 'PaymentResultPageQuery', { data: { node: payment('WAITING_FOR_DEPOSIT') } });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel this deposit' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this deposit?' });
    expect(dialog.textContent).toContain('Money sent to it afterwards is refunded to a bank account you name.');
    // Keeping it changes nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep waiting' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel this deposit' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel deposit' }));
    const mutation = await resolveOperation(environment, 'CancelDepositActionMutation', {
      data: { cancelDepositPayment: { __typename: 'CancelDepositPaymentSuccess', payment: { id: PAYMENT_ID, status: 'CANCELLED' } } },
    });
    expect(mutation.request.variables).toEqual({ input: { paymentId: PAYMENT_ID } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/fail'));
    await resolveOperation(environment, 'PaymentResultPageQuery', { data: { node: payment('CANCELLED') } });
    expect(await screen.findByRole('heading', { name: 'This deposit is closed' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel this deposit' })).toBeNull();
  });

  it('offers no cancelling of a card payment being processed', async () => {
    const { environment } = await renderApp(`/checkout/pending?payment=${PAYMENT_ID}`, { viewer: signedInViewer });
    await resolveOperation(environment, 'PaymentResultPageQuery', { data: { node: payment('PROCESSING', { method: 'CARD', months: 1, amount: 9900, virtualAccount: null }) } });
    expect(await screen.findByRole('link', { name: 'Payment history' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel this deposit' })).toBeNull();
  });

  it('shows a failed card payment with the gateway’s reason and a way to retry', async () => {
    const { environment } = await renderApp(`/checkout/fail?payment=${PAYMENT_ID}`, { viewer: signedInViewer });
    await resolveOperation(environment, 'PaymentResultPageQuery', {
      data: { node: payment('FAILED', { method: 'CARD', months: 1, amount: 9900, virtualAccount: null, failureReason: 'Insufficient funds.' }) },
    });
    expect((await screen.findByTestId('failure-reason')).textContent).toBe('Insufficient funds.');
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(`/checkout?plan=${PLAN_ID}`);
  });
});

describe('card management', () => {
  const cards = { data: { paymentCards: [{ id: 'UGF5bWVudENhcmQ6MQ==', brand: 'VISA', last4: '4242', createdAt: '2026-11-01T00:00:00Z' }] } };

  it('deletes a card after the confirmation that names what happens to its plans', async () => {
    const { environment } = await renderApp('/mypage/pay/cards', { viewer: signedInViewer });
    await resolveOperation(environment, 'MyPageCardsPageQuery', cards);
    expect((await screen.findByRole('link', { name: 'Register a card' })).getAttribute('href')).toBe(`/checkout/redirect/card?return=${encodeURIComponent('/mypage/pay/cards')}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete VISA •••• 4242' }));
    expect(screen.getByText('Plans that renew with this card are cancelled at their next payment date. Their benefits last until then.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const mutation = await resolveOperation(environment, 'useDeletePaymentCardMutation', {
      data: { deletePaymentCard: { __typename: 'DeletePaymentCardSuccess', deletedCardId: 'UGF5bWVudENhcmQ6MQ==', cancelledSubscriptions: [] } },
    });
    expect(mutation.request.variables).toEqual({ input: { cardId: 'UGF5bWVudENhcmQ6MQ==' } });
    expect(await screen.findByText('Card deleted.')).toBeTruthy();
    expect(await screen.findByText('No cards registered')).toBeTruthy();
  });

  it('says so when the deletion fails', async () => {
    const { environment } = await renderApp('/mypage/pay/cards', { viewer: signedInViewer });
    await resolveOperation(environment, 'MyPageCardsPageQuery', cards);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete VISA •••• 4242' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await resolveOperation(environment, 'useDeletePaymentCardMutation', {
      data: { deletePaymentCard: asError({ __typename: 'NotFoundError', code: 'NOT_FOUND', message: 'No such card' }) },
    });
    expect(await screen.findByText('We couldn’t delete the card. Please try again.')).toBeTruthy();
    expect(screen.getByText('VISA •••• 4242')).toBeTruthy();
  });
});

describe('my subscriptions', () => {
  const row = (id: string, overrides: Record<string, unknown>) => ({
    __typename: 'PlanSubscription',
    id,
    status: 'ACTIVE',
    displayState: 'RENEWAL_SCHEDULED',
    method: 'CARD',
    renews: true,
    startedAt: '2026-09-24T00:00:00Z',
    monthsSubscribed: 3,
    nextPaymentAt: '2026-12-24T00:00:00Z',
    expiresAt: null,
    renewalFailureReason: null,
    monthlyPrice: 9900,
    plan: { id: `p${id}`, name: 'Shooting Star', monthlyPrice: 9900 },
    club: { id: `c${id}`, uri: 'mirei', name: 'Mirei’s Starlight Room', iconUrl: null, themeColor: '#8b5cf6' },
    card: { id: `k${id}`, brand: 'VISA', last4: '4242' },
    ...overrides,
  });

  it('shows each subscription’s state and dates, cancels after confirming, and resubscribes a cancelled one', async () => {
    const { environment } = await renderApp('/mypage/pay/subscription', { viewer: signedInViewer });
    await resolveOperation(environment, 'MyPageSubscriptionsPageQuery', {
      data: {
        mySubscriptions: [
          row('UGxhblN1YnNjcmlwdGlvbjox', {}),
          // Joined before the plan's price went up: keeps paying ₩7,900.
          row('UGxhblN1YnNjcmlwdGlvbjoy', { status: 'CANCELED', displayState: 'EXPIRES_SOON', renews: false, nextPaymentAt: null, expiresAt: '2026-11-28T00:00:00Z', monthlyPrice: 7900 }),
        ],
      },
    });
    const rows = await screen.findAllByTestId('subscription');
    expect(rows[0].textContent).toContain('Renewal scheduled');
    expect(rows[0].textContent).toContain('Shooting Star · ₩9,900 a month (VAT included)');
    expect(rows[0].textContent).toContain('3 months');
    expect(rows[0].textContent).toContain('Next payment');
    expect(rows[1].textContent).toContain('Expires soon');
    expect(rows[1].textContent).toContain('Shooting Star · ₩7,900 a month (VAT included)');
    expect(rows[1].textContent).toContain('Expires');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    expect(screen.getByText(/Your benefits last until/)).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Cancel subscription' })[0]);
    const cancel = await resolveOperation(environment, 'useCancelSubscriptionMutation', {
      data: { cancelSubscription: { __typename: 'CancelSubscriptionSuccess', subscription: row('UGxhblN1YnNjcmlwdGlvbjox', { status: 'CANCELED', displayState: 'CANCELLED', renews: false, nextPaymentAt: null, expiresAt: '2026-12-24T00:00:00Z' }) } },
    });
    expect(cancel.request.variables).toEqual({ input: { subscriptionId: 'UGxhblN1YnNjcmlwdGlvbjox' } });
    expect(await screen.findByText('Subscription cancelled.')).toBeTruthy();
    expect((await screen.findAllByText('Cancelled')).length).toBeGreaterThan(0);

    fireEvent.click(screen.getAllByRole('button', { name: 'Resubscribe' })[1]);
    await resolveOperation(environment, 'useResubscribeMutation', {
      data: { resubscribe: { __typename: 'ResubscribeSuccess', subscription: row('UGxhblN1YnNjcmlwdGlvbjoy', { displayState: 'RESUBSCRIBED' }) } },
    });
    expect(await screen.findByText('You’re resubscribed.')).toBeTruthy();
  });
});

describe('the order list', () => {
  it('lists orders with order number, amount, method, completion date or failure reason', async () => {
    const { environment } = await renderApp('/mypage/pay/order-list', { viewer: signedInViewer });
    // One order per row, shown by its latest payment attempt.
    const node = (id: string, extra: Record<string, unknown>) => ({
      __typename: 'Order',
      id: `order-${id}`,
      orderNumber: `OS-20261124-${id.slice(-6)}`,
      kind: 'MEMBERSHIP',
      title: 'Mirei’s Starlight Room · Shooting Star',
      amount: 9900,
      vat: 900,
      createdAt: '2026-11-24T09:59:00Z',
      club: { id: 'c1', name: 'Mirei’s Starlight Room' },
      storeOrder: null,
      payments: [
        {
          id,
          method: 'CARD',
          status: 'PAID',
          failureReason: null,
          refundAccountNeeded: false,
          paidAt: '2026-11-24T10:00:00Z',
          months: 1,
          plan: { id: 'p1', name: 'Shooting Star' },
          ...extra,
        },
      ],
    });
    const operation = await resolveOperation(environment, 'MyPageOrdersPageQuery', {
      data: {
        myOrders: {
          edges: [
            { cursor: 'a', node: node('UGF5bWVudDpBQUFBQUE=', {}) },
            { cursor: 'b', node: node('UGF5bWVudDpCQkJCQkI=', { status: 'FAILED', paidAt: null, failureReason: 'Insufficient funds.' }) },
          ],
          pageInfo: { endCursor: 'b', hasNextPage: false },
        },
      },
    });
    expect(operation.request.variables).toEqual({ count: 20 });
    const orders = await screen.findAllByTestId('order');
    expect(orders[0].textContent).toContain('Completed');
    expect(orders[0].textContent).toContain('₩9,900 (VAT ₩900)');
    expect(orders[0].textContent).toContain('OS-20261124-');
    expect(orders[0].textContent).toContain('Credit card');
    expect(orders[1].textContent).toContain('Failed');
    expect(orders[1].textContent).toContain('Insufficient funds.');
  });

  it('asks where to refund a late deposit, checks the account, and refunds it', async () => {
    const { environment } = await renderApp('/mypage/pay/order-list', { viewer: signedInViewer });
    await resolveOperation(environment, 'MyPageOrdersPageQuery', {
      data: {
        refundBanks: ['KOOKMIN', 'KAKAO'],
        myOrders: {
          edges: [
            {
              cursor: 'a',
              node: {
                __typename: 'Order',
                id: 'T3JkZXI6TEFURTAx',
                orderNumber: 'OS-20261124-LATE01',
                kind: 'MEMBERSHIP',
                title: 'Mirei’s Starlight Room · Shooting Star × 3',
                amount: 29700,
                vat: 2700,
                createdAt: '2026-11-24T09:59:00Z',
                club: { id: 'c1', name: 'Mirei’s Starlight Room' },
                storeOrder: null,
                payments: [
                  {
                    id: PAYMENT_ID,
                    method: 'VIRTUAL_ACCOUNT',
                    status: 'PAID',
                    failureReason: null,
                    refundAccountNeeded: true,
                    paidAt: '2026-11-28T10:00:00Z',
                    months: 3,
                    plan: { id: 'p1', name: 'Shooting Star' },
                  },
                ],
              },
            },
          ],
          pageInfo: { endCursor: 'a', hasNextPage: false },
        },
      },
    });
    const order = await screen.findByTestId('order');
    expect(order.textContent).toContain('Refund pending');
    const form = screen.getByRole('form', { name: 'Where should we send your refund?' });
    // Nothing is sent until the bank, number and holder are given.
    fireEvent.click(within(form).getByRole('button', { name: 'Refund ₩29,700' }));
    expect(await within(form).findAllByRole('alert')).toHaveLength(3);
    expect(environment.mock.getAllOperations().some((op) => op.request.node.params.name === 'useRefundLateDepositMutation')).toBe(false);

    fireEvent.change(within(form).getByRole('combobox'), { target: { value: 'KAKAO' } });
    expect(within(form).getByRole('option', { name: 'KakaoBank' })).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Account number'), { target: { value: '12-34' } });
    fireEvent.change(within(form).getByLabelText('Account holder'), { target: { value: 'Kim Minji' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Refund ₩29,700' }));
    const refused = await resolveOperation(environment, 'useRefundLateDepositMutation', {
      data: { refundLateDeposit: asError({ __typename: 'InvalidInputError', code: 'ACCOUNT_NUMBER_INVALID', message: 'bad', field: 'accountNumber' }) },
    });
    expect(refused.request.variables.input).toEqual({ paymentId: PAYMENT_ID, bank: 'KAKAO', accountNumber: '12-34', holderName: 'Kim Minji' });
    expect(await within(form).findByText('An account number is 10 to 16 digits.')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText('Account number'), { target: { value: '3333-01-2345678' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Refund ₩29,700' }));
    await waitFor(() =>
      expect(environment.mock.getAllOperations().filter((op) => op.request.node.params.name === 'useRefundLateDepositMutation')).toHaveLength(1),
    );
    await resolveOperation(environment, 'useRefundLateDepositMutation', {
      data: { refundLateDeposit: { __typename: 'RefundLateDepositSuccess', payment: { id: PAYMENT_ID, status: 'REFUNDED', refundAccountNeeded: false } } },
    });
    expect(await screen.findByText('₩29,700 is on its way back to your account.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Where should we send your refund?' })).toBeNull();
    expect(screen.getByTestId('order').textContent).toContain('Refunded');
  });
});
