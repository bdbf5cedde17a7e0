// Prometheus metrics (prom-client): process defaults, HTTP requests by route and status, GraphQL
// operations and open websockets. One registry per app instance (tests run several in one process).
import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export type Metrics = ReturnType<typeof createMetrics>;

export function createMetrics(options: { openWebSockets: () => number }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'oshi_' });
  const httpRequests = new Counter({
    name: 'oshi_http_requests_total',
    help: 'HTTP requests answered, by method, route and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const httpDuration = new Histogram({
    name: 'oshi_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const graphqlOperations = new Counter({
    name: 'oshi_graphql_operations_total',
    help: 'GraphQL operations executed (HTTP and websocket), by type, name and whether they had errors.',
    labelNames: ['type', 'name', 'outcome'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'oshi_websocket_connections',
    help: 'Open graphql-ws connections.',
    registers: [registry],
    collect() {
      this.set(options.openWebSockets());
    },
  });
  return {
    registry,
    observeHttp(method: string, route: string, status: number, seconds: number) {
      const labels = { method, route, status: String(status) };
      httpRequests.inc(labels);
      httpDuration.observe(labels, seconds);
    },
    countOperation(type: string, name: string | null | undefined, failed: boolean) {
      graphqlOperations.inc({ type, name: name ?? 'anonymous', outcome: failed ? 'error' : 'ok' });
    },
  };
}

/** GET /metrics: 404 unless METRICS_TOKEN is set, then only with `Authorization: Bearer <token>`. */
export function createMetricsHandler(metrics: Metrics, token: string | undefined) {
  const expected = token ? crypto.createHash('sha256').update(token).digest() : null;
  return async (req: IncomingMessage, res: ServerResponse) => {
    if (!expected) {
      res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
      return void res.end(JSON.stringify({ status: 404, name: 'NotFound', desc: 'Not found' }));
    }
    const given = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1]?.trim() ?? '';
    // Hashes have equal length, so the comparison takes the same time whatever was sent.
    if (!crypto.timingSafeEqual(crypto.createHash('sha256').update(given).digest(), expected)) {
      res.writeHead(401, { 'content-type': 'application/json; charset=utf-8', 'www-authenticate': 'Bearer' });
      return void res.end(JSON.stringify({ status: 401, name: 'Unauthorized', desc: 'GET /metrics needs Authorization: Bearer <METRICS_TOKEN>' }));
    }
    const body = await metrics.registry.metrics();
    res.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' });
    res.end(body);
  };
}
