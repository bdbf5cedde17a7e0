// The viewer's blocked users (/mypage/blocked): newest first, keyset-paged, each with Unblock.
import { useTransition } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { BlockedUsersList_query$key } from '../../__generated__/BlockedUsersList_query.graphql';
import type { BlockedUsersPageQuery } from '../../__generated__/BlockedUsersPageQuery.graphql';
import type { BlockedUsersPaginationQuery } from '../../__generated__/BlockedUsersPaginationQuery.graphql';
import { showToast } from '../../app/toasts';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Screen, Stack } from '../../components/Page';
import { errorMessageId, resultError } from '../account/errors';
import { Back, FormSkeleton, Muted } from '../mypage/pages/shared';
import { QueryBoundary } from '../shared/QueryBoundary';
import { BLOCK_ERROR_MESSAGES } from './errors';
import { useUnblockUser } from './hooks/useUnblockUser';
import { PersonList, PersonRow, PersonWho } from './components/PersonList';

export const BLOCKED_PAGE_SIZE = 20;

export const blockedUsersPageQuery = graphql`
  query BlockedUsersPageQuery($count: Int!) @preloadable {
    ...BlockedUsersList_query @arguments(count: $count)
  }
`;

function BlockedUsersList({ query }: { query: BlockedUsersList_query$key }) {
  const intl = useIntl();
  const [, startTransition] = useTransition();
  const { unblockUser, isInFlight } = useUnblockUser();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<BlockedUsersPaginationQuery, BlockedUsersList_query$key>(
    graphql`
      fragment BlockedUsersList_query on Query
      @refetchable(queryName: "BlockedUsersPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        blockedUsers(first: $count, after: $cursor) @connection(key: "BlockedUsersList_blockedUsers") {
          __id
          edges {
            node {
              id
              blockedAt
              user {
                id
                nickname
                avatarUrl
              }
            }
          }
        }
      }
    `,
    query,
  );
  const blocks = data.blockedUsers.edges.map((edge) => edge.node);

  async function unblock(userId: string, name: string) {
    try {
      const { unblockUser: result } = await unblockUser({ input: { userId }, connections: [data.blockedUsers.__id] });
      const failure = resultError(result);
      if (failure) return showToast({ kind: 'error', message: intl.formatMessage({ id: errorMessageId(failure.code, BLOCK_ERROR_MESSAGES) }) });
      showToast({ kind: 'success', message: intl.formatMessage({ id: 'blocklist.unblocked' }, { name }) });
    } catch {
      showToast({ kind: 'error', message: intl.formatMessage({ id: 'account.error.generic' }) });
    }
  }

  if (!blocks.length) {
    return <EmptyState icon="user" title={<FormattedMessage id="blocklist.list.empty.title" />} description={<FormattedMessage id="blocklist.list.empty.body" />} />;
  }
  return (
    <Stack>
      <PersonList aria-label={intl.formatMessage({ id: 'blocks.list.title' })}>
        {blocks.map((block) => (
          <PersonRow key={block.id} data-testid="blocked-user">
            <Avatar name={block.user.nickname} src={block.user.avatarUrl} size={40} />
            <PersonWho>
              <strong>{block.user.nickname}</strong>
              <span>
                <FormattedMessage id="blocklist.list.since" values={{ date: intl.formatDate(block.blockedAt, { year: 'numeric', month: 'short', day: 'numeric' }) }} />
              </span>
            </PersonWho>
            <Button size="small" variant="secondary" disabled={isInFlight} onClick={() => void unblock(block.user.id, block.user.nickname)}>
              <FormattedMessage id="blocklist.unblock" />
            </Button>
          </PersonRow>
        ))}
      </PersonList>
      {hasNext ? (
        <Button variant="secondary" fullWidth loading={isLoadingNext} onClick={() => startTransition(() => void loadNext(BLOCKED_PAGE_SIZE))}>
          <FormattedMessage id="blocklist.loadMore" />
        </Button>
      ) : null}
    </Stack>
  );
}

function BlockedUsers({ queryRef }: { queryRef: PreloadedQuery<BlockedUsersPageQuery> }) {
  const data = usePreloadedQuery<BlockedUsersPageQuery>(blockedUsersPageQuery, queryRef);
  return <BlockedUsersList query={data} />;
}

export function BlockedUsersPage() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<BlockedUsersPageQuery> };
  return (
    <Screen title={intl.formatMessage({ id: 'blocks.list.title' })} width="narrow" actions={<Back />}>
      <Stack>
        <Muted>
          <FormattedMessage id="blocklist.list.lead" />
        </Muted>
        <QueryBoundary loading={<FormSkeleton />} resetKey={queryRef}>
          <BlockedUsers queryRef={queryRef} />
        </QueryBoundary>
      </Stack>
    </Screen>
  );
}
