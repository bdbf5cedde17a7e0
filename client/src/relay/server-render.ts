// The data of a server-rendered page (client/src/entry-server.tsx): server/src/http/web-client.ts writes
// it after #root as <script type="application/json" id="oshi-server-render">.
import { RecordSource, type IEnvironment as Environment } from 'relay-runtime';
import type { RecordMap } from 'relay-runtime/lib/store/RelayStoreTypes';
import type { Locale } from '../i18n/locales';

export interface ServerRenderState {
  /** What the page's queries fetched on the server. */
  records: RecordMap;
  /** The language it was rendered in. */
  locale: Locale;
  /** When it was rendered (ms since epoch): times on the page are told from it until hydrated. */
  renderedAt: number;
}

export const SERVER_RENDER_DATA_ID = 'oshi-server-render';

/** Puts a server-rendered page's records into the store (once) and says what was rendered; null without one. */
export function serverRender(environment: Environment, doc: Document = document): ServerRenderState | null {
  const element = doc.getElementById(SERVER_RENDER_DATA_ID);
  if (!element) return null;
  element.remove();
  let state: ServerRenderState;
  try {
    state = JSON.parse(element.textContent ?? '') as ServerRenderState;
  } catch {
    return null; // cut short in transit: the page renders afresh
  }
  environment.getStore().publish(new RecordSource(state.records));
  return state;
}
