/**
 * List changes survive a restart: gateway + embedded CRM on an on-disk PGlite directory, writes
 * through /api and GraphQL, both closed, started again on the same directory, read back.
 */
import { rmSync } from 'node:fs';
import { afterAll, expect, it } from 'vitest';
import { ACCOUNTS, bearer, gql, login, testConfig } from './helper';
import { startCountedGateway } from './lists-helper';
import { seededTempDir } from '../seeded-dir';

const dataDir = seededTempDir('lists-restart-');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('a created, edited and deleted record is still there after a restart', async () => {
  const config = testConfig();
  let gw = await startCountedGateway(dataDir, config);
  let token = await login(gw.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
  const created = await gw.app.inject({
    method: 'POST',
    url: '/api/reference/setSaveNewStreet',
    headers: bearer(token),
    payload: { dataStreetUpdate: { name: 'Улица Перезапуска', deliveryPrice: 35_000 } },
  });
  expect(created.statusCode).toBe(200);
  const street = (created.json() as { id: number; name: string }[]).find(
    (s) => s.name === 'Улица Перезапуска',
  )!;
  const edited = await gql(
    gw.app,
    'mutation ($id: ID!) { updateStreet(id: $id, input: { deliveryPrice: 40000 }) { street { id } } }',
    { id: String(street.id) },
    token,
  );
  expect(edited.errors).toBeUndefined();
  const deleted = await gql(
    gw.app,
    'mutation ($id: ID!) { setStreetDeleted(id: $id, deleted: true) { street { id } } }',
    { id: String(street.id) },
    token,
  );
  expect(deleted.errors).toBeUndefined();
  await gw.close();

  gw = await startCountedGateway(dataDir, config);
  try {
    token = await login(gw.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
    const res = await gql(
      gw.app,
      '{ streets(includeDeleted: true) { id name deliveryPrice deleted } }',
      {},
      token,
    );
    expect((res.data?.streets as { id: string }[]).find((s) => s.id === String(street.id))).toEqual({
      id: String(street.id),
      name: 'Улица Перезапуска',
      deliveryPrice: 40_000,
      deleted: true,
    });
    const legacy = await gw.app.inject({
      method: 'GET',
      url: '/api/reference/getAllStreet',
      headers: bearer(token),
    });
    expect((legacy.json() as { id: number }[]).some((s) => s.id === street.id)).toBe(true);
  } finally {
    await gw.close();
  }
});
