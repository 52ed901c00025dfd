/**
 * Opening and closing cash shifts and moving cash in and out of the till. Each runs inside the
 * caller's transaction and locks the shift row (FOR UPDATE): a payment being taken holds it FOR
 * SHARE (crm/cashbox/payments.ts), so a closing waits for it and freezes totals that include it.
 * Moments are clock_timestamp(): a write that waited for a lock happened after the one it waited for.
 */
import { formatRub } from '../../schema/money';
import type { Db } from '../db/connect';
import { CrmError, invalid, type Detail } from '../envelope';
import { sqlState } from '../lists/checks';
import { selectShifts, type ShiftRecord } from './read';

const refuse = (message: string, detail: Detail = {}): never => invalid(message, detail);

export const ALREADY_OPEN = 'Смена этого магазина в этом филиале уже открыта';

export async function shiftById(db: Db, id: number): Promise<ShiftRecord> {
  const [shift] = await selectShifts(db, 's.id = $1', [id]);
  if (!shift) throw new CrmError('NOT_FOUND', 'Смена не найдена');
  return shift;
}

async function lockShift(tx: Db, id: number): Promise<{ closed: boolean; shop_type: string }> {
  const [row] = await tx.query<{ closed: boolean; shop_type: string }>(
    'SELECT closed_at IS NOT NULL AS closed, shop_type FROM cash_shifts WHERE id = $1 FOR UPDATE',
    [id],
  );
  if (!row) throw new CrmError('NOT_FOUND', 'Смена не найдена');
  return row;
}

export interface OpenInput {
  affiliateId: number;
  shopType: string;
  openingCash: number;
  userId: number | null;
}

export async function openShift(tx: Db, input: OpenInput): Promise<number> {
  const [affiliate] = await tx.query('SELECT 1 FROM affiliates WHERE id = $1', [input.affiliateId]);
  if (!affiliate)
    refuse(`Филиал: запись с id ${input.affiliateId} не найдена`, {
      reason: 'NOT_FOUND',
      field: ['affiliateId'],
    });
  const [open] = await tx.query(
    'SELECT 1 FROM cash_shifts WHERE affiliate_id = $1 AND shop_type = $2 AND closed_at IS NULL',
    [input.affiliateId, input.shopType],
  );
  if (open) refuse(ALREADY_OPEN, { reason: 'SHIFT_ALREADY_OPEN' });
  // Two openings racing past the check above: the unique index lets one through.
  try {
    const [{ id }] = await tx.query<{ id: number }>(
      `INSERT INTO cash_shifts (affiliate_id, shop_type, opened_at, opened_by, opening_cash)
       VALUES ($1, $4, clock_timestamp(), $2, $3) RETURNING id`,
      [input.affiliateId, input.userId, input.openingCash, input.shopType],
    );
    return id;
  } catch (err) {
    if (sqlState(err) === '23505') refuse(ALREADY_OPEN, { reason: 'SHIFT_ALREADY_OPEN' });
    throw err;
  }
}

export interface CloseInput {
  id: number;
  countedCash: number;
  comment: string;
  userId: number | null;
}

export async function closeShift(tx: Db, input: CloseInput): Promise<void> {
  const shift = await lockShift(tx, input.id);
  if (shift.closed) refuse('Смена уже закрыта', { reason: 'SHIFT_CLOSED' });
  // A receipt the register has not printed is a sale the tax service has not seen (docs/fiscal.md).
  const [{ n }] = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM fiscal_documents
      WHERE shop_type = $1 AND status <> 'registered' AND kind <> 'closeShift'`,
    [shift.shop_type],
  );
  if (n > 0)
    refuse(`Непробитых чеков: ${n}. Пробейте их на экране кассы, затем закройте смену`, {
      reason: 'FISCAL_PENDING',
    });
  const { expectedCash } = await shiftById(tx, input.id);
  await tx.query(
    `UPDATE cash_shifts
        SET closed_at = clock_timestamp(), closed_by = $2, counted_cash = $3, expected_cash = $4, comment = $5
      WHERE id = $1`,
    [input.id, input.userId, input.countedCash, expectedCash, input.comment],
  );
}

export interface MoveInput {
  shiftId: number;
  kind: 'in' | 'out';
  amount: number;
  reason: string;
  userId: number | null;
}

/** Answers the move's id (an idempotency key's record, crm/lib/idempotency.ts). */
export async function addCashMove(tx: Db, input: MoveInput): Promise<number> {
  const shift = await lockShift(tx, input.shiftId);
  if (shift.closed)
    refuse('Смена закрыта: внесение и изъятие возможны только в открытой смене', { reason: 'SHIFT_CLOSED' });
  if (input.kind === 'out') {
    const { expectedCash } = await shiftById(tx, input.shiftId);
    if (input.amount > expectedCash)
      refuse(`В кассе только ${formatRub(expectedCash)}`, { reason: 'CASH_SHORT', field: ['amount'] });
  }
  const [{ id }] = await tx.query<{ id: number }>(
    `INSERT INTO cash_moves (shift_id, at, user_id, kind, amount, reason)
     VALUES ($1, clock_timestamp(), $2, $3, $4, $5) RETURNING id`,
    [input.shiftId, input.userId, input.kind, input.amount, input.reason],
  );
  return id;
}
