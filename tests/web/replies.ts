import { HttpResponse, type GraphQLQuery, type GraphQLResponseBody } from 'msw';
import type { UserErrorCode } from '../../web/src/graphql/__generated__/hooks';

/**
 * The reply types of the msw handlers: the generated operation types (web/src/graphql/__generated__),
 * so a handler that answers a field its operation does not select, leaves out one it does, or
 * gives the wrong kind of value fails `typecheck`. Write `graphql.query<Reply<XQuery>, XQueryVariables>`
 * and answer with `HttpResponse.json({ data })` or `dataReply(data)`, both checked against it.
 */

/**
 * An operation's data with `__typename` allowed on every object: Apollo's cache asks for it on
 * each one (it adds the field to every selection), while the generated types leave it out.
 */
export type Reply<T> = T extends readonly (infer U)[]
  ? readonly Reply<U>[]
  : T extends object
    ? { [K in keyof T]: Reply<T[K]> } & { __typename?: string }
    : T;

/**
 * `{ data }` as the reply of the handler it is returned from: its type comes from the handler's
 * operation (NoInfer: not from the value), so a helper shared by several handlers stays checked.
 */
export const dataReply = <D extends GraphQLQuery>(data: NoInfer<D>) =>
  HttpResponse.json<GraphQLResponseBody<D>>({ data });

/** A refusal in a payload's userErrors (issue 18), as the gateway words it. */
export interface UserErrorRow {
  field: string[] | null;
  code: UserErrorCode;
  message: string;
}

/** userErrors as the gateway answers them. */
export const userErrors = (errors: readonly UserErrorRow[]) =>
  errors.map((e) => ({ __typename: 'UserError', ...e }));
