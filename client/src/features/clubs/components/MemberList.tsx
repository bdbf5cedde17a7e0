import { Suspense, useState, useTransition } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { Avatar } from '../../../components/Avatar';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { styled } from '../../../theme/stitches.config';
import type { MemberList_club$key } from '../../../__generated__/MemberList_club.graphql';
import type { MemberListPaginationQuery } from '../../../__generated__/MemberListPaginationQuery.graphql';
import { BanMemberButton } from '../../blocks/components/BanMemberButton';
import { useSession } from '../../../app/session';
import { ReportDialog } from '../../moderation/LazyReportDialog';

export type MemberFilter = 'ALL' | 'SUBSCRIBED' | 'EXPIRED';
export const MEMBER_PAGE_SIZE = 30;

const List = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  borderRadius: '$lg',
  border: '1px solid $border',
  backgroundColor: '$surface',
  overflow: 'hidden',
});
const Row = styled('li', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  padding: '$3 $4',
  '& + &': { borderTop: '1px solid $border' },
});
const Who = styled('div', {
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  '& strong': { fontWeight: '$semibold', truncate: 1 },
  '& span': { fontSize: '$xs', color: '$textSubtle' },
});
const Badge = styled('span', {
  flexShrink: 0,
  height: 24,
  px: '$2',
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: '$pill',
  fontSize: '$xs',
  fontWeight: '$semibold',
  variants: {
    state: {
      SUBSCRIBED: { color: 'var(--club-accent-text, $colors$primaryText)', backgroundColor: 'color-mix(in srgb, var(--club-accent, #8b5cf6) 18%, transparent)' },
      EXPIRED: { color: '$textMuted', backgroundColor: '$surfaceRaised', border: '1px solid $border' },
      OWNER: { color: '$warning', backgroundColor: 'rgba(245, 165, 36, 0.14)' },
    },
  },
});

const EMPTY: Record<MemberFilter, { title: string; body: string }> = {
  ALL: { title: 'club.members.empty.title', body: 'club.members.empty.body' },
  SUBSCRIBED: { title: 'club.members.emptySubscribed.title', body: 'club.members.emptySubscribed.body' },
  EXPIRED: { title: 'club.members.emptyExpired.title', body: 'club.members.emptyExpired.body' },
};

/** Members, newest joiners first: nickname, join date and (for the owner) subscribed or expired. */
export function MemberList({ club, filter, clubName }: { club: MemberList_club$key; filter: MemberFilter; clubName: string }) {
  const intl = useIntl();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<MemberListPaginationQuery, MemberList_club$key>(
    graphql`
      fragment MemberList_club on Club
      @refetchable(queryName: "MemberListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 30 }
        cursor: { type: "String" }
        filter: { type: "ClubMemberFilter", defaultValue: ALL }
      ) {
        id
        viewerCanEdit
        owner {
          id
        }
        members(first: $count, after: $cursor, filter: $filter) @connection(key: "MemberList_members") {
          __id
          totalCount
          edges {
            node {
              user {
                id
              }
              id
              nickname
              avatarUrl
              joinedAt
              subscriptionState
            }
          }
        }
      }
    `,
    club,
  );
  const [, startTransition] = useTransition();
  const { viewer } = useSession();
  const [reporting, setReporting] = useState<string | null>(null);
  // Any signed-in viewer may report a fan here; not themselves, nor the owner (reported from their public page).
  const reportable = (userId: string) => !!viewer && userId !== viewer.id && userId !== data.owner.id;
  const members = data.members.edges.map((edge) => edge.node);
  if (!members.length) {
    return (
      <EmptyState
        icon="users"
        title={<FormattedMessage id={EMPTY[filter].title} />}
        description={<FormattedMessage id={EMPTY[filter].body} values={{ club: clubName }} />}
      />
    );
  }
  return (
    <>
      <List aria-label={intl.formatMessage({ id: 'club.members.title' })}>
        {members.map((member) => (
          <Row key={member.id} data-testid="member-row">
            <Avatar name={member.nickname} src={member.avatarUrl} size={40} />
            <Who>
              <strong>{member.nickname}</strong>
              <span>
                <FormattedMessage
                  id="club.members.joinedOn"
                  values={{ date: intl.formatDate(member.joinedAt, { year: 'numeric', month: 'short', day: 'numeric' }) }}
                />
              </span>
            </Who>
            {member.subscriptionState === 'SUBSCRIBED' || member.subscriptionState === 'EXPIRED' ? (
              <Badge state={member.subscriptionState}>
                <FormattedMessage id={`club.members.state.${member.subscriptionState}`} />
              </Badge>
            ) : null}
            {reportable(member.user.id) ? (
              <Button
                size="small"
                variant="ghost"
                data-testid="report-member"
                aria-label={intl.formatMessage({ id: 'moderation.report.userNamed' }, { name: member.nickname })}
                onClick={() => setReporting(member.user.id)}
              >
                <FormattedMessage id="moderation.report.action" />
              </Button>
            ) : null}
            {data.viewerCanEdit ? (
              <BanMemberButton clubId={data.id} userId={member.user.id} name={member.nickname} membershipId={member.id} connection={data.members.__id} />
            ) : null}
          </Row>
        ))}
      </List>
      {reporting ? (
        <Suspense fallback={null}>
          <ReportDialog open onClose={() => setReporting(null)} targetId={reporting} kind="user" />
        </Suspense>
      ) : null}
      {hasNext ? (
        <Button variant="secondary" fullWidth loading={isLoadingNext} onClick={() => startTransition(() => void loadNext(MEMBER_PAGE_SIZE))}>
          <FormattedMessage id="club.members.loadMore" />
        </Button>
      ) : null}
    </>
  );
}
