/** A cash shift's event (crm/events/record.ts): opened or closed, with its shop type and branch. */
import type { Db } from '../db/connect';
import { recordEvent } from './record';

export async function recordShiftEvent(tx: Db, kind: 'opened' | 'closed', shiftId: number): Promise<void> {
  const [s] = await tx.query<{ shop_type: string; affiliate_id: number }>(
    'SELECT shop_type, affiliate_id FROM cash_shifts WHERE id = $1',
    [shiftId],
  );
  if (!s) return;
  await recordEvent(tx, {
    kind: `cash_shift.${kind}`,
    shopType: s.shop_type,
    subjectId: shiftId,
    payload: { shiftId, affiliateId: s.affiliate_id },
  });
}
