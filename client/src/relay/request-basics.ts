// What every call to the Oshi API carries, shared by the network layer (network.ts) and the first
// page query that index.html starts before the app's scripts have loaded (app/first-query.ts). Kept
// free of imports so that inline script stays a few hundred bytes.

/** Spec 9: "Request time-out 10 s unless long or own signal". */
export const REQUEST_TIMEOUT_MS = 10_000;
export const GRAPHQL_PATH = '/graphql';
/** The server's CSRF prevention: a request without it is refused. */
export const CLIENT_HEADER = 'x-oshi-client';
export const CLIENT_HEADER_VALUE = 'web';

/** `ko-KR,ko;q=0.9,en;q=0.8` from navigator.languages. */
export function acceptLanguage(languages: readonly string[]): string {
  return languages
    .slice(0, 10)
    .map((tag, i) => (i === 0 ? tag : `${tag};q=${Math.max(0.1, 1 - i / 10).toFixed(1)}`))
    .join(',');
}
