/**
 * The page's GraphQL requests still waiting for their answer: the early ones (app/early.ts) and
 * Apollo's (graphql/client.ts). The service worker's install waits until there are none
 * (offline/sw/quiet.ts), so its precache never competes with a screen's first data.
 */
let pending = 0;

/** `request`, counted as pending until it settles. */
export function tracked<T>(request: Promise<T>): Promise<T> {
  pending += 1;
  return request.finally(() => {
    pending -= 1;
  });
}

export const requestsPending = (): number => pending;
