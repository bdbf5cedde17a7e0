// Every operation the web client sends by id must be in persisted-queries.json, or the server answers
// PersistedQueryNotFound. relay-compiler only adds the ids of artifacts it rewrites, so a merge that keeps
// one side's file can lose the other side's: this catches it before a browser does.
import { describe, expect, it } from 'vitest';
import { loadPersistedOperations } from '../server/src/http/persisted-operations.ts';
import { currentPersistedIds } from './prune-persisted-queries.ts';

describe('persisted-queries.json', () => {
  it('holds every id the Relay artifacts send', () => {
    const stored = loadPersistedOperations();
    const missing = [...currentPersistedIds()].filter((id) => !stored.has(id));
    expect(missing, 'run `npm run relay` after removing the artifacts of these operations, or merge both sides of the file').toEqual([]);
  });
});
