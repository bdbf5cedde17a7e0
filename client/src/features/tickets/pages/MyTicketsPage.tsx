// /mypage/ticket: the viewer's tickets, newest first — event, date, venue, ticket number and state —
// each opening its ticket page with the QR code.
import { useTransition } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { Button, ButtonLink } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { Icon } from '../../../components/Icon';
import { Screen } from '../../../components/Page';
import { styled } from '../../../theme/stitches.config';
import type { MyTicketsPageQuery } from '../../../__generated__/MyTicketsPageQuery.graphql';
import type { MyTicketsPaginationQuery } from '../../../__generated__/MyTicketsPaginationQuery.graphql';
import type { MyTicketsPage_query$key } from '../../../__generated__/MyTicketsPage_query.graphql';
import { FormSkeleton } from '../../mypage/pages/shared';
import { QueryBoundary } from '../../shared/QueryBoundary';
import { useFormatEventTime } from '../../store/format';
import { ticketPath } from '../paths';

export const TICKET_PAGE_SIZE = 20;

export const myTicketsPageQuery = graphql`
  query MyTicketsPageQuery($count: Int!) @preloadable {
    ...MyTicketsPage_query @arguments(count: $count)
  }
`;

const List = styled('ul', { display: 'flex', flexDirection: 'column', gap: '$3' });
const Row = styled(Link, {
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: '$1 $3',
  padding: '$4',
  borderRadius: '$lg',
  border: '1px solid $border',
  backgroundColor: '$surface',
  color: '$text',
  transition: 'background-color $fast',
  '@hover': { '&:hover': { backgroundColor: '$surfaceHover' } },
  '& > svg': { color: '$primaryText' },
  '& strong': { fontWeight: '$bold', overflowWrap: 'anywhere' },
  '& small': { display: 'block', color: '$textMuted', fontSize: '$sm', marginTop: 2 },
  '& code': { fontFamily: '$mono', fontSize: '$xs', color: '$textSubtle', letterSpacing: '0.04em' },
});
const State = styled('span', {
  fontSize: '$xs',
  fontWeight: '$bold',
  variants: { tone: { VALID: { color: '$primaryText' }, CHECKED_IN: { color: '$success' }, VOIDED: { color: '$error' } } },
});

function Tickets({ query }: { query: MyTicketsPage_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<MyTicketsPaginationQuery, MyTicketsPage_query$key>(
    graphql`
      fragment MyTicketsPage_query on Query
      @refetchable(queryName: "MyTicketsPaginationQuery")
      @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }) {
        myTickets(first: $count, after: $cursor) @connection(key: "MyTicketsPage_myTickets") {
          edges {
            node {
              id
              ticketNumber
              state
              event {
                name
                format
                startsAt
                venueName
                clubName
              }
            }
          }
        }
      }
    `,
    query,
  );
  const intl = useIntl();
  const eventTime = useFormatEventTime();
  const [, startTransition] = useTransition();
  const tickets = data.myTickets.edges.map((edge) => edge.node);
  if (tickets.length === 0) {
    return (
      <EmptyState
        icon="ticket"
        title={<FormattedMessage id="tickets.mine.empty.title" />}
        description={<FormattedMessage id="tickets.mine.empty.body" />}
        action={
          <ButtonLink to="/search" size="small">
            <FormattedMessage id="commerce.action.explore" />
          </ButtonLink>
        }
      />
    );
  }
  return (
    <>
      <List>
        {tickets.map((ticket) => {
          const state = ticket.state === 'CHECKED_IN' || ticket.state === 'VOIDED' ? ticket.state : 'VALID';
          return (
            <li key={ticket.id}>
              <Row to={ticketPath(ticket.id)} data-testid="my-ticket">
                <Icon name="ticket" size={24} />
                <span>
                  <strong>{ticket.event.name}</strong>
                  <small>
                    {eventTime(String(ticket.event.startsAt))} · {ticket.event.format === 'ONLINE' ? intl.formatMessage({ id: 'tickets.fact.online' }) : ticket.event.venueName}
                  </small>
                  <small>
                    {ticket.event.clubName} · <code>{ticket.ticketNumber}</code>
                  </small>
                </span>
                <State tone={state}>
                  <FormattedMessage id={`tickets.state.${state}`} />
                </State>
              </Row>
            </li>
          );
        })}
      </List>
      {hasNext ? (
        <Button variant="secondary" fullWidth loading={isLoadingNext} onClick={() => startTransition(() => void loadNext(TICKET_PAGE_SIZE))}>
          <FormattedMessage id="tickets.mine.more" />
        </Button>
      ) : null}
    </>
  );
}

function Content({ queryRef }: { queryRef: PreloadedQuery<MyTicketsPageQuery> }) {
  const data = usePreloadedQuery<MyTicketsPageQuery>(myTicketsPageQuery, queryRef);
  return <Tickets query={data} />;
}

export function MyTicketsPage() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<MyTicketsPageQuery> };
  const revalidator = useRevalidator();
  const intl = useIntl();
  return (
    <Screen title={intl.formatMessage({ id: 'tickets.mine.title' })} description={intl.formatMessage({ id: 'tickets.mine.lead' })} width="form">
      <QueryBoundary loading={<FormSkeleton rows={3} />} onRetry={() => void revalidator.revalidate()} resetKey={queryRef}>
        <Content queryRef={queryRef} />
      </QueryBoundary>
    </Screen>
  );
}
