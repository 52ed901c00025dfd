/**
 * The loyalty programme's rules (docs/loyalty.md), shared by the CRM (which applies them) and the
 * web (which shows the same numbers while the user types): the programme's shape and its check,
 * the percent a client earns by what they have spent, the bonuses an order earns, and the most of
 * an order bonuses may pay. Bonuses are counted in kopecks (1 bonus = 1 ₽ = 100 kopecks), so the
 * ledger and the order totals share one unit and one rounding.
 */
import type { ShopType } from './access';

export interface LoyaltyTier {
  /** Kopecks the client has spent (paid orders of this shop type) from which this tier applies. */
  fromSpent: number;
  /** Accrual percent of the tier, 0–100, up to 2 decimals. */
  percent: number;
}

export interface LoyaltyProgramValue {
  enabled: boolean;
  /** Accrual percent below the first tier, 0–100. */
  accrualPercent: number;
  /** Ascending by fromSpent; may be empty. */
  tiers: LoyaltyTier[];
  /** Days an accrual stays spendable; null: never lapses. */
  expiryDays: number | null;
  /** The most of an order's total bonuses may pay, percent 0–100. */
  maxSharePercent: number;
}

/** What applies until the programme is first saved: off. */
export const DEFAULT_LOYALTY_PROGRAM: LoyaltyProgramValue = {
  enabled: false,
  accrualPercent: 0,
  tiers: [],
  expiryDays: null,
  maxSharePercent: 100,
};

export const MAX_TIERS = 10;

/** A row of the bonus ledger: an accrual, a spend, a lapse, or the reversal of an accrual or spend. */
export type BonusEntryKind = 'accrued' | 'spent' | 'expired' | 'reversed';

/**
 * One row of a client's bonus history as the CRM answers it (loyalty/getAccount's `entries`,
 * getHistoryPage's rows): the wire type of both sides. `Id` is the CRM's numeric order id; the
 * gateway hands it on as a GraphQL ID (a string).
 */
export interface BonusEntryValue<Id extends number | string = number> {
  /** null: a lapse computed on read, not stored yet. */
  id: string | null;
  kind: BonusEntryKind;
  reverses: 'accrued' | 'spent' | null;
  amount: number;
  orderId: Id | null;
  orderNumber: string | null;
  percent: number | null;
  expiresAt: string | null;
  at: string;
}

/** A client's bonus account of one shop type as the CRM answers it (loyalty/getAccount). */
export interface BonusAccountValue<Id extends number | string = number> {
  clientId: Id;
  shopType: ShopType;
  balance: number;
  /** Paid orders of the shop type so far (the tiers' measure), kopecks. */
  spent: number;
  /** The percent the next paid order earns. */
  percent: number;
  /** The soonest lapse still ahead and how much lapses then (null: nothing lapses). */
  nextExpiryAt: string | null;
  nextExpiryAmount: number;
  entries: BonusEntryValue<Id>[];
}

const isPercent = (v: unknown): v is number =>
  typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 100 && Math.round(v * 100) === v * 100;

/**
 * The programme as typed, checked: the value, or the Russian message of the first problem with
 * the field it is at (`field`: the path into the input).
 */
export function validateLoyaltyProgram(
  input: unknown,
): { value: LoyaltyProgramValue } | { message: string; field: (string | number)[] } {
  const o = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  if (typeof o.enabled !== 'boolean')
    return { message: 'Укажите, включена ли программа', field: ['enabled'] };
  if (!isPercent(o.accrualPercent))
    return { message: 'Процент начисления — число от 0 до 100 (до сотых)', field: ['accrualPercent'] };
  if (!isPercent(o.maxSharePercent))
    return { message: 'Доля заказа, оплачиваемая бонусами, — от 0 до 100 %', field: ['maxSharePercent'] };
  const days = o.expiryDays ?? null;
  if (days !== null && (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > 3650))
    return { message: 'Срок жизни бонусов — целое число дней от 1 до 3650 или пусто', field: ['expiryDays'] };
  const rawTiers = o.tiers ?? [];
  if (!Array.isArray(rawTiers)) return { message: 'Уровни — список', field: ['tiers'] };
  if (rawTiers.length > MAX_TIERS) return { message: `Не больше ${MAX_TIERS} уровней`, field: ['tiers'] };
  const tiers: LoyaltyTier[] = [];
  for (const [i, raw] of rawTiers.entries()) {
    const t = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    const from = t.fromSpent;
    if (typeof from !== 'number' || !Number.isSafeInteger(from) || from <= 0)
      return { message: `Уровень ${i + 1}: сумма покупок — больше 0 ₽`, field: ['tiers', i, 'fromSpent'] };
    if (!isPercent(t.percent))
      return { message: `Уровень ${i + 1}: процент — от 0 до 100`, field: ['tiers', i, 'percent'] };
    if (i > 0 && from <= tiers[i - 1].fromSpent)
      return {
        message: `Уровень ${i + 1}: сумма покупок должна быть больше, чем у предыдущего`,
        field: ['tiers', i, 'fromSpent'],
      };
    tiers.push({ fromSpent: from, percent: t.percent as number });
  }
  return {
    value: {
      enabled: o.enabled,
      accrualPercent: o.accrualPercent,
      tiers,
      expiryDays: days as number | null,
      maxSharePercent: o.maxSharePercent,
    },
  };
}

/** The percent a client earns having spent `spent` kopecks: the highest tier reached, else the base. */
export function accrualPercentFor(program: LoyaltyProgramValue, spent: number): number {
  let percent = program.accrualPercent;
  for (const tier of program.tiers) if (spent >= tier.fromSpent) percent = tier.percent;
  return percent;
}

/** Bonuses earned on `base` kopecks of money at `percent`: rounded half up once, like a discount. */
export function accrualOf(base: number, percent: number): number {
  if (base <= 0) return 0;
  return Math.floor((base * Math.round(percent * 100) + 5000) / 10000);
}

/** The most of an order of `total` kopecks bonuses may pay (rounded down: never past the share). */
export function bonusShareCap(total: number, maxSharePercent: number): number {
  return Math.max(0, Math.floor((total * Math.round(maxSharePercent * 100)) / 10000));
}

/**
 * What «Списать бонусы» offers: as much as the balance, the programme's share and what is left to
 * pay (after the advance and the certificate) allow.
 */
export function bonusOffer(p: {
  total: number;
  balance: number;
  maxSharePercent: number;
  paidOtherwise: number;
}) {
  return Math.max(
    0,
    Math.min(p.balance, bonusShareCap(p.total, p.maxSharePercent), p.total - p.paidOtherwise),
  );
}
