import type { RecordSourceSelectorProxy } from 'relay-runtime';

/** The fixed set (ReactionKind) with its emoji, in the order the server lists them. */
export const REACTION_EMOJI = {
  LIKE: '❤️',
  LAUGH: '😆',
  WOW: '😮',
  SAD: '😢',
  CHEER: '🎉',
} as const;
export type ReactionKindName = keyof typeof REACTION_EMOJI;
export const REACTION_KINDS = Object.keys(REACTION_EMOJI) as ReactionKindName[];

/**
 * What the server will answer, applied at once: the viewer's reaction on a summary becomes `kind` (null:
 * none) and the total moves with it. Relay rolls it back when the mutation fails or answers an error.
 */
export function applyReaction(store: RecordSourceSelectorProxy, summaryId: string, kind: ReactionKindName | null): void {
  const summary = store.get(summaryId);
  if (!summary) return;
  const before = (summary.getValue('viewerReaction') as ReactionKindName | null | undefined) ?? null;
  if (before === kind) return;
  const total = (summary.getValue('total') as number | undefined) ?? 0;
  summary.setValue(total + (kind ? 1 : 0) - (before ? 1 : 0), 'total');
  // Per-kind counts, where the summary holds them (the post page).
  for (const count of summary.getLinkedRecords('counts') ?? []) {
    const of = count?.getValue('kind');
    const delta = (of === kind ? 1 : 0) - (of === before ? 1 : 0);
    if (count && delta) count.setValue(((count.getValue('count') as number | undefined) ?? 0) + delta, 'count');
  }
  summary.setValue(kind, 'viewerReaction');
}
