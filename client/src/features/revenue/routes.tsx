// The creator's money (issue 13): revenue and withdrawals, settlement details, and the administrators'
// withdrawal queue. Lazy: loaded with the first of these routes.
export { RevenuePage, revenuePageQuery } from './RevenuePage';
export { SettlementPage, SettlementTypePage, settlementPageQuery } from './SettlementPages';
export { AdminWithdrawalsPage, adminWithdrawalsPageQuery } from './AdminWithdrawalsPage';
