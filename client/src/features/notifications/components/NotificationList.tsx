import { useTransition } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay/hooks';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { styled } from '../../../theme/stitches.config';
import type { NotificationList_query$key } from '../../../__generated__/NotificationList_query.graphql';
import type { NotificationListPaginationQuery } from '../../../__generated__/NotificationListPaginationQuery.graphql';
import type { NotificationListQuery } from '../../../__generated__/NotificationListQuery.graphql';
import { NotificationItem } from './NotificationItem';

export const NOTIFICATION_PAGE_SIZE = 20;

const List = styled('ul', { display: 'flex', flexDirection: 'column', '& > li + li': { borderTop: '1px solid $border' } });
const Foot = styled('div', { padding: '$3' });

/** The viewer's notifications, newest first (opened from the bell, so it loads on demand). */
export function NotificationList({ onOpen }: { onOpen: (id: string, isRead: boolean) => void }) {
  const query = useLazyLoadQuery<NotificationListQuery>(
    graphql`
      query NotificationListQuery($count: Int!) {
        ...NotificationList_query @arguments(count: $count)
      }
    `,
    { count: NOTIFICATION_PAGE_SIZE },
    { fetchPolicy: 'store-and-network' },
  );
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<NotificationListPaginationQuery, NotificationList_query$key>(
    graphql`
      fragment NotificationList_query on Query
      @refetchable(queryName: "NotificationListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        notifications(first: $count, after: $cursor) @connection(key: "NotificationList_notifications") {
          edges {
            node {
              id
              ...NotificationItem_notification
            }
          }
        }
      }
    `,
    query,
  );
  const [, startTransition] = useTransition();
  const items = data.notifications.edges.map((edge) => edge.node);
  if (items.length === 0) {
    return (
      <Foot>
        <EmptyState compact icon="bell" title={<FormattedMessage id="notifications.empty.title" />} description={<FormattedMessage id="notifications.empty.body" />} />
      </Foot>
    );
  }
  return (
    <>
      <List>
        {items.map((item) => (
          <li key={item.id}>
            <NotificationItem notification={item} onOpen={onOpen} />
          </li>
        ))}
      </List>
      {hasNext ? (
        <Foot>
          <Button variant="secondary" size="small" fullWidth loading={isLoadingNext} onClick={() => startTransition(() => {
              loadNext(NOTIFICATION_PAGE_SIZE);
            })}>
            <FormattedMessage id="notifications.more" />
          </Button>
        </Foot>
      ) : null}
    </>
  );
}
