import { Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { ClubReportsPageQuery } from '../../__generated__/ClubReportsPageQuery.graphql';
import type { ClubReportListQuery } from '../../__generated__/ClubReportListQuery.graphql';
import type { ClubReportList_club$key } from '../../__generated__/ClubReportList_club.graphql';
import type { ClubReportListPaginationQuery } from '../../__generated__/ClubReportListPaginationQuery.graphql';
import { showToast } from '../../app/toasts';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import { Screen, Stack } from '../../components/Page';
import { Skeleton } from '../../components/Skeleton';
import { styled } from '../../theme/stitches.config';
import { errorMessageId, resultError } from '../account/errors';
import { ClubNotFound, ClubRouteBoundary } from '../clubs/routes/shared';
import { useHideComment } from '../posts/hooks/useHideComment';
import { useHidePost } from '../posts/hooks/useHidePost';
import { MODERATION_ERROR_MESSAGES } from './errors';

export const clubReportsPageQuery = graphql`
  query ClubReportsPageQuery($clubUri: String!) @preloadable {
    club(uri: $clubUri) {
      __typename
      ... on Club @alias(as: "found") {
        id
        name
        viewerIsOwner
      }
      ... on Error {
        message
      }
    }
  }
`;

const listQuery = graphql`
  query ClubReportListQuery($id: ID!) {
    node(id: $id) {
      ...ClubReportList_club @alias(as: "club")
    }
  }
`;

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
  '& blockquote': { margin: 0, padding: '$2 $3', borderLeft: '3px solid $borderStrong', fontSize: '$sm', lineHeight: '$normal', wordBreak: 'break-word' },
});

/** Where the Hide button was: the reported post or comment is hidden already. */
const HiddenNote = styled('span', { display: 'inline-flex', alignItems: 'center', gap: '$2', color: '$textMuted', fontSize: '$sm' });

function ReportList({ club: key, clubId }: { club: ClubReportList_club$key; clubId: string }) {
  const intl = useIntl();
  const { hidePost, isInFlight: hidingPost } = useHidePost();
  const { setHidden: setCommentHidden, isInFlight: hidingComment } = useHideComment();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<ClubReportListPaginationQuery, ClubReportList_club$key>(
    graphql`
      fragment ClubReportList_club on Club
      @refetchable(queryName: "ClubReportListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        reports(first: $count, after: $cursor) @connection(key: "ClubReportList_reports") {
          edges {
            node {
              id
              targetKind
              targetId
              targetHidden
              excerpt
              reason
              details
              createdAt
            }
          }
        }
      }
    `,
    key,
  );
  const nodes = (data.reports.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  if (nodes.length === 0) return <EmptyState icon="check" title={intl.formatMessage({ id: 'moderation.owner.empty' })} />;

  async function hide(kind: 'POST' | 'COMMENT', targetId: string) {
    try {
      const result = kind === 'POST' ? (await hidePost(targetId, clubId)).hidePost : await setCommentHidden(targetId, true);
      const failure = resultError(result);
      if (failure) return showToast({ kind: 'error', message: intl.formatMessage({ id: errorMessageId(failure.code, MODERATION_ERROR_MESSAGES) }) });
      setHidden((s) => new Set([...s, targetId]));
      showToast({ kind: 'success', message: intl.formatMessage({ id: kind === 'POST' ? 'moderation.owner.hidden' : 'moderation.owner.commentHidden' }) });
    } catch {
      showToast({ kind: 'error', message: intl.formatMessage({ id: 'account.error.generic' }) });
    }
  }

  return (
    <Stack gap={3}>
      <Stack as="ul" gap={3} css={{ padding: 0, margin: 0 }}>
        {nodes.map((r) => (
          <Card key={r.id} data-testid="club-report">
            <small>
              <FormattedMessage id={r.targetKind === 'COMMENT' ? 'moderation.owner.kind.COMMENT' : 'moderation.owner.kind.POST'} /> ·{' '}
              {intl.formatDate(r.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
            </small>
            <blockquote>{r.excerpt}</blockquote>
            <span>
              <strong>
                <FormattedMessage id={`moderation.reason.${r.reason}`} />
              </strong>
              {r.details ? ` — ${r.details}` : ''}
            </span>
            {r.targetKind !== 'POST' && r.targetKind !== 'COMMENT' ? null : r.targetHidden || hidden.has(r.targetId) ? (
              <HiddenNote data-testid="report-target-hidden">
                <Icon name="eyeOff" size={16} />
                <FormattedMessage id={r.targetKind === 'POST' ? 'moderation.owner.postIsHidden' : 'moderation.owner.commentIsHidden'} />
              </HiddenNote>
            ) : (
              <Button size="small" variant="secondary" loading={hidingPost || hidingComment} onClick={() => void hide(r.targetKind as 'POST' | 'COMMENT', r.targetId)}>
                <FormattedMessage id={r.targetKind === 'POST' ? 'moderation.owner.hide' : 'moderation.owner.hideComment'} />
              </Button>
            )}
          </Card>
        ))}
      </Stack>
      {hasNext ? (
        <Button variant="secondary" loading={isLoadingNext} onClick={() => loadNext(20)}>
          <FormattedMessage id="admin.showMore" />
        </Button>
      ) : null}
    </Stack>
  );
}

function OwnerReports({ clubId }: { clubId: string }) {
  const data = useLazyLoadQuery<ClubReportListQuery>(listQuery, { id: clubId }, { fetchPolicy: 'network-only' });
  return data.node?.club ? <ReportList club={data.node.club} clubId={clubId} /> : null;
}

function Content({ queryRef }: { queryRef: PreloadedQuery<ClubReportsPageQuery> }) {
  const intl = useIntl();
  const { club: result } = usePreloadedQuery<ClubReportsPageQuery>(clubReportsPageQuery, queryRef);
  const club = result.found;
  if (!club) return <ClubNotFound message={result.__typename === 'NotFoundError' ? result.message : null} />;
  if (!club.viewerIsOwner) {
    return <EmptyState icon="lock" title={intl.formatMessage({ id: 'admin.forbidden.title' })} description={intl.formatMessage({ id: 'moderation.owner.lead' })} />;
  }
  return (
    <Screen title={`${intl.formatMessage({ id: 'moderation.owner.title' })} · ${club.name}`} description={intl.formatMessage({ id: 'moderation.owner.lead' })} width="narrow">
      <Suspense fallback={<Skeleton css={{ height: 200, borderRadius: '$lg' }} />}>
        <OwnerReports clubId={club.id} />
      </Suspense>
    </Screen>
  );
}

/** /club/:clubUri/setting/reports: reports about posts and comments of my club; hide reported posts. */
export function ClubReportsPage() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<ClubReportsPageQuery> };
  return (
    <ClubRouteBoundary resetKey={queryRef}>
      <Content queryRef={queryRef} />
    </ClubRouteBoundary>
  );
}
