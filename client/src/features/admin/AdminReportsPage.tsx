import { Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { AdminReportListQuery, ReportStatus } from '../../__generated__/AdminReportListQuery.graphql';
import type { AdminReportsPageQuery } from '../../__generated__/AdminReportsPageQuery.graphql';
import type { AdminReportList_query$key } from '../../__generated__/AdminReportList_query.graphql';
import type { AdminReportListPaginationQuery } from '../../__generated__/AdminReportListPaginationQuery.graphql';
import { showToast } from '../../app/toasts';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Screen, Stack } from '../../components/Page';
import { Skeleton } from '../../components/Skeleton';
import { TextArea } from '../../components/TextArea';
import { styled } from '../../theme/stitches.config';
import { errorMessageId, resultError } from '../account/errors';
import { MODERATION_ERROR_MESSAGES } from '../moderation/errors';
import { QueryBoundary } from '../shared/QueryBoundary';
import { useResolveReport } from './hooks/useResolveReport';

export const adminReportsPageQuery = graphql`
  query AdminReportsPageQuery @preloadable {
    viewer {
      id
      role
    }
  }
`;

const listQuery = graphql`
  query AdminReportListQuery($status: ReportStatus!) {
    ...AdminReportList_query @arguments(status: $status)
  }
`;

const PAGE = 20;
const STATUSES: ReportStatus[] = ['OPEN', 'RESOLVED'];
const ACTIONS = ['HIDE', 'DELETE', 'WARN', 'SUSPEND', 'DISMISS'] as const;
type Action = (typeof ACTIONS)[number];
const DAYS = [1, 7, 30, null] as const;

const Card = styled('li', {
  listStyle: 'none',
  backgroundColor: '$surface',
  border: '1px solid $border',
  borderRadius: '$lg',
  padding: '$4',
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  '& small': { color: '$textMuted', fontSize: '$xs' },
});
const Excerpt = styled('blockquote', { margin: 0, padding: '$2 $3', borderLeft: '3px solid $borderStrong', color: '$text', fontSize: '$sm', lineHeight: '$normal', wordBreak: 'break-word' });
const ReportedImage = styled('img', { display: 'block', maxWidth: '100%', maxHeight: 240, borderRadius: '$md', border: '1px solid $border' });
const Row = styled('div', { display: 'flex', gap: '$2', flexWrap: 'wrap' });

type Node = NonNullable<NonNullable<NonNullable<ReturnType<typeof useReportList>['data']['reports']['edges']>[number]>['node']>;

function useReportList(queryKey: AdminReportList_query$key) {
  return usePaginationFragment<AdminReportListPaginationQuery, AdminReportList_query$key>(
    graphql`
      fragment AdminReportList_query on Query
      @refetchable(queryName: "AdminReportListPaginationQuery")
      @argumentDefinitions(status: { type: "ReportStatus!" }, count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        reports(status: $status, first: $count, after: $cursor) @connection(key: "AdminReportList_reports") {
          totalCount
          edges {
            node {
              id
              targetKind
              excerpt
              imageUrl
              reason
              details
              status
              resolution
              createdAt
              reporterNickname
              targetUser {
                id
                nickname
                uid
              }
              club {
                id
                name
              }
            }
          }
        }
      }
    `,
    queryKey,
  );
}

function ReportCard({ report }: { report: Node }) {
  const intl = useIntl();
  const { resolveReport, isInFlight } = useResolveReport();
  const [action, setAction] = useState<Action | null>(null);
  const [days, setDays] = useState<number | null>(7);
  const [note, setNote] = useState('');
  const isContent = report.targetKind === 'POST' || report.targetKind === 'COMMENT';
  const allowed = ACTIONS.filter((a) => (a === 'HIDE' || a === 'DELETE' ? isContent : a === 'WARN' || a === 'SUSPEND' ? !!report.targetUser : true));

  async function run(chosen: Action) {
    try {
      const { resolveReport: result } = await resolveReport({ reportId: report.id, action: chosen, suspendDays: chosen === 'SUSPEND' ? days : null, note: note.trim() || null });
      const failure = resultError(result);
      if (failure) return showToast({ kind: 'error', message: intl.formatMessage({ id: errorMessageId(failure.code, MODERATION_ERROR_MESSAGES) }) });
      showToast({ kind: 'success', message: intl.formatMessage({ id: 'admin.reports.done' }, { count: result.__typename === 'ResolveReportSuccess' ? result.resolvedCount : 1 }) });
      setAction(null);
    } catch {
      showToast({ kind: 'error', message: intl.formatMessage({ id: 'account.error.generic' }) });
    }
  }

  return (
    <Card data-testid="report-card">
      <small>
        <FormattedMessage id={`admin.reports.kind.${report.targetKind}`} />
        {report.club ? ` · ${report.club.name}` : ''} · {intl.formatDate(report.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
      </small>
      <Excerpt>{report.excerpt}</Excerpt>
      {report.imageUrl ? (
        <a href={report.imageUrl} target="_blank" rel="noreferrer">
          <ReportedImage src={report.imageUrl} alt={intl.formatMessage({ id: 'admin.reports.image' })} loading="lazy" />
        </a>
      ) : null}
      {report.targetUser ? (
        <small>
          <FormattedMessage id="admin.reports.author" values={{ name: report.targetUser.nickname, uid: report.targetUser.uid }} />
        </small>
      ) : null}
      <p style={{ margin: 0, fontSize: 14 }}>
        <strong>
          <FormattedMessage id={`moderation.reason.${report.reason}`} />
        </strong>
        {report.details ? ` — ${report.details}` : ''}
      </p>
      <small>
        <FormattedMessage id="admin.reports.by" values={{ name: report.reporterNickname ?? '' }} />
      </small>
      {report.status === 'RESOLVED' ? (
        <small>
          <FormattedMessage id={`admin.reports.resolution.${report.resolution ?? 'DISMISSED'}`} />
        </small>
      ) : action ? (
        <Stack gap={2}>
          {action === 'SUSPEND' ? (
            <Row role="group" aria-label={intl.formatMessage({ id: 'admin.reports.days' })}>
              {DAYS.map((d) => (
                <Button key={String(d)} size="small" variant="ghost" active={days === d} aria-pressed={days === d} onClick={() => setDays(d)}>
                  {d === null ? <FormattedMessage id="admin.reports.forGood" /> : <FormattedMessage id="admin.reports.daysN" values={{ days: d }} />}
                </Button>
              ))}
            </Row>
          ) : null}
          {action === 'WARN' || action === 'SUSPEND' ? (
            <TextArea label={intl.formatMessage({ id: 'admin.reports.note' })} hint={intl.formatMessage({ id: 'admin.reports.noteHint' })} value={note} maxLength={500} rows={2} onChange={(e) => setNote(e.target.value)} />
          ) : null}
          <Row>
            <Button variant="ghost" onClick={() => setAction(null)}>
              <FormattedMessage id="mypage.cancel" />
            </Button>
            <Button variant={action === 'DISMISS' ? 'secondary' : 'danger'} loading={isInFlight} onClick={() => void run(action)}>
              <FormattedMessage id={`admin.reports.confirm.${action}`} />
            </Button>
          </Row>
        </Stack>
      ) : (
        <Row>
          {allowed.map((a) => (
            <Button key={a} size="small" variant={a === 'DISMISS' ? 'ghost' : 'secondary'} onClick={() => (a === 'HIDE' || a === 'DELETE' || a === 'DISMISS' ? void run(a) : setAction(a))}>
              <FormattedMessage id={`admin.reports.action.${a}`} />
            </Button>
          ))}
        </Row>
      )}
    </Card>
  );
}

function ReportList({ status }: { status: ReportStatus }) {
  const intl = useIntl();
  const query = useLazyLoadQuery<AdminReportListQuery>(listQuery, { status }, { fetchPolicy: 'network-only' });
  const { data, hasNext, loadNext, isLoadingNext } = useReportList(query);
  const nodes = (data.reports.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  if (nodes.length === 0) return <EmptyState icon="check" title={intl.formatMessage({ id: 'admin.reports.empty' })} />;
  return (
    <Stack gap={3}>
      <small style={{ color: 'var(--colors-textMuted)' }}>
        <FormattedMessage id="admin.reports.count" values={{ count: data.reports.totalCount }} />
      </small>
      <Stack as="ul" gap={3} css={{ padding: 0, margin: 0 }}>
        {nodes.map((r) => (
          <ReportCard key={r.id} report={r} />
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

function AdminGate({ queryRef }: { queryRef: PreloadedQuery<AdminReportsPageQuery> }) {
  const intl = useIntl();
  const { viewer } = usePreloadedQuery<AdminReportsPageQuery>(adminReportsPageQuery, queryRef);
  const [status, setStatus] = useState<ReportStatus>('OPEN');
  if (viewer?.role !== 'ADMIN') {
    return <EmptyState icon="lock" title={intl.formatMessage({ id: 'admin.forbidden.title' })} description={intl.formatMessage({ id: 'admin.forbidden.body' })} />;
  }
  return (
    <Stack gap={4}>
      <Row role="group" aria-label={intl.formatMessage({ id: 'admin.reports.title' })}>
        {STATUSES.map((s) => (
          <Button key={s} size="small" variant="ghost" aria-pressed={s === status} active={s === status} onClick={() => setStatus(s)}>
            <FormattedMessage id={`admin.reports.status.${s}`} />
          </Button>
        ))}
      </Row>
      <Suspense fallback={<Skeleton css={{ height: 200, borderRadius: '$lg' }} />}>
        <ReportList status={status} />
      </Suspense>
    </Stack>
  );
}

/** /admin/reports: the reports queue (open, resolved); hide, delete, warn, suspend or dismiss. */
export function AdminReportsPage() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<AdminReportsPageQuery> };
  return (
    <Screen title={intl.formatMessage({ id: 'admin.reports.title' })} description={intl.formatMessage({ id: 'admin.reports.lead' })} width="narrow">
      <QueryBoundary loading={<Skeleton css={{ height: 200, borderRadius: '$lg' }} />}>
        <AdminGate queryRef={queryRef} />
      </QueryBoundary>
    </Screen>
  );
}
