import { loadPersistedOperations } from '../http/persisted-operations.ts';

export function persistedOperations(): [string, string][] {
  return [...loadPersistedOperations().entries()];
}
