// Configuration is read once from the environment and validated; a bad value stops start-up
// with a message naming the variable.
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
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Public origin of the web app; canonical URLs are built from it (default: the request's host). */
  PUBLIC_URL: url(['http:', 'https:']).optional(),
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
  SENTRY_DSN: url(['http:', 'https:']).optional(),
  MIXPANEL_TOKEN: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed the demo world into an empty database (on by default for the embedded database). */
  SEED_DEMO: bool.optional(),
  /** Directory of the built client. */
  CLIENT_DIST: z.string().min(1).default('dist/client'),
});

export type Config = z.infer<typeof schema> & { DEV_MODE: boolean };

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
  return {
    ...c,
    DEV_MODE: c.DEV_MODE ?? c.NODE_ENV !== 'production',
    PUBLIC_URL: c.PUBLIC_URL?.replace(/\/$/, ''),
  };
}
