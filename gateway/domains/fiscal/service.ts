/**
 * Fiscal documents and settings on the CRM (docs/upstream-contract.md "fiscal", docs/fiscal.md).
 * The remote names (`typeAccount`) are mapped here and only here; a CRM refusal becomes
 * BAD_USER_INPUT with its reason and field.
 */
import type { ShopType } from '../../../schema/access';
import type { VatRateValue } from '../../../schema/vat';
import type { Upstream } from '../../upstream/types';
import { mapRemoteError } from '../lists/service';
import { perUpstream } from '../../upstream/per-upstream';

export interface FiscalDocumentRecord {
  id: string;
  kind: 'sale' | 'prepayment' | 'settlement' | 'return' | 'openShift' | 'closeShift';
  key: number;
  shopType: ShopType;
  orderId: string | null;
  orderNumber: string | null;
  paymentId: string | null;
  shiftId: string | null;
  amount: number;
  /** The ATOL task as an object. */
  task: Record<string, unknown>;
  status: 'pending' | 'registered' | 'failed';
  attempt: number;
  message: string | null;
  number: number | null;
  sign: string | null;
  fiscalAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface FiscalSettingsRecord {
  shopType: ShopType;
  enabled: boolean;
  taxationType: 'osn' | 'usnIncome' | 'usnIncomeOutcome' | 'esn' | 'patent';
  defaultVat: VatRateValue;
  cashierInn: string;
  updatedAt: string | null;
}

type Remote = Record<string, unknown>;
const idOut = (v: unknown) => (v == null ? null : String(v));

function toDocument(d: Remote): FiscalDocumentRecord {
  return {
    // The CRM's document carries these names (docs/upstream-contract.md «fiscal»): wire data.
    ...(d as unknown as FiscalDocumentRecord),
    id: String(d.id),
    orderId: idOut(d.orderId),
    paymentId: idOut(d.paymentId),
    shiftId: idOut(d.shiftId),
    task: (d.task ?? {}) as Record<string, unknown>,
  };
}

export function createFiscalService(upstream: Upstream) {
  async function call(method: string, body: unknown): Promise<unknown> {
    try {
      return await upstream.call('fiscal', method, body);
    } catch (err) {
      throw mapRemoteError(err);
    }
  }
  return {
    async settings(shopType: ShopType) {
      return (await call('getSettings', { typeAccount: shopType })) as FiscalSettingsRecord;
    },
    async setSettings(
      shopType: ShopType,
      settings: Omit<FiscalSettingsRecord, 'shopType' | 'updatedAt'>,
      userId: unknown,
    ) {
      return (await call('setSettings', { typeAccount: shopType, settings, userId })) as FiscalSettingsRecord;
    },
    async documents(orderId: number) {
      return ((await call('getDocuments', { orderId })) as Remote[]).map(toDocument);
    },
    async unregistered(shopType: ShopType) {
      return ((await call('getUnregistered', { typeAccount: shopType })) as Remote[]).map(toDocument);
    },
    async save(input: Remote & { shopType: ShopType }, userId: unknown) {
      const { shopType, ...rest } = input;
      return toDocument((await call('saveDocument', { ...rest, typeAccount: shopType, userId })) as Remote);
    },
    /** Products that name their own VAT rate, by id (the rest take the shop type's default). */
    async productVats() {
      const rows = (await call('getAllProductVat', {})) as { productId: number; vat: VatRateValue }[];
      return new Map(rows.map((r) => [r.productId, r.vat]));
    },
    async setProductVat(productId: number, vat: VatRateValue | null) {
      return (await call('setProductVat', { productId, vat })) as {
        productId: number;
        vat: VatRateValue | null;
      };
    },
    async report(id: number, input: Remote) {
      const { fiscalAt, ...rest } = input;
      return toDocument((await call('reportDocument', { ...rest, at: fiscalAt, id })) as Remote);
    },
  };
}

/** One service per CRM client. */
export const fiscalService = perUpstream(createFiscalService);
