import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useNavigate, useRevalidator } from 'react-router';
import { Avatar } from '../../../components/Avatar';
import { ButtonLink } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { Icon, type IconName } from '../../../components/Icon';
import { PageContainer, PageHeading, PageLead, Stack } from '../../../components/Page';
import { PageSpinner } from '../../../components/Spinner';
import { styled } from '../../../theme/stitches.config';
import { ErrorPage } from '../../../app/ErrorPage';
import { NotFoundError } from '../../../app/errors';
import { usePageTitle } from '../../../app/page-title';
import type { ClubSubPagesQuery, ClubSubPagesQuery$data } from '../../../__generated__/ClubSubPagesQuery.graphql';
import { safeColor } from '../../shared/format';
import { QueryBoundary } from '../../shared/QueryBoundary';
import { ClubTabs } from '../components/ClubTabs';

export const clubSubPagesQuery = graphql`
  query ClubSubPagesQuery($clubUri: String!) {
    club(uri: $clubUri) {
      __typename
      ... on Club {
        uri
        name
        iconUrl
        themeColor
        memberCount
        owner {
          nickname
        }
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

export type ClubSubPageLoaderData = { queryRef: PreloadedQuery<ClubSubPagesQuery> };
type ClubData = Extract<ClubSubPagesQuery$data['club'], { __typename: 'Club' }>;

const ClubBar = styled(Link, {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  color: '$textMuted',
  fontSize: '$sm',
  fontWeight: '$semibold',
  '@hover': { '&:hover': { color: '$text' } },
});

interface SubPageSpec {
  title: string;
  lead?: string;
  icon: IconName;
  emptyTitle: string;
  emptyBody: string;
  tabs?: boolean;
  action?: (club: ClubData) => ReactNode;
}

function SubPageContent({ queryRef, spec }: { queryRef: PreloadedQuery<ClubSubPagesQuery>; spec: SubPageSpec }) {
  const { club } = usePreloadedQuery<ClubSubPagesQuery>(clubSubPagesQuery, queryRef);
  const intl = useIntl();
  const navigate = useNavigate();
  const values = club.__typename === 'Club' ? { club: club.name, owner: club.owner.nickname, count: club.memberCount } : {};
  const title = intl.formatMessage({ id: spec.title }, values);
  usePageTitle(club.__typename === 'Club' ? `${title} · ${club.name}` : null);
  if (club.__typename !== 'Club') {
    const message = club.__typename === 'NotFoundError' ? club.message : 'Club not found';
    return <ErrorPage error={new NotFoundError(message)} onHome={() => navigate('/')} />;
  }
  const base = `/club/${encodeURIComponent(club.uri)}`;
  return (
    <PageContainer width={spec.tabs ? 'wide' : 'narrow'}>
      <Stack gap={4}>
        <ClubBar to={base}>
          <Icon name="arrowLeft" size={16} />
          <Avatar name={club.name} src={club.iconUrl} color={safeColor(club.themeColor)} size={24} shape="rounded" />
          {club.name}
        </ClubBar>
        {spec.tabs ? <ClubTabs uri={club.uri} /> : null}
        <header>
          <PageHeading>{title}</PageHeading>
          {spec.lead ? <PageLead>{intl.formatMessage({ id: spec.lead }, values)}</PageLead> : null}
        </header>
        <EmptyState
          icon={spec.icon}
          title={intl.formatMessage({ id: spec.emptyTitle }, values)}
          description={intl.formatMessage({ id: spec.emptyBody }, values)}
          action={
            spec.action?.(club) ?? (
              <ButtonLink to={base} variant="secondary" size="small">
                <FormattedMessage id="club.action.backToClub" />
              </ButtonLink>
            )
          }
        />
      </Stack>
    </PageContainer>
  );
}

function makeSubPage(spec: SubPageSpec) {
  return function ClubSubPage() {
    const { queryRef } = useLoaderData() as ClubSubPageLoaderData;
    const revalidator = useRevalidator();
    const intl = useIntl();
    return (
      <QueryBoundary
        framed
        loading={<PageSpinner label={intl.formatMessage({ id: 'app.loading' })} />}
        onRetry={() => void revalidator.revalidate()}
        resetKey={queryRef}
      >
        <SubPageContent queryRef={queryRef} spec={spec} />
      </QueryBoundary>
    );
  };
}

export const ClubHiddenPage = makeSubPage({
  title: 'club.hidden.title',
  icon: 'eyeOff',
  emptyTitle: 'club.hidden.empty.title',
  emptyBody: 'club.hidden.empty.body',
});

export const ClubMembersPage = makeSubPage({
  title: 'club.members.title',
  lead: 'club.members.lead',
  icon: 'users',
  emptyTitle: 'club.members.empty.title',
  emptyBody: 'club.members.empty.body',
  tabs: true,
});

export const ClubNoticePage = makeSubPage({
  title: 'club.notice.title',
  icon: 'pin',
  emptyTitle: 'club.notice.empty.title',
  emptyBody: 'club.notice.empty.body',
  tabs: true,
});

export const ClubSettingsPage = makeSubPage({
  title: 'club.settings.title',
  icon: 'settings',
  emptyTitle: 'club.settings.empty.title',
  emptyBody: 'club.settings.empty.body',
});

export const ClubSubscriptionPage = makeSubPage({
  title: 'club.subscription.title',
  lead: 'club.subscription.lead',
  icon: 'heart',
  emptyTitle: 'club.subscription.empty.title',
  emptyBody: 'club.subscription.empty.body',
  tabs: true,
});

export const ClubWithdrawPage = makeSubPage({
  title: 'club.withdraw.title',
  icon: 'logout',
  emptyTitle: 'club.withdraw.empty.title',
  emptyBody: 'club.withdraw.empty.body',
  action: (club) => (
    <ButtonLink to={`/club/${encodeURIComponent(club.uri)}`} size="small">
      <FormattedMessage id="club.withdraw.stay" />
    </ButtonLink>
  ),
});

export const ClubWritePage = makeSubPage({
  title: 'club.write.title',
  icon: 'edit',
  emptyTitle: 'club.write.empty.title',
  emptyBody: 'club.write.empty.body',
});
