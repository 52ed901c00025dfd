/**
 * The remote CRM contract wraps every reply, success or failure, in one envelope
 * (docs/upstream-contract.md). Domain handlers return plain data or throw CrmError.
 */
import { IDEMPOTENCY_KEY_REUSED_MESSAGE } from '../schema/idempotency';
import { isUserErrorCode, type FieldPath, type UserErrorCode } from '../schema/user-errors';

export interface Envelope<T = unknown> {
  error: 0 | 1;
  errorInfo: string;
  result: 0 | 1;
  message: string;
  data: T | null;
  /**
   * Ours (issue 18 item 2), on a domain refusal only: the stable code of schema/user-errors.ts
   * and, where one field is at fault, the path into the request payload (remote names). Extra
   * keys: a client of the spec's envelope alone never reads them.
   */
  reason?: UserErrorCode;
  field?: FieldPath;
}

/** Domain failures: HTTP 200 with error 1. Transport failures carry their own status. */
export type DomainErrorCode =
  | 'BAD_CREDENTIALS'
  | 'USER_EXISTS'
  | 'VALIDATION'
  | 'NOT_FOUND'
  | 'DUPLICATE'
  | 'SESSION_INVALID'
  // An update named a version (ours, issue 18): the record has moved on since that version.
  | 'CONFLICT'
  // An idempotency key (ours, issue 24) already named another request: nothing was written.
  | 'IDEMPOTENCY_KEY_REUSED';
export type TransportErrorCode =
  'API_KEY' | 'BAD_REQUEST' | 'UNKNOWN_METHOD' | 'PAYLOAD_TOO_LARGE' | 'INTERNAL';
export type ErrorCode = DomainErrorCode | TransportErrorCode;

export const MESSAGES: Record<ErrorCode, string> = {
  BAD_CREDENTIALS: 'Неверный email или пароль',
  USER_EXISTS: 'User already exists!',
  VALIDATION: 'Некорректные данные запроса',
  NOT_FOUND: 'Запись не найдена',
  DUPLICATE: 'Запись с таким значением уже существует',
  SESSION_INVALID: 'Сессия недействительна или истекла',
  CONFLICT: 'Запись изменена другим пользователем',
  IDEMPOTENCY_KEY_REUSED: IDEMPOTENCY_KEY_REUSED_MESSAGE,
  API_KEY: 'Неверный ключ API',
  BAD_REQUEST: 'Тело запроса должно быть JSON-объектом',
  UNKNOWN_METHOD: 'Неизвестный метод',
  PAYLOAD_TOO_LARGE: 'Тело запроса слишком большое',
  INTERNAL: 'Внутренняя ошибка сервера',
};

/** The code a refusal gets when its throw site names none. */
const DEFAULT_REASON: Partial<Record<DomainErrorCode, UserErrorCode>> = {
  VALIDATION: 'INVALID',
  NOT_FOUND: 'NOT_FOUND',
  DUPLICATE: 'NAME_TAKEN',
};

/** What a refusal says to a program: its code and the field at fault (schema/user-errors.ts). */
export interface Detail {
  reason?: UserErrorCode;
  field?: FieldPath;
}

/** Thrown by handlers for an expected failure the caller should show or act on. */
export class CrmError extends Error {
  readonly reason: UserErrorCode | undefined;
  readonly field: FieldPath | undefined;
  constructor(
    readonly code: DomainErrorCode,
    message: string = MESSAGES[code],
    detail: Detail = {},
  ) {
    super(message);
    this.name = 'CrmError';
    this.reason = detail.reason ?? DEFAULT_REASON[code];
    this.field = detail.field;
  }
}

/** A VALIDATION refusal with its code and field: `refuse('…', { reason: 'SHIFT_CLOSED' })`. */
export function invalid(message: string, detail: Detail = {}): never {
  throw new CrmError('VALIDATION', message, detail);
}

export function ok<T>(data: T): Envelope<T> {
  return { error: 0, errorInfo: '', result: 1, message: 'OK', data };
}

export function fail(
  code: ErrorCode,
  message: string = MESSAGES[code],
  detail: Detail = {},
): Envelope<never> {
  const env: Envelope<never> = { error: 1, errorInfo: code, result: 0, message, data: null };
  if (isUserErrorCode(detail.reason)) env.reason = detail.reason;
  if (detail.field && detail.field.length > 0) env.field = detail.field;
  return env;
}
