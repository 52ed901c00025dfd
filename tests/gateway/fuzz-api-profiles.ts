/**
 * How to call each /api route badly. Every POST route needs a profile: a generator of bodies that
 * each break at least one of the route's rules (so the route must refuse them, 4xx, and change
 * nothing); a route registered without one fails the fuzz suite until it gets one. The list,
 * warehouse-document and demo routes get theirs from the same tables the routes are made from
 * (LISTS, DOCUMENT_KINDS), so a new list or kind is covered as it appears. GET routes are reads:
 * any query string must answer below 500 and change nothing.
 */
import fc from 'fast-check';
import { DOCUMENT_KINDS } from '../../gateway/domains/warehouse/service';
import { documentRoutes } from '../../gateway/domains/warehouse/legacy';
import { legacyNames, LISTS, type ListDef } from '../../schema/lists';
import {
  existingId,
  junkJson,
  junkScalar,
  junkText,
  MISSING,
  nulText,
  oneBad,
  unknownId,
  unknownRef,
  type FuzzContext,
} from './fuzz-arbitraries';
import { demoProfiles } from './fuzz-demo-profiles';
import { badRecord } from './fuzz-lists';
import { ACCOUNTS } from './helper';

/** A multipart form for the picture uploads: text fields and at most one file. */
export interface FormCase {
  fields: Record<string, string>;
  file: 'png' | 'junk' | null;
}

export interface RouteProfile {
  /** Bad JSON bodies: each breaks a rule, so each must be refused. */
  bad?: fc.Arbitrary<unknown>;
  /** Bodies that may be accepted but must change nothing (unknown ids in a clear-all). */
  harmless?: fc.Arbitrary<unknown>;
  /** Bad multipart forms (picture uploads). */
  forms?: fc.Arbitrary<FormCase>;
  /** Called without a valid token only: any signed-in call is a valid one (logout). */
  anonymous?: boolean;
  /** A read sent as POST: nothing it is sent may change anything, refused or not. */
  read?: boolean;
}

const VALID_VAL = fc.constantFrom<unknown>(1, 0, true, false, '1', '0', 'true', 'false');
const BAD_VAL = fc.constantFrom<unknown>(2, -1, 0.5, 'yes', '', null, MISSING, {}, [], [1]);
const NOT_AN_OBJECT = fc.constantFrom<unknown>(null, 1, 'x', true, [], [{}], MISSING);

/** {id, val}: one of them bad. */
const flags = (ctx: FuzzContext, key: string) =>
  oneBad({ id: [existingId(ctx, key), unknownId(ctx)], val: [VALID_VAL, BAD_VAL] });

/** `{key: payload}` where the payload is bad, or not an object at all. */
const under = (key: string, payload: fc.Arbitrary<unknown>) =>
  fc.oneof(
    payload.map((p) => ({ [key]: p })),
    NOT_AN_OBJECT.map((p) => (p === MISSING ? {} : { [key]: p })),
  );

/** setUpdate payloads: an id that names nothing, or a real record with a broken field. */
function updatePayload(ctx: FuzzContext, table: string, broken: fc.Arbitrary<Record<string, unknown>>) {
  return fc.oneof(
    fc.tuple(unknownId(ctx), junkJson).map(([id, rest]) => ({
      ...(rest && typeof rest === 'object' && !Array.isArray(rest) ? rest : {}),
      id,
    })),
    fc.tuple(existingId(ctx, table), broken).map(([id, rest]) => ({ ...rest, id })),
  );
}

function listProfiles(ctx: FuzzContext): Record<string, RouteProfile> {
  const out: Record<string, RouteProfile> = {};
  const add = (list: ListDef) => {
    const n = legacyNames(list);
    const at = (name: string) => `POST /api/${list.area}/${name}`;
    out[at(n.setActive)] = { bad: flags(ctx, list.table) };
    out[at(n.setDeleted)] = { bad: flags(ctx, list.table) };
    out[at(n.setUpdate)] = {
      bad: under(n.payloadKey, updatePayload(ctx, list.table, badRecord(list, ctx, 'update'))),
    };
    out[at(n.saveNew)] = { bad: under(n.payloadKey, badRecord(list, ctx, 'create')) };
  };
  LISTS.forEach(add);
  return out;
}

const GOOD_DATE = fc.constantFrom('2026-05-17', '2025-12-31');
// Not '': a blank date means "today" to orders and documents alike.
const BAD_DATE = fc.constantFrom<unknown>(
  '2024-02-30',
  '2024-13-01',
  '17.05.2026',
  'yesterday',
  20240101,
  {},
  [],
);
const BAD_COUNT = fc.constantFrom<unknown>(0, -1, 1.5, '2', 1e12, null, 'много', {});
// Stock is counted in decimals (3 places; 0 only in a stocktaking, which counts what is there).
const BAD_QUANTITY = fc.constantFrom<unknown>(-1, -0.001, 0.0001, 1e12, null, 'много', {});

/** A warehouse document that breaks one rule: date, branch, or its lines. */
function badDocument(ctx: FuzzContext) {
  const product = existingId(ctx, 'products');
  const line = fc.record({
    productId: product,
    quantity: fc.integer({ min: 1, max: 5 }),
    price: fc.constant(100),
  });
  const badLines = fc.oneof(
    fc.constantFrom<unknown>([], 'x', {}, [null], [1]),
    unknownRef(ctx).map((productId) => [{ productId, quantity: 1, price: 100 }]),
    fc.tuple(product, BAD_QUANTITY).map(([productId, quantity]) => [{ productId, quantity, price: 100 }]),
    fc
      .tuple(product, fc.constantFrom(-5, 1.5, 'дорого', 1e15))
      .map(([productId, price]) => [{ productId, quantity: 1, price }]),
    line.map((l) => [l, l]),
  );
  return oneBad({
    date: [GOOD_DATE, BAD_DATE],
    affiliateId: [existingId(ctx, 'affiliates'), unknownRef(ctx)],
    lines: [fc.array(line, { minLength: 1, maxLength: 2 }), badLines],
    comment: [fc.constant('Пересчёт'), fc.oneof(nulText, fc.constantFrom<unknown>(5, {}, 'Ж'.repeat(2_001)))],
  });
}

function documentProfiles(ctx: FuzzContext): Record<string, RouteProfile> {
  const out: Record<string, RouteProfile> = {};
  for (const kind of DOCUMENT_KINDS) {
    const n = documentRoutes(kind);
    const at = (name: string) => `POST /api/reference/${name}`;
    // Any document, of this kind or another: another kind's is not "one of these" either.
    out[at(n.setActive)] = { bad: flags(ctx, 'stock_documents') };
    out[at(n.setDeleted)] = { bad: flags(ctx, 'stock_documents') };
    out[at(n.setPosted)] = { bad: flags(ctx, 'stock_documents') };
    out[at(n.setUpdate)] = {
      bad: under(n.payloadKey, updatePayload(ctx, 'stock_documents', badDocument(ctx))),
    };
    out[at(n.saveNew)] = { bad: under(n.payloadKey, badDocument(ctx)) };
  }
  return out;
}

/** An order form (remote names) that breaks one rule. */
function badOrder(ctx: FuzzContext) {
  const product = existingId(ctx, 'products');
  const line = fc.record({ id: product, count_product: fc.constant(1), priceProduct: fc.constant(10_000) });
  const badLines = fc.oneof(
    fc.constantFrom<unknown>([], 'x', {}, [null], MISSING),
    unknownRef(ctx).map((id) => [{ id, count_product: 1, priceProduct: 100 }]),
    fc.tuple(product, BAD_COUNT).map(([id, count_product]) => [{ id, count_product, priceProduct: 100 }]),
    fc
      .tuple(product, fc.constantFrom(-1, 0.5, '100', 1e15, 3_000_000_000))
      .map(([id, priceProduct]) => [{ id, count_product: 1, priceProduct }]),
    // Each number in range, their product (a line sum of 100 million roubles) not.
    product.map((id) => [{ id, count_product: 100_000, priceProduct: 100_000 }]),
  );
  const person = fc.constant({ firstName: 'Фаззер', phone: '+7 (900) 123-45-67' });
  return oneBad({
    products: [fc.array(line, { minLength: 1, maxLength: 2 }), badLines],
    date: [GOOD_DATE, BAD_DATE],
    invoiceDate: [GOOD_DATE, BAD_DATE],
    idStreet: [fc.constant(null), unknownRef(ctx)],
    paymentType: [existingId(ctx, 'payment_types'), unknownRef(ctx)],
    klient: [
      person,
      fc.constantFrom<unknown>({ firstName: 'А', phone: 'нет' }, 'клиент', [1], { phone: '12' }),
    ],
    advance_sum: [fc.constant(0), fc.constantFrom<unknown>(-1, 0.5, 'сто', 1e13)],
    discount_type: [fc.constantFrom('percent', 'amount', null), fc.constantFrom<unknown>('half', 1, {})],
    klientHotel: [fc.constant('Без лилий'), nulText],
  });
}

function orderProfiles(ctx: FuzzContext): Record<string, RouteProfile> {
  const order = existingId(ctx, 'orders');
  const none = fc.constantFrom<unknown>(null, MISSING, '');
  return {
    'POST /api/order/all': {
      read: true,
      bad: fc.record({
        dateStart: fc.oneof(BAD_DATE, junkScalar),
        dateStop: junkScalar,
        includeDeleted: junkScalar,
      }),
    },
    'POST /api/order/getOrderInfo': {
      read: true,
      bad: fc.record({ idOrder: fc.oneof(unknownId(ctx), junkJson) }),
    },
    'POST /api/order/newOrder': { bad: under('newOrderData', badOrder(ctx)) },
    'POST /api/order/EditOrderData': {
      bad: under(
        'EditOrderData',
        fc.oneof(
          fc.tuple(unknownId(ctx), badOrder(ctx)).map(([id, o]) => ({ ...o, id })),
          fc.tuple(order, badOrder(ctx)).map(([id, o]) => ({ ...o, id })),
        ),
      ),
    },
    'POST /api/order/deleteOrder': { bad: fc.record({ idOrderDeleted: unknownId(ctx) }) },
    'POST /api/order/setStatusOrder': {
      bad: oneBad({
        idOrder: [order, unknownId(ctx)],
        idStatus: [existingId(ctx, 'order_statuses'), unknownId(ctx)],
      }),
    },
    'POST /api/order/setWorkerStatusOrder': {
      bad: oneBad({
        idOrder: [order, unknownId(ctx)],
        idWorker: [fc.oneof(none, existingId(ctx, 'employees')), unknownRef(ctx)],
        idStatus: [fc.oneof(none, existingId(ctx, 'order_statuses')), unknownRef(ctx)],
      }),
    },
    'POST /api/order/setTypePayment': {
      bad: oneBad({
        idOrder: [order, unknownId(ctx)],
        idPayment: [existingId(ctx, 'payment_types'), unknownRef(ctx)],
        textTypePayment: [fc.constant('наличные'), fc.constantFrom<unknown>({}, [1], true)],
      }),
    },
  };
}

/** A password none of the seeded accounts has. */
const wrongPassword = junkText.filter((p) => !Object.values(ACCOUNTS).some((a) => a.password === p));

function otherProfiles(ctx: FuzzContext): Record<string, RouteProfile> {
  const category = existingId(ctx, 'categories');
  const sortable = LISTS.filter((l) => l.sortable);
  const sortableName = fc.constantFrom(...sortable.flatMap((l) => [l.remote, l.name]));
  const uploadForm = (table: string): fc.Arbitrary<FormCase> =>
    fc.oneof(
      existingId(ctx, table).map((id) => ({ fields: { id: String(id) }, file: null })),
      existingId(ctx, table).map((id) => ({ fields: { id: String(id) }, file: 'junk' as const })),
      unknownId(ctx).map((id) => ({ fields: { id: String(id) }, file: 'png' as const })),
      fc.constant({ fields: {}, file: 'png' as const }),
    );
  return {
    'POST /api/auth/login': {
      bad: oneBad({
        email: [
          fc.constantFrom(...Object.values(ACCOUNTS).map((a) => a.email)),
          fc.oneof(junkScalar, nulText),
        ],
        password: [wrongPassword, fc.oneof(nulText, fc.constantFrom<unknown>(MISSING, '', 1, null))],
      }),
    },
    'POST /api/auth/register': {
      bad: oneBad({
        email: [
          fc.string({ minLength: 1, maxLength: 6 }).map((s) => `fz-${encodeURIComponent(s)}@example.com`),
          fc.constantFrom<unknown>(ACCOUNTS.admin.email, 'ADMIN@example.com', 'not-an-email', '', MISSING, 5),
        ],
        username: [
          fc.constant('Фаззер'),
          fc.oneof(nulText, fc.constantFrom<unknown>('', '  ', MISSING, {}, 'Ж'.repeat(101))),
        ],
        password: [
          fc.constant('secret-123'),
          fc.constantFrom<unknown>('12345', '', MISSING, 123456, 'Ж'.repeat(201)),
        ],
      }),
    },
    'POST /api/auth/logout': { anonymous: true, bad: junkJson },
    'POST /api/notification/add': { read: true, bad: junkJson },
    'POST /api/notification/delete': { bad: fc.record({ id: unknownId(ctx) }) },
    'POST /api/notification/delete-all': {
      bad: fc.record({
        noticeClearList: fc.oneof(
          fc.constantFrom<unknown>(null, 'все', 5, {}, MISSING),
          fc.array(fc.constantFrom<unknown>(0, -1, 'abc', 1.5, null, {}), { minLength: 1, maxLength: 3 }),
        ),
      }),
      harmless: fc.record({
        noticeClearList: fc.array(
          fc.integer({ min: ctx.idCeiling, max: 2 ** 31 - 1 }).map((id) => ({ id })),
          { maxLength: 3 },
        ),
      }),
    },
    'POST /api/reference/getKlientInfo': {
      read: true,
      bad: fc.record({ idKlient: fc.oneof(unknownId(ctx), junkJson) }),
    },
    'POST /api/reference/setUpdateSortable': {
      bad: under(
        'idOrder',
        oneBad({
          typeDataBase: [sortableName, fc.constantFrom<unknown>('Units', 'Nope', '', 5, MISSING)],
          idOld: [existingId(ctx, 'order_marks'), unknownId(ctx)],
          idNew: [existingId(ctx, 'order_marks'), unknownId(ctx)],
        }),
      ),
    },
    'POST /api/catalog/setUpdateCategorySortable': {
      bad: under(
        'dataCategoryUpdateSortable',
        fc.oneof(
          fc.record({ id: unknownId(ctx), parentId: junkScalar, beforeId: junkScalar }),
          oneBad({
            id: [category, unknownId(ctx)],
            parentId: [fc.constant(null), fc.oneof(unknownRef(ctx), junkText)],
            beforeId: [fc.constant(null), unknownRef(ctx)],
          }),
          category.map((id) => ({ id, parentId: id })),
        ),
      ),
    },
    'POST /api/catalog/setUpdateProductListImg': { forms: uploadForm('products') },
    'POST /api/catalog/setUpdateCategoryImg': { forms: uploadForm('categories') },
  };
}

/** Every POST profile, by "POST /api/…". */
export function apiProfiles(ctx: FuzzContext): Record<string, RouteProfile> {
  return {
    ...listProfiles(ctx),
    ...documentProfiles(ctx),
    ...orderProfiles(ctx),
    ...otherProfiles(ctx),
    ...demoProfiles(ctx),
  };
}
