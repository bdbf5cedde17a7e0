import { act, render } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import type { ReactNode } from 'react';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import type { GraphQLSingularResponse, OperationDescriptor } from 'relay-runtime';
import { AppProviders } from '../app/providers';
import { routeTable } from '../app/route-table';
import { buildRoutes } from '../app/router';
import type { RuntimeConfig } from '../app/config';
import type { Viewer } from '../app/session';
import type { Locale } from '../i18n/locales';

export const testConfig: RuntimeConfig = {
  stage: 'real',
  devMode: false,
  publicUrl: 'https://oshi.example',
  supportEmail: 'help@oshi.example',
  settlementEmail: 'settlement@oshi.example',
  portone: null,
  testPayments: false,
};

export const signedInViewer: Viewer = { id: 'VXNlcjox', uid: 'OSHI-0001', nickname: 'Mika', avatarUrl: null };

export type MockEnvironment = ReturnType<typeof createMockEnvironment>;

// Route loaders name their queries by `@preloadable` parameters. In the browser a loader may run before
// its page's chunk has registered the full query; Relay then fetches at once and normalizes once the
// chunk is in (the journeys cover that). The mock environment only sees operations it executes, so here
// every query artifact is registered up front, as it is after a page's chunk has loaded.
import.meta.glob('../__generated__/*Query.graphql.ts', { eager: true });

export interface RenderAppOptions {
  /** Fix the language; omit to let the app detect it (saved choice, browser, English). */
  locale?: Locale | null;
  /** The signed-in user the server reports (a function to change it during the test). */
  viewer?: Viewer | null | (() => Viewer | null);
  config?: Partial<RuntimeConfig>;
  /** Resolvers for every other operation (MockPayloadGenerator); omit to leave them pending. */
  resolvers?: MockResolvers;
  environment?: MockEnvironment;
}

function operationName(operation: OperationDescriptor): string {
  return operation.request.node.params.name;
}

/**
 * Resolves the session query with `viewer`, and every other operation with the resolvers when given
 * (otherwise they stay pending for the test to resolve). relay-test-utils drops a queued resolver once
 * it answers, so the resolver queues a fresh copy of itself each time.
 */
export function mockSession(environment: MockEnvironment, viewer: Viewer | null | (() => Viewer | null), resolvers?: MockResolvers) {
  const install = () =>
    environment.mock.queueOperationResolver((operation) => {
      let result: GraphQLSingularResponse | undefined;
      if (operationName(operation) === 'sessionViewerQuery') {
        const current = typeof viewer === 'function' ? viewer() : viewer;
        result = { data: { viewer: current ? { __typename: 'User', ...current } : null } };
      } else if (resolvers) {
        result = MockPayloadGenerator.generate(operation, resolvers);
      }
      if (result) install();
      return result ?? null;
    });
  install();
}

/**
 * Resolves the operations waiting in the mock network. Route loaders start queries with loadQuery,
 * which goes to the network directly, so queued resolvers never see them: resolve them here.
 */
export async function resolvePending(environment: MockEnvironment, resolvers: MockResolvers = {}) {
  await act(async () => {
    for (const operation of environment.mock.getAllOperations()) {
      environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, resolvers));
    }
  });
}

/** Renders the whole app (providers + data router) at `path` in memory. */
export async function renderApp(path: string, options: RenderAppOptions = {}) {
  const environment = options.environment ?? createMockEnvironment();
  mockSession(environment, options.viewer ?? null, options.resolvers);
  const config = { ...testConfig, ...options.config };
  // The page's chunk is in before its loader runs, as with the server's modulepreload of it; its import
  // (slow in a test's first render) then counts against no wait of the test.
  await matchRoutes(routeTable.map((def) => ({ path: def.path, page: def.page })), path)?.[0]?.route.page();
  const router = createMemoryRouter(buildRoutes({ environment, config }), { initialEntries: [path] });
  let utils!: ReturnType<typeof render>;
  await act(async () => {
    utils = render(
      <AppProviders environment={environment} config={config} locale={options.locale === null ? undefined : (options.locale ?? 'en')}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
  });
  if (options.resolvers) await resolvePending(environment, options.resolvers);
  return { ...utils, router, environment };
}

/** Providers without a router (for components that need intl, config, relay). */
export function Providers({ children, environment, config }: { children: ReactNode; environment?: MockEnvironment; config?: Partial<RuntimeConfig> }) {
  const env = environment ?? createMockEnvironment();
  return (
    <AppProviders environment={env} config={{ ...testConfig, ...config }} locale="en">
      {children}
    </AppProviders>
  );
}
