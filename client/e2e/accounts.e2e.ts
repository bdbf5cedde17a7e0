// Accounts in a real browser at a phone's width: sign up, verify with the code from the dev mailbox,
// sign out, sign in, reset the password by code, sign in with the new one; then a Google sign-in
// through the local OIDC stand-in, with the consent step a new social account goes through.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, setupJourney, signIn, VIEWPORTS } from './support/harness.ts';

const journey = setupJourney();

type Mail = { to: string; subject: string; text: string; createdAt?: string };

/** The newest 6-digit code e-mailed to `to` that is not one of `seen`. */
async function codeFor(to: string, seen: readonly string[] = []): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const response = await fetch(`${journey.current.app.url}/_dev/mail.json`);
    const { messages } = (await response.json()) as { messages: Mail[] };
    for (const message of messages.filter((m) => m.to.toLowerCase() === to.toLowerCase())) {
      const code = /\b(\d{6})\b/.exec(message.text)?.[1];
      if (code && !seen.includes(code)) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no new code e-mailed to ${to}`);
}

async function signOut(page: Page) {
  await page.goto('/mypage');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL((url) => url.pathname === '/home');
}

describe('accounts on a phone', () => {
  it('signs up, verifies, signs out and in, resets the password and signs in with the new one', async () => {
    const { page, context, consoleErrors } = await openPage(journey.current, VIEWPORTS.mobile);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const email = `journey.${Date.now()}@example.com`;

    // Sign up, coming from a page that needed sign-in.
    await page.goto('/account/signup?l=%2Fsearch');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm password').fill('short');
    await page.getByLabel('Nickname').fill('Journey Fan');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Your password must be at least 8 characters.').waitFor();
    await page.getByText('Please agree to all the required terms.').waitFor();
    await page.getByLabel('Password', { exact: true }).fill('first1pass');
    await page.getByLabel('Confirm password').fill('first1pass');
    await page.getByLabel('Agree to all').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await page.getByText('Sign-up complete! We’ve sent a verification code to your email.').waitFor();

    // A wrong code first, then the real one.
    const code = await codeFor(email);
    await page.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('That code isn’t right. Check the 6 digits and try again.').waitFor();
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/search');

    // My Page: the profile with a copyable UID.
    await page.goto('/mypage');
    await page.getByText('Journey Fan').first().waitFor();
    await page.getByText(email).waitFor();
    await page.getByRole('button', { name: 'Copy UID' }).click();
    await page.getByText('UID copied.').waitFor();

    await signOut(page);
    await page.goto('/mypage');
    await page.waitForURL((url) => url.pathname === '/account/start');

    await signIn(page, email, 'first1pass');
    await signOut(page);

    // Forgotten password, by code.
    await page.goto('/account/reset-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    const resetCode = await codeFor(email, [code]);
    await page.getByLabel('Verification code').fill(resetCode);
    await page.getByLabel('New password').fill('second2pass');
    await page.getByLabel('Confirm password').fill('second2pass');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.waitForURL((url) => url.pathname === '/account/reset-password/done');
    await page.getByText('Your password has been reset.').first().waitFor();

    // The old password no longer works; the new one does.
    await page.goto('/account/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('first1pass');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('The email or password is incorrect.').waitFor();
    await signIn(page, email, 'second2pass');
    await page.goto('/mypage');
    await page.getByText('Journey Fan').first().waitFor();

    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('signs in with Google through the local provider and asks a new account for its consents', async () => {
    const { page, context, consoleErrors } = await openPage(journey.current, VIEWPORTS.mobile);
    await page.goto('/account/start?l=%2Fsearch');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.waitForURL((url) => url.pathname === '/bridge');
    await page.getByRole('heading', { name: 'Almost there' }).waitFor();
    await page.getByLabel('Agree to all').check();
    await page.getByRole('button', { name: 'Agree and continue' }).click();
    await page.waitForURL((url) => url.pathname === '/search');

    await page.goto('/mypage');
    await page.getByText('social.fan@demo.oshi.local').waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
