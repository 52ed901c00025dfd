/**
 * /api/catalog beyond the generic list routes (gateway/domains/lists/legacy.ts serves
 * getAllCategory, setActiveCategory, …, setSaveNewProductList from schema/lists.ts):
 * - setUpdateProductListImg (spec section 7) and setUpdateCategoryImg (ours): multipart upload
 *   of a picture, answered with the whole list like every list write;
 * - setUpdateCategorySortable {dataCategoryUpdateSortable: {id, parentId, beforeId}}: placement
 *   in the category tree, answered with every category in the new order.
 * The guard (plugins/legacy-access.ts) has checked WRITE_RULES.catalog by path before we run.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ListDef } from '../../../schema/lists';
import { BadInputError } from '../../errors';
import { missingFile, normaliseImage } from '../../images/intake';
import { legacyError } from '../../plugins/legacy-api';
import { bodyOf, idOf } from '../lists/legacy';
import { requireOwnShop } from './scope';
import { parseId } from '../lists/service';
import { CATEGORY, PRODUCT, catalogService, type CatalogService } from './service';
import { acceptUploads, readUpload, UPLOAD_MESSAGES } from './upload';

type Body = Record<string, unknown>;

/** An optional id: null, absent, 0 or "" mean "none". */
function optionalIdOf(value: unknown, what: string): number | null {
  if (value === undefined || value === null || value === '' || value === 0 || value === '0') return null;
  const id = parseId(value);
  if (id === null) throw new BadInputError(`Поле «${what}»: ожидается id категории или null`);
  return id;
}

/** The legacy path of a picture upload: setUpdateProductListImg, setUpdateCategoryImg. */
export const uploadPath = (list: ListDef) => `/catalog/setUpdate${list.name}Img`;

function uploadRoutes(service: CatalogService) {
  return async (scope: FastifyInstance) => {
    const maxBytes = scope.config.uploadMaxBytes;
    await acceptUploads(scope, maxBytes);

    // A body type without a parser here (text/plain, …) is "not a form", not "not JSON".
    scope.setErrorHandler(async (err: FastifyError, request, reply) => {
      const { status, message } =
        err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? { status: 415, message: UPLOAD_MESSAGES.notMultipart }
          : legacyError(err);
      if (status >= 500) request.log.error({ err }, 'picture upload failed');
      return reply.code(status).send({ message });
    });

    for (const list of [PRODUCT, CATEGORY]) {
      scope.post(uploadPath(list), async (request) => {
        const { fields, file } = await readUpload(request, maxBytes);
        if (!file) throw missingFile();
        const id = idOf(fields.id);
        await requireOwnShop(scope.upstream, await scope.auth.requireAccess(request), list, id);
        // Refused pictures stop here: nothing reaches the CRM.
        const image = await normaliseImage(file);
        const result = await service.setImage(list, id, image);
        request.log.info({ list: list.name, id, key: image.key, bytes: image.full.length }, 'picture set');
        return result.list;
      });
    }
  };
}

export default async function catalogLegacy(app: FastifyInstance): Promise<void> {
  const service = catalogService(app.upstream);

  app.post('/catalog/setUpdateCategorySortable', async (request) => {
    const payload = bodyOf(request).dataCategoryUpdateSortable;
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) {
      throw new BadInputError('Ожидается объект dataCategoryUpdateSortable с полями id, parentId, beforeId');
    }
    const p = payload as Body;
    const id = idOf(p.id);
    await requireOwnShop(app.upstream, await app.auth.requireAccess(request), CATEGORY, id);
    const parentId = optionalIdOf(p.parentId, 'parentId');
    const beforeId = optionalIdOf(p.beforeId, 'beforeId');
    return (await service.placeCategory(id, parentId, beforeId)).list;
  });

  await app.register(uploadRoutes(service));
}
