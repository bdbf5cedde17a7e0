// One execution per event for all subscribers who would get the same answer. graphql-js runs a
// subscription's selection once per subscriber and event; with thousands of sockets on one post that is
// most of the cost of an event. Here the subscribers of an event (the same payload object on this instance)
// with the same document and variables share one execution, run with a context that records what it reads
// of the viewer's context (the viewer's role, "is the viewer this user?", the locales, the token's scopes…).
// A subscriber gets a shared result only when every recorded read gives the same value for them: a result
// whose resolvers looked at the viewer's id is shared with nobody else, one that only asked "is the viewer
// the author?" is shared by everyone for whom the answer is the same. Who may receive an event at all is
// decided per subscriber before this (the subscription's own filter), never shared.
import { execute } from '@graphql-tools/executor';
import type { Plugin } from '@envelop/core';
import { createSourceEventStream, type DocumentNode, type ExecutionArgs, type ExecutionResult } from 'graphql';
import { isDeepStrictEqual } from 'node:util';
import { MAX_PENDING_EVENTS, type EventSink } from '../platform/pubsub.ts';
import type { Context } from './context.ts';

/** Context entries that never change an answer (logging, publishing, cookies over HTTP): read without being recorded. */
const UNRECORDED = new Set<PropertyKey>(['requestId', 'pubsub', 'setCookie', 'secureCookies']);

/** One recorded read: what it gave during the shared execution, and how to ask the same of another context. */
type Fact = { value: unknown; read: (ctx: Context) => unknown };

const RECORDER = Symbol('recorder');

type Recorder = { facts: Map<string, Fact>; raw: Context; viewer: object | null };

function record<T>(recorder: Recorder, key: string, read: (ctx: Context) => T): T {
  const known = recorder.facts.get(key);
  if (known) return known.value as T;
  const value = read(recorder.raw);
  recorder.facts.set(key, { value, read });
  return value;
}

/** A context for one shared execution: `raw` itself to the resolvers, with every read recorded. */
function recordingContext(raw: Context): { context: Context; facts: Map<string, Fact> } {
  const recorder: Recorder = { facts: new Map(), raw, viewer: null };
  const viewer = (): object | null => {
    if (!record(recorder, 'viewer?', (ctx) => ctx.viewer !== null)) return null;
    // Each property of the viewer is its own fact: reading the role does not tie the result to the id.
    return (recorder.viewer ??= new Proxy(raw.viewer!, {
      get: (target, prop) =>
        typeof prop === 'symbol' ? Reflect.get(target, prop) : record(recorder, `viewer.${prop}`, (ctx) => (ctx.viewer as Record<string, unknown> | null)?.[prop]),
    }));
  };
  const context = new Proxy(raw, {
    get: (target, prop) => {
      if (prop === RECORDER) return recorder;
      if (typeof prop === 'symbol' || UNRECORDED.has(prop)) return Reflect.get(target, prop);
      if (prop === 'viewer') return viewer();
      return record(recorder, prop, (ctx) => (ctx as Record<string, unknown>)[prop]);
    },
    has: (target, prop) => record(recorder, `has:${String(prop)}`, (ctx) => prop in ctx),
    // Enumerating or changing the context ties the result to this subscriber alone.
    ownKeys: (target) => (record(recorder, 'whole', unshared), Reflect.ownKeys(target)),
    set: (target, prop, value) => (record(recorder, 'whole', unshared), Reflect.set(target, prop, value)),
  });
  return { context, facts: recorder.facts };
}

/** A value equal to no other: a read that no other subscriber can match. */
const unshared = () => Symbol('unshared');

/** Strings, numbers, dates and arrays or plain objects of them: what can be compared by content. */
function isPlainData(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return typeof value !== 'function' && typeof value !== 'symbol';
  if (value instanceof Date) return true;
  if (Array.isArray(value)) return value.every(isPlainData);
  const prototype = Object.getPrototypeOf(value);
  return (prototype === Object.prototype || prototype === null) && Object.values(value).every(isPlainData);
}

/** Same value: identical, or equal plain data (anything else, e.g. a Request or a function, only if identical). */
const sameValue = (a: unknown, b: unknown) => Object.is(a, b) || (isPlainData(a) && isPlainData(b) && isDeepStrictEqual(a, b));

function sameFacts(facts: Map<string, Fact>, ctx: Context): boolean {
  for (const fact of facts.values()) if (!sameValue(fact.read(ctx), fact.value)) return false;
  return true;
}

/**
 * Whether the viewer is `userId`: the question viewer-dependent fields (viewerCanEdit, isMine…) should ask
 * instead of comparing ctx.viewer.id, so that a shared event result depends on the answer, not on who asks.
 */
export function viewerIs(ctx: Context, userId: string | null | undefined): boolean {
  const recorder = (ctx as { [RECORDER]?: Recorder })[RECORDER];
  if (!recorder) return !!userId && ctx.viewer?.id === userId;
  return record(recorder, `viewerIs:${userId}`, (raw) => !!userId && raw.viewer?.id === userId);
}

/** One execution of an event: its result (null if it failed) once settled, and the reads it depended on. */
type Execution = { done: Promise<ExecutionResult>; settled: Promise<unknown>; result: ExecutionResult | null | undefined; facts: Map<string, Fact> };

/**
 * Per event payload (shared by this instance's subscribers of the topic): executions by document and
 * variables. Publishers send a fresh payload object per event, as perEvent (live-events.ts) assumes too.
 */
const executionsByEvent = new WeakMap<object, Map<string, Execution[]>>();
const documentIds = new WeakMap<DocumentNode, number>();
let nextDocumentId = 1;

let executions = 0;
let deliveries = 0;
let sentDirectly = 0;
let deliveredAtOnce = 0;
let lastResultAt = 0;

/**
 * Executions and deliveries of subscription events since start, how many of those were sent directly (see
 * DirectDelivery) and how many were delivered as the subscriber took the event, without a promise (see
 * EventSink), and when the last result was ready (performance.timeOrigin + performance.now()): for tests
 * and the bench.
 */
export function eventExecutionCounts() {
  return { executions, deliveries, sentDirectly, deliveredAtOnce, lastResultAt };
}

/** Told of each event execution's result once (not once per subscriber who shares it). */
export type OnExecuted = (result: ExecutionResult, args: ExecutionArgs) => void;

/**
 * The result for this subscriber: a finished execution whose reads give the same values for them, or its
 * own. Thousands of subscribers join each execution: once it has settled they are answered without a promise.
 */
function executionFor(args: ExecutionArgs, shape: string, payload: unknown, onExecuted: OnExecuted): ExecutionResult | Promise<ExecutionResult> {
  if (payload === null || typeof payload !== 'object') return run(args, payload, onExecuted).done;
  let byShape = executionsByEvent.get(payload);
  if (!byShape) executionsByEvent.set(payload, (byShape = new Map()));
  let known = byShape.get(shape);
  if (!known) byShape.set(shape, (known = []));
  return joinFrom(known, 0, args, payload, onExecuted);
}

/**
 * The first of `known` from `first` on whose reads give the same values for this subscriber, else a new one.
 * Executions are compared once settled (only then are their reads known); new ones may join meanwhile.
 * Plain functions, no closures: thousands of subscribers pass here per event.
 */
function joinFrom(known: Execution[], first: number, args: ExecutionArgs, payload: unknown, onExecuted: OnExecuted): ExecutionResult | Promise<ExecutionResult> {
  const raw = args.contextValue as Context;
  for (let i = first; i < known.length; i += 1) {
    const candidate = known[i]!;
    if (candidate.result === undefined) return candidate.settled.then(() => joinFrom(known, i, args, payload, onExecuted));
    if (candidate.result && sameFacts(candidate.facts, raw)) return candidate.result;
  }
  const own = run(args, payload, onExecuted);
  known.push(own);
  return own.done;
}

function run(args: ExecutionArgs, payload: unknown, onExecuted: OnExecuted): Execution {
  executions += 1;
  const { context, facts } = recordingContext(args.contextValue as Context);
  // Single results only: subscriptions here use neither @defer nor @stream.
  const done = Promise.resolve(execute({ ...args, rootValue: payload, contextValue: context })) as Promise<ExecutionResult>;
  void done.then((result) => onExecuted(result, args), () => undefined);
  const execution: Execution = { done, settled: done, result: undefined, facts };
  execution.settled = done.then(
    (result) => (execution.result = result),
    () => (execution.result = null),
  );
  return execution;
}

/**
 * A subscriber whose transport can take a result straight away (graphql-ws): a shared result without errors
 * is sent from the step that receives it, not yielded. Thousands of subscribers share an event, and each
 * yield costs the transport an async pipeline of its own per subscriber (error masking, its per-result
 * hook, a promise per socket write): most of an event's cost and garbage. Results it cannot take now, and
 * results with errors (masked on the way out), wait for the transport's next() as before.
 */
export type DirectDelivery = {
  /**
   * Asked as each event reaches the subscriber, while it executes: whether its result may be sent directly
   * (e.g. the socket's credentials hold, re-checked if due). Never rejects.
   */
  prepare(): boolean | Promise<boolean>;
  /** Sends the result (JSON in UTF-8, serialized once per execution); false when it must be yielded instead. */
  send(resultJson: Buffer): boolean;
};

/** Direct deliveries by the subscription's context (envelop keeps the context object it is given). */
const directDeliveries = new WeakMap<object, DirectDelivery>();

/** Makes subscriptions run with `contextValue` send their results through `delivery` when they can. */
export function deliverDirectly(contextValue: object, delivery: DirectDelivery): void {
  directDeliveries.set(contextValue, delivery);
}

const resultJson = new WeakMap<ExecutionResult, Buffer>();

/** The result as JSON, serialized once for all subscribers who share it. */
function jsonOf(result: ExecutionResult): Buffer {
  let json = resultJson.get(result);
  if (json === undefined) resultJson.set(result, (json = Buffer.from(JSON.stringify(result))));
  return json;
}

const DONE: IteratorReturnResult<undefined> = Object.freeze({ done: true, value: undefined });

type PushableSource = AsyncIterator<unknown> & { pushTo(sink: EventSink<unknown>): void };

/**
 * A subscription's results: its source's events, each executed through executionFor as it arrives (the
 * source pushes them, see EventSink), then sent directly or queued for the transport's next().
 */
class SharedEventResults implements AsyncIterableIterator<ExecutionResult>, EventSink<unknown> {
  private readonly direct: DirectDelivery | undefined;
  private waiter: { resolve: (result: IteratorResult<ExecutionResult>) => void; reject: (error: Error) => void } | null = null;
  /** Results not sent directly, until next() takes them (at most MAX_PENDING_EVENTS). */
  private readonly results: ExecutionResult[] = [];
  private failure: Error | null = null;
  private ended = false;

  constructor(
    private readonly source: PushableSource,
    private readonly args: ExecutionArgs,
    private readonly shape: string,
    private readonly onExecuted: OnExecuted,
  ) {
    this.direct = directDeliveries.get(args.contextValue as object);
    source.pushTo(this);
  }

  /** EventSink: one event this subscriber accepted. Without a promise when nothing has to be waited for. */
  take(payload: unknown): void | Promise<void> {
    // Asked first, so that a re-check runs while the event executes.
    const prepared = this.direct?.prepare() ?? false;
    const joined = executionFor(this.args, this.shape, payload, this.onExecuted);
    if (!(joined instanceof Promise) && typeof prepared === 'boolean') {
      deliveredAtOnce += 1;
      return this.deliver(joined, prepared);
    }
    return Promise.all([joined, prepared]).then(([result, direct]) => this.deliver(result, direct));
  }

  fail(error: Error): void {
    void this.source.return?.();
    const waiting = this.waiter;
    this.waiter = null;
    if (waiting) waiting.reject(error);
    else this.failure = error;
  }

  private deliver(result: ExecutionResult, direct: boolean): void {
    if (this.ended || this.failure) return;
    deliveries += 1;
    lastResultAt = performance.timeOrigin + performance.now();
    if (direct && !result.errors && this.direct!.send(jsonOf(result))) {
      sentDirectly += 1;
      return;
    }
    const waiting = this.waiter;
    this.waiter = null;
    if (waiting) waiting.resolve({ done: false, value: result });
    else if (this.results.length < MAX_PENDING_EVENTS) this.results.push(result);
    else {
      this.results.length = 0;
      this.fail(new Error(`More than ${MAX_PENDING_EVENTS} events are waiting for this subscriber; subscribe again`));
    }
  }

  [Symbol.asyncIterator]() {
    return this;
  }

  async next(): Promise<IteratorResult<ExecutionResult>> {
    if (this.results.length > 0) return { done: false, value: this.results.shift()! };
    const failure = this.failure;
    if (failure) {
      this.failure = null;
      this.ended = true;
      throw failure;
    }
    if (this.ended) return DONE;
    return new Promise((resolve, reject) => (this.waiter = { resolve, reject }));
  }

  async return(): Promise<IteratorResult<ExecutionResult>> {
    this.ended = true;
    this.waiter?.resolve(DONE);
    this.waiter = null;
    await this.source.return?.();
    return DONE;
  }

  async throw(error: unknown): Promise<IteratorResult<ExecutionResult>> {
    await this.return();
    throw error;
  }
}

/** graphql's subscribe, executing each event once per group of subscribers who get the same answer. */
export function subscribeSharingEvents(onExecuted: OnExecuted = () => undefined) {
  return async (args: ExecutionArgs) => {
    const stream = await createSourceEventStream(args);
    if (!(Symbol.asyncIterator in stream)) return stream;
    let documentId = documentIds.get(args.document);
    if (documentId === undefined) documentIds.set(args.document, (documentId = nextDocumentId++));
    // Same parsed document (yoga caches parsing by text), operation and variables: the same selection.
    const shape = `${documentId}:${args.operationName ?? ''}:${JSON.stringify(args.variableValues ?? {})}`;
    // Only what execution needs is kept while the subscription is open (not the enveloped root value).
    const { schema, document, operationName, variableValues, contextValue } = args;
    const kept: ExecutionArgs = { schema, document, operationName, variableValues, contextValue };
    const source = stream[Symbol.asyncIterator]() as Partial<PushableSource>;
    if (typeof source.pushTo !== 'function') throw new Error("A subscription's events must come from pubsub.subscribe, which pushes them");
    return new SharedEventResults(source as PushableSource, kept, shape, onExecuted);
  };
}

/** Envelop plugin: subscriptions (graphql-ws and SSE) run through subscribeSharingEvents. */
export function useSharedEventExecution(options: { onExecuted?: OnExecuted } = {}): Plugin {
  const subscribe = subscribeSharingEvents(options.onExecuted);
  return {
    onSubscribe: ({ setSubscribeFn }) => setSubscribeFn(subscribe as never),
  };
}
