// A logger whose lines a test can read: what the app logs, parsed, in order.
import { Writable } from 'node:stream';
import { pino } from 'pino';
import type { Logger } from '../platform/logger.ts';

/** An info-level logger and the lines it has written so far (each a parsed JSON object). */
export function capturedLogs(): { logger: Logger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level: 'info' }, sink), lines };
}
