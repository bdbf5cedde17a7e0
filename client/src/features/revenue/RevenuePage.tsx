import { Fragment, Suspense, useMemo, useState, useTransition } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchQuery, graphql, useLazyLoadQuery, usePaginationFragment, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { RevenueEntriesListQuery, RevenueSource } from '../../__generated__/RevenueEntriesListQuery.graphql';
import type { RevenuePageQuery } from '../../__generated__/RevenuePageQuery.graphql';
import type { RevenueEntriesPaginationQuery } from '../../__generated__/RevenueEntriesPaginationQuery.graphql';
import type { RevenuePage_entries$key } from '../../__generated__/RevenuePage_entries.graphql';
import type { RevenueWithdrawalPreviewQuery } from '../../__generated__/RevenueWithdrawalPreviewQuery.graphql';
import { showToast } from '../../app/toasts';
import { Button, ButtonLink, buttonStyles } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { EmptyState } from '../../components/EmptyState';
import { Alert, FormPanel, Muted, PanelTitle } from '../../components/FormBits';
import { Screen, Stack } from '../../components/Page';
import { Skeleton } from '../../components/Skeleton';
import { TextField } from '../../components/TextField';
import { styled } from '../../theme/stitches.config';
import { errorMessageId, resultError } from '../account/errors';
import { QueryBoundary } from '../shared/QueryBoundary';
import { REVENUE_ERROR_MESSAGES, useWon } from './format';
import { useRequestWithdrawal } from './hooks/useRequestWithdrawal';
import { WithdrawalRow } from './WithdrawalRow';

export const revenuePageQuery = graphql`
  query RevenuePageQuery @preloadable {
    viewer {
      id
      clubs {
        id
        name
      }
    }
    revenueSummary {
      gross
      vat
      platformFee
      gatewayFee
      totalEarned
      pending
      pendingByDate {
        availableOn
        amount
      }
      onHold
      withdrawable
      withdrawing
      paidOut
      withheld
      entryCount
      minimumWithdrawal
      maximumWithdrawal
    }
    settlementAccount {
      type
      maskedAccountNumber
    }
    withdrawals(first: 20) {
      edges {
        node {
          id
          ...WithdrawalRow_withdrawal
        }
      }
    }
  }
`;

const entriesQuery = graphql`
  query RevenueEntriesListQuery($clubId: ID, $source: RevenueSource, $from: DateTime, $to: DateTime) {
    ...RevenuePage_entries @arguments(clubId: $clubId, source: $source, from: $from, to: $to)
  }
`;

/** Entries shown at first and added by each "Show more". */
const ENTRY_PAGE_SIZE = 30;

const previewQuery = graphql`
  query RevenueWithdrawalPreviewQuery($amount: Int!) {
    withdrawalPreview(amount: $amount) {
      __typename
      ... on WithdrawalPreview {
        amount
        incomeTax
        localIncomeTax
        netAmount
        settlementType
      }
      ... on Error {
        code
        message
      }
      ... on WithdrawalOverBalanceError {
        withdrawable
      }
    }
  }
`;

const Cards = styled('div', { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '$3', '@md': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } });
const Figure = styled('div', {
  backgroundColor: '$surface',
  border: '1px solid $border',
  borderRadius: '$lg',
  padding: '$4',
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  '& span': { fontSize: '$xs', color: '$textMuted' },
  '& strong': { fontSize: '$lg', fontWeight: '$black' },
  variants: { highlight: { true: { borderColor: '$primary' } } },
});
const Lines = styled('dl', {
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: '$2 $3',
  fontSize: '$sm',
  '& dt': { color: '$textMuted' },
  '& dd': { margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
});
const Filters = styled('div', { display: 'flex', gap: '$2', flexWrap: 'wrap', '& select': { height: '$buttonSmall', borderRadius: '$md', backgroundColor: '$surface', color: '$text', border: '1px solid $border', px: '$3' } });
const Day = styled('section', { display: 'flex', flexDirection: 'column', gap: '$2', '& h3': { fontSize: '$sm', color: '$textMuted', fontWeight: '$semibold' } });
const Entry = styled('li', {
  listStyle: 'none',
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: '$1 $3',
  padding: '$3 $4',
  borderRadius: '$md',
  backgroundColor: '$surface',
  '& small': { fontSize: '$xs', color: '$textMuted' },
  '& strong': { fontVariantNumeric: 'tabular-nums', textAlign: 'right' },
});

const SOURCES: RevenueSource[] = ['SUBSCRIPTION', 'PRODUCT', 'TICKET'];

/** A period of the statement, in Korean days (the ledger's days): the last 7 or 30 days, this or last month. */
type Period = 'ALL' | 'LAST_7_DAYS' | 'LAST_30_DAYS' | 'THIS_MONTH' | 'LAST_MONTH';
const PERIODS: Period[] = ['ALL', 'LAST_7_DAYS', 'LAST_30_DAYS', 'THIS_MONTH', 'LAST_MONTH'];
const KST_OFFSET_MS = 9 * 3_600_000;

/** The `from` (inclusive) and `to` (exclusive) instants of `period` as of `now`; nothing for all time. */
export function periodRange(period: Period, now = new Date()): { from: string | null; to: string | null } {
  if (period === 'ALL') return { from: null, to: null };
  const kst = new Date(now.getTime() + KST_OFFSET_MS);
  const kstMidnight = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d) - KST_OFFSET_MS).toISOString();
  const [y, m, d] = [kst.getUTCFullYear(), kst.getUTCMonth(), kst.getUTCDate()];
  if (period === 'LAST_7_DAYS') return { from: kstMidnight(y, m, d - 6), to: null };
  if (period === 'LAST_30_DAYS') return { from: kstMidnight(y, m, d - 29), to: null };
  if (period === 'THIS_MONTH') return { from: kstMidnight(y, m, 1), to: null };
  return { from: kstMidnight(y, m - 1, 1), to: kstMidnight(y, m, 1) };
}

function EntriesList({ filters }: { filters: { clubId: string | null; source: RevenueSource | null; from: string | null; to: string | null } }) {
  const intl = useIntl();
  const won = useWon();
  const [, startTransition] = useTransition();
  const query = useLazyLoadQuery<RevenueEntriesListQuery>(entriesQuery, filters, { fetchPolicy: 'store-and-network' });
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<RevenueEntriesPaginationQuery, RevenuePage_entries$key>(
    graphql`
      fragment RevenuePage_entries on Query
      @refetchable(queryName: "RevenueEntriesPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 30 }
        cursor: { type: "String" }
        clubId: { type: "ID" }
        source: { type: "RevenueSource" }
        from: { type: "DateTime" }
        to: { type: "DateTime" }
      ) {
        revenueEntries(first: $count, after: $cursor, clubId: $clubId, source: $source, from: $from, to: $to) @connection(key: "RevenuePage_revenueEntries") {
          totalCount
          edges {
            node {
              id
              kind
              source
              createdAt
              gross
              platformFee
              gatewayFee
              vat
              net
              club {
                name
              }
            }
          }
        }
      }
    `,
    query,
  );
  const entries = data.revenueEntries.edges.map((e) => e.node);
  if (entries.length === 0) return <EmptyState icon="chart" title={intl.formatMessage({ id: 'revenue.entries.empty.title' })} description={intl.formatMessage({ id: 'revenue.entries.empty.body' })} />;
  // Grouped by the day in the viewer's time zone, newest first (the list comes newest first).
  const days = new Map<string, typeof entries>();
  for (const entry of entries) {
    const day = intl.formatDate(entry.createdAt, { dateStyle: 'full' });
    days.set(day, [...(days.get(day) ?? []), entry]);
  }
  return (
    <Stack gap={4}>
      {[...days].map(([day, list]) => (
        <Day key={day}>
          <h3>{day}</h3>
          <Stack as="ul" gap={2}>
            {list.map((e) => (
              <Entry key={e.id}>
                <span>
                  <FormattedMessage id={e.kind === 'REFUND' ? 'revenue.entries.refund' : `revenue.source.${e.source ?? 'SUBSCRIPTION'}`} /> · {e.club.name}
                </span>
                <strong>{won(e.net)}</strong>
                <small>
                  <FormattedMessage id="revenue.entries.split" values={{ gross: won(e.gross), fees: won(e.platformFee + e.gatewayFee), vat: won(e.vat) }} />
                </small>
                <small>{intl.formatTime(e.createdAt)}</small>
              </Entry>
            ))}
          </Stack>
        </Day>
      ))}
      {hasNext ? (
        <Button variant="secondary" fullWidth loading={isLoadingNext} onClick={() => startTransition(() => void loadNext(ENTRY_PAGE_SIZE))}>
          <FormattedMessage id="revenue.entries.more" values={{ shown: entries.length, total: data.revenueEntries.totalCount }} />
        </Button>
      ) : null}
    </Stack>
  );
}

type Preview = { amount: number; incomeTax: number; localIncomeTax: number; netAmount: number; settlementType: string };

function WithdrawalForm({ minimum, maximum, withdrawable, onDone }: { minimum: number; maximum: number; withdrawable: number; onDone: () => void }) {
  const intl = useIntl();
  const won = useWon();
  const environment = useRelayEnvironment();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [checking, setChecking] = useState(false);
  const { requestWithdrawal, isInFlight } = useRequestWithdrawal();
  // An over-balance refusal says what the server found withdrawable, which may be less than this page last read.
  const message = (code: string | null | undefined, serverWithdrawable?: number | null) =>
    intl.formatMessage(
      { id: errorMessageId(code, REVENUE_ERROR_MESSAGES) },
      { minimum: won(minimum), maximum: won(maximum), withdrawable: won(serverWithdrawable ?? withdrawable) },
    );

  async function review() {
    const value = Number(amount.replace(/[\s,₩원]/g, ''));
    if (!Number.isInteger(value) || value <= 0) return setError(message('PRICE_INVALID'));
    // Refused here too: past 2^31 the amount would not even reach the server as an Int.
    if (value > maximum) return setError(message('WITHDRAWAL_TOO_LARGE'));
    setChecking(true);
    try {
      const data = await fetchQuery<RevenueWithdrawalPreviewQuery>(environment, previewQuery, { amount: value }, { fetchPolicy: 'network-only' }).toPromise();
      const result = data?.withdrawalPreview;
      if (!result || result.__typename !== 'WithdrawalPreview' || result.amount === undefined) return setError(message(result?.code, result?.withdrawable));
      setError(null);
      setPreview({ amount: result.amount, incomeTax: result.incomeTax ?? 0, localIncomeTax: result.localIncomeTax ?? 0, netAmount: result.netAmount ?? result.amount, settlementType: result.settlementType ?? 'INDIVIDUAL' });
    } catch {
      setError(intl.formatMessage({ id: 'account.error.generic' }));
    } finally {
      setChecking(false);
    }
  }

  async function confirm() {
    if (!preview) return;
    try {
      const { requestWithdrawal: result } = await requestWithdrawal({ input: { amount: preview.amount } });
      const failure = resultError(result);
      if (failure) {
        setPreview(null);
        return setError(message(failure.code, 'withdrawable' in result ? result.withdrawable : null));
      }
      showToast({ kind: 'success', message: intl.formatMessage({ id: 'revenue.withdraw.requested' }) });
      setPreview(null);
      setAmount('');
      onDone();
    } catch {
      showToast({ kind: 'error', message: intl.formatMessage({ id: 'account.error.generic' }) });
    }
  }

  if (preview) {
    return (
      <Stack gap={3} data-testid="withdrawal-preview">
        <Lines>
          <dt><FormattedMessage id="revenue.withdraw.amount" /></dt>
          <dd>{won(preview.amount)}</dd>
          <dt><FormattedMessage id="revenue.withdraw.incomeTax" /></dt>
          <dd>−{won(preview.incomeTax)}</dd>
          <dt><FormattedMessage id="revenue.withdraw.localIncomeTax" /></dt>
          <dd>−{won(preview.localIncomeTax)}</dd>
          <dt><strong><FormattedMessage id="revenue.withdraw.net" /></strong></dt>
          <dd><strong>{won(preview.netAmount)}</strong></dd>
        </Lines>
        <Muted>
          <FormattedMessage id={preview.settlementType === 'INDIVIDUAL' ? 'revenue.withdraw.individualNote' : 'revenue.withdraw.businessNote'} />
        </Muted>
        <Stack gap={2} css={{ flexDirection: 'row', '& > *': { flex: 1 } }}>
          <Button variant="ghost" onClick={() => setPreview(null)}>
            <FormattedMessage id="revenue.withdraw.back" />
          </Button>
          <Button loading={isInFlight} onClick={() => void confirm()}>
            <FormattedMessage id="revenue.withdraw.confirm" />
          </Button>
        </Stack>
      </Stack>
    );
  }
  return (
    <Stack gap={3}>
      <TextField
        label={intl.formatMessage({ id: 'revenue.withdraw.amount' })}
        hint={intl.formatMessage({ id: 'revenue.withdraw.hint' }, { minimum: won(minimum), withdrawable: won(withdrawable) })}
        error={error ?? undefined}
        inputMode="numeric"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      <Button loading={checking} disabled={!amount} onClick={() => void review()}>
        <FormattedMessage id="revenue.withdraw.review" />
      </Button>
    </Stack>
  );
}

function Revenue({ queryRef }: { queryRef: PreloadedQuery<RevenuePageQuery> }) {
  const intl = useIntl();
  const won = useWon();
  const environment = useRelayEnvironment();
  const data = usePreloadedQuery<RevenuePageQuery>(revenuePageQuery, queryRef);
  const [clubId, setClubId] = useState<string | null>(null);
  const [source, setSource] = useState<RevenueSource | null>(null);
  const [period, setPeriod] = useState<Period>('ALL');
  // Fixed when the period is picked, so the list and the CSV read the same range.
  const range = useMemo(() => periodRange(period), [period]);
  const s = data.revenueSummary;
  if (!s) {
    return <EmptyState icon="chart" title={intl.formatMessage({ id: 'revenue.none.title' })} description={intl.formatMessage({ id: 'revenue.none.body' })} />;
  }
  const refresh = () => void fetchQuery(environment, revenuePageQuery, {}, { fetchPolicy: 'network-only' }).toPromise();
  const withdrawals = (data.withdrawals.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  const csv = `/revenue/entries.csv?${new URLSearchParams({ ...(clubId ? { clubId } : {}), ...(source ? { source } : {}), ...(range.from ? { from: range.from } : {}), ...(range.to ? { to: range.to } : {}) })}`;
  return (
    <Stack gap={6}>
      <Cards>
        <Figure>
          <span><FormattedMessage id="revenue.summary.totalEarned" /></span>
          <strong>{won(s.totalEarned)}</strong>
        </Figure>
        <Figure highlight>
          <span><FormattedMessage id="revenue.summary.withdrawable" /></span>
          <strong data-testid="withdrawable">{won(s.withdrawable)}</strong>
        </Figure>
        <Figure>
          <span><FormattedMessage id="revenue.summary.pending" /></span>
          <strong>{won(s.pending)}</strong>
        </Figure>
        <Figure>
          <span><FormattedMessage id="revenue.summary.entries" /></span>
          <strong>{intl.formatNumber(s.entryCount)}</strong>
        </Figure>
      </Cards>

      <FormPanel>
        <PanelTitle><FormattedMessage id="revenue.breakdown.title" /></PanelTitle>
        <Lines>
          <dt><FormattedMessage id="revenue.breakdown.gross" /></dt>
          <dd>{won(s.gross)}</dd>
          <dt><FormattedMessage id="revenue.breakdown.vat" /></dt>
          <dd>−{won(s.vat)}</dd>
          <dt><FormattedMessage id="revenue.breakdown.platformFee" /></dt>
          <dd>−{won(s.platformFee)}</dd>
          <dt><FormattedMessage id="revenue.breakdown.gatewayFee" /></dt>
          <dd>−{won(s.gatewayFee)}</dd>
          <dt><FormattedMessage id="revenue.breakdown.withdrawing" /></dt>
          <dd>{won(s.withdrawing)}</dd>
          <dt><FormattedMessage id="revenue.breakdown.paidOut" /></dt>
          <dd>{won(s.paidOut)}</dd>
          <dt><FormattedMessage id="revenue.breakdown.withheld" /></dt>
          <dd>{won(s.withheld)}</dd>
        </Lines>
        {s.pendingByDate.length > 0 || s.onHold > 0 ? (
          <Lines>
            {s.pendingByDate.map((p) => (
              <Fragment key={p.availableOn}>
                <dt>
                  <FormattedMessage id="revenue.pending.on" values={{ date: intl.formatDate(`${p.availableOn}T00:00:00+09:00`, { dateStyle: 'medium', timeZone: 'Asia/Seoul' }) }} />
                </dt>
                <dd>{won(p.amount)}</dd>
              </Fragment>
            ))}
            {s.onHold > 0 ? (
              <>
                <dt><FormattedMessage id="revenue.pending.onHold" /></dt>
                <dd>{won(s.onHold)}</dd>
              </>
            ) : null}
          </Lines>
        ) : null}
      </FormPanel>

      <FormPanel>
        <PanelTitle><FormattedMessage id="revenue.withdraw.title" /></PanelTitle>
        {data.settlementAccount ? (
          <WithdrawalForm minimum={s.minimumWithdrawal} maximum={s.maximumWithdrawal} withdrawable={s.withdrawable} onDone={refresh} />
        ) : (
          <Alert tone="info">
            <Icon name="wallet" size={18} />
            <div>
              <FormattedMessage id="revenue.withdraw.needSettlement" />
              <div>
                <ButtonLink to="/mypage/manage/settlement" size="small">
                  <FormattedMessage id="revenue.settlement.title" />
                </ButtonLink>
              </div>
            </div>
          </Alert>
        )}
        {withdrawals.length > 0 ? (
          <Stack as="ul" gap={2}>
            {withdrawals.map((w) => (
              <WithdrawalRow key={w.id} withdrawal={w} />
            ))}
          </Stack>
        ) : null}
      </FormPanel>

      <Stack gap={3}>
        <PanelTitle><FormattedMessage id="revenue.entries.title" /></PanelTitle>
        <Filters>
          <select aria-label={intl.formatMessage({ id: 'revenue.filter.club' })} value={clubId ?? ''} onChange={(e) => setClubId(e.target.value || null)}>
            <option value="">{intl.formatMessage({ id: 'revenue.filter.allClubs' })}</option>
            {(data.viewer?.clubs ?? []).map((c) => (
              <option key={c.id} value={c.id}>{c.name}</option>
            ))}
          </select>
          <select aria-label={intl.formatMessage({ id: 'revenue.filter.source' })} value={source ?? ''} onChange={(e) => setSource((e.target.value || null) as RevenueSource | null)}>
            <option value="">{intl.formatMessage({ id: 'revenue.filter.allSources' })}</option>
            {SOURCES.map((v) => (
              <option key={v} value={v}>{intl.formatMessage({ id: `revenue.source.${v}` })}</option>
            ))}
          </select>
          <select aria-label={intl.formatMessage({ id: 'revenue.filter.period' })} value={period} onChange={(e) => setPeriod(e.target.value as Period)}>
            {PERIODS.map((v) => (
              <option key={v} value={v}>{intl.formatMessage({ id: `revenue.period.${v}` })}</option>
            ))}
          </select>
          <a className={buttonStyles({ size: 'small', variant: 'secondary' })} href={csv} download>
            <FormattedMessage id="revenue.entries.csv" />
          </a>
        </Filters>
        <Suspense fallback={<Skeleton css={{ height: 160, borderRadius: '$lg' }} />}>
          <EntriesList filters={{ clubId, source, ...range }} />
        </Suspense>
      </Stack>
    </Stack>
  );
}

/** /mypage/manage/revenue: what the creator earned, when it becomes withdrawable, withdrawals and the statement. */
export function RevenuePage() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<RevenuePageQuery> };
  return (
    <Screen title={intl.formatMessage({ id: 'revenue.title' })} description={intl.formatMessage({ id: 'revenue.lead' })}>
      <QueryBoundary loading={<Skeleton css={{ height: 320, borderRadius: '$lg' }} />}>
        <Revenue queryRef={queryRef} />
      </QueryBoundary>
    </Screen>
  );
}
