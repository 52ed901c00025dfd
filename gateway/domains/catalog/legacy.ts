/**
 * /api/catalog reads (spec section 7 "Catalogue"): the CRM's arrays passed through as they are.
 * Spec section 8: a list read never fails; a missing list or a CRM error is 200 with [].
 * The guard (gateway/plugins/legacy-access.ts) has checked the signed-in user before we run.
 * The writes (set…) come with the catalogue screens.
 */
import type { FastifyInstance } from 'fastify';
import type { RemoteRecord } from '../lists/service';
import { createCatalogService } from './service';

export default async function catalogLegacy(app: FastifyInstance): Promise<void> {
  const service = createCatalogService(app.upstream);

  const read = (path: string, run: () => Promise<RemoteRecord[]>) =>
    app.get(`/catalog/${path}`, async (request) => {
      try {
        return await run();
      } catch (err) {
        request.log.warn({ err, path }, 'catalogue read failed; answering an empty list');
        return [];
      }
    });

  read('getAllCategory', service.categories);
  read('getAllProductList', service.products);
}
