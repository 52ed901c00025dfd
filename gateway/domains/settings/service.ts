/**
 * Shop settings on the CRM (docs/upstream-contract.md "settings"): the receipt template of each
 * shop type. The remote names (`typeAccount`, `settings`, `updatedBy`) are mapped here and only
 * here; a CRM VALIDATION refusal becomes BAD_USER_INPUT with the CRM's Russian message.
 */
import type { ShopType } from '../../../schema/access';
import {
  PAPER_WIDTHS,
  RECEIPT_CODES,
  RECEIPT_FIELDS,
  defaultReceiptSettings,
  type PaperWidth,
  type ReceiptCode,
  type ReceiptSettingsValue,
} from '../../../schema/receipt';
import type { Upstream } from '../../upstream/types';
import { mapRemoteError } from '../lists/service';
import { perUpstream } from '../../upstream/per-upstream';

export interface ReceiptSettingsRecord extends ReceiptSettingsValue {
  shopType: ShopType;
  updatedAt: string | null;
  updatedByName: string | null;
}

export interface SettingsService {
  receipt(shopType: ShopType): Promise<ReceiptSettingsRecord>;
  setReceipt(
    shopType: ShopType,
    value: ReceiptSettingsValue,
    userId: string | number,
  ): Promise<ReceiptSettingsRecord>;
}

const str = (v: unknown, fallback: string) => (typeof v === 'string' ? v : fallback);

/**
 * The CRM's record as our clean one. A remote CRM that leaves a field out (an older version)
 * gets the default for it, so a receipt always prints.
 */
export function toReceiptRecord(shopType: ShopType, data: unknown): ReceiptSettingsRecord {
  const d = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const base = defaultReceiptSettings(shopType);
  const flags = Object.fromEntries(
    RECEIPT_FIELDS.map(({ key }) => [key, typeof d[key] === 'boolean' ? d[key] : base[key]]),
  ) as Pick<ReceiptSettingsValue, (typeof RECEIPT_FIELDS)[number]['key']>;
  const width = Number(d.paperWidth);
  return {
    shopType,
    shopName: str(d.shopName, base.shopName) || base.shopName,
    headerText: str(d.headerText, base.headerText),
    footerText: str(d.footerText, base.footerText),
    paperWidth: PAPER_WIDTHS.includes(width as PaperWidth) ? (width as PaperWidth) : base.paperWidth,
    code: RECEIPT_CODES.includes(d.code as ReceiptCode) ? (d.code as ReceiptCode) : base.code,
    ...flags,
    updatedAt: typeof d.updatedAt === 'string' ? d.updatedAt : null,
    updatedByName: typeof d.updatedByName === 'string' ? d.updatedByName : null,
  };
}

export function createSettingsService(upstream: Upstream): SettingsService {
  async function call(method: string, body: unknown) {
    try {
      return await upstream.call('settings', method, body);
    } catch (err) {
      throw mapRemoteError(err);
    }
  }
  return {
    async receipt(shopType) {
      return toReceiptRecord(shopType, await call('getReceiptSettings', { typeAccount: shopType }));
    },
    async setReceipt(shopType, value, userId) {
      const data = await call('setReceiptSettings', { typeAccount: shopType, settings: value, userId });
      return toReceiptRecord(shopType, data);
    },
  };
}

/** One service per CRM client. */
export const settingsService = perUpstream(createSettingsService);
