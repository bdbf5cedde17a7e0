// Accessibility of every route as a fan and an administrator (support/a11y.ts).
import { describe } from 'vitest';
import { checkAccessibility } from './support/a11y.ts';
import { setupJourney } from './support/harness.ts';

const journey = setupJourney();

describe('accessibility of every route', () => {
  checkAccessibility(journey, ['fan', 'admin']);
});
