// Builds one app instance on an already migrated database: HTTP, GraphQL, websockets, jobs.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import crypto from 'node:crypto';
import type { Config } from './platform/config.ts';
import { connectDatabase } from './platform/database.ts';
import { startJobs, type Jobs } from './platform/jobs.ts';
import type { Logger } from './platform/logger.ts';
import { configureMailLinks, startMailer, type Mailer } from './platform/mail.ts';
import { configurePasswordHashing } from './platform/passwords.ts';
import { createAppPubSub, type PubSub } from './platform/pubsub.ts';
import { loadPersistedOperations } from './http/persisted-operations.ts';
import { createFilesRoutes } from './http/files-routes.ts';
import { createDownloadRoutes, DOWNLOADS_PREFIX } from './http/download-routes.ts';
import { createExportRoutes } from './http/exports-routes.ts';
import { createPaymentRoutes, PAYMENT_WEBHOOK_PATH } from './http/payments-routes.ts';
import { createOAuthRoutes, STAND_IN_PATH } from './http/oauth-routes.ts';
import { MAX_BODY, PayloadTooLargeError, plainRoutes, readBody, sendJson } from './http/routes.ts';
import { loadPageRenderer } from './http/server-render.ts';
import { createWebClientHandler } from './http/web-client.ts';
import { clientAddressResolver } from './http/client-address.ts';
import { createSecurityHeaders } from './http/security-headers.ts';
import { urlForLog } from './http/request-log.ts';
import { allowedOriginsOf, csrfRefusal, handleCors, refuseCsrf } from './http/cross-origin.ts';
import { attachWebSocketServer } from './http/websocket.ts';
import { createGraphQLServer, REMOTE_ADDRESS_HEADER } from './http/yoga.ts';
import { captureException } from './platform/sentry.ts';
import { createMetrics, createMetricsHandler } from './platform/metrics.ts';
import { configureRateLimits } from './platform/rate-limit.ts';
import { configureVerificationCodes } from './modules/accounts/verification.service.ts';
import { configureFiles } from './modules/files/files.service.ts';
import { profileFilesInUse } from './modules/accounts/profile.service.ts';
import { clubFilesInUse } from './modules/clubs/clubs.service.ts';
import { installPostChanges, postFilesInUse } from './modules/posts/posts.service.ts';
import { chatFilesInUse } from './modules/chat/chat.service.ts';
import { productFilesInUse } from './modules/store/store.service.ts';
import { startPayments } from './modules/payments/payments.setup.ts';
import { startCreators } from './modules/creators/creators.setup.ts';
import { startMemberships } from './modules/memberships/memberships.setup.ts';
import { registerMembershipOrders } from './modules/memberships/membership-orders.ts';
import { registerStoreOrders } from './modules/store/store-orders.ts';
import { closeOwnedStores, ordersToFulfilDeletionCheck } from './modules/store/store.service.ts';
import { addAccountDeletionCheck, addAccountDeletionStep } from './modules/accounts/profile.service.ts';
import { ticketIssuer } from './modules/tickets/tickets.service.ts';
import { startTickets } from './modules/tickets/tickets.setup.ts';
import { configureStoreDownloads } from './modules/store/store-downloads.ts';
import type { OrderKinds } from './modules/payments/order-kinds.ts';
import { startClubs } from './modules/clubs/clubs.setup.ts';
import { startNotifications, tellClubOwner } from './modules/notifications/notifications.service.ts';
import { startRevenue } from './modules/revenue/revenue.setup.ts';
import { createStorage } from './platform/storage.ts';
import { startClubActivity } from './modules/dashboard/dashboard.setup.ts';
import { connectRedis } from './platform/redis.ts';
import { registerReportTarget } from './modules/moderation/moderation.service.ts';
import { startModeration } from './modules/moderation/moderation.setup.ts';
import { registerChatReports } from './modules/chat/chat.service.ts';

export type App = {
  url: string;
  port: number;
  server: http.Server;
  pubsub: PubSub;
  jobs: Jobs;
  mailer: Mailer;
  /** The order kinds payments serve (tests register fake kinds). */
  orderKinds: OrderKinds;
  close: () => Promise<void>;
};

/** Seals queued mail where SECRET_KEY is not set (dev and tests only: production requires the key). */
const DEV_MAIL_SECRET = 'oshi-local-mail-secret';
const notFound = (res: http.ServerResponse) => sendJson(res, 404, { status: 404, name: 'NotFound', desc: 'Not found' });

export async function startApp(options: { config: Config; logger: Logger; databaseUrl: string }): Promise<App> {
  const { config, logger, databaseUrl } = options;
  connectDatabase(databaseUrl);
  const { pubsub, close: closePubSub } = createAppPubSub({ redisUrl: config.REDIS_URL, logger });
  const jobs = await startJobs(databaseUrl, logger);
  const mailer = await startMailer({
    jobs,
    logger,
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    secret: config.SECRET_KEY ?? DEV_MAIL_SECRET,
    devMailbox: config.DEV_MODE,
  });
  configurePasswordHashing({ concurrency: config.PASSWORD_HASH_CONCURRENCY, maxQueue: config.PASSWORD_HASH_QUEUE });
  if (config.SECRET_KEY) configureVerificationCodes({ secret: config.SECRET_KEY });
  // A deleted post, chat message or account forgets its files unless one of these still shows them.
  configureFiles({
    storage: createStorage(config),
    secret: config.SECRET_KEY,
    inUse: [profileFilesInUse, clubFilesInUse, postFilesInUse, chatFilesInUse, productFilesInUse],
  });
  configureStoreDownloads({ secret: config.DOWNLOAD_LINK_SECRET ?? config.SECRET_KEY });
  // Attempt limits are shared between instances through Redis when there is one.
  const rateLimitRedis = config.REDIS_URL ? connectRedis(config.REDIS_URL, { logger, name: 'rate-limit' }) : null;
  configureRateLimits({ redis: rateLimitRedis });
  const persisted = loadPersistedOperations();
  let openWebSockets = () => 0;
  const metrics = createMetrics({ openWebSockets: () => openWebSockets() });
  const serveMetrics = createMetricsHandler(metrics, config.METRICS_TOKEN);
  const securityHeaders = createSecurityHeaders(config);
  const yoga = createGraphQLServer({ config, logger, pubsub, persisted, metrics });
  const routes = plainRoutes(config);
  const oauth = await createOAuthRoutes({ config, logger });
  // A guest's first screens come rendered, their GraphQL answered by this server's handler in-process. A post
  // edited, locked, hidden or deleted through any instance (the posts module announces it after commit on
  // this pubsub) empties the renderings kept for guests, so none shows what it no longer may.
  const stopPostChanges = installPostChanges(pubsub);
  const postChanges = pubsub.subscribe('posts:changed', 'all');
  const renderPage = await loadPageRenderer({ clientDist: config.CLIENT_DIST, logger, graphql: (request) => yoga.fetch(request), invalidations: postChanges });
  if (!renderPage) void postChanges.return?.();
  const webClient = createWebClientHandler(config, { renderPage });
  const files = createFilesRoutes({ config, logger });
  const downloads = createDownloadRoutes();
  const exportRoutes = createExportRoutes(config);
  // The test gateway posts its webhooks to this instance (or PUBLIC_URL), known once it listens.
  let ownUrl = '';
  // Without PUBLIC_URL the allowed origins include our own, known once we listen.
  let allowedOrigins: ReadonlySet<string> = allowedOriginsOf(config, config.PORT);
  const { testGateway, orderKinds } = await startPayments({ config, jobs, pubsub, logger, webhookUrl: () => `${config.PUBLIC_URL ?? ownUrl}${PAYMENT_WEBHOOK_PATH}` });
  // Payments call the selling modules' handlers by order kind; each registers its own here (DESIGN 9).
  registerMembershipOrders(orderKinds);
  // The store issues and voids tickets through the tickets module's service, handed to it here.
  registerStoreOrders(orderKinds, { tickets: ticketIssuer });
  // A deleted account's stores close with it, once no buyer waits for goods or an event from them.
  addAccountDeletionCheck(ordersToFulfilDeletionCheck);
  addAccountDeletionStep(closeOwnedStores);
  await startTickets({ jobs, logger, scheduled: config.SCHEDULED_JOBS !== false, qrSecret: config.TICKET_QR_SECRET, secretKey: config.SECRET_KEY });
  await startMemberships({ jobs, logger, scheduled: config.SCHEDULED_JOBS !== false });
  await startClubs({ jobs, logger, scheduled: config.SCHEDULED_JOBS !== false });
  startCreators();
  // Earnings become withdrawable after the refund window; settlement account numbers are sealed.
  await startRevenue({
    jobs,
    logger,
    scheduled: config.SCHEDULED_JOBS !== false,
    releaseDays: config.REVENUE_RELEASE_DAYS,
    settlementKey: config.SETTLEMENT_KEY,
    secretKey: config.SECRET_KEY,
  });
  // Reports of posts, comments, users and chat messages; suspensions end on time.
  await startModeration({ pubsub, jobs, logger, scheduled: config.SCHEDULED_JOBS !== false });
  registerChatReports({ pubsub, register: registerReportTarget });
  // Live pushes of notifications and the e-mails of new owner posts and notices.
  await startNotifications({ pubsub, jobs, logger });
  // What happens in a club reaches its owner's live dashboard (on any instance through the pubsub) and notifications.
  const stopClubActivity = startClubActivity({ pubsub, logger, listeners: [tellClubOwner] });
  const payments = createPaymentRoutes({ config, logger, testGateway });

  // A bounded set of route labels for the metrics: the routes by path, the web client's pages all "web".
  const routeLabel = (pathname: string): string => {
    if (pathname === '/graphql' || pathname === '/metrics' || routes.has(pathname) || exportRoutes.has(pathname) || payments.has(pathname) || oauth.routes.has(pathname)) return pathname;
    if (pathname === '/files' || pathname.startsWith('/files/')) return '/files';
    if (pathname.startsWith(DOWNLOADS_PREFIX)) return '/downloads';
    if (pathname.startsWith(`${STAND_IN_PATH}/`)) return STAND_IN_PATH;
    if (pathname.startsWith('/assets/')) return '/assets';
    return 'web';
  };
  const clientAddressOf = clientAddressResolver(config.TRUSTED_PROXIES);
  const server = http.createServer((req, res) => {
    const requestId = (req.headers['x-request-id'] as string | undefined) ?? crypto.randomUUID();
    req.headers['x-request-id'] = requestId;
    req.headers[REMOTE_ADDRESS_HEADER] = clientAddressOf(req);
    res.setHeader('x-request-id', requestId);
    securityHeaders(req, res);
    const started = performance.now();
    const pathname = (req.url ?? '/').split('?')[0];
    const route = routeLabel(pathname);
    // Read now (a handler may rewrite req.url), with reset tokens, link signatures and OAuth codes left out.
    const url = urlForLog(req.url);
    res.on('finish', () => {
      metrics.observeHttp(req.method ?? 'GET', route, res.statusCode, (performance.now() - started) / 1000);
      logger.info(
        { requestId, method: req.method, url, status: res.statusCode, ms: Math.round(performance.now() - started) },
        'request',
      );
    });
    const handle = async () => {
      if (handleCors(req, res, allowedOrigins)) return;
      const forgery = csrfRefusal(req, pathname);
      if (forgery) return refuseCsrf(res, forgery);
      if (pathname === '/graphql') {
        // Read within the limit here; yoga takes a body that was already read (as frameworks' parsers leave it)
        // and does not limit it again (maxRequestBodySize in yoga.ts).
        if (req.method !== 'GET' && req.method !== 'HEAD') Object.assign(req, { body: (await readBody(req, MAX_BODY)) || undefined });
        // Results may come compressed (useResponseCompression); yoga's own headers would replace a Vary set there.
        res.appendHeader('vary', 'Accept-Encoding');
        return yoga(req, res);
      }
      if (pathname === '/metrics') return config.METRICS_PORT ? notFound(res) : serveMetrics(req, res);
      if (pathname === '/files' || pathname.startsWith('/files/')) return files(req, res, pathname);
      if (pathname.startsWith(DOWNLOADS_PREFIX)) return downloads(req, res, pathname);
      const exportRoute = exportRoutes.get(pathname);
      if (exportRoute) return exportRoute(req, res);
      const plainRoute = routes.get(pathname);
      if (plainRoute) return plainRoute(req, res, { config, logger });
      const paymentRoute = payments.get(pathname);
      if (paymentRoute) return paymentRoute(req, res);
      const oauthRoute = oauth.routes.get(pathname);
      if (oauthRoute) return oauthRoute(req, res);
      if (oauth.handleStandIn(req, res, pathname)) return;
      return webClient(req, res);
    };
    Promise.resolve(handle()).catch((err: unknown) => {
      if (err instanceof PayloadTooLargeError && !res.headersSent) {
        // The rest of the body is not read: close the connection rather than reuse it.
        return sendJson(res, 413, { status: 413, name: 'PayloadTooLarge', desc: err.message }, { connection: 'close' });
      }
      logger.error({ err, requestId }, 'unhandled request error');
      captureException(err);
      if (!res.headersSent) sendJson(res, 500, { status: 500, name: 'InternalError', desc: 'An error occurred' });
      else res.end();
    });
  });
  // Websocket upgrades skip the request handler: their client address is set before graphql-ws sees them.
  server.prependListener('upgrade', (req: http.IncomingMessage) => {
    req.headers[REMOTE_ADDRESS_HEADER] = clientAddressOf(req);
  });
  const ws = attachWebSocketServer({ server, yoga, config, persisted });
  openWebSockets = ws.openConnections;
  await new Promise<void>((resolve) => server.listen(config.PORT, config.HOST, resolve));
  // On its own port /metrics can stay off the public network.
  const metricsServer = config.METRICS_PORT
    ? http.createServer((req, res) => void ((req.url ?? '/').split('?')[0] === '/metrics' ? serveMetrics(req, res) : notFound(res)))
    : null;
  if (metricsServer) await new Promise<void>((resolve) => metricsServer.listen(config.METRICS_PORT, config.HOST, resolve));
  const { port } = server.address() as AddressInfo;
  ownUrl = `http://127.0.0.1:${port}`;
  // Links in e-mail lead to PUBLIC_URL; without it, to this instance on the port it really listens on.
  configureMailLinks(config.PUBLIC_URL ?? `http://localhost:${port}`);
  if (!config.PUBLIC_URL && config.NODE_ENV === 'production') logger.warn('PUBLIC_URL is not set: links in e-mail point at localhost');
  allowedOrigins = allowedOriginsOf(config, port);
  oauth.listening(port);

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    server,
    pubsub,
    jobs,
    mailer,
    orderKinds,
    close: async () => {
      stopClubActivity();
      stopPostChanges();
      void postChanges.return?.();
      mailer.stop();
      await ws.close();
      if (metricsServer) await new Promise<void>((resolve) => metricsServer.close(() => resolve()));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await jobs.stop({ graceful: false, wait: true });
      await closePubSub();
      rateLimitRedis?.disconnect();
    },
  };
}
