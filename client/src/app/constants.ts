import type { Stage } from './config';

/** Web client release label (spec section 1). */
export const APP_VERSION = '1.3.34';

/** App Store ids for the `apple-itunes-app` smart banner; beta and real ship as different apps. */
export const APP_STORE_IDS: Record<Stage, string> = {
  beta: '6478123450',
  real: '6478123401',
};

/** Spec section 9: the 404 page's easter-egg alert fires after this long. */
export const EASTER_EGG_ALERT_DELAY_MS = 100_000;

/** How long a toast stays before it closes by itself. */
export const TOAST_DURATION_MS = { success: 3_000, error: 5_000 } as const;

/** Support hours shown in the footer (spec sections 1 and 9). */
export const SUPPORT_HOURS = { open: '10:00', close: '19:00', lunchStart: '13:00', lunchEnd: '14:00' } as const;

/** Company details for the footer. */
export const COMPANY = {
  name: 'Oshi Inc.',
  businessNumber: '000-00-00000',
} as const;

/** Page sizes used by the walking-skeleton queries. */
export const PAGE_SIZE = { featuredClubs: 6, feed: 20, homeClubs: 8, clubPosts: 20 } as const;
