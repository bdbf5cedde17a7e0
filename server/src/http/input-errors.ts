// Pothos checks some input itself before a resolver runs: a list's cursor (`after: "x"`, or one of
// another list), `first` with `before`, a malformed global id. Those are the client's mistakes: they are
// answered as INVALID_INPUT with Pothos' message naming the problem, not masked in production as
// "Unexpected error." and logged as ours.
import { handleStreamOrSingleExecutionResult, type Plugin } from '@envelop/core';
import { PothosValidationError } from '@pothos/core';
import { GraphQLError } from 'graphql';

function asInputError(error: GraphQLError): GraphQLError {
  if (!(error.originalError instanceof PothosValidationError)) return error;
  return new GraphQLError(error.message, { nodes: error.nodes, path: error.path, extensions: { code: 'INVALID_INPUT' } });
}

/** Must come before the plugins that log or mask errors (http/error-logging.ts, yoga's masking). */
export function useInputValidationErrors(): Plugin {
  return {
    onExecute: () => ({
      onExecuteDone: (payload) =>
        handleStreamOrSingleExecutionResult(payload, ({ result, setResult }) => {
          if (!result.errors?.some((e) => e.originalError instanceof PothosValidationError)) return;
          setResult({ ...result, errors: result.errors.map(asInputError) });
        }),
    }),
  };
}
