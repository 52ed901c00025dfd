import { render, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, expect } from 'vitest';
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

/**
 * Gives every element of the file's tests a desktop-sized box: Table2 draws only the rows that fit
 * its viewport, and jsdom measures everything 0×0. `rectHeight` is the height getBoundingClientRect
 * answers (the catalog's drag reads the thirds of a 30 px row); `rect: false` leaves it jsdom's.
 */
export function desktopBox(width: number, { rectHeight = 800, rect = true } = {}) {
  const sizes = { clientWidth: width, clientHeight: 800, offsetWidth: width, offsetHeight: 800 };
  const keys = [...Object.keys(sizes), ...(rect ? ['getBoundingClientRect'] : [])];
  // What HTMLElement.prototype itself had before (jsdom defines offsetWidth/offsetHeight there,
  // clientWidth/clientHeight on Element.prototype): the web files share one jsdom per worker
  // (isolate: false), so afterAll must put back jsdom's own getters, not delete them: a deleted
  // offsetWidth reads undefined in the next file (layout2's bar measured NaN).
  const saved = new Map<string, PropertyDescriptor | undefined>();
  beforeAll(() => {
    for (const k of keys) saved.set(k, Object.getOwnPropertyDescriptor(HTMLElement.prototype, k));
    for (const [k, v] of Object.entries(sizes))
      Object.defineProperty(HTMLElement.prototype, k, { configurable: true, get: () => v });
    if (rect)
      Object.defineProperty(HTMLElement.prototype, 'getBoundingClientRect', {
        configurable: true,
        writable: true,
        value: () => new DOMRect(0, 0, width, rectHeight),
      });
  });
  afterAll(() => {
    for (const [k, descriptor] of saved) {
      if (descriptor) Object.defineProperty(HTMLElement.prototype, k, descriptor);
      else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[k];
    }
  });
}
