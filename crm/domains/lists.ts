/**
 * Every reference and settings list of schema/lists.ts, served by ONE implementation driven by
 * the definitions: `getAll{R}`, `set{R}Active`, `set{R}Deleted`, `set{R}Update`, `setSaveNew{R}`
 * under the list's area (docs/upstream-contract.md, "Lists"). Adding a list is its definition
 * and its table; nothing here changes.
 */
import { validateRecord, validationMessage, type RecordValue } from '../../schema/list-validation';
import { LISTS, remoteNames, type ListArea, type ListDef } from '../../schema/lists';
import { withCleanRichText } from '../../schema/rich-text';
import type { Db } from '../db/connect';
import { CrmError } from '../envelope';
import { hashPassword } from '../lib/password';
import { checkRefs, checkUnique, mapConstraintError, parseFlag, parseId, payload } from '../lists/checks';
import { HOOKS } from '../lists/hooks';
import { listPage } from '../lists/page';
import { expectedVersion } from '../lib/version';
import {
  insertRow,
  selectAll,
  selectOne,
  setFlagRow,
  toColumns,
  updateRow,
  type Columns,
  type Flag,
  type ListRecord,
} from '../lists/sql';
import type { Body, Domain, Handler } from '../registry';
import { recordListEvent } from '../events/list';

export interface WriteReply {
  record: ListRecord;
  list: ListRecord[];
}

/**
 * What every write answers: the record as stored and the whole list, so a client reloads nothing.
 * `withList: false` (ours, issue 17) leaves the list out (`list: []`): a caller that pages a
 * growing list has no use for 50,000 clients after each save.
 */
export async function writeReply(tx: Db, list: ListDef, id: number, withList = true): Promise<WriteReply> {
  const record = await selectOne(tx, list, id);
  if (!record) throw new CrmError('NOT_FOUND');
  return { record, list: withList ? await selectAll(tx, list) : [] };
}

/** The request's `withList` (default true: the spec's reply carries the whole list). */
const wantsList = (body: Body) => body.withList !== false;

/**
 * validateRecord is the one validator (shared with the gateway and the web form); rich text is
 * then cleaned here, so no script is ever stored, whoever called the CRM.
 */
export function validated(list: ListDef, input: unknown, mode: 'create' | 'update') {
  const { value, errors } = validateRecord(list, input, mode);
  if (Object.keys(errors).length > 0) throw new CrmError('VALIDATION', validationMessage(errors));
  return withCleanRichText(list.fields, value);
}

/** Validated values → columns; a password becomes its scrypt hash (before any transaction opens). */
async function writableColumns(list: ListDef, value: Record<string, RecordValue>): Promise<Columns> {
  const columns = toColumns(list, value);
  for (const f of list.fields) {
    if (f.type === 'password' && typeof value[f.name] === 'string') {
      columns[f.column] = await hashPassword(value[f.name] as string);
    }
  }
  return columns;
}

/** Runs a write in a transaction; a constraint that a racing request tripped becomes a domain error. */
export async function write<T>(
  db: Db,
  list: ListDef,
  value: Record<string, unknown>,
  fn: (tx: Db) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      const result = await fn(tx);
      await recordListEvent(tx, list);
      return result;
    });
  } catch (err) {
    if (err instanceof CrmError) throw err;
    return mapConstraintError(list, value, err);
  }
}

/**
 * The record's row, locked for the write; with `expected` (a versioned list), refused with
 * CONFLICT when the record has moved on since that version, before anything is written.
 */
async function requireRecord(tx: Db, list: ListDef, id: number, expected: number | null = null) {
  const [found] = await tx.query<{ version?: number }>(
    `SELECT ${list.versioned ? 'version' : '1'} FROM "${list.table}" WHERE id = $1 FOR UPDATE`,
    [id],
  );
  if (!found) throw new CrmError('NOT_FOUND');
  if (list.versioned && expected !== null && found.version !== expected)
    throw new CrmError(
      'CONFLICT',
      `Запись изменена другим пользователем (версия ${found.version}, а не ${expected}): ` +
        'откройте её заново и внесите изменения ещё раз',
    );
}

/**
 * Checks and writes a partial update of record `id` (only the fields in `value`); shared with
 * user/setUserAccess. `expected`: the version the caller's copy has (versioned lists).
 */
export async function updateRecord(
  db: Db,
  list: ListDef,
  id: number,
  value: Record<string, RecordValue>,
  withList = true,
  expected: number | null = null,
) {
  const columns = await writableColumns(list, value);
  const hooks = HOOKS[list.name];
  return write(db, list, value, async (tx) => {
    await hooks?.lock?.(tx, value);
    await requireRecord(tx, list, id, expected);
    await checkUnique(tx, list, value, id);
    await checkRefs(tx, list, value);
    await hooks?.check?.(tx, value, id);
    await updateRow(tx, list, id, columns);
    await hooks?.afterWrite?.(tx, id);
    return writeReply(tx, list, id, withList);
  });
}

function flagHandler(list: ListDef, flag: Flag): Handler {
  const hooks = HOOKS[list.name];
  return async (body: Body, { db }) => {
    const id = parseId(body.id);
    const val = parseFlag(body.val);
    return db.transaction(async (tx) => {
      if (!(await setFlagRow(tx, list, id, flag, val))) throw new CrmError('NOT_FOUND');
      await hooks?.afterFlag?.(tx, id, flag, val);
      await recordListEvent(tx, list);
      return writeReply(tx, list, id, wantsList(body));
    });
  };
}

function listHandlers(list: ListDef): Record<string, Handler> {
  const names = remoteNames(list);
  const hooks = HOOKS[list.name];
  const paged: Record<string, Handler> = list.search
    ? { [names.getPage]: async (body, { db }) => listPage(db, list, body) }
    : {};
  return {
    ...paged,
    [names.getAll]: async (_body, { db }) => selectAll(db, list),
    [names.setActive]: flagHandler(list, 'active'),
    [names.setDeleted]: flagHandler(list, 'deleted'),

    [names.setUpdate]: async (body, { db }) => {
      const data = payload(body, names.payloadKey);
      const id = parseId(data.id);
      const value = validated(list, data, 'update');
      const expected = list.versioned ? expectedVersion(data.version) : null;
      return updateRecord(db, list, id, value, wantsList(body), expected);
    },

    [names.saveNew]: async (body, { db }) => {
      const value = validated(list, payload(body, names.payloadKey), 'create');
      const columns = { ...(await writableColumns(list, value)), ...hooks?.createColumns?.(value) };
      return write(db, list, value, async (tx) => {
        await hooks?.lock?.(tx, value);
        await checkUnique(tx, list, value);
        await checkRefs(tx, list, value);
        await hooks?.check?.(tx, value);
        const id = await insertRow(tx, list, columns);
        await hooks?.afterWrite?.(tx, id);
        return writeReply(tx, list, id, wantsList(body));
      });
    },
  };
}

/** The list handlers of every area, to be merged with each area's own calls in domains/index.ts. */
export function listDomains(): Record<ListArea, Domain> {
  const areas: Record<ListArea, Record<string, Handler>> = {
    reference: {},
    affiliate: {},
    outlets: {},
    user: {},
    marketing: {},
    catalog: {},
  };
  for (const list of LISTS) Object.assign(areas[list.area], listHandlers(list));
  return areas;
}
