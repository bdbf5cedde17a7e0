// Tickets in GraphQL: the Ticket node (its holder, the club's owner and administrators; null for everyone
// else), Query.myTickets for My Page, StoreOrder.tickets, and checkInTicket for the owner's door scanner.
// Tokens read tickets with ORDERS_READ; checking in needs a browser session (the owner's staff view).
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder, ErrorInterface } from '../../graphql/builder.ts';
import { actingViewer, idOf } from '../../graphql/acting-viewer.ts';
import { sessionOnly, signedInWith, typeNeeds } from '../../graphql/auth-guards.ts';
import { COUNT_LIMIT } from '../../platform/counts.ts';
import { db } from '../../platform/database.ts';
import { keysetPage } from '../../platform/keyset.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../../platform/errors.ts';
import { DELETED_USER_NAME, pickLocale } from '../accounts/account-mail.ts';
import { buyerDisclosure } from '../store/store-fulfilment.ts';
import { StoreOrderNode } from '../store/store-orders.schema.ts';
import { TicketFormatEnum, TicketSeatingEnum } from '../store/store.schema.ts';
import { formatMinute } from '../store/store.service.ts';
import { TicketAlreadyUsedError, TicketInvalidError, TicketOtherEventError, TicketOutsideWindowError, TicketVoidedError } from './tickets.errors.ts';
import { accessUrlOf, checkInTicket, qrOf, validityWindow, visibleTicketsWhere } from './tickets.service.ts';

const TicketStateEnum = builder.enumType('TicketState', {
  description: 'Where a ticket stands.',
  values: {
    VALID: { description: 'Issued and not used yet.' },
    VOIDED: { description: 'The order was refunded: the ticket admits nobody.' },
    CHECKED_IN: { description: 'Used: checked in at the door (checkedInAt).' },
  } as const,
});

type EventShape = {
  name: string;
  ticketFormat: 'ONLINE' | 'OFFLINE' | null;
  eventStartsAt: Date | null;
  venueName: string | null;
  venueAddress: string | null;
  venueMapUrl: string | null;
  validFromMinute: number | null;
  validUntilMinute: number | null;
  seating: 'RESERVED' | 'GENERAL' | null;
  clubId: string;
  club: { name: string; uri: string };
};

const TicketEventRef = builder.objectRef<EventShape>('TicketEvent').implement({
  description: 'The event a ticket admits to (its product, as it is now).',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The event (product) name.' }),
    format: t.field({ type: TicketFormatEnum, description: 'Online or offline.', resolve: (e) => e.ticketFormat ?? 'OFFLINE' }),
    startsAt: t.field({ type: 'DateTime', description: 'When the event starts.', resolve: (e) => e.eventStartsAt ?? new Date(0) }),
    venueName: t.exposeString('venueName', { nullable: true, description: 'The venue (offline events).' }),
    venueAddress: t.exposeString('venueAddress', { nullable: true, description: 'The venue’s address (offline events).' }),
    venueMapUrl: t.exposeString('venueMapUrl', { nullable: true, description: 'A map link to the venue.' }),
    validFrom: t.string({ nullable: true, description: 'From when on the event day the ticket admits, "HH:MM" Korean time (null: all day).', resolve: (e) => formatMinute(e.validFromMinute) }),
    validUntil: t.string({ nullable: true, description: 'Until when on the event day the ticket admits, "HH:MM" Korean time (null: all day).', resolve: (e) => formatMinute(e.validUntilMinute) }),
    validFromAt: t.field({
      type: 'DateTime',
      description: 'The first instant the ticket admits (the window’s start on the event day, or the day’s start).',
      resolve: (e) => validityWindow({ ...e, eventStartsAt: e.eventStartsAt ?? new Date(0) }).from,
    }),
    validUntilAt: t.field({
      type: 'DateTime',
      description: 'The instant the ticket stops admitting.',
      resolve: (e) => validityWindow({ ...e, eventStartsAt: e.eventStartsAt ?? new Date(0) }).until,
    }),
    seating: t.field({ type: TicketSeatingEnum, description: 'Reserved seats or general admission.', resolve: (e) => e.seating ?? 'GENERAL' }),
    clubName: t.string({ description: 'The club holding the event.', resolve: (e) => e.club.name }),
    clubUri: t.string({ description: 'The club’s address, /club/{clubUri}.', resolve: (e) => e.club.uri }),
  }),
});

/** "01012345678" → "010****5678": buyers' phone numbers are never shown whole on a ticket. */
export function maskPhone(phone: string): string {
  if (phone.length <= 7) return phone.replace(/\d(?=\d{2})/g, '*');
  return `${phone.slice(0, 3)}${'*'.repeat(phone.length - 7)}${phone.slice(-4)}`;
}

const TicketBuyerRef = builder.objectRef<{ name: string; phone: string | null; email: string | null }>('TicketBuyer').implement({
  description:
    'Who paid for the ticket (the order’s buyer information). The club’s owner sees the name only: the platform, not the owner, delivers a ticket and mails its buyer.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The buyer’s name ("Deleted user" for the owner once the buyer deleted their account).' }),
    maskedPhone: t.string({
      nullable: true,
      description: 'The phone number with its middle digits hidden, e.g. 010****5678; null for the club’s owner.',
      resolve: (b) => (b.phone === null ? null : maskPhone(b.phone)),
    }),
    email: t.string({ nullable: true, description: 'Where the receipt went; null for the club’s owner.', resolve: (b) => b.email }),
  }),
});

const TicketBookerRef = builder.objectRef<{ nickname: string }>('TicketBooker').implement({
  description: 'The account that booked the ticket (its holder).',
  fields: (t) => ({ nickname: t.exposeString('nickname', { description: 'Their main profile nickname.' }) }),
});

const TicketQrRef = builder.objectRef<{ token: string | null; availableAt: Date }>('TicketQr').implement({
  description: 'The ticket’s QR code: a signed token, shown to the holder from one day before the event.',
  fields: (t) => ({
    token: t.exposeString('token', { nullable: true, description: 'What the QR code encodes; null before availableAt, for anyone but the holder, and for a voided ticket.' }),
    availableAt: t.expose('availableAt', { type: 'DateTime', description: 'When the QR code appears (24 hours before the event starts).' }),
  }),
});

const productSelect = {
  product: {
    select: {
      id: true,
      name: true,
      clubId: true,
      ticketFormat: true,
      eventStartsAt: true,
      venueName: true,
      venueAddress: true,
      venueMapUrl: true,
      validFromMinute: true,
      validUntilMinute: true,
      seating: true,
      onlineAccessUrl: true,
      club: { select: { name: true, uri: true } },
    },
  },
};
const orderSelect = { order: { select: { userId: true, buyerName: true, buyerPhone: true, buyerEmail: true, orderNumber: true, user: { select: { status: true } } } } };

export const TicketNode = builder.prismaNode('Ticket', {
  ...typeNeeds('ORDERS_READ'),
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, ctx) => ({ id, AND: [visibleTicketsWhere(actingViewer(ctx))] }),
  description: 'A ticket to a club’s event, bought in its store: visible to its holder, the club’s owner and administrators.',
  fields: (t) => ({
    ticketNumber: t.exposeString('ticketNumber', { description: 'The ticket number shown to the holder and staff, e.g. TK-7K2Q9-XMC4F.' }),
    state: t.field({ type: TicketStateEnum, description: 'Valid, used (checked in) or voided (refunded).', resolve: (tk) => tk.state }),
    event: t.field({
      type: TicketEventRef,
      description: 'The event it admits to.',
      select: productSelect,
      resolve: (tk) => tk.product,
    }),
    productId: t.id({ description: 'The Product id.', resolve: (tk) => encodeGlobalID('Product', tk.productId) }),
    orderNumber: t.string({ description: 'The order it was bought with.', select: orderSelect, resolve: (tk) => tk.order.orderNumber }),
    buyer: t.field({
      type: TicketBuyerRef,
      description: 'Who paid (the order’s buyer information; the phone number masked; for the club’s owner, the name only).',
      select: orderSelect,
      resolve: (tk, _args, ctx) => {
        // A ticket carries no goods: the owner is told who the guest is, never how to reach them.
        const shown = buyerDisclosure(actingViewer(ctx), {
          buyerId: tk.order.userId,
          buyerDeleted: tk.order.user.status === 'DELETED',
          hasGoods: false,
          fulfilment: 'COMPLETE',
          refundRequestedAt: null,
        });
        return {
          name: shown.name ? tk.order.buyerName : DELETED_USER_NAME[pickLocale(ctx.locales)],
          phone: shown.contact ? tk.order.buyerPhone : null,
          email: shown.contact ? tk.order.buyerEmail : null,
        };
      },
    }),
    booker: t.field({
      type: TicketBookerRef,
      description: 'The account that booked it (its holder).',
      select: { holder: { select: { nickname: true } } },
      resolve: (tk) => ({ nickname: tk.holder.nickname }),
    }),
    viewerIsHolder: t.boolean({ description: 'The viewer holds this ticket.', resolve: (tk, _args, ctx) => actingViewer(ctx)?.id === tk.holderId }),
    qr: t.field({
      type: TicketQrRef,
      description: 'The QR code: its token for the holder from one day before the event (server clock), and when it appears.',
      select: productSelect,
      resolve: (tk, _args, ctx) => qrOf(tk, tk.product.eventStartsAt ?? new Date(0), actingViewer(ctx)),
    }),
    accessUrl: t.string({
      nullable: true,
      description: 'Online events: where to join, from the event start (null before, for offline events and for voided tickets).',
      select: productSelect,
      resolve: (tk) => accessUrlOf(tk.product, tk.state),
    }),
    checkedInAt: t.expose('checkedInAt', { type: 'DateTime', nullable: true, description: 'When it was checked in at the door.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was issued (the payment).' }),
  }),
});

builder.queryFields((t) => ({
  myTickets: t.prismaConnection(
    {
      type: 'Ticket',
      cursor: 'keyset',
      description: `The viewer’s tickets (My Page), newest first (keyset-paged). totalCount stops at ${COUNT_LIMIT}.`,
      ...signedInWith('ORDERS_READ'),
      totalCount: (_root, _args, ctx) => db().ticket.count({ where: { holderId: actingViewer(ctx)!.id }, take: COUNT_LIMIT }),
      resolve: (query, _root, _args, ctx) =>
        keysetPage(query, 'createdAt', { holderId: actingViewer(ctx)!.id }, (args) => db().ticket.findMany(args as Prisma.TicketFindManyArgs)),
    },
    { name: 'TicketConnection', description: 'Tickets, newest first.' },
    { name: 'TicketEdge', description: 'A ticket in a list.' },
  ),
}));

builder.prismaObjectFields(StoreOrderNode, (t) => ({
  tickets: t.field({
    type: [TicketNode],
    description: 'The tickets the order issued (one per ticket bought; empty until it is paid).',
    select: (_args, _ctx, nested) => ({ order: { select: { tickets: nested({ orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }) } } }),
    resolve: (o) => o.order.tickets,
  }),
}));

// ------------------------------------------------------------------ check-in

builder.objectType(TicketInvalidError, {
  name: 'TicketInvalidError',
  description: 'The scanned code is not a ticket of this club (TICKET_INVALID): forged, altered, or another club’s.',
  interfaces: [ErrorInterface],
});

builder.objectType(TicketVoidedError, {
  name: 'TicketVoidedError',
  description: 'The ticket was cancelled by a refund (TICKET_VOIDED).',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    ticket: t.prismaField({ type: 'Ticket', description: 'The ticket.', resolve: (q, e) => db().ticket.findUniqueOrThrow({ ...q, where: { id: e.ticketId } }) }),
  }),
});

builder.objectType(TicketAlreadyUsedError, {
  name: 'TicketAlreadyUsedError',
  description: 'The ticket was already checked in (TICKET_ALREADY_USED); checkedInAt says when it was first used.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    checkedInAt: t.field({ type: 'DateTime', description: 'When it was first checked in.', resolve: (e) => e.checkedInAt }),
    ticket: t.prismaField({ type: 'Ticket', description: 'The ticket.', resolve: (q, e) => db().ticket.findUniqueOrThrow({ ...q, where: { id: e.ticketId } }) }),
  }),
});

const TicketWindowReasonEnum = builder.enumType('TicketWindowReason', {
  description: 'Why a ticket is outside its validity window.',
  values: { TOO_EARLY: { description: 'Before the window opens on the event day.' }, ENDED: { description: 'After the window closed.' } } as const,
});

builder.objectType(TicketOutsideWindowError, {
  name: 'TicketOutsideWindowError',
  description: 'Scanned outside the ticket’s validity window (TICKET_TOO_EARLY or TICKET_ENDED).',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    reason: t.field({ type: TicketWindowReasonEnum, description: 'Too early or ended.', resolve: (e) => e.reason }),
    validFrom: t.field({ type: 'DateTime', description: 'When the window opens.', resolve: (e) => e.validFrom }),
    validUntil: t.field({ type: 'DateTime', description: 'When the window closes.', resolve: (e) => e.validUntil }),
    ticket: t.prismaField({ type: 'Ticket', description: 'The ticket.', resolve: (q, e) => db().ticket.findUniqueOrThrow({ ...q, where: { id: e.ticketId } }) }),
  }),
});

builder.objectType(TicketOtherEventError, {
  name: 'TicketOtherEventError',
  description: 'The ticket is for another event than the one whose door scans it (TICKET_OTHER_EVENT): another ticket product of the club, or an online event, which has no door.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    eventName: t.exposeString('eventName', { description: 'The event the ticket is for.' }),
    online: t.exposeBoolean('online', { description: 'It is a ticket to an online event.' }),
    ticket: t.prismaField({ type: 'Ticket', description: 'The ticket.', resolve: (q, e) => db().ticket.findUniqueOrThrow({ ...q, where: { id: e.ticketId } }) }),
  }),
});

const CheckInTicketInput = builder.inputType('CheckInTicketInput', {
  description: 'A scanned ticket QR code at the door of one event.',
  fields: (t) => ({
    clubId: t.globalID({ required: true, description: 'The Club whose event is being entered.' }),
    productId: t.globalID({
      required: true,
      description: 'The event being entered: an offline ticket Product of the club. Tickets to its other events, and online tickets, are refused (TICKET_OTHER_EVENT).',
    }),
    token: t.string({ required: true, description: 'What the QR code encodes (or was typed in by hand).' }),
  }),
});

const CheckInTicketSuccess = builder.objectRef<{ ticketId: string }>('CheckInTicketSuccess').implement({
  description: 'The ticket was checked in: its holder may enter.',
  fields: (t) => ({
    ticket: t.prismaField({ type: 'Ticket', description: 'The ticket, now CHECKED_IN.', resolve: (q, p) => db().ticket.findUniqueOrThrow({ ...q, where: { id: p.ticketId } }) }),
  }),
});

builder.mutationFields((t) => ({
  checkInTicket: t.field({
    type: CheckInTicketSuccess,
    description:
      'Checks a scanned ticket in at the door of one of a club’s events (the club’s owner or an administrator, in a browser session). The first scan inside the validity window checks in; later scans are refused with the time of the first; forged, altered, other clubs’, other events’, online and refunded tickets are refused.',
    ...sessionOnly,
    errors: {
      types: [TicketInvalidError, TicketOtherEventError, TicketAlreadyUsedError, TicketVoidedError, TicketOutsideWindowError, InvalidInputError, NotFoundError, ForbiddenError],
      union: { name: 'CheckInTicketResult', description: 'The outcome of checkInTicket: success or a typed error.' },
    },
    args: { input: t.arg({ type: CheckInTicketInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const result = await checkInTicket(actingViewer(ctx)!, idOf(input.clubId, 'Club'), input.token.slice(0, 500), new Date(), idOf(input.productId, 'Product'));
      return { ticketId: result.ticketId };
    },
  }),
}));
