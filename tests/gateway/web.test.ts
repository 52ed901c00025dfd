/** Web assets, SPA fallback, the not-built page, /healthz and the security headers. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from './helper';

// Nothing here reaches the CRM: no request carries a token.
const NO_CRM = 'http://127.0.0.1:9';

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

describe('with a web build', () => {
  let gw: TestGateway;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root">SPA</div>');
    writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Флора CRM"}');
    gw = await startGateway({ env: { WEB_DIST: dist }, crmUrl: NO_CRM });
  });
  afterAll(async () => {
    await gw?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves files, hashed assets as immutable', async () => {
    const asset = await gw.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toContain('immutable');
    // A script is no document: nosniff only (gateway/plugins/security.ts, http-hardening.test.ts).
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['x-frame-options']).toBeUndefined();
    const icon = await gw.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
  });

  it.each(['/', '/dashboard/statsOrder', '/order/editOrderFastFood/12', '/session/signin?next=%2Fcatalog'])(
    'GET %s gets index.html',
    async (url) => {
      const res = await gw.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('SPA');
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers).toMatchObject(SECURITY_HEADERS);
    },
  );

  it('the service worker and the web manifest are revalidated on every start, so an update is seen', async () => {
    const worker = await gw.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    // Never the hashed assets' year-long `immutable`: the worker's name does not change.
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-security-policy']).toContain("worker-src 'self'");
    const manifest = await gw.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toEqual({ name: 'Флора CRM' });
  });

  it('a missing file is a 404, not the app', async () => {
    const res = await gw.app.inject({ method: 'GET', url: '/assets/missing-999.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('SPA');
  });

  it('/api and /graphql never fall back to the app', async () => {
    const api = await gw.app.inject({ method: 'GET', url: '/api/some/thing' });
    expect(api.statusCode).toBe(401);
    const graphql = await gw.app.inject({ method: 'GET', url: '/graphql/extra' });
    expect(graphql.statusCode).toBe(404);
    expect(graphql.body).not.toContain('SPA');
  });

  it('a POST to an unknown page path is a 404', async () => {
    const res = await gw.app.inject({ method: 'POST', url: '/dashboard/statsOrder', payload: {} });
    expect(res.statusCode).toBe(404);
  });
});

describe('without a web build', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startGateway({ crmUrl: NO_CRM });
  });
  afterAll(async () => gw?.close());

  it('answers 503 with the build hint', async () => {
    const res = await gw.app.inject({ method: 'GET', url: '/dashboard/statsOrder' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('Веб-интерфейс не собран. Выполните npm run build.');
  });

  it('GET /healthz → {status: ok} with the security headers', async () => {
    const res = await gw.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers).toMatchObject(SECURITY_HEADERS);
  });

  it('error replies carry the security headers too', async () => {
    const res = await gw.app.inject({ method: 'GET', url: '/api/nothing' });
    expect(res.statusCode).toBe(401);
    expect(res.headers).toMatchObject(SECURITY_HEADERS);
  });
});
