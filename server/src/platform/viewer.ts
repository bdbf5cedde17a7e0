/** Who is asking: the signed-in user's id and role, or null for a guest. */
export type Viewer = { id: string; role: 'USER' | 'CREATOR' | 'ADMIN' };

/**
 * The viewer's live subscriptions (club id → highest plan level), read with their credentials in the
 * same statement; `at` (epoch ms) is when, so a long-lived context can tell a stale answer.
 */
export type SubscriptionLevels = { at: number; levels: ReadonlyMap<string, number> };
