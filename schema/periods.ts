/**
 * The longest period a whole-period read covers (spec: getOrder and the statistics), one rule for
 * the CRM's calls and the gateway's order export, which walk or sum a period at once.
 */
export const MAX_RANGE_DAYS = 366;

/** Whole days from `from` to `to` (yyyy-MM-dd), both included. */
export function daysBetween(from: string, to: string): number {
  return (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
}

/** Why a period is refused as too long, or null when it is not. */
export const periodTooLong = (from: string, to: string): string | null =>
  daysBetween(from, to) > MAX_RANGE_DAYS ? `Период не длиннее ${MAX_RANGE_DAYS} дней` : null;
