import { graphql, HttpResponse, type GraphQLQuery, type GraphQLResponseBody } from 'msw';
import { matchesSearch, subtreeIds } from '../../schema/list-search';
import { LISTS, type ListDef } from '../../schema/lists';
import { graphqlNames } from '../../gateway/domains/lists/names';
import { operationNames, readableFields } from '../../scripts/lists/web-operations';
import type {
  ClientSearchQuery,
  ClientSearchQueryVariables,
  ListsBootstrapQuery,
  ListsBootstrapQueryVariables,
  ProductRecordQuery,
  ProductRecordQueryVariables,
  SetUserAccessMutation,
  SetUserAccessMutationVariables,
} from '../../web/src/graphql/__generated__/hooks';
import { userErrors, type Reply, type UserErrorRow } from './replies';

// Rows of the store typed as the operations select them: the store's rows carry the fields the list
// operations select (scripts/lists/web-operations.ts readableFields writes both).
type ProductRow = Reply<NonNullable<ProductRecordQuery['product']>>;
type StaffRow = Reply<NonNullable<SetUserAccessMutation['setUserAccess']['staffUser']>>;

/**
 * An in-memory gateway for the list operations, keyed by the operation names the web generator
 * gives them (`UnitsRecords`, `CreateUnit`, `SetUnitDeleted`, …). `resetListDb()` reseeds it.
 */
type Row = Record<string, unknown> & { id: string; active: boolean; deleted: boolean; sort: number };

const SEED: Record<string, Partial<Row>[]> = {
  Units: [
    { name: 'Штука', shortName: 'шт' },
    { name: 'Килограмм', shortName: 'кг' },
    { name: 'Метр', shortName: 'м', deleted: true },
  ],
  StatusOrder: [
    { name: 'Новый', color: '#2d72d2' },
    { name: 'Собран', color: '#238551' },
  ],
  Street: [{ name: 'Ленина', deliveryPrice: 123450 }],
  Affiliate: [{ name: 'Центральный', address: 'Ленина, 1', phone: '+7 900 000-00-01' }],
  KlientDirectory: [{ lastName: 'Иванов', firstName: 'Иван', phone: '+7 900 111-22-33' }],
  User: [
    {
      email: 'admin@example.com',
      name: 'Анна Администратор',
      role: 'SA',
      typeAccount: 'flower_shop',
      accessPage: ['REFERENCE', 'SETTINGS', 'ACCESSRIGHTS'],
    },
    {
      email: 'manager@example.com',
      name: 'Мария Менеджер',
      role: 'MANAGER',
      typeAccount: 'flower_shop',
      accessPage: ['NEWORDER', 'ALLORDER', 'ANALITIKA'],
    },
  ],
};

export let listDb: Record<string, Row[]> = {};
let nextId = 100;

/** The last variables each mutation received, for assertions. */
export const lastCall: Record<string, Record<string, unknown>> = {};

function complete(list: ListDef, partial: Partial<Row>, i: number): Row {
  const row: Record<string, unknown> = { __typename: list.type };
  for (const f of readableFields(list)) row[f] = null;
  for (const f of list.fields) if (f.type === 'bool') row[f.name] = false;
  return { ...row, id: String(i + 1), active: true, deleted: false, sort: i + 1, ...partial } as Row;
}

export function resetListDb() {
  for (const k of Object.keys(lastCall)) delete lastCall[k];
  listDb = Object.fromEntries(
    LISTS.map((l) => [l.name, (SEED[l.name] ?? []).map((p, i) => complete(l, p, i))]),
  );
}
resetListDb();

/**
 * A write's payload as the gateway answers it (issue 18): `{ [key]: record, userErrors: [] }`, or
 * the object null and the refusal, each user error with its path into the arguments.
 */
export function listPayload(typename: string, key: string, value: unknown, userErrors: UserErrorRow[] = []) {
  return {
    __typename: typename,
    [key]: userErrors.length > 0 ? null : value,
    userErrors: userErrors.map((e) => ({ __typename: 'UserError', ...e })),
  };
}

// Worded as the gateway does.
const missing = (field: string): UserErrorRow => ({
  field: [field],
  code: 'NOT_FOUND',
  message: 'Запись не найдена',
});

/**
 * Untyped on purpose: the operation names and fields come from LISTS at run time (the same
 * generator writes web/src/lists operations from readableFields), so no one generated type fits.
 */
function listHandlers(list: ListDef) {
  const n = operationNames(list);
  const names = graphqlNames(list);
  const key = names.singular;
  const rows = () => listDb[list.name];
  const find = (id: unknown) => rows().find((r) => r.id === id);
  const reply = (field: string, value: unknown) =>
    HttpResponse.json<GraphQLResponseBody<GraphQLQuery>>({ data: { [field]: value } as GraphQLQuery });
  const patch = (
    op: string,
    field: string,
    typename: string,
    change: (v: Record<string, unknown>) => Partial<Row>,
  ) =>
    graphql.mutation(op, ({ variables }) => {
      lastCall[op] = variables;
      const row = find(variables.id);
      if (!row) return reply(field, listPayload(typename, key, null, [missing('id')]));
      Object.assign(row, change(variables));
      return reply(field, listPayload(typename, key, row));
    });
  const handlers = [
    graphql.query(n.query, () => reply(list.plural, rows())),
    graphql.mutation(n.create, ({ variables }) => {
      lastCall[n.create] = variables;
      const row = complete(list, { ...(variables.input as object), id: String(nextId++) }, rows().length);
      rows().push(row);
      return reply(`create${list.type}`, listPayload(names.createPayload, key, row));
    }),
    patch(n.update, names.update, names.updatePayload, (v) => v.input as Partial<Row>),
    patch(n.setActive, names.setActive, names.setActivePayload, (v) => ({ active: v.active as boolean })),
    patch(n.setDeleted, names.setDeleted, names.setDeletedPayload, (v) => ({
      deleted: v.deleted as boolean,
    })),
  ];
  if (n.page) handlers.push(pageHandler(list, n.page));
  if (n.move) {
    handlers.push(
      graphql.mutation(n.move, ({ variables }) => {
        lastCall[n.move!] = variables;
        const list2 = rows();
        const from = list2.findIndex((r) => r.id === variables.id);
        const to = list2.findIndex((r) => r.id === variables.toId);
        if (from < 0 || to < 0)
          return reply(
            names.move,
            listPayload(names.movePayload, list.plural, null, [missing(from < 0 ? 'id' : 'toId')]),
          );
        const [moved] = list2.splice(from, 1);
        list2.splice(to, 0, moved);
        list2.forEach((r, i) => (r.sort = i + 1));
        return reply(names.move, listPayload(names.movePayload, list.plural, list2));
      }),
    );
  }
  return handlers;
}

/**
 * A growing list's page as the gateway gives it (`{plural}Connection`): the search by the shared
 * rule (schema/list-search.ts), the cursor a row's index (the web treats cursors as opaque).
 */
function pageHandler(list: ListDef, op: string) {
  return graphql.query(op, ({ variables }) => {
    lastCall[op] = variables;
    const filter = (variables.filter ?? {}) as {
      search?: string | null;
      includeDeleted?: boolean;
      onlyActive?: boolean;
      onlyInactive?: boolean;
      onlyDeleted?: boolean;
      hasImage?: boolean | null;
      categoryId?: string | null;
      shopType?: string | null;
    };
    // A category with its subcategories, as the CRM walks them (ListDef.treeFilter).
    const within = filter.categoryId ? subtreeIds(listDb.Category ?? [], filter.categoryId) : null;
    const matching = listDb[list.name].filter(
      (r) =>
        (filter.onlyDeleted ? r.deleted : filter.includeDeleted || !r.deleted) &&
        (!filter.onlyActive || r.active) &&
        (!filter.onlyInactive || !r.active) &&
        (filter.hasImage == null || Boolean(r.image) === filter.hasImage) &&
        (!filter.shopType || !('shopType' in r) || r.shopType === filter.shopType) &&
        (!within || within.has(String(r.categoryId))) &&
        matchesSearch(list, r, filter.search ?? ''),
    );
    const ordered = variables.orderBy === 'NEWEST' ? [...matching].reverse() : matching;
    const start = variables.after ? Number(variables.after) + 1 : 0;
    const first = Number(variables.first ?? 50);
    const page = ordered.slice(start, start + first);
    return HttpResponse.json({
      data: {
        [`${list.plural}Connection`]: {
          __typename: `${list.type}Connection`,
          edges: page.map((node, i) => ({
            __typename: `${list.type}Edge`,
            cursor: String(start + i),
            node: withCategory(node),
          })),
          pageInfo: {
            __typename: 'PageInfo',
            hasNextPage: start + first < ordered.length,
            endCursor: page.length ? String(start + page.length - 1) : null,
          },
          totalCount: ordered.length,
        },
      },
    });
  });
}

/** A product's page asks for its category's name too (ProductsPage): as the gateway resolves it. */
function withCategory(node: Row): Row {
  if (!('categoryId' in node)) return node;
  const category = (listDb.Category ?? []).find((c) => c.id === node.categoryId);
  return {
    ...node,
    category: category ? { __typename: 'Category', id: category.id, name: category.name } : null,
  };
}

const textOrNull = (v: unknown) => (v == null ? null : String(v));
const digitsOf = (s: unknown) => String(s ?? '').replace(/\D/g, '');

export const listsHandlers = [
  // One product by id (web/src/catalog/catalog.graphql): the product form's source, a code typed
  // or scanned on the order screens.
  graphql.query<Reply<ProductRecordQuery>, ProductRecordQueryVariables>('ProductRecord', ({ variables }) => {
    lastCall.ProductRecord = variables;
    const product = (listDb.ProductList ?? []).find((r) => r.id === variables.id) ?? null;
    // The store's rows carry the fields the list operations select (readableFields writes both).
    return HttpResponse.json({ data: { product: product as ProductRow | null } });
  }),
  // The order form's lookup (schema/clients.graphql): digits anywhere, as the SA's search does.
  graphql.query<Reply<ClientSearchQuery>, ClientSearchQueryVariables>('ClientSearch', ({ variables }) => {
    const typed = digitsOf(variables.query).slice(-10);
    const found = listDb.KlientDirectory.filter((c) => !c.deleted && digitsOf(c.phone).includes(typed));
    return HttpResponse.json({
      data: {
        clientSearch: found.slice(0, Number(variables.first ?? 10)).map((c) => ({
          __typename: 'Client',
          id: c.id,
          firstName: String(c.firstName),
          lastName: textOrNull(c.lastName),
          patronymic: textOrNull(c.patronymic),
          phone: String(c.phone),
          email: textOrNull(c.email),
        })),
      },
    });
  }),
  graphql.query<Reply<ListsBootstrapQuery>, ListsBootstrapQueryVariables>('ListsBootstrap', () =>
    HttpResponse.json({ data: Object.fromEntries(LISTS.map((l) => [l.plural, listDb[l.name]])) }),
  ),
  graphql.mutation<Reply<SetUserAccessMutation>, SetUserAccessMutationVariables>(
    'SetUserAccess',
    ({ variables }) => {
      lastCall.SetUserAccess = variables;
      const row = (listDb.User as StaffRow[]).find((r) => r.id === variables.id);
      const answer = (staffUser: StaffRow | null, errors: UserErrorRow[] = []) => ({
        setUserAccess: { __typename: 'SetUserAccessPayload', staffUser, userErrors: userErrors(errors) },
      });
      if (!row) return HttpResponse.json({ data: answer(null, [missing('id')]) });
      Object.assign(row, variables.input);
      return HttpResponse.json({ data: answer(row) });
    },
  ),
  ...LISTS.flatMap(listHandlers),
];
