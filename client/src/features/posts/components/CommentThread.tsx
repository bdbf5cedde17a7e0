import { useTransition } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { styled } from '../../../theme/stitches.config';
import type { CommentThread_comment$key } from '../../../__generated__/CommentThread_comment.graphql';
import type { CommentThreadRepliesQuery } from '../../../__generated__/CommentThreadRepliesQuery.graphql';
import { CommentComposer } from './CommentComposer';
import { CommentItem } from './CommentItem';

const Thread = styled('li', { display: 'flex', flexDirection: 'column', gap: '$3', py: '$4', '& + &': { borderTop: '1px solid $border' } });
const Replies = styled('ul', { display: 'flex', flexDirection: 'column', gap: '$3', marginLeft: 44, paddingLeft: '$3', borderLeft: '2px solid $border', '&:empty': { display: 'none' } });
const More = styled('button', { alignSelf: 'flex-start', marginLeft: 56, background: 'none', border: 0, color: '$primaryText', fontSize: '$xs', fontWeight: '$semibold', cursor: 'pointer', padding: '4px 0' });
const ReplyBox = styled('div', { marginLeft: 44 });

export const REPLY_PAGE_SIZE = 20;

export interface CommentThreadProps {
  comment: CommentThread_comment$key;
  postId: string;
  canReply: boolean;
  /** The comment being answered in this thread, if any (one composer on the page at a time). */
  replyTo: { id: string; name: string } | null;
  onReply: (target: { threadId: string; id: string; name: string } | null) => void;
}

/** A top-level comment with its replies (one level) and the reply composer. */
export function CommentThread({ comment: commentKey, postId, canReply, replyTo, onReply }: CommentThreadProps) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<CommentThreadRepliesQuery, CommentThread_comment$key>(
    graphql`
      fragment CommentThread_comment on Comment
      @refetchable(queryName: "CommentThreadRepliesQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        id
        replyCount
        ...CommentItem_comment
        reactions {
          ...ReactionBar_reactions @arguments(withCounts: true)
        }
        replies(first: $count, after: $cursor) @connection(key: "CommentReplies_replies") {
          edges {
            node {
              id
              ...CommentItem_comment
              reactions {
                ...ReactionBar_reactions @arguments(withCounts: true)
              }
            }
          }
        }
      }
    `,
    commentKey,
  );
  const [, startTransition] = useTransition();
  const reply = canReply ? (target: { id: string; name: string }) => onReply({ threadId: data.id, ...target }) : undefined;
  const replies = data.replies.edges.map((edge) => edge.node);
  return (
    <Thread data-testid="comment-thread">
      <CommentItem comment={data} postId={postId} parentId={null} reactions={data.reactions} onReply={reply} />
      <Replies>
        {replies.map((node) => (
          <li key={node.id}>
            <CommentItem comment={node} postId={postId} parentId={data.id} reactions={node.reactions} onReply={reply} />
          </li>
        ))}
      </Replies>
      {hasNext ? (
        <More type="button" disabled={isLoadingNext} onClick={() => startTransition(() => {
              loadNext(REPLY_PAGE_SIZE);
            })}>
          <FormattedMessage id="post.comment.moreReplies" values={{ count: Math.max(data.replyCount - replies.length, 1) }} />
        </More>
      ) : null}
      {replyTo ? (
        <ReplyBox>
          <CommentComposer postId={postId} replyTo={replyTo} onCancel={() => onReply(null)} onPosted={() => onReply(null)} />
        </ReplyBox>
      ) : null}
    </Thread>
  );
}
