/** Who is asking: the signed-in user's id and role, or null for a guest. */
export type Viewer = { id: string; role: 'USER' | 'CREATOR' | 'ADMIN' };
