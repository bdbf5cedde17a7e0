// Input the schema refuses before any resolver runs is the client's mistake, answered as INVALID_INPUT with
// the message naming the problem (not masked in production as "Unexpected error." and logged as ours):
// - what Pothos checks itself: a list's cursor (`after: "x"`, or one of another list), `first` with
//   `before`, a malformed global id;
// - a variable graphql-js cannot coerce to its type: a fractional, out-of-range or string amount for an
//   Int, a missing required field (`Variable "$input" got invalid value 10000.5 at "input.amount"; …`).
//   Scalars that throw with a code of their own (DateTime) keep it.
import { handleStreamOrSingleExecutionResult, type Plugin } from '@envelop/core';
import { PothosValidationError } from '@pothos/core';
import { GraphQLError, Kind, type ExecutionResult } from 'graphql';

const isVariableError = (error: GraphQLError) => error.nodes?.[0]?.kind === Kind.VARIABLE_DEFINITION && error.extensions.code === undefined;
const isInputError = (error: GraphQLError) => error.originalError instanceof PothosValidationError || isVariableError(error);

/** Longest message told: such messages quote the input (a 50,000-character cursor would come back whole). */
const MESSAGE_MAX = 300;
const clipped = (message: string) => (message.length > MESSAGE_MAX ? `${message.slice(0, MESSAGE_MAX)}…` : message);

function asInputError(error: GraphQLError): GraphQLError {
  if (!isInputError(error)) return error;
  return new GraphQLError(clipped(error.message), { nodes: error.nodes, path: error.path, extensions: { ...error.extensions, code: 'INVALID_INPUT' } });
}

function withInputErrors({ result, setResult }: { result: ExecutionResult; setResult: (result: ExecutionResult) => void }) {
  if (!result.errors?.some(isInputError)) return;
  setResult({ ...result, errors: result.errors.map(asInputError) });
}

/** Must come before the plugins that log or mask errors (http/error-logging.ts, yoga's masking). */
export function useInputValidationErrors(): Plugin {
  return {
    onExecute: () => ({ onExecuteDone: (payload) => handleStreamOrSingleExecutionResult(payload, withInputErrors) }),
    // A subscription's variables are coerced when it starts.
    onSubscribe: () => ({ onSubscribeResult: (payload) => handleStreamOrSingleExecutionResult(payload, withInputErrors) }),
  };
}
