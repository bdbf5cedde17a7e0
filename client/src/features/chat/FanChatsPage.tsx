// /mypage/chat: every conversation the viewer has as a fan, newest message first, live (the inbox events
// move a conversation to the top); each opens the club's chat. Owners find their fans' messages in the inbox.
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData } from 'react-router';
import { Button, ButtonLink } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import { Screen } from '../../components/Page';
import { PageSpinner } from '../../components/Spinner';
import { styled } from '../../theme/stitches.config';
import type { FanChatsPageQuery } from '../../__generated__/FanChatsPageQuery.graphql';
import type { FanChatsPage_conversations$key } from '../../__generated__/FanChatsPage_conversations.graphql';
import { QueryBoundary } from '../shared/QueryBoundary';
import { Back } from '../mypage/pages/shared';
import { FanChatRow } from './components/FanChatRow';
import { INBOX_PATH } from './paths';

export const FAN_CHATS_PAGE = 30;

export const fanChatsPageQuery = graphql`
  query FanChatsPageQuery($count: Int!) @preloadable {
    viewer {
      id
      ownedClubs {
        id
      }
      ...FanChatsPage_conversations @arguments(count: $count)
    }
  }
`;

const List = styled('ul', { listStyle: 'none', margin: 0, padding: 0, borderTop: '1px solid $border', mx: '-$4', '@sm': { mx: 0, border: '1px solid $border', borderRadius: '$lg', overflow: 'hidden' } });
const More = styled('div', { display: 'flex', justifyContent: 'center', py: '$4' });
const InboxHint = styled(Link, {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  marginBottom: '$4',
  padding: '12px 16px',
  borderRadius: '$lg',
  border: '1px solid $border',
  backgroundColor: '$surface',
  color: '$textMuted',
  fontSize: '$sm',
  '& > svg': { color: '$primaryText', flexShrink: 0 },
  '& > span': { flex: 1 },
  '@hover': { '&:hover': { backgroundColor: '$surfaceRaised' } },
});

function Conversations({ viewer: key }: { viewer: FanChatsPage_conversations$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment FanChatsPage_conversations on User
      @refetchable(queryName: "FanChatsPagePaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 30 }, cursor: { type: "String" }) {
        chatConversations(first: $count, after: $cursor) @connection(key: "FanChatsPage_chatConversations") {
          edges {
            node {
              id
              ...FanChatRow_conversation
            }
          }
        }
      }
    `,
    key,
  );
  const edges = data.chatConversations.edges ?? [];
  if (edges.length === 0) {
    return (
      <EmptyState
        icon="message"
        title={<FormattedMessage id="chat.mine.empty.title" />}
        description={<FormattedMessage id="chat.mine.empty.body" />}
        action={
          <ButtonLink size="small" to="/search">
            <FormattedMessage id="chat.mine.empty.action" />
          </ButtonLink>
        }
      />
    );
  }
  return (
    <>
      <List data-testid="fan-chat-list">{edges.map((edge) => (edge?.node ? <FanChatRow key={edge.node.id} conversation={edge.node} /> : null))}</List>
      {hasNext ? (
        <More>
          <Button variant="secondary" size="small" disabled={isLoadingNext} onClick={() => loadNext(FAN_CHATS_PAGE)}>
            <FormattedMessage id="chat.inbox.more" />
          </Button>
        </More>
      ) : null}
    </>
  );
}

function Content({ queryRef }: { queryRef: PreloadedQuery<FanChatsPageQuery> }) {
  const { viewer } = usePreloadedQuery<FanChatsPageQuery>(fanChatsPageQuery, queryRef);
  if (!viewer) return null;
  return (
    <>
      {viewer.ownedClubs.length > 0 ? (
        <InboxHint to={INBOX_PATH} data-testid="fan-chats-inbox-link">
          <Icon name="crown" size={18} />
          <span>
            <FormattedMessage id="chat.mine.ownerHint" />
          </span>
          <Icon name="chevronRight" size={16} />
        </InboxHint>
      ) : null}
      <Conversations viewer={viewer} />
    </>
  );
}

export function FanChatsPage() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<FanChatsPageQuery> };
  return (
    <Screen title={intl.formatMessage({ id: 'chat.mine.title' })} description={intl.formatMessage({ id: 'chat.mine.lead' })} actions={<Back />}>
      <QueryBoundary resetKey={queryRef} loading={<PageSpinner label={intl.formatMessage({ id: 'chat.mine.title' })} />}>
        <Content queryRef={queryRef} />
      </QueryBoundary>
    </Screen>
  );
}
