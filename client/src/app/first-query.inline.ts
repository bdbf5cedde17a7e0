// The inline script of index.html (built on its own by scripts/vite-first-query.ts): starts this
// address's page query while the app's scripts load.
import { startFirstQuery } from './first-query';

startFirstQuery(window.location);
