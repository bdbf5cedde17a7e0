// Expected failures of creator conversion.
import { AppError } from '../../platform/errors.ts';

/** The viewer is already a creator (or an administrator, who can create clubs anyway). */
export class AlreadyCreatorError extends AppError {
  constructor() {
    super('ALREADY_CREATOR', 'You are already a creator');
  }
}

/** An application is waiting for review; one at a time. */
export class ApplicationPendingError extends AppError {
  constructor() {
    super('APPLICATION_PENDING', 'Your application is waiting for review');
  }
}
