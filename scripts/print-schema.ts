// Prints the sorted schema to schema.graphql (read by relay-compiler). `--check` fails on drift.
import fs from 'node:fs';
import { printSortedSchema } from '../server/src/graphql/schema.ts';

const file = new URL('../schema.graphql', import.meta.url);
const printed = printSortedSchema();
if (process.argv.includes('--check')) {
  const committed = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (committed !== printed) {
    console.error('schema.graphql is stale: run `npm run schema:print` and commit the result.');
    process.exit(1);
  }
  console.log('schema.graphql is current.');
} else {
  fs.writeFileSync(file, printed);
  console.log('Wrote schema.graphql');
}
