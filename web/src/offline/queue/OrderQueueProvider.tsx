import { useApolloClient } from '@apollo/client';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { allows, findRoute } from '../../../../schema/access';
import { useSession } from '../../app/session/context';
import { newIdempotencyKey, type OrderInput } from '../../graphql';
import {
  isUnsent,
  markConflict,
  markNoReply,
  markSending,
  markSent,
  nextToSend,
  resend,
  type QueuedCart,
  type QueuedOrder,
} from './entry';
import { repriceCart } from './reprice';
import { sendOrder } from './send';
import { addEntry, deleteEntry, listEntries, putEntry } from './store';

/**
 * The offline order queue of the signed-in cashier (docs/offline.md «Очередь заказов без сети»):
 * the entries as the screens show them, the connection as the till sees it, and the sync. One
 * provider for the whole signed-in shell, so the top bar, the POS, the board and the cashbox
 * read the same queue.
 */
export interface OrderQueue {
  /** False for users without the POS: nothing is queued, nothing shows. */
  enabled: boolean;
  entries: QueuedOrder[];
  /** Not sent yet: waiting, sending or in conflict. */
  unsent: number;
  conflicts: number;
  /** The browser is offline or the last request got no reply (navigator.onLine lies then). */
  offline: boolean;
  /** Stores a sale the server could not be asked about; `key` is the one its sends carry. */
  enqueue(input: OrderInput, cart: QueuedCart, key: string): Promise<QueuedOrder>;
  /** A request went unanswered: the till is offline until a send or a probe gets through. */
  noReply(): void;
  /** Sends what waits, in order, one at a time (one tab at a time). */
  sync(): Promise<void>;
  resendAtTodayPrices(entry: QueuedOrder): Promise<string | null>;
  remove(entry: QueuedOrder): Promise<void>;
  /** The sent sale's fiscal receipt went to the register's path (FiscalAfterSync). */
  fiscalDone(entry: QueuedOrder): Promise<void>;
  dialogOpen: boolean;
  setDialogOpen(open: boolean): void;
}

const QueueContext = createContext<OrderQueue | null>(null);

/** How often the till probes while entries wait or the gateway stayed silent. */
export const PROBE_MS = 5_000;
const CHANNEL = 'flora-order-queue';
const POS_PATH = '/order/newTest';

/** Runs `fn` in one tab only (Web Locks); where the browser has none, in this one. */
async function exclusively(name: string, fn: () => Promise<void>) {
  if (typeof navigator !== 'undefined' && navigator.locks)
    await navigator.locks.request(name, { ifAvailable: true }, async (lock) => {
      if (lock) await fn();
    });
  else await fn();
}

const navigatorOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine);

export function OrderQueueProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const { user } = useSession();
  const pos = findRoute(POS_PATH);
  // Where IndexedDB is missing (a private window of an old browser, jsdom) there is no queue.
  const enabled = !!user && !!pos && allows(user, pos) && typeof indexedDB !== 'undefined';
  const owner = enabled && user ? `${user.id}:${pos?.shopTypes?.[0] ?? user.typeAccount}` : null;
  // The entries as last read, with whose queue they are (a sign-out or another user: none shown).
  const [loaded, setLoaded] = useState<{ owner: string | null; entries: QueuedOrder[] }>({
    owner: null,
    entries: [],
  });
  const entries = useMemo(() => (loaded.owner === owner ? loaded.entries : []), [loaded, owner]);
  const [browserOnline, setBrowserOnline] = useState(navigatorOnline);
  const [unreachable, setUnreachable] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const channel = useRef<BroadcastChannel | null>(null);

  const reload = useCallback(async () => {
    if (!owner) return;
    try {
      const list = await listEntries(owner);
      setLoaded({ owner, entries: list });
    } catch {
      // The database refused (storage full, blocked): the screens show what they had.
    }
  }, [owner]);

  // Every change is told to the other tabs, which read the queue again.
  const changed = useCallback(async () => {
    await reload();
    channel.current?.postMessage('changed');
  }, [reload]);

  useEffect(() => {
    // The first read after the browser's IndexedDB answers (never synchronously in the effect).
    void Promise.resolve().then(reload);
    if (typeof BroadcastChannel === 'undefined') return;
    const c = new BroadcastChannel(CHANNEL);
    c.onmessage = () => void reload();
    channel.current = c;
    return () => {
      c.close();
      channel.current = null;
    };
  }, [reload]);

  const sync = useCallback(async () => {
    if (!owner || !navigatorOnline()) return;
    await exclusively(`${CHANNEL}:${owner}`, async () => {
      for (;;) {
        const next = nextToSend(await listEntries(owner));
        if (!next) break;
        await putEntry(markSending(next));
        const outcome = await sendOrder(client, next.input, next.key);
        if (outcome.kind === 'no-reply') {
          await putEntry(markNoReply(next));
          setUnreachable(true);
          break;
        }
        setUnreachable(false);
        await putEntry(
          outcome.kind === 'sent' ? markSent(next, outcome.order) : markConflict(next, outcome.message),
        );
        await changed();
      }
    });
    await changed();
  }, [owner, client, changed]);

  const waiting = entries.some((e) => e.state === 'waiting' || e.state === 'sending');
  const offline = !browserOnline || unreachable;

  useEffect(() => {
    const up = () => {
      setBrowserOnline(true);
      void sync();
    };
    const down = () => setBrowserOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, [sync]);

  // While entries wait or the gateway stayed silent: try again every few seconds.
  useEffect(() => {
    if (!owner || !(waiting || unreachable)) return;
    const probe = async () => {
      if (!navigatorOnline()) return;
      if (waiting) return sync();
      const ok = await fetch('/healthz', { cache: 'no-store' }).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) setUnreachable(false);
    };
    if (waiting) void probe();
    const timer = setInterval(() => void probe(), PROBE_MS);
    return () => clearInterval(timer);
  }, [owner, waiting, unreachable, sync]);

  const value = useMemo<OrderQueue>(
    () => ({
      enabled,
      entries,
      unsent: entries.filter(isUnsent).length,
      conflicts: entries.filter((e) => e.state === 'conflict').length,
      offline,
      enqueue: async (input, cart, key) => {
        if (!owner) throw new Error('Очередь заказов недоступна');
        const entry = await addEntry({ id: key, owner, input, cart });
        await changed();
        return entry;
      },
      noReply: () => setUnreachable(true),
      sync,
      resendAtTodayPrices: async (entry) => {
        const priced = await repriceCart(client, entry.input, entry.cart);
        if ('error' in priced) return priced.error;
        await putEntry(resend(entry, priced.input, priced.cart, newIdempotencyKey()));
        await changed();
        void sync();
        return null;
      },
      remove: async (entry) => {
        await deleteEntry(entry.id);
        await changed();
      },
      fiscalDone: async (entry) => {
        await putEntry({ ...entry, fiscalDone: true });
        await changed();
      },
      dialogOpen,
      setDialogOpen,
    }),
    [enabled, entries, offline, owner, changed, sync, client, dialogOpen],
  );
  return <QueueContext.Provider value={value}>{children}</QueueContext.Provider>;
}

const refuse = () => Promise.reject(new Error('Очередь заказов недоступна'));

/** Outside the signed-in shell (a screen rendered alone): no queue, nothing queued or shown. */
const NO_QUEUE: OrderQueue = {
  enabled: false,
  entries: [],
  unsent: 0,
  conflicts: 0,
  offline: false,
  enqueue: refuse,
  noReply: () => undefined,
  sync: () => Promise.resolve(),
  resendAtTodayPrices: refuse,
  remove: refuse,
  fiscalDone: refuse,
  dialogOpen: false,
  setDialogOpen: () => undefined,
};

export function useOrderQueue(): OrderQueue {
  return useContext(QueueContext) ?? NO_QUEUE;
}
