/**
 * Shop settings (docs/upstream-contract.md "settings", docs/print.md): the receipt template of
 * each shop type. `getReceiptSettings {typeAccount}` answers the stored template or the defaults
 * of schema/receipt.ts; `setReceiptSettings {typeAccount, settings, userId}` validates the whole
 * template with the shared validator and stores it. Who may write is the gateway's decision
 * (WRITE_RULES.printSettings); the CRM records who did.
 */
import { SHOP_TYPES, type ShopType } from '../../schema/access';
import {
  defaultReceiptSettings,
  receiptValidationMessage,
  validateReceiptSettings,
  type ReceiptSettingsValue,
} from '../../schema/receipt';
import type { Db } from '../db/connect';
import { CrmError } from '../envelope';
import { readAppSettings, writeAppSettings } from './app-settings';
import { actingUser } from './orders/refs';
import type { Domain } from '../registry';

/** The remote record: the template's fields plus whose it is and who saved it when. */
export type RemoteReceiptSettings = ReceiptSettingsValue & {
  typeAccount: ShopType;
  updatedAt: string | null;
  updatedBy: number | null;
  updatedByName: string | null;
};

interface Row {
  shop_type: ShopType;
  shop_name: string;
  header_text: string;
  footer_text: string;
  paper_width: number;
  show_order_number: boolean;
  show_date: boolean;
  show_cashier: boolean;
  show_client: boolean;
  show_lines: boolean;
  show_discount: boolean;
  show_payment_type: boolean;
  show_change: boolean;
  code: string;
  updated_at: string | Date;
  updated_by: number | null;
  updated_by_name: string | null;
}

/** Template field → column, in one place for the read and the upsert. */
const COLUMNS: Readonly<Record<keyof ReceiptSettingsValue, keyof Row>> = {
  shopName: 'shop_name',
  headerText: 'header_text',
  footerText: 'footer_text',
  paperWidth: 'paper_width',
  showOrderNumber: 'show_order_number',
  showDate: 'show_date',
  showCashier: 'show_cashier',
  showClient: 'show_client',
  showLines: 'show_lines',
  showDiscount: 'show_discount',
  showPaymentType: 'show_payment_type',
  showChange: 'show_change',
  code: 'code',
};
const FIELDS = Object.keys(COLUMNS) as (keyof ReceiptSettingsValue)[];

function shopTypeOf(value: unknown): ShopType {
  if (!(SHOP_TYPES as readonly unknown[]).includes(value))
    throw new CrmError('VALIDATION', 'Поле «typeAccount»: ожидается flower_shop или fastfood');
  return value as ShopType;
}

const iso = (v: string | Date) => (v instanceof Date ? v : new Date(v)).toISOString();

async function read(db: Db, shopType: ShopType): Promise<RemoteReceiptSettings> {
  const [row] = await db.query<Row>(
    `SELECT s.*, u.name AS updated_by_name
       FROM receipt_settings s LEFT JOIN users u ON u.id = s.updated_by
      WHERE s.shop_type = $1`,
    [shopType],
  );
  if (!row) {
    return {
      typeAccount: shopType,
      ...defaultReceiptSettings(shopType),
      updatedAt: null,
      updatedBy: null,
      updatedByName: null,
    };
  }
  const value = Object.fromEntries(FIELDS.map((f) => [f, row[COLUMNS[f]]])) as ReceiptSettingsValue;
  return {
    typeAccount: shopType,
    ...value,
    updatedAt: iso(row.updated_at),
    updatedBy: row.updated_by,
    updatedByName: row.updated_by_name,
  };
}

export const settings: Domain = {
  // Ours (issue 26): the shop's one-value settings, the demo areas' switch (app-settings.ts).
  getAppSettings: (_body, { db }) => readAppSettings(db),
  setAppSettings: (body, { db }) => writeAppSettings(db, body),

  async getReceiptSettings(body, { db }) {
    return read(db, shopTypeOf(body.typeAccount));
  },

  async setReceiptSettings(body, { db }) {
    const shopType = shopTypeOf(body.typeAccount);
    const { value, errors } = validateReceiptSettings(body.settings);
    if (!value) throw new CrmError('VALIDATION', receiptValidationMessage(errors));
    return db.transaction(async (tx) => {
      const userId = await actingUser(tx, body.userId);
      const columns = FIELDS.map((f) => COLUMNS[f]);
      const params = [shopType, ...FIELDS.map((f) => value[f]), userId];
      await tx.query(
        `INSERT INTO receipt_settings (shop_type, ${columns.join(', ')}, updated_by, updated_at)
         VALUES ($1, ${columns.map((_, i) => `$${i + 2}`).join(', ')}, $${columns.length + 2}, now())
         ON CONFLICT (shop_type) DO UPDATE SET
           ${columns.map((c) => `${c} = EXCLUDED.${c}`).join(', ')},
           updated_by = EXCLUDED.updated_by, updated_at = now()`,
        params,
      );
      return read(tx, shopType);
    });
  },
};
