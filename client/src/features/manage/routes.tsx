// /mypage/manage: the creator's dashboard (figures and charts of their clubs, live), then their clubs
// (User.ownedClubs) with links to each club and its settings, and "create a club". Users who are not
// (yet) creators are pointed to /creator.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import { Button, ButtonLink } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import { Screen, Stack } from '../../components/Page';
import { Skeleton } from '../../components/Skeleton';
import { styled } from '../../theme/stitches.config';
import type { ManagePageQuery } from '../../__generated__/ManagePageQuery.graphql';
import { QueryBoundary } from '../shared/QueryBoundary';
import { Back } from '../mypage/pages/shared';
import { CreateClubForm } from './CreateClubForm';
import { ManagedClubCard } from './ManagedClubCard';
import { CreatorDashboard } from './dashboard/CreatorDashboard';

export const managePageQuery = graphql`
  query ManagePageQuery @preloadable {
    viewerCanCreateClub
    viewer {
      id
      ...CreatorDashboard_viewer
      ownedClubs {
        id
        ...ManagedClubCard_club
      }
    }
  }
`;

const Grid = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '$4',
  '@sm': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  '@md': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
});
const Toolbar = styled('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '$3', flexWrap: 'wrap', '& h2': { fontSize: '$lg', fontWeight: '$bold' } });
const Links = styled('div', { display: 'flex', gap: '$2', flexWrap: 'wrap' });

function Content({ queryRef }: { queryRef: PreloadedQuery<ManagePageQuery> }) {
  const data = usePreloadedQuery<ManagePageQuery>(managePageQuery, queryRef);
  const clubs = data.viewer?.ownedClubs ?? [];
  const [creating, setCreating] = useState(false);
  if (!data.viewerCanCreateClub && clubs.length === 0) {
    return (
      <EmptyState
        icon="crown"
        title={<FormattedMessage id="manage.notCreator.title" />}
        description={<FormattedMessage id="manage.notCreator.body" />}
        action={
          <ButtonLink to="/creator" size="small">
            <FormattedMessage id="manage.notCreator.action" />
          </ButtonLink>
        }
      />
    );
  }
  return (
    <Stack gap={6}>
      {data.viewer && clubs.length ? <CreatorDashboard viewer={data.viewer} /> : null}
      <Toolbar>
        <h2>
          <FormattedMessage id="manage.clubs.title" values={{ count: clubs.length }} />
        </h2>
        {data.viewerCanCreateClub && !creating ? (
          <Button size="small" icon={<Icon name="plus" size={16} />} onClick={() => setCreating(true)}>
            <FormattedMessage id="manage.create.open" />
          </Button>
        ) : null}
      </Toolbar>
      {creating ? <CreateClubForm onCancel={() => setCreating(false)} /> : null}
      {clubs.length ? (
        <Grid>
          {clubs.map((club) => (
            <ManagedClubCard key={club.id} club={club} />
          ))}
        </Grid>
      ) : creating ? null : (
        <EmptyState
          icon="crown"
          title={<FormattedMessage id="manage.empty.title" />}
          description={<FormattedMessage id="manage.empty.body" />}
          action={
            <Button size="small" icon={<Icon name="plus" size={16} />} onClick={() => setCreating(true)}>
              <FormattedMessage id="manage.create.open" />
            </Button>
          }
        />
      )}
      <Links>
        <ButtonLink to="/mypage/manage/inbox" size="small" variant="secondary" icon={<Icon name="message" size={16} />}>
          <FormattedMessage id="manage.links.inbox" />
        </ButtonLink>
        <ButtonLink to="/mypage/manage/revenue" size="small" variant="secondary" icon={<Icon name="chart" size={16} />}>
          <FormattedMessage id="manage.links.revenue" />
        </ButtonLink>
        <ButtonLink to="/mypage/manage/subscriber" size="small" variant="secondary" icon={<Icon name="users" size={16} />}>
          <FormattedMessage id="manage.links.subscribers" />
        </ButtonLink>
        <ButtonLink to="/mypage/manage/settlement" size="small" variant="secondary" icon={<Icon name="wallet" size={16} />}>
          <FormattedMessage id="manage.links.settlement" />
        </ButtonLink>
      </Links>
    </Stack>
  );
}

function ManageSkeleton() {
  return (
    <Grid aria-hidden>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} css={{ height: 200, borderRadius: '$lg' }} />
      ))}
    </Grid>
  );
}

export function ManagePage() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<ManagePageQuery> };
  return (
    <Screen title={intl.formatMessage({ id: 'manage.title' })} description={intl.formatMessage({ id: 'manage.lead' })} actions={<Back />}>
      <QueryBoundary loading={<ManageSkeleton />} resetKey={queryRef}>
        <Content queryRef={queryRef} />
      </QueryBoundary>
    </Screen>
  );
}
