import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import { Avatar } from '../../../components/Avatar';
import { Icon } from '../../../components/Icon';
import { styled } from '../../../theme/stitches.config';
import type { PostCard_post$key } from '../../../__generated__/PostCard_post.graphql';
import { safeColor, TimeAgo } from '../../shared/format';
import { PostBadges } from './PostBadges';
import { ReactionBar } from './ReactionBar';

const Article = styled('article', {
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  padding: '$4',
  borderRadius: '$lg',
  backgroundColor: '$surface',
  border: '1px solid $border',
  transition: 'border-color $fast, background-color $fast',
  '@hover': { '&:hover': { borderColor: '$borderStrong' } },
  '@sm': { padding: '$5' },
});

const Meta = styled('div', { display: 'flex', alignItems: 'center', gap: '$2', fontSize: '$xs', color: '$textSubtle', minWidth: 0 });
const ClubLink = styled(Link, { fontWeight: '$bold', color: '$text', fontSize: '$sm', truncate: 1, position: 'relative', zIndex: 1 });
const Title = styled('h3', { fontSize: '$lg', fontWeight: '$bold', lineHeight: '$snug', truncate: 2 });
const Cover = styled(Link, { '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: '$lg' } });
const Excerpt = styled('p', { color: '$textMuted', fontSize: '$sm', truncate: 3 });
const Locked = styled('p', { display: 'flex', alignItems: 'center', gap: '$2', color: '$primaryText', fontSize: '$sm' });
const Foot = styled('div', { display: 'flex', alignItems: 'center', gap: '$3', fontSize: '$xs', color: '$textSubtle' });
const Count = styled('span', { display: 'inline-flex', alignItems: 'center', gap: 4 });

export function PostCard({ post: postKey, showClub = true }: { post: PostCard_post$key; showClub?: boolean }) {
  const post = useFragment(
    graphql`
      fragment PostCard_post on Post {
        id
        title
        excerpt
        isLocked
        createdAt
        commentCount
        authorName
        authorAvatarUrl
        club {
          uri
          name
          iconUrl
          themeColor
        }
        reactions {
          ...ReactionBar_reactions
        }
        ...PostBadges_post
      }
    `,
    postKey,
  );
  return (
    <Article data-testid="post-card">
      <Meta>
        {showClub ? (
          <>
            <Avatar name={post.club.name} src={post.club.iconUrl} color={safeColor(post.club.themeColor)} size={28} shape="rounded" />
            <ClubLink to={`/club/${encodeURIComponent(post.club.uri)}`}>{post.club.name}</ClubLink>
            <span aria-hidden>·</span>
          </>
        ) : (
          <>
            <Avatar name={post.authorName} src={post.authorAvatarUrl} size={24} />
            <span>{post.authorName}</span>
            <span aria-hidden>·</span>
          </>
        )}
        <TimeAgo date={post.createdAt} />
      </Meta>
      <PostBadges post={post} />
      <Title>
        <Cover to={`/post/${encodeURIComponent(post.id)}`}>{post.title}</Cover>
      </Title>
      {post.excerpt ? (
        <Excerpt>{post.excerpt}</Excerpt>
      ) : post.isLocked ? (
        <Locked>
          <Icon name="lock" size={16} />
          <FormattedMessage id="post.lockedExcerpt" />
        </Locked>
      ) : null}
      <Foot>
        {showClub ? <span>{post.authorName}</span> : null}
        <Count>
          <Icon name="message" size={14} />
          <FormattedMessage id="post.commentCount" values={{ count: post.commentCount }} />
        </Count>
      </Foot>
      {post.isLocked ? null : <ReactionBar targetId={post.id} reactions={post.reactions} />}
    </Article>
  );
}
