/**
 * Issue 16 item 6: no lock-out by strangers. With the default limits, 50 wrong passwords for the
 * SA's e-mail from other clients lock those clients out, while the SA's own browser, which signed
 * in before and holds its device cookie, signs in at once on /api and GraphQL. A forged cookie,
 * or one issued for another account, gives no allowance.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_COOKIE } from '../../gateway/security/device-cookie';
import { ACCOUNTS, startGateway, type TestGateway } from './helper';

let gw: TestGateway;
beforeAll(async () => {
  // The production defaults for the account; plenty per IP so only the account counter speaks.
  gw = await startGateway({ env: { AUTH_RATE_LIMIT_PER_ACCOUNT: '10', AUTH_RATE_LIMIT_PER_IP: '1000' } });
});
afterAll(() => gw?.close());

const { email, password } = ACCOUNTS.admin;

function apiLogin(ip: string, pass: string, cookie?: string, who: string = email) {
  return gw.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    payload: { email: who, password: pass },
    headers: cookie ? { cookie } : {},
  });
}

function graphqlLogin(ip: string, pass: string, cookie?: string) {
  return gw.app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: {
      query: 'mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { accessToken } }',
      variables: { e: email, p: pass },
    },
  });
}

/** The `name=value` part of the device cookie a sign-in set. */
function deviceCookie(res: { headers: Record<string, unknown> }): string {
  const header = String(res.headers['set-cookie'] ?? '');
  expect(header).toMatch(new RegExp(`^${DEVICE_COOKIE}=`));
  expect(header).toMatch(/HttpOnly/);
  expect(header).toMatch(/SameSite=Strict/);
  return header.split(';')[0];
}

describe('the device cookie', () => {
  let saBrowser: string;
  let graphqlBrowser: string;

  it('is set by a successful sign-in on both faces, and by no failed one', async () => {
    saBrowser = deviceCookie(await apiLogin('192.168.7.10', password));
    graphqlBrowser = deviceCookie(await graphqlLogin('192.168.7.11', password));
    expect((await apiLogin('192.168.7.12', 'wrong')).headers['set-cookie']).toBeUndefined();
  });

  it("keeps the SA's own browser signing in after 50 wrong passwords from another client", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) statuses.push((await apiLogin(`10.66.0.${i % 5}`, `guess-${i}`)).statusCode);
    // At most the account's 10 failures (one was spent above) reach the CRM, then 429 only.
    const firstLocked = statuses.indexOf(429);
    expect(firstLocked).toBeGreaterThan(0);
    expect(firstLocked).toBeLessThanOrEqual(10);
    expect(statuses.slice(0, firstLocked).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(firstLocked).every((s) => s === 429)).toBe(true);
    // The strangers' lock holds even for the right password without the cookie.
    const stranger = await apiLogin('10.66.0.99', password);
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().message).toMatch(/^Слишком много попыток входа\. Повторите через 15 мин\.$/);

    const own = await apiLogin('192.168.7.10', password, saBrowser);
    expect(own.statusCode).toBe(200);
    expect(own.json().accessToken).toMatch(/^ey/);
    const viaGraphql = await graphqlLogin('192.168.7.11', password, graphqlBrowser);
    expect(viaGraphql.json().data.login.accessToken).toMatch(/^ey/);
  });

  it('a trusted browser has its own allowance: its wrong guesses lock only itself', async () => {
    const cookie = deviceCookie(await graphqlLogin('192.168.7.20', password, saBrowser));
    for (let i = 0; i < 10; i++)
      expect((await apiLogin('192.168.7.20', 'typo', cookie)).statusCode).toBe(400);
    expect((await apiLogin('192.168.7.20', password, cookie)).statusCode).toBe(429);
    expect((await apiLogin('192.168.7.10', password, saBrowser)).statusCode).toBe(200);
  });

  it('a forged or altered cookie, or one of another account, gives no allowance', async () => {
    const [name, value] = saBrowser.split('=');
    const [nonce, mac] = value.split('.');
    const forged = [
      `${name}=${nonce}.${mac.slice(0, -2)}xx`,
      `${name}=AAAAAAAAAAAAAAAAAAAAAA.${mac}`,
      `${name}=garbage`,
      deviceCookie(
        await apiLogin('192.168.7.30', ACCOUNTS.manager.password, undefined, ACCOUNTS.manager.email),
      ),
    ];
    for (const cookie of forged)
      expect((await apiLogin('192.168.7.31', password, cookie)).statusCode).toBe(429);
  });
});
