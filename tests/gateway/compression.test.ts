/**
 * Issue 17 item 5: replies cross the wire compressed. GraphQL and /api replies are compressed per
 * request as Accept-Encoding allows, with Vary set; built assets are sent precompressed (written
 * once at build by web/precompress.ts), never compressed again per request.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressFiles } from '../../web/precompress';
import { ACCOUNTS, bearer, login, startGateway, type TestGateway } from './helper';

const webDist = mkdtempSync(join(tmpdir(), 'compression-web-'));
const script = `console.log(${JSON.stringify('Флора '.repeat(2000))});\n`;
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'index.html'), `<!doctype html><title>Флора</title>${'<p>x</p>'.repeat(400)}`);
writeFileSync(join(webDist, 'assets/app-abc123.js'), script);
writeFileSync(join(webDist, 'assets/tiny.js'), 'let a = 1;\n');

let gw: TestGateway;
let token: string;
const LISTS_QUERY =
  '{ orderStatuses { id name color } paymentTypes { id name } units { id name shortName } }';

beforeAll(async () => {
  compressFiles(webDist);
  gw = await startGateway({ env: { WEB_DIST: webDist } });
  token = await login(gw.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
});
afterAll(() => gw.close());

async function graphql(encoding?: string) {
  return gw.app.inject({
    method: 'POST',
    url: '/graphql',
    payload: {
      query: `{ ordersConnection(first: 250, filter: { preset: MONTH }) { edges { node { id number total deliveryAddress cardText date } } } ${LISTS_QUERY.slice(1, -1)} }`,
    },
    headers: {
      'content-type': 'application/json',
      ...bearer(token),
      ...(encoding ? { 'accept-encoding': encoding } : {}),
    },
  });
}

describe('dynamic replies', () => {
  it('GraphQL: brotli when asked, the same JSON once decoded, Vary: Accept-Encoding', async () => {
    const plain = await graphql();
    expect(plain.json().errors, plain.body.slice(0, 300)).toBeUndefined();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await graphql('br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('GraphQL: gzip for a client that only takes gzip', async () => {
    const gz = await graphql('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(
      JSON.parse(gunzipSync(gz.rawPayload).toString('utf8')).data.ordersConnection.edges.length,
    ).toBeGreaterThan(0);
  });

  it('/api: a list reply compressed, its body unchanged', async () => {
    const url = '/api/reference/getAllStatusOrder';
    const plain = await gw.app.inject({ method: 'GET', url, headers: bearer(token) });
    const gz = await gw.app.inject({
      method: 'GET',
      url,
      headers: { ...bearer(token), 'accept-encoding': 'gzip' },
    });
    if (plain.rawPayload.length >= 1024) {
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(plain.json());
    } else {
      // Below the threshold the reply goes as it is: smaller than its compressed form plus headers.
      expect(gz.headers['content-encoding']).toBeUndefined();
      expect(gz.json()).toEqual(plain.json());
    }
  });

  it('a small reply is not compressed', async () => {
    const res = await gw.app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('built assets', () => {
  it('are precompressed at build: .br and .gz beside each file worth it, none for tiny ones', () => {
    expect(existsSync(join(webDist, 'assets/app-abc123.js.br'))).toBe(true);
    expect(existsSync(join(webDist, 'assets/app-abc123.js.gz'))).toBe(true);
    expect(existsSync(join(webDist, 'assets/tiny.js.br'))).toBe(false);
  });

  it('are sent precompressed with the immutable cache header, and raw to a client without br/gzip', async () => {
    const br = await gw.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toMatch(/immutable/);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(script);

    const raw = await gw.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.body).toBe(script);
  });

  it("follow the client's weights: gzip when br is refused, raw for a tiny file, HEAD with the length", async () => {
    const get = (url: string, encoding: string, method: 'GET' | 'HEAD' = 'GET') =>
      gw.app.inject({ method, url, headers: { 'accept-encoding': encoding } });
    const gz = await get('/assets/app-abc123.js', 'br;q=0, gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(script);
    const any = await get('/assets/app-abc123.js', '*');
    expect(any.headers['content-encoding']).toBe('br');
    // Too small to be worth compressing at build, and not compressed per request either.
    const tiny = await get('/assets/tiny.js', 'br, gzip');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('let a = 1;\n');
    expect(tiny.headers['content-type']).toMatch(/javascript/);
    const head = await get('/assets/app-abc123.js', 'br', 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(
      readFileSync(join(webDist, 'assets/app-abc123.js.br')).length,
    );
    expect(head.body).toBe('');
  });

  it('a file built while the gateway runs is served once it exists; no name reaches outside assets/', async () => {
    const before = await gw.app.inject({ method: 'GET', url: '/assets/late-777.js' });
    expect(before.statusCode).toBe(404);
    writeFileSync(join(webDist, 'assets/late-777.js'), 'let late = 1;\n');
    const after = await gw.app.inject({ method: 'GET', url: '/assets/late-777.js' });
    expect(after.statusCode).toBe(200);
    expect(after.body).toBe('let late = 1;\n');
    for (const url of [
      '/assets/..%2Findex.html',
      '/assets/%2E%2E%2Findex.html',
      '/assets/sub%2F..%2F..%2Findex.html',
    ]) {
      const res = await gw.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('<title>Флора</title>');
    }
  });

  it('the SPA fallback page is compressed too', async () => {
    const res = await gw.app.inject({
      method: 'GET',
      url: '/order/allOrder',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString('utf8')).toContain('<title>Флора</title>');
  });
});
