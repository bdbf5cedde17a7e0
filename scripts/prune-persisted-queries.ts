// relay-compiler adds each new operation to persisted-queries.json but never removes one, and the server
// accepts every id in that file. This keeps only the ids the current Relay artifacts use (part of `npm run gen`).
import fs from 'node:fs';
import path from 'node:path';
import { loadPersistedOperations, PERSISTED_QUERIES_FILE } from '../server/src/http/persisted-operations.ts';

export const ARTIFACTS_DIR = path.resolve(import.meta.dirname, '../client/src/__generated__');

/** The persisted ids referenced by the generated Relay artifacts. */
export function currentPersistedIds(dir = ARTIFACTS_DIR): Set<string> {
  const ids = new Set<string>();
  for (const file of fs.readdirSync(dir)) {
    const match = /"id": "([0-9a-f]{32})"/.exec(fs.readFileSync(path.join(dir, file), 'utf8'));
    if (match) ids.add(match[1]);
  }
  return ids;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const current = currentPersistedIds();
  const stored = loadPersistedOperations();
  const kept = Object.fromEntries([...stored].filter(([id]) => current.has(id)).sort(([a], [b]) => a.localeCompare(b)));
  fs.writeFileSync(PERSISTED_QUERIES_FILE, `${JSON.stringify(kept, null, 2)}\n`);
  console.log(`persisted-queries.json: kept ${Object.keys(kept).length}, removed ${stored.size - Object.keys(kept).length} stale`);
}
