// Expected failures of revenue that are not input errors: the client maps each code to a message.
import { AppError } from '../../platform/errors.ts';

/** CREATOR_REQUIRED (only club owners have earnings) or SETTLEMENT_REQUIRED (no settlement details yet). */
export class RevenueRuleError extends AppError {
  constructor(code: 'CREATOR_REQUIRED' | 'SETTLEMENT_REQUIRED') {
    super(code, code === 'CREATOR_REQUIRED' ? 'Only club owners have earnings to withdraw' : 'Register your settlement details first');
  }
}
