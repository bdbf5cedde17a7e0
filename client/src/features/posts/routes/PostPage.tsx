import { FormattedMessage } from 'react-intl';
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useNavigate, useRevalidator } from 'react-router';
import { Avatar } from '../../../components/Avatar';
import { PageContainer, Stack } from '../../../components/Page';
import { Skeleton } from '../../../components/Skeleton';
import { styled } from '../../../theme/stitches.config';
import { ErrorPage } from '../../../app/ErrorPage';
import { NotFoundError } from '../../../app/errors';
import { usePageTitle } from '../../../app/page-title';
import type { PostDetail_post$key } from '../../../__generated__/PostDetail_post.graphql';
import type { PostPageQuery } from '../../../__generated__/PostPageQuery.graphql';
import { safeColor, TimeAgo } from '../../shared/format';
import { QueryBoundary } from '../../shared/QueryBoundary';
import { PostBadges } from '../components/PostBadges';
import { PostBlocks } from '../components/PostBlocks';
import { ReactionBar } from '../components/ReactionBar';
import { useReactionEvents } from '../hooks/useReactionEvents';
import { PostComments } from '../components/PostComments';
import { PostMenu } from '../components/PostMenu';

export const postPageQuery = graphql`
  query PostPageQuery($postId: ID!, $commentCount: Int!, $replyCount: Int!) @preloadable {
    node(id: $postId) {
      __typename
      ... on Post @alias(as: "post") {
        id
        ...PostDetail_post
        ...PostComments_post @arguments(count: $commentCount, replyCount: $replyCount)
      }
    }
  }
`;

export type PostLoaderData = { queryRef: PreloadedQuery<PostPageQuery> };

/**
 * Page sizes travel as variables: the server's cost limit multiplies literal `first` arguments, and
 * comments with their replies would exceed it as literals.
 */
export const POST_PAGE_VARIABLES = { commentCount: 30, replyCount: 20 } as const;

const ClubChip = styled(Link, {
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  padding: '4px 12px 4px 4px',
  borderRadius: '$pill',
  backgroundColor: '$surface',
  border: '1px solid $border',
  fontSize: '$sm',
  fontWeight: '$semibold',
});
const Title = styled('h1', { fontSize: '$2xl', fontWeight: '$black', lineHeight: '$tight', letterSpacing: '-0.02em', overflowWrap: 'anywhere', '@sm': { fontSize: '$3xl' } });
const Byline = styled('div', {
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: '$2',
  color: '$textMuted',
  fontSize: '$sm',
  '& strong': { color: '$text' },
});
const Divider = styled('hr', { border: 0, borderTop: '1px solid $border', my: '$4' });

function PostDetail({ post: postKey }: { post: PostDetail_post$key }) {
  const post = useFragment(
    graphql`
      fragment PostDetail_post on Post {
        id
        isLocked
        reactions {
          ...ReactionBar_reactions @arguments(withCounts: true)
        }
        title
        createdAt
        isEdited
        authorName
        authorAvatarUrl
        club {
          uri
          name
          iconUrl
          themeColor
        }
        ...PostBadges_post
        ...PostBlocks_post
        ...PostMenu_post
      }
    `,
    postKey,
  );
  usePageTitle(`${post.title} · ${post.club.name}`);
  useReactionEvents(post.id);
  return (
    <Stack gap={4}>
      <ClubChip to={`/club/${encodeURIComponent(post.club.uri)}`} data-testid="post-club">
        <Avatar name={post.club.name} src={post.club.iconUrl} color={safeColor(post.club.themeColor)} size={26} shape="rounded" />
        {post.club.name}
      </ClubChip>
      <PostBadges post={post} />
      <Title>{post.title}</Title>
      <Byline>
        <Avatar name={post.authorName} src={post.authorAvatarUrl} size={28} />
        <strong>{post.authorName}</strong>
        <span aria-hidden>·</span>
        <TimeAgo date={post.createdAt} />
        {post.isEdited ? (
          <span>
            <FormattedMessage id="post.edited" />
          </span>
        ) : null}
        <PostMenu post={post} />
      </Byline>
      <PostBlocks post={post} />
      {post.isLocked ? null : <ReactionBar targetId={post.id} reactions={post.reactions} />}
    </Stack>
  );
}

function PostContent({ queryRef }: { queryRef: PreloadedQuery<PostPageQuery> }) {
  const { node } = usePreloadedQuery<PostPageQuery>(postPageQuery, queryRef);
  const navigate = useNavigate();
  // Unknown, deleted, hidden (for everyone but the owner and admins) and other people's fan letters
  // all resolve to null: the reader gets the not-found page.
  if (!node?.post) {
    return <ErrorPage error={new NotFoundError('Post not found')} onHome={() => navigate('/')} />;
  }
  return (
    <PageContainer width="narrow" as="article">
      <PostDetail post={node.post} />
      <Divider />
      <PostComments post={node.post} />
    </PageContainer>
  );
}

function PostSkeleton() {
  return (
    <PageContainer width="narrow" aria-hidden>
      <Stack gap={3}>
        <Skeleton css={{ height: 34, width: 160, borderRadius: '$pill' }} />
        <Skeleton css={{ height: 40, width: '85%' }} />
        <Skeleton css={{ height: 20, width: '40%' }} />
        <Skeleton css={{ height: 180 }} />
      </Stack>
    </PageContainer>
  );
}

export default function PostPage() {
  const { queryRef } = useLoaderData() as PostLoaderData;
  const revalidator = useRevalidator();
  return (
    <QueryBoundary framed loading={<PostSkeleton />} onRetry={() => void revalidator.revalidate()} resetKey={queryRef}>
      <PostContent queryRef={queryRef} />
    </QueryBoundary>
  );
}
