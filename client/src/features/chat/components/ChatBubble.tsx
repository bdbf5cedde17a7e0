import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { styled } from '../../../theme/stitches.config';
import type { ChatBubble_message$key } from '../../../__generated__/ChatBubble_message.graphql';

const Row = styled('li', {
  display: 'flex',
  flexDirection: 'column',
  maxWidth: '80%',
  gap: 4,
  variants: { mine: { true: { alignSelf: 'flex-end', alignItems: 'flex-end' }, false: { alignSelf: 'flex-start', alignItems: 'flex-start' } } },
});
const Bubble = styled('div', {
  padding: '9px 13px',
  borderRadius: 18,
  fontSize: '$md',
  lineHeight: '$normal',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  variants: {
    mine: { true: { backgroundColor: '$primary', color: '$white', borderBottomRightRadius: 6 }, false: { backgroundColor: '$surfaceRaised', color: '$text', borderBottomLeftRadius: 6 } },
    deleted: { true: { backgroundColor: 'transparent', border: '1px dashed $borderStrong', color: '$textSubtle', fontStyle: 'italic' } },
  },
});
const Image = styled('img', { display: 'block', maxWidth: '100%', maxHeight: 280, borderRadius: 12, marginBottom: 4 });
const Meta = styled('div', {
  display: 'flex',
  gap: '$2',
  alignItems: 'center',
  fontSize: 11,
  color: '$textSubtle',
  '& button': { background: 'none', border: 0, padding: '2px 0', color: '$textMuted', fontSize: 11, fontWeight: '$semibold', cursor: 'pointer' },
});

export interface ChatBubbleProps {
  message: ChatBubble_message$key;
  read?: boolean;
  onEdit?: (id: string, body: string) => void;
  onDelete?: (id: string) => void;
}

/** One message: the viewer's on the right, the other side's on the left; a placeholder once deleted. */
export function ChatBubble({ message: key, read, onEdit, onDelete }: ChatBubbleProps) {
  const intl = useIntl();
  const m = useFragment(
    graphql`
      fragment ChatBubble_message on ChatMessage {
        id
        body
        imageUrl
        isDeleted
        createdAt
        editedAt
        viewerIsSender
        viewerCanEdit
      }
    `,
    key,
  );
  const mine = m.viewerIsSender;
  return (
    <Row mine={mine} data-testid="chat-message" data-mine={mine ? 'true' : 'false'}>
      <Bubble mine={mine} deleted={m.isDeleted}>
        {m.isDeleted ? (
          <FormattedMessage id="chat.deleted" />
        ) : (
          <>
            {m.imageUrl ? <Image src={m.imageUrl} alt={intl.formatMessage({ id: 'chat.imageAlt' })} loading="lazy" /> : null}
            {m.body}
          </>
        )}
      </Bubble>
      <Meta>
        <time dateTime={String(m.createdAt)}>{intl.formatTime(String(m.createdAt), { hour: 'numeric', minute: '2-digit' })}</time>
        {m.editedAt && !m.isDeleted ? <FormattedMessage id="chat.edited" /> : null}
        {mine && read && !m.isDeleted ? <FormattedMessage id="chat.read" /> : null}
        {m.viewerCanEdit && onEdit && !m.imageUrl ? (
          <button type="button" onClick={() => onEdit(m.id, m.body ?? '')}>
            <FormattedMessage id="chat.edit" />
          </button>
        ) : null}
        {m.viewerCanEdit && onDelete ? (
          <button type="button" onClick={() => onDelete(m.id)}>
            <FormattedMessage id="chat.delete" />
          </button>
        ) : null}
      </Meta>
    </Row>
  );
}
