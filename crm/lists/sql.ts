/**
 * SQL for any list of schema/lists.ts, built from its definition: table and column names come
 * only from the definition (never from a request), every value is a parameter.
 */
import type { RecordValue } from '../../schema/list-validation';
import type { FieldDef, ListDef } from '../../schema/lists';
import type { Db, Row } from '../db/connect';

/** A record as the contract shows it: `{ id, active, deleted, sort, ...fields by name }`. */
export type ListRecord = { id: number; active: boolean; deleted: boolean; sort: number } & Record<
  string,
  RecordValue
>;

/** Column name → value, for INSERT and UPDATE. */
export type Columns = Record<string, unknown>;

const ident = (name: string) => `"${name}"`;

/** The fields a record shows: a password is write-only. */
export function readableFields(list: ListDef): FieldDef[] {
  return list.fields.filter((f) => f.type !== 'password');
}

function selectExpr(f: FieldDef): string {
  const col = ident(f.column);
  // Dates as text and decimals as float8: PGlite and pg then hand back the same JSON values,
  // whatever the process time zone and whatever each driver does with numeric.
  if (f.type === 'date') return `to_char(${col}, 'YYYY-MM-DD') AS ${col}`;
  if (f.type === 'number') return `${col}::float8 AS ${col}`;
  return col;
}

export function selectSql(list: ListDef): string {
  const cols = [
    'id',
    'active',
    'deleted',
    'sort',
    ...(list.versioned ? ['version'] : []),
    ...readableFields(list).map(selectExpr),
  ];
  return `SELECT ${cols.join(', ')} FROM ${ident(list.table)}`;
}

export function toRecord(list: ListDef, row: Row): ListRecord {
  const record: ListRecord = {
    id: row.id as number,
    active: row.active as boolean,
    deleted: row.deleted as boolean,
    sort: row.sort as number,
  };
  if (list.versioned) record.version = row.version as number;
  for (const f of readableFields(list)) {
    const v = row[f.column];
    record[f.name] = f.type === 'pageKeys' ? ((v as string[] | null) ?? []) : ((v as RecordValue) ?? null);
  }
  return record;
}

/** The whole list, deleted records included (the client drops them itself), in display order. */
export async function selectAll(db: Db, list: ListDef): Promise<ListRecord[]> {
  const rows = await db.query(`${selectSql(list)} ORDER BY sort, id`);
  return rows.map((r) => toRecord(list, r));
}

export async function selectOne(db: Db, list: ListDef, id: number): Promise<ListRecord | null> {
  const [row] = await db.query(`${selectSql(list)} WHERE id = $1`, [id]);
  return row ? toRecord(list, row) : null;
}

/** Validated values keyed by field name → the same values keyed by column. */
export function toColumns(list: ListDef, value: Record<string, unknown>): Columns {
  const columns: Columns = {};
  for (const f of list.fields) if (Object.hasOwn(value, f.name)) columns[f.column] = value[f.name];
  return columns;
}

/** Appends the record at the end of the list (sort = max + 1); returns its id. */
export async function insertRow(tx: Db, list: ListDef, columns: Columns): Promise<number> {
  const table = ident(list.table);
  const names = Object.keys(columns);
  const params = names.map((n) => columns[n]);
  const placeholders = names.map((_, i) => `$${i + 1}`);
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO ${table} (${[...names.map(ident), 'sort'].join(', ')})
     VALUES (${[...placeholders, `(SELECT coalesce(max(sort), 0) + 1 FROM ${table})`].join(', ')})
     RETURNING id`,
    params,
  );
  return row.id;
}

/** Returns false when there is no such record. */
export async function updateRow(tx: Db, list: ListDef, id: number, columns: Columns): Promise<boolean> {
  const names = Object.keys(columns);
  const table = ident(list.table);
  if (names.length === 0) {
    return (await tx.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id])).length > 0;
  }
  const sets = names.map((n, i) => `${ident(n)} = $${i + 2}`);
  const rows = await tx.query(`UPDATE ${table} SET ${sets.join(', ')} WHERE id = $1 RETURNING id`, [
    id,
    ...names.map((n) => columns[n]),
  ]);
  return rows.length > 0;
}

export type Flag = 'active' | 'deleted';

export async function setFlagRow(tx: Db, list: ListDef, id: number, flag: Flag, val: boolean) {
  const rows = await tx.query(`UPDATE ${ident(list.table)} SET ${flag} = $2 WHERE id = $1 RETURNING id`, [
    id,
    val,
  ]);
  return rows.length > 0;
}
