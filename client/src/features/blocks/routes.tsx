// Blocks and club bans (issue 14): the viewer's blocked users and a club owner's ban list. Lazy: loaded
// with the first of these routes.
export { BlockedUsersPage, blockedUsersPageQuery, BLOCKED_PAGE_SIZE } from './BlockedUsersPage';
export { ClubBansPage, clubBansPageQuery, BANS_PAGE_SIZE } from './ClubBansPage';
