// One load run: a fixed number of connections hammer one request for a fixed time (autocannon).
// Every response must be byte-identical to the one verified before the run: a server that starts
// failing or answering differently under load counts as an error, not as a fast run.
import autocannon from 'autocannon';

export type Target = {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
};

export type LoadOptions = { connections: number; durationSeconds: number };

export type LoadResult = {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  /** Transport errors, non-2xx answers and answers unlike the verified one. */
  failures: number;
  /** Requests unanswered after TIMEOUT_SECONDS: slowness, reported but not a failure. */
  timeouts: number;
};

const TIMEOUT_SECONDS = 30;

export async function runLoad(target: Target, expectBody: string, options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: target.url,
    method: target.method,
    headers: target.headers,
    body: target.body,
    connections: options.connections,
    duration: options.durationSeconds,
    expectBody,
    timeout: TIMEOUT_SECONDS,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    // autocannon counts timeouts among its errors.
    failures: result.errors - result.timeouts + result.non2xx + result.mismatches,
    timeouts: result.timeouts,
  };
}

/** One request, for verification and for walking cursors. */
export async function fetchJson(target: Target): Promise<{ status: number; text: string; json: unknown }> {
  const response = await fetch(target.url, { method: target.method, headers: target.headers, body: target.body });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: response.status, text, json };
}
