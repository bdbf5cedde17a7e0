// Counts GraphQL operations (HTTP and websocket) for /metrics.
import { handleStreamOrSingleExecutionResult, isAsyncIterable, type Plugin } from '@envelop/core';
import { getOperationAST } from 'graphql';
import type { Metrics } from '../platform/metrics.ts';

export function useOperationMetrics(metrics: Metrics): Plugin {
  const labels = (args: { document: Parameters<typeof getOperationAST>[0]; operationName?: string | null }) => {
    const operation = getOperationAST(args.document, args.operationName);
    return { type: operation?.operation ?? 'unknown', name: operation?.name?.value ?? args.operationName };
  };
  return {
    onExecute: ({ args }) => ({
      onExecuteDone: (payload) =>
        handleStreamOrSingleExecutionResult(payload, ({ result }) => {
          const { type, name } = labels(args);
          metrics.countOperation(type, name, Boolean(result.errors?.length));
        }),
    }),
    // A subscription counts once, when it starts (or is refused): its events are not wrapped, since a post
    // with thousands of watchers would pay for an extra iterator step per watcher and event.
    onSubscribe: ({ args }) => ({
      onSubscribeResult: ({ result }) => {
        const { type, name } = labels(args);
        metrics.countOperation(type, name, !isAsyncIterable(result) && Boolean(result.errors?.length));
      },
    }),
  };
}
