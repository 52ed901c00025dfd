/**
 * integration/* of the embedded CRM (issue 20 item 1, docs/upstream-contract.md#integration): a
 * caller of the CRM itself is held to the same grant rule as the gateway, bad input changes
 * nothing, verifyToken answers only live tokens, and making and revoking are audited.
 */
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL, call, expectFailure, registerUser, startTestCrm, type TestCrm } from './helper';

let crm: TestCrm;
let sa: number;
let admin: number;

const hash = () => createHash('sha256').update(randomBytes(32)).digest('hex');
const count = async () =>
  (await crm.db!.query<{ n: number }>('SELECT count(*)::int AS n FROM integration_tokens'))[0].n;
const idOf = async (email: string) =>
  (await crm.db!.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]))[0].id;

beforeAll(async () => {
  crm = await startTestCrm();
  if (!LOCAL) return;
  sa = await idOf('admin@example.com');
  admin = await idOf('fastfood@example.com');
  await crm.db!.query(`UPDATE users SET access_page = '{ALLORDER,SETTINGS}' WHERE id = $1`, [admin]);
});
afterAll(() => crm?.close());

describe.skipIf(!LOCAL)('integration tokens in the CRM', () => {
  it('creates, lists, verifies, revokes, and audits both', async () => {
    const h = hash();
    const made = await call<{ id: number; revokedAt: string | null }>(crm, '/integration/createToken', {
      name: ' Сайт ',
      shopType: 'flower_shop',
      scopes: ['ALLORDER', 'ALLORDER'],
      hash: h,
      actorId: sa,
    });
    expect(made.body.error).toBe(0);
    expect(made.body.data).toMatchObject({
      name: 'Сайт',
      scopes: ['ALLORDER'],
      createdByEmail: 'admin@example.com',
    });
    const id = made.body.data!.id;

    const verified = await call(crm, '/integration/verifyToken', { hash: h });
    expect(verified.body.data).toMatchObject({
      id,
      shopType: 'flower_shop',
      scopes: ['ALLORDER'],
      createdBy: sa,
    });
    const listed = await call<{ items: { id: number }[] }>(crm, '/integration/getTokens', {
      shopType: 'fastfood',
    });
    expect(listed.body.data!.items.map((t) => t.id)).not.toContain(id);

    // An id past the integer ids' range names no token: not found, not a database error.
    expectFailure(
      await call(crm, '/integration/revokeToken', { id: 1e12, shopType: null, actorId: sa }),
      200,
      'NOT_FOUND',
    );
    // Another shop type's token is not found, and stays working.
    expectFailure(
      await call(crm, '/integration/revokeToken', { id, shopType: 'fastfood', actorId: admin }),
      200,
      'NOT_FOUND',
    );
    const revoked = await call<{ revokedAt: string | null }>(crm, '/integration/revokeToken', {
      id,
      actorId: sa,
    });
    expect(revoked.body.data!.revokedAt).toBeTruthy();
    expect((await call(crm, '/integration/verifyToken', { hash: h })).body.data).toBeNull();

    const audit = await crm.db!.query<{ event: string; detail: { integrationId: number } }>(
      `SELECT event, detail FROM audit_log WHERE event LIKE 'integration.%' ORDER BY id`,
    );
    expect(audit.filter((e) => e.detail.integrationId === id).map((e) => e.event)).toEqual([
      'integration.created',
      'integration.revoked',
    ]);
  });

  it('holds a direct caller to the grant rule, and bad input stores nothing', async () => {
    const before = await count();
    const guest = await registerUser(crm, 'tokens-guest');
    for (const [body, message] of [
      [
        { scopes: ['MARKETING'], shopType: 'fastfood', actorId: admin },
        'Нельзя выдать ключи, которых у вас нет: MARKETING',
      ],
      [
        { scopes: ['ALLORDER'], shopType: 'flower_shop', actorId: admin },
        'Токен можно создать только для своего типа магазина',
      ],
      [
        { scopes: ['ALLORDER'], shopType: 'flower_shop', actorId: guest.id },
        'Создавать токены может суперадминистратор или администратор с ключом SETTINGS',
      ],
      [{ scopes: ['ROOT'], shopType: 'flower_shop', actorId: sa }, 'Неизвестные ключи доступа: ROOT'],
      [{ scopes: [], shopType: 'flower_shop', actorId: sa }, 'Выберите хотя бы один ключ доступа'],
      [
        { scopes: ['ALLORDER'], shopType: 'flower_shop', actorId: sa, hash: 'not-a-hash' },
        'Неверный хеш токена',
      ],
      [
        { scopes: ['ALLORDER'], shopType: 'flower_shop', actorId: sa, name: 'x'.repeat(101) },
        'Поле «Название»: не длиннее 100 символов',
      ],
    ] as const) {
      const reply = await call(crm, '/integration/createToken', { name: 'Плохой', hash: hash(), ...body });
      expectFailure(reply, 200, 'VALIDATION');
      expect(reply.body.message).toBe(message);
    }
    expect(await count()).toBe(before);
    expect((await call(crm, '/integration/verifyToken', { hash: 'x' })).body.data).toBeNull();
    expect((await call(crm, '/integration/verifyToken', { hash: hash() })).body.data).toBeNull();
  });
});
