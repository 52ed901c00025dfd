/**
 * The CSV export through the gateway (issue 19 item 4): GET /api/backups/export streams the CRM's
 * zip to the superadmin over real HTTP both ways; anyone else gets 401/403 and no export starts;
 * a browser that hangs up mid-download stops the export in the CRM.
 */
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportsRunning } from '../../crm/export/archive';
import { parseCsv, unzip } from '../unzip';
import { bearer, signInSeeded, startGateway, until, type TestGateway } from './helper';

let gw: TestGateway;
let tokens: Awaited<ReturnType<typeof signInSeeded>>;
let base: string;

beforeAll(async () => {
  gw = await startGateway();
  tokens = await signInSeeded(gw.app);
  await gw.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(gw.app.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => gw?.close());

describe('GET /api/backups/export', () => {
  it('gives the superadmin the zip of CSV files, every order in it', async () => {
    const res = await fetch(`${base}/api/backups/export`, { headers: bearer(tokens.admin) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="flora-export-.*\.zip"$/);
    const files = unzip(Buffer.from(await res.arrayBuffer()));
    const orders = parseCsv(files.get('orders.csv')!.toString('utf8').slice(1));
    const [{ n }] = await gw.crm!.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
    expect(orders.length - 1).toBe(n);
    expect(n).toBeGreaterThan(0);
  }, 60_000);

  it('is refused to anyone else, in Russian, and starts no export', async () => {
    const anonymous = await fetch(`${base}/api/backups/export`);
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { message: string }).message).toMatch(/[а-я]/);
    for (const token of [tokens.fastfood, tokens.manager]) {
      const res = await fetch(`${base}/api/backups/export`, { headers: bearer(token) });
      expect(res.status).toBe(403);
      expect(((await res.json()) as { message: string }).message).toMatch(/[а-я]/);
    }
    expect(exportsRunning()).toBe(0);
  });

  it('stops in the CRM when the browser hangs up mid-download', async () => {
    // Some 10 MB of hardly compressible text (in the comment: the names' trigram index would make it slow
    // to insert), more than the sockets between the three hold.
    await gw.crm!.db.query(
      `INSERT INTO clients (last_name, first_name, comment)
       SELECT 'Массовый', 'Клиент', md5(i::text) || md5(i::text || 'a') || md5(i::text || 'b') || md5(i::text || 'c') || md5(i::text || 'd')
       FROM generate_series(1, 60000) AS i`,
    );
    await new Promise<void>((resolve, reject) => {
      const req = request(`${base}/api/backups/export`, { headers: bearer(tokens.admin) }, (res) => {
        if (res.statusCode !== 200) return reject(new Error(`HTTP ${res.statusCode}`));
        res.once('data', () => {
          expect(exportsRunning()).toBe(1);
          req.destroy();
          resolve();
        });
      });
      req.on('error', () => undefined);
      req.end();
    });
    await until(() => exportsRunning() === 0, 'the cancelled export to stop', 10_000);
    expect(exportsRunning()).toBe(0);
    // The gateway and the CRM go on (no batch left holding PGlite's one connection).
    const profile = await fetch(`${base}/api/auth/profile`, { headers: bearer(tokens.admin) });
    expect(profile.status).toBe(200);
  }, 120_000);
});
