/**
 * The POS's last replies, kept in IndexedDB so the till opens with the network off, after a
 * reload and after a browser restart (docs/offline.md «Приложение и данные без сети»). One record
 * per user, operation and variables: another cashier signing in on the same browser asks under
 * their own id and never reads the first one's replies; sign-out empties the store.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

export interface Snapshot {
  userId: string;
  /** Epoch milliseconds of the reply, for «нет связи: данные на HH:MM». */
  savedAt: number;
  data: Record<string, unknown>;
}

interface SnapshotDB extends DBSchema {
  snapshots: { key: string; value: Snapshot };
}

const DB_NAME = 'flora-offline';
const STORE = 'snapshots';

let db: Promise<IDBPDatabase<SnapshotDB>> | null = null;

function open(): Promise<IDBPDatabase<SnapshotDB>> {
  // jsdom and locked-down browsers have none: then there is simply no offline data.
  if (typeof indexedDB === 'undefined') return Promise.reject(new Error('IndexedDB is unavailable'));
  db ??= openDB<SnapshotDB>(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore(STORE);
    },
  });
  // A browser that refuses to open it (private mode, full disk) is asked again next time.
  db.catch(() => (db = null));
  return db;
}

/** Variables in a fixed key order, so the same request always finds the same record. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function snapshotKey(userId: string, operationName: string, variables: object | undefined): string {
  return `${userId}\u0000${operationName}\u0000${stable(variables ?? {})}`;
}

/**
 * Bumped by every clear: a reply that was on its way when the user signed out is not written
 * after the store was emptied.
 */
let generation = 0;

export const currentGeneration = () => generation;

export async function saveSnapshot(key: string, snapshot: Snapshot, since: number): Promise<void> {
  if (since !== generation) return;
  const database = await open();
  if (since !== generation) return;
  await database.put(STORE, snapshot, key);
}

export async function readSnapshot(key: string): Promise<Snapshot | undefined> {
  return (await open()).get(STORE, key);
}

/** Empties the store (sign-out, a session that ended). */
export async function clearSnapshots(): Promise<void> {
  generation++;
  await (await open()).clear(STORE);
}
