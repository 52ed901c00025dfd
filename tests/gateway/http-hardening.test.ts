/**
 * HTTP-level protections: JSON bodies above BODY_LIMIT_BYTES are refused with 413 on both faces
 * (in each face's error shape), and every reply carries the security headers, with the web
 * app's Content-Security-Policy everywhere but Apollo's landing page.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, LANDING_PAGE_POLICY } from '../../gateway/plugins/security';
import { startGateway, type TestGateway } from './helper';

// Nothing here reaches the CRM: bodies are refused before any route runs, and no call is signed in.
const NO_CRM = 'http://127.0.0.1:9';

let gw: TestGateway;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root">SPA</div>');
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets/app.js'), 'export {};\n');
  gw = await startGateway({ env: { WEB_DIST: dist, GRAPHQL_LANDING_PAGE: 'true' }, crmUrl: NO_CRM });
});
afterAll(async () => {
  await gw?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** A valid JSON object of exactly `bytes` bytes. */
function jsonOfSize(bytes: number, fields: Record<string, string>): string {
  const head = JSON.stringify({ ...fields, pad: '' });
  return `${head.slice(0, -2)}${'x'.repeat(bytes - head.length)}"}`;
}

describe('body limit', () => {
  it('a JSON body of bodyLimitBytes + 1 to /api is 413 with the legacy message', async () => {
    const payload = jsonOfSize(gw.config.bodyLimitBytes + 1, { email: 'a@b.c', password: 'x' });
    expect(Buffer.byteLength(payload)).toBe(gw.config.bodyLimitBytes + 1);
    const res = await gw.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Слишком большой запрос' });
  });

  it('one byte less is read (and answered on its merits)', async () => {
    const payload = jsonOfSize(gw.config.bodyLimitBytes, { query: '{ health { gateway } }' });
    const res = await gw.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { health: { gateway: true } } });
  });

  it('a JSON body of bodyLimitBytes + 1 to /graphql is 413 with a GraphQL-shaped error', async () => {
    const payload = jsonOfSize(gw.config.bodyLimitBytes + 1, { query: '{ health { gateway } }' });
    const res = await gw.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({
      errors: [{ message: 'Request body is too large', extensions: { code: 'BAD_REQUEST' } }],
    });
  });
});

describe('security headers', () => {
  const COMMON = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };

  it('the web app runs under the CSP of docs/reliability.md', () => {
    expect(CONTENT_SECURITY_POLICY).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
        "img-src 'self' data: blob: https:; media-src 'self' https:; " +
        'frame-src https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com; ' +
        "connect-src 'self' http:; font-src 'self' data:; worker-src 'self'; manifest-src 'self'; " +
        "object-src 'none'; base-uri 'self'; " +
        "form-action 'self'; frame-ancestors 'none'",
    );
  });

  it.each([
    ['/', 200],
    ['/order/allOrder', 200],
    ['/api/auth/profile', 401],
    ['/api/no/such/route', 401],
    ['/healthz', 200],
  ])('GET %s carries the CSP and the other headers', async (url, status) => {
    const res = await gw.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.headers).toMatchObject({ ...COMMON, 'content-security-policy': CONTENT_SECURITY_POLICY });
  });

  it('a built script carries nosniff and none of the document policies; a page under /assets/ keeps them', async () => {
    const script = await gw.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    for (const name of ['content-security-policy', 'x-frame-options', 'permissions-policy'])
      expect(script.headers[name]).toBeUndefined();
    const page = await gw.app.inject({ method: 'GET', url: '/assets/no-such-screen' });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers).toMatchObject({ ...COMMON, 'content-security-policy': CONTENT_SECURITY_POLICY });
  });

  it('GraphQL replies and refusals carry them too', async () => {
    const res = await gw.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: '{ nope }' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers).toMatchObject({ ...COMMON, 'content-security-policy': CONTENT_SECURITY_POLICY });
  });

  it("the landing page keeps its own script policy; ours only adds what a <meta> can't", async () => {
    const res = await gw.app.inject({ method: 'GET', url: '/graphql', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers).toMatchObject({ ...COMMON, 'content-security-policy': LANDING_PAGE_POLICY });
    expect(LANDING_PAGE_POLICY).toBe(
      "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
    // Apollo's page restricts its scripts itself, to a nonce and its CDN.
    expect(res.body).toMatch(/<meta http-equiv="Content-Security-Policy" content="script-src 'self' 'nonce-/);
  });
});
