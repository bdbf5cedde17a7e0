import { createElement, type ComponentType } from 'react';
import { createBrowserRouter, matchPath, useLocation, useNavigate, type RouteObject } from 'react-router';
import type { IEnvironment as Environment } from 'relay-runtime';
import { Spinner } from '../components/Spinner';
import type { RuntimeConfig } from './config';
import { ErrorPage, RouteErrorPage } from './ErrorPage';
import { missingRouteError } from './errors';
import { LandingGuard, RedirectIfSignedIn, RequireAdmin, RequireAuth, type GuardKind } from './guards';
import { layouts, type LayoutKind } from './layouts/Layouts';
import { RootShell } from './RootShell';
import { loadFeatureMessages } from '../i18n/messages';
import { routeTable, type RouteDef } from './route-table';
import { SERVER_RENDERED_ROUTES } from './server-render';

/** Unknown routes: the 404 error page (spec section 8: "Page not found: {path}"). */
export function NotFoundRoute() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return <ErrorPage error={missingRouteError(pathname)} onHome={() => navigate('/')} />;
}

const guardElements: Record<Exclude<GuardKind, 'dev-only' | 'open'>, ComponentType> = {
  'auth-required': RequireAuth,
  'auth-redirect': RedirectIfSignedIn,
  landing: LandingGuard,
  admin: RequireAdmin,
};

const LAYOUT_ORDER: LayoutKind[] = ['outside', 'default', 'header-only', 'full-width', 'empty'];
const GUARD_ORDER: Exclude<GuardKind, 'dev-only'>[] = ['landing', 'open', 'auth-required', 'auth-redirect', 'admin'];

function toRoute(def: RouteDef, context: { environment: Environment }): RouteObject {
  return {
    id: def.path,
    path: def.path,
    loader: def.loader ? (args) => def.loader!(context, args) : undefined,
    // A page beyond the first screens shows once its strings are here too.
    lazy: async () => ({ Component: (await Promise.all([def.page(), def.firstScreen ? null : loadFeatureMessages()]))[0] }),
  };
}

export interface BuildRoutesOptions {
  environment: Environment;
  config: Pick<RuntimeConfig, 'devMode'>;
}

/**
 * The route tree: root shell → layout → error boundary (renders the error page inside the layout) →
 * guard → page. /_sample routes exist only in dev mode; anything unmatched renders the 404 page.
 */
export function buildRoutes({ environment, config }: BuildRoutesOptions): RouteObject[] {
  const defs = routeTable.filter((def) => !def.devOnly || config.devMode);
  const layoutRoutes: RouteObject[] = LAYOUT_ORDER.map((layout) => {
    const inLayout = defs.filter((def) => def.layout === layout);
    const guarded: RouteObject[] = GUARD_ORDER.flatMap((guard) => {
      const pages = inLayout.filter((def) => def.guard === guard).map((def) => toRoute(def, { environment }));
      if (pages.length === 0) return [];
      if (guard === 'open') return pages;
      return [{ element: createElement(guardElements[guard]), children: pages }];
    });
    if (layout === 'default') guarded.push({ path: '*', Component: NotFoundRoute });
    return {
      element: createElement(layouts[layout]),
      children: [{ errorElement: <RouteErrorPage />, children: guarded }],
    };
  });
  return [
    {
      id: 'root',
      element: <RootShell />,
      errorElement: <RouteErrorPage />,
      // First load, while the first route's chunk and loader resolve.
      hydrateFallbackElement: (
        <div style={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', color: '#8b5cf6', minHeight: '100vh' }}>
          <Spinner size="large" />
        </div>
      ),
      children: layoutRoutes,
    },
  ];
}

export function createAppRouter(options: BuildRoutesOptions) {
  return createBrowserRouter(buildRoutes(options));
}

/** Resolves once the router's first navigation (page chunk and loader) has settled, error or not. */
export function routerReady(router: Pick<ReturnType<typeof createAppRouter>, 'state' | 'subscribe'>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Loads the page chunk of the server-rendered route at `pathname` before the router starts: its query's
 * artifact comes with it, so the loader finds the server's records in the store instead of asking again.
 * Only the server-rendered routes are tried: ranking the whole table is the router's own start-up work,
 * and done here too it lengthened the scripts' first task by a sixth.
 */
export async function loadServerRenderedPage(pathname: string): Promise<void> {
  const leaf = [...SERVER_RENDERED_ROUTES].find((path) => matchPath(path, pathname));
  await routeTable.find((def) => def.path === leaf)?.page();
}
