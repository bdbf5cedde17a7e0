// GraphQL queries run a few at a time on an instance; the others wait their turn in arrival order.
// All at once, fifty feed requests each got a fiftieth of the one thread and of the database pool, so
// every one of them finished late (home page 200's p99 on the bench: 2.2-2.5 s; in turn 1.0-1.1 s).
// Taken in turn, each finishes about as soon as it can, and fewer half-done requests hold memory.
// Mutations and subscriptions are not held: a mutation may wait on a payment gateway, and events have
// their own delivery.
import type { Plugin } from '@envelop/core';
import { getOperationAST, GraphQLError } from 'graphql';
import { RateLimitedError } from '../platform/errors.ts';
import { Semaphore } from '../platform/semaphore.ts';

export function useQuerySlots(options: { concurrency: number; maxQueue: number }): Plugin {
  const slots = new Semaphore(options.concurrency, options.maxQueue);
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      if (getOperationAST(args.document, args.operationName)?.operation !== 'query') return;
      setExecuteFn((executeArgs) =>
        slots.run(async () => executeFn(executeArgs)).catch((error: unknown) => {
          if (error instanceof RateLimitedError) return { errors: [new GraphQLError(error.message, { extensions: { code: error.code } })] };
          throw error;
        }),
      );
    },
  };
}
