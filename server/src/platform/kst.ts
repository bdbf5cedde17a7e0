// Korean time (Asia/Seoul), where creators and their fans live: days, months and times as they read them.
// Korea Standard Time has no daylight saving, so a fixed offset keeps day and month starts exact.

const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant the KST calendar day containing `instant` began. */
export function startOfKstDay(instant: Date): Date {
  const local = instant.getTime() + KST_OFFSET_MS;
  return new Date(local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - KST_OFFSET_MS);
}

/** The instant the KST calendar month containing `instant` began. */
export function startOfKstMonth(instant: Date): Date {
  const local = new Date(instant.getTime() + KST_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - KST_OFFSET_MS);
}

/** The KST calendar day (YYYY-MM-DD) of an instant. */
export function kstDayOf(instant: Date): string {
  return new Date(instant.getTime() + KST_OFFSET_MS).toISOString().slice(0, 10);
}

/** An instant as Korean local time, "2026-11-28 11:39:28". */
export function kstDateTime(instant: Date): string {
  return new Date(instant.getTime() + KST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}
