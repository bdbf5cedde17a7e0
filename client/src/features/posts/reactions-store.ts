import type { RecordSourceSelectorProxy } from 'relay-runtime';

/** The fixed set, in the order the server lists them (ReactionKind). */
export const REACTION_KINDS = ['LIKE', 'LAUGH', 'WOW', 'SAD', 'CHEER'] as const;
export type ReactionKindName = (typeof REACTION_KINDS)[number];

export const REACTION_EMOJI: Readonly<Record<ReactionKindName, string>> = {
  LIKE: '❤️',
  LAUGH: '😆',
  WOW: '😮',
  SAD: '😢',
  CHEER: '🎉',
};

/**
 * What the server will answer, applied at once: the viewer's reaction on a summary becomes `kind` (null:
 * none) and the counts move with it. Relay rolls it back when the mutation fails or answers an error.
 */
export function applyReaction(store: RecordSourceSelectorProxy, summaryId: string, kind: ReactionKindName | null): void {
  const summary = store.get(summaryId);
  if (!summary) return;
  const before = (summary.getValue('viewerReaction') as ReactionKindName | null | undefined) ?? null;
  if (before === kind) return;
  const total = (summary.getValue('total') as number | undefined) ?? 0;
  summary.setValue(total + (kind ? 1 : 0) - (before ? 1 : 0), 'total');
  summary.setValue(kind, 'viewerReaction');
  // Summaries of comments carry no per-kind counts (only the total): nothing more to move.
  for (const count of summary.getLinkedRecords('counts') ?? []) {
    const countKind = count?.getValue('kind');
    const n = (count?.getValue('count') as number | undefined) ?? 0;
    if (countKind === before) count!.setValue(n - 1, 'count');
    if (countKind === kind) count!.setValue(n + 1, 'count');
  }
}
