import { render, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
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

/** Text on screen; a cold screen loads its chunk first in jsdom, so a busy machine gets 15 s. */
export const findText = (text: string | RegExp) => screen.findByText(text, {}, { timeout: 15_000 });

/**
 * Waits for a toast (`role="alert"`) whose text matches. 10 s: the fiscal tests' toasts come after
 * a round trip to the register simulator.
 */
export const toast = (text: string | RegExp) =>
  waitFor(
    () =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContainEqual(
        expect.stringMatching(text),
      ),
    { timeout: 10_000 },
  );
