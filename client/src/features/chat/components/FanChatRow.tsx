import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Avatar } from '../../../components/Avatar';
import type { FanChatRow_conversation$key } from '../../../__generated__/FanChatRow_conversation.graphql';
import { clubChatPath } from '../paths';
import { Body, LastAt, Line, Preview, previewOf, Row, UnreadPill } from './InboxRow';

/** One of the fan's conversations: the club, its last message and the fan's unread count; opens the club's chat. */
export function FanChatRow({ conversation: key }: { conversation: FanChatRow_conversation$key }) {
  const intl = useIntl();
  const c = useFragment(
    graphql`
      fragment FanChatRow_conversation on ChatConversation {
        id
        lastMessageAt
        viewerUnreadCount
        club {
          uri
          name
          iconUrl
        }
        lastMessage {
          body
          imageUrl
          isDeleted
          viewerIsSender
        }
      }
    `,
    key,
  );
  return (
    <li>
      <Row to={clubChatPath(c.club.uri)} data-testid="fan-chat-row">
        <Avatar name={c.club.name} src={c.club.iconUrl} size={44} shape="rounded" />
        <Body>
          <Line>
            <strong>{c.club.name}</strong>
            <LastAt at={c.lastMessageAt} />
          </Line>
          <Preview unread={c.viewerUnreadCount > 0}>{previewOf(intl, c.lastMessage)}</Preview>
        </Body>
        <UnreadPill count={c.viewerUnreadCount} />
      </Row>
    </li>
  );
}
