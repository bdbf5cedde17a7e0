// HTTP calls to the Oshi API (same origin): the Relay fetch function and a small `request` helper for
// the plain routes (builds, auth). Behaviour from the spec, sections 7 to 9:
// - every call sends cookie credentials, `accept-language` (navigator.languages), `anonymous-id` when
//   not logged in, and `x-oshi-client: web` (the server's CSRF prevention);
// - time-out 10 s unless the caller passes its own signal or flags the request `long`;
// - reads retry once on 408, 409, 425, 429, 500, 502, 503, 504; a 502 or a time-out retries up to 3
//   times with backoff 1 s, 2 s, 4 s. POST, PUT, PATCH and DELETE are not retried by default.
//   GraphQL travels as POST, so the method says nothing: Relay *queries* are retried as reads (they
//   have no side effects) and *mutations* never are (a 502 or a time-out does not prove the server
//   did nothing, and a second payment or post is worse than an error message);
// - a failure with no usable body becomes `UnknownError` (message `network.UnknownError`);
// - ExpiredAccessToken (401): refresh the access token and retry once; if the refresh fails, a request
//   flagged optional-auth is retried as a guest (no cookies), any other throws.
// - AccountSuspended (403): the session owner is told (reason and end, to show); a read or an optional-auth
//   request is retried as a guest, a write throws.
import {
  Observable,
  type CacheConfig,
  type FetchFunction,
  type GraphQLResponse,
  type RequestParameters,
  type Variables,
} from 'relay-runtime';
import { getAnonymousId } from '../app/anonymous-id';
import { type StartedAnswer, takeFirstQuery } from '../app/first-query';
import { acceptLanguage, CLIENT_HEADER, CLIENT_HEADER_VALUE, GRAPHQL_PATH, REQUEST_TIMEOUT_MS } from './request-basics';

export { acceptLanguage, CLIENT_HEADER, CLIENT_HEADER_VALUE, GRAPHQL_PATH, REQUEST_TIMEOUT_MS };

// Spec 9: "Request time-out 10 s unless long or own signal; retries up to 3 with backoff starting 1 s
// and doubling". Spec 7: "one [retry] for others, on status 408, 409, 425, 429, 500, 502, 503, 504".
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
export const DEFAULT_RETRIES = 1;
/** Spec 8: "Status 502 or abort time-out: retry with exponential backoff, up to 3 retries". */
export const BACKOFF_RETRIES = 3;
export const BACKOFF_START_MS = 1_000;
export const NON_RETRYABLE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const REFRESH_TOKEN_PATH = '/auth/refresh-token';
export const EXPIRED_ACCESS_TOKEN = 'ExpiredAccessToken';
export const ACCOUNT_SUSPENDED = 'AccountSuspended';

/** Why and until when the signed-in account is suspended (until null: for good). */
export type Suspension = { reason: string; until: string | null };

/** A network failure with no usable answer (offline, DNS, connection reset, non-JSON error page). */
export class UnknownError extends Error {
  override name = 'UnknownError' as const;
  /** react-intl id of the message the UI shows (client/src/i18n/locales/<locale>/network.json). */
  readonly messageId = 'network.UnknownError';
  constructor(
    readonly status?: number,
    options?: ErrorOptions,
  ) {
    super(status ? `Request failed with status ${status} and no error body` : 'Network request failed', options);
  }
}

/** The request timed out on every allowed attempt. */
export class TimeoutError extends Error {
  override name = 'TimeoutError' as const;
  readonly messageId = 'network.TimeoutError';
  constructor(readonly path: string) {
    super(`Request to ${path} timed out after ${REQUEST_TIMEOUT_MS} ms`);
  }
}

/** Messages for the server's HTTP-level refusals (network.json); other names are mapped by their callers. */
const API_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  PayloadTooLarge: 'network.PayloadTooLarge',
  RATE_LIMITED: 'network.RateLimited',
  [ACCOUNT_SUSPENDED]: 'moderation.error.ACCOUNT_SUSPENDED',
};

/** An error in the API shape `{ status, name, desc, payload }` (REST routes). `name` is the error's code. */
export class ApiError extends Error {
  get messageId(): string | undefined {
    return API_ERROR_MESSAGES[this.name];
  }

  constructor(
    readonly status: number,
    name: string,
    readonly desc: string,
    readonly payload?: unknown,
  ) {
    super(desc || name);
    this.name = name;
  }
}

/** The react-intl message id to show for any error a call can throw (domain codes map elsewhere). */
export function messageIdOf(error: unknown): string {
  const id = (error as { messageId?: unknown } | null)?.messageId;
  return typeof id === 'string' ? id : 'network.UnknownError';
}

export type RequestOptions = {
  method?: string;
  /** JSON-encoded into the request body. */
  body?: unknown;
  headers?: Record<string, string>;
  /** The caller's own signal: it alone ends the request (no 10 s time-out). */
  signal?: AbortSignal;
  /** Long request (upload, export): no time-out. */
  long?: boolean;
  /** The request works without a session: after a failed token refresh it is retried as a guest. */
  optionalAuth?: boolean;
  /** Overrides the method's default retry rule (true for reads, false for POST/PUT/PATCH/DELETE). */
  retryable?: boolean;
  cache?: RequestCache;
};

export type NetworkOptions = {
  /** Same origin by default (the server injects no separate API host). */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Session state, owned by the accounts feature. Defaults to the hooks set by configureSession. */
  isLoggedIn?: () => boolean;
  /** Renews the access token; resolves whether it succeeded. */
  refreshAccessToken?: () => Promise<boolean>;
  /** The signed-in account turned out suspended (403 AccountSuspended). */
  onSuspended?: (suspension: Suspension) => void;
  getAnonymousId?: () => string;
  languages?: () => readonly string[];
  /**
   * The answer of a request already made for this query and these variables, taken once, or null: by
   * default the first page query that index.html starts (app/first-query.ts).
   */
  startedQuery?: (id: string, variables: Variables) => Promise<StartedAnswer> | null;
};

export type Network = {
  request: <T = unknown>(path: string, options?: RequestOptions) => Promise<T>;
  fetchFn: FetchFunction;
};

/** Default refresh: POST /auth/refresh-token with the session cookie (the endpoint comes with accounts). */
export async function defaultRefreshAccessToken(fetchImpl: typeof fetch = (...a) => globalThis.fetch(...a)) {
  try {
    const response = await fetchImpl(REFRESH_TOKEN_PATH, {
      method: 'POST',
      credentials: 'include',
      headers: { [CLIENT_HEADER]: CLIENT_HEADER_VALUE },
      signal: timeoutSignal(REQUEST_TIMEOUT_MS),
    });
    return response.ok;
  } catch {
    return false;
  }
}

// The session hooks used when createNetwork gets none: the accounts feature plugs in here at start-up.
// A route's query can start (and be refused) before the session's module has plugged in its hooks: a
// suspension heard then is kept and told once it has.
let unheardSuspension: Suspension | null = null;
const session: { isLoggedIn: () => boolean; refreshAccessToken: () => Promise<boolean>; onSuspended: (suspension: Suspension) => void } = {
  isLoggedIn: () => false,
  refreshAccessToken: () => defaultRefreshAccessToken(),
  onSuspended: (suspension) => {
    unheardSuspension = suspension;
  },
};

/** Lets the session owner tell the network layer whether a user is signed in, how to refresh, and hear of a suspension. */
export function configureSession(hooks: Partial<typeof session>): void {
  Object.assign(session, hooks);
  if (hooks.onSuspended && unheardSuspension) {
    const suspension = unheardSuspension;
    unheardSuspension = null;
    hooks.onSuspended(suspension);
  }
}

/** Whether a user is signed in, as last told through configureSession. */
export function sessionIsLoggedIn(): boolean {
  return session.isLoggedIn();
}

/** Retries a failure allows in total; 0 when it is final. */
export function retriesAllowed(failure: { status?: number; timedOut?: boolean }, retryable: boolean): number {
  if (!retryable) return 0;
  if (failure.timedOut || failure.status === 502) return BACKOFF_RETRIES;
  if (failure.status !== undefined && RETRY_STATUSES.has(failure.status)) return DEFAULT_RETRIES;
  return 0;
}

/** Wait before retry number `retry` (1-based): 1 s, 2 s, 4 s. */
export function backoffDelay(retry: number): number {
  return BACKOFF_START_MS * 2 ** (retry - 1);
}

type Attempt = { timedOut: true } | { timedOut: false; status: number; body: unknown };

/** Calls on their way, of every network: signing out lets them finish before it ends the session. */
const pending = new Set<Promise<unknown>>();

/** Resolves once every call made so far has its answer (or failed). */
export function requestsSettled(): Promise<void> {
  return Promise.allSettled([...pending]).then(() => undefined);
}

/** The sign-out under way, if any: calls made meanwhile wait for its end. */
let holding: Promise<unknown> | null = null;

/**
 * Holds the calls made from now until `work` ends (a sign-out): sent beside it, a call could reach the
 * server after the session is deleted and hear 401. Once it has ended they go, as a guest's.
 */
export function holdCallsUntil(work: Promise<unknown>): void {
  const held = work.catch(() => undefined);
  holding = held;
  void held.then(() => {
    if (holding === held) holding = null;
  });
}

export function createNetwork(options: NetworkOptions = {}): Network {
  const baseUrl = options.baseUrl ?? '';
  const fetchImpl: typeof fetch = options.fetch ?? ((...args) => globalThis.fetch(...args));
  const isLoggedIn = options.isLoggedIn ?? (() => session.isLoggedIn());
  const refreshAccessToken = options.refreshAccessToken ?? (() => session.refreshAccessToken());
  const onSuspended = options.onSuspended ?? ((suspension: Suspension) => session.onSuspended(suspension));
  const anonymousId = options.getAnonymousId ?? getAnonymousId;
  const languages = options.languages ?? (() => (typeof navigator === 'undefined' ? [] : navigator.languages ?? []));
  const startedQuery = options.startedQuery ?? takeFirstQuery;

  // Concurrent 401s share one refresh.
  let refreshing: Promise<boolean> | null = null;
  const refreshOnce = () =>
    (refreshing ??= refreshAccessToken()
      .catch(() => false)
      .finally(() => (refreshing = null)));

  function headersFor(request: RequestOptions, asGuest: boolean): Headers {
    const headers = new Headers({ accept: 'application/json', [CLIENT_HEADER]: CLIENT_HEADER_VALUE });
    const langs = acceptLanguage(languages());
    if (langs) headers.set('accept-language', langs);
    if (asGuest || !isLoggedIn()) headers.set('anonymous-id', anonymousId());
    if (request.body !== undefined) headers.set('content-type', 'application/json');
    for (const [name, value] of Object.entries(request.headers ?? {})) headers.set(name, value);
    return headers;
  }

  async function attempt(path: string, request: RequestOptions, asGuest: boolean, cancel?: AbortSignal) {
    const controller = new AbortController();
    const outer = [request.signal, cancel].filter((s): s is AbortSignal => !!s);
    const forward = (event: Event) => controller.abort((event.target as AbortSignal).reason);
    for (const signal of outer) {
      if (signal.aborted) controller.abort(signal.reason);
      else signal.addEventListener('abort', forward, { once: true });
    }
    let timedOut = false;
    const timer =
      request.signal || request.long
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            controller.abort(new DOMException('Request timed out', 'TimeoutError'));
          }, REQUEST_TIMEOUT_MS);
    try {
      const response = await fetchImpl(baseUrl + path, {
        method: (request.method ?? 'GET').toUpperCase(),
        headers: headersFor(request, asGuest),
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        // A guest retry must not send the expired session cookie.
        credentials: asGuest ? 'omit' : 'include',
        cache: request.cache,
        signal: controller.signal,
      });
      const body = await readJson(response); // reading the body is inside the time-out too
      return { timedOut: false, status: response.status, body } satisfies Attempt;
    } catch (error) {
      if (timedOut) return { timedOut: true } satisfies Attempt;
      if (outer.some((s) => s.aborted)) throw error; // cancelled by the caller: not a failure
      throw new UnknownError(undefined, { cause: error });
    } finally {
      clearTimeout(timer);
      for (const signal of outer) signal.removeEventListener('abort', forward);
    }
  }

  /** `started`: a request already made for this call, whose answer counts as the first attempt's. */
  function send(path: string, request: RequestOptions, graphql: boolean, cancel?: AbortSignal, started?: Promise<StartedAnswer> | null): Promise<unknown> {
    const call = sendWithRetries(path, request, graphql, cancel, started);
    pending.add(call);
    const forget = () => void pending.delete(call);
    call.then(forget, forget);
    return call;
  }

  async function sendWithRetries(path: string, request: RequestOptions, graphql: boolean, cancel?: AbortSignal, started?: Promise<StartedAnswer> | null) {
    const method = (request.method ?? 'GET').toUpperCase();
    const retryable = request.retryable ?? !NON_RETRYABLE_METHODS.has(method);
    const cancelSignals = [request.signal, cancel];
    let retries = 0;
    let refreshed = false;
    let asGuest = false;
    if (holding && !started) await holding;
    for (;;) {
      // The started request's answer goes through the same rules as any attempt's (a suspension is told, an
      // expired session renewed, a server error retried); without one, this attempt is made now.
      const early = started ? await started.catch(() => null) : null;
      started = null;
      const result: Attempt = early ? { timedOut: false, ...early } : await attempt(path, request, asGuest, cancel);
      const suspension = result.timedOut ? null : suspensionIn(result.status, result.body);
      if (suspension && !asGuest) {
        onSuspended(suspension);
        // The server ended the session (cookie cleared): a read goes on as a guest's.
        if (request.optionalAuth || retryable) {
          asGuest = true;
          continue;
        }
      }
      if (!result.timedOut && isExpiredAccessToken(result.status, result.body) && !refreshed) {
        refreshed = true;
        if (await refreshOnce()) continue;
        if (request.optionalAuth) {
          asGuest = true;
          continue;
        }
      }
      const failed = result.timedOut || !isSuccess(result.status, result.body, graphql);
      if (failed && retries < retriesAllowed(result.timedOut ? { timedOut: true } : result, retryable)) {
        retries += 1;
        await sleep(backoffDelay(retries), cancelSignals);
        continue;
      }
      if (result.timedOut) throw new TimeoutError(path);
      if (failed) throw errorOf(result.status, result.body);
      return result.body;
    }
  }

  const request = <T,>(path: string, options: RequestOptions = {}) => send(path, options, false) as Promise<T>;

  const fetchFn: FetchFunction = (params: RequestParameters, variables: Variables, cacheConfig: CacheConfig) =>
    Observable.create<GraphQLResponse>((sink) => {
      const controller = new AbortController(); // Relay unsubscribes when the result is no longer needed
      const metadata = (cacheConfig?.metadata ?? {}) as { long?: unknown; optionalAuth?: unknown };
      const started = params.operationKind === 'query' && params.id ? startedQuery(params.id, variables) : null;
      send(
        GRAPHQL_PATH,
        {
          method: 'POST',
          body: graphQLBody(params, variables),
          headers: { accept: 'application/graphql-response+json, application/json' },
          retryable: params.operationKind === 'query',
          long: metadata.long === true,
          optionalAuth: metadata.optionalAuth === true,
        },
        true,
        controller.signal,
        started,
      ).then(
        (body) => {
          sink.next(body as GraphQLResponse);
          sink.complete();
        },
        (error: unknown) => {
          if (!controller.signal.aborted) sink.error(error instanceof Error ? error : new UnknownError());
        },
      );
      return () => controller.abort();
    });

  return { request, fetchFn };
}

/** Persisted operations go by id (`params.id`, relay-compiler's persistConfig); dev documents by text. */
export function graphQLBody(params: RequestParameters, variables: Variables) {
  if (params.id) return { documentId: params.id, operationName: params.name, variables };
  if (params.text) return { query: params.text, operationName: params.name, variables };
  throw new Error(`Relay operation ${params.name} has neither a persisted id nor text`);
}

function isApiErrorBody(body: unknown): body is { status?: number; name: string; desc?: string; payload?: unknown } {
  return typeof body === 'object' && body !== null && typeof (body as { name?: unknown }).name === 'string';
}

function hasGraphQLShape(body: unknown): boolean {
  return typeof body === 'object' && body !== null && ('data' in body || Array.isArray((body as { errors?: unknown }).errors));
}

/** The API shape (REST) or a GraphQL error whose extensions carry the code. */
export function isExpiredAccessToken(status: number, body: unknown): boolean {
  if (status === 401 && isApiErrorBody(body) && body.name === EXPIRED_ACCESS_TOKEN) return true;
  const errors = (body as { errors?: unknown } | null)?.errors;
  return (
    Array.isArray(errors) &&
    errors.some((e) => (e as { extensions?: { code?: unknown } })?.extensions?.code === EXPIRED_ACCESS_TOKEN)
  );
}

/** The suspension a 403 AccountSuspended tells of (its payload), else null. */
export function suspensionIn(status: number, body: unknown): Suspension | null {
  if (status !== 403 || !isApiErrorBody(body) || body.name !== ACCOUNT_SUSPENDED) return null;
  const payload = (body.payload ?? {}) as { reason?: unknown; until?: unknown };
  return { reason: typeof payload.reason === 'string' ? payload.reason : '', until: typeof payload.until === 'string' ? payload.until : null };
}

/** GraphQL errors (4xx with an `errors` list) go to Relay, which reports them; REST needs a 2xx. */
function isSuccess(status: number, body: unknown, graphql: boolean): boolean {
  if (status >= 200 && status < 300) return body !== undefined;
  return graphql && status < 500 && !isApiErrorBody(body) && hasGraphQLShape(body);
}

function errorOf(status: number, body: unknown): Error {
  if (isApiErrorBody(body)) return new ApiError(body.status ?? status, body.name, body.desc ?? '', body.payload);
  return new UnknownError(status);
}

/** null for an empty body, undefined when the body is not JSON. */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function sleep(ms: number, signals: (AbortSignal | undefined)[]): Promise<void> {
  const active = signals.filter((s): s is AbortSignal => !!s);
  return new Promise((resolve, reject) => {
    const aborted = active.find((s) => s.aborted);
    if (aborted) return reject(aborted.reason);
    const onAbort = (event: Event) => {
      clearTimeout(timer);
      reject((event.target as AbortSignal).reason);
    };
    const timer = setTimeout(() => {
      for (const s of active) s.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    for (const s of active) s.addEventListener('abort', onAbort, { once: true });
  });
}

function timeoutSignal(ms: number): AbortSignal {
  const controller = new AbortController();
  setTimeout(() => controller.abort(new DOMException('Request timed out', 'TimeoutError')), ms);
  return controller.signal;
}

/** The app's instance, using the session hooks from configureSession. */
export const { request, fetchFn } = createNetwork();
