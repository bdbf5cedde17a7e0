// Pending earnings are listed by the Korean day they become withdrawable. Instants are stored in UTC, so
// a payment between 00:00 and 09:00 KST falls on the previous UTC day: it must still be grouped and
// named by its Korean day, apart from one made late the evening before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { createClub } from '../../../testing/fixtures.ts';
import { run, signedIn } from '../../clubs/__tests__/community-helpers.ts';
import { pay } from './revenue-helpers.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => app?.close());

describe('pending revenue by Korean day', () => {
  it('splits a late-evening and an early-morning payment into their own KST days', async () => {
    const owner = await signedIn({ role: 'CREATOR', nickname: 'Night owl' });
    const club = await createClub({ ownerId: owner.user.id });
    const future = (iso: string) => new Date(new Date(iso).getTime() + 365 * 86_400_000);
    await pay(club.id, 10_000, 'CARD', future('2026-11-02T13:00:00Z')); // 22:00 KST on 2 Nov (+1 year): 7,761
    await pay(club.id, 20_000, 'CARD', future('2026-11-02T16:00:00Z')); // 01:00 KST on 3 Nov (+1 year): 15,522
    await pay(club.id, 5_000, 'CARD', future('2026-11-02T23:30:00Z')); // 08:30 KST on 3 Nov (+1 year): 3,880

    const data = await run(app, '{ revenueSummary { pending pendingByDate { availableOn amount } } }', {}, owner.headers);
    expect(data.revenueSummary.pendingByDate).toEqual([
      { availableOn: '2027-11-09', amount: 7_761 },
      { availableOn: '2027-11-10', amount: 15_522 + 3_880 },
    ]);
    expect(data.revenueSummary.pending).toBe(7_761 + 15_522 + 3_880);
  });
});
