/**
 * Issue 16 item 4: the CSV exports of orders and clients are made on the server, need KLIENTS,
 * hold every matching row (checked against SQL) and are written to the audit log with who, what
 * and how many rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAGE } from '../../schema/paging';
import { ACCOUNTS, bearer, gql, login, startGateway, type TestGateway } from './helper';
import { startSpecOnlyGateway } from './spec-crm';

let gw: TestGateway;
let sa: string;
let manager: string;
let span: { start: string; stop: string };

beforeAll(async () => {
  gw = await startGateway();
  sa = await login(gw.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
  manager = await login(gw.app, ACCOUNTS.manager.email, ACCOUNTS.manager.password);
  [span] = await gw.crm!.db.query<{ start: string; stop: string }>(
    "SELECT to_char(max(order_date) - 20, 'YYYY-MM-DD') AS start, to_char(max(order_date), 'YYYY-MM-DD') AS stop FROM orders",
  );
});
afterAll(() => gw?.close());

const get = (url: string, token: string) => gw.app.inject({ method: 'GET', url, headers: bearer(token) });
/** The CSV's lines without the BOM, header first. */
const lines = (body: string) => {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return body.slice(1).split('\r\n').filter(Boolean);
};

async function exportsInAudit(): Promise<Record<string, unknown>[]> {
  const res = await gql(
    gw.app,
    '{ auditLog(first: 50, filter: { event: "export" }) { items { actorEmail detail } } }',
    {},
    sa,
  );
  expect(res.errors).toBeUndefined();
  return (res.data!.auditLog as { items: { actorEmail: string; detail: string }[] }).items.map((e) => ({
    ...e,
    detail: JSON.parse(e.detail) as Record<string, unknown>,
  }));
}

describe('GET /api/export/orders', () => {
  it('sends every order of the period, phones whole, and records the export', async () => {
    const res = await get(`/api/export/orders?start=${span.start}&stop=${span.stop}`, sa);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="orders-${span.start}-${span.stop}.csv"`,
    );
    const [header, ...rows] = lines(res.body);
    expect(header).toBe('№;Дата и время;Статус;Клиент;Получатель;Адрес;Товары;Сумма;Оплата;Исполнитель');
    const [{ n }] = await gw.crm!.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders WHERE order_date BETWEEN $1 AND $2 AND NOT deleted',
      [span.start, span.stop],
    );
    expect(n).toBeGreaterThan(0);
    expect(rows).toHaveLength(n);
    expect(res.headers['x-export-rows']).toBe(String(n));
    expect(res.body).not.toContain('***');
    const entry = (await exportsInAudit()).find(
      (e) => (e.detail as { what?: string }).what === 'orders' && (e.detail as { rows?: number }).rows === n,
    );
    expect(entry).toMatchObject({ actorEmail: ACCOUNTS.admin.email });
  });

  it('reads a period of many pages whole: each order once, in the list’s order', async () => {
    const [wide] = await gw.crm!.db.query<{ start: string; stop: string }>(
      "SELECT to_char(max(order_date) - 75, 'YYYY-MM-DD') AS start, to_char(max(order_date), 'YYYY-MM-DD') AS stop FROM orders",
    );
    const res = await get(`/api/export/orders?start=${wide.start}&stop=${wide.stop}`, sa);
    expect(res.statusCode).toBe(200);
    const numbers = lines(res.body)
      .slice(1)
      .map((l) => l.split(';')[0]);
    const sql = await gw.crm!.db.query<{ number: string }>(
      'SELECT number FROM orders WHERE order_date BETWEEN $1 AND $2 AND NOT deleted ORDER BY order_date, day_number',
      [wide.start, wide.stop],
    );
    // More than one page of the CRM's paged call (MAX_PAGE), so the walk is what is tested.
    expect(sql.length).toBeGreaterThan(MAX_PAGE);
    expect(numbers).toEqual(sql.map((r) => r.number));
    // A CRM without order/getOrderPage: the period read once with getOrder, the same file.
    const remote = await startSpecOnlyGateway(gw, /^\/order\/getOrderPage/);
    try {
      const token = await login(remote.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
      const there = await remote.app.inject({
        method: 'GET',
        url: `/api/export/orders?start=${wide.start}&stop=${wide.stop}`,
        headers: bearer(token),
      });
      expect(there.statusCode).toBe(200);
      expect(there.body).toBe(res.body);
    } finally {
      await remote.close();
    }
  });

  it('keeps to the screen’s shop type when asked (the flower list), refuses an unknown one', async () => {
    const res = await get(
      `/api/export/orders?start=${span.start}&stop=${span.stop}&shopType=flower_shop`,
      sa,
    );
    const [, ...rows] = lines(res.body);
    const [{ n }] = await gw.crm!.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM orders WHERE order_date BETWEEN $1 AND $2 AND NOT deleted AND shop_type = 'flower_shop'",
      [span.start, span.stop],
    );
    expect(rows).toHaveLength(n);
    const bad = await get(`/api/export/orders?start=${span.start}&stop=${span.stop}&shopType=pizza`, sa);
    expect(bad.statusCode).toBe(400);
  });

  it('searches as the order list does', async () => {
    const [order] = await gw.crm!.db.query<{ number: string }>(
      'SELECT number FROM orders WHERE order_date BETWEEN $1 AND $2 AND NOT deleted LIMIT 1',
      [span.start, span.stop],
    );
    const res = await get(
      `/api/export/orders?start=${span.start}&stop=${span.stop}&search=${encodeURIComponent(order.number)}`,
      sa,
    );
    const [, ...rows] = lines(res.body);
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows.every((r) => r.startsWith(order.number.slice(0, 6)))).toBe(true);
  });

  it('refuses the manager without KLIENTS (403) and records nothing', async () => {
    const before = (await exportsInAudit()).length;
    const res = await get(`/api/export/orders?start=${span.start}&stop=${span.stop}`, manager);
    expect(res.statusCode).toBe(403);
    expect((await exportsInAudit()).length).toBe(before);
  });

  it('refuses a period over 366 days with the order list’s reason, as 400 (it was a 502)', async () => {
    const res = await get('/api/export/orders?start=2024-01-01&stop=2026-01-01', sa);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Период не длиннее 366 дней');
  });

  it('refuses a missing or malformed period with 400', async () => {
    for (const q of [
      '',
      `start=${span.start}`,
      'start=2026-13-01&stop=2026-13-02',
      'start=2026-01-02&stop=2026-01-01',
    ]) {
      const res = await get(`/api/export/orders?${q}`, sa);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });
});

describe('GET /api/export/list/KlientDirectory and Recipients', () => {
  it('sends every active client and records the export', async () => {
    const res = await get('/api/export/list/KlientDirectory', sa);
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = lines(res.body);
    expect(header).toBe('Фамилия;Имя;Отчество;Телефон;Email;День рождения;Комментарий;Активна');
    const [{ n }] = await gw.crm!.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM clients WHERE NOT deleted',
    );
    expect(rows).toHaveLength(n);
    const entry = (await exportsInAudit()).find(
      (e) => (e.detail as { what?: string }).what === 'KlientDirectory',
    );
    expect(entry).toMatchObject({ actorEmail: ACCOUNTS.admin.email, detail: { rows: n } });
  });

  it('filters by the search text', async () => {
    const [client] = await gw.crm!.db.query<{ last_name: string }>(
      "SELECT last_name FROM clients WHERE NOT deleted AND last_name <> '' LIMIT 1",
    );
    const res = await get(
      `/api/export/list/KlientDirectory?search=${encodeURIComponent(client.last_name)}`,
      sa,
    );
    const [, ...rows] = lines(res.body);
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows.every((r) => r.toLowerCase().includes(client.last_name.toLowerCase()))).toBe(true);
  });

  it('sends the recipients with their client by name; other lists are not exported here (404)', async () => {
    const res = await get('/api/export/list/Recipients', sa);
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = lines(res.body);
    expect(header).toBe('Фамилия;Имя;Отчество;Телефон;Адрес;Клиент;Комментарий;Активна');
    const [{ n }] = await gw.crm!.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM recipients WHERE NOT deleted',
    );
    expect(rows).toHaveLength(n);
    expect((await get('/api/export/list/Employees', sa)).statusCode).toBe(404);
    expect((await get('/api/export/list/NoSuchList', sa)).statusCode).toBe(404);
  });

  it('refuses the manager (403)', async () => {
    expect((await get('/api/export/list/KlientDirectory', manager)).statusCode).toBe(403);
  });
});
