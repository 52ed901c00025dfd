/**
 * The GraphQL face of every list, built from LISTS: one loop, not a resolver file per list.
 * Reads are checked by the list's read rule before any resolver runs (gateway/graphql/field-access.ts);
 * writes by the list's write rule here too (schema/access.ts). Root fields and
 * type names come from names.ts, the same module the SDL generator uses.
 */
import { permits, WRITE_RULES } from '../../../schema/access';
import { PRIVATE_LIST_FIELDS } from '../../../schema/data-access';
import { findList, LISTS, type ListDef } from '../../../schema/lists';
import type { Resolvers } from '../../__generated__/resolvers';
import { maskPerson, seesPersonalData } from '../../../schema/personal-data';
import { ConflictError, NotFoundError } from '../../errors';
import type { GraphQLContext } from '../../graphql/context';
import { notFoundAt, payload, type RenamePath } from '../../graphql/payload';
import type { Principal } from '../auth/service';
import { clientSearch } from './client-search';
import { connectionResolver } from './connection';
import { listLoaders } from './loaders';
import { inShopScope } from './shop-scope';
import { graphqlNames, refObjectField } from './names';
import { inOrder, toGraphQL, type GraphQLRecord } from './records';
import {
  listService,
  notFoundMessage,
  parseId,
  requireId,
  validInput,
  type ListService,
  type WriteResult,
} from './service';

type Resolver = (parent: never, args: never, ctx: GraphQLContext, info: never) => unknown;
type FieldMap = Record<string, Resolver>;

const serviceOf = (ctx: GraphQLContext): ListService => listService(ctx.upstream);

const loadersOf = (ctx: GraphQLContext) => listLoaders(ctx, serviceOf(ctx));

/** The fresh list goes into the request cache; the written record goes back to the client. */
function written(ctx: GraphQLContext, list: ListDef, result: WriteResult): GraphQLRecord {
  if (result.list.length > 0) loadersOf(ctx).prime(list, result.list);
  return toGraphQL(list, result.record);
}

function queries(list: ListDef): FieldMap {
  const n = graphqlNames(list);
  return {
    ...(list.search ? { [n.connection]: connectionResolver(list) } : {}),
    [n.plural]: (async (_p: unknown, args: { includeDeleted?: boolean | null }, ctx: GraphQLContext) => {
      const user = await ctx.principal();
      const records = inOrder(list, await loadersOf(ctx).records(list))
        .filter((r) => inShopScope(list, r, user))
        .map((r) => toGraphQL(list, r));
      return args.includeDeleted ? records : records.filter((r) => !r.deleted);
    }) as Resolver,
    [n.singular]: (async (_p: unknown, args: { id: string }, ctx: GraphQLContext) => {
      const id = parseId(args.id);
      const record = id === null ? null : await loadersOf(ctx).record(list, id);
      // Another shop's product reads as absent, not as refused: its existence is not ours to tell.
      return record && inShopScope(list, record, await ctx.principal()) ? toGraphQL(list, record) : null;
    }) as Resolver,
  };
}

/**
 * A record as it is now, for a CONFLICT's `extensions.current`. The client directory is read by
 * id (not its 50,000 records), and its people's data masked for those who may not see it: the
 * extension bypasses the type's field resolvers.
 */
async function currentRecord(s: ListService, list: ListDef, id: number, actor: Principal) {
  const record =
    list.name === 'KlientDirectory'
      ? await s.client(id).catch(() => null)
      : ((await s.getAll(list)).find((r) => Number(r.id) === id) ?? null);
  if (!record) return null;
  const object = toGraphQL(list, record);
  return list.name === 'KlientDirectory' && !seesPersonalData(actor) ? maskPerson(object) : object;
}

/** A record's field (the CRM's refusal, the list validation) is a path under the `input` argument. */
const inInput: RenamePath = (path) => ['input', ...path];

function mutations(list: ListDef): FieldMap {
  const n = graphqlNames(list);
  type Args = {
    id: string;
    input: unknown;
    active: boolean;
    deleted: boolean;
    toId: string;
    version?: number | null;
  };
  /**
   * A payload (gateway/graphql/payload.ts, issue 18): a refused input comes back in userErrors
   * at its path into the arguments (a record's field under `input`), a missing record at `id`;
   * sign-in, rights and CONFLICT stay errors, so the rights check runs before the payload.
   */
  const write = (
    key: string,
    run: (service: ListService, args: Args, ctx: GraphQLContext, actor: Principal) => Promise<unknown>,
    rename: RenamePath = (path) => path,
  ) =>
    (async (_p: unknown, args: Args, ctx: GraphQLContext) => {
      const actor = await ctx.requireAccess(list.write);
      return notFoundAt(await payload(key, () => run(serviceOf(ctx), args, ctx, actor), rename));
    }) as Resolver;

  // A growing list is read in pages: its writes answer the record alone, not 50,000 clients.
  const reply = { withList: !list.search };
  const fields: FieldMap = {
    [n.create]: write(
      n.singular,
      async (s, { input }, ctx, actor) =>
        written(ctx, list, await s.create(list, validInput(list, input, 'create'), actor, reply)),
      inInput,
    ),
    [n.update]: write(
      n.singular,
      async (s, { id, input, version }, ctx, actor) => {
        const recordId = requireId(id, list);
        const value = validInput(list, input, 'update');
        try {
          return written(ctx, list, await s.update(list, recordId, value, actor, { ...reply, version }));
        } catch (err) {
          // A stale version: nothing was written; the caller gets the record as it is now.
          if (err instanceof ConflictError) err.current = await currentRecord(s, list, recordId, actor);
          throw err;
        }
      },
      inInput,
    ),
    [n.setActive]: write(n.singular, async (s, { id, active }, ctx, actor) =>
      written(ctx, list, await s.setFlag(list, 'active', requireId(id, list), active, actor, reply)),
    ),
    [n.setDeleted]: write(n.singular, async (s, { id, deleted }, ctx, actor) =>
      written(ctx, list, await s.setFlag(list, 'deleted', requireId(id, list), deleted, actor, reply)),
    ),
  };
  if (list.sortable) {
    fields[n.move] = write(list.plural, async (s, { id, toId }, ctx) => {
      const loaders = loadersOf(ctx);
      // Both ids checked before either lookup starts: a lookup begun before the other id threw
      // would be left unawaited, and its refusal an unhandled rejection (fuzz-graphql found it).
      const fromId = requireId(id, list);
      const toIdNumber = parseId(toId);
      if (toIdNumber === null) throw new NotFoundError(notFoundMessage(list)).at(['toId'], 'NOT_FOUND');
      const [from, to] = await Promise.all([fromId, toIdNumber].map((n) => loaders.record(list, n)));
      if (!from) throw new NotFoundError(notFoundMessage(list)).at(['id'], 'NOT_FOUND');
      if (!to) throw new NotFoundError(notFoundMessage(list)).at(['toId'], 'NOT_FOUND');
      const { data } = await s.reorder(list, {
        idOld: Number(from.id),
        idNew: Number(to.id),
        SortsOld: Number(from.sort) || 0,
        SortsNew: Number(to.sort) || 0,
        typeDataBase: list.remote,
      });
      // The CRM answers with the list in its new order; reread it if it sent something else.
      const records = Array.isArray(data) && data.length > 0 ? data : await s.getAll(list);
      loaders.prime(list, records);
      return inOrder(list, records)
        .map((r) => toGraphQL(list, r))
        .filter((r) => !r.deleted);
    });
  }
  return fields;
}

/**
 * Fields only some readers see (schema/data-access.ts PRIVATE_LIST_FIELDS: an employee's phone):
 * resolved on the type, so every way to the record (the list, an order's worker) hides them alike.
 */
function privateFields(list: ListDef): FieldMap {
  const fields: FieldMap = {};
  for (const [name, rule] of Object.entries(PRIVATE_LIST_FIELDS[list.name] ?? {})) {
    fields[name] = (async (parent: GraphQLRecord, _a: unknown, ctx: GraphQLContext) =>
      permits(await ctx.principal(), rule) ? parent[name] : null) as Resolver;
  }
  return fields;
}

/** `Employee.affiliate` and friends: the referenced record, through the per-request cache. */
function refFields(list: ListDef): FieldMap | null {
  const refs = list.fields.filter((f) => f.type === 'ref');
  if (refs.length === 0) return null;
  const fields: FieldMap = {};
  for (const field of refs) {
    const ref = refObjectField(field);
    fields[ref.name] = (async (parent: GraphQLRecord, _a: unknown, ctx: GraphQLContext) => {
      const id = parseId(parent[field.name]);
      const record = id === null ? null : await loadersOf(ctx).record(ref.list, id);
      return record ? toGraphQL(ref.list, record) : null;
    }) as Resolver;
  }
  return fields;
}

function build(): Resolvers {
  const users = findList('User')!;
  const Query: FieldMap = {
    clientSearch: clientSearch as Resolver,
    systemColors: (async (_p: unknown, _a: unknown, ctx: GraphQLContext) => {
      await ctx.requireAccess();
      const colors = await serviceOf(ctx).colors();
      return colors.map((c) => ({
        id: String(c.id),
        name: String(c.name ?? ''),
        color: String(c.color ?? ''),
      }));
    }) as Resolver,
  };
  const Mutation: FieldMap = {
    setUserAccess: (async (_p: unknown, args: { id: string; input: unknown }, ctx: GraphQLContext) => {
      const actor = await ctx.requireAccess(WRITE_RULES.accessRights);
      const out = await payload(
        'staffUser',
        async () => {
          const id = requireId(args.id, users);
          // The same checks as a user edit (known page keys, roles and shop types).
          const value = validInput(users, args.input, 'update');
          const access = {
            role: String(value.role),
            typeAccount: String(value.typeAccount),
            accessPage: (value.accessPage as string[] | undefined) ?? [],
          };
          return written(ctx, users, await serviceOf(ctx).setUserAccess(id, access, actor));
        },
        inInput,
      );
      return notFoundAt(out);
    }) as Resolver,
  };
  const types: Record<string, FieldMap> = {
    ListRecord: { __resolveType: ((r: GraphQLRecord) => r.__typename) as Resolver },
  };
  for (const list of LISTS) {
    Object.assign(Query, queries(list));
    Object.assign(Mutation, mutations(list));
    const typeFields = { ...refFields(list), ...privateFields(list) };
    if (Object.keys(typeFields).length > 0) types[list.type] = typeFields;
  }
  // Field names come from LISTS at run time, so TypeScript cannot check them against the schema;
  // tests/gateway/completeness.test.ts does.
  return { Query, Mutation, ...types } as Resolvers;
}

export const listResolvers: Resolvers = build();
