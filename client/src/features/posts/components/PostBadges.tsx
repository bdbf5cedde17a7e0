import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Icon } from '../../../components/Icon';
import { styled } from '../../../theme/stitches.config';
import type { PostBadges_post$key } from '../../../__generated__/PostBadges_post.graphql';

const Row = styled('div', { display: 'flex', flexWrap: 'wrap', gap: 6, '&:empty': { display: 'none' } });
const Badge = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  height: 22,
  px: 8,
  borderRadius: '$pill',
  fontSize: 11,
  fontWeight: '$bold',
  variants: {
    tone: {
      notice: { backgroundColor: 'rgba(245, 165, 36, 0.15)', color: '$warning' },
      owner: { backgroundColor: '$primarySoft', color: '$primaryText' },
      subscriber: { backgroundColor: 'rgba(217, 70, 239, 0.15)', color: '#f0abfc' },
      letter: { backgroundColor: 'rgba(244, 114, 182, 0.15)', color: '#f9a8d4' },
      hidden: { backgroundColor: '$surfaceRaised', color: '$textMuted', border: '1px solid $borderStrong' },
    },
  },
});

export function PostBadges({ post: postKey }: { post: PostBadges_post$key }) {
  const post = useFragment(
    graphql`
      fragment PostBadges_post on Post {
        isNotice
        isOwnerPost
        isSubscriberOnly
        isOwnerOnly
        isHidden
      }
    `,
    postKey,
  );
  return (
    <Row>
      {post.isNotice ? (
        <Badge tone="notice">
          <Icon name="pin" size={12} />
          <FormattedMessage id="post.badge.notice" />
        </Badge>
      ) : null}
      {post.isOwnerPost ? (
        <Badge tone="owner">
          <Icon name="crown" size={12} />
          <FormattedMessage id="post.badge.owner" />
        </Badge>
      ) : null}
      {post.isSubscriberOnly ? (
        <Badge tone="subscriber">
          <Icon name="lock" size={12} />
          <FormattedMessage id="post.badge.subscriberOnly" />
        </Badge>
      ) : null}
      {post.isOwnerOnly ? (
        <Badge tone="letter">
          <Icon name="mail" size={12} />
          <FormattedMessage id="post.badge.fanLetter" />
        </Badge>
      ) : null}
      {post.isHidden ? (
        <Badge tone="hidden">
          <Icon name="eyeOff" size={12} />
          <FormattedMessage id="post.badge.hidden" />
        </Badge>
      ) : null}
    </Row>
  );
}
