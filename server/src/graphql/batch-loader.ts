// A per-request batch loader for any module's schema: list items ask in the same tick and are loaded
// with one query (no N+1).

/** Loads one key; `prime` gives it a value already loaded elsewhere (a joined relation). */
export type Loader<K, V> = ((key: K) => Promise<V>) & { prime: (key: K, value: V) => void };

/** A tiny DataLoader: collects keys asked for in one tick and loads them with one call. */
export function batchLoader<K, V>(keyOf: (key: K) => string, loadMany: (keys: K[]) => Promise<Map<string, V>>, missing: V): Loader<K, V> {
  const cache = new Map<string, Promise<V>>();
  let queue: K[] = [];
  let batch: Promise<Map<string, V>> | null = null;
  const load = (key: K) => {
    const id = keyOf(key);
    const hit = cache.get(id);
    if (hit) return hit;
    queue.push(key);
    // Like DataLoader: dispatch after the promise jobs of the current tick, so sibling resolvers join in.
    batch ??= new Promise<void>((resolve) => {
      void Promise.resolve().then(() => process.nextTick(resolve));
    }).then(() => {
      const keys = queue;
      queue = [];
      batch = null;
      return loadMany(keys);
    });
    const result = batch.then((found) => found.get(id) ?? missing);
    cache.set(id, result);
    return result;
  };
  const prime = (key: K, value: V) => {
    if (!cache.has(keyOf(key))) cache.set(keyOf(key), Promise.resolve(value));
  };
  return Object.assign(load, { prime });
}
