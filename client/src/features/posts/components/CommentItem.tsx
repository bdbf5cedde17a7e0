import { Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Avatar } from '../../../components/Avatar';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { showToast } from '../../../app/toasts';
import { styled } from '../../../theme/stitches.config';
import type { CommentItem_comment$key } from '../../../__generated__/CommentItem_comment.graphql';
import type { ReactionBar_reactions$key } from '../../../__generated__/ReactionBar_reactions.graphql';
import { errorMessageId, resultError } from '../../account/errors';
import { TimeAgo } from '../../shared/format';
import { POST_ERROR_MESSAGES } from '../errors';
import { useDeleteComment } from '../hooks/useDeleteComment';
import { useHideComment } from '../hooks/useHideComment';
import { useUpdateComment } from '../hooks/useUpdateComment';
import { ReactionBar } from './ReactionBar';
import { useSession } from '../../../app/session';
import { ReportDialog, type ReportTargetKind } from '../../moderation/LazyReportDialog';
import { useBlockMenuItem } from '../../blocks/components/BlockMenuItem';
import { COMMENT_MAX_LENGTH, CommentInput, ComposerRow, FieldError } from './CommentComposer';

// The owner's comments carry the creator badge, so a fan who copies the owner's name cannot pass for them.
const CreatorBadge = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  height: 20,
  px: 6,
  borderRadius: '$pill',
  fontSize: 11,
  fontWeight: '$bold',
  backgroundColor: '$primarySoft',
  color: '$primaryText',
});

const Row = styled('div', { display: 'flex', gap: '$3', minWidth: 0 });
const Main = styled('div', { flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 4 });
const Head = styled('div', { display: 'flex', alignItems: 'baseline', gap: '$2', flexWrap: 'wrap', fontSize: '$sm', '& strong': { fontWeight: '$semibold' }, '& time, & em': { fontSize: '$xs', color: '$textSubtle', fontStyle: 'normal' } });
const Text = styled('p', { fontSize: '$md', lineHeight: '$normal', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
const Mention = styled('span', { color: '$primaryText', fontWeight: '$semibold', marginRight: 6 });
const Deleted = styled('p', { fontSize: '$sm', color: '$textSubtle', fontStyle: 'italic', padding: '6px 0' });
// What the author, the owner and admins see on a hidden comment: why fans no longer see it.
const HiddenNote = styled('p', { display: 'flex', alignItems: 'center', gap: 6, fontSize: '$xs', color: '$warning', lineHeight: '$normal' });
const HiddenBadge = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  height: 20,
  px: 6,
  borderRadius: '$pill',
  fontSize: 11,
  fontWeight: '$bold',
  backgroundColor: '$surfaceRaised',
  color: '$textMuted',
});
const Actions = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: '$3',
  '& > button': { background: 'none', border: 0, padding: '4px 0', color: '$textSubtle', fontSize: '$xs', fontWeight: '$semibold', cursor: 'pointer' },
  '& > button:hover': { color: '$text' },
});
const Confirm = styled('div', { display: 'flex', alignItems: 'center', gap: '$2', flexWrap: 'wrap', fontSize: '$sm', padding: '8px 0', '& > span': { flex: 1, minWidth: 160 } });

export interface CommentItemProps {
  comment: CommentItem_comment$key;
  postId: string;
  /** The top-level comment a reply belongs to (null for a top-level comment). */
  parentId: string | null;
  /** The comment's reactions (top-level comments and replies alike). */
  reactions?: ReactionBar_reactions$key | null;
  /** Shown when the viewer may reply. */
  onReply?: (target: { id: string; name: string }) => void;
}

export function CommentItem({ comment: commentKey, postId, parentId, reactions, onReply }: CommentItemProps) {
  const intl = useIntl();
  const comment = useFragment(
    graphql`
      fragment CommentItem_comment on Comment {
        id
        authorName
        authorIsOwner
        authorAvatarUrl
        body
        isDeleted
        isHidden
        isEdited
        createdAt
        mentionedName
        viewerCanEdit
        viewerCanDelete
        viewerCanHide
        author {
          id
        }
        viewerCanReport
      }
    `,
    commentKey,
  );
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState<ReportTargetKind | null>(null);
  const { updateComment, isInFlight: saving } = useUpdateComment();
  const { deleteComment, isInFlight: deleting } = useDeleteComment();
  const { setHidden, isInFlight: hiding } = useHideComment();
  const { isSignedIn, viewer } = useSession();
  const canReport = comment.viewerCanReport;
  // ...and its author, when a fan (a creator is reported from their public page), never themselves.
  const reportableAuthor = canReport && comment.author && !comment.authorIsOwner && comment.author.id !== viewer?.id ? comment.author.id : null;
  // Anyone signed in may block the author of a comment they did not write.
  const block = useBlockMenuItem(
    isSignedIn && !comment.viewerCanEdit && comment.author ? { userId: comment.author.id, name: comment.authorName, isClubOwner: comment.authorIsOwner } : null,
  );

  // Deleted, or hidden from this viewer (the server sends no text): a placeholder keeps the thread's shape.
  if (comment.isDeleted || (comment.isHidden && comment.body === null)) {
    return (
      <Row data-testid="comment" data-deleted={comment.isDeleted ? 'true' : undefined} data-hidden={comment.isHidden ? 'true' : undefined}>
        <Avatar name="?" size={32} color="#3a3a46" />
        <Deleted>
          <FormattedMessage id={comment.isDeleted ? 'post.comment.deleted' : 'post.comment.hidden'} />
        </Deleted>
      </Row>
    );
  }

  const fail = (code: string | null | undefined) => showToast({ kind: 'error', message: intl.formatMessage({ id: errorMessageId(code, POST_ERROR_MESSAGES) }) });

  async function save() {
    const body = draft.trim();
    if (!body) return setError(intl.formatMessage({ id: 'post.error.REQUIRED' }));
    try {
      const { updateComment: result } = await updateComment({ input: { commentId: comment.id, body } });
      const failure = resultError(result);
      if (failure) return setError(intl.formatMessage({ id: errorMessageId(failure.code, POST_ERROR_MESSAGES) }));
      setEditing(false);
      showToast({ kind: 'success', message: intl.formatMessage({ id: 'post.notice.commentEdited' }) });
    } catch {
      fail(null);
    }
  }

  async function remove() {
    try {
      const { deleteComment: result } = await deleteComment({ commentId: comment.id, postId, parentId });
      const failure = resultError(result);
      if (failure) return fail(failure.code);
      setConfirming(false);
      showToast({ kind: 'success', message: intl.formatMessage({ id: 'post.notice.commentDeleted' }) });
    } catch {
      fail(null);
    }
  }

  async function toggleHidden() {
    const hide = !comment.isHidden;
    try {
      const failure = resultError(await setHidden(comment.id, hide));
      if (failure) return fail(failure.code);
      showToast({ kind: 'success', message: intl.formatMessage({ id: hide ? 'post.notice.commentHidden' : 'post.notice.commentShown' }) });
    } catch {
      fail(null);
    }
  }

  return (
    <Row data-testid="comment" data-hidden={comment.isHidden ? 'true' : undefined}>
      <Avatar name={comment.authorName} src={comment.authorAvatarUrl} size={32} />
      <Main>
        <Head>
          <strong>{comment.authorName}</strong>
          {comment.authorIsOwner ? (
            <CreatorBadge data-testid="creator-badge">
              <Icon name="crown" size={12} />
              <FormattedMessage id="post.badge.owner" />
            </CreatorBadge>
          ) : null}
          <TimeAgo date={comment.createdAt} />
          {comment.isEdited ? (
            <em>
              <FormattedMessage id="post.comment.edited" />
            </em>
          ) : null}
          {comment.isHidden ? (
            <HiddenBadge>
              <Icon name="eyeOff" size={12} />
              <FormattedMessage id="post.comment.hiddenBadge" />
            </HiddenBadge>
          ) : null}
        </Head>
        {editing ? (
          <>
            <CommentInput
              value={draft}
              maxLength={COMMENT_MAX_LENGTH}
              aria-label={intl.formatMessage({ id: 'post.comment.editLabel' })}
              aria-invalid={error ? true : undefined}
              autoFocus
              onChange={(event) => setDraft(event.target.value)}
            />
            {error ? <FieldError role="alert">{error}</FieldError> : null}
            <ComposerRow>
              <Button size="small" variant="ghost" onClick={() => setEditing(false)}>
                <FormattedMessage id="post.action.cancel" />
              </Button>
              <Button size="small" loading={saving} onClick={() => void save()}>
                <FormattedMessage id="post.action.save" />
              </Button>
            </ComposerRow>
          </>
        ) : (
          <Text>
            {comment.mentionedName ? <Mention>@{comment.mentionedName}</Mention> : null}
            {comment.body}
          </Text>
        )}
        {comment.isHidden ? (
          <HiddenNote>
            <FormattedMessage id={comment.viewerCanHide ? 'post.comment.hiddenNoteModerator' : 'post.comment.hiddenNoteAuthor'} />
          </HiddenNote>
        ) : null}
        {confirming ? (
          <Confirm role="alertdialog" aria-label={intl.formatMessage({ id: 'post.comment.deleteConfirm' })}>
            <span>
              <FormattedMessage id="post.comment.deleteConfirm" />
            </span>
            <Button size="small" variant="ghost" onClick={() => setConfirming(false)}>
              <FormattedMessage id="post.action.cancel" />
            </Button>
            <Button size="small" variant="danger" loading={deleting} onClick={() => void remove()}>
              <FormattedMessage id="post.action.delete" />
            </Button>
          </Confirm>
        ) : editing ? null : (
          <Actions>
            {reactions && !comment.isHidden ? <ReactionBar targetId={comment.id} reactions={reactions} /> : null}
            {onReply && !comment.isHidden ? (
              <button type="button" onClick={() => onReply({ id: comment.id, name: comment.authorName })}>
                <FormattedMessage id="post.comment.reply" />
              </button>
            ) : null}
            {comment.viewerCanEdit ? (
              <button
                type="button"
                onClick={() => {
                  setDraft(comment.body ?? '');
                  setError(null);
                  setEditing(true);
                }}
              >
                <FormattedMessage id="post.action.edit" />
              </button>
            ) : null}
            {comment.viewerCanHide ? (
              <button type="button" disabled={hiding} onClick={() => void toggleHidden()}>
                <FormattedMessage id={comment.isHidden ? 'post.comment.show' : 'post.comment.hide'} />
              </button>
            ) : null}
            {comment.viewerCanDelete ? (
              <button type="button" onClick={() => setConfirming(true)}>
                <FormattedMessage id="post.action.delete" />
              </button>
            ) : null}
            {block.item(undefined, 'button')}
            {canReport ? (
              <button type="button" onClick={() => setReporting('comment')}>
                <FormattedMessage id="moderation.report.action" />
              </button>
            ) : null}
            {reportableAuthor ? (
              <button type="button" data-testid="report-user" onClick={() => setReporting('user')}>
                <FormattedMessage id="moderation.report.userAction" />
              </button>
            ) : null}
          </Actions>
        )}
        {block.dialog}
      </Main>
      {comment.viewerCanReport && reporting ? (
        <Suspense fallback={null}>
          <ReportDialog
            open
            onClose={() => setReporting(null)}
            targetId={reporting === 'user' && reportableAuthor ? reportableAuthor : comment.id}
            kind={reporting === 'user' && reportableAuthor ? 'user' : 'comment'}
          />
        </Suspense>
      ) : null}
    </Row>
  );
}
