/**
 * The Apollo link that lets the POS open with the network off (docs/offline.md «Приложение и
 * данные без сети»). For the whitelisted queries (whitelist.ts) each reply the server gives
 * without errors is written, as whitelist.ts trims it, under the signed-in user's id, the
 * operation and its variables (store.ts). When such a query fails for want of a network (offline,
 * the gateway unreachable) the stored reply answers instead, marked in `extensions.offline` and in
 * status.ts so the screen can say «Нет связи: данные на HH:MM». A reply with GraphQL errors, or an
 * HTTP error status, is the server speaking: it is passed on, never replaced by the store.
 */
import { ApolloLink, Observable, type FetchResult } from '@apollo/client';
import { getMainDefinition } from '@apollo/client/utilities';
import { readToken, tokenSubject } from '../../app/session/token';
import { isNetworkFailure } from './network';
import { markLive, markServedFromStore } from './status';
import * as idbStore from './store';
import { snapshotKey } from './store';
import { SNAPSHOT_QUERIES } from './whitelist';

/** Where replies are kept: IndexedDB (store.ts) in the app, a Map in the link's unit test. */
export type SnapshotStore = Pick<typeof idbStore, 'currentGeneration' | 'readSnapshot' | 'saveSnapshot'>;

export function createSnapshotLink(store: SnapshotStore = idbStore): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const definition = getMainDefinition(operation.query);
    const redact = Object.hasOwn(SNAPSHOT_QUERIES, operation.operationName)
      ? SNAPSHOT_QUERIES[operation.operationName]
      : null;
    const userId = tokenSubject(readToken());
    const isQuery = definition.kind === 'OperationDefinition' && definition.operation === 'query';
    const kept = redact && userId && isQuery ? { redact, userId } : null;
    return new Observable<FetchResult>((observer) => {
      const key = kept ? snapshotKey(kept.userId, operation.operationName, operation.variables) : '';
      const generation = store.currentGeneration();
      const subscription = forward(operation).subscribe({
        next(result) {
          markLive();
          if (kept && result.data && !result.errors?.length) {
            const data = kept.redact(result.data as Record<string, unknown>);
            const snapshot = { userId: kept.userId, savedAt: Date.now(), data };
            store.saveSnapshot(key, snapshot, generation).catch(() => undefined);
          }
          observer.next(result);
        },
        error(error: unknown) {
          if (!kept || !isNetworkFailure(error)) return observer.error(error);
          store.readSnapshot(key).then(
            (stored) => {
              if (!stored || stored.userId !== kept.userId) return observer.error(error);
              markServedFromStore(stored.savedAt);
              observer.next({ data: stored.data, extensions: { offline: { savedAt: stored.savedAt } } });
              observer.complete();
            },
            () => observer.error(error),
          );
        },
        complete() {
          observer.complete();
        },
      });
      return () => subscription.unsubscribe();
    });
  });
}
