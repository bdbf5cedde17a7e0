import { useIntl } from 'react-intl';

/** How many one order may take of a product: its per-buyer limit, else 10. */
export const maxQuantityOf = (perBuyerLimit: number | null | undefined) => Math.max(1, perBuyerLimit ?? 10);

/** VAT included in a KRW price (DESIGN 5.4, as the server computes it). */
export const vatOf = (price: number) => price - Math.round(price / 1.1);

/** Whole won as currency ("₩15,000") in the viewer's locale. */
export function useFormatWon() {
  const intl = useIntl();
  return (value: number) => intl.formatNumber(value, { style: 'currency', currency: 'KRW', maximumFractionDigits: 0 });
}

/** A date and time in the viewer's locale, in Korea's time zone (where the club's events happen). */
export function useFormatEventTime() {
  const intl = useIntl();
  return (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Seoul' });
}

// Korea has kept UTC+9 without daylight saving since 1988, so a fixed offset is exact.
const KST_OFFSET_MS = 9 * 3_600_000;

/** An ISO time as a datetime-local value in Korea's time zone, whatever the browser's zone. */
export function kstInputOf(iso: string | null | undefined) {
  return iso ? new Date(Date.parse(iso) + KST_OFFSET_MS).toISOString().slice(0, 16) : '';
}

/** A datetime-local value read as Korean time, as an ISO time (null when empty). */
export function isoOfKstInput(local: string) {
  return local ? new Date(`${local}+09:00`).toISOString() : null;
}

/** A courier as the viewer reads it: the fixed list in their language, another courier by the name given. */
export function useCarrierLabel() {
  const intl = useIntl();
  return (carrier: string | null | undefined, carrierName: string | null | undefined) =>
    carrier && carrier !== 'OTHER' && carrier !== '%future added value' ? intl.formatMessage({ id: `orders.carrier.${carrier}` }) : (carrierName ?? '');
}
