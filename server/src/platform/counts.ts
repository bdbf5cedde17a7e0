// totalCount for lists not kept in counter columns (docs/domain-rules.md, "Counters").

/**
 * Such a count stops at this many rows (Prisma `count({ take })`: a LIMITed subquery), so no request
 * counts a big table; the lists it serves (one user's notifications or payments, the audit log, a
 * club's subscribers) are small or rarely read past it. Field descriptions say so.
 */
export const COUNT_LIMIT = 10_000;
