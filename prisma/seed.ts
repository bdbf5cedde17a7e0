// The demo world seeded into an empty database on first start: creators with public clubs,
// fans who joined them, posts and comments, so a first visitor sees a living product.
import { newUid } from '../server/src/modules/accounts/uid.ts';
import { nicknameKey } from '../server/src/modules/clubs/nickname-key.ts';
import { contentSummary } from '../server/src/modules/posts/post-content.ts';
import { hashPassword } from '../server/src/platform/passwords.ts';
import type { PrismaClient } from '../server/src/generated/prisma/client.ts';
import type { FileStorage } from '../server/src/platform/storage.ts';
import { releaseDueEarnings } from '../server/src/modules/revenue/ledger.service.ts';
import { seedDemoHistory } from './seed-history.ts';
import { seedDemoChat } from './seed-chat.ts';
import { seedDemoOrders } from './seed-orders.ts';
import { seedDemoStore } from './seed-store.ts';

export const DEMO_PASSWORD = 'oshi-demo-2026';
const DOMAIN = 'demo.oshi.local';
const REQUIRED_CONSENTS = ['TERMS_OF_SERVICE', 'PRIVACY_COLLECTION', 'THIRD_PARTY_PROVISION', 'PAYMENT_AGENCY'] as const;

const creators = [
  {
    key: 'mirei',
    nickname: 'Hoshino Mirei',
    club: {
      uri: 'mirei',
      name: 'Mirei’s Starlight Room',
      fandomName: 'Stargazers',
      themeColor: '#8B5CF6',
      introduction:
        'A cosy corner for late-night singing streams, cover songs and stargazing chats. 별빛 아래에서 함께 노래해요!',
    },
    posts: [
      ['Tonight: acoustic karaoke at 21:00 KST', 'Bring your requests! I will sing the top five from the comments below.'],
      ['New cover is out', 'Thank you for 100k views on the new cover. Reading every comment with tea right now.'],
      ['Notice: schedule for this week', 'Mon: chatting · Wed: rhythm game · Fri: karaoke · Sun: off (really resting!)'],
    ],
    plans: [
      { name: 'Stargazer', monthlyPrice: 4900, level: 1, benefits: ['Subscriber-only posts', 'Members badge in chat'] },
      { name: 'Shooting Star', monthlyPrice: 9900, level: 2, benefits: ['Everything in Stargazer', 'Monthly voice diary', 'Song request priority'] },
      { name: 'Supernova', monthlyPrice: 29000, level: 3, benefits: ['Everything in Shooting Star', 'A handwritten card every season'] },
    ],
  },
  {
    key: 'luna',
    nickname: '如月ルナ',
    club: {
      uri: 'luna',
      name: 'ルナの月見茶屋',
      fandomName: 'お月見隊',
      themeColor: '#6366F1',
      introduction: '雑談とホラーゲームの配信をしています。月見茶屋へようこそ！ Horror games and cosy chats.',
    },
    posts: [
      ['ホラゲー耐久配信のお知らせ', '今週末は朝までホラーゲーム！みんなで一緒に叫びましょう。'],
      ['Fan art of the week', 'Look at this amazing moon-viewing fan art. You are all so talented!'],
      ['新しい衣装、来月公開！', 'ヒントは「秋の夜長」。予想をコメントしてね。'],
    ],
    plans: [
      { name: 'お月見団子', monthlyPrice: 3000, level: 1, benefits: ['メンバー限定投稿', '限定スタンプ'] },
      { name: '満月', monthlyPrice: 8000, level: 2, benefits: ['お月見団子の特典すべて', 'ボイス日記'] },
    ],
  },
  {
    key: 'aria',
    nickname: 'Aria Nova',
    club: {
      uri: 'aria',
      name: 'Aria Nova Fan Club',
      fandomName: 'Novas',
      themeColor: '#EC4899',
      introduction: 'Streaming speedruns, drawing and the occasional 3D concert. 星云见！Bienvenidos a todos.',
    },
    posts: [
      ['Speedrun PB!', 'Finally under 42 minutes. Thank you for cheering through 300 resets.'],
      ['Drawing stream VOD', 'The full three-hour drawing stream is up, timestamps in the description.'],
      ['3D concert rehearsal diary', 'Day 4 of rehearsals. My legs hurt but it is going to be worth it.'],
      ['Notice: concert tickets', 'Tickets for the 3D concert open next Friday at 20:00 KST. Subscribers get a 24-hour early window.'],
    ],
    plans: [
      { name: 'Nova Crew', monthlyPrice: 3900, level: 1, benefits: ['Subscriber-only posts', 'Monthly wallpaper'] },
      { name: 'Supernova', monthlyPrice: 9900, level: 2, benefits: ['Everything in Nova Crew', 'Concert rehearsal videos'] },
    ],
  },
] as const;

const fans = [
  { key: 'fan', nickname: 'Minji', clubNickname: '별빛 민지' },
  { key: 'fan2', nickname: 'Haruto', clubNickname: 'ハルト' },
  { key: 'fan3', nickname: 'Sofía', clubNickname: 'Sofi estrella' },
  { key: 'fan4', nickname: '小明', clubNickname: '星光小明' },
];

/** Seeded posts and comments were written at a past time and never edited since. */
const writtenAt = (at: Date) => ({ createdAt: at, updatedAt: at });

/** A paragraph block in the spans format. */
const paragraph = (text: string, style: { bold?: boolean; href?: string } = {}) => ({ type: 'paragraph', spans: [{ text, ...style }] });
/** A post's content with what the server stores beside it (its preview and lock), as createPost writes them. */
const postBody = (content: object[], isSubscriberOnly = false) => ({ content, ...contentSummary(content, isSubscriberOnly) });

const comments = [
  'This made my day!',
  '오늘도 최고예요 💜',
  '楽しみにしてます！',
  'Can’t wait for the stream!',
  '¡Qué bonito!',
  '加油！',
];

/** `storage` receives the demo store's pictures and sounds (the app's configured storage, by default the files module's). */
export async function seedDemoWorld(db: PrismaClient, options: { storage?: FileStorage } = {}) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = Date.now();
  const hour = 3600_000;
  // Drawing the demo store's pictures takes a few seconds on a busy machine: more than the default 5 s.
  return db.$transaction(async (tx) => {
    const user = (key: string, nickname: string, role: 'USER' | 'CREATOR' | 'ADMIN') =>
      tx.user.create({
        data: {
          uid: newUid(),
          handle: role === 'CREATOR' ? key : null,
          email: `${key}@${DOMAIN}`,
          emailVerifiedAt: new Date(),
          passwordHash,
          nickname,
          role,
          // The four required consents, so demo accounts can sign in straight away.
          consents: { create: REQUIRED_CONSENTS.map((kind) => ({ kind, version: '2026-01-01' })) },
        },
      });
    await user('admin', 'Oshi Admin', 'ADMIN');
    const fanUsers = [];
    for (const f of fans) fanUsers.push(await user(f.key, f.nickname, 'USER'));

    let minutes = 0;
    const clubs = [];
    for (const [ci, c] of creators.entries()) {
      const owner = await user(c.key, c.nickname, 'CREATOR');
      const club = await tx.club.create({
        data: { ...c.club, ownerId: owner.id, isPublic: true, publishedAt: new Date(now - (30 - ci) * 24 * hour) },
      });
      clubs.push(club);
      for (const [fi, fan] of fanUsers.entries()) {
        if ((fi + ci) % 4 === 3) continue; // not every fan joins every club
        // Some fans use a per-club nickname, the others their main profile.
        const nickname = (fi + ci) % 2 === 0 ? fans[fi].clubNickname : null;
        await tx.clubMember.create({
          data: {
            clubId: club.id,
            userId: fan.id,
            nickname,
            nicknameKey: nicknameKey(nickname ?? fan.nickname),
            joinedAt: new Date(now - (20 - fi - ci) * 24 * hour),
          },
        });
      }
      for (const [pi, [title, text]] of c.posts.entries()) {
        minutes += 47;
        const post = await tx.post.create({
          data: {
            clubId: club.id,
            authorId: owner.id,
            title,
            ...postBody([paragraph(text)]),
            isOwnerPost: true,
            isNotice: title.startsWith('Notice') || title.includes('お知らせ'),
            ...writtenAt(new Date(now - minutes * 60_000)),
          },
        });
        for (let k = 0; k < 3; k++) {
          const author = fanUsers[(pi + k + ci) % fanUsers.length];
          await tx.comment.create({
            data: {
              postId: post.id,
              authorId: author.id,
              body: comments[(pi * 3 + k + ci) % comments.length],
              ...writtenAt(new Date(now - minutes * 60_000 + (k + 1) * 5 * 60_000)),
            },
          });
        }
      }
    }
    // Plans per club; the first demo fan subscribes to Mirei's level-1 plan, so her level-2 post stays locked.
    const plansByClub: { id: string; level: number }[][] = [];
    for (const [ci, c] of creators.entries()) {
      const plans = [];
      for (const [position, plan] of c.plans.entries()) {
        plans.push(await tx.plan.create({ data: { ...plan, benefits: [...plan.benefits], clubId: clubs[ci].id, position } }));
      }
      plansByClub.push(plans);
    }
    const [mireiClub] = clubs;
    const [mireiLevel1, mireiLevel2] = plansByClub[0];
    await tx.subscription.create({
      data: {
        clubId: mireiClub.id,
        planId: mireiLevel1.id,
        userId: fanUsers[0].id,
        startedAt: new Date(now - 10 * 24 * hour),
        currentPeriodStart: new Date(now - 10 * 24 * hour),
        currentPeriodEnd: new Date(now + 20 * 24 * hour),
      },
    });
    // An owner post with a subscriber-only section, and a whole post for the level-2 plan.
    await tx.post.create({
      data: {
        clubId: mireiClub.id,
        authorId: mireiClub.ownerId,
        title: 'Setlist for Friday (plus a secret)',
        isOwnerPost: true,
        ...postBody([
          paragraph('Friday karaoke setlist is ready! Opening with the new cover, closing with everyone’s favourite.'),
          {
            type: 'paragraph',
            spans: [{ text: 'Requests are open ' }, { text: 'on the stream page', href: 'https://www.youtube.com/@oshi-demo' }, { text: '.' }],
          },
          { type: 'embed', provider: 'YOUTUBE', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
          { type: 'subscriberOnly', blocks: [paragraph('Stargazers: the surprise song is the duet from last winter. Shh!', { bold: true })] },
        ]),
        ...writtenAt(new Date(now - 30 * 60_000)),
      },
    });
    await tx.post.create({
      data: {
        clubId: mireiClub.id,
        authorId: mireiClub.ownerId,
        title: 'Voice diary #12 (Shooting Star)',
        isOwnerPost: true,
        isSubscriberOnly: true,
        requiredPlanId: mireiLevel2.id,
        ...postBody([paragraph('This month I recorded the diary on the rooftop. Thank you for staying with me through the busy weeks.')], true),
        ...writtenAt(new Date(now - 90 * 60_000)),
      },
    });
    // Fan posts, one fan letter for the owner only, and a comment thread with replies and a deleted comment.
    const fanArt = await tx.post.create({
      data: {
        clubId: mireiClub.id,
        authorId: fanUsers[0].id,
        title: 'My first fan art!',
        ...postBody([paragraph('Drew Mirei under the stars. Be gentle, it is my first try!')]),
        ...writtenAt(new Date(now - 20 * 60_000)),
      },
    });
    await tx.post.create({
      data: {
        clubId: clubs[1].id,
        authorId: fanUsers[1].id,
        title: '昨日の配信ありがとう！',
        ...postBody([paragraph('ホラゲー耐久、最後まで見ました。叫び声が最高でした 🌙')]),
        ...writtenAt(new Date(now - 50 * 60_000)),
      },
    });
    await tx.post.create({
      data: {
        clubId: clubs[2].id,
        authorId: fanUsers[2].id,
        title: '¡Felicidades por el récord!',
        ...postBody([paragraph('Vi las 300 resets en directo. ¡Eres increíble, Aria!')]),
        ...writtenAt(new Date(now - 70 * 60_000)),
      },
    });
    await tx.post.create({
      data: {
        clubId: mireiClub.id,
        authorId: fanUsers[1].id,
        title: 'A letter for Mirei',
        isOwnerOnly: true,
        ...postBody([paragraph('Your streams got me through exam season. Thank you, really.')]),
        ...writtenAt(new Date(now - 40 * 60_000)),
      },
    });
    const top = await tx.comment.create({
      data: { postId: fanArt.id, authorId: fanUsers[1].id, body: 'Love the colours!', ...writtenAt(new Date(now - 18 * 60_000)) },
    });
    await tx.comment.create({
      data: {
        postId: fanArt.id,
        authorId: fanUsers[0].id,
        parentId: top.id,
        mentionedUserId: fanUsers[1].id,
        body: 'Thank you so much!',
        ...writtenAt(new Date(now - 16 * 60_000)),
      },
    });
    await tx.comment.create({
      data: {
        postId: fanArt.id,
        authorId: mireiClub.ownerId,
        parentId: top.id,
        mentionedUserId: fanUsers[0].id,
        body: 'I am framing this one 💜',
        ...writtenAt(new Date(now - 15 * 60_000)),
      },
    });
    const deleted = await tx.comment.create({
      data: {
        postId: fanArt.id,
        authorId: fanUsers[3].id,
        body: 'This comment was removed by its author.',
        deletedAt: new Date(now - 10 * 60_000),
        ...writtenAt(new Date(now - 14 * 60_000)),
      },
    });
    await tx.comment.create({
      data: {
        postId: fanArt.id,
        authorId: fanUsers[2].id,
        parentId: deleted.id,
        mentionedUserId: fanUsers[3].id,
        body: '¿Qué decía? Me lo perdí.',
        ...writtenAt(new Date(now - 12 * 60_000)),
      },
    });
    // Activity follows the newest post of each club.
    for (const club of clubs) {
      const newest = await tx.post.findFirst({ where: { clubId: club.id }, orderBy: { createdAt: 'desc' }, select: { createdAt: true } });
      if (newest) await tx.club.update({ where: { id: club.id }, data: { lastActivityAt: newest.createdAt } });
    }
    // A private (not yet public) club, so visibility rules have something to hide.
    const draftOwner = await user('newcreator', 'Kai Draft', 'CREATOR');
    await tx.club.create({
      data: {
        uri: 'kai-draft',
        name: 'Kai’s Workshop (draft)',
        introduction: 'Not public yet.',
        ownerId: draftOwner.id,
      },
    });
    // A fan waiting to become a creator, so the admin area has an application to review.
    await tx.creatorApplication.create({
      data: {
        userId: fanUsers[2].id,
        channelLinks: ['https://www.youtube.com/@sofia-sings', 'https://www.twitch.tv/sofia_sings'],
        introduction:
          'Hola! I stream Spanish and Korean covers twice a week and would love a club for my listeners. ¡Gracias!',
        createdAt: new Date(now - 2 * hour),
      },
    });
    const products = await seedDemoStore(tx, clubs, now, options.storage);
    const orders = await seedDemoOrders(tx, mireiClub.id, fanUsers, now);
    // Two conversations in Mirei's inbox, one with an unread message.
    await seedDemoChat(tx, mireiClub, fanUsers, now);
    // Months of members, subscribers and payments, so each creator's dashboard has figures and charts.
    await seedDemoHistory(tx, clubs, now, DOMAIN);
    // Earnings past the refund window are withdrawable, as the release job would have made them.
    while ((await releaseDueEarnings(tx, new Date(now))) > 0);
    return { clubs: clubs.length + 1, fans: fanUsers.length, plans: plansByClub.flat().length, products, orders };
  }, { timeout: 60_000 });
}
