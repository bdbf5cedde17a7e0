// Seeds the demo world into DATABASE_URL when it holds no users yet.
import { seedDemoWorld } from '../prisma/seed.ts';
import { connectDatabase, disconnectDatabase } from '../server/src/platform/database.ts';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is required');
  process.exit(2);
}
const db = connectDatabase(url);
if ((await db.user.count()) > 0) console.log('The database already has users; nothing seeded.');
else console.log('Seeded', await seedDemoWorld(db));
await disconnectDatabase();
