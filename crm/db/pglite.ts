import { mkdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  MEMORY,
  SerialQueue,
  assertNotInTransaction,
  runBeforeCommit,
  runInTransaction,
  txDb,
  type Db,
  type Row,
} from './connect';
import { lockDataDir, type DirLock } from './lock';

/** The PGlite (and its queue) behind each handle connectPglite made, for dumpPglite. */
const instances = new WeakMap<Db, { pg: PGlite; queue: SerialQueue }>();

/**
 * bytea in and out through Node's native hex codec. PGlite's own converts byte by byte in
 * JavaScript (a two-character string per byte, then a parseInt per byte back): an 8 MiB product
 * picture cost some 3 s of CPU to store and 1.3 s to read, the requests behind it waiting on the
 * one connection all that time. Same text on the wire, same values out (a Uint8Array of its own).
 */
const BYTEA = {
  serialize(value: unknown): string {
    if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
    return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
  },
  parse: (text: string): Uint8Array => new Uint8Array(Buffer.from(text.slice(2), 'hex')),
};

/** What every PGlite of the CRM opens with (the restore opens one too, crm/backup/restore.ts). */
export const PGLITE_OPTIONS = {
  extensions: { pg_trgm },
  serializers: { [types.BYTEA]: BYTEA.serialize },
  parsers: { [types.BYTEA]: BYTEA.parse },
};

/**
 * The whole database as a tarball that `template` (db/connect.ts) starts a new one from. It waits
 * its turn in the handle's queue, so it never lands between the statements of a transaction: the
 * files are those of committed work only, while later requests wait the dump's few hundred ms
 * (the online backups of crm/backup take it this way while the shop sells).
 */
export async function dumpPglite(db: Db): Promise<Uint8Array> {
  const held = instances.get(db);
  if (!held) throw new Error('dumpPglite needs a handle made by connectPglite');
  const blob = await held.queue.run(() => held.pg.dumpDataDir('none'));
  return new Uint8Array(await blob.arrayBuffer());
}

/**
 * The dumps in-memory databases start from, read once per process. A test run starts a CRM per
 * file from one template and its workers are reused across files (vitest.config.ts, isolate:
 * false): reading and copying the ~70 MB file into a Blob for every start was about a tenth of a
 * start's CPU. A Blob is immutable and PGlite only reads it; a file rewritten since (a new size or
 * mtime) is read again.
 */
const templates = new Map<string, { stamp: string; blob: Blob }>();

function templateBlob(file: string): Blob {
  const { size, mtimeMs } = statSync(file);
  const stamp = `${size}:${mtimeMs}`;
  const held = templates.get(file);
  if (held?.stamp === stamp) return held.blob;
  const blob = new Blob([readFileSync(file)]);
  templates.set(file, { stamp, blob });
  return blob;
}

/**
 * PGlite is one connection: every statement and every transaction goes through one queue, so a
 * request never runs a statement in the middle of another request's transaction.
 */
export async function connectPglite(dataDir: string, template: string | null = null): Promise<Db> {
  let lock: DirLock | null = null;
  let pg: PGlite;
  // pg_trgm backs the lists' substring search (migration 016); PostgreSQL ships it in contrib.
  const options = PGLITE_OPTIONS;
  if (dataDir === MEMORY) {
    const loadDataDir = template ? templateBlob(template) : undefined;
    pg = await PGlite.create({ ...options, loadDataDir });
  } else {
    mkdirSync(dataDir, { recursive: true });
    lock = lockDataDir(dataDir);
    try {
      pg = await PGlite.create(join(dataDir, 'pglite'), options);
    } catch (err) {
      lock.release();
      throw err;
    }
  }

  const queue = new SerialQueue();
  let closed = false;
  const db: Db = {
    kind: 'pglite',
    async query<T = Row>(sql: string, params?: readonly unknown[]) {
      assertNotInTransaction(db);
      const res = await queue.run(() => pg.query<T>(sql, params ? [...params] : undefined));
      return res.rows;
    },
    async exec(sql) {
      assertNotInTransaction(db);
      await queue.run(() => pg.exec(sql));
    },
    transaction(fn) {
      assertNotInTransaction(db);
      return queue.run(() =>
        pg.transaction((ptx) => {
          const tx = txDb('pglite', {
            query: async (sql, params) => (await ptx.query<Row>(sql, params ? [...params] : undefined)).rows,
            exec: async (sql) => void (await ptx.exec(sql)),
          });
          return runInTransaction(db, async () => {
            const value = await fn(tx);
            await runBeforeCommit(tx);
            return value;
          });
        }),
      );
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        // Let queued work finish so nothing is cut off mid-transaction.
        await queue.run(() => pg.close());
      } finally {
        lock?.release();
      }
    },
  };
  instances.set(db, { pg, queue });
  return db;
}
