// Unexpected errors (what production masks as "Unexpected error.") are logged with the request id and
// stack, and sent to Sentry when configured: the client sees nothing useful, so the log must.
import { handleStreamOrSingleExecutionResult, type Plugin } from '@envelop/core';
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

export function useUnexpectedErrorLogging(logger: Logger): Plugin<Context> {
  const report = (result: ExecutionResult, context: Partial<Context> | undefined, operationName: string | null | undefined) => {
    for (const error of result.errors ?? []) {
      const cause = unexpectedCauseOf(error);
      if (!cause) continue;
      const requestId = context?.requestId;
      logger.error({ err: cause, requestId, operationName, path: error.path?.join('.') }, 'unexpected GraphQL error');
      captureException(cause, { requestId, operationName: operationName ?? undefined, path: error.path?.join('.') });
    }
  };
  const onDone = ({ args }: { args: { contextValue: unknown; operationName?: string | null } }) => (payload: Parameters<typeof handleStreamOrSingleExecutionResult>[0]) =>
    handleStreamOrSingleExecutionResult(payload, ({ result }) => report(result, args.contextValue as Partial<Context>, args.operationName));
  return {
    onExecute: (payload) => ({ onExecuteDone: onDone(payload) }),
    onSubscribe: (payload) => ({ onSubscribeResult: onDone(payload) }),
  };
}
