/**
 * One shop time zone for both processes (issue 25 item 2): with SHOP_TIMEZONE set, the embedded
 * CRM's "today" is the gateway's. Orders made without a date one minute before and one minute
 * after the shop's midnight (the clock set there: only Date is faked, timers stay real) land on
 * the shop's two days on both faces, and TODAY, YESTERDAY, WEEK and MONTH of the order list and of
 * the statistics split them at that midnight, not at Moscow's. 2099-06-01 is a Monday and the
 * first of a month, so the same minute also turns the week and the month; no seeded order is
 * dated in 2099, so every figure below is these orders'.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { localInstant, todayIn } from '../../schema/time-zone';
import { accepted, ACCOUNTS, bearer, gql, login, startGateway, type TestGateway } from './helper';

const BEFORE = { date: '2099-05-31', time: '23:59' };
const AFTER = { date: '2099-06-01', time: '00:01' };

const ORDERS = `query ($preset: DatePreset) { orders(preset: $preset) { start stop orders { id date } } }`;
const STATS = `query ($preset: DatePreset) {
  orderStats(preset: $preset, shopType: flower_shop) { start stop totals { orders } }
}`;
const OVERVIEW = `{ orderOverview(shopType: flower_shop) { today periods { key start stop totals { orders } } } }`;
const CREATE = `mutation ($input: OrderInput!) { createOrder(input: $input) { order { id date } userErrors { field code message } } }`;

afterEach(() => {
  vi.useRealTimers();
});

for (const zone of ['Asia/Vladivostok', 'America/New_York']) {
  describe(`SHOP_TIMEZONE=${zone}`, () => {
    let gw: TestGateway;
    let product: { id: number; price_kopecks: number };
    /** The ids each face made before and after midnight. */
    const made = { before: [] as string[], after: [] as string[] };

    /** The shop's clock at that minute, and a token signed at it (a token is only good for 7 days). */
    async function at(moment: { date: string; time: string }) {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(localInstant(zone, moment.date, moment.time));
      return login(gw.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
    }

    /** One order without a date through /api and one through GraphQL; answers their dates. */
    async function orderWithoutDate(token: string, into: string[]) {
      const api = await gw.app.inject({
        method: 'POST',
        url: '/api/order/newOrder',
        headers: bearer(token),
        payload: {
          newOrderData: {
            products: [{ id: product.id, count_product: 1, priceProduct: product.price_kopecks }],
            klient: { firstName: 'Анна', phone: '+7 900 000-00-01' },
          },
        },
      });
      expect(api.statusCode, api.body).toBe(200);
      const viaGraphql = await gql(
        gw.app,
        CREATE,
        {
          input: {
            client: { firstName: 'Олег', phone: '+7 900 000-00-02' },
            lines: [{ productId: String(product.id), count: 1, price: product.price_kopecks }],
          },
        },
        token,
      );
      expect(viaGraphql.errors).toBeUndefined();
      const created = accepted<{ id: string; date: string }>(viaGraphql.data, 'createOrder');
      into.push(String(api.json().id), created.id);
      return [api.json().date as string, created.date];
    }

    beforeAll(async () => {
      gw = await startGateway({ env: { SHOP_TIMEZONE: zone } });
      [product] = await gw.crm!.db.query<{ id: number; price_kopecks: number }>(
        `SELECT id, price_kopecks FROM products WHERE shop_type = 'flower_shop' ORDER BY id LIMIT 1`,
      );
    });
    afterAll(async () => gw?.close());

    it('an order without a date is dated by the shop’s calendar on both faces, a minute either side of midnight', async () => {
      // Moscow's calendar puts one of the two minutes on another day: it would fail this test.
      const moscow = [BEFORE, AFTER].map((m) => todayIn('Europe/Moscow', localInstant(zone, m.date, m.time)));
      expect(moscow).not.toEqual([BEFORE.date, AFTER.date]);
      expect(await orderWithoutDate(await at(BEFORE), made.before)).toEqual([BEFORE.date, BEFORE.date]);
      expect(await orderWithoutDate(await at(AFTER), made.after)).toEqual([AFTER.date, AFTER.date]);

      // /api lists them under those days.
      const token = await at(AFTER);
      const day = async (date: string) => {
        const res = await gw.app.inject({
          method: 'POST',
          url: '/api/order/all',
          headers: bearer(token),
          payload: { dateStart: date, dateStop: date },
        });
        expect(res.statusCode).toBe(200);
        return res
          .json()
          .OrderList.map((o: { id: number }) => String(o.id))
          .sort();
      };
      expect(await day(BEFORE.date)).toEqual([...made.before].sort());
      expect(await day(AFTER.date)).toEqual([...made.after].sort());
    });

    it('the order list’s TODAY, YESTERDAY, WEEK and MONTH turn at the shop’s midnight', async () => {
      const expectations = [
        { moment: BEFORE, preset: 'TODAY', start: '2099-05-31', stop: '2099-05-31', ids: made.before },
        { moment: BEFORE, preset: 'WEEK', start: '2099-05-25', stop: '2099-05-31', ids: made.before },
        { moment: BEFORE, preset: 'MONTH', start: '2099-05-01', stop: '2099-05-31', ids: made.before },
        { moment: AFTER, preset: 'TODAY', start: '2099-06-01', stop: '2099-06-01', ids: made.after },
        { moment: AFTER, preset: 'YESTERDAY', start: '2099-05-31', stop: '2099-05-31', ids: made.before },
        { moment: AFTER, preset: 'WEEK', start: '2099-06-01', stop: '2099-06-07', ids: made.after },
        { moment: AFTER, preset: 'MONTH', start: '2099-06-01', stop: '2099-06-30', ids: made.after },
      ];
      for (const { moment, preset, start, stop, ids } of expectations) {
        const token = await at(moment);
        const list = await gql(gw.app, ORDERS, { preset }, token);
        expect(list.errors).toBeUndefined();
        const got = list.data!.orders as { start: string; stop: string; orders: { id: string }[] };
        expect({ preset, start: got.start, stop: got.stop }).toEqual({ preset, start, stop });
        expect(got.orders.map((o) => o.id).sort(), `${moment.time} ${preset}`).toEqual([...ids].sort());

        const stats = await gql(gw.app, STATS, { preset }, token);
        expect(stats.errors).toBeUndefined();
        expect(stats.data!.orderStats, `${moment.time} ${preset}`).toMatchObject({
          start,
          stop,
          totals: { orders: ids.length },
        });
      }
    });

    it('the dashboard’s overview counts today, the week and the month from the shop’s today', async () => {
      const token = await at(AFTER);
      const res = await gql(gw.app, OVERVIEW, {}, token);
      expect(res.errors).toBeUndefined();
      const overview = res.data!.orderOverview as {
        today: string;
        periods: { key: string; start: string; stop: string; totals: { orders: number } }[];
      };
      expect(overview.today).toBe(AFTER.date);
      expect(overview.periods.map((p) => [p.key, p.start, p.stop, p.totals.orders])).toEqual([
        ['TODAY', '2099-06-01', '2099-06-01', made.after.length],
        ['YESTERDAY', '2099-05-31', '2099-05-31', made.before.length],
        ['WEEK', '2099-06-01', '2099-06-07', made.after.length],
        ['MONTH', '2099-06-01', '2099-06-30', made.after.length],
      ]);
    });
  });
}
