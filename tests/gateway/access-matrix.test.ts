/**
 * Issue 16: the authorization matrix. For every GraphQL query and mutation field and every /api
 * route, and for the seeded SA, fast-food ADMIN and MANAGER, a self-registered GUEST and a
 * MANAGER with one key, the call is admitted or refused (403 / FORBIDDEN) exactly as the policy
 * (schema/data-access.ts, the /api table of gateway/plugins/legacy-access.ts) says. A root field
 * without a rule, a stale rule, or a registered route that only the «unknown path» fallback
 * covers fails the test. Finer refusals of admitted calls (field-level rights, another shop's
 * record, bad arguments) speak with their own messages and do not count as the policy's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legacyAccess } from '../../gateway/plugins/legacy-access';
import { permits, type Principal } from '../../schema/access';
import { FIELD_RULES, fieldRule } from '../../schema/data-access';
import { STAFF_ONLY_FIELDS, staffOnlyPath } from '../../schema/integrations';
import { apiRoutes, graphqlOperations, type Operation } from './doors';
import { ACCOUNTS, bearer, gql, login, registerUser, startGateway, type TestGateway } from './helper';

/** The policy's own refusal: the central check and the /api guard say exactly this. */
const POLICY_REFUSAL = 'Недостаточно прав';

interface Who {
  name: string;
  principal: Principal;
  token: string;
  /** An integration token (issue 20): the same policy, minus what no token may call. */
  integration?: boolean;
}

let gw: TestGateway;
const people: Who[] = [];
const operations = graphqlOperations();
let routes: { method: string; url: string }[];

beforeAll(async () => {
  gw = await startGateway();
  routes = await apiRoutes();
  const seeded = async (name: string, account: (typeof ACCOUNTS)[keyof typeof ACCOUNTS], keys: string[]) =>
    people.push({
      name,
      principal: { role: account.role, typeAccount: account.typeAccount, accessPage: keys },
      token: await login(gw.app, account.email, account.password),
    });
  const guest = await registerUser(gw.app, 'matrix-guest');
  people.push({
    name: 'GUEST (self-registered)',
    principal: { role: 'GUEST', typeAccount: 'flower_shop', accessPage: [] },
    token: guest.token,
  });
  const cashier = await registerUser(gw.app, 'matrix-cashier');
  await gw.crm!.db.query(`UPDATE users SET role = 'MANAGER', access_page = '{NEWORDER}' WHERE id = $1`, [
    Number(cashier.id),
  ]);
  people.push({
    name: 'MANAGER with NEWORDER only',
    principal: { role: 'MANAGER', typeAccount: 'flower_shop', accessPage: ['NEWORDER'] },
    token: await login(gw.app, cashier.email, cashier.password),
  });
  const keysOf = async (email: string) =>
    (
      await gw.crm!.db.query<{ access_page: string[] }>('SELECT access_page FROM users WHERE email = $1', [
        email,
      ])
    )[0].access_page;
  await seeded('MANAGER', ACCOUNTS.manager, await keysOf(ACCOUNTS.manager.email));
  await seeded('fast-food ADMIN', ACCOUNTS.fastfood, await keysOf(ACCOUNTS.fastfood.email));
  // An integration token acts as an ADMIN of its shop type with exactly its keys.
  const scopes = ['ALLORDER', 'CATALOG'];
  const made = await gql(
    gw.app,
    'mutation ($i: CreateIntegrationTokenInput!) { createIntegrationToken(input: $i) { secret } }',
    { i: { name: 'Матрица', scopes, shopType: 'flower_shop' } },
    await login(gw.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password),
  );
  people.push({
    name: 'integration token (ALLORDER, CATALOG)',
    principal: { role: 'ADMIN', typeAccount: 'flower_shop', accessPage: scopes },
    token: (made.data!.createIntegrationToken as { secret: string }).secret,
    integration: true,
  });
  // The SA last: its admitted writes change the data the others would read.
  await seeded('SA', ACCOUNTS.admin, await keysOf(ACCOUNTS.admin.email));
}, 120_000);
afterAll(() => gw?.close());

/** Calls that end the caller's own session or password are tried elsewhere (tokens, user-rights). */
const SESSION_ENDERS = new Set(['Mutation.logout', 'Mutation.changePassword']);

describe('the table', () => {
  it('has a rule for every root field, and none for a field that does not exist', () => {
    const names = new Set(operations.map((o) => o.name));
    expect(
      operations.filter((o) => fieldRule(...(o.name.split('.') as [string, string])) === undefined),
    ).toEqual([]);
    // Subscription fields are tried over a socket, account by account: subscriptions.test.ts.
    const stale = Object.keys(FIELD_RULES).filter((k) => !names.has(k) && !k.startsWith('Subscription.'));
    expect(stale).toEqual([]);
  });

  it('names a rule for every registered /api route (not the fallback for unknown paths)', () => {
    const fallback = routes.filter(({ method, url }) => {
      const access = legacyAccess(method, url);
      // The 404 catch-alls of the prefix (`/api`, `/api/*`) serve no data.
      const catchAll = url === '/api' || url.endsWith('no-such-route');
      return access?.kind === 'signedIn' && !url.startsWith('/api/auth/') && !catchAll;
    });
    expect(fallback).toEqual([]);
  });
});

/** `admitted` for the policy: no 401, and no refusal in the policy's own words. */
function gqlVerdict(errors: { message: string; extensions?: { code?: string } }[] | undefined): boolean {
  const first = errors?.[0];
  if (!first) return true;
  if (first.extensions?.code === 'UNAUTHENTICATED') return false;
  return !(first.extensions?.code === 'FORBIDDEN' && first.message === POLICY_REFUSAL);
}

describe.each([
  'GUEST (self-registered)',
  'MANAGER with NEWORDER only',
  'MANAGER',
  'fast-food ADMIN',
  'integration token (ALLORDER, CATALOG)',
  'SA',
])('%s', (name) => {
  const who = () => people.find((p) => p.name === name)!;

  it('GraphQL: every query and mutation admitted or refused as the table says', async () => {
    const wrong: string[] = [];
    const run = async (op: Operation) => {
      if (SESSION_ENDERS.has(op.name)) return;
      const rule = fieldRule(...(op.name.split('.') as [string, string]))!;
      const expected =
        !(who().integration && STAFF_ONLY_FIELDS.has(op.name)) &&
        (rule === 'public' || rule === 'signedIn' || permits(who().principal, rule));
      const reply = await gql(gw.app, op.query, undefined, who().token);
      if (gqlVerdict(reply.errors) !== expected) {
        wrong.push(
          `${op.name}: expected ${expected ? 'admitted' : 'refused'}, got ${JSON.stringify(reply.errors?.[0])}`,
        );
      }
    };
    // Queries first: the mutations then change what there is.
    for (const op of operations.filter((o) => !o.mutation)) await run(op);
    for (const op of operations.filter((o) => o.mutation)) await run(op);
    expect(wrong).toEqual([]);
  });

  it('/api: every route admitted or refused as the table says', async () => {
    const wrong: string[] = [];
    const ordered = [...routes].sort((a, b) => Number(a.method !== 'GET') - Number(b.method !== 'GET'));
    for (const { method, url } of ordered) {
      const access = legacyAccess(method, url)!;
      if (access.kind === 'public' || access.kind === 'self' || url === '/api/auth/logout') continue;
      const expected =
        !(who().integration && staffOnlyPath(method, url)) &&
        (access.kind === 'signedIn' || permits(who().principal, access.rule));
      const res = await gw.app.inject({
        method: method as 'GET',
        url,
        headers: bearer(who().token),
        ...(method === 'GET' ? {} : { payload: {} }),
      });
      const refusedByPolicy =
        res.statusCode === 401 || (res.statusCode === 403 && res.json().message === POLICY_REFUSAL);
      if (refusedByPolicy === expected)
        wrong.push(
          `${method} ${url}: expected ${expected ? 'admitted' : 'refused'}, got ${res.statusCode} ${res.body.slice(0, 100)}`,
        );
    }
    expect(wrong).toEqual([]);
  });
});
