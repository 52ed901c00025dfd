/**
 * The POS's offline data link (web/src/offline/snapshot/link.ts; docs/offline.md «Приложение и
 * данные без сети») over real HTTP to msw: which replies are kept (the whitelist, trimmed of
 * personal data), under whose key, when a kept reply answers (a network failure only, never a
 * GraphQL or HTTP error) and what the screen is told. jsdom has no IndexedDB (and fake-indexeddb
 * is not installed): the link's store is a Map here; the IndexedDB store itself, sign-out clearing
 * it and a second user are exercised in Chromium (tests/e2e/offline-app.test.ts).
 */
import { execute, from, gql, HttpLink, type FetchResult } from '@apollo/client';
import { graphql, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSnapshotLink, type SnapshotStore } from '../../web/src/offline/snapshot/link';
import { isNetworkFailure } from '../../web/src/offline/snapshot/network';
import { markLive, offlineDataTime } from '../../web/src/offline/snapshot/status';
import type { Snapshot } from '../../web/src/offline/snapshot/store';
import { PERSONAL_LISTS } from '../../web/src/offline/snapshot/whitelist';
import { server } from './setup';

/** A token as the gateway issues it, for user `sub` (only its claims are read by the web). */
const tokenOf = (sub: string) =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify({ sub, exp: Math.floor(Date.now() / 1000) + 3600 }))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')}.sig`;

function memoryStore() {
  const records = new Map<string, Snapshot>();
  const store: SnapshotStore = {
    currentGeneration: () => 0,
    saveSnapshot: async (key, snapshot) => void records.set(key, snapshot),
    readSnapshot: async (key) => records.get(key),
  };
  return { records, store };
}

const PRODUCTS = gql`
  query ProductsPage($first: Int) {
    productsConnection(first: $first) {
      totalCount
    }
  }
`;
const BOOTSTRAP = gql`
  query ListsBootstrap {
    paymentTypes {
      id
    }
    employees {
      id
    }
  }
`;
const NOTIFICATIONS = gql`
  query Notifications {
    notifications {
      totalCount
    }
  }
`;

/** One request through the snapshot link and real HTTP; the first result or the error. */
function ask(store: SnapshotStore, query: typeof PRODUCTS, variables: Record<string, unknown> = {}) {
  const link = from([
    createSnapshotLink(store),
    new HttpLink({ uri: new URL('/graphql', location.origin).href }),
  ]);
  return new Promise<FetchResult>((resolve, reject) => {
    execute(link, { query, variables }).subscribe({ next: resolve, error: reject });
  });
}

const answer = (name: string, data: Record<string, unknown>) =>
  server.use(graphql.query(name, () => HttpResponse.json({ data })));
const unreachable = (name: string) => server.use(graphql.query(name, () => HttpResponse.error()));

beforeEach(() => {
  localStorage.setItem('accessToken', tokenOf('7'));
  markLive();
});
afterEach(() => localStorage.clear());

describe('the offline data link', () => {
  it('keeps a whitelisted reply per user, operation and variables, and answers with it when the network fails', async () => {
    const { records, store } = memoryStore();
    answer('ProductsPage', { productsConnection: { totalCount: 12 } });
    expect((await ask(store, PRODUCTS, { first: 100 })).data).toEqual({
      productsConnection: { totalCount: 12 },
    });
    await vi.waitFor(() => expect(records.size).toBe(1));
    expect([...records.keys()][0]).toBe('7\u0000ProductsPage\u0000{"first":100}');

    unreachable('ProductsPage');
    const offline = await ask(store, PRODUCTS, { first: 100 });
    expect(offline.data).toEqual({ productsConnection: { totalCount: 12 } });
    const { savedAt } = [...records.values()][0];
    expect(offline.extensions).toEqual({ offline: { savedAt } });
    // The screen says «Нет связи: данные на HH:MM» until the server answers again.
    expect(offlineDataTime()).toBe(savedAt);
    answer('ProductsPage', { productsConnection: { totalCount: 13 } });
    await ask(store, PRODUCTS, { first: 100 });
    expect(offlineDataTime()).toBeNull();

    // Other variables were never asked online: nothing to answer with.
    unreachable('ProductsPage');
    await expect(ask(store, PRODUCTS, { first: 5 })).rejects.toBeInstanceOf(TypeError);
  });

  it('never shows one user the replies kept for another', async () => {
    const { records, store } = memoryStore();
    answer('ProductsPage', { productsConnection: { totalCount: 12 } });
    await ask(store, PRODUCTS);
    await vi.waitFor(() => expect(records.size).toBe(1));

    localStorage.setItem('accessToken', tokenOf('8'));
    unreachable('ProductsPage');
    await expect(ask(store, PRODUCTS)).rejects.toBeInstanceOf(TypeError);
    // Signed out there is no user to keep anything for.
    localStorage.removeItem('accessToken');
    answer('ProductsPage', { productsConnection: { totalCount: 12 } });
    await ask(store, PRODUCTS);
    expect([...records.keys()].map((key) => key.split('\u0000')[0])).toEqual(['7']);
  });

  it('keeps only whitelisted queries, and no list with phones or e-mails', async () => {
    const { records, store } = memoryStore();
    answer('Notifications', { notifications: { totalCount: 3 } });
    await ask(store, NOTIFICATIONS);
    answer('ListsBootstrap', { paymentTypes: [{ id: '1' }], employees: [{ id: '5' }] });
    await ask(store, BOOTSTRAP);
    await vi.waitFor(() => expect(records.size).toBe(1));
    expect([...records.values()][0].data).toEqual({ paymentTypes: [{ id: '1' }], employees: [] });
    expect([...PERSONAL_LISTS].sort()).toEqual([
      'affiliates',
      'clients',
      'employees',
      'organizations',
      'recipients',
      'staffUsers',
      'suppliers',
    ]);

    unreachable('Notifications');
    await expect(ask(store, NOTIFICATIONS)).rejects.toBeInstanceOf(TypeError);
  });

  it('passes the server’s own refusals on: a GraphQL error or an HTTP error is never replaced', async () => {
    const { records, store } = memoryStore();
    answer('ProductsPage', { productsConnection: { totalCount: 12 } });
    await ask(store, PRODUCTS);
    await vi.waitFor(() => expect(records.size).toBe(1));

    server.use(
      graphql.query('ProductsPage', () =>
        HttpResponse.json({
          data: null,
          errors: [{ message: 'Нет доступа', extensions: { code: 'FORBIDDEN' } }],
        }),
      ),
    );
    const refused = await ask(store, PRODUCTS);
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0].message).toBe('Нет доступа');
    expect(offlineDataTime()).toBeNull();

    server.use(
      graphql.query('ProductsPage', () =>
        HttpResponse.json({ errors: [{ message: 'boom' }] }, { status: 500 }),
      ),
    );
    await expect(ask(store, PRODUCTS)).rejects.toMatchObject({ statusCode: 500 });
    // The refusals were not kept over the good reply either.
    expect([...records.values()][0].data).toEqual({ productsConnection: { totalCount: 12 } });
  });

  it('tells a missing network from a server that answered', () => {
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkFailure({ statusCode: 502 })).toBe(true);
    expect(isNetworkFailure({ networkError: new TypeError('Failed to fetch') })).toBe(true);
    expect(isNetworkFailure({ statusCode: 500 })).toBe(false);
    expect(isNetworkFailure({ statusCode: 401 })).toBe(false);
    expect(isNetworkFailure(Object.assign(new Error('aborted'), { name: 'AbortError' }))).toBe(false);
    expect(isNetworkFailure(new Error('Нет доступа'))).toBe(false);
  });
});
