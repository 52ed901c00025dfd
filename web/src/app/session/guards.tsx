import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { allows, type Rule } from '../../../../schema/access';
import { useSession } from './context';
import { signInPath } from './redirect';

export const NOT_AUTH_ROLE_PATH = '/session/notAuthRole';

/** Everything under it needs a signed-in user; others go to sign-in remembering the page. */
export function RequireAuth() {
  const { status, signedOut } = useSession();
  const { pathname, search } = useLocation();
  if (status !== 'authenticated') {
    return <Navigate to={signInPath(signedOut ? null : pathname + search)} replace />;
  }
  return <Outlet />;
}

/** One product route: the rule comes from schema/access.ts, the same one the server enforces. */
export function RouteGuard({ rule }: { rule: Rule }) {
  const { user } = useSession();
  if (!allows(user, rule)) return <Navigate to={NOT_AUTH_ROLE_PATH} replace />;
  return <Outlet />;
}
