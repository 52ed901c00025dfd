import type { ApolloError } from '@apollo/client';
import { fieldKey, UserErrorsError } from '../../graphql/user-errors';

export const GENERIC_ERROR = 'Что-то пошло не так!';
export const NETWORK_ERROR = 'Сервер недоступен. Проверьте соединение и попробуйте ещё раз.';

/**
 * The text to show a person for a failed call. The server words its user-facing errors in
 * Russian (BAD_USER_INPUT, UNAUTHENTICATED…), so those are shown as they are; anything without
 * a server message gets a generic Russian sentence rather than a stack of English.
 */
export function userMessage(error: unknown): string {
  // A payload's refusal (a used reset link, a weak password): its first user error says why.
  if (error instanceof UserErrorsError && error.message) return error.message;
  // By shape, not `instanceof ApolloError`: the session words errors from the sign-in route,
  // which does not load Apollo (graphql/lazy.ts).
  if (isApolloError(error)) {
    const first = error.graphQLErrors[0] ?? refusalOf(error.networkError);
    if (first?.message) return first.message;
    if (error.networkError) return NETWORK_ERROR;
  }
  return GENERIC_ERROR;
}

function isApolloError(error: unknown): error is ApolloError {
  return error instanceof Error && Array.isArray((error as Partial<ApolloError>).graphQLErrors);
}

/**
 * A refusal with an HTTP error status (429 for too many sign-in attempts, 400 for an operation
 * over the gateway's limits) reaches Apollo Client as a network error; its body still carries
 * the server's errors, worded for a person.
 */
function refusalOf(networkError: ApolloError['networkError']): { message: string } | undefined {
  const body = (networkError as { result?: { errors?: { message?: unknown }[] } } | null)?.result;
  const message = Array.isArray(body?.errors) ? body.errors[0]?.message : undefined;
  return typeof message === 'string' ? { message } : undefined;
}

/**
 * A refusal worded for a session form: the message for the top of the form and, from a payload's
 * user errors, each field's own message (`email`, `password`: the path without `input`).
 */
export class FormRefusal extends Error {
  constructor(
    message: string,
    readonly fields: Record<string, string>,
  ) {
    super(message);
    this.name = 'FormRefusal';
  }
}

export function formRefusal(error: unknown): FormRefusal {
  const fields: Record<string, string> = {};
  if (error instanceof UserErrorsError)
    for (const e of error.userErrors) if (e.field?.length) fields[fieldKey(e.field)] ??= e.message;
  return new FormRefusal(userMessage(error), fields);
}
