// Unexpected errors (what production masks as "Unexpected error.") are logged with the request id and
// stack, and sent to Sentry when configured: the client sees nothing useful, so the log must.
import { handleStreamOrSingleExecutionResult, isAsyncIterable, type Plugin } from '@envelop/core';
import { GraphQLError, type ExecutionResult } from 'graphql';
import type { Context } from '../graphql/context.ts';
import type { Logger } from '../platform/logger.ts';
import { captureException } from '../platform/sentry.ts';

/** An error thrown by our code (not a GraphQLError meant for the client). */
function unexpectedCauseOf(error: GraphQLError): Error | null {
  const cause = error.originalError;
  if (!cause || cause instanceof GraphQLError || cause.name === 'AbortError') return null;
  return cause;
}

export type UnexpectedErrorReporter = (result: ExecutionResult, context: Partial<Context> | undefined, operationName: string | null | undefined) => void;

/** Logs (and sends to Sentry) each error of a result that our code threw. */
export function unexpectedErrorReporter(logger: Logger): UnexpectedErrorReporter {
  return (result, context, operationName) => {
    for (const error of result.errors ?? []) {
      const cause = unexpectedCauseOf(error);
      if (!cause) continue;
      const requestId = context?.requestId;
      logger.error({ err: cause, requestId, operationName, path: error.path?.join('.') }, 'unexpected GraphQL error');
      captureException(cause, { requestId, operationName: operationName ?? undefined, path: error.path?.join('.') });
    }
  };
}

/**
 * Reports the unexpected errors of queries, mutations and of a subscription's start. A subscription's
 * events are reported where they are executed, once per execution shared by many subscribers
 * (graphql/shared-execution.ts), not once per subscriber.
 */
export function useUnexpectedErrorLogging(report: UnexpectedErrorReporter): Plugin<Context> {
  return {
    onExecute: ({ args }) => ({
      onExecuteDone: (payload) =>
        handleStreamOrSingleExecutionResult(payload, ({ result }) => report(result, args.contextValue as Partial<Context>, args.operationName)),
    }),
    onSubscribe: ({ args }) => ({
      onSubscribeResult: ({ result }) => {
        if (!isAsyncIterable(result)) report(result, args.contextValue as Partial<Context>, args.operationName);
      },
    }),
  };
}
