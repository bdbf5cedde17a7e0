/** Who is asking: the signed-in user's id and role, or null for a guest. */
export type Viewer = { id: string; role: 'USER' | 'CREATOR' | 'ADMIN' };

/** The viewer's live subscriptions (club id → highest plan level), read with their credentials in the same statement. */
export type SubscriptionLevels = { levels: ReadonlyMap<string, number> };
