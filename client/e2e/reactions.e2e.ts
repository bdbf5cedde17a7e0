// Reactions in real browsers: a fan likes a post on a phone and the count moves in another reader's
// desktop browser on the same post, without a reload; the fan then switches to another reaction with the
// keyboard; a comment and a reply the fan writes reach the other browser with their reaction bars at once.
// Screenshots at 390 and 1440 px go to REACTIONS_SCREENSHOTS when it is set.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../prisma/seed.ts';
import { openPage, setupJourney, signIn, VIEWPORTS } from './support/harness.ts';

const journey = setupJourney();
const demo = (key: string) => `${key}@demo.oshi.local`;
const shots = process.env.REACTIONS_SCREENSHOTS;

/** Resolves once the page has sent its graphql-ws subscribe message for `operation`. */
function subscribed(page: Page, operation: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framesent', ({ payload }) => {
        if (typeof payload === 'string' && payload.includes('"subscribe"') && payload.includes(operation)) resolve();
      });
    });
  });
}

/** The post's own reaction bar (the first on the post page; comments follow it). */
const postBar = (page: Page) => page.getByTestId('reaction-bar').first();

describe('reactions', () => {
  it('a like on a phone moves the count in another reader’s browser; live comments and replies come with reaction bars', async () => {
    const fan = await openPage(journey.current, VIEWPORTS.mobile);
    await signIn(fan.page, demo('fan'), DEMO_PASSWORD);
    await fan.page.goto('/club/aria');
    await fan.page.getByRole('link', { name: 'Speedrun PB!' }).click();
    await fan.page.waitForURL((url) => url.pathname.startsWith('/post/'));
    const postPath = new URL(fan.page.url()).pathname;

    // The owner reads the same post on a desktop, listening for reactions.
    const owner = await openPage(journey.current, VIEWPORTS.desktop);
    await signIn(owner.page, demo('aria'), DEMO_PASSWORD);
    const listening = subscribed(owner.page, 'useReactionEventsSubscription');
    await owner.page.goto(postPath);
    await owner.page.getByRole('heading', { name: 'Speedrun PB!' }).waitFor();
    await listening;
    // The subscribe message is out; give the server a moment to register it before publishing.
    await owner.page.waitForTimeout(500);
    const before = Number(await postBar(owner.page).getByTestId('reaction-total').textContent());

    // The fan likes it: their count moves at once, the button shows it is pressed.
    const like = postBar(fan.page).getByTestId('reaction-main');
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    await like.click();
    expect(await like.getAttribute('aria-pressed')).toBe('true');
    await postBar(fan.page).getByTestId('reaction-total').filter({ hasText: String(before + 1) }).waitFor();

    // The owner's browser shows the new count, pushed over the websocket.
    await postBar(owner.page).getByTestId('reaction-total').filter({ hasText: String(before + 1) }).waitFor({ timeout: 10_000 });
    expect(await postBar(owner.page).getByTestId('reaction-main').getAttribute('aria-pressed')).toBe('false');

    // The fan switches to "Wow" from the picker with the keyboard: still one reaction, now a surprised one.
    await postBar(fan.page).getByRole('button', { name: 'More reactions' }).focus();
    await fan.page.keyboard.press('Enter');
    const picker = postBar(fan.page).getByRole('group', { name: 'More reactions' });
    await picker.waitFor();
    if (shots) await fan.page.screenshot({ path: path.join(shots, 'reactions-picker-mobile.png'), fullPage: true });
    await picker.getByRole('button', { name: 'Wow' }).focus();
    // The bar moves before the server answers; reloading before the answer would abort the mutation.
    const saved = fan.page.waitForResponse(
      (response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('useSetReactionMutation'),
    );
    await fan.page.keyboard.press('Enter');
    await postBar(fan.page).getByTestId('reaction-main').filter({ hasText: '😮' }).waitFor();
    await (await saved).finished();
    await fan.page.reload();
    await postBar(fan.page).getByRole('button', { name: `Wow ${before + 1}` }).waitFor();
    expect(Number(await postBar(owner.page).getByTestId('reaction-total').textContent())).toBe(before + 1);
    if (shots) await owner.page.screenshot({ path: path.join(shots, 'reactions-post-desktop.png'), fullPage: true });

    // The fan comments and replies to their comment: both reach the owner live, each with its reaction
    // bar at once (no reload); the owner likes the reply and the fan's count moves.
    const stamp = Date.now();
    const top = `What a run! ${stamp}`;
    const answer = `Frame-perfect too ${stamp}`;
    await fan.page.getByRole('textbox', { name: 'Write a comment' }).fill(top);
    await fan.page.getByRole('button', { name: 'Comment', exact: true }).click();
    const fanTop = fan.page.getByTestId('comment').filter({ hasText: top });
    await fanTop.getByRole('button', { name: 'Reply' }).click();
    const composer = fan.page.getByTestId('reply-composer');
    await composer.getByRole('textbox').fill(answer);
    await composer.getByRole('button', { name: 'Reply' }).click();
    const fanReply = fan.page.getByTestId('comment').filter({ hasText: answer });
    await fanReply.getByTestId('reaction-total').filter({ hasText: '0' }).waitFor();

    for (const text of [top, answer]) {
      const arrived = owner.page.getByTestId('comment').filter({ hasText: text });
      await arrived.getByTestId('reaction-total').filter({ hasText: '0' }).waitFor({ timeout: 10_000 });
    }
    const ownerReply = owner.page.getByTestId('comment').filter({ hasText: answer });
    await ownerReply.getByTestId('reaction-main').click();
    expect(await ownerReply.getByTestId('reaction-main').getAttribute('aria-pressed')).toBe('true');
    await ownerReply.getByTestId('reaction-total').filter({ hasText: '1' }).waitFor();
    await fanReply.getByTestId('reaction-total').filter({ hasText: '1' }).waitFor({ timeout: 10_000 });
    expect(await fanReply.getByTestId('reaction-main').getAttribute('aria-pressed')).toBe('false');
    if (shots) await owner.page.screenshot({ path: path.join(shots, 'reactions-reply-desktop.png'), fullPage: true });

    expect(fan.consoleErrors).toEqual([]);
    expect(owner.consoleErrors).toEqual([]);
  });
});
