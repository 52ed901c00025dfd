import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { seesDemo } from '../app/navigation';
import { useSession } from '../app/session/context';
import { NOT_AUTH_ROLE_PATH } from '../app/session/guards';
import { DEMO_PAGES } from './pages';

/** The demo areas are the SA's unless the operator shows them (issue 26; seesDemo). */
function DemoGuard() {
  const { user } = useSession();
  if (!user || !seesDemo(user)) return <Navigate to={NOT_AUTH_ROLE_PATH} replace />;
  return <Outlet />;
}

/** Routes of the demo areas, for the signed-in part of the router (see pages.ts). */
export const DEMO_ROUTES: RouteObject[] = [
  {
    element: <DemoGuard />,
    children: DEMO_PAGES.map((page) => ({
      path: page.path,
      caseSensitive: true,
      lazy: async () => ({ Component: (await page.load()).default }),
    })),
  },
];
