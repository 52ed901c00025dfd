import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { ROUTES } from '../../../schema/access';
import { DEMO_ROUTES } from '../demo/routes';
import { loadShell } from './layout/loadShell';
import { RouteError } from './RouteError';
import { SCREENS, loadPlaceholder, type ScreenLoader } from './screens';
import { FullPageSpinner } from './session/FullPageSpinner';
import { Landing, RequireAuth, RouteGuard } from './session/guards';
import { SessionLayout } from './session/SessionLayout';
import { SessionProvider } from './session/SessionProvider';

/** Route `lazy` for a screen module: its code is fetched on first visit only. */
const screen = (load: ScreenLoader) => async () => ({ Component: (await load()).default });

function SessionRoot() {
  return (
    <SessionProvider>
      <Outlet />
    </SessionProvider>
  );
}

/**
 * The whole route table. Product routes come from schema/access.ts, each behind a guard with
 * that route's own rule; paths are case-sensitive because the spec has both
 * /klientList/klientList and /klientList/KlientList.
 */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <SessionRoot />,
      hydrateFallbackElement: <FullPageSpinner />,
      errorElement: <RouteError />,
      children: [
        { index: true, element: <Landing /> },
        {
          path: '/session',
          element: <SessionLayout />,
          children: [
            { path: 'signin', lazy: screen(() => import('./session/pages/SignInPage')) },
            { path: 'signup', lazy: screen(() => import('./session/pages/SignUpPage')) },
            { path: 'forgot-password', lazy: screen(() => import('./session/pages/ForgotPasswordPage')) },
            { path: 'reset-password', lazy: screen(() => import('./session/pages/ResetPasswordPage')) },
            { path: '404', lazy: screen(() => import('./session/pages/NotFoundPage')) },
            { path: 'notAuthRole', lazy: screen(() => import('./session/pages/NotAuthRolePage')) },
            { path: 'awaiting', lazy: screen(() => import('./session/pages/AwaitingAccessPage')) },
          ],
        },
        {
          element: <RequireAuth />,
          children: [
            {
              // The shell and the data layer load together, after sign-in (graphql/lazy.ts).
              lazy: async () => ({ Component: await loadShell() }),
              children: ROUTES.map<RouteObject>((route) => ({
                path: route.path,
                caseSensitive: true,
                element: <RouteGuard rule={route} />,
                children: [{ index: true, lazy: screen(SCREENS[route.path] ?? loadPlaceholder) }],
              })).concat(DEMO_ROUTES),
            },
          ],
        },
        { path: '*', element: <Navigate to="/session/404" replace /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
