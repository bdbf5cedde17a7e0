import { Suspense, useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { graphql, useLazyLoadQuery, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { AdminAuditListQuery } from '../../__generated__/AdminAuditListQuery.graphql';
import type { AdminAuditList_query$key } from '../../__generated__/AdminAuditList_query.graphql';
import type { AdminAuditListPaginationQuery } from '../../__generated__/AdminAuditListPaginationQuery.graphql';
import type { AdminAuditPageQuery } from '../../__generated__/AdminAuditPageQuery.graphql';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import { Screen, Stack } from '../../components/Page';
import { Skeleton } from '../../components/Skeleton';
import { styled } from '../../theme/stitches.config';
import { QueryBoundary } from '../shared/QueryBoundary';

export const adminAuditPageQuery = graphql`
  query AdminAuditPageQuery @preloadable {
    viewer {
      id
      role
    }
  }
`;

const listQuery = graphql`
  query AdminAuditListQuery($action: String, $actorId: ID) {
    ...AdminAuditList_query @arguments(action: $action, actorId: $actorId)
  }
`;

const PAGE = 30;
/** The actions the filter offers (the server accepts any recorded action). */
const ACTIONS: readonly string[] = [
  'report.hide',
  'report.delete',
  'report.warn',
  'report.suspend',
  'report.dismiss',
  'post.hide',
  'post.show',
  'post.delete',
  'comment.hide',
  'comment.show',
  'comment.delete',
  'user.suspend',
  'user.unsuspend',
  'user.suspension_end',
  'creator_application.approve',
  'creator_application.reject',
  'withdrawal.approve',
  'withdrawal.reject',
  'withdrawal.mark_paid',
  'withdrawal.reveal_account',
  'payment.refund',
  'club_ban.ban',
  'club_ban.lift',
  'club.update',
  'club.publish',
  'plan.create',
  'plan.update',
  'plan.reorder',
  'plan.archive',
  'product.create',
  'product.update',
  'product.archive',
  'product.restore',
  'store_order.ship',
  'store_order.deliver',
  'store_order.refund',
  'ticket.check_in',
];

/** The localized name of an audited action (its code alone for an action this client does not know yet). */
const actionLabel = (intl: IntlShape, action: string) =>
  ACTIONS.includes(action) ? intl.formatMessage({ id: `admin.audit.actions.${action.replace('.', '_')}` }) : action.replace('.', ' · ');

const Entry = styled('li', {
  listStyle: 'none',
  display: 'grid',
  gap: 4,
  padding: '$3 $4',
  borderRadius: '$md',
  border: '1px solid $border',
  backgroundColor: '$surface',
  '& code': { fontSize: '$sm', color: '$primaryText', wordBreak: 'break-all' },
  '& small': { color: '$textMuted', fontSize: '$xs', wordBreak: 'break-all' },
});
const Filters = styled('div', {
  display: 'flex',
  gap: '$2',
  flexWrap: 'wrap',
  '& select': { height: 40, minWidth: 0, flex: '1 1 200px', borderRadius: '$md', border: '1px solid $border', backgroundColor: '$surface', color: '$text', px: '$3' },
  // The toggle stands as tall as the select beside it.
  '& > button': { height: 40, borderRadius: '$md' },
});

function AuditList({ action, actorId }: { action: string | null; actorId: string | null }) {
  const intl = useIntl();
  const query = useLazyLoadQuery<AdminAuditListQuery>(listQuery, { action, actorId }, { fetchPolicy: 'network-only' });
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<AdminAuditListPaginationQuery, AdminAuditList_query$key>(
    graphql`
      fragment AdminAuditList_query on Query
      @refetchable(queryName: "AdminAuditListPaginationQuery")
      @argumentDefinitions(action: { type: "String" }, actorId: { type: "ID" }, count: { type: "Int", defaultValue: 30 }, cursor: { type: "String" }) {
        auditLog(action: $action, actorId: $actorId, first: $count, after: $cursor) @connection(key: "AdminAuditList_auditLog") {
          totalCount
          edges {
            node {
              id
              action
              targetType
              targetId
              details
              createdAt
              actor {
                id
                nickname
              }
            }
          }
        }
      }
    `,
    query,
  );
  const nodes = (data.auditLog.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  if (nodes.length === 0) return <EmptyState icon="check" title={intl.formatMessage({ id: 'admin.audit.empty' })} />;
  return (
    <Stack gap={3}>
      <Stack as="ul" gap={2} css={{ padding: 0, margin: 0 }}>
        {nodes.map((e) => (
          <Entry key={e.id} data-testid="audit-entry">
            <strong>{actionLabel(intl, e.action)}</strong>
            <span>
              <FormattedMessage
                id="admin.audit.by"
                values={{
                  // No actor: the system's own action (a suspension ending on time).
                  name: e.actor?.nickname ?? intl.formatMessage({ id: 'admin.audit.system' }),
                  when: intl.formatDate(e.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
                }}
              />
            </span>
            <small>
              {e.targetType} {e.targetId}
              {e.details && Object.keys(e.details as object).length > 0 ? ` · ${JSON.stringify(e.details)}` : ''}
            </small>
          </Entry>
        ))}
      </Stack>
      {hasNext ? (
        <Button variant="secondary" loading={isLoadingNext} onClick={() => loadNext(PAGE)}>
          <FormattedMessage id="admin.showMore" />
        </Button>
      ) : null}
    </Stack>
  );
}

function AdminGate({ queryRef }: { queryRef: PreloadedQuery<AdminAuditPageQuery> }) {
  const intl = useIntl();
  const { viewer } = usePreloadedQuery<AdminAuditPageQuery>(adminAuditPageQuery, queryRef);
  const [action, setAction] = useState<string | null>(null);
  const [mine, setMine] = useState(false);
  if (viewer?.role !== 'ADMIN') {
    return <EmptyState icon="lock" title={intl.formatMessage({ id: 'admin.forbidden.title' })} description={intl.formatMessage({ id: 'admin.forbidden.body' })} />;
  }
  return (
    <Stack gap={4}>
      <Filters>
        <select aria-label={intl.formatMessage({ id: 'admin.audit.action' })} value={action ?? ''} onChange={(e) => setAction(e.target.value || null)}>
          <option value="">{intl.formatMessage({ id: 'admin.audit.allActions' })}</option>
          {ACTIONS.map((a) => (
            <option key={a} value={a}>
              {actionLabel(intl, a)}
            </option>
          ))}
        </select>
        <Button size="small" variant="secondary" icon={mine ? <Icon name="check" size={14} /> : undefined} aria-pressed={mine} active={mine} onClick={() => setMine((m) => !m)}>
          <FormattedMessage id="admin.audit.mine" />
        </Button>
      </Filters>
      <Suspense fallback={<Skeleton css={{ height: 200, borderRadius: '$lg' }} />}>
        <AuditList action={action} actorId={mine ? viewer.id : null} />
      </Suspense>
    </Stack>
  );
}

/** /admin/audit: every administrator action, newest first, filtered by action or to my own. */
export function AdminAuditPage() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<AdminAuditPageQuery> };
  return (
    <Screen title={intl.formatMessage({ id: 'admin.audit.title' })} description={intl.formatMessage({ id: 'admin.audit.lead' })} width="narrow">
      <QueryBoundary loading={<Skeleton css={{ height: 200, borderRadius: '$lg' }} />}>
        <AdminGate queryRef={queryRef} />
      </QueryBoundary>
    </Screen>
  );
}
