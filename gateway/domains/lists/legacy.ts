/**
 * The legacy /api face of every list (spec section 7), registered from LISTS: getAll, setActive,
 * setDeleted, setUpdate and setSaveNew in each list's area, with the spec's names and payload
 * keys; the user family's reply envelope; allColor, getKlientInfo and setUpdateSortable.
 * The guard (plugins/legacy-access.ts) has checked the write rule by path before we run.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findList, legacyNames, LISTS, type ListDef } from '../../../schema/lists';
import { AppError, BadInputError } from '../../errors';
import { isCrmFault, isUpstreamError } from '../../upstream/errors';
import {
  asRecords,
  createListService,
  parseId,
  validInput,
  withoutSecrets,
  type ListService,
  type RemoteRecord,
  type WriteResult,
} from './service';
import { permits } from '../../../schema/access';
import { PRIVATE_LIST_FIELDS } from '../../../schema/data-access';
import type { Principal } from '../auth/service';
import { inShopScope } from './shop-scope';
import { userFailure, userReply } from './user-replies';

type Body = Record<string, unknown>;

/** The JSON body as an object; anything else is a bad request. */
export function bodyOf(request: FastifyRequest): Body {
  const body = request.body;
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw new BadInputError('Ожидается JSON-объект');
  return body as Body;
}

/** An id the legacy client sent: a positive integer (or its digits). */
export function idOf(value: unknown, what = 'id'): number {
  const id = parseId(value);
  if (id === null) throw new BadInputError(`Не указан ${what} записи`);
  return id;
}

/** `val` of {id, val}: 1/0, "1"/"0" or a boolean, as legacy clients send it. */
export function valOf(value: unknown): boolean {
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  throw new BadInputError('Поле «val»: ожидается 1 или 0');
}

/** The object under the payload key (`dataKlientDirectoryUpdate`, …). */
export function payloadOf(body: Body, key: string): Body {
  const payload = body[key];
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) {
    throw new BadInputError(`Ожидается объект ${key} с полями записи`);
  }
  return payload as Body;
}

const shown = (list: ListDef, records: RemoteRecord[], user: Principal | null = null) => {
  // Fields this reader may not see (an employee's phone without EMPLOYEES) go, as on GraphQL.
  const hidden = Object.entries(PRIVATE_LIST_FIELDS[list.name] ?? {})
    .filter(([, rule]) => !permits(user, rule))
    .map(([name]) => name);
  return records.map((r) => {
    const clean = withoutSecrets(list, r);
    if (hidden.length === 0) return clean;
    const copy = { ...clean };
    for (const name of hidden) copy[name] = null;
    return copy;
  });
};

/** Registers the five routes of one list; `reply` shapes success, `fail` failures. */
function listRoutes(app: FastifyInstance, service: ListService, list: ListDef) {
  const names = legacyNames(list);
  const base = `/${list.area}`;
  const user = list.area === 'user';
  const ok = (records: RemoteRecord[], reader: Principal | null = null) =>
    user ? userReply(shown(list, records, reader)) : shown(list, records, reader);

  // Spec section 8: a missing list or a CRM refusal is an empty list; the CRM being down, slow
  // or garbled is not "no records", so it answers 502/504 (docs/reliability.md).
  app.get(`${base}/${names.getAll}`, async (request) => {
    try {
      const reader = await app.auth.authenticate(request);
      return ok(
        (await service.getAll(list)).filter((r) => inShopScope(list, r, reader)),
        reader,
      );
    } catch (err) {
      if (isCrmFault(err)) throw err;
      request.log.warn({ err, list: list.name }, 'list read refused; answering an empty list');
      return ok([]);
    }
  });

  const write =
    (creating: boolean, run: (body: Body, actor: Principal) => Promise<WriteResult>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        // The guard admitted the list's write rule; the actor goes on for per-field rights.
        const actor = await app.auth.requireAccess(request);
        return ok((await run(bodyOf(request), actor)).list);
      } catch (err) {
        if (!user || !(err instanceof AppError)) throw err;
        const { status, body } = userFailure(err, creating);
        return reply.code(status).send(body);
      }
    };

  const setFlag = (which: 'active' | 'deleted') => (body: Body, actor: Principal) =>
    service.setFlag(list, which, idOf(body.id), valOf(body.val), actor);
  app.post(`${base}/${names.setActive}`, write(false, setFlag('active')));
  app.post(`${base}/${names.setDeleted}`, write(false, setFlag('deleted')));
  app.post(
    `${base}/${names.setUpdate}`,
    write(false, (body, actor) => {
      const payload = payloadOf(body, names.payloadKey);
      const id = idOf(payload.id);
      return service.update(list, id, validInput(list, payload, 'update'), actor);
    }),
  );
  app.post(
    `${base}/${names.saveNew}`,
    write(true, (body, actor) =>
      service.create(list, validInput(list, payloadOf(body, names.payloadKey), 'create'), actor),
    ),
  );
}

/** `typeDataBase` names a list by its remote name (MarksOrder); the local name is accepted too. */
function sortableList(name: unknown): ListDef {
  const list = typeof name === 'string' ? findList(name) : undefined;
  if (!list || !list.sortable) throw new BadInputError('Список не поддерживает ручной порядок');
  return list;
}

export default async function listsLegacy(app: FastifyInstance): Promise<void> {
  const service = createListService(app.upstream);
  for (const list of LISTS) listRoutes(app, service, list);

  app.get('/reference/allColor', async (request, reply) => {
    let colors: unknown[] = [];
    try {
      colors = asRecords(await service.colors());
    } catch (err) {
      if (!isUpstreamError(err) || isCrmFault(err)) throw err;
      request.log.warn({ err }, 'colour list read refused');
    }
    if (colors.length === 0) return reply.code(400).send({ message: 'Color list is missing!' });
    return colors;
  });

  app.post('/reference/getKlientInfo', async (request) => {
    const id = idOf(bodyOf(request).idKlient, 'idKlient');
    return withoutSecrets(findList('KlientDirectory')!, await service.client(id));
  });

  app.post('/reference/setUpdateSortable', async (request) => {
    const order = bodyOf(request).idOrder;
    if (!order || typeof order !== 'object') throw new BadInputError('Ожидается объект idOrder');
    const o = order as Body;
    const list = sortableList(o.typeDataBase);
    // The guard admitted any list's key; this list's own rule decides.
    await app.auth.requireAccess(request, list.write);
    const change = {
      idOld: idOf(o.idOld, 'idOld'),
      idNew: idOf(o.idNew, 'idNew'),
      SortsOld: Number(o.SortsOld) || 0,
      SortsNew: Number(o.SortsNew) || 0,
      typeDataBase: list.remote,
    };
    const result = await service.reorder(list, change);
    // Spec section 7: after a status reorder the status list is read again and sent back.
    if (list.name === 'StatusOrder') return { ...result, data: await service.getAll(list) };
    return result;
  });
}
