/**
 * Every reference and settings list over the CRM, driven by schema/lists.ts: the remote names,
 * the mapping of CRM errors to our errors, and the shapes both faces derive from the CRM record.
 * The CRM validates again (authoritatively); early validation here spares it a round trip and
 * gives GraphQL per-field messages.
 */
import { findList, remoteNames, type ListDef } from '../../../schema/lists';
import { subtreeIds } from '../../../schema/list-search';
import { validateRecord, validationMessage, type RecordValue } from '../../../schema/list-validation';
import { withCleanRichText } from '../../../schema/rich-text';
import {
  changedRights,
  unusableKeysRefusal,
  userWriteRefusal,
  type Account,
  type UserWrite,
} from '../../../schema/user-rights';
import {
  AppError,
  BadInputError,
  ConflictError,
  ForbiddenError,
  IdempotencyKeyReusedError,
  NotFoundError,
} from '../../errors';
import { isUnknownCall, UpstreamRemoteError } from '../../upstream/errors';
import type { Upstream } from '../../upstream/types';
import { recordAudit } from '../audit/record';
import type { Principal } from '../auth/service';
import { perUpstream } from '../../upstream/per-upstream';
import { asListPage, pageOfList, type ListPageQuery, type ListPageResult } from './page';
import { isShopScoped, shopWriteRefusal } from './shop-scope';

/** A record as the CRM sends it: numbers for ids and refs, kopecks, 'yyyy-MM-dd' dates. */
export type RemoteRecord = Record<string, unknown> & { id: number | string };

/** What every CRM write returns: the record written and the whole list after the write. */
export interface WriteResult {
  record: RemoteRecord;
  list: RemoteRecord[];
}

/** Bad field values: the Russian message plus field → message, for forms. */
export class ListInputError extends BadInputError {
  constructor(readonly fields: Record<string, string>) {
    super(validationMessage(fields), 'VALIDATION');
  }
}

/** A CRM flag: booleans, 0/1 and "0"/"1" all occur in legacy data (spec: deleted is not "0"). */
export function flag(value: unknown): boolean {
  return !(
    value === false ||
    value === 0 ||
    value === '0' ||
    value === 'false' ||
    value == null ||
    value === ''
  );
}

/** A positive integer id from a GraphQL ID or a legacy body, or null. */
export function parseId(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** The same id, or NOT_FOUND: an id that cannot exist names no record. */
export function requireId(value: unknown, list: ListDef): number {
  const id = parseId(value);
  if (id === null) throw new NotFoundError(notFoundMessage(list));
  return id;
}

export const notFoundMessage = (list: ListDef) => `Запись не найдена (${list.title})`;

/**
 * Validated, normalised field values, or ListInputError. Rich text is cleaned before it is sent,
 * so a remote CRM that does not sanitise stores clean text too.
 */
export function validInput(list: ListDef, input: unknown, mode: 'create' | 'update') {
  const { value, errors } = validateRecord(list, input, mode);
  if (Object.keys(errors).length > 0) throw new ListInputError(errors);
  return withCleanRichText(list.fields, value);
}

/** CRM refusals (HTTP 200, error 1) become our errors; transport faults pass unchanged. */
export function mapRemoteError(err: unknown, list?: ListDef): unknown {
  if (!(err instanceof UpstreamRemoteError) || err.statusCode !== 200) return err;
  const mapped = mapRefusal(err, list);
  if (mapped instanceof AppError) mapped.detail = err.detail;
  return mapped;
}

function mapRefusal(err: UpstreamRemoteError, list?: ListDef): unknown {
  const message = err.remoteMessage || undefined;
  switch (err.errorInfo) {
    case 'NOT_FOUND':
      return new NotFoundError(message ?? (list ? notFoundMessage(list) : undefined));
    case 'DUPLICATE':
      return new BadInputError(message ?? 'Такая запись уже есть', 'DUPLICATE');
    case 'CONFLICT':
      return new ConflictError(message);
    case 'IDEMPOTENCY_KEY_REUSED':
      return new IdempotencyKeyReusedError();
    case 'VALIDATION':
      return new BadInputError(message ?? 'Некорректные данные', 'VALIDATION');
    default:
      return err;
  }
}

/** The CRM's list, or [] when it sent something else (spec section 8: a missing list is empty). */
export function asRecords(data: unknown): RemoteRecord[] {
  return Array.isArray(data) ? data.filter((r): r is RemoteRecord => !!r && typeof r === 'object') : [];
}

/** Cleaned records by the CRM's record: cached list replies are shared frozen objects, so a
 * description is sanitised once per cache entry, not once per request. */
const cleaned = new WeakMap<RemoteRecord, RemoteRecord>();

/**
 * Rich text leaves the gateway sanitised, whoever wrote the row (a remote CRM, a migration, a
 * hand-edited table): every list record the CRM sends passes here, for GraphQL and /api alike.
 */
export function withCleanFields(list: ListDef, record: RemoteRecord): RemoteRecord {
  if (!list.fields.some((f) => f.type === 'richtext')) return record;
  let clean = cleaned.get(record);
  if (!clean) {
    clean = withCleanRichText(list.fields, record);
    cleaned.set(record, clean);
  }
  return clean;
}

/** Password hashes never leave the gateway, whatever the CRM sends. */
export function withoutSecrets(list: ListDef, record: RemoteRecord): RemoteRecord {
  const secret = list.fields.filter((f) => f.type === 'password');
  if (secret.length === 0) return record;
  const copy = { ...record };
  for (const f of secret) delete copy[f.name];
  delete copy.passwordHash;
  return copy;
}

/** Sort change of spec section 3, as the CRM takes it. */
export interface SortChange {
  idOld: number;
  idNew: number;
  SortsOld: number;
  SortsNew: number;
  typeDataBase: string;
}

/** Who writes: every list write names its author, so the user list can check rights per field. */
export type Actor = Principal;

/**
 * What a write's reply must carry: `withList: false` asks the CRM to leave the whole list out (a
 * remote CRM of the spec alone may still send it; it is then used as usual).
 */
export interface WriteReplyOptions {
  withList?: boolean;
  /** An update of a versioned list (ListDef.versioned): the version the caller's copy has. */
  version?: number | null;
}

const replyBody = (reply?: WriteReplyOptions) => (reply?.withList === false ? { withList: false } : {});

export interface ListService {
  getAll(list: ListDef): Promise<RemoteRecord[]>;
  /** One page of a growing list (ListDef.search); page.ts pages the whole list for a CRM without getPage. */
  page(list: ListDef, query: ListPageQuery): Promise<ListPageResult>;
  setFlag(
    list: ListDef,
    which: 'active' | 'deleted',
    id: number,
    val: boolean,
    actor: Actor,
    reply?: WriteReplyOptions,
  ): Promise<WriteResult>;
  update(
    list: ListDef,
    id: number,
    value: Record<string, RecordValue>,
    actor: Actor,
    reply?: WriteReplyOptions,
  ): Promise<WriteResult>;
  create(
    list: ListDef,
    value: Record<string, RecordValue>,
    actor: Actor,
    reply?: WriteReplyOptions,
  ): Promise<WriteResult>;
  /** The CRM's reply `{data, TYPE_REDUCER}` to a sort change. */
  reorder(list: ListDef, change: SortChange): Promise<{ data: unknown; TYPE_REDUCER: unknown }>;
  colors(): Promise<{ id: number | string; name: string; color: string }[]>;
  client(id: number): Promise<RemoteRecord>;
  setUserAccess(
    id: number,
    access: { role: string; typeAccount: string; accessPage: string[] },
    actor: Actor,
  ): Promise<WriteResult>;
}

const USERS = findList('User')!;

function asAccount(record: RemoteRecord): Account {
  return {
    id: record.id,
    role: String(record.role ?? ''),
    typeAccount: String(record.typeAccount ?? ''),
    accessPage: Array.isArray(record.accessPage) ? record.accessPage.map(String) : [],
  };
}

/** A CRM write reply {record, list}; no record means the id was unknown. */
export function asWrite(list: ListDef, data: unknown): WriteResult {
  const d = (data ?? {}) as { record?: unknown; list?: unknown };
  const record = d.record && typeof d.record === 'object' ? (d.record as RemoteRecord) : null;
  if (!record) throw new NotFoundError(notFoundMessage(list));
  return {
    record: withCleanFields(list, record),
    list: asRecords(d.list).map((r) => withCleanFields(list, r)),
  };
}

export function createListService(upstream: Upstream): ListService {
  async function call<T>(list: ListDef | undefined, area: string, method: string, body: unknown) {
    try {
      return await upstream.call<T>(area, method, body);
    } catch (err) {
      throw mapRemoteError(err, list);
    }
  }

  const getAll = async (list: ListDef) =>
    asRecords(await call(list, list.area, remoteNames(list).getAll, {})).map((r) => withCleanFields(list, r));

  /** The account as stored now; an unknown id is NOT_FOUND before anything is written. */
  async function account(id: number): Promise<Account> {
    const record = (await getAll(USERS)).find((r) => Number(r.id) === id);
    if (!record) throw new NotFoundError(notFoundMessage(USERS));
    return asAccount(record);
  }

  /**
   * The user list's records are access rights: the list's SETTINGS rule admitted the screen,
   * schema/user-rights.ts decides field by field (issue 16 item 0). Other lists pass.
   */
  async function checkUserWrite(list: ListDef, actor: Actor, change: () => Promise<UserWrite> | UserWrite) {
    if (list.area !== 'user') return null;
    const write = await change();
    const refusal = userWriteRefusal(actor, write);
    if (refusal) throw new ForbiddenError(refusal);
    // Allowed to grant, but the keys would open nothing for this role: the data is wrong (400).
    const unusable = unusableKeysRefusal(write);
    if (unusable) throw new BadInputError(unusable).at(['accessPage']);
    return write;
  }

  /**
   * A change of rights goes into the audit log (issue 16 item 5): who changed whose role, shop
   * type, keys, active flag or password, from what to what (never the password itself). The
   * write has already succeeded in the same CRM; an entry it cannot take does not undo it.
   */
  async function auditRights(actor: Actor, write: UserWrite | null, result: WriteResult) {
    const changed = write ? changedRights(write) : [];
    if (!write || changed.length === 0) return result;
    // The stored account before, the CRM's record after: both a user with (some of) these fields.
    type Rights = Partial<Record<'role' | 'typeAccount' | 'accessPage' | 'active' | 'deleted', unknown>>;
    const rights = (r: (Pick<Account, 'id'> & Rights) | null) =>
      r && {
        role: r.role,
        typeAccount: r.typeAccount,
        accessPage: r.accessPage,
        active: r.active,
        deleted: r.deleted,
      };
    await recordAudit(
      upstream,
      {
        event: 'rights.changed',
        actorId: actor.crmId,
        actorEmail: actor.email,
        targetUserId: result.record.id as number,
        detail: {
          changed: changed.map((f) => (f === 'password' ? 'passwordSet' : f)),
          before: write.kind === 'create' ? null : rights(write.target),
          after: rights(result.record),
        },
      },
      () => undefined,
    );
    return result;
  }

  /** Categories and products stay in the actor's shop (shop-scope.ts); creating needs its shop type. */
  async function checkShopWrite(
    list: ListDef,
    actor: Actor,
    id: number | null,
    value: Record<string, unknown> | null,
  ) {
    if (!isShopScoped(list)) return;
    const target = id === null ? null : ((await getAll(list)).find((r) => Number(r.id) === id) ?? null);
    if (id !== null && !target) throw new NotFoundError(notFoundMessage(list));
    const refusal = shopWriteRefusal(list, actor, target, value);
    if (refusal) throw new ForbiddenError(refusal);
  }

  return {
    getAll,
    async page(list, query) {
      try {
        const data = await call(list, list.area, remoteNames(list).getPage, query);
        const page = asListPage(data);
        return { ...page, rows: page.rows.map((r) => withoutSecrets(list, withCleanFields(list, r))) };
      } catch (err) {
        if (!isUnknownCall(err)) throw err;
        const tree = list.treeFilter ? list.fields.find((f) => f.name === list.treeFilter)?.ref : undefined;
        const within =
          tree && query.categoryId !== undefined
            ? subtreeIds(await getAll(findList(tree)!), String(query.categoryId))
            : null;
        return pageOfList(list, await getAll(list), query, within);
      }
    },
    async setFlag(list, which, id, val, actor, reply) {
      await checkShopWrite(list, actor, id, null);
      const write = await checkUserWrite(list, actor, async () => ({
        kind: 'flag',
        target: await account(id),
        flag: which,
        val,
      }));
      const r = remoteNames(list);
      const method = which === 'active' ? r.setActive : r.setDeleted;
      const data = await call(list, list.area, method, { id, val, ...replyBody(reply) });
      return auditRights(actor, write, asWrite(list, data));
    },
    async update(list, id, value, actor, reply) {
      await checkShopWrite(list, actor, id, value);
      const write = await checkUserWrite(list, actor, async () => ({
        kind: 'update',
        target: await account(id),
        value,
      }));
      const r = remoteNames(list);
      const version = list.versioned && reply?.version != null ? { version: reply.version } : {};
      const data = await call(list, list.area, r.setUpdate, {
        [r.payloadKey]: { ...value, id, ...version },
        ...replyBody(reply),
      });
      return auditRights(actor, write, asWrite(list, data));
    },
    async create(list, value, actor, reply) {
      await checkShopWrite(list, actor, null, value);
      const write = await checkUserWrite(list, actor, () => ({ kind: 'create', value }));
      const r = remoteNames(list);
      return auditRights(
        actor,
        write,
        asWrite(list, await call(list, list.area, r.saveNew, { [r.payloadKey]: value, ...replyBody(reply) })),
      );
    },
    async reorder(list, change) {
      const data = await call<{ data?: unknown; TYPE_REDUCER?: unknown } | null>(
        list,
        'reference',
        'setUpdateSortable',
        { idOrder: change },
      );
      return { data: data?.data ?? [], TYPE_REDUCER: data?.TYPE_REDUCER ?? null };
    },
    async colors() {
      const data = await call(undefined, 'reference', 'getAllColorDefault', {});
      // The CRM's colour records (docs/upstream-contract.md getAllColorDefault): wire data.
      return asRecords(data) as { id: number; name: string; color: string }[];
    },
    async client(id) {
      // Spec section 9: the client lookup always sends phone 0.
      const data = await call<RemoteRecord | null>(undefined, 'reference', 'getKlientInfo', {
        dataKlientDirectory: { id, phone: 0 },
      });
      if (!data || typeof data !== 'object') throw new NotFoundError('Клиент не найден');
      return data;
    },
    async setUserAccess(id, access, actor) {
      const write = await checkUserWrite(USERS, actor, async () => ({
        kind: 'update',
        target: await account(id),
        value: access,
      }));
      const data = await call(undefined, 'user', 'setUserAccess', { id, ...access });
      return auditRights(actor, write, asWrite(USERS, data));
    },
  };
}

/** One list service per CRM client. */
export const listService = perUpstream(createListService);
