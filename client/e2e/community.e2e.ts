// The community in real browsers: a fan joins a club and comments; another member, on the same post in a
// second browser, sees the comment arrive without reloading; the owner hides a post and the fan can no
// longer find it; a guest meets a locked block whose text never reaches the browser.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../prisma/seed.ts';
import { openPage, setupJourney, signIn, VIEWPORTS } from './support/harness.ts';

const journey = setupJourney();
const demo = (key: string) => `${key}@demo.oshi.local`;

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

describe('community', () => {
  it('joins and comments live across two browsers, hides a post from fans, and locks subscriber content for guests', async () => {
    // A fan who has not joined Aria's club joins it with a club nickname, on a phone.
    const fan = await openPage(journey.current, VIEWPORTS.mobile);
    await signIn(fan.page, demo('fan2'), DEMO_PASSWORD);
    await fan.page.goto('/club/aria');
    await fan.page.getByRole('button', { name: 'Join', exact: true }).click();
    const dialog = fan.page.getByRole('dialog', { name: 'Join Aria Nova Fan Club' });
    await dialog.getByLabel('Use a nickname for this club').check();
    await dialog.getByLabel('Club nickname').fill('Nova Haruto');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await fan.page.getByText('Welcome to Aria Nova Fan Club! You’ve joined the club.').waitFor();
    await fan.page.getByText('Joined as Nova Haruto').waitFor();

    await fan.page.getByRole('link', { name: 'Drawing stream VOD' }).click();
    await fan.page.waitForURL((url) => url.pathname.startsWith('/post/'));
    const postPath = new URL(fan.page.url()).pathname;

    // Another member reads the same post on a desktop, listening for comments.
    const other = await openPage(journey.current, VIEWPORTS.desktop);
    await signIn(other.page, demo('fan'), DEMO_PASSWORD);
    const listening = subscribed(other.page, 'useCommentEventsSubscription');
    await other.page.goto(postPath);
    await other.page.getByRole('heading', { name: 'Drawing stream VOD' }).waitFor();
    await listening;
    // The subscribe message is out; give the server a moment to register it before publishing.
    await other.page.waitForTimeout(500);

    const comment = `Timestamps saved me, thank you! ${Date.now()}`;
    await fan.page.getByRole('textbox', { name: 'Write a comment' }).fill(comment);
    await fan.page.getByRole('button', { name: 'Comment', exact: true }).click();
    // In the list, not only in the composer: a refused mutation keeps the text in the text box.
    await fan.page.getByRole('listitem').filter({ hasText: comment }).waitFor();
    // It reaches the other browser over the websocket, under the fan's club nickname, without a reload.
    const arrived = other.page.getByRole('listitem').filter({ hasText: comment });
    await arrived.waitFor({ timeout: 10_000 });
    expect(await arrived.textContent()).toContain('Nova Haruto');

    // The owner hides the post.
    const owner = await openPage(journey.current, VIEWPORTS.desktop);
    await signIn(owner.page, demo('aria'), DEMO_PASSWORD);
    await owner.page.goto(postPath);
    await owner.page.getByRole('button', { name: 'Post options' }).click();
    await owner.page.getByRole('menuitem', { name: 'Hide post' }).click();
    await owner.page.getByText('Post hidden.').waitFor();
    await owner.page.goto('/club/aria/hidden');
    await owner.page.getByText('Drawing stream VOD').waitFor();

    // The fan finds it neither in the club nor at its address.
    await fan.page.goto('/club/aria');
    await fan.page.getByRole('link', { name: 'Speedrun PB!' }).waitFor();
    expect(await fan.page.getByRole('link', { name: 'Drawing stream VOD' }).count()).toBe(0);
    await fan.page.goto(postPath);
    await fan.page.getByText('We couldn’t find that page. Sorry about that!').waitFor();

    // A guest opens a post for the Shooting Star plan: a locked block naming the plan, and no text of it.
    const guest = await openPage(journey.current, VIEWPORTS.mobile);
    await guest.page.goto('/club/mirei');
    await guest.page.getByRole('link', { name: 'Voice diary #12 (Shooting Star)' }).click();
    await guest.page.getByText('For subscribers of Shooting Star and above').waitFor();
    expect(await guest.page.content()).not.toContain('rooftop');
    await guest.page.getByText('Join the club to comment').waitFor();

    for (const { consoleErrors } of [fan, other, owner, guest]) expect(consoleErrors).toEqual([]);
    for (const { context } of [fan, other, owner, guest]) await context.close();
  });
});
