// Every route signed out and as a club owner, in the six locales by turns: no raw message id, no serious axe violation (support/every-route.ts).
import { describe } from 'vitest';
import { checkEveryRoute, checkRouteCoverage } from './support/every-route.ts';
import { setupJourney } from './support/harness.ts';

const journey = setupJourney();

describe('every route', () => {
  checkRouteCoverage();
  checkEveryRoute(journey, ['guest', 'owner']);
});
