/**
 * Clients' phones and e-mails are personal data (152-ФЗ, GDPR). Staff who may see a client in an
 * order but not the client directory (no KLIENTS) see them masked: enough to tell two clients
 * apart and to confirm a number by voice, not enough to copy the base (issue 16 item 4). The
 * gateway masks on both faces; the web recognises a masked value so an edited order keeps it.
 */
import { permits, type Principal } from './access';
import { READ_RULES } from './data-access';
import { phoneDigits } from './order-search';

/** Whether `user` sees clients' phones and e-mails whole: the client directory's readers. */
export const seesPersonalData = (user: Principal | null | undefined): boolean =>
  permits(user, READ_RULES.clients);

const STAR = '*';

/** Lists of people (phones, e-mails): exported by the server only, into the audit log. */
const PERSONAL_LISTS: ReadonlySet<string> = new Set(['KlientDirectory', 'Recipients']);
export const isPersonalList = (name: string): boolean => PERSONAL_LISTS.has(name);

/** A value the gateway masked (whole values never hold a star: phones are digits, e-mails addresses). */
export const isMasked = (value: string | null | undefined): boolean => Boolean(value?.includes(STAR));

/**
 * `+7 (926) ***-**-30`: country and operator code and the last two digits. Shorter numbers keep
 * only their last two digits.
 */
export function maskPhone(phone: string): string {
  if (!phone) return phone;
  const digits = phoneDigits(phone);
  if (digits.length < 11) return `${STAR.repeat(Math.max(digits.length - 2, 3))}${digits.slice(-2)}`;
  const country = digits.slice(0, digits.length - 10);
  return `+${country} (${digits.slice(-10, -7)}) ***-**-${digits.slice(-2)}`;
}

/** `i***@mail.ru`: the first letter and the domain. */
export function maskEmail(email: string): string {
  if (!email) return email;
  const at = email.lastIndexOf('@');
  if (at <= 0) return `${email[0]}${STAR.repeat(3)}`;
  return `${email[0]}${STAR.repeat(3)}${email.slice(at)}`;
}

type Person = Record<string, unknown>;

/** A copy of `person` with its phone and e-mail masked (any other field as it was). */
export function maskPerson<T extends Person | null | undefined>(person: T): T {
  if (!person || typeof person !== 'object') return person;
  const copy: Person = { ...person };
  if (typeof copy.phone === 'string') copy.phone = maskPhone(copy.phone);
  if (typeof copy.email === 'string') copy.email = maskEmail(copy.email);
  return copy as T;
}

/**
 * `typed` as sent back by a form that showed `stored` masked: the stored value when `typed` is its
 * mask (the user left it alone), `typed` otherwise. A masked value that is not the stored one's
 * mask is returned as is, for the CRM to refuse as it would any malformed phone.
 */
export function unmask(typed: unknown, stored: unknown, mask: (v: string) => string): unknown {
  if (typeof typed !== 'string' || !isMasked(typed) || typeof stored !== 'string') return typed;
  return mask(stored) === typed.trim() ? stored : typed;
}
