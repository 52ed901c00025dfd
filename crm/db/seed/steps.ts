/**
 * The seed as steps, one per table, in dependency order. A step runs only while its table is
 * empty, so a database created before a list existed still gets that list's records, and a
 * restart (or a second process on the same PostgreSQL) never seeds anything twice.
 */
import type { Db } from '../connect';

export interface SeedContext {
  /** Password hashes of ACCOUNTS, computed before the transaction (scrypt is slow). */
  hashes: () => Promise<string[]>;
  /** The shop's calendar: seeded orders, shifts and documents run up to today there. */
  timeZone: string;
}

export interface SeedStep {
  table: string;
  run(tx: Db, ctx: SeedContext): Promise<void>;
}

/** One multi-row INSERT; table and column names come from the seed files, values are parameters. */
export async function insertRows(tx: Db, table: string, columns: string[], rows: unknown[][]): Promise<void> {
  if (rows.length === 0) return;
  const params: unknown[] = [];
  const tuples = rows.map((row) => `(${row.map((v) => `$${params.push(v)}`).join(', ')})`);
  await tx.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, params);
}

/** Rows of a list in the given order: sort is 1..n. */
export function insertSorted(
  tx: Db,
  table: string,
  columns: string[],
  rows: readonly (readonly unknown[])[],
) {
  return insertRows(
    tx,
    table,
    [...columns, 'sort'],
    rows.map((row, i) => [...row, i + 1]),
  );
}

export async function ids(tx: Db, table: string): Promise<number[]> {
  const rows = await tx.query<{ id: number }>(`SELECT id FROM ${table} ORDER BY id`);
  return rows.map((r) => r.id);
}
