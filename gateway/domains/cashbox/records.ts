/** CRM shift records → GraphQL CashShift (string ids, integer kopecks, null for what is not set). */
import type { CashEntry, CashShift, ShiftTakings } from '../../__generated__/resolvers';
import { flag } from '../lists/service';
import type { ShiftRecord } from './service';

type Raw = Record<string, unknown>;

const idOrNull = (v: unknown) => (v == null || v === '' || v === 0 ? null : String(v));
const int = (v: unknown) => Number(v ?? 0) || 0;
const intOrNull = (v: unknown) => (v == null || v === '' ? null : Number(v));
const text = (v: unknown) => (v == null ? '' : String(v));
const textOrNull = (v: unknown) => (v == null || v === '' ? null : String(v));
const rows = (v: unknown): Raw[] =>
  Array.isArray(v) ? v.filter((r): r is Raw => !!r && typeof r === 'object') : [];

const toTakings = (t: Raw): ShiftTakings => ({
  paymentTypeId: idOrNull(t.paymentTypeId),
  name: text(t.name),
  cashless: flag(t.cashless),
  amount: int(t.amount),
  count: int(t.count),
});

const toEntry = (e: Raw): CashEntry => ({
  at: text(e.at),
  kind: e.kind as CashEntry['kind'],
  amount: int(e.amount),
  description: text(e.description),
  userName: textOrNull(e.userName),
  orderId: idOrNull(e.orderId),
  balance: int(e.balance),
});

export function toShift(r: ShiftRecord): CashShift {
  return {
    id: String(r.id),
    affiliateId: String(r.affiliateId),
    // A CRM from before per-shop tills has one till: the flower shop's.
    shopType: r.shopType === 'fastfood' ? 'fastfood' : 'flower_shop',
    status: r.status === 'closed' ? 'closed' : 'open',
    openedAt: text(r.openedAt),
    openedByName: textOrNull(r.openedByName),
    openingCash: int(r.openingCash),
    closedAt: textOrNull(r.closedAt),
    closedByName: textOrNull(r.closedByName),
    countedCash: intOrNull(r.countedCash),
    expectedCash: int(r.expectedCash),
    difference: intOrNull(r.difference),
    comment: text(r.comment),
    takings: rows(r.takings).map(toTakings),
    takingsTotal: int(r.takingsTotal),
    cashTakings: int(r.cashTakings),
    cashIn: int(r.cashIn),
    cashOut: int(r.cashOut),
    timeline: rows(r.timeline).map(toEntry),
  };
}
