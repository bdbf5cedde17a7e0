// The demo world seeded into an empty database on first start: creators with public clubs,
// fans who joined them, posts and comments, so a first visitor sees a living product.
import { newUid } from '../server/src/modules/accounts/uid.ts';
import { hashPassword } from '../server/src/platform/passwords.ts';
import type { PrismaClient } from '../server/src/generated/prisma/client.ts';

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
    ],
  },
] as const;

const fans = [
  { key: 'fan', nickname: 'Minji' },
  { key: 'fan2', nickname: 'Haruto' },
  { key: 'fan3', nickname: 'Sofía' },
  { key: 'fan4', nickname: '小明' },
];

const comments = [
  'This made my day!',
  '오늘도 최고예요 💜',
  '楽しみにしてます！',
  'Can’t wait for the stream!',
  '¡Qué bonito!',
  '加油！',
];

export async function seedDemoWorld(db: PrismaClient) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = Date.now();
  const hour = 3600_000;
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
        await tx.clubMember.create({ data: { clubId: club.id, userId: fan.id, nickname: fan.nickname } });
      }
      for (const [pi, [title, text]] of c.posts.entries()) {
        minutes += 47;
        const post = await tx.post.create({
          data: {
            clubId: club.id,
            authorId: owner.id,
            title,
            content: [{ type: 'paragraph', text }],
            isOwnerPost: true,
            isNotice: title.startsWith('Notice') || title.includes('お知らせ'),
            createdAt: new Date(now - minutes * 60_000),
          },
        });
        for (let k = 0; k < 3; k++) {
          const author = fanUsers[(pi + k + ci) % fanUsers.length];
          await tx.comment.create({
            data: {
              postId: post.id,
              authorId: author.id,
              body: comments[(pi * 3 + k + ci) % comments.length],
              createdAt: new Date(now - minutes * 60_000 + (k + 1) * 5 * 60_000),
            },
          });
        }
      }
    }
    // A fan post and a private (not yet public) club, so visibility rules have something to hide.
    await tx.post.create({
      data: {
        clubId: clubs[0].id,
        authorId: fanUsers[0].id,
        title: 'My first fan art!',
        content: [{ type: 'paragraph', text: 'Drew Mirei under the stars. Be gentle, it is my first try!' }],
        createdAt: new Date(now - 20 * 60_000),
      },
    });
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
    return { clubs: clubs.length + 1, fans: fanUsers.length };
  });
}
