import { useIntl } from 'react-intl';
import { useMatchingServer, useRenderNow } from '../../app/server-render';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * "3 hours ago" for recent dates, the date itself after a week. A server-rendered page is hydrated with the
 * server's clock and time zone (UTC), then shown in the viewer's.
 */
export function TimeAgo({ date }: { date: string }) {
  const intl = useIntl();
  const now = useRenderNow();
  const timeZone = useMatchingServer() ? 'UTC' : undefined;
  const then = new Date(date);
  const seconds = Math.round((then.getTime() - now) / 1000);
  const abs = Math.abs(seconds);
  let label: string;
  if (abs < 60) label = intl.formatRelativeTime(0, 'second', { numeric: 'auto' });
  else if (abs >= 7 * 24 * 3600) label = intl.formatDate(then, { year: 'numeric', month: 'short', day: 'numeric', timeZone });
  else {
    const [unit, size] = UNITS.find(([, s]) => abs >= s) ?? ['minute', 60];
    label = intl.formatRelativeTime(Math.round(seconds / size), unit, { numeric: 'auto' });
  }
  return (
    <time dateTime={date} title={intl.formatDate(then, { dateStyle: 'long', timeStyle: 'short', timeZone })}>
      {label}
    </time>
  );
}

/** 12.3K-style counts in the viewer's locale. */
export function useCompactNumber() {
  const intl = useIntl();
  return (value: number) => intl.formatNumber(value, { notation: value >= 10_000 ? 'compact' : 'standard' });
}

/** A #RRGGBB colour from the API, or the brand purple when it is malformed. */
export function safeColor(value: string | null | undefined): string {
  return value && /^#[0-9a-fA-F]{6}$/.test(value) ? value : '#8b5cf6';
}
