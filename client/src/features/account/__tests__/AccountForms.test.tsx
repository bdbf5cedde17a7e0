import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { clearToasts } from '../../../app/toasts';
import { renderApp } from '../../../test/render';
import { navigateAway } from '../components/SocialButtons';

// The first render of a route loads its chunk, which can take a few seconds in a cold test run.
configure({ asyncUtilTimeout: 5000 });

/** A result-union error as the server sends it (Relay reads `... on Error` through `__isError`). */
function asError<T extends { __typename: unknown }>(error: T) {
  return { ...error, __isError: error.__typename };
}

function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('sign-up form', () => {
  it('shows each rule’s own message before calling the server', async () => {
    const { environment } = await renderApp('/account/signup');
    await screen.findByRole('heading', { name: 'Create your account' });
    type('Email', 'mika@oshi');
    type('Password', 'abc 12345');
    type('Confirm password', 'different');
    type('Nickname', 'M');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('Your password can’t contain spaces.')).toBeTruthy();
    expect(screen.getByText('The passwords don’t match.')).toBeTruthy();
    expect(screen.getByText('Your nickname must be 2 to 20 characters.')).toBeTruthy();
    expect(screen.getByText('Please agree to all the required terms.')).toBeTruthy();
    expect(environment.mock.getAllOperations().some((op) => op.request.node.params.name === 'useSignUpMutation')).toBe(false);

    type('Password', 'abcdefgh');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Your password must include at least one number.')).toBeTruthy();
    type('Password', 'abcdefg1');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // A valid password shows the hint again.
    expect(await screen.findByText('At least 8 characters, including letters and numbers')).toBeTruthy();
  });

  it('“agree to all” ticks every consent; a server error lands on its field; success goes to the code step', async () => {
    const { environment } = await renderApp('/account/signup?l=%2Fclub%2Fmirei');
    await screen.findByRole('heading', { name: 'Create your account' });
    type('Email', 'mika@oshi.example');
    type('Password', 'abcdefg1');
    type('Confirm password', 'abcdefg1');
    type('Nickname', 'Mika');
    fireEvent.click(screen.getByLabelText('Agree to all'));
    for (const box of screen.getAllByRole('checkbox')) expect((box as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const first = await waitFor(() => {
      const op = environment.mock.getMostRecentOperation();
      expect(op.request.node.params.name).toBe('useSignUpMutation');
      return op;
    });
    expect(first.request.variables.input).toEqual({
      email: 'mika@oshi.example',
      password: 'abcdefg1',
      passwordConfirmation: 'abcdefg1',
      nickname: 'Mika',
      consents: ['TERMS_OF_SERVICE', 'PRIVACY_COLLECTION', 'THIRD_PARTY_PROVISION', 'PAYMENT_AGENCY', 'MARKETING'],
    });
    await act(async () =>
      environment.mock.resolve(first, { data: { signUp: asError({ __typename: 'InvalidInputError', code: 'EMAIL_TAKEN', field: 'email', message: 'taken' }) } }),
    );
    expect(await screen.findByText('An account with this email already exists.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const second = await waitFor(() => {
      const op = environment.mock.getMostRecentOperation();
      expect(op).not.toBe(first);
      return op;
    });
    await act(async () =>
      environment.mock.resolve(second, { data: { signUp: { __typename: 'SignUpSuccess', email: 'mika@oshi.example', codeExpiresAt: '2030-01-01T00:00:00Z' } } }),
    );
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(screen.getByText('Sign-up complete! We’ve sent a verification code to your email.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Send a new code in \d+s/ })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    type('Verification code', '12a45');
    expect((screen.getByLabelText('Verification code') as HTMLInputElement).value).toBe('1245');
    type('Verification code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const verify = await waitFor(() => {
      const op = environment.mock.getMostRecentOperation();
      expect(op.request.node.params.name).toBe('useVerifyEmailMutation');
      return op;
    });
    await act(async () =>
      environment.mock.resolve(verify, {
        data: { verifyEmail: asError({ __typename: 'VerificationCodeError', code: 'CODE_INVALID', field: 'code', attemptsLeft: 4, message: 'wrong' }) },
      }),
    );
    expect(await screen.findByText('That code isn’t right. Check the 6 digits and try again.')).toBeTruthy();
    clearToasts();
  });
});

describe('sign-in form', () => {
  async function submitWith(result: { __typename: string } & Record<string, unknown>) {
    const utils = await renderApp('/account/login');
    await screen.findByRole('heading', { name: 'Sign in' });
    type('Email', 'mika@oshi.example');
    type('Password', 'abcdefg1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const op = await waitFor(() => {
      const latest = utils.environment.mock.getMostRecentOperation();
      expect(latest.request.node.params.name).toBe('useSignInMutation');
      return latest;
    });
    await act(async () => utils.environment.mock.resolve(op, { data: { signIn: asError(result) } }));
    return utils;
  }

  it('requires both fields', async () => {
    await renderApp('/account/login');
    await screen.findByRole('heading', { name: 'Sign in' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
  });

  it('says “unusual access detected” when the server limits sign-in', async () => {
    await submitWith({ __typename: 'UnusualAccessError', code: 'UNUSUAL_ACCESS', message: 'slow down', retryAfterSeconds: 600 });
    expect((await screen.findByRole('alert')).textContent).toContain('Unusual access detected. Please try again later.');
  });

  it('maps wrong credentials to one form message', async () => {
    await submitWith({ __typename: 'InvalidCredentialsError', code: 'INVALID_CREDENTIALS', field: 'password', message: 'nope' });
    expect((await screen.findByRole('alert')).textContent).toContain('The email or password is incorrect.');
  });

  it('goes to the code step when the e-mail is not verified', async () => {
    await submitWith({ __typename: 'EmailNotVerifiedError', code: 'EMAIL_NOT_VERIFIED', email: 'mika@oshi.example', codeExpiresAt: null, message: 'verify' });
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(screen.getByText('mika@oshi.example')).toBeTruthy();
    clearToasts();
  });
});

describe('start page and bridge', () => {
  it('sends Google and Apple sign-in to the server with the return path', async () => {
    const spy = vi.spyOn(navigateAway, 'to').mockImplementation(() => {});
    await renderApp('/account/start?l=%2Fclub%2Fmirei');
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Apple' }));
    expect(spy.mock.calls).toEqual([['/auth/google?l=%2Fclub%2Fmirei'], ['/auth/apple?l=%2Fclub%2Fmirei']]);
    spy.mockRestore();
  });

  it('shows a friendly failure for ?error=', async () => {
    await renderApp('/bridge?error=access_denied&l=%2Fhome');
    expect(await screen.findByText('Sign-in was cancelled. You can try again whenever you like.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/account/start?l=%2Fhome');
  });

  it('asks a new social account for the missing required consents', async () => {
    const { environment } = await renderApp('/bridge?l=%2Fsearch');
    await waitFor(() => expect(environment.mock.getAllOperations().some((op) => op.request.node.params.name === 'BridgePageQuery')).toBe(true));
    const query = environment.mock.getAllOperations().find((op) => op.request.node.params.name === 'BridgePageQuery')!;
    await act(async () =>
      environment.mock.resolve(query, { data: { viewer: { __typename: 'User', id: 'VXNlcjo5', consents: [{ kind: 'TERMS_OF_SERVICE' }] } } }),
    );
    expect(await screen.findByRole('heading', { name: 'Almost there' })).toBeTruthy();
    expect(screen.queryByText('Terms of service')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Agree and continue' }));
    expect(await screen.findByText('Please agree to all the required terms.')).toBeTruthy();
  });
});

describe('password reset link', () => {
  it('takes the token out of the address bar at once and still resets with it', async () => {
    const { environment, router } = await renderApp('/account/reset-password?token=RESETSECRET1&l=%2Fmypage');
    await screen.findByRole('heading', { name: 'Choose a new password' });
    await waitFor(() => expect(router.state.location.search).toBe('?l=%2Fmypage'));
    type('New password', 'abcdefg12');
    type('Confirm password', 'abcdefg12');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    const op = await waitFor(() => {
      const latest = environment.mock.getMostRecentOperation();
      expect(latest.request.node.params.name).toBe('useResetPasswordMutation');
      return latest;
    });
    expect(op.request.variables.input).toEqual({ token: 'RESETSECRET1', password: 'abcdefg12', passwordConfirmation: 'abcdefg12' });
  });
});
