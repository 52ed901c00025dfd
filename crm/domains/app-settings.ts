/**
 * Settings of the whole shop, one value each (migration 026, issue 26 item 6), in the `settings`
 * area: `getAppSettings` answers each known key's stored value (null: never saved, the gateway's
 * default applies) with who saved it when; `setAppSettings {showDemoAreas, userId}` stores it.
 * Who may write is the gateway's decision (the SA); the CRM records who did.
 */
import type { Db } from '../db/connect';
import { CrmError } from '../envelope';
import type { Body } from '../registry';
import { actingUser } from './orders/refs';

export interface AppSettings {
  /** null: never saved. */
  showDemoAreas: boolean | null;
  updatedAt: string | null;
  updatedByName: string | null;
}

export async function readAppSettings(db: Db): Promise<AppSettings> {
  const [row] = await db.query<{ value: unknown; at: string; by: string | null }>(
    `SELECT s.value, to_char(s.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at,
            coalesce(nullif(trim(u.name), ''), u.username) AS by
       FROM app_settings s LEFT JOIN users u ON u.id = s.updated_by WHERE s.key = 'showDemoAreas'`,
  );
  return {
    showDemoAreas: typeof row?.value === 'boolean' ? row.value : null,
    updatedAt: row?.at ?? null,
    updatedByName: row?.by ?? null,
  };
}

export async function writeAppSettings(db: Db, body: Body): Promise<AppSettings> {
  if (typeof body.showDemoAreas !== 'boolean')
    throw new CrmError('VALIDATION', 'Поле «showDemoAreas»: true или false');
  return db.transaction(async (tx) => {
    const userId = await actingUser(tx, body.userId);
    await tx.query(
      `INSERT INTO app_settings (key, value, updated_by) VALUES ('showDemoAreas', $1::jsonb, $2)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_by = EXCLUDED.updated_by, updated_at = now()`,
      [JSON.stringify(body.showDemoAreas), userId],
    );
    return readAppSettings(tx);
  });
}
