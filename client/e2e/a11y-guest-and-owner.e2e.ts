// Accessibility of every route signed out and as a club owner (support/a11y.ts).
import { describe } from 'vitest';
import { checkAccessibility } from './support/a11y.ts';
import { setupJourney } from './support/harness.ts';

const journey = setupJourney();

describe('accessibility of every route', () => {
  checkAccessibility(journey, ['guest', 'owner']);
});
