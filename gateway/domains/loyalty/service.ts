/**
 * Loyalty on the CRM (docs/upstream-contract.md "loyalty", docs/loyalty.md): the programme of a
 * shop type and a client's bonus account. The remote names (`typeAccount`, `program`) are mapped
 * here and only here; a CRM refusal becomes BAD_USER_INPUT with its reason and field.
 */
import type { ShopType } from '../../../schema/access';
import {
  DEFAULT_LOYALTY_PROGRAM,
  type BonusAccountValue,
  type BonusEntryValue,
  type LoyaltyProgramValue,
} from '../../../schema/loyalty';
import type { Upstream } from '../../upstream/types';
import { mapRemoteError } from '../lists/service';
import { perUpstream } from '../../upstream/per-upstream';
import { asMomentPage, type MomentQuery } from '../../graphql/moment-pages';

export interface LoyaltyProgramRecord extends LoyaltyProgramValue {
  shopType: ShopType;
  updatedAt: string | null;
  updatedByName: string | null;
}

/** The CRM's records with their ids as GraphQL IDs. */
export type BonusEntryRecord = BonusEntryValue<string>;
export type BonusAccountRecord = BonusAccountValue<string>;

type Remote = Record<string, unknown>;

/** A CRM that has no loyalty area yet (an older remote) answers the programme as off. */
function toProgram(shopType: ShopType, d: Remote): LoyaltyProgramRecord {
  const tiers = Array.isArray(d.tiers) ? (d.tiers as Remote[]) : [];
  return {
    shopType,
    enabled: d.enabled === true,
    accrualPercent: Number(d.accrualPercent) || 0,
    tiers: tiers.map((t) => ({ fromSpent: Number(t.fromSpent) || 0, percent: Number(t.percent) || 0 })),
    expiryDays: d.expiryDays == null ? null : Number(d.expiryDays),
    maxSharePercent:
      d.maxSharePercent == null ? DEFAULT_LOYALTY_PROGRAM.maxSharePercent : Number(d.maxSharePercent),
    updatedAt: typeof d.updatedAt === 'string' ? d.updatedAt : null,
    updatedByName: typeof d.updatedByName === 'string' ? d.updatedByName : null,
  };
}

const idOut = (v: unknown) => (v == null ? null : String(v));

function toAccount(shopType: ShopType, d: Remote): BonusAccountRecord {
  const entries = Array.isArray(d.entries) ? (d.entries as Remote[]) : [];
  return {
    clientId: String(d.clientId),
    shopType,
    balance: Number(d.balance) || 0,
    spent: Number(d.spent) || 0,
    percent: Number(d.percent) || 0,
    nextExpiryAt: typeof d.nextExpiryAt === 'string' ? d.nextExpiryAt : null,
    nextExpiryAmount: Number(d.nextExpiryAmount) || 0,
    entries: entries.map(toEntry),
  };
}

function toEntry(e: Remote): BonusEntryRecord {
  return {
    id: idOut(e.id),
    kind: e.kind as BonusEntryRecord['kind'],
    reverses: (e.reverses ?? null) as BonusEntryRecord['reverses'],
    amount: Number(e.amount) || 0,
    orderId: idOut(e.orderId),
    orderNumber: typeof e.orderNumber === 'string' ? e.orderNumber : null,
    percent: e.percent == null ? null : Number(e.percent),
    expiresAt: typeof e.expiresAt === 'string' ? e.expiresAt : null,
    at: String(e.at),
  };
}

export function createLoyaltyService(upstream: Upstream) {
  async function call(method: string, body: unknown): Promise<Remote> {
    try {
      return ((await upstream.call('loyalty', method, body)) ?? {}) as Remote;
    } catch (err) {
      throw mapRemoteError(err);
    }
  }
  return {
    async program(shopType: ShopType) {
      return toProgram(shopType, await call('getProgram', { typeAccount: shopType }));
    },
    async setProgram(shopType: ShopType, program: LoyaltyProgramValue, userId: string | number) {
      return toProgram(shopType, await call('setProgram', { typeAccount: shopType, program, userId }));
    },
    async account(clientId: number, shopType: ShopType, first: number) {
      return toAccount(shopType, await call('getAccount', { clientId, typeAccount: shopType, first }));
    },
    /** The history a page at a time, newest first (loyalty/getHistoryPage). */
    async historyPage(clientId: number, shopType: ShopType, query: MomentQuery) {
      const page = asMomentPage<Remote>(
        await call('getHistoryPage', { ...query, clientId, typeAccount: shopType }),
      );
      return { ...page, rows: page.rows.map(toEntry) };
    },
  };
}

/** One service per CRM client. */
export const loyaltyService = perUpstream(createLoyaltyService);
