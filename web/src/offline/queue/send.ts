import { ApolloError, type ApolloClient } from '@apollo/client';
import {
  CreateOrderDocument,
  idempotencyContext,
  type CreateOrderMutation,
  type CreateOrderMutationVariables,
  type OrderInput,
} from '../../graphql';
import { serverError } from '../../lists/errors';

/**
 * One createOrder with its Idempotency-Key, and what became of it. The line that matters is
 * between «no reply» and «a reply that says no»: only the first may be sent again (with the same
 * key, so the server answers the original if it did arrive); a refusal is the cashier's to
 * resolve, never retried blindly.
 */
export type SendOutcome =
  | { kind: 'sent'; order: { id: string; number: string; total: number } }
  /** `reused`: the key already named another request (HTTP 409 IDEMPOTENCY_KEY_REUSED). */
  | { kind: 'refused'; message: string; reused?: boolean }
  | { kind: 'no-reply' };

/** A send with no answer in this long is treated as lost (and resent later with its key). */
export const SEND_TIMEOUT_MS = 15_000;

/** The gateway's codes that mean «not now», not «no»: the CRM behind it is down or slow. */
const TRANSIENT_CODES = new Set(['UPSTREAM_UNAVAILABLE', 'UPSTREAM_TIMEOUT', 'UNAUTHENTICATED']);

/**
 * Whether the request got no usable reply: the browser offline, the gateway down, the connection
 * cut, a timeout, a proxy's 5xx page, or a transient code. A GraphQL or user error is a reply.
 */
export function isNoReply(error: unknown): boolean {
  if (!(error instanceof ApolloError)) return false;
  const codes = error.graphQLErrors.map((e) => e.extensions?.code);
  if (codes.some((c) => typeof c === 'string' && TRANSIENT_CODES.has(c))) return true;
  if (error.graphQLErrors.length > 0) return false;
  const network = error.networkError as { statusCode?: number; result?: unknown } | null;
  if (!network) return false;
  const status = network.statusCode;
  if (status === undefined) return true;
  const listed = (network.result as { errors?: { extensions?: { code?: string } }[] } | undefined)?.errors;
  if (listed?.some((e) => e.extensions?.code && !TRANSIENT_CODES.has(e.extensions.code))) return false;
  return status >= 500 || status === 401;
}

/** The refusal's message, also when it came as an HTTP 4xx body (a 409 of a reused key). */
function refusalMessage(error: unknown): string {
  const network = error instanceof ApolloError ? (error.networkError as { result?: unknown } | null) : null;
  const listed = (network?.result as { errors?: { message?: string }[] } | undefined)?.errors;
  return listed?.[0]?.message ?? serverError(error).message;
}

export async function sendOrder(
  client: ApolloClient<object>,
  input: OrderInput,
  key: string,
): Promise<SendOutcome> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), SEND_TIMEOUT_MS);
  try {
    const { data } = await client.mutate<CreateOrderMutation, CreateOrderMutationVariables>({
      mutation: CreateOrderDocument,
      variables: { input },
      context: { ...idempotencyContext(key), fetchOptions: { signal: abort.signal } },
    });
    const payload = data?.createOrder;
    if (payload?.order && payload.userErrors.length === 0) return { kind: 'sent', order: payload.order };
    return {
      kind: 'refused',
      message: payload?.userErrors[0]?.message ?? 'Сервер не принял заказ',
    };
  } catch (error) {
    if (isNoReply(error) || abort.signal.aborted) return { kind: 'no-reply' };
    const network =
      error instanceof ApolloError ? (error.networkError as { statusCode?: number } | null) : null;
    return { kind: 'refused', message: refusalMessage(error), reused: network?.statusCode === 409 };
  } finally {
    clearTimeout(timer);
  }
}
