/**
 * The fast-food kitchen (issue 22 items 4-6, docs/kitchen.md): kitchen/getTickets, getReady,
 * bumpTicket, bumpLine, recall, getStations, saveStation, deleteStation, getProductStation,
 * setProductStation, getSettings, setSettings, getPrepTimes. Tickets are opened by the order writes
 * themselves (crm/kitchen/tickets.ts syncTicket). Who may call what is the gateway's rule
 * (schema/data-access.ts); the ready screen's call answers numbers only.
 */
import { todayIn } from '../../schema/time-zone';
import type { Domain } from '../registry';
import { readPeriod } from '../stats/input';
import { prepTimes } from '../stats/prep';
import { bumpLine, bumpTicket, openTickets, readyNumbers, recallLast } from '../kitchen/tickets';
import {
  deleteStation,
  productStation,
  saveStation,
  saveTargetTimes,
  setProductStation,
  stations,
  targetTimes,
} from '../kitchen/setup';
import { requireId } from './orders/input';
import { actingUser } from './orders/refs';

export const kitchen: Domain = {
  async getTickets(_body, { db, timeZone }) {
    return { items: await openTickets(db, timeZone, todayIn(timeZone)), targets: await targetTimes(db) };
  },

  async getReady(_body, { db, timeZone }) {
    return { items: await readyNumbers(db, timeZone, todayIn(timeZone)) };
  },

  async bumpTicket(body, { db }) {
    const orderId = requireId(body.orderId, 'Заказ', ['orderId']);
    await db.transaction(async (tx) => bumpTicket(tx, orderId, await actingUser(tx, body.userId)));
    return { orderId };
  },

  async bumpLine(body, { db }) {
    const lineId = requireId(body.lineId, 'Строка заказа', ['lineId']);
    const orderId = await db.transaction(async (tx) =>
      bumpLine(tx, lineId, await actingUser(tx, body.userId)),
    );
    return { orderId };
  },

  async recall(body, { db, timeZone }) {
    const orderId = await db.transaction(async (tx) =>
      recallLast(tx, timeZone, todayIn(timeZone), await actingUser(tx, body.userId)),
    );
    return { orderId };
  },

  async getStations(_body, { db }) {
    return { items: await stations(db) };
  },

  async saveStation(body, { db }) {
    return { items: await db.transaction((tx) => saveStation(tx, body)) };
  },

  async deleteStation(body, { db }) {
    return { items: await db.transaction((tx) => deleteStation(tx, body)) };
  },

  async getProductStation(body, { db }) {
    return { stationId: await productStation(db, requireId(body.productId, 'Товар', ['productId'])) };
  },

  async setProductStation(body, { db }) {
    return { stationId: await db.transaction((tx) => setProductStation(tx, body)) };
  },

  async getSettings(_body, { db }) {
    return targetTimes(db);
  },

  async setSettings(body, { db }) {
    return db.transaction((tx) => saveTargetTimes(tx, body));
  },

  async getPrepTimes(body, { db, timeZone }) {
    const { dateFrom, dateTo } = readPeriod(body);
    return { dateFrom, dateTo, items: await prepTimes(db, timeZone, dateFrom, dateTo) };
  },
};
