// A server-rendered first screen (client/src/entry-server.tsx) and what the client needs to hydrate it.
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { RecordSource } from 'relay-runtime';
import { isSupportedLocale, type Locale } from '../i18n/locales';

/** The routes a guest gets server-rendered (their ids in the route table): the first screens of a visit. */
export const SERVER_RENDERED_ROUTES: ReadonlySet<string> = new Set(['/home', '/club/:clubUri', '/post/:postId']);

/** The element that carries the state, as JSON, in a server-rendered index.html. */
export const SERVER_RENDER_STATE_ID = 'oshi-server-render';

type RecordMap = NonNullable<ConstructorParameters<typeof RecordSource>[0]>;

export interface ServerRenderState {
  /** The language the page was rendered in. */
  locale: Locale;
  /** The server's clock at rendering: times ("3 hours ago") hydrate as they were rendered. */
  renderedAt: number;
  /** The Relay records the page was rendered from. */
  records: RecordMap;
}

/** The server-rendered page's state, or null when index.html carries none (or it is not readable). */
export function readServerRenderState(doc: Document = document): ServerRenderState | null {
  const text = doc.getElementById(SERVER_RENDER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as Partial<ServerRenderState>;
    if (!isSupportedLocale(state.locale) || typeof state.renderedAt !== 'number' || typeof state.records !== 'object' || state.records === null) return null;
    return state as ServerRenderState;
  } catch {
    return null;
  }
}

/** The server's clock while a server-rendered page renders or hydrates; undefined otherwise. */
export const RenderedAtContext = createContext<number | undefined>(undefined);

const subscribeNothing = () => () => {};

/**
 * True while the markup must match the server's: on the server and during hydration (React renders with
 * the server snapshot then, and again with the client's right after). False in every other render.
 */
export function useMatchingServer(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => false,
    () => true,
  );
}

/** "Now" for a time shown on the page: the server's rendering time while hydrating its markup. */
export function useRenderNow(): number {
  const matching = useMatchingServer();
  const renderedAt = useContext(RenderedAtContext);
  return matching && renderedAt !== undefined ? renderedAt : Date.now();
}
