import pg from 'pg';
import {
  assertNotInTransaction,
  runBeforeCommit,
  runInTransaction,
  txDb,
  type Db,
  type Row,
} from './connect';

const INT8 = 20;
const DATE = 1082;

/**
 * Rows must look the same as PGlite's: int8 (count(*), sums) as numbers, and a date as UTC
 * midnight whatever the process time zone, instead of pg's string and local midnight.
 */
const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8) return (v: string) => Number(v);
    if (oid === DATE) return (v: string) => new Date(`${v}T00:00:00Z`);
    return pg.types.getTypeParser(oid, format);
  }) as pg.CustomTypesConfig['getTypeParser'],
};

/** The server each handle connectPostgres made talks to: the event listener opens its own client. */
const urls = new WeakMap<Db, string>();
export const postgresUrlOf = (db: Db): string | undefined => urls.get(db);

export async function connectPostgres(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: 10, types });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  // Fail at start, not on the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();

  let closed = false;
  const db: Db = {
    kind: 'postgres',
    async query<T = Row>(sql: string, params?: readonly unknown[]) {
      assertNotInTransaction(db);
      return (await pool.query(sql, params ? [...params] : undefined)).rows as T[];
    },
    async exec(sql) {
      assertNotInTransaction(db);
      await pool.query(sql);
    },
    async transaction(fn) {
      assertNotInTransaction(db);
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('BEGIN');
        const tx = txDb('postgres', {
          query: async (sql, params) => (await client.query(sql, params ? [...params] : undefined)).rows,
          exec: async (sql) => void (await client.query(sql)),
        });
        const result = await runInTransaction(db, async () => {
          const value = await fn(tx);
          await runBeforeCommit(tx);
          return value;
        });
        await client.query('COMMIT');
        return result;
      } catch (err) {
        try {
          await client.query('ROLLBACK');
        } catch {
          broken = true;
        }
        throw err;
      } finally {
        // A client whose rollback failed is in an unknown state: drop it rather than reuse it.
        client.release(broken);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
  urls.set(db, connectionString);
  return db;
}
