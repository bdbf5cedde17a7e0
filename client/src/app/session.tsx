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
import { graphql, useRelayEnvironment } from 'react-relay';
import { commitLocalUpdate, createOperationDescriptor, fetchQuery, getRequest, type Environment } from 'relay-runtime';
import type { sessionViewerQuery, sessionViewerQuery$data } from '../__generated__/sessionViewerQuery.graphql';

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
}

const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() must be used inside <SessionProvider>');
  return session;
}

// The mounted provider's handles, so code outside React (network hooks, the accounts feature) can act.
let active: { refresh: () => Promise<void>; markLoggedOut: (path: string) => void; isSignedIn: () => boolean } | null = null;

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

export function SessionProvider({ children }: { children: ReactNode }) {
  const environment = useRelayEnvironment();
  const [state, setState] = useState<{ status: Session['status']; viewer: Viewer | null; loggedOutPath: string | null }>({
    status: 'loading',
    viewer: null,
    loggedOutPath: null,
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
    setState((current) => ({ status: 'ready', viewer, loggedOutPath: viewer ? null : current.loggedOutPath }));
  }, [environment]);

  const markLoggedOut = useCallback((path: string) => {
    clearViewer(environment);
    setState({ status: 'ready', viewer: null, loggedOutPath: path });
    void refresh();
  }, [environment, refresh]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const viewerRef = useRef(state.viewer);
  viewerRef.current = state.viewer;
  useEffect(() => {
    const handles = { refresh, markLoggedOut, isSignedIn: () => viewerRef.current !== null };
    active = handles;
    return () => {
      if (active === handles) active = null;
    };
  }, [refresh, markLoggedOut]);

  const value = useMemo<Session>(
    () => ({ ...state, isSignedIn: state.viewer !== null, refresh }),
    [state, refresh],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
