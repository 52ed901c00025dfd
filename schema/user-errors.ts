/**
 * THE table of user-error codes (issue 18 item 2): the stable reason of every expected refusal,
 * for integrators to branch on instead of reading Russian prose. The CRM puts one into its
 * error envelope (`reason`, beside `field`: the path into the input at fault), the gateway
 * answers it in mutation payloads (`userErrors { field code message }`), the GraphQL enum
 * `UserErrorCode` (schema/base.graphql) and the table in docs/graphql.md section 5 are checked
 * against it by tests/gateway/user-errors.test.ts, so none of them can drift.
 *
 * A code, once published, keeps its meaning; a new refusal gets a new code (an addition).
 */
export const USER_ERROR_CODES = {
  INVALID: 'the input is refused for a reason without a code of its own (the message says which)',
  FIELD_INVALID: 'a field has the wrong type or format, is out of range, or is required and missing',
  NOT_FOUND: 'the record the mutation names (or one its input refers to) does not exist',
  NAME_TAKEN: 'another record of the list already has this value (a name, a code, an e-mail)',
  ORDER_LINE_INVALID: 'a line of the order: no product, a count or price out of range, too many lines',
  ORDER_TOTAL_MISMATCH: 'the total the client computed differs from the server’s (the message has it)',
  ORDER_CHANGE_MISMATCH: 'the change the client computed differs from the server’s',
  ORDER_TOTALS_INVALID: 'the sums do not add up: a discount or prepayment larger than the order',
  ORDER_DELETED: 'the order is deleted and cannot be changed',
  ORDER_MODIFIERS_INVALID:
    'a line’s modifiers or combo parts break its product’s rules (a required group, min, max)',
  PROMO_INVALID: 'the promo code is unknown, expired, used up, or the order is below its minimum',
  CERTIFICATE_INVALID: 'the gift certificate is unknown, expired or has not enough left',
  BONUS_INSUFFICIENT: 'the client’s bonus balance is smaller than the bonuses the order would spend',
  BONUS_INVALID: 'bonuses cannot pay this order: no client, the programme is off, or past its share',
  SHIFT_CLOSED: 'cash needs an open cash shift, or the shift named is already closed',
  SHIFT_ALREADY_OPEN: 'this shop’s shift in this branch is already open',
  CASH_SHORT: 'a cash withdrawal larger than the cash in the till',
  STOCK_NEGATIVE: 'the document would take a stock balance below zero',
  DOCUMENT_LOCKED: 'the stock document is posted or deleted and cannot be changed so',
  DOCUMENT_NOT_POSTED: 'the stock document is not posted, so it cannot be unposted',
  CATEGORY_PLACE_INVALID: 'a category cannot go there: under itself, under another shop type, …',
  WEBHOOK_URL_REFUSED: 'the webhook URL is not http(s), or its host is a private or loopback address',
  DELIVERY_NOT_FAILED: 'only a failed webhook delivery can be retried by hand',
  CREDENTIALS_INVALID:
    'sign-in refused: the e-mail and password match no active account (which is wrong is not said)',
  ORDER_NOT_PAID: 'the kitchen takes only orders paid in full (a bump of an unpaid order)',
  FISCAL_PENDING: 'the shift cannot close while the cash register has receipts of it not yet printed',
  IDEMPOTENCY_KEY_INVALID:
    'the idempotency key is not 8–128 characters of letters, digits and _ . : - (docs/offline.md)',
} as const satisfies Record<string, string>;

export type UserErrorCode = keyof typeof USER_ERROR_CODES;

export const USER_ERROR_CODE_LIST = Object.keys(USER_ERROR_CODES) as UserErrorCode[];

export const isUserErrorCode = (value: unknown): value is UserErrorCode =>
  typeof value === 'string' && Object.hasOwn(USER_ERROR_CODES, value);

/** A path into the input: field names and line indexes, e.g. ['lines', 0, 'count']. */
export type FieldPath = readonly (string | number)[];
