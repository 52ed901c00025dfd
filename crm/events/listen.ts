/**
 * On a PostgreSQL server: one dedicated connection that LISTENs on crm_events, so a commit of ANY
 * process on the database (another CRM, a second gateway's embedded CRM) wakes this process's
 * readers. The connection is opened again after a loss, with backoff; each (re)connection wakes
 * the readers once, since notifications sent while it was down are lost (the readers read the
 * table by id, so nothing else is).
 */
import pg from 'pg';
import { EVENTS_CHANNEL } from './record';

interface Log {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export function listenPostgres(url: string, wake: () => void, log: Log): { close(): Promise<void> } {
  let closed = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  let delayMs = 250;

  const retry = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void open();
    }, delayMs);
    delayMs = Math.min(delayMs * 2, 10_000);
  };

  async function open(): Promise<void> {
    const c = new pg.Client({ connectionString: url });
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost) return;
      lost = true;
      if (client === c) client = null;
      if (!closed) log.warn({ err }, 'event listener lost its connection; reconnecting');
      c.end().catch(() => undefined);
      retry();
    };
    c.on('error', onLost);
    c.on('end', () => onLost());
    c.on('notification', () => wake());
    try {
      await c.connect();
      await c.query(`LISTEN ${EVENTS_CHANNEL}`);
    } catch (err) {
      onLost(err as Error);
      return;
    }
    if (closed) {
      await c.end().catch(() => undefined);
      return;
    }
    client = c;
    delayMs = 250;
    wake();
  }

  void open();
  return {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}
