/**
 * Idempotency keys of the web's writes (issue 24 item 1, docs/offline.md «Ключи идемпотентности»).
 * Every order creation, payment and cash move carries an `Idempotency-Key` header: one key per
 * user intent («Сохранить» of this sale, «Принять оплату» of this payment), the SAME key while that
 * intent is retried (a submit whose reply was lost, sent again, answers the order the first one
 * made instead of making a second), a NEW key once it succeeded (the next sale is another write).
 *
 * Use it so:
 *
 * ```ts
 * const key = useIdempotencyKey();
 * const save = (input) => key.run((context) => create({ variables: { input }, context }));
 * ```
 *
 * or, outside React (the offline queue stores the key with the queued write and sends it on every
 * attempt): `mutate({ ..., context: idempotencyContext(stored.key) })`.
 */
import { useMemo, useRef } from 'react';
import { IDEMPOTENCY_HEADER } from '../../../schema/idempotency';

/**
 * A fresh key: a random UUID (36 characters of the allowed `[A-Za-z0-9_.:-]`). `randomUUID` exists
 * only in a secure context (https, localhost); a till that opens the shop's server by its LAN
 * address over http gets the same v4 UUID from `getRandomValues`, which every context has.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The mutation's `context` that sends `key` as the Idempotency-Key header (client.ts keeps it). */
export const idempotencyContext = (key: string) => ({ headers: { [IDEMPOTENCY_HEADER]: key } });

export type IdempotencyContext = ReturnType<typeof idempotencyContext>;

/** The error codes of a key's refusal, wherever Apollo put them (a 409 reply is a ServerError). */
function errorCodes(err: unknown): string[] {
  const e = err as {
    graphQLErrors?: { extensions?: { code?: unknown } }[];
    networkError?: { result?: { errors?: { extensions?: { code?: unknown } }[] } } | null;
  };
  return [...(e?.graphQLErrors ?? []), ...(e?.networkError?.result?.errors ?? [])]
    .map((x) => x.extensions?.code)
    .filter((c): c is string => typeof c === 'string');
}

/** The server refused the key: it already named another request (HTTP 409). */
export const isIdempotencyKeyReused = (err: unknown) => errorCodes(err).includes('IDEMPOTENCY_KEY_REUSED');

export interface IdempotencyKey {
  /** The key of the intent in progress (made on first use). */
  current(): string;
  /** Forgets it: the next write is a new intent. */
  renew(): void;
  /**
   * Sends a write with the current key, keeps the key if it fails (a retry is the same intent),
   * renews it after success. A key refused as reused is renewed too: its write happened already,
   * and the person has changed what they send, so the next submit is a new write.
   */
  run<T>(submit: (context: IdempotencyContext) => Promise<T>): Promise<T>;
}

/** One key per user intent, held across re-renders until `renew()` (or `run`'s success). */
export function useIdempotencyKey(): IdempotencyKey {
  const key = useRef<string | null>(null);
  return useMemo<IdempotencyKey>(() => {
    const current = () => (key.current ??= newIdempotencyKey());
    const renew = () => {
      key.current = null;
    };
    return {
      current,
      renew,
      async run(submit) {
        try {
          const result = await submit(idempotencyContext(current()));
          renew();
          return result;
        } catch (err) {
          if (isIdempotencyKeyReused(err)) renew();
          throw err;
        }
      },
    };
  }, []);
}
