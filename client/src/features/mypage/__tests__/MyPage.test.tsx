import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { clearToasts } from '../../../app/toasts';
import { renderApp, signedInViewer, type MockEnvironment } from '../../../test/render';

configure({ asyncUtilTimeout: 5000 });

async function resolveOperation(environment: MockEnvironment, name: string, resolvers: MockResolvers | { data: unknown }) {
  const operation = await waitFor(() => {
    const found = environment.mock.getAllOperations().find((op) => op.request.node.params.name === name);
    expect(found, name).toBeTruthy();
    return found!;
  });
  await act(async () =>
    environment.mock.resolve(operation, 'data' in resolvers ? (resolvers as never) : MockPayloadGenerator.generate(operation, resolvers as MockResolvers)),
  );
  return operation;
}

const asError = <T extends { __typename: string }>(error: T) => ({ ...error, __isError: error.__typename });

describe('My Page', () => {
  it('copies the UID with a confirmation', async () => {
    let copied = '';
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: async (text: string) => void (copied = text) }, configurable: true });
    const { environment } = await renderApp('/mypage', { viewer: signedInViewer });
    await resolveOperation(environment, 'MyPageIndexQuery', { User: () => ({ id: 'VXNlcjox', uid: 'OSHI-0001', nickname: 'Mika', email: 'mika@oshi.example', role: 'USER' }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Copy UID' }));
    expect(await screen.findByText('UID copied.')).toBeTruthy();
    expect(copied).toBe('OSHI-0001');
    expect(screen.queryByText('Administration')).toBeNull();
    clearToasts();
  });

  // Administrators reach every admin page from here; no other link leads to them (audit 5, M2).
  it('links an administrator to every admin page', async () => {
    const { environment } = await renderApp('/mypage', { viewer: signedInViewer });
    await resolveOperation(environment, 'MyPageIndexQuery', { User: () => ({ id: 'VXNlcjox', uid: 'OSHI-0001', nickname: 'Admin', email: null, role: 'ADMIN' }) });
    const admin = (await screen.findByText('Administration')).closest('section')!;
    const links = [...admin.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Creator applications', '/admin/creator-applications'],
      ['Withdrawals', '/admin/withdrawals'],
      ['Reports', '/admin/reports'],
      ['Audit log', '/admin/audit'],
    ]);
  });

  it('validates the account form (phone digits only, YYYYMMDD) and saves', async () => {
    const { environment } = await renderApp('/mypage/account', { viewer: signedInViewer });
    await resolveOperation(environment, 'MyPageAccountQuery', { User: () => ({ id: 'VXNlcjox', email: 'mika@oshi.example', name: null, phone: null, birthDate: null }) });
    expect(await screen.findByText('mika@oshi.example')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '010-1234' } });
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '19990231' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(screen.getByText('Enter digits only, without hyphens or spaces.')).toBeTruthy();
    expect(screen.getByText('Enter a real date as YYYYMMDD, e.g. 19990131.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Kim Mika' } });
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '01012345678' } });
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1999-01-31' } });
    expect((screen.getByLabelText('Date of birth') as HTMLInputElement).value).toBe('19990131');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const op = await resolveOperation(environment, 'useUpdateAccountMutation', {
      data: { updateAccount: { __typename: 'UpdateAccountSuccess', viewer: { id: 'VXNlcjox', name: 'Kim Mika', phone: '01012345678', birthDate: '19990131' } } },
    });
    expect(op.request.variables.input).toEqual({ name: 'Kim Mika', phone: '01012345678', birthDate: '19990131' });
    expect(await screen.findByText('Your account details have been saved.')).toBeTruthy();
    clearToasts();
  });

  it('shows why the server refuses to delete the account', async () => {
    const { environment } = await renderApp('/mypage/delete-account', { viewer: signedInViewer });
    await resolveOperation(environment, 'MyPageDeleteAccountQuery', { User: () => ({ id: 'VXNlcjox', hasPassword: true }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('I understand that my account will be deleted permanently.'));
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'abcdefg1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await resolveOperation(environment, 'useDeleteAccountMutation', {
      data: { deleteAccount: asError({ __typename: 'AccountDeletionBlockedError', code: 'ACCOUNT_DELETION_BLOCKED', message: 'blocked', reasons: ['PAID_PLAN', 'ORDERS_TO_FULFIL'] }) },
    });
    expect(await screen.findByText('Your account can’t be deleted right now.')).toBeTruthy();
    expect(screen.getByText('A paid membership is still active. Cancel it and wait until the paid period ends.')).toBeTruthy();
    expect(screen.getByText(/^Buyers in your clubs are still waiting for goods to be shipped or for an upcoming event\./)).toBeTruthy();
  });

  it('asks a social-only account to sign in again before deleting from a session that is not fresh', async () => {
    const { environment } = await renderApp('/mypage/delete-account', { viewer: signedInViewer });
    await resolveOperation(environment, 'MyPageDeleteAccountQuery', { User: () => ({ id: 'VXNlcjox', hasPassword: false }) });
    fireEvent.click(await screen.findByLabelText('I understand that my account will be deleted permanently.'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await resolveOperation(environment, 'useDeleteAccountMutation', {
      data: { deleteAccount: asError({ __typename: 'RecentSignInRequiredError', code: 'RECENT_SIGN_IN_REQUIRED', message: 'sign in again', minutes: 10 }) },
    });
    expect(await screen.findByText('For your security, sign in again with Google or Apple first. You’ll come straight back here.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue with Apple' })).toBeTruthy();
  });

  it('shows a new API token once and lists it; revoking asks first', async () => {
    const { environment } = await renderApp('/mypage/developer', { viewer: signedInViewer });
    await resolveOperation(environment, 'MyPageDeveloperQuery', { User: () => ({ id: 'VXNlcjox', apiTokens: [] }) });
    expect(await screen.findByText('No API tokens yet')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Read account'));
    fireEvent.change(screen.getByLabelText('Token name'), { target: { value: 'Bot' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('Choose at least one scope.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Write posts'));
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    const token = { __typename: 'ApiToken', id: 'QXBpVG9rZW46MQ==', name: 'Bot', prefix: 'oshi_abc', scopes: ['POSTS_WRITE'], createdAt: '2026-01-01T00:00:00Z', lastUsedAt: null, revokedAt: null };
    const op = await resolveOperation(environment, 'useCreateApiTokenMutation', {
      data: { createApiToken: { __typename: 'CreateApiTokenSuccess', token: 'oshi_abc_secret', apiToken: token } },
    });
    expect(op.request.variables.input).toEqual({ name: 'Bot', scopes: ['POSTS_WRITE'] });
    expect((await screen.findByTestId('api-token-secret')).textContent).toBe('oshi_abc_secret');
    expect(screen.getByText('Never used')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'I’ve saved it' }));
    expect(screen.queryByTestId('api-token-secret')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    clearToasts();
  });
});
