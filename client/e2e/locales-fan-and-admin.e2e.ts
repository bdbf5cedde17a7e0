// No raw message id on any route as a fan and an administrator, in the six locales by turns (support/locales.ts).
import { describe } from 'vitest';
import { setupJourney } from './support/harness.ts';
import { checkMessageIds } from './support/locales.ts';

const journey = setupJourney();

describe('every route in every locale', () => {
  checkMessageIds(journey, ['fan', 'admin']);
});
