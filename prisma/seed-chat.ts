// Demo chat, so Mirei's inbox is alive on first start: Haruto and Mirei have talked (his last message is
// unread), and Sofía has just said hello. Minji (the demo "fan") has no conversation yet, so the fan side
// starts from its empty state. Counters are written as the chat service keeps them.
import type { Prisma } from '../server/src/generated/prisma/client.ts';

type Tx = Prisma.TransactionClient;

export async function seedDemoChat(tx: Tx, club: { id: string; ownerId: string }, fans: { id: string }[], now: number) {
  const minute = 60_000;
  const threads: { fan: { id: string }; lines: [fromOwner: boolean, body: string, minutesAgo: number][]; starred?: boolean }[] = [
    {
      fan: fans[1],
      starred: true,
      lines: [
        [false, 'Mirei! The acoustic karaoke last night was amazing. Could you sing “Starlight Parade” next time?', 180],
        [true, 'Thank you Haruto! I’ll put it on the list for Friday ✨', 150],
        [false, 'Yay! I’ll be there. お疲れさまでした！', 20],
      ],
    },
    { fan: fans[2], lines: [[false, '¡Hola Mirei! I just subscribed — your covers got me through exams 💜', 5]] },
  ];
  let ownerUnreadTotal = 0;
  for (const thread of threads) {
    const conversation = await tx.chatConversation.create({ data: { clubId: club.id, fanId: thread.fan.id, ownerId: club.ownerId, starred: thread.starred ?? false } });
    let last: { id: string; createdAt: Date } | null = null;
    let ownerUnread = 0;
    let ownerReadAt: Date | null = null;
    for (const [fromOwner, body, ago] of thread.lines) {
      const createdAt = new Date(now - ago * minute);
      last = await tx.chatMessage.create({ data: { conversationId: conversation.id, senderId: fromOwner ? club.ownerId : thread.fan.id, body, createdAt } });
      if (fromOwner) {
        ownerUnread = 0;
        ownerReadAt = createdAt;
      } else ownerUnread += 1;
    }
    await tx.chatConversation.update({
      where: { id: conversation.id },
      data: {
        lastMessageId: last!.id,
        lastMessageAt: last!.createdAt,
        messageCount: thread.lines.length,
        ownerUnread,
        ownerReadAt,
        fanReadAt: last!.createdAt,
      },
    });
    ownerUnreadTotal += ownerUnread;
  }
  await tx.chatUnreadTotal.upsert({ where: { userId: club.ownerId }, create: { userId: club.ownerId, unread: ownerUnreadTotal }, update: { unread: ownerUnreadTotal } });
}
