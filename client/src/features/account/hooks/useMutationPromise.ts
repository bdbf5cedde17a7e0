import { useCallback } from 'react';
import { useMutation, type UseMutationConfig } from 'react-relay/hooks';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';

/**
 * useMutation as a promise: resolves with the response (the result union carries expected failures),
 * rejects on network or top-level GraphQL errors (unexpected failures).
 */
export function useMutationPromise<M extends MutationParameters>(node: GraphQLTaggedNode) {
  const [commit, isInFlight] = useMutation<M>(node);
  const run = useCallback(
    (variables: M['variables'], config: Pick<UseMutationConfig<M>, 'updater'> = {}) =>
      new Promise<M['response']>((resolve, reject) => {
        commit({
          variables,
          ...config,
          onCompleted: (response, errors) => {
            if (errors?.length && !response) reject(new Error(errors.map((e) => e.message).join('; ')));
            else resolve(response);
          },
          onError: reject,
        });
      }),
    [commit],
  );
  return [run, isInFlight] as const;
}
