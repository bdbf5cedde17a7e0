import { useState, useTransition } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { ButtonLink, Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { SectionTitle } from '../../../components/Page';
import { signInPath } from '../../../app/guards';
import { useSession } from '../../../app/session';
import { styled } from '../../../theme/stitches.config';
import type { PostComments_post$key } from '../../../__generated__/PostComments_post.graphql';
import type { PostCommentsPaginationQuery } from '../../../__generated__/PostCommentsPaginationQuery.graphql';
import { useCommentEvents } from '../hooks/useCommentEvents';
import { CommentComposer } from './CommentComposer';
import { CommentThread } from './CommentThread';

export const COMMENT_PAGE_SIZE = 30;

const Section = styled('section', { display: 'flex', flexDirection: 'column', gap: '$4' });
const List = styled('ul', { display: 'flex', flexDirection: 'column' });
const Prompt = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  flexWrap: 'wrap',
  padding: '$4',
  borderRadius: '$lg',
  border: '1px dashed $border',
  backgroundColor: 'rgba(20, 20, 24, 0.6)',
  fontSize: '$sm',
  color: '$textMuted',
  '& > p': { flex: 1, minWidth: 180 },
  '& strong': { color: '$text', display: 'block', marginBottom: 2 },
});
const Empty = styled('p', { fontSize: '$sm', color: '$textSubtle', textAlign: 'center', py: '$5' });

/**
 * Why the viewer cannot comment, and the way forward: sign in, join the club, or (a member on a post
 * locked to subscribers) subscribe, since only those who can read a post discuss it.
 */
function CommentPrompt({ clubName, clubPath, isSignedIn, isMember }: { clubName: string; clubPath: string; isSignedIn: boolean; isMember: boolean }) {
  if (isMember) {
    return (
      <Prompt>
        <p>
          <strong>
            <FormattedMessage id="post.comments.subscribe.title" />
          </strong>
          <FormattedMessage id="post.comments.subscribe.body" />
        </p>
        <ButtonLink to={`${clubPath}/subscription`} size="small">
          <FormattedMessage id="post.locked.cta" />
        </ButtonLink>
      </Prompt>
    );
  }
  return (
    <Prompt>
      <p>
        <strong>
          <FormattedMessage id="post.comments.join.title" />
        </strong>
        <FormattedMessage id="post.comments.join.body" values={{ club: clubName }} />
      </p>
      {isSignedIn ? (
        <ButtonLink to={clubPath} size="small">
          <FormattedMessage id="post.comments.join.cta" />
        </ButtonLink>
      ) : (
        <ButtonLink to={signInPath(clubPath)} size="small" variant="secondary">
          <FormattedMessage id="post.comments.signIn" />
        </ButtonLink>
      )}
    </Prompt>
  );
}

type ReplyTarget = { threadId: string; id: string; name: string };

export function PostComments({ post: postKey }: { post: PostComments_post$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<PostCommentsPaginationQuery, PostComments_post$key>(
    graphql`
      fragment PostComments_post on Post
      @refetchable(queryName: "PostCommentsPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 30 }
        cursor: { type: "String" }
        replyCount: { type: "Int", defaultValue: 20 }
      ) {
        id
        commentCount
        viewerCanComment
        club {
          uri
          name
          viewerCanComment
        }
        comments(first: $count, after: $cursor) @connection(key: "PostComments_comments") {
          edges {
            node {
              id
              ...CommentThread_comment @arguments(count: $replyCount)
            }
          }
        }
      }
    `,
    postKey,
  );
  useCommentEvents(data.id);
  const { isSignedIn } = useSession();
  const [replyTo, setReplyTo] = useState<ReplyTarget | null>(null);
  const [, startTransition] = useTransition();
  const clubPath = `/club/${encodeURIComponent(data.club.uri)}`;
  const threads = data.comments.edges.map((edge) => edge.node);

  return (
    <Section aria-labelledby="comments-title" data-testid="comments">
      <SectionTitle id="comments-title">
        <Icon name="message" size={20} />
        <FormattedMessage id="post.comments.title" values={{ count: data.commentCount }} />
      </SectionTitle>
      {data.viewerCanComment ? (
        <CommentComposer postId={data.id} />
      ) : (
        <CommentPrompt clubName={data.club.name} clubPath={clubPath} isSignedIn={isSignedIn} isMember={data.club.viewerCanComment} />
      )}
      {threads.length === 0 ? (
        <Empty>
          <FormattedMessage id="post.comments.empty.title" />
        </Empty>
      ) : (
        <List>
          {threads.map((thread) => (
            <CommentThread
              key={thread.id}
              comment={thread}
              postId={data.id}
              canReply={data.viewerCanComment}
              replyTo={replyTo?.threadId === thread.id ? replyTo : null}
              onReply={setReplyTo}
            />
          ))}
        </List>
      )}
      {hasNext ? (
        <Button variant="secondary" fullWidth loading={isLoadingNext} onClick={() => startTransition(() => {
              loadNext(COMMENT_PAGE_SIZE);
            })}>
          <FormattedMessage id="post.comments.more" />
        </Button>
      ) : null}
    </Section>
  );
}
