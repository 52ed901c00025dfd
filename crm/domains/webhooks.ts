/**
 * Webhooks (issue 20 item 4, docs/integrations.md «Webhooks»): webhook/createEndpoint,
 * getEndpoints, updateEndpoint, deleteEndpoint, getDeliveryPage, retryDelivery. Who may call
 * them is the gateway's rule (the superadmin, schema/webhooks.ts); the delivering is
 * crm/webhooks/worker.ts.
 */
import { invalid } from '../envelope';
import type { CrmContext, Domain } from '../registry';
import { deliveryId, deliveryPage, retryDelivery } from '../webhooks/deliveries';
import {
  checkedActive,
  checkedDescription,
  checkedEvents,
  checkedShopType,
  checkedUrl,
  endpointId,
  ENDPOINT_SELECT,
  oneEndpoint,
} from '../webhooks/endpoints';
import { newSecret } from '../webhooks/sign';

const allowPrivate = (ctx: CrmContext) => ctx.webhooks?.allowPrivate ?? false;

export const webhook: Domain = {
  async createEndpoint(body, ctx) {
    const url = await checkedUrl(body, allowPrivate(ctx));
    const events = checkedEvents(body.events);
    const shopType = checkedShopType(body.shopType);
    const description = checkedDescription(body.description);
    const secret = newSecret();
    const endpoint = await ctx.db.transaction(async (tx) => {
      const [{ id }] = await tx.query<{ id: number }>(
        `INSERT INTO webhook_endpoints (url, events, secret, shop_type, description)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [url, events, secret, shopType, description],
      );
      return oneEndpoint(tx, id);
    });
    return { endpoint, secret };
  },

  async getEndpoints(_body, { db }) {
    return { items: await db.query(`${ENDPOINT_SELECT} ORDER BY ep.created_at DESC, ep.id DESC LIMIT 200`) };
  },

  /** Patch: only the keys present change. */
  async updateEndpoint(body, ctx) {
    const id = endpointId(body.id);
    const sets: string[] = [];
    const params: unknown[] = [id];
    const set = (column: string, value: unknown) => {
      params.push(value);
      sets.push(`${column} = $${params.length}`);
    };
    if (body.url !== undefined) set('url', await checkedUrl(body, allowPrivate(ctx)));
    if (body.events !== undefined) set('events', checkedEvents(body.events));
    if (body.active !== undefined) set('active', checkedActive(body.active));
    if (body.shopType !== undefined) set('shop_type', checkedShopType(body.shopType));
    if (body.description !== undefined) set('description', checkedDescription(body.description));
    if (sets.length === 0) invalid('Нечего менять: укажите хотя бы одно поле');
    const endpoint = await ctx.db.transaction(async (tx) => {
      await oneEndpoint(tx, id);
      await tx.query(`UPDATE webhook_endpoints SET ${sets.join(', ')} WHERE id = $1`, params);
      return oneEndpoint(tx, id);
    });
    // Switched on again: its waiting deliveries are due.
    if (body.active === true) ctx.webhooks?.kick();
    return endpoint;
  },

  /** Its deliveries go with it (the log of an endpoint nobody has is of no use). */
  async deleteEndpoint(body, { db }) {
    const id = endpointId(body.id);
    return db.transaction(async (tx) => {
      const endpoint = await oneEndpoint(tx, id);
      await tx.query('DELETE FROM webhook_endpoints WHERE id = $1', [id]);
      return endpoint;
    });
  },

  async getDeliveryPage(body, { db }) {
    const id = endpointId(body.endpointId, 'Вебхук');
    await oneEndpoint(db, id);
    return deliveryPage(db, id, body);
  },

  async retryDelivery(body, ctx) {
    const id = deliveryId(body.id);
    const record = await ctx.db.transaction((tx) => retryDelivery(tx, id));
    ctx.webhooks?.kick();
    return record;
  },
};
