/**
 * Errors a service or a guard throws, known to both faces: the GraphQL layer turns them into
 * `extensions.code`, the legacy /api layer into `{ message }` with the status code.
 */
import { IDEMPOTENCY_KEY_INVALID_MESSAGE, IDEMPOTENCY_KEY_REUSED_MESSAGE } from '../schema/idempotency';
import type { FieldPath, UserErrorCode } from '../schema/user-errors';
import type { RefusalDetail } from './upstream/refusal';

export type AppErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'IDEMPOTENCY_KEY_INVALID'
  | 'IDEMPOTENCY_KEY_REUSED';

export class AppError extends Error {
  /**
   * A refusal's code and field (schema/user-errors.ts), in the CRM's names until a resolver
   * renames them: mutation payloads answer them as `userErrors` (gateway/graphql/payload.ts).
   */
  detail: RefusalDetail = {};
  constructor(
    readonly statusCode: number,
    readonly code: AppErrorCode,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }

  /** The gateway's own refusal of one field: `throw new BadInputError('…').at(['affiliateId'])`. */
  at(field: FieldPath, reason: UserErrorCode = 'FIELD_INVALID'): this {
    this.detail = { reason, field };
    return this;
  }
}

/** No valid session: missing, invalid, expired or revoked token, or an inactive user. */
export class AuthError extends AppError {
  constructor(message = 'Требуется вход в систему') {
    super(401, 'UNAUTHENTICATED', message);
  }
}

/** Signed in, but the access policy (schema/access.ts) does not admit this user. */
export class ForbiddenError extends AppError {
  constructor(message = 'Недостаточно прав') {
    super(403, 'FORBIDDEN', message);
  }
}

/**
 * The caller sent something the domain refuses. `reason` lets each face pick its own wording
 * (the legacy API keeps the spec's English texts, GraphQL speaks Russian).
 */
export class BadInputError extends AppError {
  constructor(
    message: string,
    readonly reason?: string,
  ) {
    super(400, 'BAD_USER_INPUT', message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Не найдено') {
    super(404, 'NOT_FOUND', message);
  }
}

/**
 * An update named a version the record no longer has (issue 18): someone else wrote it since.
 * Nothing was changed; `current` is the record as it is now (as its GraphQL object, set by the
 * resolver that knows how to read it), so the caller can show it and decide again.
 */
export class ConflictError extends AppError {
  current: unknown = null;
  constructor(message = 'Запись изменена другим пользователем') {
    super(409, 'CONFLICT', message);
  }
}

/**
 * An idempotency key (issue 24, docs/offline.md) that already named another request (another
 * operation or other arguments): nothing was written. 409 on both faces.
 */
export class IdempotencyKeyReusedError extends AppError {
  constructor() {
    super(409, 'IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_KEY_REUSED_MESSAGE);
  }
}

/** A malformed `Idempotency-Key` header: 400 before anything is called. */
export class IdempotencyKeyInvalidError extends AppError {
  constructor(message: string = IDEMPOTENCY_KEY_INVALID_MESSAGE) {
    super(400, 'IDEMPOTENCY_KEY_INVALID', message);
  }
}

/** «45 с» under a minute, «15 мин» (rounded up) beyond: what a person at the till reads. */
const waitText = (seconds: number) => (seconds < 60 ? `${seconds} с` : `${Math.ceil(seconds / 60)} мин`);

/** Too many sign-in or registration attempts (docs/reliability.md "HTTP"); 429 on both faces. */
export class RateLimitedError extends AppError {
  constructor(
    /** Whole seconds until the next attempt is admitted (the Retry-After header). */
    readonly retryAfter: number,
  ) {
    super(429, 'RATE_LIMITED', `Слишком много попыток входа. Повторите через ${waitText(retryAfter)}.`);
  }
}

/** ALLOW_SIGNUP is off: nobody may create an account through the public sign-up. */
export class SignupClosedError extends ForbiddenError {
  constructor() {
    super('Регистрация отключена администратором');
  }
}
