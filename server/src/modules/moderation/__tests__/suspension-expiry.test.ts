// Suspensions end on time: the scheduled job's work lifts every suspension whose end has passed (and no
// other), ends the sessions kept to tell it, and writes a system entry (no actor) to the audit log; and
// startApp schedules it when scheduled jobs are on.
import { afterAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { createUser } from '../../../testing/fixtures.ts';
import { createSession } from '../../accounts/sessions.service.ts';
import { runSuspensionExpiry, SUSPENSIONS_QUEUE } from '../moderation.setup.ts';

const database = setupTestDatabase();
let app: App | undefined;
afterAll(async () => app?.close());

const DAY = 86_400_000;

async function suspended(until: Date | null, reason: string) {
  const user = await createUser();
  await db().user.update({ where: { id: user.id }, data: { status: 'SUSPENDED', suspendedUntil: until, suspensionReason: reason } });
  await createSession(user.id);
  return user;
}

describe('the suspension expiry job', () => {
  it('lifts the suspensions whose time is up, ends their sessions and audits each as the system', async () => {
    const now = new Date();
    const due = await suspended(new Date(now.getTime() - 60_000), 'Spam');
    const dueToo = await suspended(new Date(now.getTime() - 2 * DAY), 'Harassment');
    const later = await suspended(new Date(now.getTime() + DAY), 'Later');
    const forGood = await suspended(null, 'Fraud');

    expect(await runSuspensionExpiry(now)).toBe(2);

    const statuses = await db().user.findMany({ where: { id: { in: [due.id, dueToo.id, later.id, forGood.id] } }, select: { id: true, status: true, suspendedUntil: true, suspensionReason: true } });
    const byId = new Map(statuses.map((u) => [u.id, u]));
    for (const user of [due, dueToo]) expect(byId.get(user.id)).toMatchObject({ status: 'ACTIVE', suspendedUntil: null, suspensionReason: null });
    for (const user of [later, forGood]) expect(byId.get(user.id)!.status).toBe('SUSPENDED');
    expect(await db().session.count({ where: { userId: { in: [due.id, dueToo.id] } } })).toBe(0);
    expect(await db().session.count({ where: { userId: { in: [later.id, forGood.id] } } })).toBe(2);

    const entries = await db().auditLog.findMany({ where: { action: 'user.suspension_end' }, orderBy: { targetId: 'asc' } });
    expect(entries.map((e) => e.targetId).sort()).toEqual([due.id, dueToo.id].sort());
    for (const entry of entries) expect(entry).toMatchObject({ actorId: null, targetType: 'User' });
    expect(entries.find((e) => e.targetId === due.id)!.details).toMatchObject({ reason: 'Spam' });

    // Nothing more is due: a second run lifts nothing and writes nothing.
    expect(await runSuspensionExpiry(now)).toBe(0);
    expect(await db().auditLog.count({ where: { action: 'user.suspension_end' } })).toBe(2);
    // Later, the next one is due.
    expect(await runSuspensionExpiry(new Date(now.getTime() + 2 * DAY))).toBe(1);
    expect((await db().user.findUniqueOrThrow({ where: { id: later.id } })).status).toBe('ACTIVE');
  });

  it('is scheduled by startApp when scheduled jobs are on', async () => {
    app = await startTestApp(database.current.url, { SCHEDULED_JOBS: 'true' });
    const schedules = await app.jobs.getSchedules();
    expect(schedules.map((s) => s.name)).toContain(SUSPENSIONS_QUEUE);
  });
});
