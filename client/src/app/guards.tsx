import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Navigate, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { guardsAdminViewerQuery } from '../__generated__/guardsAdminViewerQuery.graphql';
import { PageSpinner } from '../components/Spinner';
import { ErrorPage } from './ErrorPage';
import { missingRouteError } from './errors';
import { useSession } from './session';
import { isSameSitePath } from './same-site-path';

/** Route guards of the spec's table (section 2), plus `admin` for the administration pages. */
export type GuardKind = 'open' | 'auth-required' | 'auth-redirect' | 'landing' | 'admin' | 'dev-only';

/** Where the sign-in flow starts, remembering the page to come back to. */
export function signInPath(returnTo: string): string {
  return `/account/start?l=${encodeURIComponent(returnTo)}`;
}

/** A return path after sign-in: one on this site (isSameSitePath), but not an account page. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!isSameSitePath(value)) return null;
  if (value === '/account' || value.startsWith('/account/')) return null;
  return value;
}

function Checking() {
  const intl = useIntl();
  return <PageSpinner label={intl.formatMessage({ id: 'app.loading' })} />;
}

/** Login needed: a guest goes to the account start page with `l` = this path and query. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <Checking />;
  if (!session.isSignedIn) {
    // Right after logout, the login-only page the user was on sends them home instead.
    if (session.loggedOutPath === location.pathname) return <Navigate to="/home" replace />;
    return <Navigate to={signInPath(`${location.pathname}${location.search}`)} replace />;
  }
  return <Outlet />;
}

const adminViewerQuery = graphql`
  query guardsAdminViewerQuery {
    viewer {
      id
      role
    }
  }
`;

function AdminOnly() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // Always asked afresh: a role can change, and the store may hold the previous user's viewer.
  const { viewer } = useLazyLoadQuery<guardsAdminViewerQuery>(adminViewerQuery, {}, { fetchPolicy: 'network-only' });
  // Anyone else gets the ordinary 404 page: the administration area does not announce itself.
  if (viewer?.role !== 'ADMIN') return <ErrorPage error={missingRouteError(pathname)} onHome={() => navigate('/')} />;
  return <Outlet />;
}

/** Administrators only: a guest signs in first (with the return path); other users see "page not found". */
export function RequireAdmin() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <Checking />;
  if (!session.isSignedIn) {
    if (session.loggedOutPath === location.pathname) return <Navigate to="/home" replace />;
    return <Navigate to={signInPath(`${location.pathname}${location.search}`)} replace />;
  }
  return (
    <Suspense fallback={<Checking />}>
      <AdminOnly />
    </Suspense>
  );
}

/** Pages for guests (sign-in, sign-up): a signed-in user goes to `l` when it is safe, else /home. */
export function RedirectIfSignedIn() {
  const session = useSession();
  const [params] = useSearchParams();
  // Visitors see the page at once; a signed-in user is sent on as soon as the session is known.
  if (session.isSignedIn) return <Navigate to={safeReturnPath(params.get('l')) ?? '/home'} replace />;
  return <Outlet />;
}

/** The landing page is for visitors; a signed-in user starts at /home. */
export function LandingGuard() {
  const session = useSession();
  if (session.isSignedIn) return <Navigate to="/home" replace />;
  // The landing renders at once for guests (no spinner while the session loads).
  return <Outlet />;
}
