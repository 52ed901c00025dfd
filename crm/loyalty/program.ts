/**
 * The loyalty programme of a shop type (migration 037, schema/loyalty.ts): read with its defaults
 * (off) when never saved, written whole after the shared check.
 */
import type { ShopType } from '../../schema/access';
import {
  DEFAULT_LOYALTY_PROGRAM,
  validateLoyaltyProgram,
  type LoyaltyProgramValue,
} from '../../schema/loyalty';
import type { Db } from '../db/connect';
import { invalid } from '../envelope';

export type RemoteLoyaltyProgram = LoyaltyProgramValue & {
  shopType: ShopType;
  updatedAt: string | null;
  updatedByName: string | null;
};

interface Row {
  enabled: boolean;
  accrual_percent: number;
  tiers: LoyaltyProgramValue['tiers'] | string;
  expiry_days: number | null;
  max_share_percent: number;
  updated_at: string | Date;
  updated_by_name: string | null;
}

export async function readProgram(db: Db, shopType: ShopType): Promise<RemoteLoyaltyProgram> {
  const [row] = await db.query<Row>(
    `SELECT p.enabled, p.accrual_percent::float8 AS accrual_percent, p.tiers, p.expiry_days,
            p.max_share_percent::float8 AS max_share_percent, p.updated_at, u.name AS updated_by_name
       FROM loyalty_programs p LEFT JOIN users u ON u.id = p.updated_by WHERE p.shop_type = $1`,
    [shopType],
  );
  if (!row) return { shopType, ...DEFAULT_LOYALTY_PROGRAM, updatedAt: null, updatedByName: null };
  return {
    shopType,
    enabled: row.enabled,
    accrualPercent: row.accrual_percent,
    tiers: typeof row.tiers === 'string' ? JSON.parse(row.tiers) : row.tiers,
    expiryDays: row.expiry_days,
    maxSharePercent: row.max_share_percent,
    updatedAt: new Date(row.updated_at).toISOString(),
    updatedByName: row.updated_by_name,
  };
}

export async function writeProgram(
  tx: Db,
  shopType: ShopType,
  input: unknown,
  userId: number | null,
): Promise<RemoteLoyaltyProgram> {
  const checked = validateLoyaltyProgram(input);
  if (!('value' in checked)) invalid(checked.message, { reason: 'FIELD_INVALID', field: checked.field });
  const v = (checked as { value: LoyaltyProgramValue }).value;
  await tx.query(
    `INSERT INTO loyalty_programs
       (shop_type, enabled, accrual_percent, tiers, expiry_days, max_share_percent, updated_by, updated_at)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, now())
     ON CONFLICT (shop_type) DO UPDATE SET enabled = EXCLUDED.enabled,
       accrual_percent = EXCLUDED.accrual_percent, tiers = EXCLUDED.tiers, expiry_days = EXCLUDED.expiry_days,
       max_share_percent = EXCLUDED.max_share_percent, updated_by = EXCLUDED.updated_by, updated_at = now()`,
    [shopType, v.enabled, v.accrualPercent, JSON.stringify(v.tiers), v.expiryDays, v.maxSharePercent, userId],
  );
  return readProgram(tx, shopType);
}
