/**
 * A document being saved, as the CRM takes it (`data{R}Update`): the header keys and the lines
 * `{productId, quantity, price}`, nothing else. Both faces send their input through here, so a
 * legacy client that posts a whole record back (number, status, total, productName, …) cannot set
 * what only the CRM decides. Keys that are absent stay absent: on an update the CRM keeps what it
 * is not sent. Values pass unchanged: the CRM checks them all (ids, dates, quantities, products)
 * and words each refusal, so both faces show the same Russian message.
 */
import { BadInputError } from '../../errors';

type Raw = Record<string, unknown>;

export type DocumentPayload = Raw;

const HEADER = ['date', 'affiliateId', 'toAffiliateId', 'supplierId', 'writeOffId', 'comment'] as const;
const LINE = ['productId', 'quantity', 'price'] as const;

const isObject = (value: unknown): value is Raw =>
  !!value && typeof value === 'object' && !Array.isArray(value);

function pick(source: Raw, keys: readonly string[]): Raw {
  const out: Raw = {};
  for (const key of keys) if (source[key] !== undefined) out[key] = source[key];
  return out;
}

export function documentPayload(input: unknown): DocumentPayload {
  if (!isObject(input))
    throw new BadInputError('Ожидается объект документа с полями date, affiliateId и lines');
  const payload = pick(input, HEADER);
  // A line that is not an object goes on as it is, for the CRM to name it in its refusal.
  if (input.lines !== undefined) {
    payload.lines = Array.isArray(input.lines)
      ? input.lines.map((l: unknown) => (isObject(l) ? pick(l, LINE) : l))
      : input.lines;
  }
  return payload;
}
