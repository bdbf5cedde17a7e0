import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import { Avatar } from '../../../components/Avatar';
import { Icon } from '../../../components/Icon';
import { styled } from '../../../theme/stitches.config';
import type { InboxRow_conversation$key } from '../../../__generated__/InboxRow_conversation.graphql';
import { inboxConversationPath } from '../paths';

export const Row = styled(Link, {
  display: 'flex',
  gap: '$3',
  alignItems: 'center',
  padding: '12px 16px',
  borderBottom: '1px solid $border',
  color: '$text',
  '@hover': { '&:hover': { backgroundColor: '$surfaceRaised' } },
});
export const Body = styled('div', { flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 });
export const Line = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  minWidth: 0,
  '& strong': { fontSize: '$md', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& time': { marginLeft: 'auto', fontSize: '$xs', color: '$textSubtle', flexShrink: 0 },
});
export const Preview = styled('p', {
  fontSize: '$sm',
  color: '$textMuted',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  variants: { unread: { true: { color: '$text', fontWeight: '$semibold' } } },
});
const Since = styled('p', { fontSize: '$xs', color: '$primaryText' });
export const Unread = styled('span', {
  minWidth: 20,
  height: 20,
  px: 6,
  borderRadius: '$pill',
  backgroundColor: '$accent',
  color: '$white',
  fontSize: 11,
  fontWeight: '$bold',
  lineHeight: '20px',
  textAlign: 'center',
  flexShrink: 0,
});
const Flag = styled('span', { color: '$textSubtle', display: 'inline-flex', flexShrink: 0 });

/** "Subscriber since … · N months together", or nothing for members without a subscription. */
export function SubscriberSince({ subscription }: { subscription: { planName: string; since: unknown; monthsTogether: number; isLive: boolean } | null | undefined }) {
  const intl = useIntl();
  if (!subscription) return null;
  return (
    <Since data-testid="chat-subscriber-since">
      <FormattedMessage
        id={subscription.isLive ? 'chat.subscriberSince' : 'chat.subscribedBefore'}
        values={{ plan: subscription.planName, date: intl.formatDate(String(subscription.since), { dateStyle: 'medium' }), months: subscription.monthsTogether }}
      />
    </Since>
  );
}

type LastMessage = { body: string | null | undefined; imageUrl: string | null | undefined; isDeleted: boolean; viewerIsSender: boolean } | null | undefined;

/** A conversation's last message in one line ("You: …", "Photo", "Message deleted"). */
export function previewOf(intl: IntlShape, last: LastMessage): string {
  if (!last) return '';
  if (last.isDeleted) return intl.formatMessage({ id: 'chat.deleted' });
  return `${last.viewerIsSender ? intl.formatMessage({ id: 'chat.youPrefix' }) : ''}${last.body || (last.imageUrl ? intl.formatMessage({ id: 'chat.photo' }) : '')}`;
}

/** The time of a conversation's last message, short. */
export function LastAt({ at }: { at: unknown }) {
  const intl = useIntl();
  return <time dateTime={String(at)}>{intl.formatDate(String(at), { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })}</time>;
}

/** A conversation's unread count as a pill, or nothing. */
export function UnreadPill({ count }: { count: number }) {
  return count > 0 ? <Unread data-testid="inbox-unread">{count > 99 ? '99+' : count}</Unread> : null;
}

export function InboxRow({ conversation: key }: { conversation: InboxRow_conversation$key }) {
  const intl = useIntl();
  const c = useFragment(
    graphql`
      fragment InboxRow_conversation on ChatConversation {
        id
        fanNickname
        fanAvatarUrl
        lastMessageAt
        viewerUnreadCount
        starred
        muted
        blocked
        club {
          name
        }
        lastMessage {
          body
          imageUrl
          isDeleted
          viewerIsSender
        }
        fanSubscription {
          planName
          since
          monthsTogether
          isLive
        }
      }
    `,
    key,
  );
  const preview = previewOf(intl, c.lastMessage);
  return (
    <li>
      <Row to={inboxConversationPath(c.id)} data-testid="inbox-row">
        <Avatar name={c.fanNickname} src={c.fanAvatarUrl} size={44} />
        <Body>
          <Line>
            <strong>{c.fanNickname}</strong>
            {c.starred ? (
              <Flag aria-label={intl.formatMessage({ id: 'chat.starred' })}>
                <Icon name="sparkle" size={14} />
              </Flag>
            ) : null}
            {c.muted ? (
              <Flag aria-label={intl.formatMessage({ id: 'chat.muted' })}>
                <Icon name="eyeOff" size={14} />
              </Flag>
            ) : null}
            {c.blocked ? (
              <Flag aria-label={intl.formatMessage({ id: 'chat.blocked' })}>
                <Icon name="lock" size={14} />
              </Flag>
            ) : null}
            <LastAt at={c.lastMessageAt} />
          </Line>
          <Preview unread={c.viewerUnreadCount > 0}>{preview}</Preview>
          <SubscriberSince subscription={c.fanSubscription} />
        </Body>
        <UnreadPill count={c.viewerUnreadCount} />
      </Row>
    </li>
  );
}
