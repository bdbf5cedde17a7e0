// The web client's operations, persisted by relay-compiler at build time (id -> document text).
import fs from 'node:fs';
import path from 'node:path';

export const PERSISTED_QUERIES_FILE = path.resolve(
  import.meta.dirname,
  '../../../client/src/relay/persisted-queries.json',
);

export function loadPersistedOperations(file = PERSISTED_QUERIES_FILE): Map<string, string> {
  if (!fs.existsSync(file)) return new Map();
  return new Map(Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>));
}

/** The persisted id a request names: Relay's `documentId`/`doc_id`, or the APQ-style extension. */
export function persistedIdOf(params: {
  extensions?: Record<string, unknown> | null;
  [key: string]: unknown;
}): string | null {
  const fromBody = params.documentId ?? params.doc_id;
  if (typeof fromBody === 'string') return fromBody;
  const apq = params.extensions?.persistedQuery as { sha256Hash?: unknown } | undefined;
  return typeof apq?.sha256Hash === 'string' ? apq.sha256Hash : null;
}
