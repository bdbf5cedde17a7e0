import { Suspense, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { showToast } from '../../../app/toasts';
import { styled } from '../../../theme/stitches.config';
import type { PostMenu_post$key } from '../../../__generated__/PostMenu_post.graphql';
import { errorMessageId, resultError } from '../../account/errors';
import { POST_ERROR_MESSAGES } from '../errors';
import { useDeletePost } from '../hooks/useDeletePost';
import { useHidePost } from '../hooks/useHidePost';
import { useShowPost } from '../../clubs/hooks/useShowPost';
import { invalidateClub } from '../invalidate';
import { useSession } from '../../../app/session';
import { ReportDialog } from '../../moderation/LazyReportDialog';
import { useBlockMenuItem } from '../../blocks/components/BlockMenuItem';

const Wrap = styled('div', { position: 'relative', marginLeft: 'auto' });
const Dots = styled('button', {
  size: 36,
  display: 'grid',
  placeItems: 'center',
  borderRadius: '$round',
  border: '1px solid $border',
  backgroundColor: '$surface',
  color: '$textMuted',
  cursor: 'pointer',
  fontSize: 18,
  lineHeight: 1,
  letterSpacing: 1,
  '@hover': { '&:hover': { color: '$text', backgroundColor: '$surfaceRaised' } },
});
const Menu = styled('div', {
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 6px)',
  zIndex: 10,
  minWidth: 180,
  padding: 6,
  borderRadius: '$md',
  border: '1px solid $borderStrong',
  backgroundColor: '$surfaceRaised',
  boxShadow: '$pop',
  display: 'flex',
  flexDirection: 'column',
  '& > a, & > button': {
    display: 'flex',
    alignItems: 'center',
    gap: '$2',
    height: 40,
    px: '$3',
    borderRadius: '$sm',
    border: 0,
    background: 'none',
    color: '$text',
    fontSize: '$sm',
    textAlign: 'left',
    cursor: 'pointer',
  },
  '& > a:hover, & > button:hover': { backgroundColor: '$surfaceHover' },
  '& > [data-danger]': { color: '$error' },
});
const Confirm = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  flexWrap: 'wrap',
  padding: '$3 $4',
  borderRadius: '$md',
  backgroundColor: '$errorSoft',
  fontSize: '$sm',
  '& > span': { flex: 1, minWidth: 180 },
});

/** Edit, delete, hide, show and report, as far as the viewer may. Renders nothing when they may do none. */
export function PostMenu({ post: postKey }: { post: PostMenu_post$key }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const post = useFragment(
    graphql`
      fragment PostMenu_post on Post {
        id
        isHidden
        viewerCanEdit
        viewerCanDelete
        viewerCanHide
        isOwnerPost
        authorName
        author {
          id
        }
        viewerCanReport
        club {
          id
          uri
        }
      }
    `,
    postKey,
  );
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  const { deletePost, isInFlight: deleting } = useDeletePost();
  const { hidePost } = useHidePost();
  const { showPost } = useShowPost();
  const { isSignedIn } = useSession();
  // Anyone signed in may block the author of a post they did not write.
  const block = useBlockMenuItem(isSignedIn && !post.viewerCanEdit ? { userId: post.author.id, name: post.authorName, isClubOwner: post.isOwnerPost } : null);
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !wrap.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  if (!post.viewerCanEdit && !post.viewerCanDelete && !post.viewerCanHide && !post.viewerCanReport && !block.available) return null;
  const clubPath = `/club/${encodeURIComponent(post.club.uri)}`;
  const fail = (code?: string | null) => showToast({ kind: 'error', message: intl.formatMessage({ id: errorMessageId(code, POST_ERROR_MESSAGES) }) });

  async function toggleHidden() {
    setOpen(false);
    try {
      // Showing reuses the clubs feature's mutation (it can also drop the post from the hidden list).
      const response = post.isHidden
        ? (await showPost({ input: { postId: post.id }, connections: [] }, invalidateClub(post.club.id))).showPost
        : (await hidePost(post.id, post.club.id)).hidePost;
      const failure = resultError(response);
      if (failure) return fail(failure.code);
      showToast({ kind: 'success', message: intl.formatMessage({ id: post.isHidden ? 'post.notice.shown' : 'post.notice.hidden' }) });
    } catch {
      fail();
    }
  }

  async function remove() {
    try {
      const { deletePost: result } = await deletePost(post.id);
      const failure = resultError(result);
      if (failure) return fail(failure.code);
      showToast({ kind: 'success', message: intl.formatMessage({ id: 'post.notice.deleted' }) });
      navigate(clubPath, { replace: true });
    } catch {
      fail();
    }
  }

  return (
    <>
      <Wrap ref={wrap}>
        <Dots type="button" aria-haspopup="menu" aria-expanded={open} aria-label={intl.formatMessage({ id: 'post.menu.label' })} onClick={() => setOpen((value) => !value)}>
          <span aria-hidden>⋯</span>
        </Dots>
        {open ? (
          <Menu role="menu">
            {post.viewerCanEdit ? (
              <Link role="menuitem" to={`${clubPath}/write?postId=${encodeURIComponent(post.id)}`}>
                <Icon name="edit" size={16} />
                <FormattedMessage id="post.action.edit" />
              </Link>
            ) : null}
            {post.viewerCanHide ? (
              <button type="button" role="menuitem" onClick={() => void toggleHidden()}>
                <Icon name="eyeOff" size={16} />
                <FormattedMessage id={post.isHidden ? 'post.action.show' : 'post.action.hide'} />
              </button>
            ) : null}
            {post.viewerCanReport ? (
              <button
                type="button"
                role="menuitem"
                onClick={() => {
                  setOpen(false);
                  setReporting(true);
                }}
              >
                <Icon name="flag" size={16} />
                <FormattedMessage id="moderation.report.action" />
              </button>
            ) : null}
            {post.viewerCanDelete ? (
              <button
                type="button"
                role="menuitem"
                data-danger
                onClick={() => {
                  setOpen(false);
                  setConfirming(true);
                }}
              >
                <Icon name="close" size={16} />
                <FormattedMessage id="post.action.delete" />
              </button>
            ) : null}
            {block.item(() => setOpen(false))}
          </Menu>
        ) : null}
      </Wrap>
      {block.dialog}
      {post.viewerCanReport && reporting ? (
        <Suspense fallback={null}>
          <ReportDialog open onClose={() => setReporting(false)} targetId={post.id} kind="post" />
        </Suspense>
      ) : null}
      {confirming ? (
        <Confirm role="alertdialog" aria-label={intl.formatMessage({ id: 'post.deleteConfirm' })} css={{ order: 99, width: '100%' }}>
          <span>
            <FormattedMessage id="post.deleteConfirm" />
          </span>
          <Button size="small" variant="ghost" onClick={() => setConfirming(false)}>
            <FormattedMessage id="post.action.cancel" />
          </Button>
          <Button size="small" variant="danger" loading={deleting} onClick={() => void remove()}>
            <FormattedMessage id="post.action.delete" />
          </Button>
        </Confirm>
      ) : null}
    </>
  );
}
