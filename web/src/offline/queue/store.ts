import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { isStale, newEntry, type QueuedOrder } from './entry';

/**
 * The queue on disk: IndexedDB, so a sale taken offline outlives a reload, a closed tab and a
 * browser restart. One database per device: every user's entries (by `owner`) and the device's
 * counter of provisional numbers, which only grows (a «Ф-N» is never given twice on a device).
 */
interface QueueDb extends DBSchema {
  orders: { key: string; value: QueuedOrder; indexes: { owner: string } };
  counters: { key: string; value: number };
}

const DB_NAME = 'flora-order-queue';
const COUNTER = 'provisional';

let opened: Promise<IDBPDatabase<QueueDb>> | null = null;

function db() {
  opened ??= openDB<QueueDb>(DB_NAME, 1, {
    upgrade(d) {
      d.createObjectStore('orders', { keyPath: 'id' }).createIndex('owner', 'owner');
      d.createObjectStore('counters');
    },
  });
  return opened;
}

/** The owner's entries, sent ones older than a day pruned on the way. */
export async function listEntries(owner: string): Promise<QueuedOrder[]> {
  const d = await db();
  const all = await d.getAllFromIndex('orders', 'owner', owner);
  const now = Date.now();
  const stale = all.filter((e) => isStale(e, now));
  if (stale.length > 0) {
    const tx = d.transaction('orders', 'readwrite');
    await Promise.all([...stale.map((e) => tx.store.delete(e.id)), tx.done]);
  }
  return all.filter((e) => !isStale(e, now)).sort((a, b) => a.seq - b.seq);
}

/** Takes the next number and stores the sale with it, in one transaction (no number twice). */
export async function addEntry(
  fields: Pick<QueuedOrder, 'id' | 'owner' | 'input' | 'cart'>,
): Promise<QueuedOrder> {
  const d = await db();
  const tx = d.transaction(['orders', 'counters'], 'readwrite');
  const seq = ((await tx.objectStore('counters').get(COUNTER)) ?? 0) + 1;
  const entry = newEntry({ ...fields, seq });
  await Promise.all([
    tx.objectStore('counters').put(seq, COUNTER),
    tx.objectStore('orders').add(entry),
    tx.done,
  ]);
  return entry;
}

export async function putEntry(entry: QueuedOrder): Promise<void> {
  await (await db()).put('orders', entry);
}

export async function deleteEntry(id: string): Promise<void> {
  await (await db()).delete('orders', id);
}
