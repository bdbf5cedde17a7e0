// New-build detection and chunk-error recovery (spec 4 and 9).
// - The build writes builds/latest.json ({ buildId, version, builtAt }) and defines
//   import.meta.env.VITE_BUILD_ID (scripts/vite-build-metadata.ts). The app fetches latest.json every
//   60 minutes, the first time 1 s after start unless the connection is very slow (then the first check
//   is the hourly one), and offers a reload when the ids differ (useBuildUpdate).
// - After a page chunk fails to load (usually: a deploy removed the old hashed files), the next
//   navigation reloads the page, at most once per path within 10 s (attempts kept in sessionStorage) so
//   a chunk that is really broken shows the error page instead of a reload loop.
import { useSyncExternalStore } from 'react';
import { request } from '../relay/network';

export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;
export const FIRST_BUILD_CHECK_DELAY_MS = 1_000;
export const SLOW_CONNECTION_TYPES: readonly string[] = ['slow-2g', '2g'];
export const CHUNK_RELOAD_GUARD_MS = 10_000;
export const LATEST_BUILD_PATH = '/builds/latest.json';
export const CHUNK_RELOADS_STORAGE_KEY = 'oshi.chunkReloads';

export type BuildInfo = { buildId: string; version: string; builtAt: string };

/** This bundle's build id; undefined under `vite dev` and in tests (no check runs then). */
export const CURRENT_BUILD_ID: string | undefined =
  import.meta.env.VITE_BUILD_ID && import.meta.env.VITE_BUILD_ID !== 'dev' ? String(import.meta.env.VITE_BUILD_ID) : undefined;

// --- update-available state, read with useSyncExternalStore -------------------------------------

let updateAvailable = false;
const listeners = new Set<() => void>();

function setUpdateAvailable(value: boolean) {
  if (updateAvailable === value) return;
  updateAvailable = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => updateAvailable;
const getServerSnapshot = () => false;
const reload = () => window.location.reload();

/** Whether a newer build is deployed, and a reload that loads it. */
export function useBuildUpdate(): { updateAvailable: boolean; reload: () => void } {
  return { updateAvailable: useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot), reload };
}

// --- checks ---------------------------------------------------------------------------------------

export type BuildCheckOptions = {
  currentBuildId?: string;
  fetchLatest?: () => Promise<BuildInfo>;
  /** navigator.connection.effectiveType, where the browser has it. */
  effectiveType?: () => string | undefined;
};

const fetchLatestBuild = () => request<BuildInfo>(LATEST_BUILD_PATH, { cache: 'no-store' });

function connectionType(): string | undefined {
  return (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType;
}

/** Fetches latest.json once; resolves whether a different build is deployed. Failures count as "no". */
export async function checkForBuildUpdate(options: BuildCheckOptions = {}): Promise<boolean> {
  const current = options.currentBuildId ?? CURRENT_BUILD_ID;
  if (!current) return false;
  try {
    const latest = await (options.fetchLatest ?? fetchLatestBuild)();
    const newer = typeof latest?.buildId === 'string' && latest.buildId !== current;
    if (newer) setUpdateAvailable(true);
    return newer;
  } catch {
    return false; // offline or mid-deploy: the next hourly check will tell
  }
}

/** Starts the hourly checks; returns the function that stops them. */
export function startBuildUpdateChecks(options: BuildCheckOptions = {}): () => void {
  const current = options.currentBuildId ?? CURRENT_BUILD_ID;
  if (!current) return () => {};
  const check = () => void checkForBuildUpdate({ ...options, currentBuildId: current });
  const slow = SLOW_CONNECTION_TYPES.includes((options.effectiveType ?? connectionType)() ?? '');
  const first = slow ? undefined : setTimeout(check, FIRST_BUILD_CHECK_DELAY_MS);
  const hourly = setInterval(check, BUILD_CHECK_INTERVAL_MS);
  return () => {
    clearTimeout(first);
    clearInterval(hourly);
  };
}

// --- chunk-load errors ------------------------------------------------------------------------------

const CHUNK_ERROR_MESSAGES = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's preload helper
  /Loading (CSS )?chunk [\w-]+ failed/i,
  /is not a valid JavaScript MIME type/i, // the SPA fallback answered index.html for a removed chunk
];

/** Whether an error (a lazy route import, Vite's vite:preloadError payload) is a failed chunk load. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return typeof error === 'string' && isChunkMessage(error);
  const { name, message } = error as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && isChunkMessage(message));
}

function isChunkMessage(message: string) {
  return CHUNK_ERROR_MESSAGES.some((pattern) => pattern.test(message));
}

type ReloadAttempts = Record<string, number>;

function readAttempts(): ReloadAttempts {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(CHUNK_RELOADS_STORAGE_KEY) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as ReloadAttempts) : {};
  } catch {
    return {};
  }
}

/**
 * Loads `path` with a full page load (fresh index.html, fresh chunks) unless that path was already
 * reloaded within 10 s. Returns whether it reloaded; when false, show the error page.
 */
export function reloadAfterChunkError(
  path: string,
  options: { now?: number; navigate?: (path: string) => void } = {},
): boolean {
  const now = options.now ?? Date.now();
  const attempts = Object.fromEntries(
    Object.entries(readAttempts()).filter(([, at]) => typeof at === 'number' && now - at < CHUNK_RELOAD_GUARD_MS),
  );
  if (attempts[path] !== undefined) return false;
  attempts[path] = now;
  try {
    sessionStorage.setItem(CHUNK_RELOADS_STORAGE_KEY, JSON.stringify(attempts));
  } catch {
    return false; // without storage the guard cannot work: no reload rather than a reload loop
  }
  (options.navigate ?? ((to: string) => window.location.assign(to)))(path);
  return true;
}
