/**
 * Per-request lookups of the warehouse (DESIGN.md "DataLoaders are made per request"): what a
 * document, a balance or a ledger entry refers to (branch, supplier, write-off reason, product)
 * is read through the lists domain's request cache, one getAll{List} per list per GraphQL
 * request, so 2 000 documents cost the same few CRM calls as one. The cashbox reuses `listRef`
 * for a shift's branch.
 */
import { findList, type ListDef } from '../../../schema/lists';
import type { GraphQLContext } from '../../graphql/context';
import { listLoaders } from '../lists/loaders';
import { toGraphQL, type GraphQLRecord } from '../lists/records';
import { listService, parseId } from '../lists/service';

/** The list behind each object field (schema/lists.ts names). */
export const REF_LISTS = {
  affiliate: 'Affiliate',
  supplier: 'Suppliers',
  writeOff: 'WriteOff',
  product: 'ProductList',
} as const;

function listDef(name: string): ListDef {
  const def = findList(name);
  if (!def) throw new Error(`warehouse: unknown list ${name}`);
  return def;
}

/**
 * A record of a list as its GraphQL object (the lists domain's resolvers finish it), or null for
 * no id or an unknown one. Typed `never` so it fits any object field of the generated resolvers.
 */
export async function listRef(
  ctx: GraphQLContext,
  listName: (typeof REF_LISTS)[keyof typeof REF_LISTS],
  id: unknown,
): Promise<never> {
  const recordId = parseId(id);
  if (recordId === null) return null as never;
  const def = listDef(listName);
  const record = await listLoaders(ctx, listService(ctx.upstream)).record(def, recordId);
  return (record ? toGraphQL(def, record) : null) as GraphQLRecord as never;
}
