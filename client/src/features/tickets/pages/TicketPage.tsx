// /ticket/{id} (full-width, auth-required): the event, venue with its map link, date and validity window,
// the ticket number, buyer and booker, and the state; the QR code from one day before the event (else a
// locked panel saying when it appears), saved as a PNG; online events' access link from the start time.
// Unknown ids, and tickets the viewer may not see, show the not-found page.
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useLocation } from 'react-router';
import { Icon } from '../../../components/Icon';
import { PageContainer } from '../../../components/Page';
import { styled } from '../../../theme/stitches.config';
import { invalidRouteError } from '../../../app/errors';
import { usePageTitle } from '../../../app/page-title';
import type { TicketPageQuery } from '../../../__generated__/TicketPageQuery.graphql';
import { useFormatEventTime } from '../../store/format';
import { clubStorePath } from '../../store/paths';
import { TicketQr } from '../components/TicketQr';
import { myTicketsPath } from '../paths';

export const ticketPageQuery = graphql`
  query TicketPageQuery($id: ID!) @preloadable {
    node(id: $id) {
      __typename
      ... on Ticket @alias(as: "ticket") {
        id
        ticketNumber
        state
        checkedInAt
        accessUrl
        viewerIsHolder
        orderNumber
        event {
          name
          format
          startsAt
          venueName
          venueAddress
          venueMapUrl
          validFrom
          validUntil
          seating
          clubName
          clubUri
        }
        buyer {
          name
          maskedPhone
          email
        }
        booker {
          nickname
        }
        qr {
          token
          availableAt
        }
      }
    }
  }
`;

const Wrap = styled(PageContainer, { maxWidth: 960 });
const Back = styled(Link, { fontSize: '$sm', color: '$primaryText', fontWeight: '$semibold', display: 'inline-block', marginBottom: '$4' });
const Stub = styled('article', {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  borderRadius: '$xl',
  overflow: 'hidden',
  border: '1px solid $border',
  backgroundColor: '$surface',
  '@md': { gridTemplateColumns: 'minmax(0, 1.4fr) minmax(0, 1fr)' },
});
const Main = styled('div', { display: 'flex', flexDirection: 'column', gap: '$5', padding: '$5', '@sm': { padding: '$7' } });
const Side = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$4',
  padding: '$5',
  borderTop: '2px dashed $border',
  backgroundColor: '$surfaceRaised',
  textAlign: 'center',
  '@md': { borderTop: 'none', borderLeft: '2px dashed $border', padding: '$7' },
});
const Club = styled(Link, { fontSize: '$sm', fontWeight: '$semibold', color: '$primaryText' });
const Title = styled('h1', { fontSize: '$2xl', fontWeight: '$black', lineHeight: '$tight', letterSpacing: '-0.01em', '@sm': { fontSize: '$3xl' } });
const Badge = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  height: 28,
  px: '$3',
  borderRadius: '$pill',
  fontSize: '$sm',
  fontWeight: '$bold',
  width: 'fit-content',
  variants: {
    tone: {
      VALID: { backgroundColor: '$primarySoft', color: '$primaryText' },
      CHECKED_IN: { backgroundColor: '$successSoft', color: '$success' },
      VOIDED: { backgroundColor: '$errorSoft', color: '$error' },
    },
  },
});
const Facts = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'minmax(88px, auto) 1fr',
  gap: '$3 $4',
  fontSize: '$md',
  '& dt': { color: '$textMuted', fontSize: '$sm', paddingTop: 2 },
  '& dd': { margin: 0, lineHeight: '$normal', overflowWrap: 'anywhere' },
  '& dd small': { display: 'block', color: '$textMuted', fontSize: '$sm' },
  '& a': { color: '$primaryText', fontWeight: '$semibold' },
});
const Number = styled('dd', { fontFamily: '$mono', fontSize: '$lg !important', fontWeight: '$bold', letterSpacing: '0.06em' });
const SideTitle = styled('h2', { fontSize: '$lg', fontWeight: '$bold' });
const Muted = styled('p', { color: '$textMuted', fontSize: '$sm', lineHeight: '$normal', maxWidth: 320 });
const Locked = styled('div', {
  size: 200,
  borderRadius: '$lg',
  border: '2px dashed $border',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: '$textSubtle',
});
const Join = styled('a', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: 50,
  px: '$5',
  borderRadius: '$md',
  fontWeight: '$bold',
  backgroundColor: '$primaryFill',
  color: '#fff',
  '@hover': { '&:hover': { backgroundColor: '$primaryFillHover' } },
});

type Ticket = NonNullable<NonNullable<TicketPageQuery['response']['node']>['ticket']>;

function QrSide({ ticket }: { ticket: Ticket }) {
  const intl = useIntl();
  const eventTime = useFormatEventTime();
  const time = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Seoul' });
  if (ticket.state === 'VOIDED') {
    return (
      <>
        <Locked aria-hidden>
          <Icon name="lock" size={40} />
        </Locked>
        <SideTitle>
          <FormattedMessage id="tickets.voided.title" />
        </SideTitle>
        <Muted>
          <FormattedMessage id="tickets.voided.body" />
        </Muted>
      </>
    );
  }
  const online = ticket.event.format === 'ONLINE';
  return (
    <>
      {ticket.qr.token ? (
        <>
          <SideTitle>
            <FormattedMessage id="tickets.qr.title" />
          </SideTitle>
          <TicketQr token={ticket.qr.token} ticketNumber={ticket.ticketNumber} />
          <Muted>
            <FormattedMessage id={ticket.state === 'CHECKED_IN' ? 'tickets.qr.used' : 'tickets.qr.hint'} values={{ time: ticket.checkedInAt ? time(ticket.checkedInAt) : '' }} />
          </Muted>
        </>
      ) : (
        <>
          <Locked data-testid="ticket-qr-locked">
            <Icon name="lock" size={40} label={intl.formatMessage({ id: 'tickets.qr.lockedLabel' })} />
          </Locked>
          <SideTitle>
            <FormattedMessage id="tickets.qr.locked.title" />
          </SideTitle>
          <Muted>
            <FormattedMessage id={ticket.viewerIsHolder ? 'tickets.qr.locked.body' : 'tickets.qr.holderOnly'} values={{ date: eventTime(String(ticket.qr.availableAt)) }} />
          </Muted>
        </>
      )}
      {online ? (
        ticket.accessUrl ? (
          <Join href={ticket.accessUrl} target="_blank" rel="noreferrer noopener">
            <FormattedMessage id="tickets.online.join" />
          </Join>
        ) : (
          <Muted>
            <FormattedMessage id="tickets.online.later" values={{ date: eventTime(String(ticket.event.startsAt)) }} />
          </Muted>
        )
      ) : null}
    </>
  );
}

function Content({ queryRef }: { queryRef: PreloadedQuery<TicketPageQuery> }) {
  const { node } = usePreloadedQuery<TicketPageQuery>(ticketPageQuery, queryRef);
  const { pathname } = useLocation();
  const eventTime = useFormatEventTime();
  const ticket = node?.ticket ?? null;
  usePageTitle(ticket?.event.name ?? null);
  if (!ticket) throw invalidRouteError(pathname);
  const event = ticket.event;
  const state = ticket.state === 'CHECKED_IN' || ticket.state === 'VOIDED' ? ticket.state : 'VALID';
  return (
    <Stub data-testid="ticket">
      <Main>
        <Club to={clubStorePath(event.clubUri)}>{event.clubName}</Club>
        <Title>{event.name}</Title>
        <Badge tone={state} data-testid="ticket-state">
          <FormattedMessage id={`tickets.state.${state}`} />
        </Badge>
        <Facts>
          <dt>
            <FormattedMessage id="tickets.fact.date" />
          </dt>
          <dd>{eventTime(String(event.startsAt))}</dd>
          <dt>
            <FormattedMessage id="tickets.fact.venue" />
          </dt>
          <dd>
            {event.format === 'ONLINE' ? (
              <FormattedMessage id="tickets.fact.online" />
            ) : (
              <>
                {event.venueName}
                {event.venueAddress ? <small>{event.venueAddress}</small> : null}
                {event.venueMapUrl ? (
                  <a href={event.venueMapUrl} target="_blank" rel="noreferrer noopener">
                    <FormattedMessage id="tickets.fact.map" />
                  </a>
                ) : null}
              </>
            )}
          </dd>
          <dt>
            <FormattedMessage id="tickets.fact.validity" />
          </dt>
          <dd>
            {event.validFrom && event.validUntil ? (
              <FormattedMessage id="tickets.fact.validityWindow" values={{ from: event.validFrom, until: event.validUntil }} />
            ) : (
              <FormattedMessage id="tickets.fact.validityDay" />
            )}
            <small>
              <FormattedMessage id={`tickets.fact.seating.${event.seating === 'RESERVED' ? 'RESERVED' : 'GENERAL'}`} />
            </small>
          </dd>
          <dt>
            <FormattedMessage id="tickets.fact.number" />
          </dt>
          <Number data-testid="ticket-number">{ticket.ticketNumber}</Number>
          <dt>
            <FormattedMessage id="tickets.fact.buyer" />
          </dt>
          <dd>
            {ticket.buyer.name}
            {ticket.buyer.maskedPhone || ticket.buyer.email ? (
              <small>{[ticket.buyer.maskedPhone, ticket.buyer.email].filter(Boolean).join(' · ')}</small>
            ) : null}
          </dd>
          <dt>
            <FormattedMessage id="tickets.fact.booker" />
          </dt>
          <dd>{ticket.booker.nickname}</dd>
          <dt>
            <FormattedMessage id="tickets.fact.order" />
          </dt>
          <dd>{ticket.orderNumber}</dd>
          {ticket.checkedInAt ? (
            <>
              <dt>
                <FormattedMessage id="tickets.fact.checkedIn" />
              </dt>
              <dd>{eventTime(String(ticket.checkedInAt))}</dd>
            </>
          ) : null}
        </Facts>
      </Main>
      <Side>
        <QrSide ticket={ticket} />
      </Side>
    </Stub>
  );
}

export function TicketPage() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<TicketPageQuery> };
  return (
    <Wrap>
      <Back to={myTicketsPath}>
        ← <FormattedMessage id="tickets.mine.title" />
      </Back>
      {/* Not inside a section boundary: an unknown id is the whole page's 404, as on the product page. */}
      <Content queryRef={queryRef} />
    </Wrap>
  );
}
