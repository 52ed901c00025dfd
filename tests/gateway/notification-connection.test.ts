/**
 * Issue 17: the bell polls notificationsConnection, the newest page and the open count, whatever
 * the shop has gathered. A walk sees each open notification once, newest first, while new ones
 * arrive; a user sees their shop type's only; forged cursors and oversized pages are the
 * caller's 400; `clearNotifications(upTo:)` clears everything up to what the user saw and keeps
 * what came after; a CRM without notification/getNotificationPage gives the same pages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conn, walk } from './connections-helper';
import { gql, signInSeeded, startGateway, type TestGateway } from './helper';
import { startSpecOnlyGateway } from './spec-crm';

let gw: TestGateway;
let tokens: Awaited<ReturnType<typeof signInSeeded>>;
beforeAll(async () => {
  gw = await startGateway();
  tokens = await signInSeeded(gw.app);
});
afterAll(() => gw?.close());

const PAGE = `query($first: Int, $after: String, $last: Int, $before: String) {
  notificationsConnection(first: $first, after: $after, last: $last, before: $before) {
    edges { cursor node { id title shopType } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    totalCount } }`;

/** Raises `n` open notifications of a shop type, a second apart after every earlier one; their ids. */
async function raise(n: number, shopType: 'flower_shop' | 'fastfood', tag: string): Promise<string[]> {
  const rows = await gw.crm!.db.query<{ id: number }>(
    `INSERT INTO notifications (at, kind, title, shop_type)
     SELECT (SELECT coalesce(max(at), now()) FROM notifications) + make_interval(secs => i),
            'status', $2 || ' ' || i, $3
       FROM generate_series(1, $1::int) AS i ORDER BY i RETURNING id`,
    [n, tag, shopType],
  );
  return rows.map((r) => String(r.id));
}

/** SQL's count of what a user of the shop type sees open. */
async function openCount(shopType: string | null): Promise<number> {
  const [{ count }] = await gw.crm!.db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM notifications WHERE NOT ready AND ($1::text IS NULL OR shop_type = $1)`,
    [shopType],
  );
  return count;
}

describe('notificationsConnection', () => {
  it('walks the open list newest first, each once while new ones arrive; the count is SQL’s', async () => {
    const flower = await raise(12, 'flower_shop', 'walk');
    await raise(3, 'fastfood', 'walk-ff');
    let late: string[] = [];
    const seen = await walk(gw.app, tokens.manager, PAGE, { first: 5 }, async () => {
      late = await raise(2, 'flower_shop', 'late');
    });
    expect(new Set(seen).size).toBe(seen.length);
    // Ours newest first; the two raised during the walk are newer than the first page: not in it.
    expect(seen.filter((id) => flower.includes(id))).toEqual([...flower].reverse());
    expect(seen.filter((id) => late.includes(id))).toEqual([]);

    const first = await conn(gw.app, tokens.manager, PAGE, { first: 3 });
    expect(first.totalCount).toBe(await openCount('flower_shop'));
    expect(first.edges.map((e) => e.node.id)).toEqual([...late].reverse().concat(flower.at(-1)!));
    expect(first.edges.every((e) => e.node.shopType === 'flower_shop')).toBe(true);
    // The superadmin sees both shop types.
    expect((await conn(gw.app, tokens.admin, PAGE, { first: 1 })).totalCount).toBe(await openCount(null));
    // Back from the third edge gives the first two.
    const back = await conn(gw.app, tokens.manager, PAGE, { last: 2, before: first.edges[2].cursor });
    expect(back.edges.map((e) => e.node.id)).toEqual(first.edges.slice(0, 2).map((e) => e.node.id));
  });

  it('refuses a forged cursor, another list’s cursor and a page over 250 as the caller’s fault', async () => {
    const first = await conn(gw.app, tokens.manager, PAGE, { first: 1 });
    const cursor = first.edges[0]?.cursor ?? '';
    for (const vars of [{ first: 251 }, { first: 2, after: cursor.slice(0, -2) + 'xx' }, { after: 'abc' }]) {
      const res = await gql(gw.app, PAGE, vars, tokens.manager);
      expect(res.errors?.[0]?.extensions?.code, JSON.stringify(vars)).toBe('BAD_USER_INPUT');
    }
  });

  it('clearNotifications(upTo:) clears all up to what the user saw, keeps the newer, and other shops’', async () => {
    await raise(30, 'flower_shop', 'many');
    const shown = await conn(gw.app, tokens.manager, PAGE, { first: 20 });
    const fastfoodBefore = await openCount('fastfood');
    const newer = await raise(2, 'flower_shop', 'after');
    const res = await gql(
      gw.app,
      'mutation($upTo: ID!) { clearNotifications(upTo: $upTo) { notifications { id } userErrors { code } } }',
      { upTo: shown.edges[0].node.id },
      tokens.manager,
    );
    expect(res.errors).toBeUndefined();
    const left = await conn(gw.app, tokens.manager, PAGE, { first: 50 });
    expect(left.edges.map((e) => e.node.id)).toEqual([...newer].reverse());
    expect(left.totalCount).toBe(2);
    expect(await openCount('fastfood')).toBe(fastfoodBefore);
  });

  it('a CRM without getNotificationPage gives the same page from its open list', async () => {
    await raise(4, 'flower_shop', 'remote');
    const remote = await startSpecOnlyGateway(gw, /\/getNotificationPage/);
    try {
      const remoteTokens = await signInSeeded(remote.app);
      const ours = await conn(gw.app, tokens.manager, PAGE, { first: 3 });
      const theirs = await conn(remote.app, remoteTokens.manager, PAGE, { first: 3 });
      expect(theirs.edges.map((e) => e.node.id)).toEqual(ours.edges.map((e) => e.node.id));
      expect(theirs.totalCount).toBe(ours.totalCount);
      const next = await conn(remote.app, remoteTokens.manager, PAGE, {
        first: 3,
        after: theirs.pageInfo.endCursor,
      });
      const oursNext = await conn(gw.app, tokens.manager, PAGE, { first: 3, after: ours.pageInfo.endCursor });
      expect(next.edges.map((e) => e.node.id)).toEqual(oursNext.edges.map((e) => e.node.id));
    } finally {
      await remote.close();
    }
  });
});
