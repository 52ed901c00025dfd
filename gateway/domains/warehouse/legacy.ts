/**
 * /api/reference/… for the six warehouse document kinds (spec section 7), with the reference
 * lists' shapes: GET getAll{X} answers the array of documents (a CRM refusal is an empty list,
 * spec section 8; the CRM down or slow is 502/504); setActive{X} and setDeleted{X} {id, val}, setUpdate{X} and
 * setSaveNew{X} {data{X}Update} answer the kind's array after the write. Ours: setPosted{X}
 * {id, val} posts (1) or unposts (0) and answers the array too. Records pass through as the CRM
 * sends them (docs/upstream-contract.md "warehouse"). The guard (plugins/legacy-access.ts,
 * WAREHOUSE_DOCS) has checked WRITE_RULES.warehouse on every write before we run.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NotFoundError } from '../../errors';
import { isCrmFault } from '../../upstream/errors';
import { bodyOf, idOf, payloadOf, valOf } from '../lists/legacy';
import { documentPayload } from './input';
import { scopedWarehouse } from './scope';
import {
  DOCUMENT_KINDS,
  DOCUMENT_NOT_FOUND,
  warehouseService,
  type DocumentKind,
  type WarehouseService,
} from './service';

/** The legacy route names of one kind (the payload key is the reference lists' pattern). */
export function documentRoutes(kind: DocumentKind) {
  return {
    getAll: `getAll${kind}`,
    setActive: `setActive${kind}`,
    setDeleted: `setDeleted${kind}`,
    setUpdate: `setUpdate${kind}`,
    saveNew: `setSaveNew${kind}`,
    setPosted: `setPosted${kind}`,
    payloadKey: `data${kind}Update`,
  };
}

function kindRoutes(app: FastifyInstance, plain: WarehouseService, kind: DocumentKind) {
  const names = documentRoutes(kind);
  // The caller's shop bounds every call (scope.ts); built per request, the guard has run.
  const scoped = (request: FastifyRequest) =>
    scopedWarehouse(plain, app.upstream, () => app.auth.authenticate(request));
  const userOf = async (request: FastifyRequest) => (await app.auth.requireAccess(request)).crmId;
  const post = (name: string, run: (request: FastifyRequest) => Promise<unknown>) =>
    app.post(`/reference/${name}`, run);

  app.get(`/reference/${names.getAll}`, async (request) => {
    try {
      return await scoped(request).all(kind);
    } catch (err) {
      // As for every list (lists/legacy.ts): a refusal is an empty list, a CRM fault 502/504.
      if (isCrmFault(err)) throw err;
      request.log.warn({ err, kind }, 'document list read refused; answering an empty list');
      return [];
    }
  });

  const setFlag = (which: 'active' | 'deleted') => async (request: FastifyRequest) => {
    const body = bodyOf(request);
    const id = idOf(body.id);
    const val = valOf(body.val);
    return (await scoped(request).setFlag(kind, which, id, val, await userOf(request))).list;
  };
  post(names.setActive, setFlag('active'));
  post(names.setDeleted, setFlag('deleted'));

  post(names.setUpdate, async (request) => {
    const payload = payloadOf(bodyOf(request), names.payloadKey);
    const id = idOf(payload.id);
    return (await scoped(request).update(kind, id, documentPayload(payload), await userOf(request))).list;
  });
  post(names.saveNew, async (request) => {
    const payload = documentPayload(payloadOf(bodyOf(request), names.payloadKey));
    return (await scoped(request).create(kind, payload, await userOf(request))).list;
  });

  post(names.setPosted, async (request) => {
    const body = bodyOf(request);
    const id = idOf(body.id);
    const posting = valOf(body.val);
    // The path names the kind; a document of another kind is not one of "these" documents.
    const service = scoped(request);
    const document = await service.document(id);
    if (!document || document.kind !== kind) throw new NotFoundError(DOCUMENT_NOT_FOUND);
    const userId = await userOf(request);
    await (posting ? service.post(id, userId) : service.unpost(id, userId));
    return service.all(kind);
  });
}

export default async function warehouseLegacy(app: FastifyInstance): Promise<void> {
  const service = warehouseService(app.upstream);
  for (const kind of DOCUMENT_KINDS) kindRoutes(app, service, kind);
}
