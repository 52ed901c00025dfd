/**
 * The bonus ledger (docs/loyalty.md, migration 038). Every change of a balance is one ledger row
 * written in the caller's transaction while the balance row (bonus_balances) is locked FOR UPDATE,
 * so two orders of one client spending at the same moment take turns and the second sees what the
 * first left; the balance's CHECK (>= 0) refuses anything that would still go below zero.
 *
 * Credits (an accrual, a spend given back) are lots with `remaining` and `expires_at`; debits take
 * from the lots that lapse first. Expiry needs no cron: every write to an account first turns its
 * lapsed lots into `expired` rows dated when they lapsed (expireDue), and reads compute the same
 * (read.ts), so what a read shows is what the next write stores.
 */
import type { ShopType } from '../../schema/access';
import type { BonusEntryKind } from '../../schema/loyalty';
import type { Db } from '../db/connect';
import { invalid } from '../envelope';
import { formatRub } from '../../schema/money';

export interface Account {
  clientId: number;
  shopType: ShopType;
}

interface Entry {
  kind: BonusEntryKind;
  reverses?: 'accrued' | 'spent';
  /** Signed: + a credit, − a debit. */
  amount: number;
  orderId?: number | null;
  base?: number | null;
  percent?: number | null;
  expiresAt?: Date | null;
  at: Date;
  userId?: number | null;
}

const accountKey = (a: Account) => [a.clientId, a.shopType] as const;

/** The account's balance row, made at 0 when new and locked until the transaction ends. */
export async function lockAccount(tx: Db, a: Account): Promise<number> {
  await tx.query(
    'INSERT INTO bonus_balances (client_id, shop_type) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    accountKey(a),
  );
  const [row] = await tx.query<{ balance: number }>(
    'SELECT balance FROM bonus_balances WHERE client_id = $1 AND shop_type = $2 FOR UPDATE',
    accountKey(a),
  );
  return row.balance;
}

async function insert(tx: Db, a: Account, e: Entry, remaining: number): Promise<void> {
  await tx.query(
    `INSERT INTO bonus_ledger
       (client_id, shop_type, order_id, kind, reverses, amount, base, percent, remaining, expires_at, at, user_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      ...accountKey(a),
      e.orderId ?? null,
      e.kind,
      e.reverses ?? null,
      e.amount,
      e.base ?? null,
      e.percent ?? null,
      remaining,
      e.expiresAt?.toISOString() ?? null,
      e.at.toISOString(),
      e.userId ?? null,
    ],
  );
  if (e.amount !== 0)
    await tx.query(
      'UPDATE bonus_balances SET balance = balance + $3 WHERE client_id = $1 AND shop_type = $2',
      [...accountKey(a), e.amount],
    );
}

/** A credit: a new lot of `amount`. The account must be locked. */
export async function credit(tx: Db, a: Account, e: Entry): Promise<void> {
  await insert(tx, a, e, e.amount);
}

/**
 * A debit of −e.amount taken from the lots that lapse first (then the oldest). The account must be
 * locked and hold at least that much (the caller checked; the balance's CHECK is the last word).
 */
export async function debit(tx: Db, a: Account, e: Entry): Promise<void> {
  let left = -e.amount;
  const lots = await tx.query<{ id: number; remaining: number }>(
    `SELECT id, remaining FROM bonus_ledger
      WHERE client_id = $1 AND shop_type = $2 AND remaining > 0
      ORDER BY expires_at NULLS LAST, id`,
    accountKey(a),
  );
  for (const lot of lots) {
    if (left === 0) break;
    const take = Math.min(left, lot.remaining);
    await tx.query('UPDATE bonus_ledger SET remaining = remaining - $2 WHERE id = $1', [lot.id, take]);
    left -= take;
  }
  if (left > 0) invalid('Бонусов на счёте меньше, чем нужно списать', { reason: 'BONUS_INSUFFICIENT' });
  await insert(tx, a, e, 0);
}

/**
 * Lapsed lots (expires_at ≤ now) become `expired` rows dated when they lapsed. The account must be
 * locked. Answers the balance after.
 */
export async function expireDue(tx: Db, a: Account, now: Date): Promise<number> {
  const lots = await tx.query<{ id: number; remaining: number; expires_at: string | Date }>(
    `SELECT id, remaining, expires_at FROM bonus_ledger
      WHERE client_id = $1 AND shop_type = $2 AND remaining > 0 AND expires_at <= $3
      ORDER BY expires_at, id`,
    [...accountKey(a), now.toISOString()],
  );
  for (const lot of lots) {
    await tx.query('UPDATE bonus_ledger SET remaining = 0 WHERE id = $1', [lot.id]);
    await insert(tx, a, { kind: 'expired', amount: -lot.remaining, at: new Date(lot.expires_at) }, 0);
  }
  const [row] = await tx.query<{ balance: number }>(
    'SELECT balance FROM bonus_balances WHERE client_id = $1 AND shop_type = $2',
    accountKey(a),
  );
  return row.balance;
}

/** Locks the account and expires what lapsed: the balance a write may use now. */
export async function openAccount(tx: Db, a: Account, now: Date): Promise<number> {
  await lockAccount(tx, a);
  return expireDue(tx, a, now);
}

/** Spends `amount` of the account for an order, or refuses with what there is. */
export async function spend(
  tx: Db,
  a: Account,
  p: { orderId: number; amount: number; now: Date; userId: number | null },
): Promise<void> {
  const balance = await openAccount(tx, a, p.now);
  if (balance < p.amount)
    invalid(`На бонусном счёте клиента ${formatRub(balance)}, а списать нужно ${formatRub(p.amount)}`, {
      reason: 'BONUS_INSUFFICIENT',
      field: ['bonus_sum'],
    });
  await debit(tx, a, { kind: 'spent', amount: -p.amount, orderId: p.orderId, at: p.now, userId: p.userId });
}
