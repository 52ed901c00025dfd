/**
 * GET /images/:key: public, content-addressed, cached for ever. Keys that cannot be a picture's
 * and unknown keys are 404 (never the web app's index.html), a matching If-None-Match is 304
 * without a CRM call, repeated reads come from the memory cache, and CRM trouble is 502/504.
 * Also the intake's content sniffing and the byte-bounded cache as units.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ImageCache } from '../../gateway/images/cache';
import { IMAGE_RULES, normaliseImage, sniffFormat } from '../../gateway/images/intake';
import { matchesEtag } from '../../gateway/images/routes';
import { UpstreamTimeoutError, UpstreamUnavailableError } from '../../gateway/upstream/errors';
import type { Upstream } from '../../gateway/upstream/types';
import { picture, upload } from './catalog-helper';
import { ACCOUNTS, bearer, login, startGateway, testConfig } from './helper';
import { startCountedGateway, type CountedGateway } from './lists-helper';

const web = mkdtempSync(join(tmpdir(), 'images-web-'));
let gw: CountedGateway;
let key: string;

beforeAll(async () => {
  // A built web app, so an SPA fallback would have an index.html to answer with.
  mkdirSync(join(web, 'assets'), { recursive: true });
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>app</title>');
  gw = await startCountedGateway('memory://', testConfig({ WEB_DIST: web }));
  const token = await login(gw.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
  const products = await gw.app.inject({
    method: 'GET',
    url: '/api/catalog/getAllProductList',
    headers: bearer(token),
  });
  const id = (products.json() as { id: number }[])[0].id;
  const res = await upload(gw.app, token, 'setUpdateProductListImg', id, [
    { bytes: await picture.png({ width: 500, height: 500 }), type: 'image/png' },
  ]);
  key = (res.json() as { id: number; image: string }[]).find((p) => p.id === id)!.image;
});
afterAll(async () => {
  await gw?.close();
  rmSync(web, { recursive: true, force: true });
});
beforeEach(() => {
  gw.calls.length = 0;
});

const get = (url: string, headers: Record<string, string> = {}) =>
  gw.app.inject({ method: 'GET', url, headers });

describe('GET /images/:key', () => {
  it('needs no token and serves the picture with immutable caching and an ETag', async () => {
    const res = await get(`/images/${key}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      etag: `"${key}"`,
    });
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect((await sharp(res.rawPayload).metadata()).format).toBe('webp');
  });

  it('size=full is the default; size=thumb has its own ETag', async () => {
    const full = await get(`/images/${key}?size=full`);
    const thumb = await get(`/images/${key}?size=thumb`);
    expect(full.headers.etag).toBe(`"${key}"`);
    expect(thumb.headers.etag).toBe(`"${key}-thumb"`);
    expect(thumb.rawPayload.length).toBeLessThan(full.rawPayload.length);
  });

  it('a matching If-None-Match is 304 without asking the CRM', async () => {
    for (const tag of [`"${key}"`, `W/"${key}"`, `"other", "${key}"`, '*']) {
      const res = await get(`/images/${key}`, { 'if-none-match': tag });
      expect(res.statusCode).toBe(304);
      expect(res.headers.etag).toBe(`"${key}"`);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect(gw.calls).toEqual([]);
    const stale = await get(`/images/${key}`, { 'if-none-match': `"${key}-thumb"` });
    expect(stale.statusCode).toBe(200);
  });

  it('repeated reads come from the memory cache: no CRM call', async () => {
    await get(`/images/${key}?size=thumb`);
    gw.calls.length = 0;
    for (let i = 0; i < 3; i++) expect((await get(`/images/${key}?size=thumb`)).statusCode).toBe(200);
    expect(gw.calls).toEqual([]);
  });

  it('HEAD answers the headers', async () => {
    const res = await gw.app.inject({ method: 'HEAD', url: `/images/${key}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.body).toBe('');
  });

  it('an unknown key is 404, not cached for ever', async () => {
    const res = await get(`/images/${'0'.repeat(64)}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Изображение не найдено' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each([
    '/images/abc',
    `/images/${'AB'.repeat(32)}`,
    `/images/${'ab'.repeat(32)}0`,
    '/images/..%2F..%2Fetc%2Fpasswd',
    '/images',
    '/images/',
    `/images/${'ab'.repeat(32)}/x`,
    '/images/photo.png',
  ])('%s is 404 JSON, never the web app', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(gw.calls).toEqual([]);
  });

  it('the web app still answers its own routes', async () => {
    const res = await get('/catalog');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>app</title>');
  });

  it('an unknown size is 400', async () => {
    const res = await get(`/images/${key}?size=huge`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/thumb/);
  });

  it('writes to /images are 404', async () => {
    const res = await gw.app.inject({ method: 'POST', url: `/images/${key}`, payload: {} });
    expect(res.statusCode).toBe(404);
  });
});

describe('CRM trouble', () => {
  const failing = (err: Error): Upstream => ({
    call: () => Promise.reject(err),
    envelope: () => Promise.reject(err),
    close: async () => {},
  });

  it.each([
    [new UpstreamUnavailableError('catalog/getImage', 'down'), 502],
    [new UpstreamTimeoutError('catalog/getImage', 'slow'), 504],
  ])('%s → %i with a Russian message, not cached', async (err, status) => {
    const broken = await startGateway({ crmUrl: 'http://127.0.0.1:9', upstream: failing(err) });
    try {
      const res = await broken.app.inject({ method: 'GET', url: `/images/${key}` });
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toMatch(/CRM/);
      expect(res.headers['cache-control']).toBe('no-store');
    } finally {
      await broken.close();
    }
  });
});

describe('units', () => {
  it('sniffFormat reads magic bytes, not names', async () => {
    expect(sniffFormat(await picture.png())).toBe('png');
    expect(sniffFormat(await picture.jpeg())).toBe('jpeg');
    expect(sniffFormat(await picture.gif())).toBe('gif');
    expect(sniffFormat(await picture.webp())).toBe('webp');
    expect(sniffFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffFormat(Buffer.from('BM6\0\0\0'))).toBeNull();
    expect(sniffFormat(Buffer.alloc(0))).toBeNull();
  });

  it('normaliseImage: key is the SHA-256 of the stored WebP, which has no metadata', async () => {
    const out = await normaliseImage(await picture.jpeg({ width: 300, height: 100 }));
    const { createHash } = await import('node:crypto');
    expect(out.key).toBe(createHash('sha256').update(out.full).digest('hex'));
    expect(out).toMatchObject({ mime: 'image/webp', width: 300, height: 100 });
    const meta = await sharp(out.full).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
  });

  it('pure noise at 1600 px (the worst case) stays within the stored-bytes budget', async () => {
    const out = await normaliseImage(await picture.png({ width: 1600, height: 1600, noise: true }));
    expect(out.full.length).toBeLessThanOrEqual(IMAGE_RULES.maxStoredBytes);
    expect(Math.max(out.width, out.height)).toBe(1600);
  });

  it('matchesEtag', () => {
    expect(matchesEtag(undefined, '"a"')).toBe(false);
    expect(matchesEtag('"a"', '"a"')).toBe(true);
    expect(matchesEtag('W/"a"', '"a"')).toBe(true);
    expect(matchesEtag('"b", "a"', '"a"')).toBe(true);
    expect(matchesEtag('"b"', '"a"')).toBe(false);
  });

  it('ImageCache keeps the most recently used pictures within its byte budget', async () => {
    const cache = new ImageCache(1000);
    const img = (n: number) => ({ mime: 'image/webp', data: Buffer.alloc(n) });
    cache.set('a', img(240));
    cache.set('b', img(240));
    cache.set('c', img(240));
    cache.get('a');
    cache.set('d', img(240));
    cache.set('e', img(240));
    expect(cache.size).toBeLessThanOrEqual(1000);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    cache.set('huge', img(600));
    expect(cache.get('huge')).toBeUndefined();
    let loads = 0;
    const load = async () => (loads++, img(10));
    await Promise.all([cache.through('x', load), cache.through('x', load)]);
    await cache.through('x', load);
    expect(loads).toBe(1);
    const off = new ImageCache(0);
    off.set('a', img(1));
    expect(off.get('a')).toBeUndefined();
  });
});
