import { ApolloError } from '@apollo/client';

export interface ServerError {
  message: string;
  /** Field name → message, from extensions.fields of a BAD_USER_INPUT. */
  fields: Record<string, string>;
  /** extensions.code (CONFLICT: the record changed since it was loaded). */
  code?: string;
}

/** The Russian text (and per-field messages) the gateway sent, or a generic sentence. */
export function serverError(error: unknown): ServerError {
  if (error instanceof ApolloError) {
    const first = error.graphQLErrors[0];
    if (first) {
      const raw = first.extensions?.fields;
      const fields: Record<string, string> = {};
      if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
        for (const [k, v] of Object.entries(raw)) if (typeof v === 'string') fields[k] = v;
      }
      const code = typeof first.extensions?.code === 'string' ? first.extensions.code : undefined;
      return { message: first.message, fields, ...(code ? { code } : {}) };
    }
    if (error.networkError)
      return { message: 'Сервер недоступен. Проверьте подключение и повторите.', fields: {} };
  }
  return { message: 'Не удалось выполнить действие. Повторите попытку.', fields: {} };
}
