/**
 * The order list's search box, matched on the server (the web shows masked phones to users
 * without KLIENTS, so it could not match them itself): digits look in the client's and the
 * recipient's phones and the order number, words in their names and the number.
 * Without KLIENTS a phone is found only by the whole number, as clientSearch does
 * (docs/access.md): a fragment search would let anyone read the base digit by digit.
 */

export interface SearchablePerson {
  firstName?: string | null;
  lastName?: string | null;
  patronymic?: string | null;
  phone?: string | null;
}

export interface SearchableOrder {
  number: string;
  people: readonly (SearchablePerson | null | undefined)[];
}

/** Digits only, with a Russian 8… or 10-digit number read as 7… (the CRM's rule). */
export function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('8')) return `7${digits.slice(1)}`;
  if (digits.length === 10) return `7${digits}`;
  return digits;
}

const WHOLE_PHONE = 10;

/** The search as typed, or '' for none; at most 100 characters are meaningful. */
export const searchText = (query: string | null | undefined): string => (query ?? '').trim().slice(0, 100);

export function orderMatches(
  order: SearchableOrder,
  query: string,
  { wholePhones }: { wholePhones: boolean },
) {
  const q = searchText(query).toLowerCase();
  if (!q) return true;
  const digits = q.replace(/\D/g, '');
  const phoneLike = digits.length >= 3 && digits.length === q.replace(/[\s()+-]/g, '').length;
  if (phoneLike) {
    if (order.number.includes(q)) return true;
    const typed = order.people.map((p) => p?.phone ?? '').filter(Boolean);
    if (wholePhones)
      return digits.length >= WHOLE_PHONE && typed.some((p) => phoneDigits(p) === phoneDigits(digits));
    // A fragment matches the number as typed or as normalised; a typed «8 926…» finds «+7 926…».
    const wanted = digits.startsWith('8') ? [digits, `7${digits.slice(1)}`] : [digits];
    return typed.some((p) => {
      const stored = [p.replace(/\D/g, ''), phoneDigits(p)];
      return wanted.some((w) => stored.some((s) => s.includes(w)));
    });
  }
  const names = [
    ...order.people.map((p) => [p?.lastName, p?.firstName, p?.patronymic].join(' ')),
    order.number,
  ]
    .join(' ')
    .toLowerCase();
  return q.split(/\s+/).every((w) => names.includes(w));
}
