/**
 * The gateway's domain events (issue 20 item 2): what changed, published once by the write path
 * (publishing-upstream.ts) and read by GraphQL subscriptions. In-process: a change made through
 * this gateway reaches this gateway's subscribers. Item 3 (PostgreSQL LISTEN/NOTIFY, so a change
 * made through instance A reaches the sockets of instance B) is another `EventBus` behind the
 * same two methods: `publish` would NOTIFY, and the LISTEN side would hand what arrives to the
 * local listeners. Events are small and plain (ids, shop type, the CRM record) for that reason:
 * they must survive JSON.
 */

export type OrderChangeKind = 'created' | 'status' | 'worker' | 'payment' | 'lines' | 'deleted';

export type DomainEvent =
  | { type: 'order'; kind: OrderChangeKind; orderId: number; shopType: string | null }
  | { type: 'cashShift'; kind: 'opened' | 'closed'; shift: Record<string, unknown> }
  /** A notification the CRM raised (the low-stock ones are also `stockBelowMinimum`). */
  | { type: 'notification'; notification: Record<string, unknown> & { id: number | string } }
  /** Someone signed out, or a user's rights changed: open sockets check their session again. */
  | { type: 'sessions' };

export type Listener = (event: DomainEvent) => void;

export interface EventBus {
  publish(event: DomainEvent): void;
  /** Calls `listener` for every event from now on; the returned function stops it. */
  subscribe(listener: Listener): () => void;
}

export function createEventBus(onListenerError: (err: unknown) => void = () => {}): EventBus {
  const listeners = new Set<Listener>();
  return {
    publish(event) {
      // A listener that throws must not keep the event from the others, nor fail the write.
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch (err) {
          onListenerError(err);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Thrown by `listen` when a reader fell `maxQueued` events behind: it is dropped, not buffered. */
export class SlowReaderError extends Error {
  constructor() {
    super('Подписчик не успевает читать события');
  }
}

/**
 * The events `pick` keeps, as an async iterator. The queue is bounded: a reader that falls
 * `maxQueued` events behind gets SlowReaderError instead of holding memory without bound.
 * `return()` (the subscriber left) stops listening at once.
 */
export function listen<T>(
  bus: EventBus,
  pick: (event: DomainEvent) => T | undefined,
  maxQueued = 100,
): AsyncIterableIterator<T> {
  const queue: T[] = [];
  let waiting: ((r: IteratorResult<T>) => void) | null = null;
  let failed: Error | null = null;
  let done = false;
  const stop = bus.subscribe((event) => {
    const value = pick(event);
    if (value === undefined || done) return;
    if (waiting) {
      const resolve = waiting;
      waiting = null;
      resolve({ value, done: false });
    } else if (queue.length >= maxQueued) {
      failed = new SlowReaderError();
      stop();
    } else queue.push(value);
  });
  const finish = (): IteratorResult<T> => {
    done = true;
    stop();
    queue.length = 0;
    if (waiting) waiting({ value: undefined, done: true });
    waiting = null;
    return { value: undefined, done: true };
  };
  return {
    next() {
      if (queue.length > 0) return Promise.resolve({ value: queue.shift()!, done: false });
      if (failed) {
        const err = failed;
        finish();
        return Promise.reject(err);
      }
      if (done) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve) => (waiting = resolve));
    },
    return: () => Promise.resolve(finish()),
    throw: (err: unknown) => {
      finish();
      return Promise.reject(err instanceof Error ? err : new Error(String(err)));
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
