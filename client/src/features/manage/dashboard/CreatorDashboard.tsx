// The top of /mypage/manage: today's and this month's revenue, subscribers, members and orders to ship of
// all the creator's clubs, and charts of the last 30 days (their library loads only here, lazily).
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Card } from '../../../components/Card';
import { Skeleton } from '../../../components/Skeleton';
import { styled } from '../../../theme/stitches.config';
import type { CreatorDashboard_viewer$key } from '../../../__generated__/CreatorDashboard_viewer.graphql';
import { useFormatWon } from '../../clubs/components/PlanCard';
import { useCreatorDashboardEvents } from './useCreatorDashboardEvents';

const DashboardCharts = lazy(() => import('./DashboardCharts'));

/** Charts are extra: if their chunk or canvas fails, the figures above stay and the charts are left out. */
class ChartsBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

const Tiles = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: '$3',
  '@md': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
});
const Tile = styled(Card, {
  padding: '$4',
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  '& dt': { fontSize: '$sm', color: '$textMuted' },
  '& dd': { fontSize: '$xl', fontWeight: '$bold', fontVariantNumeric: 'tabular-nums' },
  // A group of a <dl> holds only <dt> and <dd>: the note under a figure is a second <dd>.
  '& dd[data-note]': { fontSize: '$xs', fontWeight: '$regular', color: '$textSubtle' },
});
const Heading = styled('h2', { fontSize: '$lg', fontWeight: '$bold' });
const Section = styled('section', { display: 'flex', flexDirection: 'column', gap: '$4' });

export function CreatorDashboard({ viewer: key }: { viewer: CreatorDashboard_viewer$key }) {
  const viewer = useFragment(
    graphql`
      fragment CreatorDashboard_viewer on User {
        creatorDashboard {
          today {
            gross
            creatorShare
          }
          thisMonth {
            gross
            creatorShare
          }
          activeSubscribers
          members
          newMembersThisMonth
          ordersToShip
          revenueByDay {
            day
            source
            gross
          }
          membersByDay {
            day
            members
          }
        }
      }
    `,
    key,
  );
  useCreatorDashboardEvents();
  const intl = useIntl();
  const won = useFormatWon();
  const dashboard = viewer.creatorDashboard;
  if (!dashboard) return null;
  const count = (n: number) => intl.formatNumber(n);
  return (
    <Section aria-labelledby="dashboard-heading" data-testid="creator-dashboard">
      <Heading id="dashboard-heading">
        <FormattedMessage id="manage.dashboard.title" />
      </Heading>
      <Tiles as="dl">
        <Tile>
          <dt>
            <FormattedMessage id="manage.dashboard.today" />
          </dt>
          <dd data-testid="dashboard-today">{won(dashboard.today.gross)}</dd>
          <dd data-note>
            <FormattedMessage id="manage.dashboard.share" values={{ amount: won(dashboard.today.creatorShare) }} />
          </dd>
        </Tile>
        <Tile>
          <dt>
            <FormattedMessage id="manage.dashboard.thisMonth" />
          </dt>
          <dd data-testid="dashboard-month">{won(dashboard.thisMonth.gross)}</dd>
          <dd data-note>
            <FormattedMessage id="manage.dashboard.share" values={{ amount: won(dashboard.thisMonth.creatorShare) }} />
          </dd>
        </Tile>
        <Tile>
          <dt>
            <FormattedMessage id="manage.dashboard.subscribers" />
          </dt>
          <dd data-testid="dashboard-subscribers">{count(dashboard.activeSubscribers)}</dd>
        </Tile>
        <Tile>
          <dt>
            <FormattedMessage id="manage.dashboard.members" />
          </dt>
          <dd data-testid="dashboard-members">{count(dashboard.members)}</dd>
          <dd data-note>
            <FormattedMessage id="manage.dashboard.newMembers" values={{ count: dashboard.newMembersThisMonth }} />
          </dd>
        </Tile>
        <Tile>
          <dt>
            <FormattedMessage id="manage.dashboard.toShip" />
          </dt>
          <dd data-testid="dashboard-to-ship">{count(dashboard.ordersToShip)}</dd>
        </Tile>
      </Tiles>
      <ChartsBoundary>
        <Suspense fallback={<Skeleton css={{ height: 480, borderRadius: '$lg' }} />}>
          <DashboardCharts revenueByDay={dashboard.revenueByDay} membersByDay={dashboard.membersByDay} />
        </Suspense>
      </ChartsBoundary>
    </Section>
  );
}
