/**
 * loyalty/getHistoryPage (issue 21, docs/loyalty.md): a client's bonus history a page at a time,
 * newest first over an (at, key) keyset (crm/lib/keyset.ts newestPage), counted in SQL. The history
 * is the stored ledger rows and, as getAccount shows them, the lapses computed on read (a lot
 * lapsed with some of it unspent, stored by the next write). Both are one ordered stream: a stored
 * row's key is 2·id, a pending lapse's 2·lot id + 1, so keys never collide and a cursor names
 * either. Indexes of migration 038: (client_id, shop_type, at DESC, id DESC) and the live lots'.
 */
import type { ShopType } from '../../schema/access';
import type { Db } from '../db/connect';
import { MOMENT, newestPage, readMomentPaging, type MomentTable } from '../lib/keyset';
import type { Body } from '../registry';
import type { BonusEntryOut } from './read';

const ISO = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The history's table of one account at `now` (exported for the EXPLAIN checks). */
export function historyTable(clientId: number, shopType: ShopType, now: Date): MomentTable {
  return {
    from: `(SELECT b.at, b.id * 2 AS key FROM bonus_ledger b WHERE b.client_id = $1 AND b.shop_type = $2
            UNION ALL
            SELECT l.expires_at, l.id * 2 + 1 FROM bonus_ledger l
             WHERE l.client_id = $1 AND l.shop_type = $2 AND l.remaining > 0 AND l.expires_at <= $3::timestamptz) h`,
    where: 'true',
    params: [clientId, shopType, now.toISOString()],
    at: 'h.at',
    id: 'h.key',
    atType: 'timestamptz',
  };
}

export async function historyPage(
  db: Db,
  body: Body,
  account: { clientId: number; shopType: ShopType; now: Date },
) {
  const page = await newestPage(
    db,
    historyTable(account.clientId, account.shopType, account.now),
    readMomentPaging(body, (v) => MOMENT.test(v)),
  );
  const stored = page.keys.filter((k) => k.id % 2 === 0).map((k) => k.id / 2);
  const lapsed = page.keys.filter((k) => k.id % 2 === 1).map((k) => (k.id - 1) / 2);
  const rows = await db.query<BonusEntryOut & { key: number }>(
    `SELECT (b.id * 2)::float8 AS key, b.id::text AS id, b.kind, b.reverses, b.amount, b.order_id AS "orderId",
            o.number AS "orderNumber", b.percent::float8 AS percent, ${ISO('b.expires_at')} AS "expiresAt",
            ${ISO('b.at')} AS at
       FROM bonus_ledger b LEFT JOIN orders o ON o.id = b.order_id WHERE b.id = ANY($1::int[])
     UNION ALL
     SELECT (l.id * 2 + 1)::float8, NULL, 'expired', NULL, -l.remaining, NULL, NULL, NULL, NULL,
            ${ISO('l.expires_at')}
       FROM bonus_ledger l WHERE l.id = ANY($2::int[])`,
    [stored, lapsed],
  );
  const byKey = new Map(rows.map(({ key, ...entry }) => [Number(key), entry]));
  return {
    rows: page.keys.map((k) => byKey.get(k.id)!),
    keys: page.keys,
    totalCount: page.totals?.count ?? null,
    hasNextPage: page.hasNextPage,
    hasPreviousPage: page.hasPreviousPage,
  };
}
