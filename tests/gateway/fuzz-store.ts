/**
 * "Stored data unchanged", cheaply enough to ask after every fuzz case. A full snapshot (row count
 * and an md5 of every row of every CRM table, plus the gateway's in-memory demo stores) costs
 * ~100–300 ms with two months of seeded orders, so it is never taken for a table no write reached:
 * the probe puts a statement-level trigger on every CRM table (in its own schema `fuzz_probe`,
 * outside `public`, so nothing the product or the generators read sees it) that records the
 * table's name on every INSERT, UPDATE, DELETE and TRUNCATE. A table's rows change through those
 * statements only, and the mark commits with the write or rolls back with it, so only the marked
 * tables are hashed and compared with the baseline. Each case first compares the write-ahead log
 * position (the cheapest query there is: reads never move it, so an unmoved LSN proves no table
 * changed); only when it moved are the marks read. The LSN moves on rolled-back writes too: about
 * one case in 70 of the GraphQL fuzz did, and each paid a full snapshot of every table (15 of its
 * 55 s) before the marks. Every table is included: nothing in the CRM changes
 * on a read (sessions change on login and logout only, which the fuzz never completes). The one
 * exception is the audit log: a refused sign-in is exactly what it must record (issue 16).
 * Likewise the demo stores are snapshotted only after a case that called one (watchDemoStores).
 */
import { createHash } from 'node:crypto';
import type { Db } from '../../crm/db/connect';
import { CARTS } from '../../gateway/demo/shop/data';
import { demoStores } from '../../gateway/demo/stores';
import { LISTS } from '../../schema/lists';
import type { FuzzContext } from './fuzz-arbitraries';
import type { TestGateway } from './helper';

type Snapshot = Map<string, string>;

const md5 = (value: unknown) => createHash('md5').update(JSON.stringify(value)).digest('hex');

async function tablesOf(db: Db): Promise<string[]> {
  const rows = await db.query<{ t: string }>(
    `SELECT table_name AS t FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  return rows.map((r) => r.t).filter((t) => t !== 'audit_log');
}

/** Every value of an id-like key anywhere in the demo stores: ids a fuzz case must never hit. */
function demoIds(gw: TestGateway): Set<string> {
  const found = new Set<string>(CARTS.map((c) => c.uid));
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (/id$/i.test(k) && (typeof x === 'string' || typeof x === 'number')) found.add(String(x));
        walk(x);
      }
    }
  };
  const s = demoStores(gw.app.auth);
  walk([s.invoices.all(), s.events.all(), s.users.all(), s.inbox.all(), s.shop.products()]);
  walk([
    s.scrum.boards(),
    s.scrum.members(),
    s.scrum.labels(),
    s.todo.all(),
    s.todo.tags(),
    s.todo.projects(),
  ]);
  walk(s.chat.contacts().map((c) => s.chat.user(c.id)));
  return found;
}

/** Every demo store as its reads show it; the carts of the seeded uid and the signed-in users. */
function demoSnapshot(gw: TestGateway, uids: readonly string[]): Snapshot {
  const s = demoStores(gw.app.auth);
  const contacts = s.chat.contacts();
  const people = contacts.map((c) => s.chat.user(c.id));
  const chatIds = [...new Set(people.flatMap((p) => p.chatInfo.map((i) => i.chatId)))];
  const parts: Record<string, unknown> = {
    invoices: s.invoices.all(),
    events: s.events.all(),
    users: s.users.all(),
    inbox: s.inbox.all(),
    shop: [s.shop.products(), [...CARTS.map((c) => c.uid), ...uids].map((uid) => s.shop.cart(uid))],
    scrum: [s.scrum.boards(), s.scrum.members(), s.scrum.labels()],
    chat: [people, chatIds.map((id) => s.chat.chat(id))],
    todo: [s.todo.all(), s.todo.tags(), s.todo.projects()],
  };
  return new Map(Object.entries(parts).map(([k, v]) => [`demo:${k}`, md5(v)]));
}

/**
 * Raises `touched` on every call of every demo store method of `gw` (reads too), by wrapping each
 * method in place: the resolvers and routes reach the stores through the same objects. A store's
 * state is private to it (made from clones of the canned data, answered as clones, no timers), so
 * it changes only during a call: a case that called none leaves the stores as they were, and their
 * snapshot (a deep copy, JSON and md5 of every store: a tenth of the GraphQL fuzz's CPU when every
 * case paid it) need not be taken.
 */
function watchDemoStores(gw: TestGateway): { touched: boolean } {
  const watch = { touched: false };
  for (const store of Object.values(demoStores(gw.app.auth)) as Record<string, unknown>[]) {
    for (const [name, method] of Object.entries(store)) {
      if (typeof method !== 'function') continue;
      store[name] = (...args: unknown[]) => {
        watch.touched = true;
        return (method as (...a: unknown[]) => unknown).apply(store, args);
      };
    }
  }
  return watch;
}

export interface StoreProbe {
  /** Names of what changed since the baseline (tables, `demo:<store>`); empty when nothing did. */
  changes(): Promise<string[]>;
  /** Takes the current state as the new baseline (after a change the test made on purpose). */
  rebase(): Promise<void>;
  /** Full snapshots (of every table) taken so far: one at the start and one per rebase(). */
  readonly fullSnapshots: number;
}

/** The per-table hash of a full snapshot, for the given tables. */
const hashSql = (tables: readonly string[]) =>
  tables
    .map(
      (t) =>
        `SELECT '${t}' AS t, count(*)::text || ':' || md5(coalesce(string_agg(x::text, ',' ORDER BY x::text), '')) AS h FROM "${t}" x`,
    )
    .join(' UNION ALL ');

/**
 * Marks every table of `tables` in fuzz_probe.changed on each statement that could change its
 * rows (statement-level, so a statement that matched no row marks it too: more hashing, never
 * less). Idempotent: a second probe on the same CRM (a later test) replaces the triggers.
 */
async function installMarks(db: Db, tables: readonly string[]): Promise<void> {
  await db.exec(`
    CREATE SCHEMA IF NOT EXISTS fuzz_probe;
    CREATE TABLE IF NOT EXISTS fuzz_probe.changed (t text PRIMARY KEY);
    CREATE OR REPLACE FUNCTION fuzz_probe.mark() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO fuzz_probe.changed VALUES (TG_TABLE_NAME) ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$;
    ${tables
      .map(
        (t) => `CREATE OR REPLACE TRIGGER fuzz_probe_mark AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
          ON "${t}" FOR EACH STATEMENT EXECUTE FUNCTION fuzz_probe.mark();`,
      )
      .join('\n')}`);
}

export async function storeProbe(gw: TestGateway, uids: readonly string[] = []): Promise<StoreProbe> {
  const db = gw.crm!.db;
  const tables = await tablesOf(db);
  await installMarks(db, tables);
  const marked = async () =>
    (await db.query<{ t: string }>('SELECT t FROM fuzz_probe.changed ORDER BY t')).map((r) => r.t);
  const unmark = (names: readonly string[]) =>
    db.query('DELETE FROM fuzz_probe.changed WHERE t = ANY($1::text[])', [names]);
  const lsn = async () => (await db.query<{ l: string }>('SELECT pg_current_wal_lsn()::text AS l'))[0].l;
  let fullSnapshots = 0;
  /** The hashes of `names` (all tables when not given): a full snapshot when it is all of them. */
  const crmSnapshot = async (names: readonly string[] = tables): Promise<Snapshot> => {
    if (names === tables) fullSnapshots += 1;
    return new Map((await db.query<{ t: string; h: string }>(hashSql(names))).map((r) => [r.t, r.h]));
  };

  const demo = watchDemoStores(gw);
  let baseLsn: string;
  let baseCrm: Snapshot;
  let baseDemo: Snapshot;
  const rebase = async () => {
    await unmark(tables);
    baseLsn = await lsn();
    baseCrm = await crmSnapshot();
    baseDemo = demoSnapshot(gw, uids);
    demo.touched = false;
  };
  await rebase();

  const diff = (a: Snapshot, b: Snapshot) => [...b.keys()].filter((k) => a.get(k) !== b.get(k));

  return {
    get fullSnapshots() {
      return fullSnapshots;
    },
    async changes() {
      const changed = demo.touched ? diff(baseDemo, demoSnapshot(gw, uids)) : [];
      // The snapshot's own reads touched them; a store that did change stays reported until rebase().
      demo.touched = changed.length > 0;
      if ((await lsn()) === baseLsn) return changed;
      const written = (await marked()).filter((t) => baseCrm.has(t));
      if (written.length > 0) {
        const now = diff(baseCrm, await crmSnapshot(written));
        changed.push(...now);
        // Written and equal again (a no-op update, rows put back): unmarked until the next write.
        // A table that did change stays marked, and so reported until rebase().
        await unmark(written.filter((t) => !now.includes(t)));
      }
      // No table changed: the LSN moved for rolled-back writes (or the unmarking): move the mark along.
      if (changed.length === 0) baseLsn = await lsn();
      return changed;
    },
    rebase,
  };
}

/** Unknown numeric ids start here; fuzzContext checks that no table has reached it. */
const ID_CEILING = 10_000_000;

/** What the generators need to know about the store: existing ids and taken unique values. */
export async function fuzzContext(gw: TestGateway): Promise<FuzzContext> {
  const db = gw.crm!.db;
  const ids: Record<string, (number | string)[]> = {};
  const withId = await db.query<{ t: string }>(
    `SELECT table_name AS t FROM information_schema.columns
      WHERE table_schema = 'public' AND column_name = 'id' AND data_type IN ('integer', 'bigint')`,
  );
  for (const { t } of withId) {
    const rows = await db.query<{ id: number }>(`SELECT id FROM "${t}" ORDER BY id LIMIT 5`);
    ids[t] = rows.map((r) => Number(r.id));
    const [{ max }] = await db.query<{ max: number | null }>(`SELECT max(id) AS max FROM "${t}"`);
    if (Number(max ?? 0) >= ID_CEILING) throw new Error(`fuzz context: ${t} has ids past ${ID_CEILING}`);
  }
  for (const row of await db.query<{ kind: string; id: number }>('SELECT kind, id FROM stock_documents')) {
    (ids[`stock_documents:${row.kind}`] ??= []).push(Number(row.id));
  }

  const uniqueValues: Record<string, string[]> = {};
  for (const list of LISTS) {
    for (const f of list.fields.filter((x) => x.unique)) {
      const rows = await db.query<{ v: string }>(
        `SELECT "${f.column}" AS v FROM "${list.table}" WHERE coalesce("${f.column}", '') <> '' LIMIT 3`,
      );
      uniqueValues[`${list.name}.${f.name}`] = rows.map((r) => r.v);
    }
  }

  const s = demoStores(gw.app.auth);
  const board = s.scrum.boards()[0];
  const contacts = s.chat.contacts();
  const demo: Record<string, string[]> = {
    board: [board.id],
    column: board.columns.map((c) => c.id),
    card: board.columns.flatMap((c) => c.cardList.map((x) => x.id)),
    member: s.scrum.members().map((m) => m.id),
    product: s.shop.products().map((p) => p.id),
    todo: s.todo.all().map((t) => t.id),
    tag: s.todo.tags().map((t) => t.id),
    contact: contacts.map((c) => c.id),
    chat: [...new Set(contacts.flatMap((c) => s.chat.user(c.id).chatInfo.map((i) => i.chatId)))],
    invoice: s.invoices.all().map((r) => r.id),
    event: s.events.all().map((r) => r.id),
    user: s.users.all().map((r) => r.id),
    inbox: s.inbox.all().map((r) => r.id),
  };
  for (const [k, v] of Object.entries(demo)) ids[`demo:${k}`] = v;
  return { idCeiling: ID_CEILING, knownText: demoIds(gw), ids, uniqueValues };
}
