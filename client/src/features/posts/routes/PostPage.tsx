import { FormattedMessage } from 'react-intl';
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useNavigate, useRevalidator } from 'react-router';
import { Avatar } from '../../../components/Avatar';
import { ButtonLink } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { Icon } from '../../../components/Icon';
import { PageContainer, SectionTitle, Stack } from '../../../components/Page';
import { Skeleton } from '../../../components/Skeleton';
import { styled } from '../../../theme/stitches.config';
import { ErrorPage } from '../../../app/ErrorPage';
import { NotFoundError } from '../../../app/errors';
import { signInPath } from '../../../app/guards';
import { usePageTitle } from '../../../app/page-title';
import { useSession } from '../../../app/session';
import type { PostDetail_post$key } from '../../../__generated__/PostDetail_post.graphql';
import type { PostPageQuery } from '../../../__generated__/PostPageQuery.graphql';
import { safeColor, TimeAgo } from '../../shared/format';
import { QueryBoundary } from '../../shared/QueryBoundary';
import { PostBadges } from '../components/PostBadges';

export const postPageQuery = graphql`
  query PostPageQuery($postId: ID!) {
    node(id: $postId) {
      __typename
      ...PostDetail_post @alias(as: "post")
    }
  }
`;

export type PostLoaderData = { queryRef: PreloadedQuery<PostPageQuery> };

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
const Title = styled('h1', { fontSize: '$2xl', fontWeight: '$black', lineHeight: '$tight', letterSpacing: '-0.02em', '@sm': { fontSize: '$3xl' } });
const Byline = styled('div', { display: 'flex', alignItems: 'center', gap: '$2', color: '$textMuted', fontSize: '$sm' });
const Body = styled('div', { fontSize: '$lg', lineHeight: 1.7, color: '$text', whiteSpace: 'pre-line', paddingTop: '$2' });
const Divider = styled('hr', { border: 0, borderTop: '1px solid $border', my: '$4' });

function PostDetail({ post: postKey }: { post: PostDetail_post$key }) {
  const post = useFragment(
    graphql`
      fragment PostDetail_post on Post {
        title
        excerpt
        isSubscriberOnly
        createdAt
        commentCount
        author {
          nickname
          avatarUrl
        }
        club {
          uri
          name
          iconUrl
          themeColor
        }
        ...PostBadges_post
      }
    `,
    postKey,
  );
  const { isSignedIn } = useSession();
  usePageTitle(`${post.title} · ${post.club.name}`);
  const clubPath = `/club/${encodeURIComponent(post.club.uri)}`;
  return (
    <Stack as="article" gap={4}>
      <ClubChip to={clubPath}>
        <Avatar name={post.club.name} src={post.club.iconUrl} color={safeColor(post.club.themeColor)} size={26} shape="rounded" />
        {post.club.name}
      </ClubChip>
      <PostBadges post={post} />
      <Title>{post.title}</Title>
      <Byline>
        <Avatar name={post.author.nickname} src={post.author.avatarUrl} size={28} />
        <strong>{post.author.nickname}</strong>
        <span aria-hidden>·</span>
        <TimeAgo date={post.createdAt} />
      </Byline>
      {post.excerpt ? (
        <Body>{post.excerpt}</Body>
      ) : post.isSubscriberOnly ? (
        <EmptyState
          icon="lock"
          title={<FormattedMessage id="post.locked.title" />}
          description={<FormattedMessage id="post.locked.body" values={{ club: post.club.name }} />}
          action={
            <ButtonLink to={`${clubPath}/subscription`} size="small">
              <FormattedMessage id="post.locked.cta" />
            </ButtonLink>
          }
        />
      ) : null}
      <Divider />
      <SectionTitle>
        <Icon name="message" size={20} />
        <FormattedMessage id="post.comments.title" values={{ count: post.commentCount }} />
      </SectionTitle>
      <EmptyState
        compact
        icon="message"
        title={<FormattedMessage id={post.commentCount === 0 ? 'post.comments.empty.title' : 'post.comments.join.title'} />}
        description={<FormattedMessage id="post.comments.join.body" values={{ club: post.club.name }} />}
        action={
          isSignedIn ? null : (
            <ButtonLink to={signInPath(clubPath)} size="small" variant="secondary">
              <FormattedMessage id="post.comments.signIn" />
            </ButtonLink>
          )
        }
      />
    </Stack>
  );
}

function PostContent({ queryRef }: { queryRef: PreloadedQuery<PostPageQuery> }) {
  const { node } = usePreloadedQuery<PostPageQuery>(postPageQuery, queryRef);
  const navigate = useNavigate();
  if (!node?.post) {
    return <ErrorPage error={new NotFoundError('Post not found')} onHome={() => navigate('/')} />;
  }
  return (
    <PageContainer width="narrow">
      <PostDetail post={node.post} />
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
