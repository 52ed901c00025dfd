/**
 * The superadmin's backups over GraphQL and /api (issue 19 item 3): the list with sizes and
 * counts, «make one now» with its progress, the download, the health query's age of the last
 * good backup; nobody else may see or start them.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, bearer, gql, login, startGateway, type TestGateway } from './helper';

let gw: TestGateway;
let sa: string;
let admin: string;
const dir = mkdtempSync(join(tmpdir(), 'gateway-backups-'));

const STATE = `backups { mode running phase lastGoodAt lastError backups { name at sizeBytes counts { table rows } } }`;

interface State {
  mode: string;
  running: boolean;
  phase: string | null;
  lastGoodAt: string | null;
  lastError: string | null;
  backups: { name: string; at: string; sizeBytes: number; counts: { table: string; rows: number }[] }[];
}

beforeAll(async () => {
  gw = await startGateway({ crmBackup: true, env: { BACKUP_DIR: dir, BACKUP_INTERVAL_HOURS: '0' } });
  sa = await login(gw.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
  admin = await login(gw.app, ACCOUNTS.fastfood.email, ACCOUNTS.fastfood.password);
}, 60_000);
afterAll(async () => {
  await gw?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('backups for the superadmin', () => {
  it('none at first, and the health query says so', async () => {
    const res = await gql(gw.app, `{ ${STATE} }`, {}, sa);
    expect(res.errors).toBeUndefined();
    expect((res.data!.backups as State).backups).toEqual([]);
    const health = await gql(gw.app, '{ health { crm lastBackupAgeSeconds backupMode } }');
    expect(health.data!.health).toEqual({ crm: true, lastBackupAgeSeconds: null, backupMode: 'pglite' });
  });

  it('«make one now» answers at once, runs, and the list then holds it with its counts', async () => {
    const started = await gql(
      gw.app,
      `mutation { startBackup { state { running } userErrors { code } } }`,
      {},
      sa,
    );
    expect(started.errors).toBeUndefined();
    expect(started.data!.startBackup).toEqual({ state: { running: true }, userErrors: [] });
    let state: State;
    for (;;) {
      state = (await gql(gw.app, `{ ${STATE} }`, {}, sa)).data!.backups as State;
      if (!state.running) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(state.lastError).toBeNull();
    expect(state.backups).toHaveLength(1);
    const [b] = state.backups;
    expect(b.name).toMatch(/^flora-.*\.tar\.gz$/);
    expect(b.sizeBytes).toBeGreaterThan(1000);
    expect(b.counts.find((c) => c.table === 'users')!.rows).toBeGreaterThan(0);
    const health = await gql(gw.app, '{ health { lastBackupAgeSeconds } }');
    expect(health.data!.health).toEqual({ lastBackupAgeSeconds: expect.any(Number) });
    expect((health.data!.health as { lastBackupAgeSeconds: number }).lastBackupAgeSeconds).toBeLessThan(120);

    const file = await gw.app.inject({ method: 'GET', url: `/api/backups/${b.name}`, headers: bearer(sa) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${b.name}"`);
    expect(file.rawPayload.equals(readFileSync(join(dir, b.name)))).toBe(true);
  }, 120_000);

  it('an unknown or crafted name is a 404 in Russian', async () => {
    for (const name of ['flora-2020-01-01T00-00-00Z.tar.gz', '..%2F..%2Fetc%2Fpasswd', 'crm.lock']) {
      const res = await gw.app.inject({ method: 'GET', url: `/api/backups/${name}`, headers: bearer(sa) });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toMatch(/[а-я]/);
    }
  });
});

describe('backups for anyone else', () => {
  it('are refused on both faces', async () => {
    for (const token of [admin, undefined]) {
      const list = await gql(gw.app, `{ ${STATE} }`, {}, token);
      expect(list.errors?.[0].extensions?.code).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
      const start = await gql(gw.app, `mutation { startBackup { state { running } } }`, {}, token);
      expect(start.errors?.[0].extensions?.code).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
    }
    const res = await gw.app.inject({
      method: 'GET',
      url: '/api/backups/flora-2020-01-01T00-00-00Z.tar.gz',
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(403);
  });
});
