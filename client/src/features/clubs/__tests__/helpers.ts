import { act, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import type { MockEnvironment } from '../../../test/render';

/** Resolves the pending operation called `name` with generated data (resolvers) or an exact payload. */
export async function resolveOperation(environment: MockEnvironment, name: string, resolvers: MockResolvers | { data: unknown }) {
  const operation = await waitFor(() => {
    const found = environment.mock.getAllOperations().find((op) => op.request.node.params.name === name);
    expect(found, name).toBeTruthy();
    return found!;
  });
  await act(async () =>
    environment.mock.resolve(operation, 'data' in resolvers ? (resolvers as never) : MockPayloadGenerator.generate(operation, resolvers as MockResolvers)),
  );
  return operation;
}

/** A typed error member of a result union as the server sends it (with the Error interface marker). */
export const asError = <T extends { __typename: string }>(error: T) => ({ ...error, __isError: error.__typename });
