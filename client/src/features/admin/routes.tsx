import { Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { AdminApplicationListQuery } from '../../__generated__/AdminApplicationListQuery.graphql';
import type { AdminCreatorApplicationsPageQuery } from '../../__generated__/AdminCreatorApplicationsPageQuery.graphql';
import { showToast } from '../../app/toasts';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Screen, Stack } from '../../components/Page';
import { Skeleton } from '../../components/Skeleton';
import { styled } from '../../theme/stitches.config';
import { TextArea } from '../../components/TextArea';
import { ADMIN_ERROR_MESSAGES, errorMessageId, resultError } from '../account/errors';
import { validateRequired } from '../account/validation';
import { QueryBoundary } from '../shared/QueryBoundary';
import { useReviewCreatorApplication } from './hooks/useReviewCreatorApplication';

export const adminCreatorApplicationsPageQuery = graphql`
  query AdminCreatorApplicationsPageQuery @preloadable {
    viewer {
      id
      role
    }
  }
`;

const listQuery = graphql`
  query AdminApplicationListQuery {
    creatorApplications(status: PENDING, first: 50) {
      totalCount
      edges {
        node {
          id
          status
          channelLinks
          introduction
          createdAt
          applicant {
            id
            uid
            nickname
            avatarUrl
            email
          }
        }
      }
    }
  }
`;

const Card = styled('li', {
  backgroundColor: '$surface',
  border: '1px solid $border',
  borderRadius: '$lg',
  padding: '$5',
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  listStyle: 'none',
});
const Who = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  '& > div': { display: 'flex', flexDirection: 'column', minWidth: 0 },
  '& strong': { truncate: 1 },
  '& span': { fontSize: '$xs', color: '$textMuted', truncate: 1 },
});
const Intro = styled('p', { fontSize: '$sm', lineHeight: '$normal', whiteSpace: 'pre-wrap', color: '$text' });
const Links = styled('ul', { display: 'flex', flexDirection: 'column', gap: 4, fontSize: '$sm', '& a': { color: '$primaryText', wordBreak: 'break-all' } });
const Actions = styled('div', { display: 'flex', gap: '$2', flexWrap: 'wrap', '& > *': { flex: 1 } });
const Count = styled('p', { color: '$textMuted', fontSize: '$sm', marginBottom: '$3' });

type Node = NonNullable<NonNullable<AdminApplicationListQuery['response']['creatorApplications']['edges']>[number]>['node'];

function ApplicationCard({ application, onReviewed }: { application: NonNullable<Node>; onReviewed: (id: string) => void }) {
  const intl = useIntl();
  const { reviewCreatorApplication, isInFlight } = useReviewCreatorApplication();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  async function review(approve: boolean) {
    if (!approve) {
      const invalid = validateRequired(reason);
      if (invalid) return setReasonError(intl.formatMessage({ id: errorMessageId(invalid, ADMIN_ERROR_MESSAGES) }));
    }
    setReasonError(null);
    try {
      const { reviewCreatorApplication: result } = await reviewCreatorApplication({
        input: { applicationId: application.id, approve, ...(approve ? {} : { reason: reason.trim() }) },
      });
      const error = resultError(result);
      if (error) return showToast({ kind: 'error', message: intl.formatMessage({ id: errorMessageId(error.code, ADMIN_ERROR_MESSAGES) }) });
      showToast({ kind: 'success', message: intl.formatMessage({ id: approve ? 'admin.applications.approved' : 'admin.applications.rejected' }) });
      onReviewed(application.id);
    } catch {
      showToast({ kind: 'error', message: intl.formatMessage({ id: 'account.error.generic' }) });
    }
  }

  return (
    <Card>
      <Who>
        <Avatar name={application.applicant.nickname} src={application.applicant.avatarUrl} size={44} />
        <div>
          <strong>{application.applicant.nickname}</strong>
          <span>
            {application.applicant.uid}
            {application.applicant.email ? ` · ${application.applicant.email}` : ''}
          </span>
          <span>{intl.formatDate(application.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</span>
        </div>
      </Who>
      <Links>
        {application.channelLinks.map((link) => (
          <li key={link}>
            <a href={link} target="_blank" rel="noopener noreferrer">
              {link}
            </a>
          </li>
        ))}
      </Links>
      <Intro>{application.introduction}</Intro>
      {rejecting ? (
        <Stack gap={3}>
          <TextArea
            label={intl.formatMessage({ id: 'admin.applications.reason' })}
            hint={intl.formatMessage({ id: 'admin.applications.reasonHint' })}
            error={reasonError ?? undefined}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            rows={3}
          />
          <Actions>
            <Button variant="ghost" onClick={() => setRejecting(false)}>
              <FormattedMessage id="mypage.cancel" />
            </Button>
            <Button variant="danger" loading={isInFlight} onClick={() => void review(false)}>
              <FormattedMessage id="admin.applications.confirmReject" />
            </Button>
          </Actions>
        </Stack>
      ) : (
        <Actions>
          <Button variant="secondary" onClick={() => setRejecting(true)}>
            <FormattedMessage id="admin.applications.reject" />
          </Button>
          <Button loading={isInFlight} onClick={() => void review(true)}>
            <FormattedMessage id="admin.applications.approve" />
          </Button>
        </Actions>
      )}
    </Card>
  );
}

function ApplicationList() {
  const intl = useIntl();
  const data = useLazyLoadQuery<AdminApplicationListQuery>(listQuery, {}, { fetchPolicy: 'network-only' });
  const [reviewed, setReviewed] = useState<ReadonlySet<string>>(new Set());
  const nodes = (data.creatorApplications.edges ?? []).flatMap((edge) => (edge?.node && !reviewed.has(edge.node.id) ? [edge.node] : []));
  if (nodes.length === 0) {
    return <EmptyState icon="check" title={intl.formatMessage({ id: 'admin.applications.empty.title' })} description={intl.formatMessage({ id: 'admin.applications.empty.body' })} />;
  }
  return (
    <>
      <Count>
        <FormattedMessage id="admin.applications.count" values={{ count: nodes.length }} />
      </Count>
      <Stack as="ul" gap={3}>
        {nodes.map((node) => (
          <ApplicationCard key={node.id} application={node} onReviewed={(id) => setReviewed((s) => new Set([...s, id]))} />
        ))}
      </Stack>
    </>
  );
}

function AdminGate({ queryRef }: { queryRef: PreloadedQuery<AdminCreatorApplicationsPageQuery> }) {
  const intl = useIntl();
  const { viewer } = usePreloadedQuery<AdminCreatorApplicationsPageQuery>(adminCreatorApplicationsPageQuery, queryRef);
  if (viewer?.role !== 'ADMIN') {
    return <EmptyState icon="lock" title={intl.formatMessage({ id: 'admin.forbidden.title' })} description={intl.formatMessage({ id: 'admin.forbidden.body' })} />;
  }
  return (
    <Suspense fallback={<Skeleton css={{ height: 200, borderRadius: '$lg' }} />}>
      <ApplicationList />
    </Suspense>
  );
}

/** /admin/creator-applications: pending creator applications, approve or reject with a reason. */
export function AdminCreatorApplicationsPage() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<AdminCreatorApplicationsPageQuery> };
  return (
    <Screen title={intl.formatMessage({ id: 'admin.applications.title' })} description={intl.formatMessage({ id: 'admin.applications.lead' })} width="narrow">
      <QueryBoundary loading={<Skeleton css={{ height: 200, borderRadius: '$lg' }} />} resetKey={queryRef}>
        <AdminGate queryRef={queryRef} />
      </QueryBoundary>
    </Screen>
  );
}
