/**
 * Idempotency keys (issue 24 item 1, docs/offline.md «Ключи идемпотентности»): the one format and
 * the one wording of the key, shared by the CRM (which stores it with the write), the gateway
 * (which reads it from the `Idempotency-Key` header or the `idempotencyKey` argument) and the web
 * (which makes one per user intent). A key names ONE write: a repeat with the same key and the
 * same request answers the first result; with another request it is refused (409).
 */

/** The HTTP header of both faces (`/api` and `POST /graphql`); HTTP header names are case-blind. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** 8–128 characters of `[A-Za-z0-9_.:-]`: a UUID fits, and so does a queue's `till-3:order-17`. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

export const IDEMPOTENCY_KEY_INVALID_MESSAGE =
  'Ключ идемпотентности: от 8 до 128 символов из латинских букв, цифр и знаков _ . : -';

export const IDEMPOTENCY_KEY_REUSED_MESSAGE = 'Ключ идемпотентности уже использован для другого запроса';

/** A header with several covered mutations in one GraphQL request: which write would it name? */
export const IDEMPOTENCY_KEY_AMBIGUOUS_MESSAGE =
  'Заголовок Idempotency-Key относится к одной записи, а в запросе их несколько: передайте каждой мутации свой аргумент idempotencyKey';

/** Keys are kept at least this long (a day offline and a margin), then purged on a later write. */
export const IDEMPOTENCY_KEEP_HOURS = 72;
export const IDEMPOTENCY_PURGE_DAYS = 7;

export const isIdempotencyKey = (value: unknown): value is string =>
  typeof value === 'string' && IDEMPOTENCY_KEY_PATTERN.test(value);
