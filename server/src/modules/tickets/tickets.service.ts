// Tickets (DESIGN 5.5): one ticket per unit of a TICKET line, issued in the payment's transaction when a
// store order is paid and voided when it is refunded (the store calls issueTickets / voidTickets from its
// order-kind handler; this module reads no store table). A ticket carries a random ticket number and a
// random nonce; its QR token is an HMAC over the id and the nonce, so it cannot be guessed from ids nor
// forged, and it is shown to the holder only from one day before the event. The club's owner (or an
// administrator) checks a token in once, inside the event day's validity window (Asia/Seoul).
import crypto from 'node:crypto';
import type { Prisma } from '../../generated/prisma/client.ts';
import { db } from '../../platform/database.ts';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { startOfKstDay } from '../../platform/kst.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { auditedClubWrite } from '../admin/admin.service.ts';
import { TicketAlreadyUsedError, TicketInvalidError, TicketOtherEventError, TicketOutsideWindowError, TicketVoidedError } from './tickets.errors.ts';

/** The QR code appears this long before the event starts (spec 4: one day). */
export const QR_LEAD_MS = 24 * 3600_000;
/** Event days and validity windows are in Korean time (UTC+9, no daylight saving). */
/** Development and test default; production derives its secret from SECRET_KEY or TICKET_QR_SECRET. */
const DEV_SECRET = 'oshi-local-ticket-qr-secret';
const TOKEN_PREFIX = 'OT1';
/** Ticket numbers: Crockford base32 without I, L, O, U (read aloud and typed without confusion). */
const NUMBER_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

let secret: Buffer = Buffer.from(DEV_SECRET);

/** Sets the QR signing secret (startApp): TICKET_QR_SECRET, else one derived from SECRET_KEY, else the dev secret. */
export function configureTickets(options: { qrSecret?: string | null; secretKey?: string | null }) {
  if (options.qrSecret) secret = Buffer.from(options.qrSecret);
  else if (options.secretKey) secret = crypto.createHmac('sha256', options.secretKey).update('oshi:ticket-qr').digest();
  else secret = Buffer.from(DEV_SECRET);
}

/** A new ticket number such as "TK-7K2Q9-XMC4F" (50 random bits; not derived from any id). */
export function newTicketNumber(): string {
  const bytes = crypto.randomBytes(10);
  const chars = [...bytes].map((b) => NUMBER_ALPHABET[b & 31]).join('');
  return `TK-${chars.slice(0, 5)}-${chars.slice(5, 10)}`;
}

const b64url = (buf: Buffer) => buf.toString('base64url');
const uuidBytes = (id: string) => Buffer.from(id.replace(/-/g, ''), 'hex');
const uuidOf = (buf: Buffer) => {
  const h = buf.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
};
const mac = (id: string, nonce: string) => crypto.createHmac('sha256', secret).update(`ticket-qr:v1:${id}:${nonce}`).digest();

/** The QR token of a ticket: "OT1.<id>.<nonce>.<HMAC-SHA256(id, nonce)>", all base64url. */
export function ticketToken(ticket: { id: string; nonce: string }): string {
  return [TOKEN_PREFIX, b64url(uuidBytes(ticket.id)), ticket.nonce, b64url(mac(ticket.id, ticket.nonce))].join('.');
}

/** The ticket id a token names when its signature is right; null for anything forged, altered or malformed. */
export function verifyTicketToken(token: string): { id: string; nonce: string } | null {
  const parts = token.trim().split('.');
  if (parts.length !== 4 || parts[0] !== TOKEN_PREFIX) return null;
  const [, idPart, nonce, sigPart] = parts;
  if (!/^[A-Za-z0-9_-]{22}$/.test(idPart) || !/^[A-Za-z0-9_-]{22}$/.test(nonce) || !/^[A-Za-z0-9_-]{43}$/.test(sigPart)) return null;
  const idBuf = Buffer.from(idPart, 'base64url');
  if (idBuf.length !== 16 || b64url(idBuf) !== idPart) return null;
  const id = uuidOf(idBuf);
  const given = Buffer.from(sigPart, 'base64url');
  const expected = mac(id, nonce);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  return { id, nonce };
}

/** When the QR code of an event's ticket becomes available. */
export function qrAvailableAt(eventStartsAt: Date): Date {
  return new Date(eventStartsAt.getTime() - QR_LEAD_MS);
}

/** The QR token for `viewer`: only the holder, only from one day before the event, never for a voided ticket. */
export function qrOf(ticket: { id: string; nonce: string; holderId: string; state: string }, eventStartsAt: Date, viewer: Viewer | null, now = new Date()) {
  const availableAt = qrAvailableAt(eventStartsAt);
  const token = viewer?.id === ticket.holderId && ticket.state !== 'VOIDED' && now >= availableAt ? ticketToken(ticket) : null;
  return { token, availableAt };
}

/** ONLINE events: the access link, for the holder, the owner and admins, from the event start. */
export function accessUrlOf(product: { ticketFormat: string | null; onlineAccessUrl: string | null; eventStartsAt: Date | null }, state: string, now = new Date()) {
  if (product.ticketFormat !== 'ONLINE' || !product.onlineAccessUrl || !product.eventStartsAt || state === 'VOIDED') return null;
  return now >= product.eventStartsAt ? product.onlineAccessUrl : null;
}

/**
 * The validity window of an event: validFromMinute–validUntilMinute on the event's day in Korean time, or the
 * whole day when unset.
 */
export function validityWindow(product: { eventStartsAt: Date; validFromMinute: number | null; validUntilMinute: number | null }) {
  const dayStart = startOfKstDay(product.eventStartsAt).getTime();
  const from = product.validFromMinute ?? 0;
  const until = product.validUntilMinute ?? 24 * 60;
  return { from: new Date(dayStart + from * 60_000), until: new Date(dayStart + until * 60_000) };
}

// ------------------------------------------------------------------ issuing (called by the store in the payment's transaction)

export type TicketLine = { lineId: string; productId: string; quantity: number };
export type TicketOrder = { orderId: string; holderId: string; clubId: string; lines: readonly TicketLine[] };

/** Tries per issue at a new ticket number for a unit whose number collided with an existing ticket's. */
const ISSUE_ATTEMPTS = 5;

/**
 * Issues one ticket per unit of the order's ticket lines. Idempotent on (orderLineId, unit) only: a unit
 * already issued (the handler running twice for one payment) is kept as it is; a unit whose random number
 * collided with another ticket's is issued again with a new number, so every paid unit gets its ticket.
 * Returns how many tickets this call issued. (`nextNumber` draws the numbers: newTicketNumber but in tests.)
 */
export async function issueTickets(tx: Prisma.TransactionClient, order: TicketOrder, now: Date, nextNumber: () => string = newTicketNumber): Promise<number> {
  const lineIds = order.lines.map((line) => line.lineId);
  if (order.lines.every((line) => line.quantity === 0)) return 0;
  let issued = 0;
  for (let attempt = 0; ; attempt++) {
    const have = await tx.ticket.findMany({ where: { orderLineId: { in: lineIds } }, select: { orderLineId: true, unit: true } });
    const taken = new Set(have.map((t) => `${t.orderLineId}:${t.unit}`));
    const rows = order.lines.flatMap((line) =>
      Array.from({ length: line.quantity }, (_, unit) => unit)
        .filter((unit) => !taken.has(`${line.lineId}:${unit}`))
        .map((unit) => ({
          ticketNumber: nextNumber(),
          nonce: b64url(crypto.randomBytes(16)),
          clubId: order.clubId,
          holderId: order.holderId,
          orderId: order.orderId,
          orderLineId: line.lineId,
          productId: line.productId,
          unit,
          createdAt: now,
        })),
    );
    if (rows.length === 0) return issued;
    // Unexpected: fails the payment's transaction, so the payment is not marked paid without its tickets.
    if (attempt === ISSUE_ATTEMPTS) throw new Error(`Could not issue ${rows.length} ticket(s) of order ${order.orderId}`);
    // ON CONFLICT DO NOTHING skips a unit issued meanwhile and a colliding ticket number alike (without
    // aborting the transaction); the next round reads which units are still missing.
    const { count } = await tx.ticket.createMany({ data: rows, skipDuplicates: true });
    issued += count;
  }
}

/**
 * Voids the order's unused tickets (a refund): none of them admits anyone any more. A ticket already
 * checked in stays CHECKED_IN (the door keeps answering "already used at …"); see usedTicketUnits.
 */
export async function voidTickets(tx: Prisma.TransactionClient, orderId: string, now: Date): Promise<number> {
  const { count } = await tx.ticket.updateMany({ where: { orderId, state: 'VALID' }, data: { state: 'VOIDED', voidedAt: now } });
  return count;
}

/**
 * The checked-in tickets of an order, per order line: places already used, which a refund must not put
 * back on sale. Asked after voidTickets in the same transaction, so a check-in racing the refund is
 * either voided first or counted here.
 */
export async function usedTicketUnits(tx: Prisma.TransactionClient, orderId: string): Promise<Map<string, number>> {
  const rows = await tx.ticket.groupBy({ by: ['orderLineId'], where: { orderId, state: 'CHECKED_IN' }, _count: { _all: true } });
  return new Map(rows.map((r) => [r.orderLineId, r._count._all]));
}

/** What the store's order handler is given at start-up: the calls it makes into this module. */
export type TicketIssuer = {
  issue(tx: Prisma.TransactionClient, order: TicketOrder, now: Date): Promise<number>;
  void(tx: Prisma.TransactionClient, orderId: string, now: Date): Promise<number>;
  used(tx: Prisma.TransactionClient, orderId: string): Promise<Map<string, number>>;
};

export const ticketIssuer: TicketIssuer = { issue: issueTickets, void: voidTickets, used: usedTicketUnits };

// ------------------------------------------------------------------ reading

/** Tickets a viewer may read: their own, their clubs' (as owner), every one for an administrator. */
export function visibleTicketsWhere(viewer: Viewer | null): Prisma.TicketWhereInput {
  if (!viewer) return { id: { in: [] } };
  if (viewer.role === 'ADMIN') return {};
  return { OR: [{ holderId: viewer.id }, { product: { club: { ownerId: viewer.id } } }] };
}

// ------------------------------------------------------------------ check-in

export type CheckInResult = { ticketId: string; checkedInAt: Date };

/**
 * Checks a scanned token in at the door of `productId`, an offline ticket product (event) of `clubId` (the
 * club's owner or an administrator). The first scan inside the validity window marks the ticket CHECKED_IN; a
 * later scan is refused with the time of the first; a token that is forged, altered, of another club, or of a
 * refunded ticket is refused, and so is a ticket to another event of the club or to an online event.
 * The API always names the door's event; `productId` may be left out only by in-process callers, which then
 * still refuse online tickets.
 */
export async function checkInTicket(viewer: Viewer, clubId: string, token: string, now = new Date(), productId?: string): Promise<CheckInResult> {
  if (!isUuid(clubId)) throw new NotFoundError('No such club');
  const club = await db().club.findUnique({ where: { id: clubId }, select: { ownerId: true } });
  if (!club) throw new NotFoundError('No such club');
  if (viewer.role !== 'ADMIN' && viewer.id !== club.ownerId) throw new ForbiddenError('Only the club’s owner checks tickets in');
  if (productId !== undefined) {
    const door = isUuid(productId) ? await db().product.findUnique({ where: { id: productId }, select: { clubId: true, kind: true, ticketFormat: true } }) : null;
    if (!door || door.clubId !== clubId || door.kind !== 'TICKET') throw new NotFoundError('No such event');
    if (door.ticketFormat === 'ONLINE') throw new InvalidInputError('productId', 'An online event has no door');
  }
  const claim = verifyTicketToken(token);
  if (!claim) throw new TicketInvalidError();
  const ticket = await db().ticket.findUnique({
    where: { id: claim.id },
    select: {
      id: true,
      nonce: true,
      clubId: true,
      state: true,
      checkedInAt: true,
      productId: true,
      product: { select: { name: true, ticketFormat: true, eventStartsAt: true, validFromMinute: true, validUntilMinute: true } },
    },
  });
  const sameNonce = ticket && ticket.nonce.length === claim.nonce.length && crypto.timingSafeEqual(Buffer.from(ticket.nonce), Buffer.from(claim.nonce));
  if (!ticket || !sameNonce || ticket.clubId !== clubId) throw new TicketInvalidError();
  if (ticket.state === 'VOIDED') throw new TicketVoidedError(ticket.id);
  const online = ticket.product.ticketFormat === 'ONLINE';
  if (online || (productId !== undefined && ticket.productId !== productId)) throw new TicketOtherEventError(ticket.id, ticket.product.name, online);
  if (ticket.state === 'CHECKED_IN') throw new TicketAlreadyUsedError(ticket.id, ticket.checkedInAt!);
  if (!ticket.product.eventStartsAt) throw new TicketInvalidError();
  const window = validityWindow({ ...ticket.product, eventStartsAt: ticket.product.eventStartsAt });
  if (now < window.from) throw new TicketOutsideWindowError(ticket.id, 'TOO_EARLY', window.from, window.until);
  if (now >= window.until) throw new TicketOutsideWindowError(ticket.id, 'ENDED', window.from, window.until);
  // Conditional: of two scans at once, one checks in and the other is told when.
  const { count } = await auditedClubWrite(
    viewer,
    club,
    (tx) => tx.ticket.updateMany({ where: { id: ticket.id, state: 'VALID' }, data: { state: 'CHECKED_IN', checkedInAt: now, checkedInById: viewer.id } }),
    ({ count }) => (count ? { action: 'ticket.check_in', targetType: 'Ticket', targetId: ticket.id, details: { clubId } } : null),
  );
  if (count !== 1) {
    const current = await db().ticket.findUniqueOrThrow({ where: { id: ticket.id }, select: { state: true, checkedInAt: true } });
    if (current.state === 'VOIDED') throw new TicketVoidedError(ticket.id);
    throw new TicketAlreadyUsedError(ticket.id, current.checkedInAt!);
  }
  return { ticketId: ticket.id, checkedInAt: now };
}

// ------------------------------------------------------------------ the "QR available" notice

/** Tickets per run of the notify job. */
const NOTIFY_BATCH = 500;

export type QrNotice = {
  ticketId: string;
  holderId: string;
  clubId: string;
  clubName: string;
  productName: string;
  eventStartsAt: Date;
  email: string | null;
  locale: string | null;
};

/**
 * Claims the valid tickets whose QR code became available (the event starts within a day and has not
 * started yet) and that were not announced: marks them notified (once per ticket, also under concurrent
 * runs) and returns them for the caller to tell their holders.
 */
export async function claimQrNotices(now = new Date(), limit = NOTIFY_BATCH): Promise<QrNotice[]> {
  return db().$transaction(async (tx) => {
    const due = await tx.ticket.findMany({
      where: { state: 'VALID', qrNotifiedAt: null, product: { eventStartsAt: { gt: now, lte: new Date(now.getTime() + QR_LEAD_MS) } } },
      select: {
        id: true,
        holderId: true,
        clubId: true,
        holder: { select: { email: true, locale: true, notifyByEmail: true, deletedAt: true } },
        product: { select: { name: true, eventStartsAt: true, club: { select: { name: true } } } },
      },
      orderBy: { id: 'asc' },
      take: limit,
    });
    if (due.length === 0) return [];
    const claimed = await tx.$queryRaw<{ id: string }[]>`
      UPDATE "Ticket" SET "qrNotifiedAt" = ${now} WHERE id = ANY(${due.map((t) => t.id)}::uuid[]) AND "qrNotifiedAt" IS NULL RETURNING id`;
    const ids = new Set(claimed.map((r) => r.id));
    return due
      .filter((t) => ids.has(t.id))
      .map((t) => ({
        ticketId: t.id,
        holderId: t.holderId,
        clubId: t.clubId,
        clubName: t.product.club.name,
        productName: t.product.name,
        eventStartsAt: t.product.eventStartsAt!,
        email: t.holder.notifyByEmail && !t.holder.deletedAt ? t.holder.email : null,
        locale: t.holder.locale,
      }));
  });
}
