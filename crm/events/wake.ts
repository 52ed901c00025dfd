/**
 * Wake-ups for the readers of the event outbox (crm/events/poll.ts) inside this process. A wake-up
 * says only "read the table again": readers always read rows by id, so a spurious one costs a
 * query and a lost one is caught by the readers' periodic re-read. On PGlite the writer wakes
 * them from inside its transaction (a reader's query waits in PGlite's one queue until that
 * transaction ends, so it sees the row once committed, or nothing after a rollback); on a
 * PostgreSQL server the LISTEN connection (crm/events/listen.ts) wakes them after any process's
 * commit.
 */
const waiting = new Set<() => void>();

export function wakeReaders(): void {
  const all = [...waiting];
  waiting.clear();
  for (const wake of all) wake();
}

/** Resolves at the next wake-up, after `ms`, or when `signal` aborts, whichever is first. */
export function nextWake(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      waiting.delete(done);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    waiting.add(done);
    signal?.addEventListener('abort', done, { once: true });
  });
}
