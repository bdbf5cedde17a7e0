// Live-event fan-out: one published event reaches every local subscriber of its topic as the same payload
// object, so what the event needs (rows, lock info, profiles) is loaded once per event on this instance and
// shared; each subscriber adds only its own authorization decision. Nothing here outlives the event.

const memos = new WeakMap<object, Map<string, unknown>>();

/** The value `make` gives, computed once per event (per payload object) and key. */
export function perEvent<T>(event: object, key: string, make: () => T): T {
  let memo = memos.get(event);
  if (!memo) memos.set(event, (memo = new Map()));
  if (!memo.has(key)) memo.set(key, make());
  return memo.get(key) as T;
}

/** A per-event load: its value once loaded, so that later callers need no promise. */
type Load<T> = { promise: Promise<T>; loaded: boolean; value: T | undefined };

/**
 * What `load(arg)` gives, loaded once per event and key: the value itself once loaded, else the promise.
 * Each of thousands of subscribers asks while the event arrives, and a value needs no promise of its own per
 * subscriber (nor a closure: pass a function defined once and its argument). A failed load fails every caller.
 */
export function perEventLoad<T, A = undefined>(event: object, key: string, load: (arg: A) => Promise<T>, arg?: A): T | Promise<T> {
  let memo = memos.get(event);
  const known = memo?.get(key) as Load<T> | undefined;
  if (known?.loaded) return known.value as T;
  if (known) return known.promise;
  if (!memo) memos.set(event, (memo = new Map()));
  const promise = load(arg as A);
  const entry: Load<T> = { promise, loaded: false, value: undefined };
  memo.set(key, entry);
  void promise.then(
    (value) => Object.assign(entry, { loaded: true, value }),
    () => undefined,
  );
  return promise;
}

/** `next` of `value`, at once when it is not a promise: per-subscriber checks stay synchronous once loaded. */
export function andThen<T, R>(value: T | Promise<T>, next: (value: T) => R | Promise<R>): R | Promise<R> {
  return value instanceof Promise ? value.then(next) : next(value);
}

const scopes = new WeakMap<object, object>();

/** Marks a row as shared by an event's subscribers: request-scoped loaders use `scope` for it (see loaderScope). */
export function sharedByEvent<T extends object | null>(row: T, scope: object): T {
  if (row) scopes.set(row, scope);
  return row;
}

/**
 * The object to key batched loaders on for fields of `row`: the event's scope for a row shared by an
 * event's subscribers (one lookup for all of them), else the request. Only viewer-independent loaders.
 */
export function loaderScope(row: object, ctx: object): object {
  return scopes.get(row) ?? ctx;
}

/**
 * Who watches each topic on this instance (user id → open subscriptions), so that one query per event can
 * cover every local subscriber, also those who reach the event late.
 */
export class Watchers {
  private readonly byTopic = new Map<string, Map<string, number>>();

  /** The signed-in users watching a topic here. */
  of(topic: string): string[] {
    return [...(this.byTopic.get(topic)?.keys() ?? [])];
  }

  /** Counts `userId` as a watcher of `topic` until the returned function is called (once). */
  add(topic: string, userId: string | null): () => void {
    if (!userId) return () => undefined;
    const users = this.byTopic.get(topic) ?? new Map<string, number>();
    users.set(userId, (users.get(userId) ?? 0) + 1);
    this.byTopic.set(topic, users);
    let removed = false;
    return () => {
      if (removed) return;
      removed = true;
      const left = (users.get(userId) ?? 1) - 1;
      if (left > 0) users.set(userId, left);
      else users.delete(userId);
      if (users.size === 0 && this.byTopic.get(topic) === users) this.byTopic.delete(topic);
    };
  }
}
