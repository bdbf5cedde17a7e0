import type { RecordSourceSelectorProxy } from 'relay-runtime';

/** Hiding or showing changes which lists hold a post: marking the club stale makes its lists reload. */
export function invalidateClub(clubId: string) {
  return { updater: (store: RecordSourceSelectorProxy) => store.get(clubId)?.invalidateRecord() };
}
