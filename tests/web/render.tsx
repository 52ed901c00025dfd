import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../../web/src/app/App';
import { buildRoutes } from '../../web/src/app/router';
import { createApolloClient } from '../../web/src/graphql';
import { tokenFor, type SeedKey } from './handlers';

/** The real app (routes, guards, session, Apollo) on a memory router, signed in as `as`. */
export function renderApp(path: string, { as }: { as?: SeedKey } = {}) {
  if (as) window.localStorage.setItem('accessToken', tokenFor(as));
  const client = createApolloClient();
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  const view = render(<App client={client} router={router} />);
  const location = () => router.state.location.pathname + router.state.location.search;
  return { ...view, router, client, location };
}

/**
 * Waits until the guarded screen of `title` is shown (its breadcrumb is current), whether the
 * route has its real screen yet or the placeholder.
 */
export async function findPage(title: string) {
  return screen.findByText(title, { selector: '[aria-current="page"]' }, { timeout: 5000 });
}
