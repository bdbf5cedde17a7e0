// The ticket page's states: locked before the day before (saying from when), the QR with its download
// button once the server sends a token, used and cancelled tickets, the online access link from the start,
// and the owner's check-in screen answering "already used at <time>" and refusals with the reason.
import { configure, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToasts } from '../../../app/toasts';
import { renderApp, signedInViewer } from '../../../test/render';
import { asError, resolveOperation } from '../../clubs/__tests__/helpers';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => clearToasts());

const STARTS = '2027-03-14T05:00:00.000Z'; // 14:00 in Seoul

function ticket(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Ticket',
    id: 'VGlja2V0OjE=',
    ticketNumber: 'TK-7K2Q9-XMC4F',
    state: 'VALID',
    checkedInAt: null,
    accessUrl: null,
    viewerIsHolder: true,
    orderNumber: 'OS-20270301-ABCDEF',
    event: {
      name: 'Starlight fan meeting 2027',
      format: 'OFFLINE',
      startsAt: STARTS,
      venueName: 'Blue Square Hall',
      venueAddress: '294 Itaewon-ro, Yongsan-gu, Seoul',
      venueMapUrl: 'https://map.example.com/blue-square',
      validFrom: '10:00',
      validUntil: '17:30',
      seating: 'GENERAL',
      clubName: 'Mirei’s Starlight Room',
      clubUri: 'mirei',
    },
    buyer: { name: 'Kim Minji', maskedPhone: '010****5678', email: 'minji@example.com' },
    booker: { nickname: 'Mika' },
    qr: { token: null, availableAt: '2027-03-13T05:00:00.000Z' },
    ...overrides,
  };
}

async function open(node: Record<string, unknown>) {
  const { environment } = await renderApp('/ticket/VGlja2V0OjE=', { locale: 'en', viewer: signedInViewer });
  const operation = await resolveOperation(environment, 'TicketPageQuery', { data: { node } });
  expect(operation.request.variables).toEqual({ id: 'VGlja2V0OjE=' });
  expect(await screen.findByRole('heading', { name: 'Starlight fan meeting 2027' }, { timeout: 15_000 })).toBeTruthy();
  return environment;
}

describe('/ticket/{id}', () => {
  it('shows the event, venue with its map, validity window, number, buyer and booker, and a locked QR saying from when', async () => {
    await open(ticket());
    expect(screen.getByText('Blue Square Hall')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open map' }).getAttribute('href')).toBe('https://map.example.com/blue-square');
    expect(screen.getByText('10:00–17:30 on the event day (KST)')).toBeTruthy();
    expect(screen.getByTestId('ticket-number').textContent).toBe('TK-7K2Q9-XMC4F');
    expect(screen.getByText('Kim Minji')).toBeTruthy();
    expect(screen.getByText('010****5678 · minji@example.com')).toBeTruthy();
    expect(screen.getByText('Mika')).toBeTruthy();
    expect(screen.getByTestId('ticket-state').textContent).toBe('Valid');
    expect(screen.getByRole('heading', { name: 'Your QR code isn’t ready yet' })).toBeTruthy();
    expect(screen.getByText(/It will appear here on Mar 13, 2027, 2:00 PM \(KST\), one day before the event/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download QR' })).toBeNull();
  }, 30_000);

  it('shows the owner the buyer’s name without contact details the server withholds', async () => {
    await open(ticket({ viewerIsHolder: false, buyer: { name: 'Kim Minji', maskedPhone: null, email: null } }));
    expect(screen.getByText('Kim Minji')).toBeTruthy();
    expect(screen.queryByText(/·/)).toBeNull();
    expect(screen.queryByText(/null/)).toBeNull();
  }, 30_000);

  it('shows the QR code with a download button once the token arrives', async () => {
    await open(ticket({ qr: { token: 'OT1.abc.def.ghi', availableAt: '2027-03-13T05:00:00.000Z' } }));
    expect(screen.getByRole('heading', { name: 'Show this at the entrance' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download QR' })).toBeTruthy();
    expect(screen.queryByTestId('ticket-qr-locked')).toBeNull();
  }, 30_000);

  it('says when a used ticket was checked in, and that a cancelled one cannot be used', async () => {
    await open(ticket({ state: 'CHECKED_IN', checkedInAt: '2027-03-14T01:05:00.000Z', qr: { token: 'OT1.abc.def.ghi', availableAt: '2027-03-13T05:00:00.000Z' } }));
    expect(screen.getByTestId('ticket-state').textContent).toBe('Used');
    expect(screen.getByText('This ticket was checked in on Mar 14, 2027, 10:05 AM.')).toBeTruthy();
  }, 30_000);

  it('hides the QR of a cancelled ticket', async () => {
    await open(ticket({ state: 'VOIDED' }));
    expect(screen.getByTestId('ticket-state').textContent).toBe('Cancelled');
    expect(screen.getByRole('heading', { name: 'This ticket was cancelled' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download QR' })).toBeNull();
  }, 30_000);

  it('shows an online event’s access link once the server sends it, and says when before', async () => {
    const online = { ...ticket().event, format: 'ONLINE', venueName: null, venueAddress: null, venueMapUrl: null };
    await open(ticket({ event: online }));
    expect(screen.getByText(/The link to join appears here when the event starts/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Join the event' })).toBeNull();
  }, 30_000);

  it('links to the online event from the start', async () => {
    const online = { ...ticket().event, format: 'ONLINE', venueName: null, venueAddress: null, venueMapUrl: null };
    await open(ticket({ event: online, accessUrl: 'https://live.example.com/room/1' }));
    expect(screen.getByRole('link', { name: 'Join the event' }).getAttribute('href')).toBe('https://live.example.com/room/1');
  }, 30_000);
});

describe('/club/{clubUri}/setting/check-in', () => {
  const club = {
    __typename: 'Club',
    id: 'Q2x1Yjox',
    uri: 'mirei',
    name: 'Mirei’s Starlight Room',
    viewerCanEdit: true,
    iconUrl: null,
    themeColor: '#8B5CF6',
    isPublic: true,
    viewerIsMember: false,
    viewerCanWritePost: true,
    viewerIsOwner: true,
    products: {
      edges: [
        { node: { __typename: 'Product', id: 'UHJvZHVjdDoz', name: 'Tour T-shirt', kind: 'GOODS', ticket: null } },
        { node: { __typename: 'Product', id: 'UHJvZHVjdDoy', name: 'Online stream', kind: 'TICKET', ticket: { format: 'ONLINE', eventStartsAt: '2027-03-14T10:00:00.000Z', venueName: null } } },
        { node: { __typename: 'Product', id: 'UHJvZHVjdDox', name: 'Starlight fan meeting 2027', kind: 'TICKET', ticket: { format: 'OFFLINE', eventStartsAt: '2027-03-14T05:00:00.000Z', venueName: 'Blue Square Hall' } } },
      ],
    },
  };

  async function scan(result: Record<string, unknown>) {
    const { environment } = await renderApp('/club/mirei/setting/check-in', { locale: 'en', viewer: signedInViewer });
    await resolveOperation(environment, 'CheckInPageQuery', { data: { club } });
    // The door is for one event: the owner picks it first.
    fireEvent.click(await screen.findByRole('button', { name: /Starlight fan meeting 2027/ }, { timeout: 15_000 }));
    const field = await screen.findByLabelText('Ticket code', {}, { timeout: 15_000 });
    fireEvent.change(field, { target: { value: 'OT1.abc.def.ghi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check in' }));
    const operation = await resolveOperation(environment, 'useCheckInTicketMutation', { data: { checkInTicket: result } });
    expect(operation.request.variables).toEqual({ input: { clubId: 'Q2x1Yjox', productId: 'UHJvZHVjdDox', token: 'OT1.abc.def.ghi' } });
    return screen.findByTestId('check-in-result');
  }

  it('asks which event the door is for first, offering only the club’s offline ticket events', async () => {
    const { environment } = await renderApp('/club/mirei/setting/check-in', { locale: 'en', viewer: signedInViewer });
    await resolveOperation(environment, 'CheckInPageQuery', { data: { club } });
    await screen.findByRole('heading', { name: 'Which event is this door for?' }, { timeout: 15_000 });
    const events = screen.getByTestId('check-in-events');
    expect(events.textContent).toContain('Starlight fan meeting 2027');
    expect(events.textContent).toContain('Blue Square Hall');
    expect(events.textContent).not.toContain('Online stream');
    expect(events.textContent).not.toContain('Tour T-shirt');
    expect(screen.queryByLabelText('Ticket code')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Starlight fan meeting 2027/ }));
    expect((await screen.findByTestId('check-in-door')).textContent).toContain('Starlight fan meeting 2027');
    await screen.findByLabelText('Ticket code');
  }, 30_000);

  it('says so when the club has no offline ticket events', async () => {
    const { environment } = await renderApp('/club/mirei/setting/check-in', { locale: 'en', viewer: signedInViewer });
    await resolveOperation(environment, 'CheckInPageQuery', { data: { club: { ...club, products: { edges: club.products.edges.slice(0, 2) } } } });
    await screen.findByText('This club’s store has no offline ticketed events.', {}, { timeout: 15_000 });
    expect(screen.queryByLabelText('Ticket code')).toBeNull();
  }, 30_000);

  it('names the event of a ticket to another event', async () => {
    const other = await scan(
      asError({ __typename: 'TicketOtherEventError', code: 'TICKET_OTHER_EVENT', message: 'other', eventName: 'VIP meeting', online: false, ticket: { id: 'VGlja2V0OjI=', ticketNumber: 'TK-AAAAA-BBBBB' } }),
    );
    expect(other.textContent).toContain('Ticket for another event');
    expect(other.textContent).toContain('This ticket is for “VIP meeting”.');
    expect(other.textContent).toContain('TK-AAAAA-BBBBB');
  }, 30_000);

  it('says a first scan checked in', async () => {
    const result = await scan({
      __typename: 'CheckInTicketSuccess',
      ticket: { id: 'VGlja2V0OjE=', ticketNumber: 'TK-7K2Q9-XMC4F', state: 'CHECKED_IN', checkedInAt: '2027-03-14T01:05:00.000Z', event: { name: 'Starlight fan meeting 2027' }, booker: { nickname: 'Mika' } },
    });
    expect(result.textContent).toContain('Checked in ✓');
    expect(result.textContent).toContain('TK-7K2Q9-XMC4F');
  }, 30_000);

  it('says when an already used ticket was first used', async () => {
    const result = await scan(
      asError({ __typename: 'TicketAlreadyUsedError', code: 'TICKET_ALREADY_USED', message: 'used', checkedInAt: '2027-03-14T01:05:00.000Z', ticket: { id: 'VGlja2V0OjE=', ticketNumber: 'TK-7K2Q9-XMC4F' } }),
    );
    expect(result.textContent).toContain('Already used at Mar 14, 2027, 10:05:00 AM');
  }, 30_000);

  it('refuses a ticket outside its window with the reason', async () => {
    const result = await scan(
      asError({ __typename: 'TicketOutsideWindowError', code: 'TICKET_TOO_EARLY', message: 'early', reason: 'TOO_EARLY', validFrom: '2027-03-14T01:00:00.000Z', validUntil: '2027-03-14T08:30:00.000Z' }),
    );
    expect(result.textContent).toContain('Too early: not valid yet');
    expect(result.textContent).toContain('Admission opens Mar 14, 2027, 10:00:00 AM (KST).');
  }, 30_000);

  it('refuses a forged code', async () => {
    const result = await scan(asError({ __typename: 'TicketInvalidError', code: 'TICKET_INVALID', message: 'invalid' }));
    expect(result.textContent).toContain('Not a valid ticket for this club');
  }, 30_000);
});
