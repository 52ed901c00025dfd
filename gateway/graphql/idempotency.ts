/**
 * Idempotency keys on GraphQL (issue 24, docs/offline.md): the mutations that take one, the key a
 * resolver passes on (its `idempotencyKey` argument, else the request's `Idempotency-Key` header),
 * and a plugin that (1) refuses a malformed header, or a header on a request with several such
 * mutations (a key names one write), with HTTP 400 before any resolver runs, and (2) answers a key
 * reused for another request with HTTP 409 (`IDEMPOTENCY_KEY_REUSED`), as `/api` does.
 */
import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, Kind, type DocumentNode, type SelectionSetNode } from 'graphql';
import {
  IDEMPOTENCY_KEY_AMBIGUOUS_MESSAGE,
  IDEMPOTENCY_KEY_INVALID_MESSAGE,
  isIdempotencyKey,
} from '../../schema/idempotency';
import { BadInputError, IdempotencyKeyInvalidError, IdempotencyKeyReusedError } from '../errors';
import { headerKey } from '../idempotency';
import type { GraphQLContext } from './context';

/** The mutations with an `idempotencyKey` argument (schema/orders.graphql, schema/cashbox.graphql). */
export const KEYED_MUTATIONS: ReadonlySet<string> = new Set([
  'createOrder',
  'payOrder',
  'addCashMove',
  'openCashShift',
  'closeCashShift',
]);

/**
 * The key of this mutation: its argument, else the header (the plugin has checked it). A malformed
 * argument is the input's fault: the payload's userError IDEMPOTENCY_KEY_INVALID at `idempotencyKey`.
 */
export function mutationKey(ctx: GraphQLContext, argument: string | null | undefined): string | null {
  if (argument != null) {
    if (!isIdempotencyKey(argument))
      throw new BadInputError(IDEMPOTENCY_KEY_INVALID_MESSAGE).at(
        ['idempotencyKey'],
        'IDEMPOTENCY_KEY_INVALID',
      );
    return argument;
  }
  return headerKey(ctx.request);
}

/** How many keyed mutations the operation's top level asks for (fragments on Mutation included). */
function keyedCount(set: SelectionSetNode, document: DocumentNode, seen = new Set<string>()): number {
  let n = 0;
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) n += KEYED_MUTATIONS.has(sel.name.value) ? 1 : 0;
    else if (sel.kind === Kind.INLINE_FRAGMENT) n += keyedCount(sel.selectionSet, document, seen);
    else if (!seen.has(sel.name.value)) {
      seen.add(sel.name.value);
      const fragment = document.definitions.find(
        (d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === sel.name.value,
      );
      if (fragment?.kind === Kind.FRAGMENT_DEFINITION) n += keyedCount(fragment.selectionSet, document, seen);
    }
  }
  return n;
}

const refusal = (code: 'IDEMPOTENCY_KEY_INVALID' | 'BAD_REQUEST', message: string) =>
  new GraphQLError(message, { extensions: { code, http: { status: 400 } } });

export function idempotencyPlugin(): ApolloServerPlugin<BaseContext> {
  return {
    async requestDidStart({ request }) {
      const header = request.http?.headers.get('idempotency-key');
      return {
        async didResolveOperation({ operation, document }) {
          if (header === undefined || header === null || operation?.operation !== 'mutation') return;
          if (!isIdempotencyKey(header))
            throw refusal('IDEMPOTENCY_KEY_INVALID', new IdempotencyKeyInvalidError().message);
          if (keyedCount(operation.selectionSet, document) > 1)
            throw refusal('BAD_REQUEST', IDEMPOTENCY_KEY_AMBIGUOUS_MESSAGE);
        },
        async didEncounterErrors({ errors, response }) {
          if (errors.some((e) => unwrapResolverError(e) instanceof IdempotencyKeyReusedError))
            response.http.status = 409;
        },
      };
    },
  };
}
