// Expected failures of reporting and moderation (members of result unions; the client maps the codes).
import { AppError } from '../../platform/errors.ts';

/** The account is suspended: it cannot sign in or write until `until` (null: for good). */
export class AccountSuspendedError extends AppError {
  constructor(
    readonly reason: string,
    readonly until: Date | null,
  ) {
    super('ACCOUNT_SUSPENDED', until ? `This account is suspended until ${until.toISOString()}: ${reason}` : `This account is suspended: ${reason}`);
  }
}

/** The report was already resolved (by another administrator, or with another report of the same target). */
export class ReportAlreadyResolvedError extends AppError {
  constructor() {
    super('REPORT_RESOLVED', 'This report was already resolved');
  }
}
