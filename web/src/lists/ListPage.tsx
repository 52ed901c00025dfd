import { Spinner } from '@blueprintjs/core';
import { lazy, Suspense } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { findRoute } from '../../../schema/access';
import { LIST_ROUTES } from './routes';

// The router resolves a lazy route before its guard can redirect; keeping this module small and
// loading the editor (Table2, date inputs) here means a refused visitor never waits for it.
const ListEditor = lazy(() => import('./ListEditor'));

/** The screen of every list route: the route picks the list, the route's title heads the page. */
export default function ListPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const q = params.get('q') ?? '';
  const route = findRoute(pathname);
  const name = route && LIST_ROUTES[route.path];
  if (!name) throw new Error(`No list for ${pathname}`);
  return (
    <Suspense fallback={<Spinner className="list-state" aria-label="Загрузка" />}>
      {/* Keyed by list (and the top search's ?q=): each arrival starts a fresh editor (search, sort, dialogs). */}
      <ListEditor key={`${name}:${q}`} listName={name} title={route.title} initialSearch={q} />
    </Suspense>
  );
}
