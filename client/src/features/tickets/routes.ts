// The tickets' pages, loaded as one chunk by the route table.
export { CheckInPage } from './pages/CheckInPage';
export { MyTicketsPage } from './pages/MyTicketsPage';
export { TicketPage } from './pages/TicketPage';
