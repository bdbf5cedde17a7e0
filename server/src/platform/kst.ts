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

/** A span of instants [from, to): the Korean calendar days some anniversary falls on. */
export type KstSpan = { from: Date; to: Date };

const kstDayStartOf = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day) - KST_OFFSET_MS);
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

function kstCalendarDay(instant: Date) {
  const local = new Date(instant.getTime() + KST_OFFSET_MS);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth(), day: local.getUTCDate() };
}

/**
 * The Korean days `years` years before today's Korean day whose anniversary is today: the same date, and on
 * 1 March of a common year also 29 February (a leap-day date is celebrated on 1 March in other years).
 * Null when that date did not exist (29 February of a common year).
 */
export function kstYearsAgo(now: Date, years: number): KstSpan | null {
  const { year, month, day } = kstCalendarDay(now);
  const then = year - years;
  if (day > daysInMonth(then, month)) return null;
  const to = kstDayStartOf(then, month, day + 1);
  const commonYear = daysInMonth(year, 1) === 28;
  if (month === 2 && day === 1 && commonYear && daysInMonth(then, 1) === 29) return { from: kstDayStartOf(then, 1, 29), to };
  return { from: kstDayStartOf(then, month, day), to };
}

/**
 * The Korean days D with addMonths(D, months) = today's Korean day (date-fns semantics: a day past the end
 * of the target month clamps to its last day, so on a month's last day the later days of the earlier month
 * count too). Null when none.
 */
export function kstMonthsAgo(now: Date, months: number): KstSpan | null {
  const { year, month, day } = kstCalendarDay(now);
  const thenYear = year + Math.floor((month - months) / 12);
  const thenMonth = (((month - months) % 12) + 12) % 12;
  if (day > daysInMonth(thenYear, thenMonth)) return null;
  const from = kstDayStartOf(thenYear, thenMonth, day);
  const lastDay = day === daysInMonth(year, month);
  return { from, to: lastDay ? kstDayStartOf(thenYear, thenMonth + 1, 1) : new Date(from.getTime() + DAY_MS) };
}

/** An instant as SQL timestamp text in UTC (how Prisma stores DateTime): for arrays of instants in raw SQL. */
const sqlTimestamp = (instant: Date) => instant.toISOString().replace('T', ' ').replace('Z', '');

/**
 * Of `counts` (years or months), the anniversaries that fall on today's Korean day, with the span of
 * instants each covers, as parallel arrays for raw SQL (`unnest`); `spanOf` is kstYearsAgo or kstMonthsAgo.
 */
export function anniversarySpans(now: Date, counts: Iterable<number>, spanOf: (now: Date, n: number) => KstSpan | null) {
  const due = { counts: [] as number[], from: [] as string[], to: [] as string[] };
  for (const n of counts) {
    const span = spanOf(now, n);
    if (!span) continue;
    due.counts.push(n);
    due.from.push(sqlTimestamp(span.from));
    due.to.push(sqlTimestamp(span.to));
  }
  return due;
}

/** pg-boss cron for a daily job at 10:00 in Korea (01:00 UTC): a morning notice, not a midnight one. */
export const DAILY_AT_10_KST = '0 1 * * *';
