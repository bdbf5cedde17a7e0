// Structured JSON logs (pino). Request-scoped children carry the request id.
import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string, base: Record<string, unknown> = {}): Logger {
  return pino({ level, base: { service: 'oshi', ...base }, timestamp: pino.stdTimeFunctions.isoTime });
}
