// Expected failures of the store. Price rules are input errors with their own code so the client can
// say "whole won only" in the viewer's language.
import { InvalidInputError } from '../../platform/errors.ts';

/** A price field was not whole won within its range. */
export class PriceInvalidError extends InvalidInputError {
  constructor(field: string, min: number, max: number) {
    super(field, `Prices are whole won from ${min.toLocaleString('en')} to ${max.toLocaleString('en')}`, 'PRICE_INVALID');
  }
}
