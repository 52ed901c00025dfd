import { ApolloError } from '@apollo/client';

export const GENERIC_ERROR = 'Что-то пошло не так!';
export const NETWORK_ERROR = 'Сервер недоступен. Проверьте соединение и попробуйте ещё раз.';

/**
 * The text to show a person for a failed call. The server words its user-facing errors in
 * Russian (BAD_USER_INPUT, UNAUTHENTICATED…), so those are shown as they are; anything without
 * a server message gets a generic Russian sentence rather than a stack of English.
 */
export function userMessage(error: unknown): string {
  if (error instanceof ApolloError) {
    const first = error.graphQLErrors[0];
    if (first?.message) return first.message;
    if (error.networkError) return NETWORK_ERROR;
  }
  return GENERIC_ERROR;
}
