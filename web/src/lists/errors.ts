import { ApolloError } from '@apollo/client';
import { fieldKey, UserErrorsError, type UserErrorLike } from '../graphql/user-errors';

export interface ServerError {
  message: string;
  /**
   * Field → message: from a payload's userErrors (the path joined with dots, `lines.0.count`),
   * or from extensions.userErrors of a top-level refusal that has a code.
   */
  fields: Record<string, string>;
  /** extensions.code (CONFLICT: the record changed since it was loaded), or the user error's code. */
  code?: string;
}

/** The refusal of a payload: messages at their fields, the first one (or one without a field) on top. */
function fromUserErrors(userErrors: readonly UserErrorLike[], fallback: string): ServerError {
  const fields: Record<string, string> = {};
  for (const e of userErrors) if (e.field && e.field.length > 0) fields[fieldKey(e.field)] ??= e.message;
  const first = userErrors[0];
  return { message: first?.message ?? fallback, fields, ...(first ? { code: first.code } : {}) };
}

const isUserErrorList = (raw: unknown): raw is UserErrorLike[] =>
  Array.isArray(raw) &&
  raw.every((e) => e && typeof e === 'object' && typeof (e as UserErrorLike).message === 'string');

/** The Russian text (and per-field messages) the gateway sent, or a generic sentence. */
export function serverError(error: unknown): ServerError {
  if (error instanceof UserErrorsError)
    return fromUserErrors(error.userErrors, 'Не удалось выполнить действие. Повторите попытку.');
  if (error instanceof ApolloError) {
    const first = error.graphQLErrors[0];
    if (first) {
      const listed = first.extensions?.userErrors;
      const fields = isUserErrorList(listed) ? fromUserErrors(listed, first.message).fields : {};
      const code = typeof first.extensions?.code === 'string' ? first.extensions.code : undefined;
      return { message: first.message, fields, ...(code ? { code } : {}) };
    }
    if (error.networkError)
      return { message: 'Сервер недоступен. Проверьте подключение и повторите.', fields: {} };
  }
  return { message: 'Не удалось выполнить действие. Повторите попытку.', fields: {} };
}
