// Private chat in two real browsers: a fan writes to Mirei from the club's chat on a phone; Mirei sees the
// conversation arrive live in her inbox and the unread count on her tab bar go up, opens it (the count
// goes down), replies, and the fan sees the reply without a reload. Screenshots at 390 and 1440 px go to
// CHAT_SCREENSHOTS when it is set. A fan's list of chats on a desktop follows a new message live (and the
// header's count, and a notification), and a fan who blocked the creator is told so, with a way to unblock.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../prisma/seed.ts';
import { db } from '../../server/src/platform/database.ts';
import { sendMessage } from '../../server/src/modules/chat/chat.service.ts';
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

  it('a fan’s list of chats and the header count follow a new message live; a fan who blocked the creator is told so', async () => {
    // Haruto (demo fan2) has talked with Mirei; he has nothing unread.
    const haruto = await db().user.findUniqueOrThrow({ where: { email: demo('fan2') }, select: { id: true } });
    const mirei = await db().user.findUniqueOrThrow({ where: { email: demo('mirei') }, select: { id: true, role: true } });
    const conversation = await db().chatConversation.findFirstOrThrow({ where: { fanId: haruto.id } });
    const fan = await openPage(journey.current, VIEWPORTS.desktop);
    await signIn(fan.page, demo('fan2'), DEMO_PASSWORD);
    const listening = subscribed(fan.page, 'useChatInboxEventsSubscription');
    await fan.page.goto('/mypage/chat');
    const row = fan.page.getByTestId('fan-chat-row').first();
    await row.filter({ hasText: 'I’ll be there' }).waitFor({ timeout: 15_000 });
    await listening;
    await fan.page.waitForTimeout(500);
    expect(await fan.page.getByTestId('header-chat-link').getAttribute('href')).toBe('/mypage/chat');

    // Mirei answers: the row, its count and the header's count change without a reload.
    await sendMessage(mirei, { conversationId: conversation.id, body: 'Friday it is! 🎤' }, journey.current.app.pubsub);
    await row.filter({ hasText: 'Friday it is!' }).getByTestId('inbox-unread').filter({ hasText: '1' }).waitFor({ timeout: 10_000 });
    await fan.page.getByTestId('header-chat-unread').filter({ hasText: '1' }).waitFor({ timeout: 10_000 });
    if (shots) await fan.page.screenshot({ path: path.join(shots, 'chat-mine-desktop.png'), fullPage: false });
    // One notice of it, leading to the club's chat.
    await fan.page.getByTestId('notification-bell').click();
    const notice = fan.page.getByTestId('notification').filter({ hasText: 'sent you a message' }).first();
    await notice.waitFor({ timeout: 10_000 });
    expect(await notice.getAttribute('href')).toMatch(/^\/club\/mirei\/chat$/);
    await notice.click();
    await fan.page.getByTestId('chat-message').filter({ hasText: 'Friday it is!' }).waitFor();

    // Haruto blocks Mirei: the chat tells him it is his block, and where to lift it.
    await db().userBlock.create({ data: { blockerId: haruto.id, blockedId: mirei.id } });
    await fan.page.reload();
    const refusal = fan.page.getByTestId('chat-refusal');
    await refusal.filter({ hasText: 'You blocked this creator' }).waitFor({ timeout: 10_000 });
    expect(await refusal.getByRole('link', { name: 'Unblock' }).getAttribute('href')).toBe('/mypage/blocked');
    await db().userBlock.deleteMany({ where: { blockerId: haruto.id, blockedId: mirei.id } });

    if (shots) {
      const phone = await openPage(journey.current, VIEWPORTS.mobile);
      await signIn(phone.page, demo('fan2'), DEMO_PASSWORD);
      await phone.page.goto('/mypage/chat');
      await phone.page.getByTestId('fan-chat-row').first().waitFor();
      await phone.page.screenshot({ path: path.join(shots, 'chat-mine-mobile.png'), fullPage: false });
      const empty = await openPage(journey.current, VIEWPORTS.mobile);
      await signIn(empty.page, demo('fan4'), DEMO_PASSWORD);
      await empty.page.goto('/mypage/chat');
      await empty.page.getByText('No conversations yet').waitFor();
      await empty.page.screenshot({ path: path.join(shots, 'chat-mine-empty-mobile.png'), fullPage: false });
    }
    expect(fan.consoleErrors).toEqual([]);
  });
});
