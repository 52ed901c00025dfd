/**
 * Bonuses of an order (docs/loyalty.md "Orders"): after every write of an order, in its
 * transaction, the ledger is brought in line with the order as it now is, like the promo code and
 * the certificate (crm/domains/orders/redeem.ts):
 *
 * - a live order (neither cancelled nor deleted) with `bonus_sum` holds that spend on its client's
 *   account; cancelled, deleted, or edited to another sum or client, the spend is given back
 *   (`reversed`, a new lot) and the new one taken;
 * - a live order paid in full (its money: total − certificate − bonuses) earns an accrual at the
 *   client's tier percent when the programme is on; cancelled, deleted, or no longer paid in full
 *   (a payment returned, an edit that raised the total), the accrual is taken back, as much of it as
 *   the balance still holds (never below zero; what the client already spent stays spent).
 *
 * What an order holds is read from the ledger itself (its rows with order_id), so nothing else can
 * drift from it. Lock order: the order row (the caller's), then the balance rows by client id.
 */
import type { ShopType } from '../../schema/access';
import { accrualOf, accrualPercentFor } from '../../schema/loyalty';
import type { Db } from '../db/connect';
import { credit, debit, openAccount, spend, type Account } from './ledger';
import { readProgram } from './program';

interface OrderState {
  client_id: number | null;
  shop_type: ShopType;
  bonus_sum: number;
  money: number;
  paid: number;
  live: boolean;
}

interface Held extends Account {
  amount: number;
}

interface Standing extends Account {
  amount: number;
  base: number;
}

const same = (a: Account, b: Account) => a.clientId === b.clientId && a.shopType === b.shopType;
const DAY_MS = 86_400_000;

async function orderState(tx: Db, orderId: number): Promise<OrderState> {
  const [row] = await tx.query<OrderState>(
    `SELECT o.client_id, o.shop_type, o.bonus_sum, o.total - o.certificate_sum - o.bonus_sum AS money,
            (SELECT coalesce(sum(p.amount), 0)::int FROM order_payments p WHERE p.order_id = o.id) AS paid,
            NOT o.deleted AND NOT s.cancels AS live
       FROM orders o JOIN order_statuses s ON s.id = o.status_id WHERE o.id = $1`,
    [orderId],
  );
  return row;
}

/** The spend the order holds on each account (normally one). */
async function heldSpends(tx: Db, orderId: number): Promise<Held[]> {
  const rows = await tx.query<{ client_id: number; shop_type: ShopType; amount: number }>(
    `SELECT client_id, shop_type, (-sum(amount))::int AS amount FROM bonus_ledger
      WHERE order_id = $1 AND (kind = 'spent' OR reverses = 'spent')
      GROUP BY client_id, shop_type HAVING sum(amount) <> 0 ORDER BY client_id, shop_type`,
    [orderId],
  );
  return rows.map((r) => ({ clientId: r.client_id, shopType: r.shop_type, amount: r.amount }));
}

/** The order's accrual still standing on each account: the newest accrual not yet taken back. */
async function standingAccruals(tx: Db, orderId: number): Promise<Standing[]> {
  const rows = await tx.query<{ client_id: number; shop_type: ShopType; amount: number; base: number }>(
    `SELECT client_id, shop_type,
            (array_agg(amount ORDER BY id DESC) FILTER (WHERE kind = 'accrued'))[1] AS amount,
            (array_agg(base ORDER BY id DESC) FILTER (WHERE kind = 'accrued'))[1] AS base
       FROM bonus_ledger WHERE order_id = $1 AND (kind = 'accrued' OR reverses = 'accrued')
      GROUP BY client_id, shop_type
     HAVING count(*) FILTER (WHERE kind = 'accrued') > count(*) FILTER (WHERE reverses = 'accrued')
      ORDER BY client_id, shop_type`,
    [orderId],
  );
  return rows.map((r) => ({ clientId: r.client_id, shopType: r.shop_type, amount: r.amount, base: r.base }));
}

/** What the client has spent in paid orders of the shop type: the bases of standing accruals. */
async function spentSoFar(tx: Db, a: Account): Promise<number> {
  const [row] = await tx.query<{ spent: number }>(
    `SELECT coalesce(sum(CASE WHEN kind = 'accrued' THEN base ELSE -base END), 0)::float8 AS spent
       FROM bonus_ledger WHERE client_id = $1 AND shop_type = $2 AND (kind = 'accrued' OR reverses = 'accrued')`,
    [a.clientId, a.shopType],
  );
  return Number(row.spent);
}

export async function syncBonus(tx: Db, orderId: number, now: Date, userId: number | null): Promise<void> {
  const o = await orderState(tx, orderId);
  const account: Account | null =
    o.client_id === null ? null : { clientId: o.client_id, shopType: o.shop_type };
  const wantSpend = o.live && account && o.bonus_sum > 0 ? o.bonus_sum : 0;
  const paidInFull = o.live && account !== null && o.money > 0 && o.paid >= o.money;

  const held = await heldSpends(tx, orderId);
  const standing = await standingAccruals(tx, orderId);
  const program = await readProgram(tx, o.shop_type);
  const expiresAt = (at: Date) =>
    program.expiryDays === null ? null : new Date(at.getTime() + program.expiryDays * DAY_MS);

  // Give back what the order no longer spends, take back what it no longer earns.
  let keptSpend = false;
  for (const h of held) {
    if (account && same(h, account) && h.amount === wantSpend) {
      keptSpend = true;
      continue;
    }
    await openAccount(tx, h, now);
    await credit(tx, h, {
      kind: 'reversed',
      reverses: 'spent',
      amount: h.amount,
      orderId,
      at: now,
      expiresAt: expiresAt(now),
      userId,
    });
  }
  let keptAccrual = false;
  for (const s of standing) {
    if (paidInFull && account && same(s, account)) {
      keptAccrual = true;
      continue;
    }
    const balance = await openAccount(tx, s, now);
    const take = Math.min(s.amount, balance);
    const entry = {
      kind: 'reversed',
      reverses: 'accrued',
      amount: -take,
      base: s.base,
      orderId,
      at: now,
      userId,
    } as const;
    await debit(tx, s, entry);
  }

  if (account && wantSpend > 0 && !keptSpend)
    await spend(tx, account, { orderId, amount: wantSpend, now, userId });
  if (account && paidInFull && !keptAccrual && program.enabled) {
    await openAccount(tx, account, now);
    const percent = accrualPercentFor(program, await spentSoFar(tx, account));
    const amount = accrualOf(o.money, percent);
    if (amount > 0)
      await credit(tx, account, {
        kind: 'accrued',
        amount,
        base: o.money,
        percent,
        orderId,
        at: now,
        expiresAt: expiresAt(now),
        userId,
      });
  }
}

/** Many orders (a bulk status change), in id order so two such changes take turns. */
export async function syncBonusOf(tx: Db, orderIds: readonly number[], now: Date, userId: number | null) {
  for (const id of [...orderIds].sort((a, b) => a - b)) await syncBonus(tx, id, now, userId);
}
