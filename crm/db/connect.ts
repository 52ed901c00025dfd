/**
 * The storage handle the CRM uses everywhere: embedded PGlite (on disk or in memory) by default,
 * a PostgreSQL server through pg when a postgres:// URL is given. Same SQL on both.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export type Row = Record<string, unknown>;

export interface Db {
  readonly kind: 'pglite' | 'postgres';
  query<T = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Commits when fn resolves, rolls back when it throws; nested calls use savepoints. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * On a transaction handle only: `task` runs last in the transaction, after its work and just
   * before COMMIT (the event outbox, crm/events/record.ts: its lock is then held for an instant
   * and never before another lock). Dropped with a savepoint that rolls back.
   */
  beforeCommit?(task: (tx: Db) => Promise<void>): void;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** Directory for the data (PGlite under `<dataDir>/pglite`); 'memory://' keeps it in memory. */
  dataDir: string;
  /** postgres://… uses a PostgreSQL server instead of PGlite. */
  databaseUrl?: string | null;
  /**
   * An in-memory database starts as a copy of this dump (PGlite's dumpDataDir tarball) instead of
   * an empty cluster. The test suites start a CRM per file; initdb, the migrations and the seed
   * cost seconds each time, loading a dump of them a fraction of one (tests/crm-template.ts).
   */
  template?: string | null;
}

export const MEMORY = 'memory://';

export async function connect(opts: ConnectOptions): Promise<Db> {
  if (opts.databaseUrl) {
    const { connectPostgres } = await import('./postgres');
    return connectPostgres(opts.databaseUrl);
  }
  const { connectPglite } = await import('./pglite');
  return connectPglite(opts.dataDir, opts.template ?? null);
}

/** Statements bound to one open transaction (a PGlite transaction or a pooled pg client). */
export interface TxDriver {
  query(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  exec(sql: string): Promise<void>;
}

const activeTx = new AsyncLocalStorage<object>();

/**
 * Calling the outer handle from inside its own transaction would run outside that transaction
 * on PostgreSQL and wait forever on PGlite's single connection; fail loudly instead.
 */
export function assertNotInTransaction(owner: object): void {
  if (activeTx.getStore() === owner) {
    throw new Error('Inside db.transaction() use the tx handle passed to the callback, not the outer db');
  }
}

export function runInTransaction<T>(owner: object, fn: () => Promise<T>): Promise<T> {
  return activeTx.run(owner, fn);
}

const commitTasks = new WeakMap<Db, ((tx: Db) => Promise<void>)[]>();

/** Runs the beforeCommit tasks of `tx` (db drivers, right before their COMMIT). */
export async function runBeforeCommit(tx: Db): Promise<void> {
  const tasks = commitTasks.get(tx) ?? [];
  // A task may add another (it runs too), so the list is read as it grows.
  for (let i = 0; i < tasks.length; i++) await tasks[i](tx);
}

/** The Db a transaction callback receives. */
export function txDb(kind: Db['kind'], driver: TxDriver): Db {
  let savepoints = 0;
  const tasks: ((tx: Db) => Promise<void>)[] = [];
  const tx: Db = {
    kind,
    async query<T = Row>(sql: string, params?: readonly unknown[]) {
      return (await driver.query(sql, params)) as T[];
    },
    exec: (sql) => driver.exec(sql),
    async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      const name = `sp_${++savepoints}`;
      const queued = tasks.length;
      await driver.exec(`SAVEPOINT ${name}`);
      try {
        const result = await fn(tx);
        await driver.exec(`RELEASE SAVEPOINT ${name}`);
        return result;
      } catch (err) {
        await driver.exec(`ROLLBACK TO SAVEPOINT ${name}`);
        tasks.length = queued;
        throw err;
      }
    },
    beforeCommit(task) {
      tasks.push(task);
    },
    async close() {
      throw new Error('A transaction handle cannot be closed');
    },
  };
  commitTasks.set(tx, tasks);
  return tx;
}

/** Runs tasks one at a time in arrival order; a failed task does not stop the queue. */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}
