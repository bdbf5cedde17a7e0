// No raw message id on any route signed out and as a club owner, in the six locales by turns (support/locales.ts).
import { describe } from 'vitest';
import { setupJourney } from './support/harness.ts';
import { checkMessageIds, checkRouteCoverage } from './support/locales.ts';

const journey = setupJourney();

describe('every route in every locale', () => {
  checkRouteCoverage();
  checkMessageIds(journey, ['guest', 'owner']);
});
