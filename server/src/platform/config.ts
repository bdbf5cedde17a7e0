// Configuration is read once from the environment and validated; a bad value stops start-up
// with a message naming the variable.
import crypto from 'node:crypto';
import proxyAddr from 'proxy-addr';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

const url = (protocols: string[]) =>
  z.string().refine(
    (v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL (${protocols.join(', ')})` },
  );

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  /** Loopback by default: the dev default's sign-in stand-in and dev mailbox must not face the network. */
  HOST: z.string().min(1).default('127.0.0.1'),
  /**
   * Proxies whose X-Forwarded-For is believed (comma-separated addresses or CIDR ranges, or `loopback`,
   * `linklocal`, `uniquelocal`); without it the client's address is the socket's.
   */
  TRUSTED_PROXIES: z
    .string()
    .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
    .refine((list) => list.every(isProxyAddress), { message: 'must be IP addresses or CIDR ranges (or loopback, linklocal, uniquelocal), comma-separated' })
    .optional(),
  /** Password hashes computed at once, and how many more may wait before sign-ins are refused as busy. */
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).max(10_000).default(64),
  /** GraphQL queries executed at once per instance, and how many more may wait their turn before being refused as busy. */
  QUERY_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(4),
  QUERY_QUEUE: z.coerce.number().int().min(0).max(100_000).default(2000),
  /** Public origin of the web app; canonical URLs are built from it (default: the request's host). */
  PUBLIC_URL: url(['http:', 'https:']).optional(),
  /** Other origins allowed to call the API from a browser with credentials (comma-separated), beside PUBLIC_URL. */
  ALLOWED_ORIGINS: z
    .string()
    .transform((v) => v.split(',').map((o) => o.trim()).filter(Boolean))
    .refine((list) => list.every(isWebOrigin), { message: 'must be comma-separated origins such as https://app.example.com (scheme://host[:port], no path)' })
    .transform((list) => list.map((o) => new URL(o).origin))
    .optional(),
  /** Bearer token that opens /metrics (Prometheus); without it /metrics answers 404. */
  METRICS_TOKEN: z.string().min(16, { message: 'must be at least 16 characters' }).optional(),
  /** Serve /metrics on this port instead (e.g. one not exposed publicly); still needs METRICS_TOKEN. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Deployment stage shown by the debug badge and used for the app-store tag. */
  STAGE: z.enum(['beta', 'real']).default('beta'),
  /** Dev mode opens /_dev/mail, /_sample/* and dev-only controls. Defaults to on unless NODE_ENV=production. */
  DEV_MODE: bool.optional(),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  /** Where the embedded database and local files live when nothing else is configured. */
  DATA_DIR: z.string().min(1).default('.data'),
  REDIS_URL: url(['redis:', 'rediss:']).optional(),
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().min(3).default('Oshi <no-reply@oshi.local>'),
  SUPPORT_EMAIL: z.string().email().default('help@oshi.local'),
  /** The operations manager who answers creators' settlement questions (shown on the settlement pages). */
  SETTLEMENT_EMAIL: z.string().email().default('settlement@oshi.local'),
  SENTRY_DSN: url(['http:', 'https:']).optional(),
  MIXPANEL_TOKEN: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed the demo world into an empty database (on by default for the embedded database). */
  SEED_DEMO: bool.optional(),
  /** Secret for hashing e-mail verification codes; the same on every instance. Required in production. */
  SECRET_KEY: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  /** Signs ticket QR tokens (HMAC-SHA256); the same on every instance. Default: derived from SECRET_KEY, else a fixed development secret. */
  TICKET_QR_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  /** Signs the store's short-lived download links of digital purchases; defaults to SECRET_KEY (a dev secret without it). */
  DOWNLOAD_LINK_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  /**
   * Seals creators' settlement account numbers (AES-256-GCM): 64 hex characters (32 bytes). Default: derived
   * from SECRET_KEY, else a fixed development key. Changing it makes stored account numbers unreadable.
   */
  SETTLEMENT_KEY: z.string().regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (a 256-bit key)').optional(),
  /** Directory of the built client. */
  CLIENT_DIST: z.string().min(1).default('dist/client'),
  /** Google sign-in (OAuth client of type "Web application"); both or neither. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** Sign in with Apple: the Services ID, team id, key id and the .p8 private key (PEM; "\\n" allowed). */
  APPLE_CLIENT_ID: z.string().min(1).optional(),
  APPLE_TEAM_ID: z.string().regex(/^[A-Z0-9]{10}$/, 'must be a 10-character Apple team id').optional(),
  APPLE_KEY_ID: z.string().regex(/^[A-Z0-9]{10}$/, 'must be a 10-character Apple key id').optional(),
  APPLE_PRIVATE_KEY: z
    .string()
    .transform((v) => v.replace(/\\n/g, '\n'))
    .refine(isP256Pkcs8, { message: 'must be a PKCS#8 PEM EC P-256 private key (the .p8 file)' })
    .optional(),
  /**
   * Which gateway takes payments: `portone` (needs PORTONE_*) or the built-in `test` gateway, whose test
   * cards cost nothing. Default: PortOne when its keys are set, else the test gateway outside production;
   * production refuses to start on the test gateway unless it is asked for by name (a staging site).
   */
  PAYMENT_GATEWAY: z.enum(['portone', 'test']).optional(),
  /** Signing secret of the built-in test gateway's webhooks ("whsec_" + base64); a fixed development secret by default. */
  TEST_GATEWAY_WEBHOOK_SECRET: z.string().regex(/^(whsec_)?[A-Za-z0-9+/]+={0,2}$/, 'must be a Standard Webhooks secret (whsec_ + base64)').optional(),
  /** PortOne V2 (DESIGN 5.6): setting these five switches payments from the built-in test gateway to PortOne; all or none. */
  PORTONE_API_SECRET: z.string().min(1).optional(),
  PORTONE_STORE_ID: z.string().regex(/^store-[A-Za-z0-9-]+$/, 'must be a PortOne store id (store-…)').optional(),
  PORTONE_WEBHOOK_SECRET: z.string().regex(/^(whsec_)?[A-Za-z0-9+/]+={0,2}$/, 'must be a Standard Webhooks secret (whsec_ + base64)').optional(),
  PORTONE_CARD_CHANNEL_KEY: z.string().regex(/^channel-key-[A-Za-z0-9-]+$/, 'must be a PortOne channel key (channel-key-…)').optional(),
  PORTONE_VIRTUAL_ACCOUNT_CHANNEL_KEY: z.string().regex(/^channel-key-[A-Za-z0-9-]+$/, 'must be a PortOne channel key (channel-key-…)').optional(),
  /** Bank of the virtual accounts issued through PortOne (PortOne's bank code, default SHINHAN). */
  PORTONE_VIRTUAL_ACCOUNT_BANK: z.string().regex(/^[A-Z][A-Z_]+$/, 'must be a PortOne bank code such as SHINHAN or KOOKMIN').optional(),
  /** Origin of PortOne's REST API (default https://api.portone.io); tests point it at a local stand-in. */
  PORTONE_API_URL: url(['http:', 'https:'])
    .refine(isOrigin, { message: 'must be an origin (scheme://host[:port]) without a path' })
    .optional(),
  /**
   * Run the periodic sweeps (renewals, expiries, reminders, payment reconciliation) from this instance.
   * pg-boss hands each run to one worker; turn it off on instances that should only serve requests.
   */
  SCHEDULED_JOBS: bool.optional(),
  /** Websocket limits on this instance: live subscriptions per socket and per user, sockets per user and per guest address. */
  WS_MAX_SUBSCRIPTIONS_PER_CONNECTION: z.coerce.number().int().min(1).max(10_000).default(50),
  WS_MAX_SUBSCRIPTIONS_PER_USER: z.coerce.number().int().min(1).max(100_000).default(200),
  WS_MAX_CONNECTIONS_PER_USER: z.coerce.number().int().min(1).max(10_000).default(20),
  WS_MAX_GUEST_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(100),
  /** Fees written to the ledger (DESIGN 5.7): platform and card fees in basis points of the price, deposit fee in KRW. */
  PLATFORM_FEE_BPS: z.coerce.number().int().min(0).max(5000).default(1000),
  CARD_FEE_BPS: z.coerce.number().int().min(0).max(2000).default(330),
  VIRTUAL_ACCOUNT_FEE_KRW: z.coerce.number().int().min(0).max(10_000).default(300),
  /** Days a payment's creator share stays pending before it can be withdrawn: the refund window (DESIGN 5.7). */
  REVENUE_RELEASE_DAYS: z.coerce.number().int().min(0).max(90).default(7),
  /** Dev and tests: a local OIDC provider stands in for Google and Apple where they are not configured. */
  OIDC_MOCK: bool.optional(),
  /** Issuer URL of an external stand-in provider (tests); without it the stand-in runs in-process at /_dev/oidc. */
  OIDC_ISSUER_URL: url(['http:', 'https:']).optional(),
  /** Directory of uploaded files on local disk (default: <DATA_DIR>/files); unused when S3_BUCKET is set. */
  FILES_DIR: z.string().min(1).optional(),
  /** S3-compatible object storage for uploads: setting the bucket switches storage from local disk to S3. */
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name (3–63 lowercase letters, digits, dots, hyphens)').optional(),
  /** Region of the bucket (default us-east-1). */
  S3_REGION: z.string().regex(/^[a-z0-9-]+$/, 'must be a region name such as us-east-1 or auto').optional(),
  /** Endpoint of an S3-compatible service (MinIO, R2...); omit for AWS. */
  S3_ENDPOINT: url(['http:', 'https:']).optional(),
  /** Static credentials; both or neither (neither uses the SDK's default chain: environment, instance role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Path-style addressing (http://host/bucket/key), needed by MinIO and most self-hosted services. */
  S3_FORCE_PATH_STYLE: bool.optional(),
});

/** The PortOne SDK resolves absolute paths against its base URL, so any path or query would be dropped silently. */
function isOrigin(value: string): boolean {
  try {
    const parsed = new URL(value);
    return parsed.pathname === '/' && !parsed.search && !parsed.hash;
  } catch {
    return true; // not a URL at all: url() reports that
  }
}

/** proxy-addr's own parser decides (it is what reads the addresses at run time). */
function isProxyAddress(value: string): boolean {
  try {
    proxyAddr.compile(value);
    return true;
  } catch {
    return false;
  }
}

/** An http(s) origin: no path, query, fragment or credentials. */
function isWebOrigin(value: string): boolean {
  try {
    const parsed = new URL(value);
    return ['http:', 'https:'].includes(parsed.protocol) && parsed.pathname === '/' && !parsed.search && !parsed.hash && !parsed.username;
  } catch {
    return false;
  }
}

function isP256Pkcs8(pem: string): boolean {
  try {
    const key = crypto.createPrivateKey({ key: pem, format: 'pem' });
    return key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1';
  } catch {
    return false;
  }
}

/** Cross-variable rules; each issue names a variable. */
function checkSignInProviders(c: z.infer<typeof schema>, devMode: boolean): string[] {
  const issues: string[] = [];
  const google = ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'] as const;
  const apple = ['APPLE_CLIENT_ID', 'APPLE_TEAM_ID', 'APPLE_KEY_ID', 'APPLE_PRIVATE_KEY'] as const;
  for (const group of [google, apple]) {
    const missing = group.filter((k) => !c[k]);
    if (missing.length && missing.length < group.length) {
      for (const k of missing) issues.push(`  ${k}: required together with ${group.filter((g) => !missing.includes(g)).join(', ')}`);
    }
  }
  if (c.OIDC_MOCK && !devMode) issues.push('  OIDC_MOCK: the stand-in sign-in provider is only allowed in dev mode');
  if (c.OIDC_ISSUER_URL && !devMode) issues.push('  OIDC_ISSUER_URL: the stand-in sign-in provider is only allowed in dev mode');
  if (!c.SECRET_KEY && c.NODE_ENV === 'production') issues.push('  SECRET_KEY: required in production (32+ random characters)');
  const real = Boolean(c.GOOGLE_CLIENT_ID || c.APPLE_CLIENT_ID);
  if (real && c.NODE_ENV === 'production' && !c.PUBLIC_URL) {
    issues.push('  PUBLIC_URL: required in production with Google or Apple sign-in (redirect URIs are built from it)');
  }
  return issues;
}

/** PortOne's keys come together (a partial set would silently fall back to the test gateway); its options need them. */
function checkPayments(c: z.infer<typeof schema>): string[] {
  const issues: string[] = [];
  const portone = ['PORTONE_API_SECRET', 'PORTONE_STORE_ID', 'PORTONE_WEBHOOK_SECRET', 'PORTONE_CARD_CHANNEL_KEY', 'PORTONE_VIRTUAL_ACCOUNT_CHANNEL_KEY'] as const;
  const missing = portone.filter((k) => !c[k]);
  if (missing.length && missing.length < portone.length) {
    for (const k of missing) issues.push(`  ${k}: required together with ${portone.filter((g) => !missing.includes(g)).join(', ')}`);
  }
  if (missing.length === portone.length) {
    for (const k of ['PORTONE_API_URL', 'PORTONE_VIRTUAL_ACCOUNT_BANK'] as const) {
      if (c[k] !== undefined) issues.push(`  ${k}: set ${portone.join(', ')} too (PortOne is used only when they are set)`);
    }
  }
  const hasPortOne = missing.length === 0;
  if (c.PAYMENT_GATEWAY === 'portone' && !hasPortOne && missing.length === portone.length) {
    issues.push(`  PAYMENT_GATEWAY: portone needs ${portone.join(', ')}`);
  }
  if (c.PAYMENT_GATEWAY === 'test' && hasPortOne) {
    issues.push('  PAYMENT_GATEWAY: test contradicts the PORTONE_* keys that are set; unset one or the other');
  }
  if (c.NODE_ENV === 'production' && !hasPortOne && c.PAYMENT_GATEWAY !== 'test') {
    issues.push(`  PAYMENT_GATEWAY: production takes real payments through PortOne (set ${portone.join(', ')}); a staging site may ask for PAYMENT_GATEWAY=test, whose test cards cost nothing`);
  }
  if (c.NODE_ENV === 'production' && c.PAYMENT_GATEWAY === 'test' && !c.TEST_GATEWAY_WEBHOOK_SECRET) {
    issues.push('  TEST_GATEWAY_WEBHOOK_SECRET: required with the test gateway in production (the default secret is public)');
  }
  return issues;
}

/** S3 settings only make sense with a bucket; static credentials come in pairs. */
function checkObjectStorage(c: z.infer<typeof schema>): string[] {
  const issues: string[] = [];
  const s3 = ['S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const;
  if (!c.S3_BUCKET) {
    for (const k of s3) if (c[k] !== undefined) issues.push(`  ${k}: set S3_BUCKET too (S3 storage is used only when S3_BUCKET is set)`);
    return issues;
  }
  if (Boolean(c.S3_ACCESS_KEY_ID) !== Boolean(c.S3_SECRET_ACCESS_KEY)) {
    issues.push(`  ${c.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'}: required together with ${c.S3_ACCESS_KEY_ID ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY'}`);
  }
  return issues;
}

export type Config = Omit<z.infer<typeof schema>, 'PAYMENT_GATEWAY'> & { DEV_MODE: boolean; PAYMENT_GATEWAY: 'portone' | 'test' };

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings mean "unset", as in most .env conventions.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const devMode = c.DEV_MODE ?? c.NODE_ENV !== 'production';
  const issues = [...checkSignInProviders(c, devMode), ...checkPayments(c), ...checkObjectStorage(c)];
  if (c.METRICS_PORT && !c.METRICS_TOKEN) issues.push('  METRICS_PORT: set METRICS_TOKEN too (/metrics is served only with a token)');
  if (issues.length) throw new ConfigError(`Invalid configuration:\n${issues.join('\n')}`);
  return {
    ...c,
    DEV_MODE: devMode,
    PAYMENT_GATEWAY: c.PORTONE_API_SECRET ? 'portone' : 'test',
    PUBLIC_URL: c.PUBLIC_URL?.replace(/\/$/, ''),
    PORTONE_API_URL: c.PORTONE_API_URL?.replace(/\/$/, ''),
  };
}
