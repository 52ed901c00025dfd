/**
 * Issue 26 item 6 (people): where a user lands after sign-in, page keys a role cannot open are
 * refused on GraphQL and /api, and «Забыли пароль» mails a one-time, expiring link without
 * telling which e-mails exist. Real gateway, real embedded CRM, a fake SMTP server catching mail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_PATH } from '../../schema/access';
import { landingPath } from '../../schema/landing';
import { usablePageKeys } from '../../schema/user-rights';
import { RESET_REPLY_MS } from '../../gateway/domains/auth/reset';
import { startFakeSmtp, type FakeSmtp } from '../crm/smtp-fake';
import { ACCOUNTS, bearer, gql, login, startGateway, type TestGateway } from './helper';

let gw: TestGateway;
let smtp: FakeSmtp;
let sa: string;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  gw = await startGateway({
    env: { PUBLIC_URL: 'https://crm.shop.example' },
    crmMail: { smtpUrl: smtp.url, from: 'Flora CRM <no-reply@shop.example>' },
  });
  sa = await login(gw.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
});
afterAll(async () => {
  await gw.close();
  await smtp.close();
});

const user = (role: string, typeAccount: string, accessPage: string[]) => ({ role, typeAccount, accessPage });

const CREATE = `mutation($input: StaffUserCreateInput!) {
  createStaffUser(input: $input) { staffUser { id role accessPage } userErrors { field code message } } }`;

/** The refusals of a list write's payload (issue 18): data, not errors. */
const userErrorsOf = (res: { data?: unknown }, field: string) =>
  (res.data as Record<string, { userErrors: { field: string[] | null; code: string; message: string }[] }>)[
    field
  ].userErrors;

async function createStaff(email: string, role: string, accessPage: string[], password = 'secret-123') {
  const res = await gql(
    gw.app,
    CREATE,
    { input: { email, name: 'Новый сотрудник', role, typeAccount: 'flower_shop', accessPage, password } },
    sa,
  );
  return res;
}

describe('landing after sign-in (schema/landing.ts)', () => {
  it('is the home for those who may see it, else the first menu page, else the waiting page', () => {
    expect(landingPath(user('SA', 'flower_shop', ['ANALITIKA']))).toBe(HOME_PATH);
    expect(landingPath(user('SA', 'flower_shop', []))).toBe('/dashboard/alternative');
    expect(landingPath(user('MANAGER', 'flower_shop', ['NEWORDER', 'ALLORDER', 'ANALITIKA']))).toBe(
      HOME_PATH,
    );
    expect(landingPath(user('MANAGER', 'flower_shop', ['NEWORDER', 'ALLORDER']))).toBe('/order/newOrder');
    expect(landingPath(user('MANAGER', 'flower_shop', ['ALLORDER']))).toBe('/order/allOrder');
    expect(landingPath(user('MANAGER', 'fastfood', ['ALLORDER']))).toBe('/order/allOrderFastFood');
    expect(landingPath(user('ADMIN', 'fastfood', ['WAREHOUSE']))).toBe('/dashboard/default');
    expect(landingPath(user('EDITOR', 'flower_shop', ['KLIENTS']))).toBe('/reference/KlientDirectory');
    expect(landingPath(user('GUEST', 'flower_shop', []))).toBe('/session/awaiting');
  });

  it('GraphQL names it: a new manager with NEWORDER and ALLORDER only lands on the new order page', async () => {
    const email = 'landing-manager@example.com';
    expect((await createStaff(email, 'MANAGER', ['NEWORDER', 'ALLORDER'])).errors).toBeUndefined();
    const res = await gql(
      gw.app,
      `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { user { homePath demoAreas } } }`,
      { e: email, p: 'secret-123' },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.login).toEqual({ user: { homePath: '/order/newOrder', demoAreas: false } });
    const me = await gql(gw.app, '{ me { homePath demoAreas } }', undefined, sa);
    expect(me.data!.me).toEqual({ homePath: HOME_PATH, demoAreas: true });
  });
});

describe('page keys a role cannot open are refused', () => {
  it('usablePageKeys: a MANAGER gets order, analytics, product, client and cash keys, never SA or admin pages', () => {
    const manager = usablePageKeys('MANAGER', 'flower_shop');
    expect(manager).toEqual(expect.arrayContaining(['NEWORDER', 'ALLORDER', 'ANALITIKA']));
    for (const key of ['SETTINGS', 'ACCESSRIGHTS', 'WAREHOUSE', 'REFERENCE', 'MARKETING']) {
      expect(manager).not.toContain(key);
    }
    // The spec gives /money/cashbox no level: a manager who keeps the till may hold its key.
    expect(manager).toEqual(expect.arrayContaining(['MONEY', 'CASHBOXX']));
    expect(usablePageKeys('ADMIN', 'fastfood')).not.toContain('ACCESSRIGHTS');
    expect(usablePageKeys('SA', 'flower_shop')).toContain('ACCESSRIGHTS');
  });

  it('GraphQL: creating or setting a MANAGER with SETTINGS is FIELD_INVALID at input.accessPage and changes nothing', async () => {
    const created = await createStaff('rights-manager@example.com', 'MANAGER', ['NEWORDER', 'SETTINGS']);
    expect(userErrorsOf(created, 'createStaffUser')).toEqual([
      {
        field: ['input', 'accessPage'],
        code: 'FIELD_INVALID',
        message: expect.stringMatching(/не открывает разделы: SETTINGS/),
      },
    ]);

    const ok = await createStaff('rights-manager@example.com', 'MANAGER', ['NEWORDER']);
    expect(ok.errors).toBeUndefined();
    const id = (ok.data!.createStaffUser as { staffUser: { id: string } }).staffUser.id;
    const set = await gql(
      gw.app,
      `mutation($id: ID!, $input: UserAccessInput!) {
        setUserAccess(id: $id, input: $input) { staffUser { accessPage } userErrors { field code message } } }`,
      {
        id,
        input: { role: 'MANAGER', typeAccount: 'flower_shop', accessPage: ['NEWORDER', 'ACCESSRIGHTS'] },
      },
      sa,
    );
    expect(userErrorsOf(set, 'setUserAccess')).toEqual([
      {
        field: ['input', 'accessPage'],
        code: 'FIELD_INVALID',
        message: expect.stringMatching(/ACCESSRIGHTS/),
      },
    ]);
    // Raising the role makes the same keys usable.
    const raised = await gql(
      gw.app,
      `mutation($id: ID!, $input: UserAccessInput!) { setUserAccess(id: $id, input: $input) { staffUser { role accessPage } } }`,
      { id, input: { role: 'ADMIN', typeAccount: 'flower_shop', accessPage: ['NEWORDER', 'SETTINGS'] } },
      sa,
    );
    expect(raised.errors).toBeUndefined();
    const after = await gql(gw.app, `query($id: ID!) { staffUser(id: $id) { role accessPage } }`, { id }, sa);
    expect(after.data!.staffUser).toEqual({ role: 'ADMIN', accessPage: ['NEWORDER', 'SETTINGS'] });
  });

  it('/api/user/setUpdateUser refuses in the user family shape (400, reason in errorInfo)', async () => {
    const ok = await createStaff('rights-api@example.com', 'MANAGER', ['ALLORDER']);
    const id = Number((ok.data!.createStaffUser as { staffUser: { id: string } }).staffUser.id);
    const res = await gw.app.inject({
      method: 'POST',
      url: '/api/user/setUpdateUser',
      headers: bearer(sa),
      payload: { dataUserUpdate: { id, accessPage: ['ALLORDER', 'WAREHOUSE'] } },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ userList: [], result: 0, error: 1, message: 'empty userList' });
    expect(body.errorInfo).toMatch(/не открывает разделы: WAREHOUSE/);
    const after = await gql(gw.app, `query($id: ID!) { staffUser(id: $id) { accessPage } }`, { id }, sa);
    expect(after.data!.staffUser).toEqual({ accessPage: ['ALLORDER'] });
    // A change of something else is not held up by the rule.
    const renamed = await gw.app.inject({
      method: 'POST',
      url: '/api/user/setUpdateUser',
      headers: bearer(sa),
      payload: { dataUserUpdate: { id, name: 'Переименован' } },
    });
    expect(renamed.statusCode).toBe(200);
  });
});

const REQUEST = `mutation($e: String!) { requestPasswordReset(email: $e) { requested userErrors { field code message } } }`;
const RESET = `mutation($t: String!, $p: String!) {
  resetPassword(token: $t, newPassword: $p) { reset userErrors { field code message } } }`;

/** The text of every MIME part, base64 or quoted-printable decoded (nodemailer picks per part). */
function decodeParts(data: string): string {
  return data
    .split(/\r?\n--/)
    .map((part) => {
      const [head, ...rest] = part.split(/\r?\n\r?\n/);
      const body = rest.join('\n\n');
      if (/content-transfer-encoding:\s*base64/i.test(head)) {
        return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
      }
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
        const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => `%${h}`);
        return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/g, '%25'));
      }
      return body;
    })
    .join('\n');
}

/** The reset link of the next mail to `to`. */
async function nextLink(to: string, seen: number): Promise<string> {
  await expect
    .poll(() => smtp.received.filter((m) => m.to.includes(to)).length, { timeout: 5000 })
    .toBe(seen + 1);
  const mail = smtp.received.filter((m) => m.to.includes(to))[seen];
  const body = decodeParts(mail.data);
  expect(body).toContain('Чтобы задать новый пароль');
  const link = /https:\/\/crm\.shop\.example\/session\/reset-password\?token=[A-Za-z0-9_-]+/.exec(body);
  expect(link).not.toBeNull();
  return link![0];
}

describe('«Забыли пароль»', () => {
  const email = 'reset-me@example.com';
  let sent = 0;

  beforeAll(async () => {
    expect((await createStaff(email, 'MANAGER', ['NEWORDER'], 'old-password')).errors).toBeUndefined();
  });

  it('mails a link to the configured address; the token works once and ends the other sessions', async () => {
    const session = await login(gw.app, email, 'old-password');
    const res = await gql(gw.app, REQUEST, { e: 'Reset-Me@example.com' });
    expect(res.data).toEqual({ requestPasswordReset: { requested: true, userErrors: [] } });
    const link = await nextLink(email, sent++);
    const token = new URL(link).searchParams.get('token')!;

    const short = await gql(gw.app, RESET, { t: token, p: '123' });
    expect(userErrorsOf(short, 'resetPassword')).toEqual([
      { field: ['newPassword'], code: 'FIELD_INVALID', message: expect.stringContaining('Новый пароль') },
    ]);

    expect((await gql(gw.app, RESET, { t: token, p: 'new-password' })).data).toEqual({
      resetPassword: { reset: true, userErrors: [] },
    });
    const profile = await gw.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer(session),
    });
    expect(profile.statusCode).toBe(401);
    await login(gw.app, email, 'new-password');
    const old = await gw.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'old-password' },
    });
    expect(old.statusCode).toBe(400);

    const again = await gql(gw.app, RESET, { t: token, p: 'third-password' });
    expect(userErrorsOf(again, 'resetPassword')).toEqual([
      { field: ['token'], code: 'INVALID', message: expect.stringMatching(/недействительна или устарела/) },
    ]);
  });

  it('an expired link is refused; a newer request spends the older link', async () => {
    await gql(gw.app, REQUEST, { e: email });
    const first = new URL(await nextLink(email, sent++)).searchParams.get('token')!;
    await gql(gw.app, REQUEST, { e: email });
    const second = new URL(await nextLink(email, sent++)).searchParams.get('token')!;
    expect(
      userErrorsOf(await gql(gw.app, RESET, { t: first, p: 'other-password' }), 'resetPassword'),
    ).toEqual([{ field: ['token'], code: 'INVALID', message: expect.stringMatching(/недействительна/) }]);
    await gw.crm!.db.query(`UPDATE password_resets SET expires_at = now() - interval '1 minute'`);
    const late = await gql(gw.app, RESET, { t: second, p: 'other-password' });
    expect(userErrorsOf(late, 'resetPassword')).toEqual([
      { field: ['token'], code: 'INVALID', message: expect.any(String) },
    ]);
    await login(gw.app, email, 'new-password');
  });

  it('stores only a digest of the token', async () => {
    await gql(gw.app, REQUEST, { e: email });
    const token = new URL(await nextLink(email, sent++)).searchParams.get('token')!;
    const rows = await gw.crm!.db.query<{ token_hash: string }>('SELECT token_hash FROM password_resets');
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
  });

  it('an unknown e-mail gets the same reply, in about the same time, and no mail goes out', async () => {
    const before = smtp.received.length;
    const time = async (e: string) => {
      const started = Date.now();
      const res = await gql(gw.app, REQUEST, { e });
      return { res: { data: res.data, errors: res.errors, status: res.status }, ms: Date.now() - started };
    };
    const known = await time(email);
    const unknown = await time('nobody-here@example.com');
    expect(unknown.res).toEqual(known.res);
    // Both replies are held to the same floor (gateway/domains/auth/reset.ts), which is what hides
    // whether the address exists; how far past it a busy machine answers is noise, not asserted.
    expect(unknown.ms).toBeGreaterThanOrEqual(RESET_REPLY_MS - 5);
    expect(known.ms).toBeGreaterThanOrEqual(RESET_REPLY_MS - 5);
    await nextLink(email, sent++);
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.received.length).toBe(before + 1);
    expect(smtp.received.some((m) => m.to.includes('nobody-here@example.com'))).toBe(false);
  });

  it('a bad e-mail is FIELD_INVALID at email, in Russian', async () => {
    const res = await gql(gw.app, REQUEST, { e: 'not-an-email' });
    expect(res.data?.requestPasswordReset).toEqual({
      requested: null,
      userErrors: [{ field: ['email'], code: 'FIELD_INVALID', message: 'Некорректный email' }],
    });
  });
});

describe('reset requests are rate-limited like sign-in', () => {
  it('answers RATE_LIMITED after the per-account allowance, for known and unknown e-mails alike', async () => {
    const limited = await startGateway({
      env: { AUTH_RATE_LIMIT_PER_ACCOUNT: '2', AUTH_RATE_LIMIT_PER_IP: '100' },
    });
    try {
      for (const e of ['admin@example.com', 'ghost@example.com']) {
        for (let i = 0; i < 2; i++) expect((await gql(limited.app, REQUEST, { e })).errors).toBeUndefined();
        const third = await gql(limited.app, REQUEST, { e });
        expect(third.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
        expect(third.errors?.[0].message).toMatch(/Повторите через/);
      }
      // Sign-in of the same account is counted apart.
      await login(limited.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
    } finally {
      await limited.close();
    }
  });
});
