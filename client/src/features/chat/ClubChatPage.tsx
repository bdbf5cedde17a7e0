// /club/{uri}/chat: the fan's private conversation with the club owner, the owner's rule for who may
// write, and why the viewer cannot write yet (join, subscribe to a plan level, blocked by the creator or
// blocking them, inbox paused).
import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay/hooks';
import { PageSpinner } from '../../components/Spinner';
import type { ClubChatPageThreadQuery } from '../../__generated__/ClubChatPageThreadQuery.graphql';
import { Link, useLoaderData } from 'react-router';
import { Avatar } from '../../components/Avatar';
import { ButtonLink } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { usePageTitle } from '../../app/page-title';
import { showToast } from '../../app/toasts';
import { styled } from '../../theme/stitches.config';
import type { ClubChatPageQuery as ClubChatPageQueryType } from '../../__generated__/ClubChatPageQuery.graphql';
import ClubChatPageQueryNode from '../../__generated__/ClubChatPageQuery.graphql';
import { clubPath } from '../clubs/components/paths';
import { ClubNotFound, ClubRouteBoundary } from '../clubs/routes/shared';
import { ChatComposer, ChatScreen, ChatThread, ChatTop, Notice } from './components/ChatThread';
import { chatErrorId } from './errors';
import { useSendChatMessage } from './hooks/useSendChatMessage';

export const clubChatPageQuery = graphql`
  query ClubChatPageQuery($clubUri: String!) @preloadable {
    club(uri: $clubUri) {
      __typename
      ... on Club @alias(as: "found") {
        id
        uri
        name
        iconUrl
        viewerIsOwner
        chat {
          audience
          minPlanLevel
          inboxPaused
          viewerPermission {
            canWrite
            refusal
            minPlanLevel
          }
          viewerConversation {
            id
          }
        }
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

/** The conversation read by id (its own query keeps the page's document within the cost limit). */
function Thread({ id, canWrite, notice }: { id: string; canWrite: boolean; notice: ReactNode }) {
  const { node } = useLazyLoadQuery<ClubChatPageThreadQuery>(
    graphql`
      query ClubChatPageThreadQuery($id: ID!) {
        node(id: $id) {
          ... on ChatConversation @alias(as: "conversation") {
            ...ChatThread_conversation
          }
        }
      }
    `,
    { id },
    { fetchPolicy: 'store-and-network' },
  );
  return node?.conversation ? <ChatThread conversation={node.conversation} canWrite={canWrite} notice={notice} /> : null;
}

const Empty = styled('div', {
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$2',
  textAlign: 'center',
  px: '$6',
  color: '$textMuted',
  '& strong': { color: '$text', fontSize: '$lg' },
});
const Back = styled(Link, { color: '$textMuted', display: 'grid', placeItems: 'center', size: 32 });

function Refusal({ refusal, minPlanLevel, uri }: { refusal: string | null | undefined; minPlanLevel: number | null | undefined; uri: string }) {
  if (!refusal) return null;
  const action =
    refusal === 'MEMBERSHIP_REQUIRED' ? (
      <ButtonLink size="small" to={clubPath(uri)}>
        <FormattedMessage id="chat.join" />
      </ButtonLink>
    ) : refusal === 'CHAT_PLAN_REQUIRED' ? (
      <ButtonLink size="small" to={`${clubPath(uri)}/subscription`}>
        <FormattedMessage id="chat.seePlans" />
      </ButtonLink>
    ) : refusal === 'SIGN_IN' ? (
      <ButtonLink size="small" to="/account/start">
        <FormattedMessage id="chat.signIn" />
      </ButtonLink>
    ) : refusal === 'CHAT_VIEWER_BLOCKED' ? (
      <ButtonLink size="small" to="/mypage/blocked">
        <FormattedMessage id="chat.unblock" />
      </ButtonLink>
    ) : refusal === 'CHAT_OWNER_CANNOT_CHAT' ? (
      <ButtonLink size="small" to="/mypage/manage/inbox">
        <FormattedMessage id="chat.openInbox" />
      </ButtonLink>
    ) : null;
  return (
    <Notice role="status" data-testid="chat-refusal">
      <Icon name="lock" size={18} />
      <div style={{ flex: 1 }}>
        <FormattedMessage id={`chat.refusal.${refusal}`} values={{ level: minPlanLevel ?? 1 }} />
      </div>
      {action}
    </Notice>
  );
}

function Content({ queryRef, onFirstMessage }: { queryRef: PreloadedQuery<ClubChatPageQueryType>; onFirstMessage: () => void }) {
  const intl = useIntl();
  const { club: result } = usePreloadedQuery<ClubChatPageQueryType>(clubChatPageQuery, queryRef);
  const club = result.found;
  const { sendChatMessage, isInFlight } = useSendChatMessage();
  const [text, setText] = useState('');
  usePageTitle(club ? `${intl.formatMessage({ id: 'chat.title' })} · ${club.name}` : null);
  if (!club) return <ClubNotFound message={result.__typename === 'NotFoundError' ? result.message : null} />;
  const chat = club.chat;
  const permission = chat?.viewerPermission;
  const rule =
    chat?.audience === 'SUBSCRIBERS' ? intl.formatMessage({ id: 'chat.rule.subscribers' }, { level: chat.minPlanLevel }) : intl.formatMessage({ id: 'chat.rule.members' });

  const first = async () => {
    try {
      const res = await sendChatMessage({ clubId: club.id, body: text });
      if (res.sendChatMessage.__typename !== 'ChatMessagePayload') {
        showToast({ kind: 'error', message: intl.formatMessage({ id: chatErrorId('code' in res.sendChatMessage ? res.sendChatMessage.code : null) }, { level: chat?.minPlanLevel ?? 1 }) });
        return;
      }
      setText('');
      onFirstMessage();
    } catch {
      showToast({ kind: 'error', message: intl.formatMessage({ id: 'chat.error.generic' }) });
    }
  };

  return (
    <ChatScreen>
      <ChatTop>
        <Back to={clubPath(club.uri)} aria-label={intl.formatMessage({ id: 'chat.back' })}>
          <Icon name="arrowLeft" size={20} />
        </Back>
        <Avatar name={club.name} src={club.iconUrl} size={36} />
        <div>
          <h1>
            <FormattedMessage id="chat.withOwner" values={{ club: club.name }} />
          </h1>
          <p data-testid="chat-rule">{chat?.inboxPaused ? intl.formatMessage({ id: 'chat.paused' }) : rule}</p>
        </div>
      </ChatTop>
      {chat?.viewerConversation ? (
        <Suspense fallback={<PageSpinner label={intl.formatMessage({ id: 'chat.title' })} />}>
          <Thread
            id={chat.viewerConversation.id}
            canWrite={Boolean(permission?.canWrite)}
            notice={<Refusal refusal={permission?.refusal} minPlanLevel={permission?.minPlanLevel} uri={club.uri} />}
          />
        </Suspense>
      ) : (
        <>
          <Empty>
            <Icon name="message" size={36} />
            <strong>
              <FormattedMessage id="chat.emptyTitle" />
            </strong>
            <span>
              <FormattedMessage id="chat.emptyLead" />
            </span>
          </Empty>
          <Refusal refusal={permission?.refusal} minPlanLevel={permission?.minPlanLevel} uri={club.uri} />
          <ChatComposer disabled={!permission?.canWrite} busy={isInFlight} value={text} onChange={setText} onSubmit={() => void first()} />
        </>
      )}
    </ChatScreen>
  );
}

export function ClubChatPage() {
  const { queryRef: initial } = useLoaderData() as { queryRef: PreloadedQuery<ClubChatPageQueryType> };
  const [queryRef, load] = useQueryLoader<ClubChatPageQueryType>(ClubChatPageQueryNode, initial);
  const reload = useCallback(() => {
    if (queryRef) load(queryRef.variables, { fetchPolicy: 'network-only' });
  }, [load, queryRef]);
  const ref = queryRef ?? initial;
  return (
    <ClubRouteBoundary resetKey={initial}>
      <Content queryRef={ref} onFirstMessage={reload} />
    </ClubRouteBoundary>
  );
}
