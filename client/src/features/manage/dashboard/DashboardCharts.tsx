// The dashboard's charts (uPlot, in this lazily loaded chunk only): revenue per day stacked by source, and
// members at the end of each day, over the last 30 days in Korea's calendar.
import { useEffect, useMemo, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { Card } from '../../../components/Card';
import { styled, theme } from '../../../theme/stitches.config';
import { useFormatWon } from '../../clubs/components/PlanCard';

type RevenueDay = { readonly day: string; readonly source: string; readonly gross: number };
type MembersDay = { readonly day: string; readonly members: number };

const SOURCES = ['SUBSCRIPTION', 'PRODUCT', 'TICKET'] as const;
const SOURCE_COLOURS: Record<(typeof SOURCES)[number], string> = { SUBSCRIPTION: '#8b5cf6', PRODUCT: '#d946ef', TICKET: '#5b9bf8' };
const HEIGHT = 200;

const Figure = styled(Card, {
  padding: '$4',
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  '& figcaption': { fontSize: '$md', fontWeight: '$bold' },
  '& .u-legend': { color: '$textMuted', fontSize: '$xs', textAlign: 'left' },
  '& .u-legend th': { fontWeight: '$regular' },
});
const Charts = styled('div', { display: 'grid', gap: '$4', gridTemplateColumns: 'minmax(0, 1fr)', '@md': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } });

/** A KST day (YYYY-MM-DD) as uPlot's x value: seconds at that day's midnight in Seoul. */
const secondsOf = (day: string) => Date.parse(`${day}T00:00:00+09:00`) / 1000;

function useChart(make: (width: number) => uPlot.Options, data: uPlot.AlignedData) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const chart = new uPlot(make(element.clientWidth || 320), data, element);
    // Mobile first: the chart follows its card's width.
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => chart.setSize({ width: element.clientWidth || 320, height: HEIGHT }));
    resize?.observe(element);
    return () => {
      resize?.disconnect();
      chart.destroy();
    };
  }, [make, data]);
  return box;
}

const axis = (values?: uPlot.Axis['values']): uPlot.Axis => ({
  stroke: theme.colors.textSubtle.value,
  grid: { stroke: theme.colors.border.value, width: 1 },
  ticks: { show: false },
  font: '11px system-ui, sans-serif',
  ...(values ? { values } : {}),
});

export default function DashboardCharts({ revenueByDay, membersByDay }: { revenueByDay: readonly RevenueDay[]; membersByDay: readonly MembersDay[] }) {
  const intl = useIntl();
  const won = useFormatWon();
  // Built again only when the figures change (a live event refetched them), not on every render.
  const charts = useMemo(() => {
    const money = (v: number) => intl.formatNumber(v, { style: 'currency', currency: 'KRW', maximumFractionDigits: 0 });
    const days = membersByDay.map((d) => d.day);
    const x = days.map(secondsOf);
    // Per source and day, then stacked: each series is drawn over the one before, so the totals come first.
    const bySource = SOURCES.map((source) => days.map((day) => revenueByDay.filter((r) => r.day === day && r.source === source).reduce((n, r) => n + r.gross, 0)));
    const stacked = bySource.map((_, i) => days.map((_, d) => bySource.slice(0, i + 1).reduce((n, s) => n + s[d], 0)));
    const dayLabel = (seconds: number) => intl.formatDate(seconds * 1000, { month: 'numeric', day: 'numeric', timeZone: 'Asia/Seoul' });
    const bars = uPlot.paths.bars!({ size: [0.7, 24] });
    const dayName = intl.formatMessage({ id: 'manage.dashboard.day' });
    // The legend shows the hovered day, else the latest one (uPlot asks with no index when nothing is hovered).
    const shown = (i: number | null) => i ?? (days.length > 0 ? days.length - 1 : null);
    const dayValue = (_u: uPlot, _v: number | null, _s: number, i: number | null) => {
      const at = shown(i);
      return at == null ? '' : dayLabel(x[at]);
    };
    const revenue = {
      data: [x, ...[...stacked].reverse()] as uPlot.AlignedData,
      make: (width: number): uPlot.Options => ({
        width,
        height: HEIGHT,
        scales: { x: { time: false } },
        axes: [axis((_u, ticks) => ticks.map(dayLabel)), axis((_u, ticks) => ticks.map((t) => intl.formatNumber(t, { notation: 'compact' })))],
        series: [
          { label: dayName, value: dayValue },
          ...[...SOURCES].reverse().map((source) => {
            const index = SOURCES.indexOf(source);
            return {
              label: intl.formatMessage({ id: `manage.dashboard.source.${source}` }),
              fill: SOURCE_COLOURS[source],
              stroke: SOURCE_COLOURS[source],
              paths: bars,
              points: { show: false },
              // The legend shows the source's own amount, not the stacked height.
              value: (_u: uPlot, _v: number | null, _s: number, i: number | null) => {
                const at = shown(i);
                return at == null ? '' : money(bySource[index][at]);
              },
            };
          }),
        ],
      }),
    };
    const members = {
      data: [x, membersByDay.map((d) => d.members)] as uPlot.AlignedData,
      make: (width: number): uPlot.Options => ({
        width,
        height: HEIGHT,
        scales: { x: { time: false } },
        axes: [axis((_u, ticks) => ticks.map(dayLabel)), axis((_u, ticks) => ticks.map((t) => intl.formatNumber(t)))],
        series: [
          { label: dayName, value: dayValue },
          {
            label: intl.formatMessage({ id: 'manage.dashboard.members' }),
            stroke: theme.colors.primary.value,
            width: 2,
            fill: theme.colors.primarySoft.value,
            value: (_u: uPlot, _v: number | null, _s: number, i: number | null) => {
              const at = shown(i);
              return at == null ? '' : intl.formatNumber(membersByDay[at].members);
            },
          },
        ],
      }),
    };
    return { revenue, members, total: bySource.flat().reduce((n, v) => n + v, 0) };
  }, [revenueByDay, membersByDay, intl]);
  const revenueBox = useChart(charts.revenue.make, charts.revenue.data);
  const membersBox = useChart(charts.members.make, charts.members.data);
  const total = charts.total;
  return (
    <Charts>
      <Figure as="figure" data-testid="revenue-chart">
        <figcaption>
          <FormattedMessage id="manage.dashboard.revenueChart" />
        </figcaption>
        <div ref={revenueBox} role="img" aria-label={intl.formatMessage({ id: 'manage.dashboard.revenueChart.summary' }, { amount: won(total) })} />
      </Figure>
      <Figure as="figure" data-testid="members-chart">
        <figcaption>
          <FormattedMessage id="manage.dashboard.membersChart" />
        </figcaption>
        <div ref={membersBox} role="img" aria-label={intl.formatMessage({ id: 'manage.dashboard.membersChart.summary' }, { count: membersByDay.at(-1)?.members ?? 0 })} />
      </Figure>
    </Charts>
  );
}
