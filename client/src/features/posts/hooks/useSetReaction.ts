import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useSetReactionMutation } from '../../../__generated__/useSetReactionMutation.graphql';
import { applyReaction, type ReactionKindName } from '../reactions-store';

const mutation = graphql`
  mutation useSetReactionMutation($input: SetReactionInput!) {
    setReaction(input: $input) {
      __typename
      ... on ReactionSet {
        reactions {
          ...ReactionBar_reactions @arguments(withCounts: true)
        }
      }
      ... on Error {
        code
      }
    }
  }
`;

/** The code of the first top-level error (UNAUTHENTICATED for guests...), else null. */
function errorCode(errors: unknown): string | null {
  const first = Array.isArray(errors) ? (errors[0] as { extensions?: { code?: unknown } } | undefined) : undefined;
  return typeof first?.extensions?.code === 'string' ? first.extensions.code : null;
}

/**
 * Leaves, switches or (kind null) takes back the viewer's reaction, shown at once: the counts move before
 * the server answers and move back if it refuses. `onFailure` gets the error code (null when unknown).
 */
export function useSetReaction() {
  const [commit] = useMutation<useSetReactionMutation>(mutation);
  const setReaction = useCallback(
    (target: { targetId: string; summaryId: string; kind: ReactionKindName | null }, onFailure: (code: string | null) => void) =>
      commit({
        variables: { input: { targetId: target.targetId, kind: target.kind } },
        optimisticUpdater: (store) => applyReaction(store, target.summaryId, target.kind),
        onCompleted: (response, errors) => {
          if (response.setReaction?.__typename !== 'ReactionSet') onFailure(response.setReaction?.code ?? errorCode(errors));
        },
        onError: (error) => onFailure(errorCode((error as { source?: { errors?: unknown } }).source?.errors)),
      }),
    [commit],
  );
  return { setReaction };
}
