/**
 * The CSV export (issue 19 item 4, crm/export): one zip over real HTTP whose files hold every row
 * of their tables (counts equal the database's), with a header, `;`, a BOM and quoting that lets a
 * value with `;`, quotes and a line break come back whole; batches continue across composite keys;
 * a reader that hangs up stops the export and the CRM serves on.
 */
import { request } from 'node:http';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportArchive, exportsRunning } from '../../crm/export/archive';
import { EXPORT_TABLES } from '../../crm/export/tables';
import { parseCsv, unzip } from '../unzip';
import { call, LOCAL, startTestCrm, type TestCrm } from './helper';

const TRICKY = 'Позвонить; спросить «"Иван"»\r\nвторая строка\nтретья';
const FILE_TABLES: Record<string, string> = {
  'clients.csv': 'clients',
  'orders.csv': 'orders',
  'order_lines.csv': 'order_lines',
  'products.csv': 'products',
  'stock_balances.csv': 'stock_balances',
  'stock_documents.csv': 'stock_documents',
  'stock_document_lines.csv': 'stock_document_lines',
  'cash_shifts.csv': 'cash_shifts',
  'cash_moves.csv': 'cash_moves',
};

let crm: TestCrm;
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _enc, cb) {
    logLines.push(chunk.toString());
    cb();
  },
});

beforeAll(async () => {
  crm = await startTestCrm({ logger: { level: 'info', stream: logStream } });
}, 60_000);
afterAll(async () => crm?.close());

async function download(): Promise<{ status: number; type: string | null; name: string; zip: Buffer }> {
  const res = await fetch(`${crm.url}/export/archive?apiKey=${encodeURIComponent(crm.apiKey)}`, {
    method: 'POST',
  });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    name: /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? '',
    zip: Buffer.from(await res.arrayBuffer()),
  };
}

async function counts(): Promise<Record<string, number>> {
  const sql = Object.entries(FILE_TABLES)
    .map(([file, table]) => `SELECT '${file}' AS file, count(*)::int AS n FROM ${table}`)
    .join(' UNION ALL ');
  const rows = await crm.db!.query<{ file: string; n: number }>(sql);
  return Object.fromEntries(rows.map((r) => [r.file, r.n]));
}

describe.runIf(LOCAL)('the CSV export', () => {
  it('is one zip of every file, each row of the database in it, a tricky value whole', async () => {
    const db = crm.db!;
    const [client] = await db.query<{ id: number }>(
      `INSERT INTO clients (last_name, first_name, comment) VALUES ('Экспортов', 'Пётр', $1) RETURNING id`,
      [TRICKY],
    );
    const { status, type, name, zip } = await download();
    expect(status).toBe(200);
    expect(type).toBe('application/zip');
    expect(name).toMatch(/^flora-export-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.zip$/);

    const files = unzip(zip);
    expect([...files.keys()]).toEqual(EXPORT_TABLES.map((t) => t.file));
    const expected = await counts();
    expect(expected['orders.csv']).toBeGreaterThan(0);
    expect(expected['order_lines.csv']).toBeGreaterThan(0);
    for (const [file, data] of files) {
      // The BOM makes Russian Excel read UTF-8; the header names the columns.
      expect(data.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const rows = parseCsv(data.toString('utf8').slice(1));
      const header = rows[0];
      expect(header).toEqual(EXPORT_TABLES.find((t) => t.file === file)!.columns.map(([h]) => h));
      expect(rows.length - 1, file).toBe(expected[file]);
      for (const row of rows) expect(row).toHaveLength(header.length);
    }

    const clients = parseCsv(files.get('clients.csv')!.toString('utf8').slice(1));
    const mine = clients.find((r) => r[0] === String(client.id))!;
    expect(mine[7]).toBe(TRICKY);
    expect(mine.slice(1, 3)).toEqual(['Экспортов', 'Пётр']);
    // The shop's wall clock (Europe/Moscow by default), as Excel reads a date.
    expect(mine[10]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const [moscow] = await db.query<{ t: string }>(
      `SELECT to_char(created_at AT TIME ZONE 'Europe/Moscow', 'YYYY-MM-DD HH24:MI:SS') AS t FROM clients WHERE id = $1`,
      [client.id],
    );
    expect(mine[10]).toBe(moscow.t);

    // Money as stored: integer kopecks, the sum of the orders' totals equal to the database's.
    const orders = parseCsv(files.get('orders.csv')!.toString('utf8').slice(1));
    const totalAt = orders[0].indexOf('Итого, коп.');
    const sum = orders.slice(1).reduce((s, r) => s + Number(r[totalAt]), 0);
    const [db_sum] = await db.query<{ s: string }>(`SELECT sum(total)::text AS s FROM orders`);
    expect(sum).toBe(Number(db_sum.s));
  }, 60_000);

  it('is refused without the API key, and none starts', async () => {
    for (const key of ['', 'wrong-key']) {
      const res = await fetch(`${crm.url}/export/archive?apiKey=${key}`, { method: 'POST' });
      expect(res.status).toBe(401);
      expect(((await res.json()) as { errorInfo: string }).errorInfo).toBe('API_KEY');
    }
    expect(exportsRunning()).toBe(0);
  });

  it('continues batch after batch on single and composite keys alike', async () => {
    const db = crm.db!;
    // A few balances of two branches, so the (branch, product) key crosses batches.
    await db.query(
      `INSERT INTO stock_balances (affiliate_id, product_id, quantity)
       SELECT a.id, p.id, 1.5 FROM (SELECT id FROM affiliates ORDER BY id LIMIT 2) a
       CROSS JOIN (SELECT id FROM products ORDER BY id LIMIT 9) p
       ON CONFLICT DO NOTHING`,
    );
    const { stream, done } = exportArchive(db, { timeZone: 'Europe/Moscow', batchSize: 7 });
    const chunks: Buffer[] = [];
    for await (const c of stream) chunks.push(c as Buffer);
    const result = await done;
    expect(result.aborted).toBe(false);
    expect(result.rows).toEqual(await counts());
    const files = unzip(Buffer.concat(chunks));
    const balances = parseCsv(files.get('stock_balances.csv')!.toString('utf8').slice(1)).slice(1);
    const keys = balances.map((r) => `${r[0]}/${r[2]}`);
    expect(new Set(keys).size).toBe(keys.length);
    // Three decimals with a point: «1.5» would open in Russian Excel as a date.
    expect(balances.some((r) => r[4] === '1.500')).toBe(true);
  }, 60_000);

  it('stops when the reader hangs up mid-download, and the CRM serves on', async () => {
    const db = crm.db!;
    // Some 10 MB of hardly compressible text (in the comment: the names' trigram index would make it slow to insert),
    // more than the sockets hold, so the archive cannot be all in flight.
    await db.query(
      `INSERT INTO clients (last_name, first_name, comment)
       SELECT 'Массовый', 'Клиент', md5(i::text) || md5(i::text || 'a') || md5(i::text || 'b') || md5(i::text || 'c') || md5(i::text || 'd')
       FROM generate_series(1, 60000) AS i`,
    );
    logLines.length = 0;
    const url = new URL(`${crm.url}/export/archive?apiKey=${encodeURIComponent(crm.apiKey)}`);
    await new Promise<void>((resolve, reject) => {
      const req = request(url, { method: 'POST' }, (res) => {
        expect(res.statusCode).toBe(200);
        res.once('data', () => {
          expect(exportsRunning()).toBe(1);
          req.destroy();
          resolve();
        });
      });
      req.on('error', () => undefined);
      req.on('timeout', reject);
      req.end();
    });
    const deadline = Date.now() + 10_000;
    while (exportsRunning() > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(exportsRunning()).toBe(0);
    const stopped = logLines.find((l) => l.includes('export stopped'));
    expect(stopped).toBeDefined();
    const rows = (JSON.parse(stopped!) as { export: { rows: Record<string, number> } }).export.rows;
    expect(rows['clients.csv']).toBeLessThan(60000);
    // No half-read batch left holding the connection: the next call is answered.
    const ping = await call(crm, '/health/ping');
    expect(ping.status).toBe(200);
  }, 60_000);
});
