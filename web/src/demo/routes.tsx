import type { RouteObject } from 'react-router-dom';
import { DEMO_PAGES } from './pages';

/** Routes of the demo areas, for the signed-in part of the router (see pages.ts). */
export const DEMO_ROUTES: RouteObject[] = DEMO_PAGES.map((page) => ({
  path: page.path,
  caseSensitive: true,
  lazy: async () => ({ Component: (await page.load()).default }),
}));
