// One conversation on a phone or a desktop: the messages scroll (newest at the bottom), the composer is
// pinned under them, and the whole fills the screen above the keyboard (100dvh).
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, usePaginationFragment } from 'react-relay/hooks';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { showToast } from '../../../app/toasts';
import { styled } from '../../../theme/stitches.config';
import type { ChatThread_conversation$key } from '../../../__generated__/ChatThread_conversation.graphql';
import type { ChatThreadMessages_conversation$key } from '../../../__generated__/ChatThreadMessages_conversation.graphql';
import { uploadFile } from '../../files/useFileUpload';
import { chatEditErrorId, chatErrorId } from '../errors';
import { useChatEvents, type ChatEvent } from '../hooks/useChatEvents';
import { useChatMessageActions } from '../hooks/useChatMessageActions';
import { useMarkChatRead } from '../hooks/useMarkChatRead';
import { useSendChatMessage } from '../hooks/useSendChatMessage';
import { ChatBubble } from './ChatBubble';

export const MESSAGE_PAGE = 30;
const TYPING_SHOWN_MS = 4000;
const TYPING_SENT_EVERY_MS = 3000;

/** The screen under the header: a column that never grows past the visible height (keyboard included). */
export const ChatScreen = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  height: 'calc(100dvh - $sizes$header)',
  width: '100%',
  maxWidth: 760,
  mx: 'auto',
  minHeight: 0,
});
export const ChatTop = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  padding: '10px 16px',
  borderBottom: '1px solid $border',
  minHeight: 56,
  '& h1': { fontSize: '$md', fontWeight: '$bold', lineHeight: '$tight' },
  '& p': { fontSize: '$xs', color: '$textMuted' },
});
const List = styled('ol', {
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  listStyle: 'none',
  margin: 0,
  padding: '16px',
  display: 'flex',
  // Newest first in the DOM, shown at the bottom: the list stays pinned to the latest message.
  flexDirection: 'column-reverse',
  gap: '$3',
});
const Older = styled('li', { alignSelf: 'center' });
const Typing = styled('div', { fontSize: '$xs', color: '$textMuted', px: '$4', height: 18 });
export const Notice = styled('div', {
  margin: '0 16px 12px',
  padding: '10px 12px',
  borderRadius: '$md',
  backgroundColor: '$surfaceRaised',
  color: '$textMuted',
  fontSize: '$sm',
  display: 'flex',
  gap: '$2',
  alignItems: 'flex-start',
});
const Composer = styled('form', {
  display: 'flex',
  alignItems: 'flex-end',
  gap: '$2',
  padding: '10px 12px calc(10px + env(safe-area-inset-bottom, 0px))',
  borderTop: '1px solid $border',
  backgroundColor: '$surface',
  '& textarea': {
    flex: 1,
    minHeight: 40,
    maxHeight: 140,
    resize: 'none',
    padding: '9px 14px',
    borderRadius: 20,
    border: '1px solid $borderStrong',
    backgroundColor: '$background',
    color: '$text',
    fontSize: 16,
    lineHeight: '20px',
    fontFamily: 'inherit',
  },
});
const Attach = styled('label', {
  size: 40,
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  borderRadius: '$round',
  color: '$textMuted',
  cursor: 'pointer',
  '& input': { display: 'none' },
  '@hover': { '&:hover': { backgroundColor: '$surfaceRaised', color: '$text' } },
});

export interface ChatComposerProps {
  disabled?: boolean;
  busy?: boolean;
  editing?: boolean;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  onImage?: (file: File) => void;
  onCancelEdit?: () => void;
}

/** Text, an optional image, send (Enter sends, Shift+Enter breaks the line). */
export function ChatComposer({ disabled, busy, editing, value, onChange, onSubmit, onImage, onCancelEdit }: ChatComposerProps) {
  const intl = useIntl();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!disabled && !busy && value.trim()) onSubmit();
  };
  return (
    <Composer onSubmit={submit} aria-label={intl.formatMessage({ id: 'chat.composer' })}>
      {onImage && !editing ? (
        <Attach aria-label={intl.formatMessage({ id: 'chat.attachImage' })}>
          <Icon name="plus" size={22} />
          <input type="file" accept="image/*" disabled={disabled || busy} onChange={(e) => e.target.files?.[0] && onImage(e.target.files[0])} />
        </Attach>
      ) : null}
      <textarea
        rows={1}
        value={value}
        disabled={disabled}
        maxLength={2000}
        placeholder={intl.formatMessage({ id: editing ? 'chat.editPlaceholder' : 'chat.placeholder' })}
        aria-label={intl.formatMessage({ id: 'chat.placeholder' })}
        data-testid="chat-input"
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) submit(e);
        }}
      />
      {editing && onCancelEdit ? (
        <Button type="button" variant="ghost" size="small" onClick={onCancelEdit}>
          <FormattedMessage id="chat.cancel" />
        </Button>
      ) : null}
      <Button type="submit" size="small" disabled={disabled || busy || !value.trim()} data-testid="chat-send">
        <FormattedMessage id={editing ? 'chat.save' : 'chat.send'} />
      </Button>
    </Composer>
  );
}

function Messages({ conversation: key, otherReadAt, onEdit, onDelete }: { conversation: ChatThreadMessages_conversation$key; otherReadAt: string | null; onEdit: (id: string, body: string) => void; onDelete: (id: string) => void }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment ChatThreadMessages_conversation on ChatConversation
      @refetchable(queryName: "ChatThreadMessagesPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 30 }, cursor: { type: "String" }) {
        messages(first: $count, after: $cursor) @connection(key: "ChatThread_messages") {
          edges {
            node {
              id
              createdAt
              ...ChatBubble_message
            }
          }
        }
      }
    `,
    key,
  );
  const edges = data.messages.edges ?? [];
  return (
    <List data-testid="chat-messages">
      {edges.map((edge) =>
        edge?.node ? (
          <ChatBubble
            key={edge.node.id}
            message={edge.node}
            read={otherReadAt !== null && String(edge.node.createdAt) <= String(otherReadAt)}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        ) : null,
      )}
      {hasNext ? (
        <Older>
          <Button variant="ghost" size="small" disabled={isLoadingNext} onClick={() => loadNext(MESSAGE_PAGE)}>
            <FormattedMessage id="chat.older" />
          </Button>
        </Older>
      ) : null}
    </List>
  );
}

export interface ChatThreadProps {
  conversation: ChatThread_conversation$key;
  /** Shown above the composer (why the viewer cannot write). */
  notice?: ReactNode;
  canWrite: boolean;
}

/** A conversation: live messages, read state, typing, edit and delete, and the composer. */
export function ChatThread({ conversation: key, notice, canWrite }: ChatThreadProps) {
  const intl = useIntl();
  const c = useFragment(
    graphql`
      fragment ChatThread_conversation on ChatConversation {
        id
        viewerUnreadCount
        otherSideReadAt
        ...ChatThreadMessages_conversation
      }
    `,
    key,
  );
  const { sendChatMessage, isInFlight } = useSendChatMessage();
  const { markChatRead } = useMarkChatRead();
  const { editChatMessage, deleteChatMessage, sendChatTyping } = useChatMessageActions();
  const [text, setText] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const [typing, setTyping] = useState(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastTypingSent = useRef(0);
  const fail = useCallback(
    (code?: string | null, messageOf: (code: string | null | undefined) => string = chatErrorId) => showToast({ kind: 'error', message: intl.formatMessage({ id: messageOf(code) }) }),
    [intl],
  );

  // Reading the screen reads the conversation.
  useEffect(() => {
    if (c.viewerUnreadCount > 0) void markChatRead(c.id).catch(() => undefined);
  }, [c.id, c.viewerUnreadCount, markChatRead]);

  const onEvent = useCallback((event: ChatEvent) => {
    if (event.byViewer) return;
    if (event.kind === 'TYPING') {
      setTyping(true);
      if (typingTimer.current) clearTimeout(typingTimer.current);
      typingTimer.current = setTimeout(() => setTyping(false), TYPING_SHOWN_MS);
    } else if (event.kind === 'ADDED') setTyping(false);
  }, []);
  useChatEvents(c.id, onEvent);
  useEffect(() => () => void (typingTimer.current && clearTimeout(typingTimer.current)), []);

  const change = (value: string) => {
    setText(value);
    if (!editing && value && Date.now() - lastTypingSent.current > TYPING_SENT_EVERY_MS) {
      lastTypingSent.current = Date.now();
      void sendChatTyping({ conversationId: c.id }).catch(() => undefined);
    }
  };

  const submit = async () => {
    try {
      if (editing) {
        const res = await editChatMessage({ messageId: editing, body: text });
        if (res.editChatMessage.__typename !== 'ChatMessagePayload') return fail('code' in res.editChatMessage ? res.editChatMessage.code : null, chatEditErrorId);
        setEditing(null);
        setText('');
        return;
      }
      const res = await sendChatMessage({ conversationId: c.id, body: text });
      if (res.sendChatMessage.__typename !== 'ChatMessagePayload') return fail('code' in res.sendChatMessage ? res.sendChatMessage.code : null);
      setText('');
    } catch {
      fail(null);
    }
  };

  const sendImage = async (file: File) => {
    try {
      const uploaded = await uploadFile('image', file);
      const res = await sendChatMessage({ conversationId: c.id, body: '', imageFileId: uploaded.id });
      if (res.sendChatMessage.__typename !== 'ChatMessagePayload') fail('code' in res.sendChatMessage ? res.sendChatMessage.code : null);
    } catch {
      fail('FILE_INVALID');
    }
  };

  const remove = async (id: string) => {
    try {
      const res = await deleteChatMessage({ messageId: id });
      if (res.deleteChatMessage.__typename !== 'ChatMessagePayload') fail('code' in res.deleteChatMessage ? res.deleteChatMessage.code : null);
    } catch {
      fail(null);
    }
  };

  return (
    <>
      <Messages
        conversation={c}
        otherReadAt={c.otherSideReadAt ? String(c.otherSideReadAt) : null}
        onEdit={(id, body) => {
          setEditing(id);
          setText(body);
        }}
        onDelete={(id) => void remove(id)}
      />
      <Typing aria-live="polite" data-testid="chat-typing">
        {typing ? <FormattedMessage id="chat.typing" /> : null}
      </Typing>
      {notice}
      <ChatComposer
        disabled={!canWrite && !editing}
        busy={isInFlight}
        editing={Boolean(editing)}
        value={text}
        onChange={change}
        onSubmit={() => void submit()}
        onImage={(file) => void sendImage(file)}
        onCancelEdit={() => {
          setEditing(null);
          setText('');
        }}
      />
    </>
  );
}
