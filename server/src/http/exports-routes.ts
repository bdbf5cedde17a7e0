// CSV downloads of a creator's data, streamed in keyset batches so a big club never sits in memory:
// - GET /exports/subscribers.csv?club=&plan=&status=: the subscribers of the clubs the viewer owns
//   (API tokens need MEMBERSHIPS_READ);
// - GET /revenue/entries.csv?clubId=&source=&from=&to=: the revenue statement of payments and refunds,
//   the same reads as revenueEntries (API tokens need REVENUE_READ).
// Someone else's club (or none) reads as an empty file, as in GraphQL.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { decodeGlobalID } from '@pothos/plugin-relay';
import { SubscriptionStatus, type RevenueSource } from '../generated/prisma/enums.ts';
import { ownerSubscriberRows, SUBSCRIBER_CSV_HEADER, subscriberCsvCells, type SubscriberFilter } from '../modules/memberships/subscribers.service.ts';
import { entriesOfClubs, ownedClubIds, type EntryCursor } from '../modules/revenue/revenue.service.ts';
import type { Config } from '../platform/config.ts';
import { db } from '../platform/database.ts';
import { isUuid } from '../platform/ids.ts';
import { kstDateTime } from '../platform/kst.ts';
import { isStorableDate } from '../platform/timestamps.ts';
import { csvLine, exportViewer, refuseExport, sendCsv } from './csv.ts';

export const SUBSCRIBERS_CSV_PATH = '/exports/subscribers.csv';
export const REVENUE_CSV_PATH = '/revenue/entries.csv';

const REVENUE_PAGE = 500;
const SOURCES: readonly RevenueSource[] = ['SUBSCRIPTION', 'PRODUCT', 'TICKET'];
const REVENUE_CSV_HEADER = ['recorded_at', 'kind', 'source', 'club', 'gross', 'vat', 'platform_fee', 'gateway_fee', 'net', 'payment_id'];

/** A global id of `typename` from the query string: its database id, undefined when absent, null when invalid. */
function idParam(search: URLSearchParams, name: string, typename: string): string | null | undefined {
  const value = search.get(name);
  if (!value) return undefined;
  try {
    const decoded = decodeGlobalID(value);
    return decoded.typename === typename && isUuid(decoded.id) ? decoded.id : null;
  } catch {
    return null;
  }
}

const today = () => new Date().toISOString().slice(0, 10);

type Route = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export function createExportRoutes(config: Config): Map<string, Route> {
  const secure = config.NODE_ENV === 'production';

  const subscribersCsv: Route = async (req, res) => {
    const viewer = await exportViewer(req, res, { scope: 'MEMBERSHIPS_READ', secure, signInMessage: 'Sign in to export subscribers.' });
    if (!viewer) return;
    const search = new URL(req.url ?? '/', 'http://localhost').searchParams;
    const clubId = idParam(search, 'club', 'Club');
    const planId = idParam(search, 'plan', 'Plan');
    if (clubId === null) return refuseExport(res, 400, 'INVALID_INPUT', 'club must be a Club id', 'club');
    if (planId === null) return refuseExport(res, 400, 'INVALID_INPUT', 'plan must be a Plan id', 'plan');
    const status = search.get('status');
    if (status && !(status in SubscriptionStatus)) return refuseExport(res, 400, 'INVALID_INPUT', 'status must be ACTIVE, CANCELED or EXPIRED', 'status');
    const filter: SubscriberFilter = { clubId, planId, status: (status as SubscriberFilter['status']) ?? null };
    async function* lines() {
      for await (const row of ownerSubscriberRows(viewer!.id, filter)) yield csvLine(subscriberCsvCells(row));
    }
    await sendCsv(res, `subscribers-${today()}.csv`, SUBSCRIBER_CSV_HEADER, lines());
  };

  const revenueCsv: Route = async (req, res) => {
    const viewer = await exportViewer(req, res, { scope: 'REVENUE_READ', secure, signInMessage: 'Sign in to download your revenue.' });
    if (!viewer) return;
    const params = new URL(req.url ?? '/', 'http://localhost').searchParams;
    const clubId = idParam(params, 'clubId', 'Club');
    if (clubId === null) return refuseExport(res, 400, 'INVALID_INPUT', 'clubId is not a Club id', 'clubId');
    const source = params.get('source');
    if (source && !SOURCES.includes(source as RevenueSource)) return refuseExport(res, 400, 'INVALID_INPUT', `source is one of ${SOURCES.join(', ')}`, 'source');
    const [from, to] = ['from', 'to'].map((name) => (params.get(name) ? new Date(params.get(name)!) : null));
    if ([from, to].some((date) => date && !isStorableDate(date))) return refuseExport(res, 400, 'INVALID_INPUT', 'from and to are ISO dates of the years 1 to 9999');
    const clubIds = await ownedClubIds(viewer.id, clubId ?? null);
    const clubs = new Map((await db().club.findMany({ where: { id: { in: clubIds } }, select: { id: true, name: true } })).map((c) => [c.id, c.name]));
    async function* lines() {
      let cursor: EntryCursor | null = null;
      for (;;) {
        const page = await entriesOfClubs(clubIds, { source: source as RevenueSource | null, from, to }, REVENUE_PAGE, cursor);
        for (const e of page) yield csvLine([kstDateTime(e.createdAt), e.kind, e.source, clubs.get(e.clubId) ?? '', e.gross, e.vat, e.platformFee, e.gatewayFee, e.net, e.paymentId]);
        if (page.length < REVENUE_PAGE) return;
        cursor = { createdAt: page[REVENUE_PAGE - 1].createdAt, id: page[REVENUE_PAGE - 1].id };
      }
    }
    await sendCsv(res, `oshi-revenue-${today()}.csv`, REVENUE_CSV_HEADER, lines());
  };

  return new Map([
    [SUBSCRIBERS_CSV_PATH, subscribersCsv],
    [REVENUE_CSV_PATH, revenueCsv],
  ]);
}
