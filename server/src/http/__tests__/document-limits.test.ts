// Every operation the web client persists must pass the same document limits as any other document:
// a screen whose query the server refuses is a broken screen. Also keeps persisted-queries.json free of
// stale operations, since the server accepts every id in it.
import { envelop, useEngine, useSchema } from '@envelop/core';
import { parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { currentPersistedIds } from '../../../../scripts/prune-persisted-queries.ts';
import { schema } from '../../graphql/schema.ts';
import { loadPersistedOperations } from '../persisted-operations.ts';
import { DOCUMENT_LIMITS, useDocumentLimits } from '../yoga.ts';
import { costOverLimit } from '../page-size-cost.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../graphql/builder.ts';

const getEnveloped = envelop({ plugins: [useEngine({ parse, validate }), useSchema(schema), useDocumentLimits({ NODE_ENV: 'production' })] });

/** The limits' refusals of a document, whether reported or thrown. */
function refusals(text: string): string[] {
  const { parse: parseDocument, validate: validateDocument, schema: enveloped } = getEnveloped();
  try {
    return validateDocument(enveloped, parseDocument(text)).map((error: Error) => error.message);
  } catch (error) {
    return [(error as Error).message];
  }
}

describe('the web client’s persisted operations', () => {
  const operations = [...loadPersistedOperations()];

  it('are exactly the ones the current Relay artifacts use (run `npm run gen` to prune)', () => {
    expect(new Set(operations.map(([id]) => id))).toEqual(currentPersistedIds());
  });

  it('all pass the depth, cost, alias, token and directive limits', () => {
    expect(operations.length).toBeGreaterThan(50);
    const refused = operations.flatMap(([, text]) => refusals(text).map((message) => `${/^\w+ (\w+)/.exec(text)?.[1]}: ${message}`));
    expect(refused).toEqual([]);
  });

  it('all fit the cost limit with their pages as served (page-size variables at their defaults)', () => {
    const limits = { maxCost: DOCUMENT_LIMITS.maxServedCost, defaultPage: DEFAULT_PAGE_SIZE, maxPage: MAX_PAGE_SIZE };
    const over = operations.flatMap(([, text]) => {
      const cost = costOverLimit(schema, parse(text), {}, limits);
      return cost === null ? [] : [`${/^\w+ (\w+)/.exec(text)?.[1]}: ${Math.round(cost)}`];
    });
    expect(over).toEqual([]);
  });

  it('still refuses a costly document (the limits are on)', () => {
    const branch = (i: number) => `c${i}: clubs(first: 100) { edges { node { posts(first: 100) { edges { node { club { owner { id nickname } } author { id nickname } } } } } } }`;
    expect(refusals(`{ ${Array.from({ length: 12 }, (_, i) => branch(i)).join(' ')} }`).join('\n')).toMatch(/cost/i);
  });
});
