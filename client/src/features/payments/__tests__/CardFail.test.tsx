// /billing/card-fail is reached by a redirect whose query anyone can write: it must never print text
// from the URL as if the gateway or Oshi had said it (a phishing page on our own origin), nor link off the site.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInViewer } from '../../../test/render';

const PHISHING = 'Your account is locked. Call 010-1234-5678 and send your card PIN';

describe('card-fail page', () => {
  it.each([
    ['message', `/billing/card-fail?message=${encodeURIComponent(PHISHING)}`],
    ['code and message', `/billing/card-fail?code=FAILURE_TYPE_PG&message=${encodeURIComponent(PHISHING)}`],
    ['reason', `/billing/card-fail?reason=${encodeURIComponent(PHISHING)}`],
    ['reason naming an inherited property', '/billing/card-fail?reason=toString'],
  ])('never shows text put in the URL (%s)', async (_, path) => {
    await renderApp(path, { viewer: signedInViewer, locale: 'en' });
    expect(await screen.findByText('We couldn’t register the card')).toBeTruthy();
    expect(document.body.textContent).not.toContain('Call 010');
    expect(document.body.textContent).not.toContain('function');
    expect(screen.queryByTestId('card-fail-reason')).toBeNull();
  });

  it('shows a known reason code in the viewer’s language', async () => {
    await renderApp('/billing/card-fail?reason=GATEWAY_DECLINED', { viewer: signedInViewer, locale: 'ko' });
    expect((await screen.findByTestId('card-fail-reason')).textContent).toContain('카드사에서 이 카드를 승인하지 않았어요.');
  });
});

describe('the way back from card registration', () => {
  it.each(['/\\evil.example/phish', '/\\/evil.example/phish', '/\t/evil.example', '/.//evil.example', '//evil.example', 'https://evil.example'])(
    'never leads to another site (return=%j)',
    async (returnTo) => {
      await renderApp(`/billing/card-fail?${new URLSearchParams({ reason: 'GATEWAY_DECLINED', return: returnTo })}`, { viewer: signedInViewer, locale: 'en' });
      await screen.findByText('We couldn’t register the card');
      const back = screen.getByRole('link', { name: 'Go back' });
      expect(new URL((back as HTMLAnchorElement).href).origin).toBe(window.location.origin);
      expect(back.getAttribute('href')).toBe('/mypage/pay/cards');
    },
  );

  it('keeps a return path on this site', async () => {
    await renderApp(`/billing/card-fail?${new URLSearchParams({ reason: 'GATEWAY_DECLINED', return: '/club/luna/subscription?plan=1' })}`, { viewer: signedInViewer, locale: 'en' });
    expect((await screen.findByRole('link', { name: 'Go back' })).getAttribute('href')).toBe('/club/luna/subscription?plan=1');
  });
});

describe('payment fail pages', () => {
  it.each(['/checkout/fail', '/billing/fail'])('%s shows no text put in the URL', async (path) => {
    await renderApp(`${path}?${new URLSearchParams({ message: PHISHING, reason: PHISHING, failureReason: PHISHING })}`, { viewer: signedInViewer, locale: 'en' });
    expect(await screen.findByText('The payment didn’t go through')).toBeTruthy();
    expect(document.body.textContent).not.toContain('Call 010');
  });
});
