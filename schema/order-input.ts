/**
 * The shapes of an order's text values that are not free text (issue 27 item 3): ONE set, run by
 * the embedded CRM when it reads a new-order or edit payload (crm/domains/orders/input.ts), which
 * both faces reach — `/api/order/newOrder` and `EditOrderData` pass the payload through, GraphQL
 * `createOrder` and `updateOrder` map their names onto it — so both accept and refuse the same
 * values with the same message. Pure, so the web form can use the same rules.
 */
import { EMAIL_PATTERN } from './email';

/** People write phones with spaces, brackets, dashes and dots; only the digits count. */
const PHONE_CHARS = /^\+?[\d\s().-]+$/;

/**
 * A phone number: an optional leading +, separators, and 10 to 15 digits (a Russian number with
 * or without its 7/8 prefix, up to E.164's longest). Fewer digits is a date (`2024-02-30`), a
 * house number or a typo, never a number the shop can call back.
 */
export function isPhone(value: string): boolean {
  if (!PHONE_CHARS.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 10 && digits <= 15;
}

/** An e-mail address as the lists check it (schema/list-validation.ts): name@domain.tld, no spaces. */
export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value);

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The longest delivery window, minutes: a shop's slot is at most 12 hours (schema/delivery.ts). */
export const MAX_WINDOW_MINUTES = 12 * 60;

const minutesOfClock = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3));

/**
 * A delivery time: one moment `ЧЧ:ММ` or a window `ЧЧ:ММ-ЧЧ:ММ` (the form's placeholder
 * «12:00-15:00», the seed's windows), written the one way it is stored (spaces and a long dash
 * dropped); null when it is neither. The order list sorts by it as text, so a free text («x»,
 * «утром») or «9:00» would sort anywhere. A window normally ends after it starts; one whose end
 * is not after its start ends the next day (a late shop's «22:00-00:00», «23:00-01:00», issue 21,
 * schema/delivery.ts crossesMidnight), and is taken only when that makes it no longer than a
 * slot may be, so a typo like «15:00-12:00» (21 hours) is still refused.
 */
export function deliveryTime(value: string): string | null {
  const parts = value.trim().split(/\s*[-–—]\s*/);
  if (parts.length > 2 || !parts.every((p) => CLOCK.test(p))) return null;
  if (parts.length === 2 && parts[1] <= parts[0]) {
    const pastMidnight = 24 * 60 - minutesOfClock(parts[0]) + minutesOfClock(parts[1]);
    if (pastMidnight > MAX_WINDOW_MINUTES) return null;
  }
  return parts.join('-');
}
