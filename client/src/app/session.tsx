import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import { commitLocalUpdate, createOperationDescriptor, fetchQuery, getRequest, type Environment } from 'relay-runtime';
import type { sessionViewerQuery, sessionViewerQuery$data } from '../__generated__/sessionViewerQuery.graphql';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE, REFRESH_TOKEN_PATH, REQUEST_TIMEOUT_MS, configureSession, holdCallsUntil, requestsSettled, suspensionIn, type Suspension } from '../relay/network';

export const sessionViewerQueryNode = graphql`
  query sessionViewerQuery {
    viewer {
      id
      uid
      nickname
      avatarUrl
    }
  }
`;

export type Viewer = NonNullable<sessionViewerQuery$data['viewer']>;

export interface Session {
  /** 'loading' until the first answer; the viewer query failing counts as a guest. */
  status: 'loading' | 'ready';
  viewer: Viewer | null;
  isSignedIn: boolean;
  /**
   * The path the user was on when onLoggedOut() ran (else null). A login-only page at that path sends
   * the user to /home instead of to the sign-in page; later visits to login-only pages sign in as usual.
   */
  loggedOutPath: string | null;
  /** Re-reads the viewer from the server (after sign-in, sign-out, profile changes). */
  refresh: () => Promise<void>;
  /** The signed-in account was suspended while the page was open (the server said why); null otherwise. */
  suspension: Suspension | null;
  /** The fan has read the suspension notice. */
  dismissSuspension: () => void;
}

const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() must be used inside <SessionProvider>');
  return session;
}

// The mounted provider's handles, so code outside React (network hooks, the accounts feature) can act.
let active: {
  refresh: () => Promise<void>;
  markLoggedOut: (path: string) => void;
  markExpired: () => void;
  markSuspended: (suspension: Suspension) => void;
  isSignedIn: () => boolean;
} | null = null;

// ---- Session expiry and renewal (spec 4 and 9) ---------------------------------------------------
// The session cookie is httpOnly, so the client learns the expiry from POST auth/refresh-token, which
// answers `{ expiresAt }`. It renews when less than RENEW_BEFORE_MS remain: 10 minutes in production,
// 1 minute otherwise.

export const LOGOUT_PATH = '/auth/logout';
export const RENEW_BEFORE_MS = import.meta.env.PROD ? 10 * 60_000 : 60_000;
/** setTimeout cannot wait longer than ~24.8 days; check again at least daily. */
const MAX_TIMER_MS = 24 * 3600_000;

let expiresAt: number | null = null;
let renewTimer: ReturnType<typeof setTimeout> | undefined;
let renewing: Promise<boolean> | null = null;
/** A sign-out is under way: no renewal starts, as the session it would renew is being deleted. */
let signingOut = false;
/** The longest a sign-out waits for the calls already on their way. */
export const SIGN_OUT_WAIT_MS = 3_000;
/**
 * A suspension the server told of that the fan has not dismissed yet. Also kept in sessionStorage: the
 * answer that tells it clears the cookie, so a page loaded next (a link followed just then) would
 * otherwise start as a guest with nothing to say.
 */
let untold: Suspension | null = null;
export const UNTOLD_SUSPENSION_KEY = 'oshi.untoldSuspension';

function keepUntold(suspension: Suspension | null): void {
  untold = suspension;
  try {
    if (suspension) sessionStorage.setItem(UNTOLD_SUSPENSION_KEY, JSON.stringify(suspension));
    else sessionStorage.removeItem(UNTOLD_SUSPENSION_KEY);
  } catch {
    // storage off (private mode, quota): this page still tells it
  }
}

/** The suspension an earlier page of this tab heard and did not get to tell. */
function keptUntold(): Suspension | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(UNTOLD_SUSPENSION_KEY) ?? 'null') as Partial<Suspension> | null;
    if (typeof kept?.reason !== 'string') return null;
    return { reason: kept.reason, until: typeof kept.until === 'string' ? kept.until : null };
  } catch {
    return null;
  }
}

/** When the current session ends (ms since epoch), once known; null for a guest or before the first renewal. */
export function sessionExpiresAt(): number | null {
  return expiresAt;
}

function setExpiry(next: number | null) {
  expiresAt = next;
  clearTimeout(renewTimer);
  renewTimer = undefined;
  if (next === null || typeof window === 'undefined') return;
  const wait = Math.min(Math.max(next - Date.now() - RENEW_BEFORE_MS, 0), MAX_TIMER_MS);
  renewTimer = setTimeout(() => void renewIfDue(), wait);
}

/** Renews the session when less than RENEW_BEFORE_MS remain (also on return to a hidden tab). */
export function renewIfDue(now: number = Date.now()): Promise<boolean> {
  if (expiresAt === null) return Promise.resolve(true);
  if (expiresAt - now > RENEW_BEFORE_MS) {
    setExpiry(expiresAt); // re-arm (long sessions wait in daily steps)
    return Promise.resolve(true);
  }
  return renewSession();
}

/**
 * POST auth/refresh-token: renews the session and learns its new expiry. Resolves whether it worked.
 * A 401 ends a signed-in session (the user is sent to sign in with the return path); a network failure
 * changes nothing.
 */
export function renewSession(): Promise<boolean> {
  if (signingOut) return Promise.resolve(false);
  renewing ??= (async () => {
    let response: Response;
    try {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
      response = await globalThis.fetch(REFRESH_TOKEN_PATH, {
        method: 'POST',
        credentials: 'include',
        headers: { accept: 'application/json', [CLIENT_HEADER]: CLIENT_HEADER_VALUE },
        signal: controller.signal,
      });
      clearTimeout(timer);
    } catch {
      return false;
    }
    if (!response.ok) {
      setExpiry(null);
      const suspension = suspensionIn(response.status, await response.json().catch(() => null));
      if (suspension) tellSuspension(suspension);
      else if (response.status === 401 && isSignedInNow()) active?.markExpired();
      return false;
    }
    const body = (await response.json().catch(() => null)) as { expiresAt?: unknown } | null;
    const next = typeof body?.expiresAt === 'string' ? Date.parse(body.expiresAt) : NaN;
    setExpiry(Number.isFinite(next) ? next : null);
    return true;
  })().finally(() => {
    renewing = null;
  });
  return renewing;
}

/**
 * Signs out: POST auth/logout (the server deletes the session and clears the cookie), then onLoggedOut().
 * A fresh page renews its session and reads its data as it loads (a lazy part, such as the chat badge,
 * may start reading only now). Sent beside the sign-out, such a call could find the session deleted and
 * hear 401 (a renewal would read it as an expiry): the calls on their way finish first, for
 * SIGN_OUT_WAIT_MS at most, and the calls made meanwhile wait until the sign-out has ended.
 */
export function signOut(currentPath: string = window.location.pathname): Promise<void> {
  const ending = endSession(currentPath);
  holdCallsUntil(ending);
  return ending;
}

async function endSession(currentPath: string): Promise<void> {
  signingOut = true;
  try {
    let giveUp: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([Promise.all([renewing, requestsSettled()]), new Promise((resolve) => (giveUp = setTimeout(resolve, SIGN_OUT_WAIT_MS)))]);
    clearTimeout(giveUp);
    await globalThis.fetch(LOGOUT_PATH, {
      method: 'POST',
      credentials: 'include',
      headers: { accept: 'application/json', [CLIENT_HEADER]: CLIENT_HEADER_VALUE },
    });
  } finally {
    signingOut = false;
    setExpiry(null);
    onLoggedOut(currentPath);
  }
}

/** After a sign-in or verification: re-read the viewer and learn the new session's expiry. */
export async function afterSignIn(): Promise<void> {
  await Promise.all([refreshSession(), renewSession()]);
}

configureSession({
  isLoggedIn: () => isSignedInNow(),
  refreshAccessToken: () => renewSession(),
  onSuspended: (suspension) => tellSuspension(suspension),
});

/**
 * A 403 AccountSuspended on any request: the session is over, and the fan is told why. Kept until read:
 * the first page's requests may be answered before SessionProvider is mounted.
 */
function tellSuspension(suspension: Suspension): void {
  keepUntold(suspension);
  active?.markSuspended(suspension);
}

/** The live socket closed because the account is suspended: ask over HTTP, whose answer says why. */
export function onSocketSuspended(): void {
  if (isSignedInNow()) void refreshSession();
}

/** Whether a user is signed in right now (for code outside React). */
export function isSignedInNow(): boolean {
  return active?.isSignedIn() ?? false;
}

/** Re-reads the viewer; safe to call from anywhere. */
export function refreshSession(): Promise<void> {
  return active?.refresh() ?? Promise.resolve();
}

/**
 * Call after the session was ended (logout, or the refresh token was rejected): the viewer becomes
 * null at once, the server is asked again, and a login-only page the user is on goes to /home.
 */
export function onLoggedOut(currentPath: string = window.location.pathname): void {
  active?.markLoggedOut(currentPath);
}

function clearViewer(environment: Environment) {
  commitLocalUpdate(environment, (store) => {
    store.getRoot().setValue(null, 'viewer');
  });
}

/** `knownGuest`: the page was rendered by the server for a visitor with no session (app/server-render.ts). */
export function SessionProvider({ children, knownGuest = false }: { children: ReactNode; knownGuest?: boolean }) {
  const environment = useRelayEnvironment();
  const [state, setState] = useState<{ status: Session['status']; viewer: Viewer | null; loggedOutPath: string | null; suspension: Suspension | null }>({
    status: knownGuest ? 'ready' : 'loading',
    viewer: null,
    loggedOutPath: null,
    suspension: null,
  });
  const generation = useRef(0);

  // Follow the viewer in the store, so a sign-in mutation that updates `viewer` is seen at once.
  useEffect(() => {
    const operation = createOperationDescriptor(getRequest(sessionViewerQueryNode), {});
    const retained = environment.retain(operation);
    const snapshot = environment.lookup(operation.fragment);
    const subscription = environment.subscribe(snapshot, (next) => {
      const data = next.data as sessionViewerQuery$data | undefined;
      if (next.isMissingData || data === undefined) return;
      setState((current) =>
        current.status === 'ready' && current.viewer?.id !== data.viewer?.id
          ? { ...current, viewer: data.viewer ?? null, loggedOutPath: data.viewer ? null : current.loggedOutPath }
          : current,
      );
    });
    return () => {
      subscription.dispose();
      retained.dispose();
    };
  }, [environment]);

  const refresh = useCallback(async () => {
    const mine = ++generation.current;
    let viewer: Viewer | null = null;
    try {
      const data = await fetchQuery<sessionViewerQuery>(environment, sessionViewerQueryNode, {}, {
        fetchPolicy: 'network-only',
      }).toPromise();
      viewer = data?.viewer ?? null;
    } catch {
      viewer = null; // no answer: treat as a guest; the data pages show their own errors
    }
    if (mine !== generation.current) return;
    // Unchanged (a known guest still a guest), the state stays the same object: the app is not rendered
    // again, which on a server-rendered page came in the middle of its hydration as one long task.
    setState((current) =>
      current.status === 'ready' && current.viewer === viewer
        ? current
        : { ...current, status: 'ready', viewer, loggedOutPath: viewer ? null : current.loggedOutPath },
    );
  }, [environment]);

  const markLoggedOut = useCallback((path: string) => {
    clearViewer(environment);
    setState((current) => ({ ...current, status: 'ready', viewer: null, loggedOutPath: path }));
    void refresh();
  }, [environment, refresh]);

  // The session ran out (renewal refused): a login-only page sends the user to sign in with `l`.
  const markExpired = useCallback(() => {
    clearViewer(environment);
    setState((current) => ({ ...current, status: 'ready', viewer: null, loggedOutPath: null }));
  }, [environment]);

  // The account was suspended (the server cleared the cookie): a guest now, shown why. A login-only page
  // goes home rather than to a sign-in that would refuse them.
  const markSuspended = useCallback((suspension: Suspension) => {
    setExpiry(null);
    clearViewer(environment);
    setState({ status: 'ready', viewer: null, loggedOutPath: window.location.pathname, suspension });
  }, [environment]);

  const dismissSuspension = useCallback(() => {
    keepUntold(null);
    setState((current) => ({ ...current, suspension: null }));
  }, []);

  // A signed-in viewer whose session expiry is unknown (a fresh page load): learn it, which also renews.
  const signedIn = state.viewer !== null;
  useEffect(() => {
    if (!signedIn) {
      setExpiry(null);
      return;
    }
    if (sessionExpiresAt() === null) void renewSession();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void renewIfDue();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [signedIn]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const viewerRef = useRef(state.viewer);
  viewerRef.current = state.viewer;
  useEffect(() => {
    const handles = { refresh, markLoggedOut, markExpired, markSuspended, isSignedIn: () => viewerRef.current !== null };
    active = handles;
    untold ??= keptUntold();
    if (untold) markSuspended(untold);
    return () => {
      if (active === handles) active = null;
    };
  }, [refresh, markLoggedOut, markExpired, markSuspended]);

  const value = useMemo<Session>(
    () => ({ ...state, isSignedIn: state.viewer !== null, refresh, dismissSuspension }),
    [state, refresh, dismissSuspension],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
