/**
 * The remote CRM contract wraps every reply, success or failure, in one envelope
 * (docs/upstream-contract.md). Domain handlers return plain data or throw CrmError.
 */

export interface Envelope<T = unknown> {
  error: 0 | 1;
  errorInfo: string;
  result: 0 | 1;
  message: string;
  data: T | null;
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
  | 'CONFLICT';
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
  API_KEY: 'Неверный ключ API',
  BAD_REQUEST: 'Тело запроса должно быть JSON-объектом',
  UNKNOWN_METHOD: 'Неизвестный метод',
  PAYLOAD_TOO_LARGE: 'Тело запроса слишком большое',
  INTERNAL: 'Внутренняя ошибка сервера',
};

/** Thrown by handlers for an expected failure the caller should show or act on. */
export class CrmError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string = MESSAGES[code],
  ) {
    super(message);
    this.name = 'CrmError';
  }
}

export function ok<T>(data: T): Envelope<T> {
  return { error: 0, errorInfo: '', result: 1, message: 'OK', data };
}

export function fail(code: ErrorCode, message: string = MESSAGES[code]): Envelope<never> {
  return { error: 1, errorInfo: code, result: 0, message, data: null };
}
