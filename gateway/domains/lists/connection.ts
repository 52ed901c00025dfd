/**
 * `{plural}Connection` of every growing list (ListDef.search, issue 17): Relay pages with
 * `first`/`after` or `last`/`before`, the list's filter and order, and `totalCount` counted only
 * when asked. Cursors are signed (gateway/security/cursor.ts) and bound to the list and order, so
 * a cursor of one list or order is refused on another. Products stay in the reader's shop.
 */
import type { GraphQLResolveInfo } from 'graphql';
import { shopScope } from '../../../schema/access';
import type { ListDef } from '../../../schema/lists';
import { BadInputError } from '../../errors';
import type { GraphQLContext } from '../../graphql/context';
import { pageDirection, relayPage, type RelayArgs } from '../../graphql/moment-pages';
import { selectedFields } from '../../graphql/selection';
import { cursors, FORGED_CURSOR, type Cursors } from '../../security/cursor';
import type { ListPageQuery } from './page';
import { toGraphQL } from './records';
import { isShopScoped } from './shop-scope';
import { listService } from './service';

export interface ConnectionArgs extends RelayArgs {
  filter?: {
    search?: string | null;
    includeDeleted?: boolean | null;
    onlyActive?: boolean | null;
    shopType?: string | null;
  } | null;
  orderBy?: 'LIST' | 'NEWEST' | null;
}

/** The record a cursor points at: its sort and id. */
function position(pages: Cursors, kind: string, cursor: string): { sort: number; id: number } {
  const p = pages.decode(kind, cursor);
  const whole = (v: unknown) => typeof v === 'number' && Number.isSafeInteger(v);
  if (!whole(p.s) || !whole(p.i) || (p.i as number) < 1) throw new BadInputError(FORGED_CURSOR);
  return { sort: p.s as number, id: p.i as number };
}

/** The page the arguments ask for, as the CRM's getPage takes it. */
function pageQuery(args: ConnectionArgs, pages: Cursors, kind: string) {
  const { backward, size } = pageDirection(args);
  const at = backward ? args.before : args.after;
  const key = at ? position(pages, kind, at) : null;
  if (backward) return { last: size, ...(key ? { beforeSort: key.sort, beforeId: key.id } : {}) } as const;
  return { first: size, ...(key ? { afterSort: key.sort, afterId: key.id } : {}) } as const;
}

export function connectionResolver(list: ListDef) {
  return async (_p: unknown, args: ConnectionArgs, ctx: GraphQLContext, info: GraphQLResolveInfo) => {
    const user = await ctx.principal();
    const pages = cursors(ctx.request.server.config.jwtSecret);
    const orderBy = args.orderBy === 'NEWEST' ? 'newest' : 'sort';
    const kind = `list:${list.name}:${orderBy}`;
    const f = args.filter ?? {};
    const mine = user ? shopScope(user) : null;
    if (f.shopType && !isShopScoped(list))
      throw new BadInputError(`«${list.title}»: у записей нет типа магазина`);
    // A shop's employee reads its own products whatever the filter says; the SA chooses.
    const shopType = isShopScoped(list) ? (mine ?? f.shopType ?? null) : null;
    const query: ListPageQuery = {
      ...pageQuery(args, pages, kind),
      orderBy,
      search: f.search ?? '',
      includeDeleted: f.includeDeleted === true,
      onlyActive: f.onlyActive === true,
      shopType,
      withTotals: selectedFields(info).has('totalCount'),
    };
    const page = await listService(ctx.upstream).page(list, query);
    const edges = page.rows.map((r) => ({
      cursor: pages.encode(kind, { s: Number(r.sort ?? 0) || 0, i: Number(r.id) }),
      node: toGraphQL(list, r),
    }));
    return {
      ...relayPage(edges, page),
      // Not selected, not counted: 0 is never read.
      totalCount: page.total ?? 0,
    };
  };
}
