/**
 * The money of the seeded orders, written right after them (part of the `orders` step, so only a
 * fresh install gets it): each advance as a payment when the order was placed, the rest of every
 * settled order of the days gone by, and yesterday's flower-shop cash shift at the main branch,
 * closed, with its cash payments, a cash collection and a small shortage, so /money/cashbox has a history.
 */
import { todayIn } from '../../../schema/time-zone';
import type { Db } from '../connect';

export async function seedPayments(tx: Db, timeZone: string): Promise<void> {
  const today = todayIn(timeZone);
  await tx.query(
    `INSERT INTO order_payments (order_id, at, user_id, payment_type_id, cashless, amount)
     SELECT o.id, o.created_at, o.created_by, o.payment_type_id, coalesce(t.cashless, false), o.advance_sum
       FROM orders o LEFT JOIN payment_types t ON t.id = o.payment_type_id
      WHERE o.advance_sum > 0
     UNION ALL
     SELECT o.id, o.created_at, o.created_by, o.payment_type_id, coalesce(t.cashless, false),
            o.total - o.advance_sum
       FROM orders o JOIN order_statuses s ON s.id = o.status_id
       LEFT JOIN payment_types t ON t.id = o.payment_type_id
      WHERE o.order_date < $1::date AND NOT s.cancels AND NOT o.deleted AND o.total > o.advance_sum`,
    [today],
  );

  const [admin] = await tx.query<{ id: number }>('SELECT id FROM users ORDER BY id LIMIT 1');
  const [branch] = await tx.query<{ id: number }>('SELECT id FROM affiliates ORDER BY id LIMIT 1');
  if (!admin || !branch) return;
  // Yesterday 08:00 to 22:30 in the shop's time zone; every seeded order is placed 08:00–21:59.
  // $4 is the zone in every statement that uses `at`.
  const at = (time: string, today: string) => `((${today}::date - 1) + time '${time}') AT TIME ZONE $4::text`;
  const [shift] = await tx.query<{ id: number }>(
    `INSERT INTO cash_shifts (affiliate_id, shop_type, opened_at, opened_by, opening_cash, closed_at, closed_by,
                              counted_cash, expected_cash, comment)
     VALUES ($2, 'flower_shop', ${at('08:00', '$1')}, $3, 500000, ${at('22:30', '$1')}, $3, 0, 0,
             'Недостача 50 ₽: сдача без чека')
     RETURNING id`,
    [today, branch.id, admin.id, timeZone],
  );
  await tx.query(
    `UPDATE order_payments p SET shift_id = $1
       FROM orders o
      WHERE o.id = p.order_id AND o.affiliate_id = $2 AND o.shop_type = 'flower_shop' AND p.at >= ${at('08:00', '$3')}
        AND p.at < ${at('22:30', '$3')}`,
    [shift.id, branch.id, today, timeZone],
  );
  // The collection takes what the day brought in cash, in whole thousands of roubles.
  await tx.query(
    `INSERT INTO cash_moves (shift_id, at, user_id, kind, amount, reason)
     SELECT $1, ${at('21:00', '$3')}, $2, 'out', (sum(amount) / 100000) * 100000, 'Инкассация'
       FROM order_payments WHERE shift_id = $1 AND NOT cashless
     HAVING sum(amount) >= 100000`,
    [shift.id, admin.id, today, timeZone],
  );
  await tx.query(
    `UPDATE cash_shifts s
        SET expected_cash = e.cash, counted_cash = e.cash - 5000
       FROM (SELECT 500000
                    + coalesce((SELECT sum(amount) FROM order_payments WHERE shift_id = $1 AND NOT cashless), 0)
                    - coalesce((SELECT sum(amount) FROM cash_moves WHERE shift_id = $1 AND kind = 'out'), 0)
                    AS cash) e
      WHERE s.id = $1`,
    [shift.id],
  );
}
