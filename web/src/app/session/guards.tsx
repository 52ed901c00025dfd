import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { allows, awaitingAccess, type Rule } from '../../../../schema/access';
import { AWAITING_PATH, landingPath } from '../../../../schema/landing';
import { useSession } from './context';
import { signInPath } from './redirect';

export const NOT_AUTH_ROLE_PATH = '/session/notAuthRole';
export const AWAITING_ACCESS_PATH = AWAITING_PATH;

/**
 * Everything under it needs a signed-in user; others go to sign-in remembering the page. An
 * account no route admits (a fresh sign-up) waits for an administrator instead: the shell, its
 * menus and its data queries never load for it.
 */
export function RequireAuth() {
  const { status, signedOut, user } = useSession();
  const { pathname, search } = useLocation();
  if (status !== 'authenticated') {
    return <Navigate to={signInPath(signedOut ? null : pathname + search)} replace />;
  }
  if (user && awaitingAccess(user)) return <Navigate to={AWAITING_ACCESS_PATH} replace />;
  return <Outlet />;
}

/** One product route: the rule comes from schema/access.ts, the same one the server enforces. */
export function RouteGuard({ rule }: { rule: Rule }) {
  const { user } = useSession();
  if (!allows(user, rule)) return <Navigate to={NOT_AUTH_ROLE_PATH} replace />;
  return <Outlet />;
}

/**
 * `/`: the first page the user's rights open (schema/landing.ts); sign-in for a visitor. A user
 * without ANALITIKA would otherwise meet «Доступ запрещен!» on the spec's home after every sign-in.
 */
export function Landing() {
  const { status, user } = useSession();
  if (status !== 'authenticated' || !user) return <Navigate to={signInPath(null)} replace />;
  return <Navigate to={landingPath(user)} replace />;
}
