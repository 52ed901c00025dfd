/**
 * A client's bonus account as the client card shows it (docs/loyalty.md "Expiry"): the balance and
 * the newest history rows. Reads write nothing, so lots that lapsed since the last write are
 * computed here as they will be stored by the next write (crm/loyalty/ledger.ts expireDue): an
 * `expired` row dated when the lot lapsed, and the balance less them.
 */
import type { ShopType } from '../../schema/access';
import { accrualPercentFor, type BonusAccountValue, type BonusEntryValue } from '../../schema/loyalty';
import type { Db } from '../db/connect';
import { readProgram } from './program';

export type BonusEntryOut = BonusEntryValue;
export type BonusAccountOut = BonusAccountValue;

const ISO = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export async function bonusAccount(
  db: Db,
  p: { clientId: number; shopType: ShopType; first: number; now: Date },
): Promise<BonusAccountOut> {
  const key = [p.clientId, p.shopType];
  const now = p.now.toISOString();
  const [head] = await db.query<{ balance: number; spent: number }>(
    `SELECT coalesce((SELECT balance FROM bonus_balances WHERE client_id = $1 AND shop_type = $2), 0) AS balance,
            coalesce((SELECT sum(CASE WHEN kind = 'accrued' THEN base ELSE -base END) FROM bonus_ledger
                       WHERE client_id = $1 AND shop_type = $2 AND (kind = 'accrued' OR reverses = 'accrued')),
                     0)::float8 AS spent`,
    key,
  );
  const lapsed = await db.query<{ remaining: number; expires_at: string }>(
    `SELECT remaining, ${ISO('expires_at')} AS expires_at FROM bonus_ledger
      WHERE client_id = $1 AND shop_type = $2 AND remaining > 0 AND expires_at <= $3
      ORDER BY expires_at DESC, id DESC`,
    [...key, now],
  );
  const [next] = await db.query<{ at: string; amount: number }>(
    `SELECT ${ISO('expires_at')} AS at, sum(remaining)::int AS amount FROM bonus_ledger
      WHERE client_id = $1 AND shop_type = $2 AND remaining > 0 AND expires_at > $3
      GROUP BY expires_at ORDER BY expires_at LIMIT 1`,
    [...key, now],
  );
  const stored =
    p.first === 0
      ? []
      : await db.query<BonusEntryOut>(
          `SELECT b.id::text AS id, b.kind, b.reverses, b.amount, b.order_id AS "orderId", o.number AS "orderNumber",
            b.percent::float8 AS percent, ${ISO('b.expires_at')} AS "expiresAt", ${ISO('b.at')} AS at
       FROM bonus_ledger b LEFT JOIN orders o ON o.id = b.order_id
      WHERE b.client_id = $1 AND b.shop_type = $2 ORDER BY b.at DESC, b.id DESC LIMIT $3`,
          [...key, p.first],
        );
  const pending: BonusEntryOut[] = lapsed.map((l) => ({
    id: null,
    kind: 'expired',
    reverses: null,
    amount: -l.remaining,
    orderId: null,
    orderNumber: null,
    percent: null,
    expiresAt: null,
    at: l.expires_at,
  }));
  const program = await readProgram(db, p.shopType);
  const spent = Number(head.spent);
  return {
    clientId: p.clientId,
    shopType: p.shopType,
    balance: head.balance - lapsed.reduce((sum, l) => sum + l.remaining, 0),
    spent,
    percent: program.enabled ? accrualPercentFor(program, spent) : 0,
    nextExpiryAt: next?.at ?? null,
    nextExpiryAmount: next?.amount ?? 0,
    entries: [...pending, ...stored]
      .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0))
      .slice(0, p.first),
  };
}
