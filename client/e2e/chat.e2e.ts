// Private chat in two real browsers: a fan writes to Mirei from the club's chat on a phone; Mirei sees the
// conversation arrive live in her inbox and the unread count on her tab bar go up, opens it (the count
// goes down), replies, and the fan sees the reply without a reload. Screenshots at 390 and 1440 px go to
// CHAT_SCREENSHOTS when it is set.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../prisma/seed.ts';
import { openPage, setupJourney, signIn, VIEWPORTS } from './support/harness.ts';

const journey = setupJourney();
const demo = (key: string) => `${key}@demo.oshi.local`;
const shots = process.env.CHAT_SCREENSHOTS;

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

const tabBarCount = (page: Page) => page.getByRole('navigation', { name: 'Main' }).last().getByTestId('chat-unread-count');

describe('chat', () => {
  it('a fan writes, the owner sees it live with the tab bar count, replies, and the fan sees the reply live', async () => {
    const fan = await openPage(journey.current, VIEWPORTS.mobile);
    await signIn(fan.page, demo('fan'), DEMO_PASSWORD);
    await fan.page.goto('/club/mirei/chat');
    await fan.page.getByText('Say hello').waitFor({ timeout: 15_000 }).catch(async (error) => {
      await fan.page.screenshot({ path: '/tmp/chat-shots/debug.png' });
      console.log(fan.consoleErrors, await fan.page.content().then((h) => h.slice(0, 3000)));
      throw error;
    });
    await fan.page.getByTestId('chat-rule').filter({ hasText: 'All members can write' }).waitFor();

    // Mirei waits in her inbox on her phone: two seeded conversations, two unread messages.
    const owner = await openPage(journey.current, VIEWPORTS.mobile);
    await signIn(owner.page, demo('mirei'), DEMO_PASSWORD);
    const listening = subscribed(owner.page, 'useChatInboxEventsSubscription');
    await owner.page.goto('/mypage/manage/inbox');
    await owner.page.getByTestId('inbox-row').first().waitFor();
    await listening;
    await owner.page.waitForTimeout(500);
    await tabBarCount(owner.page).filter({ hasText: '2' }).waitFor();
    if (shots) await owner.page.screenshot({ path: path.join(shots, 'chat-inbox-mobile.png'), fullPage: false });

    // The fan's first message opens the conversation.
    await fan.page.getByTestId('chat-input').fill('Hi Mirei! Loved the stream 💜');
    await fan.page.getByTestId('chat-send').click();
    await fan.page.getByTestId('chat-message').filter({ hasText: 'Loved the stream' }).waitFor();

    // Mirei sees it arrive at the top of her inbox, and her tab bar count go up, without a reload.
    await owner.page.getByTestId('inbox-row').first().filter({ hasText: 'Loved the stream' }).waitFor({ timeout: 10_000 });
    await tabBarCount(owner.page).filter({ hasText: '3' }).waitFor({ timeout: 10_000 });

    // The fan now listens on the conversation; Mirei opens it (reading it) and replies.
    const fanListening = subscribed(fan.page, 'useChatEventsSubscription');
    await fan.page.reload();
    await fan.page.getByTestId('chat-message').filter({ hasText: 'Loved the stream' }).waitFor();
    await fanListening;
    await fan.page.waitForTimeout(500);
    await owner.page.getByTestId('inbox-row').first().click();
    await owner.page.waitForURL((url) => url.pathname.startsWith('/mypage/manage/inbox/'));
    await owner.page.getByTestId('chat-message').filter({ hasText: 'Loved the stream' }).waitFor();
    await owner.page.getByTestId('chat-input').fill('Thank you! See you on Friday ✨');
    await owner.page.getByTestId('chat-send').click();
    await owner.page.getByTestId('chat-message').filter({ hasText: 'See you on Friday' }).waitFor();

    // The reply reaches the fan live, on the left (from the other side).
    const reply = fan.page.getByTestId('chat-message').filter({ hasText: 'See you on Friday' });
    await reply.waitFor({ timeout: 10_000 });
    expect(await reply.getAttribute('data-mine')).toBe('false');
    if (shots) await fan.page.screenshot({ path: path.join(shots, 'chat-fan-mobile.png'), fullPage: false });
    if (shots) await owner.page.screenshot({ path: path.join(shots, 'chat-owner-thread-mobile.png'), fullPage: false });

    // Back in the inbox, reading the conversation took its message off the tab bar count.
    await owner.page.goto('/mypage/manage/inbox');
    await tabBarCount(owner.page).filter({ hasText: '2' }).waitFor({ timeout: 10_000 });

    if (shots) {
      const wide = await openPage(journey.current, VIEWPORTS.desktop);
      await signIn(wide.page, demo('mirei'), DEMO_PASSWORD);
      await wide.page.goto('/mypage/manage/inbox');
      await wide.page.getByTestId('inbox-row').first().waitFor();
      await wide.page.screenshot({ path: path.join(shots, 'chat-inbox-desktop.png'), fullPage: false });
      await wide.page.getByTestId('inbox-row').first().click();
      await wide.page.getByTestId('chat-message').first().waitFor();
      await wide.page.screenshot({ path: path.join(shots, 'chat-owner-thread-desktop.png'), fullPage: false });
      const fanWide = await openPage(journey.current, VIEWPORTS.desktop);
      await signIn(fanWide.page, demo('fan'), DEMO_PASSWORD);
      await fanWide.page.goto('/club/mirei/chat');
      await fanWide.page.getByTestId('chat-message').first().waitFor();
      await fanWide.page.screenshot({ path: path.join(shots, 'chat-fan-desktop.png'), fullPage: false });
    }

    expect(fan.consoleErrors).toEqual([]);
    expect(owner.consoleErrors).toEqual([]);
  });
});
