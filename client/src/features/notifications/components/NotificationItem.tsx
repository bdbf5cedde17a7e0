import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import { Avatar } from '../../../components/Avatar';
import { styled } from '../../../theme/stitches.config';
import type { NotificationItem_notification$key } from '../../../__generated__/NotificationItem_notification.graphql';
import { useFormatWon } from '../../clubs/components/PlanCard';
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

const KINDS = [
  'OWNER_POST',
  'NOTICE',
  'COMMENT_REPLY',
  'SUBSCRIPTION_STARTED',
  'SUBSCRIPTION_RENEWED',
  'SUBSCRIPTION_RENEWAL_FAILED',
  'SUBSCRIPTION_EXPIRED',
  'SUBSCRIPTION_ENDING',
  'DEPOSIT_REFUND_ACCOUNT_NEEDED',
  'TICKET_QR_ISSUED',
  'ORDER_SHIPPED',
  'ORDER_REFUNDED',
  'CLUB_MEMBER_JOINED',
  'CLUB_SUBSCRIBER_STARTED',
  'CLUB_SUBSCRIBER_CANCELLED',
  'CLUB_PAYMENT_RECEIVED',
  'CLUB_ORDER_TO_SHIP',
  'POST_COMMENTED',
  'WITHDRAWAL_REQUESTED',
  'WITHDRAWAL_APPROVED',
  'WITHDRAWAL_PAID',
  'WITHDRAWAL_REJECTED',
  'WITHDRAWAL_CANCELLED',
  'MODERATION_WARNING',
  'CHAT_MESSAGE',
  'CLUB_CHAT_MESSAGE',
  'JOIN_ANNIVERSARY',
  'SUBSCRIPTION_ANNIVERSARY',
] as const;

/** The message of a kind; an expiry caused by failed renewals and a decided deposit refund have their own. Kinds this build does not know read as "OTHER". */
function messageId(kind: string, reason: string | null | undefined): string {
  if (kind === 'SUBSCRIPTION_EXPIRED' && reason) return 'notifications.kind.SUBSCRIPTION_EXPIRED.failed';
  // A deposit refunded by the club or an administrator, not one that arrived too late.
  if (kind === 'DEPOSIT_REFUND_ACCOUNT_NEEDED' && reason) return 'notifications.kind.DEPOSIT_REFUND_ACCOUNT_NEEDED.decided';
  return (KINDS as readonly string[]).includes(kind) ? `notifications.kind.${kind}` : 'notifications.kind.OTHER';
}

/** Where a notification leads: its post, My Page subscriptions for news of one's own membership, an ended one to the club's plans. */
function targetOf(n: {
  kind: string;
  orderId?: string | null;
  post: { id: string } | null | undefined;
  club: { uri: string } | null | undefined;
  ticketId?: string | null;
  chatConversationId?: string | null;
}): string {
  if (n.kind === 'TICKET_QR_ISSUED' && n.ticketId) return `/ticket/${encodeURIComponent(n.ticketId)}`;
  // Chat: the owner answers in their inbox, the fan in the club's chat.
  if (n.kind === 'CLUB_CHAT_MESSAGE' && n.chatConversationId) return `/mypage/manage/inbox/${encodeURIComponent(n.chatConversationId)}`;
  if (n.kind === 'CHAT_MESSAGE' && n.club) return `/club/${encodeURIComponent(n.club.uri)}/chat`;
  // Anniversaries celebrate the club itself.
  if (n.kind.endsWith('_ANNIVERSARY') && n.club) return `/club/${encodeURIComponent(n.club.uri)}`;
  // News for a club owner leads to their dashboard; new and cancelled subscribers to the subscriber list.
  if (n.kind.startsWith('CLUB_SUBSCRIBER_')) return '/mypage/manage/subscriber';
  if (n.kind.startsWith('CLUB_')) return '/mypage/manage';
  if (n.kind.startsWith('ORDER_') && n.orderId) return `/mypage/pay/order/${encodeURIComponent(n.orderId)}`;
  if (n.post) return `/post/${encodeURIComponent(n.post.id)}`;
  if (n.kind === 'SUBSCRIPTION_EXPIRED' && n.club) return `/club/${encodeURIComponent(n.club.uri)}/subscription`;
  if (n.kind.startsWith('SUBSCRIPTION_')) return '/mypage/pay/subscription';
  if (n.kind === 'DEPOSIT_REFUND_ACCOUNT_NEEDED') return '/mypage/pay/order-list';
  if (n.kind.startsWith('WITHDRAWAL_')) return '/mypage/manage/revenue';
  return n.club ? `/club/${encodeURIComponent(n.club.uri)}` : '/home';
}

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
        amount
        reason
        dueAt
        planName
        ticketId
        chatConversationId
        orderId
        orderTitle
        carrierName
        trackingNumber
        anniversary
      }
    `,
    key,
  );
  const intl = useIntl();
  const won = useFormatWon();
  const club = notification.club;
  const to = targetOf(notification);
  const actor = notification.actorName ?? club?.name ?? '';
  return (
    <Item to={to} data-unread={!notification.isRead} data-testid="notification" onClick={() => onOpen(notification.id, notification.isRead)}>
      {notification.kind === 'COMMENT_REPLY' || notification.kind === 'POST_COMMENTED' || notification.kind === 'CLUB_CHAT_MESSAGE' || !club ? (
        <Avatar name={actor || '?'} src={notification.actorAvatarUrl} size={36} />
      ) : (
        <Avatar name={club.name} src={club.iconUrl} color={safeColor(club.themeColor)} size={36} shape="rounded" />
      )}
      <Text>
        <span>
          <FormattedMessage
            id={messageId(notification.kind, notification.reason)}
            values={{
              actor: <strong>{actor}</strong>,
              club: <strong>{club?.name ?? ''}</strong>,
              title: notification.post?.title ?? '',
              plan: notification.planName ?? '',
              amount: notification.amount != null ? won(notification.amount) : '',
              date: notification.dueAt
                ? intl.formatDate(notification.dueAt, notification.kind === 'TICKET_QR_ISSUED' ? { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Seoul' } : { dateStyle: 'medium' })
                : '',
              order: notification.orderTitle ?? '',
              carrier: notification.carrierName ?? '',
              tracking: notification.trackingNumber ?? '',
              count: notification.anniversary ?? 0,
            }}
          />
        </span>
        {notification.commentExcerpt ? <q>{notification.commentExcerpt}</q> : null}
        {notification.reason ? <q>{notification.reason}</q> : null}
        <TimeAgo date={notification.createdAt} />
      </Text>
    </Item>
  );
}
