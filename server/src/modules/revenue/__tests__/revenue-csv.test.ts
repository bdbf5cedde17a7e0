// GET /revenue/entries.csv: the owner's statement as CSV (filters as in GraphQL); nothing for anyone else;
// tokens need REVENUE_READ; cells a spreadsheet would run as formulas are defused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { communityWorld, gid, tokenHeaders } from '../../clubs/__tests__/community-helpers.ts';
import { csvCell } from '../../../http/csv.ts';
import { at, pay, refund } from './revenue-helpers.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => app?.close());

const csv = (query: string, headers: Record<string, string>) => fetch(`${app.url}/revenue/entries.csv${query}`, { headers });

describe('revenue CSV', () => {
  it('streams the owner’s payments and refunds, filtered, and nothing of them to anyone else', async () => {
    const w = await communityWorld();
    await db().club.update({ where: { id: w.club.id }, data: { name: '=Mirei, "live"' } });
    const p1 = await pay(w.club.id, 10_000, 'CARD', at(0), 'SUBSCRIPTION');
    const p2 = await pay(w.club.id, 30_000, 'VIRTUAL_ACCOUNT', at(0), 'TICKET');
    await refund(p2);

    const response = await csv('', w.owner.headers);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="oshi-revenue-/);
    const lines = (await response.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('recorded_at,kind,source,club,gross,vat,platform_fee,gateway_fee,net,payment_id');
    expect(lines.slice(1).map((l) => l.split(',').slice(1, 3))).toEqual([['REFUND', 'TICKET'], ['PAYMENT', 'TICKET'], ['PAYMENT', 'SUBSCRIPTION']]);
    expect(lines[3]).toContain(`"'=Mirei`);
    expect(lines[3]).toMatch(new RegExp(`,10000,909,1000,330,7761,${p1}$`));
    expect(lines[1]).toMatch(/,-30000,-2727,-3000,-300,-23973,/);

    const tickets = await (await csv(`?source=PRODUCT&clubId=${encodeURIComponent(gid('Club', w.club.id))}`, w.owner.headers)).text();
    expect(tickets.trim().split('\r\n')).toHaveLength(1);
    expect((await csv('?source=NOPE', w.owner.headers)).status).toBe(400);
    // A period PostgreSQL's timestamps cannot hold is refused before any line is written, not failed mid-file.
    for (const from of ['soon', '-200000-01-01T00:00:00Z', '+200000-01-01T00:00:00Z']) {
      const refused = await csv(`?from=${encodeURIComponent(from)}`, w.owner.headers);
      expect(refused.status, from).toBe(400);
      expect(await refused.json()).toMatchObject({ name: 'INVALID_INPUT', desc: 'from and to are ISO dates of the years 1 to 9999' });
    }

    for (const who of [w.member, w.subscriber, w.outsider, w.admin]) {
      const text = await (await csv(`?clubId=${encodeURIComponent(gid('Club', w.club.id))}`, who.headers)).text();
      expect(text.trim().split('\r\n'), 'header only').toHaveLength(1);
    }
    expect((await csv('', {})).status).toBe(401);
    expect((await csv('', await tokenHeaders(w.owner.user.id, ['ORDERS_READ']))).status).toBe(403);
    const viaToken = await (await csv('', await tokenHeaders(w.owner.user.id, ['REVENUE_READ']))).text();
    expect(viaToken.trim().split('\r\n')).toHaveLength(4);
  });

  it('quotes and defuses cells', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('+cmd')).toBe("'+cmd");
    expect(csvCell(-500)).toBe('-500');
    expect(csvCell(null)).toBe('');
  });
});
