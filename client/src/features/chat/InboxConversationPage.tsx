// /mypage/manage/inbox/{conversationId}: the owner's side of one conversation — the fan, their
// "subscriber since" line, star, mute and block, and the thread with its composer.
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData } from 'react-router';
import { Avatar } from '../../components/Avatar';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import { PageSpinner } from '../../components/Spinner';
import { usePageTitle } from '../../app/page-title';
import { showToast } from '../../app/toasts';
import { styled } from '../../theme/stitches.config';
import type { InboxConversationPageQuery } from '../../__generated__/InboxConversationPageQuery.graphql';
import { QueryBoundary } from '../shared/QueryBoundary';
import { ChatScreen, ChatThread, ChatTop, Notice } from './components/ChatThread';
import { SubscriberSince } from './components/InboxRow';
import { useUpdateChatConversation } from './hooks/useUpdateChatConversation';
import { INBOX_PATH } from './paths';

export const inboxConversationPageQuery = graphql`
  query InboxConversationPageQuery($id: ID!) @preloadable {
    node(id: $id) {
      ... on ChatConversation @alias(as: "conversation") {
        id
        viewerSide
        fanNickname
        fanAvatarUrl
        starred
        muted
        blocked
        club {
          name
        }
        fanSubscription {
          planName
          since
          monthsTogether
          isLive
        }
        viewerPermission {
          canWrite
        }
        ...ChatThread_conversation
      }
    }
  }
`;

const Back = styled(Link, { color: '$textMuted', display: 'grid', placeItems: 'center', size: 32, flexShrink: 0 });
const Who = styled('div', { flex: 1, minWidth: 0, '& h1': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } });
const Actions = styled('div', {
  display: 'flex',
  gap: 4,
  '& button': {
    size: 36,
    display: 'grid',
    placeItems: 'center',
    borderRadius: '$round',
    border: 0,
    background: 'none',
    color: '$textMuted',
    cursor: 'pointer',
    '&[aria-pressed="true"]': { color: '$primaryText', backgroundColor: '$surfaceRaised' },
  },
});

function Content({ queryRef }: { queryRef: PreloadedQuery<InboxConversationPageQuery> }) {
  const intl = useIntl();
  const node = usePreloadedQuery<InboxConversationPageQuery>(inboxConversationPageQuery, queryRef).node?.conversation;
  const { updateChatConversation, isInFlight } = useUpdateChatConversation();
  usePageTitle(node?.fanNickname ?? null);
  if (!node || node.viewerSide !== 'OWNER') {
    return <EmptyState icon="message" title={<FormattedMessage id="chat.error.notFound" />} />;
  }
  const toggle = async (flag: 'starred' | 'muted' | 'blocked') => {
    try {
      await updateChatConversation({ conversationId: node.id, [flag]: !node[flag] });
    } catch {
      showToast({ kind: 'error', message: intl.formatMessage({ id: 'chat.error.generic' }) });
    }
  };
  const action = (flag: 'starred' | 'muted' | 'blocked', icon: 'sparkle' | 'eyeOff' | 'lock', label: string) => (
    <button type="button" aria-pressed={Boolean(node[flag])} disabled={isInFlight} aria-label={intl.formatMessage({ id: label })} title={intl.formatMessage({ id: label })} onClick={() => void toggle(flag)} data-testid={`chat-${flag}`}>
      <Icon name={icon} size={18} />
    </button>
  );
  return (
    <ChatScreen>
      <ChatTop>
        <Back to={INBOX_PATH} aria-label={intl.formatMessage({ id: 'chat.back' })}>
          <Icon name="arrowLeft" size={20} />
        </Back>
        <Avatar name={node.fanNickname} src={node.fanAvatarUrl} size={36} />
        <Who>
          <h1>{node.fanNickname}</h1>
          {node.fanSubscription ? <SubscriberSince subscription={node.fanSubscription} /> : <p>{node.club.name}</p>}
        </Who>
        <Actions>
          {action('starred', 'sparkle', node.starred ? 'chat.action.unstar' : 'chat.action.star')}
          {action('muted', 'eyeOff', node.muted ? 'chat.action.unmute' : 'chat.action.mute')}
          {action('blocked', 'lock', node.blocked ? 'chat.action.unblock' : 'chat.action.block')}
        </Actions>
      </ChatTop>
      <ChatThread
        conversation={node}
        canWrite={Boolean(node.viewerPermission.canWrite)}
        notice={
          node.blocked ? (
            <Notice role="status">
              <Icon name="lock" size={18} />
              <FormattedMessage id="chat.blockedNotice" />
            </Notice>
          ) : null
        }
      />
    </ChatScreen>
  );
}

export function InboxConversationPage() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<InboxConversationPageQuery> };
  return (
    <QueryBoundary resetKey={queryRef} loading={<PageSpinner label={intl.formatMessage({ id: 'chat.title' })} />}>
      <Content queryRef={queryRef} />
    </QueryBoundary>
  );
}
