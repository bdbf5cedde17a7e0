// The demo store: goods with options, a voice pack and an upcoming fan meeting in Mirei's club, a mug
// that is not on sale yet in Luna's, and an online concert ticket and a sold-out item in Aria's. Images
// and sounds are drawn here (no binaries in the repository) and stored like uploads.
import crypto from 'node:crypto';
import sharp from 'sharp';
import type { FileKind, Prisma } from '../server/src/generated/prisma/client.ts';
import { fileStorage } from '../server/src/modules/files/files.service.ts';
import type { FileStorage } from '../server/src/platform/storage.ts';

type Tx = Prisma.TransactionClient;
type DemoClub = { id: string; ownerId: string; themeColor: string };

type Motif = 'star' | 'moon' | 'ticket' | 'cup' | 'flag';

// Drawn shapes rather than emoji: the image encoder has no colour emoji font.
const MOTIFS: Record<Motif, string> = {
  star: '<polygon points="400,170 455,330 625,330 488,430 540,590 400,492 260,590 312,430 175,330 345,330" fill="#ffffff" opacity="0.92"/>',
  moon: '<circle cx="400" cy="370" r="170" fill="#ffffff" opacity="0.92"/><circle cx="470" cy="320" r="150" fill="#1b1530"/>',
  ticket:
    '<rect x="190" y="270" width="420" height="200" rx="24" fill="#ffffff" opacity="0.92"/><circle cx="190" cy="370" r="34" fill="#1b1530"/><circle cx="610" cy="370" r="34" fill="#1b1530"/><line x1="470" y1="290" x2="470" y2="450" stroke="#1b1530" stroke-width="8" stroke-dasharray="14 12"/>',
  cup: '<rect x="270" y="250" width="220" height="250" rx="30" fill="#ffffff" opacity="0.92"/><circle cx="520" cy="370" r="62" fill="none" stroke="#ffffff" stroke-width="26" opacity="0.92"/>',
  flag: '<rect x="280" y="200" width="18" height="360" fill="#ffffff"/><rect x="298" y="210" width="240" height="160" fill="#ffffff" opacity="0.92"/><rect x="298" y="210" width="60" height="40" fill="#1b1530"/><rect x="418" y="210" width="60" height="40" fill="#1b1530"/><rect x="358" y="250" width="60" height="40" fill="#1b1530"/><rect x="478" y="250" width="60" height="40" fill="#1b1530"/><rect x="298" y="290" width="60" height="40" fill="#1b1530"/><rect x="418" y="290" width="60" height="40" fill="#1b1530"/><rect x="358" y="330" width="60" height="40" fill="#1b1530"/><rect x="478" y="330" width="60" height="40" fill="#1b1530"/>',
};

/** A square product picture: the club colour, a soft glow, a motif and the product's label. */
async function productImage(color: string, label: string, motif: Motif) {
  const safe = label.replace(/[<>&"]/g, '');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800">
    <defs><radialGradient id="g" cx="50%" cy="40%" r="70%"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient></defs>
    <rect width="800" height="800" fill="${color}"/><rect width="800" height="800" fill="#0b0b12" opacity="0.35"/>
    <rect width="800" height="800" fill="url(#g)"/>
    ${MOTIFS[motif]}
    <text x="400" y="670" font-family="sans-serif" font-weight="700" font-size="48" fill="#ffffff" text-anchor="middle">${safe}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();
}

/** A short mono WAV tone (a stand-in for a voice clip). */
function tone(seconds: number, hz: number): Buffer {
  const rate = 8000;
  const samples = Math.floor(seconds * rate);
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) {
    const fade = Math.min(1, i / 800, (samples - i) / 800);
    data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * hz * i) / rate) * 8000 * fade), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

async function storedFile(tx: Tx, storage: FileStorage, ownerId: string, kind: FileKind, bytes: Buffer, mimeType: string, name: string) {
  const id = crypto.randomUUID();
  const storageKey = kind === 'IMAGE' ? `image/${id}.webp` : `${kind.toLowerCase()}/${id}`;
  await storage.put(storageKey, bytes, { contentType: mimeType, byteSize: bytes.length });
  const size = kind === 'IMAGE' ? { width: 800, height: 800 } : { width: null, height: null };
  await tx.storedFile.create({ data: { id, ownerId, kind, mimeType, byteSize: bytes.length, originalName: name, storageKey, ...size } });
  return id;
}

const image = async (tx: Tx, storage: FileStorage, club: DemoClub, label: string, motif: Motif) =>
  storedFile(tx, storage, club.ownerId, 'IMAGE', await productImage(club.themeColor, label, motif), 'image/webp', `${label}.webp`);

/** Seven products across the three demo clubs; returns how many. */
export async function seedDemoStore(tx: Tx, clubs: readonly DemoClub[], now: number, storage: FileStorage = fileStorage()) {
  const day = 24 * 3600_000;
  const [mirei, luna, aria] = clubs;
  // 14:00 KST (05:00 UTC) on a day some weeks ahead.
  const eventDay = new Date(now + 30 * day);
  eventDay.setUTCHours(5, 0, 0, 0);

  await tx.product.create({
    data: {
      clubId: mirei.id,
      kind: 'GOODS',
      name: 'Stargazer hoodie',
      description: 'Heavyweight cotton hoodie with the Starlight Room constellation embroidered on the back. Ships within 7 days.',
      imageFileIds: [await image(tx, storage, mirei, 'Stargazer hoodie', 'star'), await image(tx, storage, mirei, 'Back print', 'star')],
      price: 59_000,
      shippingFee: 3_000,
      perBuyerLimit: 5,
      createdAt: new Date(now - 5 * day),
      options: {
        create: [
          { name: 'S / Navy', stock: 8, position: 0 },
          { name: 'M / Navy', stock: 14, position: 1 },
          { name: 'L / Navy', stock: 0, position: 2 },
          { name: 'XL / Navy', stock: 3, position: 3 },
        ],
      },
      memberPrices: { create: [{ planLevel: 1, price: 55_000 }, { planLevel: 2, price: 52_000 }] },
    },
  });
  const voice = await storedFile(tx, storage, mirei.ownerId, 'MEDIA', tone(20, 440), 'audio/wav', 'good-night-vol1.wav');
  const preview = await storedFile(tx, storage, mirei.ownerId, 'MEDIA', tone(4, 523), 'audio/wav', 'good-night-preview.wav');
  await tx.product.create({
    data: {
      clubId: mirei.id,
      kind: 'DIGITAL',
      name: 'Good-night voice pack vol. 1',
      description: 'Twelve whispered good-night messages and a lullaby, recorded at home. Korean and Japanese, with subtitles.',
      imageFileIds: [await image(tx, storage, mirei, 'Voice pack vol. 1', 'moon')],
      price: 6_600,
      digitalFileIds: [voice],
      previewFileId: preview,
      createdAt: new Date(now - 3 * day),
      memberPrices: { create: [{ planLevel: 1, price: 5_500 }] },
    },
  });
  await tx.product.create({
    data: {
      clubId: mirei.id,
      kind: 'TICKET',
      name: 'Starlight fan meeting 2027',
      description: 'Talk, a mini live and a photo session with Mirei. Doors open 30 minutes before the start.',
      imageFileIds: [await image(tx, storage, mirei, 'Fan meeting 2027', 'ticket')],
      price: 55_000,
      stock: 300,
      perBuyerLimit: 2,
      salesOpenAt: new Date(now - 2 * day),
      salesCloseAt: eventDay,
      ticketFormat: 'OFFLINE',
      eventStartsAt: eventDay,
      venueName: 'Blue Square Mastercard Hall',
      venueAddress: '294 Itaewon-ro, Yongsan-gu, Seoul',
      venueMapUrl: 'https://map.naver.com/p/search/Blue%20Square',
      validFromMinute: 10 * 60,
      validUntilMinute: 17 * 60 + 30,
      seating: 'GENERAL',
      createdAt: new Date(now - 2 * day),
    },
  });
  await tx.product.create({
    data: {
      clubId: luna.id,
      kind: 'GOODS',
      name: '月見茶屋マグカップ',
      description: 'Moon-viewing tea-house mug, 350 ml. Sales open soon.',
      imageFileIds: [await image(tx, storage, luna, 'Tea-house mug', 'cup')],
      price: 22_000,
      shippingFee: 3_500,
      salesOpenAt: new Date(now + 3 * day),
      createdAt: new Date(now - day),
      options: { create: [{ name: 'Moon white', stock: 50, position: 0 }, { name: 'Night blue', stock: 50, position: 1 }] },
    },
  });
  await tx.product.create({
    data: {
      clubId: luna.id,
      kind: 'DIGITAL',
      name: 'ボイス日記セット',
      description: 'Voice diaries for members of the tea house.',
      imageFileIds: [await image(tx, storage, luna, 'Voice diaries', 'moon')],
      price: 4_400,
      memberOnly: true,
      digitalFileIds: [await storedFile(tx, storage, luna.ownerId, 'MEDIA', tone(10, 392), 'audio/wav', 'voice-diary.wav')],
      createdAt: new Date(now - 2 * day),
    },
  });
  await tx.product.create({
    data: {
      clubId: aria.id,
      kind: 'TICKET',
      name: 'Nova 3D concert (online)',
      description: 'The first 3D concert, streamed live with a 7-day replay.',
      imageFileIds: [await image(tx, storage, aria, '3D concert', 'ticket')],
      price: 33_000,
      stock: 5_000,
      perBuyerLimit: 1,
      ticketFormat: 'ONLINE',
      eventStartsAt: new Date(now + 14 * day),
      salesCloseAt: new Date(now + 14 * day),
      seating: 'GENERAL',
      createdAt: new Date(now - 4 * day),
    },
  });
  await tx.product.create({
    data: {
      clubId: aria.id,
      kind: 'GOODS',
      name: 'Speedrun sticker set',
      description: 'Six glossy stickers from the 42-minute run.',
      imageFileIds: [await image(tx, storage, aria, 'Sticker set', 'flag')],
      price: 7_000,
      shippingFee: 2_500,
      stock: 0,
      createdAt: new Date(now - 6 * day),
    },
  });
  return 7;
}
