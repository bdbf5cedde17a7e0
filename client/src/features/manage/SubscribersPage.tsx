// /mypage/manage/subscriber: the subscribers of every club the creator owns, newest first, with plan,
// price, months together, state and next payment; filters by club and status; a CSV download of the same.
import { useTransition } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import { Avatar } from '../../components/Avatar';
import { Button, ButtonLink } from '../../components/Button';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import { Screen, Stack } from '../../components/Page';
import { Skeleton } from '../../components/Skeleton';
import { styled } from '../../theme/stitches.config';
import type { ManageSubscribersPageQuery } from '../../__generated__/ManageSubscribersPageQuery.graphql';
import type { SubscribersList_viewer$key } from '../../__generated__/SubscribersList_viewer.graphql';
import type { SubscribersListPaginationQuery } from '../../__generated__/SubscribersListPaginationQuery.graphql';
import { useFormatWon } from '../clubs/components/PlanCard';
import { QueryBoundary } from '../shared/QueryBoundary';
import { Back } from '../mypage/pages/shared';

export const manageSubscribersPageQuery = graphql`
  query ManageSubscribersPageQuery @preloadable {
    viewer {
      id
      ownedClubs {
        id
        name
      }
      ...SubscribersList_viewer
    }
  }
`;

const STATUSES = ['ACTIVE', 'CANCELED', 'EXPIRED'] as const;
type Status = (typeof STATUSES)[number];

const Filters = styled('div', { display: 'grid', gap: '$3', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', alignItems: 'end', '@md': { gridTemplateColumns: '1fr 1fr auto' } });
const Label = styled('label', { display: 'flex', flexDirection: 'column', gap: '$1', fontSize: '$sm', color: '$textMuted' });
const Select = styled('select', {
  height: '$buttonMedium',
  width: '100%',
  px: '$3',
  borderRadius: '$md',
  border: '1px solid $border',
  backgroundColor: '$surfaceRaised',
  color: '$text',
  fontSize: '$md',
});
const Rows = styled('ul', { display: 'flex', flexDirection: 'column', gap: '$2', listStyle: 'none', padding: 0, margin: 0 });
const Row = styled(Card, {
  padding: '$3 $4',
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gap: '$3',
  alignItems: 'center',
  '& strong': { display: 'block', truncate: 1 },
  '& small': { display: 'block', fontSize: '$xs', color: '$textSubtle' },
});
const Badge = styled('span', {
  fontSize: '$xs',
  padding: '2px 8px',
  borderRadius: '$round',
  backgroundColor: '$primarySoft',
  color: '$primaryText',
  whiteSpace: 'nowrap',
  variants: { ended: { true: { backgroundColor: '$surfaceRaised', color: '$textSubtle' } } },
});
const Count = styled('p', { fontSize: '$sm', color: '$textMuted' });

function SubscribersList({ viewer: key, clubs }: { viewer: SubscribersList_viewer$key; clubs: readonly { id: string; name: string }[] }) {
  const intl = useIntl();
  const won = useFormatWon();
  const [isFiltering, startFiltering] = useTransition();
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<SubscribersListPaginationQuery, SubscribersList_viewer$key>(
    graphql`
      fragment SubscribersList_viewer on User
      @refetchable(queryName: "SubscribersListPaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 20 }
        after: { type: "String" }
        clubId: { type: "ID" }
        status: { type: "SubscriptionStatus" }
      ) {
        ownedClubSubscribers(first: $first, after: $after, clubId: $clubId, status: $status)
          @connection(key: "SubscribersList_ownedClubSubscribers", filters: ["clubId", "status"]) {
          totalCount
          edges {
            node {
              id
              status
              monthlyPrice
              monthsSubscribed
              nextPaymentAt
              plan {
                name
              }
              club {
                name
              }
              subscriber {
                nickname
                avatarUrl
              }
            }
          }
        }
      }
    `,
    key,
  );
  const filter = new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search);
  const clubId = filter.get('club') ?? '';
  const status = (filter.get('status') ?? '') as Status | '';
  const apply = (next: { club?: string; status?: string }) => {
    const params = new URLSearchParams({ ...(clubId ? { club: clubId } : {}), ...(status ? { status } : {}) });
    for (const [name, value] of Object.entries(next)) {
      if (value) params.set(name, value);
      else params.delete(name);
    }
    // The filter lives in the address, so the CSV link and a reload keep it.
    window.history.replaceState(null, '', `${window.location.pathname}${params.size ? `?${params}` : ''}`);
    startFiltering(() => {
      refetch({ clubId: params.get('club') || null, status: (params.get('status') as Status | null) || null }, { fetchPolicy: 'network-only' });
    });
  };
  const csvQuery = new URLSearchParams({ ...(clubId ? { club: clubId } : {}), ...(status ? { status } : {}) });
  const list = data.ownedClubSubscribers;
  return (
    <Stack gap={4}>
      <Filters>
        <Label>
          <FormattedMessage id="manage.subscribers.filter.club" />
          <Select value={clubId} onChange={(e) => apply({ club: e.target.value })} data-testid="subscribers-club">
            <option value="">{intl.formatMessage({ id: 'manage.subscribers.filter.allClubs' })}</option>
            {clubs.map((club) => (
              <option key={club.id} value={club.id}>
                {club.name}
              </option>
            ))}
          </Select>
        </Label>
        <Label>
          <FormattedMessage id="manage.subscribers.filter.status" />
          <Select value={status} onChange={(e) => apply({ status: e.target.value })} data-testid="subscribers-status">
            <option value="">{intl.formatMessage({ id: 'manage.subscribers.filter.allStatuses' })}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {intl.formatMessage({ id: `manage.subscribers.status.${s}` })}
              </option>
            ))}
          </Select>
        </Label>
        <ButtonLink
          to={`/exports/subscribers.csv${csvQuery.size ? `?${csvQuery}` : ''}`}
          reloadDocument
          download
          size="small"
          variant="secondary"
          icon={<Icon name="download" size={16} />}
          data-testid="subscribers-csv"
        >
          <FormattedMessage id="manage.subscribers.export" />
        </ButtonLink>
      </Filters>
      <Count aria-live="polite" aria-busy={isFiltering}>
        <FormattedMessage id="manage.subscribers.count" values={{ count: list.totalCount }} />
      </Count>
      {list.edges.length === 0 ? (
        <EmptyState icon="users" title={<FormattedMessage id="manage.subscribers.empty.title" />} description={<FormattedMessage id="manage.subscribers.empty.body" />} />
      ) : (
        <Rows data-testid="subscribers">
          {list.edges.map(({ node }) => (
            <li key={node.id}>
              <Row>
                <Avatar name={node.subscriber.nickname} src={node.subscriber.avatarUrl} size={40} />
                <div>
                  <strong>{node.subscriber.nickname}</strong>
                  <small>
                    {node.club.name} · {node.plan.name} · <FormattedMessage id="manage.subscribers.perMonth" values={{ amount: won(node.monthlyPrice) }} />
                  </small>
                  <small>
                    <FormattedMessage id="manage.subscribers.months" values={{ count: node.monthsSubscribed }} />
                    {' · '}
                    {node.nextPaymentAt ? (
                      <FormattedMessage id="manage.subscribers.nextPayment" values={{ date: intl.formatDate(node.nextPaymentAt, { dateStyle: 'medium', timeZone: 'Asia/Seoul' }) }} />
                    ) : (
                      <FormattedMessage id="manage.subscribers.noNextPayment" />
                    )}
                  </small>
                </div>
                <Badge ended={node.status === 'EXPIRED'}>{intl.formatMessage({ id: `manage.subscribers.status.${node.status}` })}</Badge>
              </Row>
            </li>
          ))}
        </Rows>
      )}
      {hasNext ? (
        <Button variant="secondary" size="small" disabled={isLoadingNext} onClick={() => loadNext(20)}>
          <FormattedMessage id="manage.subscribers.more" />
        </Button>
      ) : null}
    </Stack>
  );
}

function Content({ queryRef }: { queryRef: PreloadedQuery<ManageSubscribersPageQuery> }) {
  const data = usePreloadedQuery<ManageSubscribersPageQuery>(manageSubscribersPageQuery, queryRef);
  if (!data.viewer) return null;
  return <SubscribersList viewer={data.viewer} clubs={data.viewer.ownedClubs} />;
}

export function ManageSubscribersPage() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<ManageSubscribersPageQuery> };
  return (
    <Screen title={intl.formatMessage({ id: 'manage.subscribers.title' })} description={intl.formatMessage({ id: 'manage.subscribers.lead' })} actions={<Back />}>
      <QueryBoundary loading={<Skeleton css={{ height: 320, borderRadius: '$lg' }} />} resetKey={queryRef}>
        <Content queryRef={queryRef} />
      </QueryBoundary>
    </Screen>
  );
}
