import { phoneDigits } from '../../../schema/order-search';
import { isMasked } from '../../../schema/personal-data';

const digits = (s: string) => s.replace(/\D/g, '');

/** The digits a client search is asked with: the last 11 typed. */
export const phoneTyped = (phone: string) => digits(phone).slice(-11);

/**
 * The found client whose phone is the one typed. A masked phone (a reader without KLIENTS) came
 * from a search by the whole number, so it is exact once ten digits are typed.
 */
export function exactClient<T extends { phone?: unknown }>(
  matches: readonly T[],
  phone: string,
): T | undefined {
  return matches.find((c) =>
    isMasked(String(c.phone ?? ''))
      ? digits(phone).length >= 10
      : phoneDigits(String(c.phone ?? '')) === phoneDigits(phone),
  );
}
