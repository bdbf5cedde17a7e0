// Every route as a fan and an administrator, in the six locales by turns: no raw message id, no serious axe violation (support/every-route.ts).
import { describe } from 'vitest';
import { checkEveryRoute } from './support/every-route.ts';
import { setupJourney } from './support/harness.ts';

const journey = setupJourney();

describe('every route', () => {
  checkEveryRoute(journey, ['fan', 'admin']);
});
