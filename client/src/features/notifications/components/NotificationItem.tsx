import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { Avatar } from '../../../components/Avatar';
import { styled } from '../../../theme/stitches.config';
import type { NotificationItem_notification$key } from '../../../__generated__/NotificationItem_notification.graphql';
import { safeColor, TimeAgo } from '../../shared/format';

const Item = styled(Link, {
  position: 'relative',
  display: 'flex',
  gap: '$3',
  padding: '12px 16px',
  color: '$text',
  transition: 'background-color $fast',
  '@hover': { '&:hover': { backgroundColor: '$surfaceHover' } },
  '&[data-unread="true"]': { backgroundColor: 'rgba(139, 92, 246, 0.08)' },
  '&[data-unread="true"]::after': { content: '""', position: 'absolute', top: 18, right: 14, size: 8, borderRadius: '$round', backgroundColor: '$primary' },
});
const Text = styled('div', {
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  paddingRight: '$3',
  fontSize: '$sm',
  lineHeight: '$snug',
  '& q': { color: '$textMuted', truncate: 2 },
  '& time': { fontSize: '$xs', color: '$textSubtle' },
});

const MESSAGE = { OWNER_POST: 'notifications.kind.OWNER_POST', NOTICE: 'notifications.kind.NOTICE', COMMENT_REPLY: 'notifications.kind.COMMENT_REPLY' } as const;

export function NotificationItem({ notification: key, onOpen }: { notification: NotificationItem_notification$key; onOpen: (id: string, isRead: boolean) => void }) {
  const notification = useFragment(
    graphql`
      fragment NotificationItem_notification on Notification {
        id
        kind
        createdAt
        isRead
        actorName
        actorAvatarUrl
        commentExcerpt
        club {
          uri
          name
          iconUrl
          themeColor
        }
        post {
          id
          title
        }
      }
    `,
    key,
  );
  const club = notification.club;
  const to = notification.post ? `/post/${encodeURIComponent(notification.post.id)}` : club ? `/club/${encodeURIComponent(club.uri)}` : '/home';
  const actor = notification.actorName ?? club?.name ?? '';
  return (
    <Item to={to} data-unread={!notification.isRead} data-testid="notification" onClick={() => onOpen(notification.id, notification.isRead)}>
      {notification.kind === 'COMMENT_REPLY' || !club ? (
        <Avatar name={actor || '?'} src={notification.actorAvatarUrl} size={36} />
      ) : (
        <Avatar name={club.name} src={club.iconUrl} color={safeColor(club.themeColor)} size={36} shape="rounded" />
      )}
      <Text>
        <span>
          <FormattedMessage
            id={MESSAGE[notification.kind as keyof typeof MESSAGE] ?? 'notifications.kind.OTHER'}
            values={{ actor: <strong>{actor}</strong>, club: <strong>{club?.name ?? ''}</strong>, title: notification.post?.title ?? '' }}
          />
        </span>
        {notification.commentExcerpt ? <q>{notification.commentExcerpt}</q> : null}
        <TimeAgo date={notification.createdAt} />
      </Text>
    </Item>
  );
}
