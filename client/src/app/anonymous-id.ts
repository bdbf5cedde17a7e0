// A random id for a visitor who is not signed in, kept in localStorage so it survives reloads.
// Sent as the `anonymous-id` header (spec 7) and used as the analytics distinct_id before identify.

export const ANONYMOUS_ID_STORAGE_KEY = 'oshi.anonymousId';

let memoryId: string | null = null;

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

function readStored(): string | null {
  try {
    return localStorage.getItem(ANONYMOUS_ID_STORAGE_KEY);
  } catch {
    return null; // storage disabled (private mode, sandboxed iframe): fall back to memory
  }
}

function store(id: string): void {
  try {
    localStorage.setItem(ANONYMOUS_ID_STORAGE_KEY, id);
  } catch {
    // keep the in-memory copy only
  }
}

/** The visitor's anonymous id, created on first use. */
export function getAnonymousId(): string {
  const stored = readStored();
  if (stored) return (memoryId = stored);
  memoryId ??= randomId();
  store(memoryId);
  return memoryId;
}

/** Starts a new anonymous identity (after logout, so the next visitor is not linked to the last user). */
export function resetAnonymousId(): string {
  memoryId = randomId();
  store(memoryId);
  return memoryId;
}
