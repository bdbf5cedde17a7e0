// A first visit's page query, started from index.html before the app's scripts have loaded (issue 11).
// On a phone the scripts take a second or more to arrive and run; the page's data used to be asked for
// only then. The build makes this module's `startFirstQuery` a small inline script of its own
// (scripts/vite-first-query.ts) that the server puts in index.html, so the query travels beside the
// scripts. The route table's loaders take the same variables from here, and when the loader's request
// matches, the network layer takes the started one's answer as its first attempt (network.ts,
// `startedQuery`).
//
// Only the first screens a visitor lands on from a link start early: /home, a club and a post.
import ClubPageQueryNode from '../__generated__/ClubPageQuery$parameters';
import HomePageQueryNode from '../__generated__/HomePageQuery$parameters';
import PostPageQueryNode from '../__generated__/PostPageQuery$parameters';
import { acceptLanguage, CLIENT_HEADER, CLIENT_HEADER_VALUE, GRAPHQL_PATH, REQUEST_TIMEOUT_MS } from '../relay/request-basics';
import { getAnonymousId } from './anonymous-id';
import { PAGE_SIZE } from './constants';

type Variables = Record<string, unknown>;

const CLUB_TABS: Record<string, string> = { owner: 'OWNER', fan: 'FAN' };

export const homeQueryVariables = (): Variables => ({ count: PAGE_SIZE.feed, clubCount: PAGE_SIZE.homeClubs });
/** `tab`: the `?tab=` of the address (owner, fan; anything else shows all posts). */
export const clubQueryVariables = (clubUri: string, tab: string | null): Variables => ({
  clubUri,
  count: PAGE_SIZE.clubPosts,
  filter: CLUB_TABS[tab ?? ''] ?? 'ALL',
});
export const postQueryVariables = (postId: string): Variables => ({ postId, commentCount: 30, replyCount: 20 });

/** The persisted query a first visit to this address asks for, with its variables, or null. */
export function firstQueryOf(location: { pathname: string; search: string }): { id: string; name: string; variables: Variables } | null {
  const segments = location.pathname.split('/').filter(Boolean);
  const param = (segment: string) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return null; // the router will show its error page; nothing to start
    }
  };
  const [first, second] = segments;
  if (segments.length === 1 && first === 'home') return { ...persisted(HomePageQueryNode), variables: homeQueryVariables() };
  const value = segments.length === 2 ? param(second) : null;
  if (value && first === 'club') {
    const tab = new URLSearchParams(location.search).get('tab');
    return { ...persisted(ClubPageQueryNode), variables: clubQueryVariables(value, tab) };
  }
  if (value && first === 'post') return { ...persisted(PostPageQueryNode), variables: postQueryVariables(value) };
  return null;
}

const persisted = ({ params }: { params: { id?: string | null; name: string } }) => ({ id: params.id ?? '', name: params.name });

/** What a started request got: its status and JSON body, or null when it got no answer. */
export type StartedAnswer = { status: number; body: unknown } | null;

type StartedQuery = { id: string; variables: string; answer: Promise<StartedAnswer> };

declare global {
  interface Window {
    /** Set by index.html's inline script, taken by the first matching Relay request. */
    __OSHI_FIRST_QUERY__?: StartedQuery;
  }
}

/** Variables as JSON with sorted keys, so the same values compare equal whatever their order. */
export function variablesKey(variables: unknown): string {
  return JSON.stringify(variables, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
}

/**
 * Sends the page query of this address as the network layer would (cookies, language, anonymous id,
 * the client header) and leaves the request for the app to take. Never throws: a failure here only
 * means the app asks again.
 */
export function startFirstQuery(location: { pathname: string; search: string }, fetchImpl: typeof fetch = (...args) => fetch(...args)): void {
  try {
    const query = firstQueryOf(location);
    if (!query?.id) return; // a build without persisted ids (the dev server) asks as usual
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
    const answer = fetchImpl(GRAPHQL_PATH, {
      method: 'POST',
      credentials: 'include',
      headers: {
        accept: 'application/graphql-response+json, application/json',
        'content-type': 'application/json',
        [CLIENT_HEADER]: CLIENT_HEADER_VALUE,
        ...(navigator.languages?.length ? { 'accept-language': acceptLanguage(navigator.languages) } : {}),
        'anonymous-id': getAnonymousId(),
      },
      body: JSON.stringify({ documentId: query.id, operationName: query.name, variables: query.variables }),
      signal: controller.signal,
    })
      .then(async (response) => ({ status: response.status, body: JSON.parse(await response.text()) as unknown }))
      .catch(() => null)
      .finally(() => clearTimeout(timer));
    window.__OSHI_FIRST_QUERY__ = { id: query.id, variables: variablesKey(query.variables), answer };
  } catch {
    // no first query: the route's loader asks as usual
  }
}

/**
 * For the app's first query: the started query's answer if it is this query with these variables, else
 * null. Later queries always get null, so an answer is never taken after the first page has asked.
 */
export function takeFirstQuery(id: string, variables: unknown): Promise<StartedAnswer> | null {
  if (typeof window === 'undefined') return null;
  const started = window.__OSHI_FIRST_QUERY__;
  if (!started) return null;
  delete window.__OSHI_FIRST_QUERY__;
  return started.id === id && started.variables === variablesKey(variables) ? started.answer : null;
}
