// Store updates for comments, shared by the mutation hooks and the live comment subscription. The author's
// own client gets a new comment twice (its mutation result and the pushed event, in either order), so each
// update is idempotent: a comment joins a list only when it is not there yet, and leaves only when it is.
import { ConnectionHandler, generateClientID, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';
import { REACTION_KINDS } from './reactions-store';

export const POST_COMMENTS_KEY = 'PostComments_comments';
export const COMMENT_REPLIES_KEY = 'CommentReplies_replies';

function bump(record: RecordProxy, field: string, delta: number) {
  const value = record.getValue(field);
  if (typeof value === 'number') record.setValue(Math.max(0, value + delta), field);
}

function listOf(store: RecordSourceSelectorProxy, postId: string, parentId: string | null | undefined) {
  const owner = store.get(parentId ?? postId);
  if (!owner) return null;
  const connection = ConnectionHandler.getConnection(owner, parentId ? COMMENT_REPLIES_KEY : POST_COMMENTS_KEY);
  return connection ? { owner, connection } : null;
}

function contains(connection: RecordProxy, id: string): boolean {
  return (connection.getLinkedRecords('edges') ?? []).some((edge) => edge?.getLinkedRecord('node')?.getDataID() === id);
}

// The store key Relay's connection handler uses for CommentThread's replies (no filter arguments).
const REPLIES_HANDLE = `__${COMMENT_REPLIES_KEY}_connection`;

/**
 * A new top-level comment arrives without its replies (events and the author's mutation carry only the
 * comment, so an edit never resets a thread's loaded replies); give it the empty list CommentThread reads
 * and later replies join.
 */
function ensureReplies(store: RecordSourceSelectorProxy, comment: RecordProxy) {
  if (ConnectionHandler.getConnection(comment, COMMENT_REPLIES_KEY)) return;
  const id = `client:${comment.getDataID()}:${REPLIES_HANDLE}`;
  const connection = store.get(id) ?? store.create(id, 'CommentRepliesConnection');
  const pageInfo = store.get(`${id}:pageInfo`) ?? store.create(`${id}:pageInfo`, 'PageInfo');
  pageInfo.setValue(false, 'hasNextPage');
  pageInfo.setValue(false, 'hasPreviousPage');
  pageInfo.setValue(null, 'endCursor');
  pageInfo.setValue(null, 'startCursor');
  connection.setLinkedRecords([], 'edges');
  connection.setLinkedRecord(pageInfo, 'pageInfo');
  comment.setLinkedRecord(connection, REPLIES_HANDLE);
}

/** The id the server gives a comment's reaction summary (ReactionSummary:<uuid>), so later events land on it. */
function summaryIdOf(commentId: string): string {
  try {
    const decoded = atob(commentId);
    const colon = decoded.indexOf(':');
    if (decoded.slice(0, colon) === 'Comment') return btoa(`ReactionSummary:${decoded.slice(colon + 1)}`);
  } catch {
    // Not a global id (tests): a client id serves as well.
  }
  return generateClientID(commentId, 'reactions');
}

/**
 * A comment pushed live comes without its reactions (the event carries no viewer fields): a new comment
 * has none and the viewer has not reacted, so its bar shows at once. Counts an event already brought stay.
 */
function ensureReactions(store: RecordSourceSelectorProxy, comment: RecordProxy): void {
  if (comment.getLinkedRecord('reactions')) return;
  const id = summaryIdOf(comment.getDataID());
  const summary = store.get(id) ?? store.create(id, 'ReactionSummary');
  const unset = (field: string) => summary.getValue(field) === undefined;
  if (unset('id')) summary.setValue(id, 'id');
  if (unset('total')) summary.setValue(0, 'total');
  if (unset('viewerReaction')) summary.setValue(null, 'viewerReaction');
  if (!summary.getLinkedRecords('counts')) {
    const counts = REACTION_KINDS.map((kind, index) => {
      const countId = generateClientID(id, 'counts', index);
      const count = store.get(countId) ?? store.create(countId, 'ReactionCount');
      count.setValue(kind, 'kind');
      count.setValue(0, 'count');
      return count;
    });
    summary.setLinkedRecords(counts, 'counts');
  }
  comment.setLinkedRecord(summary, 'reactions');
}

/** Appends a new comment to the post's list (oldest first) or to its top-level comment's replies, once. */
export function insertComment(store: RecordSourceSelectorProxy, postId: string, comment: RecordProxy, parentId: string | null | undefined): boolean {
  const list = listOf(store, postId, parentId);
  if (!list || contains(list.connection, comment.getDataID())) return false;
  if (!parentId) ensureReplies(store, comment);
  ensureReactions(store, comment);
  const edge = ConnectionHandler.createEdge(store, list.connection, comment, parentId ? 'CommentRepliesConnectionEdge' : 'PostCommentsConnectionEdge');
  ConnectionHandler.insertEdgeAfter(list.connection, edge);
  bump(list.connection, 'totalCount', 1);
  if (parentId) bump(list.owner, 'replyCount', 1);
  const post = store.get(postId);
  if (post) bump(post, 'commentCount', 1);
  return true;
}

/**
 * A deleted comment either disappears (no replies) or stays as a placeholder: the placeholder arrives as
 * the comment itself and Relay normalizes it by id, so only the removal needs work here.
 */
export function removeComment(store: RecordSourceSelectorProxy, postId: string, commentId: string, parentId: string | null | undefined): boolean {
  const list = listOf(store, postId, parentId);
  if (!list || !contains(list.connection, commentId)) return false;
  ConnectionHandler.deleteNode(list.connection, commentId);
  bump(list.connection, 'totalCount', -1);
  if (parentId) bump(list.owner, 'replyCount', -1);
  const post = store.get(postId);
  if (post) bump(post, 'commentCount', -1);
  return true;
}
