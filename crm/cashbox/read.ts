/**
 * Shift records (docs/cashbox.md): the shift, its takings by payment type, and the timeline of the
 * cash in the till with its running balance. Any number of shifts is three queries: the shifts,
 * their payments, their cash moves.
 */
import type { Db } from '../db/connect';

export interface Takings {
  paymentTypeId: number | null;
  name: string;
  cashless: boolean;
  amount: number;
  count: number;
}

export interface CashEntry {
  at: string;
  kind: 'opening' | 'payment' | 'in' | 'out';
  amount: number;
  description: string;
  userName: string | null;
  orderId: number | null;
  balance: number;
}

export interface ShiftRecord {
  id: number;
  affiliateId: number;
  /** Whose till: flower_shop or fastfood (a branch may run both). */
  shopType: string;
  status: 'open' | 'closed';
  openedAt: string;
  openedBy: number | null;
  openedByName: string | null;
  openingCash: number;
  closedAt: string | null;
  closedBy: number | null;
  closedByName: string | null;
  countedCash: number | null;
  expectedCash: number;
  difference: number | null;
  comment: string;
  takings: Takings[];
  takingsTotal: number;
  cashTakings: number;
  cashIn: number;
  cashOut: number;
  timeline: CashEntry[];
}

const ISO = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
// Exact in a float8 for the next few centuries; the ISO text ties at the millisecond.
const MICROS = (col: string) => `(extract(epoch FROM ${col}) * 1000000)::float8`;
export const NO_TYPE = 'Без типа оплаты';

interface ShiftRow {
  id: number;
  affiliate_id: number;
  shop_type: string;
  opened_at: string;
  opened_by: number | null;
  opened_by_name: string | null;
  opening_cash: number;
  closed_at: string | null;
  closed_by: number | null;
  closed_by_name: string | null;
  counted_cash: number | null;
  expected_cash: number | null;
  comment: string;
}

/** `t`: microseconds since the epoch, to interleave payments and moves in true time order. */
interface PaymentRow {
  shift_id: number;
  at: string;
  t: number;
  amount: number;
  cashless: boolean;
  payment_type_id: number | null;
  type_name: string | null;
  user_name: string | null;
  order_id: number;
  order_number: string;
}

interface MoveRow {
  id: number;
  shift_id: number;
  at: string;
  t: number;
  kind: 'in' | 'out';
  amount: number;
  reason: string;
  user_name: string | null;
}

function takingsOf(payments: PaymentRow[]): Takings[] {
  const groups = new Map<string, Takings>();
  for (const p of payments) {
    const key = `${p.payment_type_id}:${p.cashless}`;
    const t = groups.get(key) ?? {
      paymentTypeId: p.payment_type_id,
      name: p.type_name ?? NO_TYPE,
      cashless: p.cashless,
      amount: 0,
      count: 0,
    };
    t.amount += p.amount;
    t.count += 1;
    groups.set(key, t);
  }
  // Cash first, then by type: the order of the close-of-day report.
  return [...groups.values()].sort(
    (a, b) => Number(a.cashless) - Number(b.cashless) || (a.paymentTypeId ?? 0) - (b.paymentTypeId ?? 0),
  );
}

function build(s: ShiftRow, payments: PaymentRow[], moves: MoveRow[]): ShiftRecord {
  const cash = payments.filter((p) => !p.cashless);
  const sum = (xs: { amount: number }[]) => xs.reduce((t, x) => t + x.amount, 0);
  const cashTakings = sum(cash);
  const cashIn = sum(moves.filter((m) => m.kind === 'in'));
  const cashOut = sum(moves.filter((m) => m.kind === 'out'));
  const live = s.opening_cash + cashTakings + cashIn - cashOut;
  const expectedCash = s.expected_cash ?? live;

  const entries: (Omit<CashEntry, 'balance'> & { t: number })[] = [
    ...cash.map((p) => ({
      t: p.t,
      at: p.at,
      kind: 'payment' as const,
      amount: p.amount,
      description: `Заказ ${p.order_number}`,
      userName: p.user_name,
      orderId: p.order_id,
    })),
    ...moves.map((m) => ({
      t: m.t,
      at: m.at,
      kind: m.kind,
      amount: m.kind === 'in' ? m.amount : -m.amount,
      description: m.reason,
      userName: m.user_name,
      orderId: null,
    })),
  ].sort((a, b) => a.t - b.t);
  let balance = 0;
  const timeline = [
    {
      at: s.opened_at,
      kind: 'opening' as const,
      amount: s.opening_cash,
      description: 'Размен на начало смены',
      userName: s.opened_by_name,
      orderId: null,
    },
    ...entries.map(({ t: _t, ...e }) => e),
  ].map((e) => ({ ...e, balance: (balance += e.amount) }));

  return {
    id: s.id,
    affiliateId: s.affiliate_id,
    shopType: s.shop_type,
    status: s.closed_at === null ? 'open' : 'closed',
    openedAt: s.opened_at,
    openedBy: s.opened_by,
    openedByName: s.opened_by_name,
    openingCash: s.opening_cash,
    closedAt: s.closed_at,
    closedBy: s.closed_by,
    closedByName: s.closed_by_name,
    countedCash: s.counted_cash,
    expectedCash,
    difference: s.counted_cash === null ? null : s.counted_cash - expectedCash,
    comment: s.comment,
    takings: takingsOf(payments),
    takingsTotal: sum(payments),
    cashTakings,
    cashIn,
    cashOut,
    timeline,
  };
}

/** Shifts matching `where` (on cash_shifts s), newest first, as full records. */
export async function selectShifts(
  db: Db,
  where: string,
  params: unknown[],
  limit = 1,
): Promise<ShiftRecord[]> {
  const shifts = await db.query<ShiftRow>(
    `SELECT s.id, s.affiliate_id, s.shop_type, ${ISO('s.opened_at')} AS opened_at, s.opened_by, ou.name AS opened_by_name,
            s.opening_cash, ${ISO('s.closed_at')} AS closed_at, s.closed_by, cu.name AS closed_by_name,
            s.counted_cash, s.expected_cash, s.comment
       FROM cash_shifts s LEFT JOIN users ou ON ou.id = s.opened_by LEFT JOIN users cu ON cu.id = s.closed_by
      WHERE ${where}
      ORDER BY s.opened_at DESC, s.id DESC
      LIMIT ${Number(limit)}`,
    params,
  );
  if (shifts.length === 0) return [];
  const ids = shifts.map((s) => s.id);
  const payments = await db.query<PaymentRow>(
    `SELECT p.shift_id, ${ISO('p.at')} AS at, ${MICROS('p.at')} AS t, p.amount, p.cashless, p.payment_type_id, t.name AS type_name,
            u.name AS user_name, p.order_id, o.number AS order_number
       FROM order_payments p JOIN orders o ON o.id = p.order_id
       LEFT JOIN payment_types t ON t.id = p.payment_type_id LEFT JOIN users u ON u.id = p.user_id
      WHERE p.shift_id = ANY($1::int[]) ORDER BY p.at, p.id`,
    [ids],
  );
  const moves = await db.query<MoveRow>(
    `SELECT m.id, m.shift_id, ${ISO('m.at')} AS at, ${MICROS('m.at')} AS t, m.kind, m.amount, m.reason, u.name AS user_name
       FROM cash_moves m LEFT JOIN users u ON u.id = m.user_id
      WHERE m.shift_id = ANY($1::int[]) ORDER BY m.at, m.id`,
    [ids],
  );
  const byShift = <T extends { shift_id: number }>(rows: T[]) => {
    const map = new Map<number, T[]>(ids.map((id) => [id, []]));
    for (const r of rows) map.get(r.shift_id)!.push(r);
    return map;
  };
  const paid = byShift(payments);
  const moved = byShift(moves);
  return shifts.map((s) => build(s, paid.get(s.id)!, moved.get(s.id)!));
}
