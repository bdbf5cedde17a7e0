// Counts GraphQL operations (HTTP and websocket) for /metrics.
import { handleStreamOrSingleExecutionResult, type Plugin } from '@envelop/core';
import { getOperationAST } from 'graphql';
import type { Metrics } from '../platform/metrics.ts';

export function useOperationMetrics(metrics: Metrics): Plugin {
  const count = (args: { document: Parameters<typeof getOperationAST>[0]; operationName?: string | null }) => {
    const operation = getOperationAST(args.document, args.operationName);
    const type = operation?.operation ?? 'unknown';
    const name = operation?.name?.value ?? args.operationName;
    let counted = false;
    return (payload: Parameters<typeof handleStreamOrSingleExecutionResult>[0]) =>
      handleStreamOrSingleExecutionResult(payload, ({ result }) => {
        // A subscription counts once, by its first event.
        if (counted) return;
        counted = true;
        metrics.countOperation(type, name, Boolean(result.errors?.length));
      });
  };
  return {
    onExecute: ({ args }) => ({ onExecuteDone: count(args) }),
    onSubscribe: ({ args }) => ({ onSubscribeResult: count(args) }),
  };
}
