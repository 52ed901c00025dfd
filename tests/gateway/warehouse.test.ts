/**
 * The warehouse over GraphQL against the real embedded CRM: receive goods (Consignment) → post →
 * balances → sell through an order (directly and through a composition) → the ledger says who,
 * when, which document or order → unposting refused once the goods were sold below the received
 * quantity; write-off, moving and stocktaking; refusals with nothing changed; access; and the
 * loaders' promise: a list of 2 000 documents costs the same few CRM calls as one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql } from './helper';
import {
  balancesOf,
  createDocument,
  CREATE_DOCUMENT,
  DOCUMENT_FIELDS,
  freshProduct,
  ok,
  postDocument,
  POST_DOCUMENT,
  refused,
  sell,
  startStaff,
  UNPOST_DOCUMENT,
  type Staff,
  type StockDocument,
  USER_ERRORS,
} from './warehouse-helper';

let staff: Staff;
let branch1: string;
let branch2: string;

beforeAll(async () => {
  staff = await startStaff();
  branch1 = String(staff.affiliates[0].id);
  branch2 = String(staff.affiliates[1].id);
});
afterAll(async () => staff?.gw.close());

interface Movement {
  id: string;
  at: string;
  userName: string | null;
  affiliateId: string;
  delta: number;
  balanceAfter: number;
  reason: string;
  documentId: string | null;
  documentKind: string | null;
  documentNumber: string | null;
  orderId: string | null;
  orderNumber: string | null;
  untracked: boolean;
  product: { id: string; name: string } | null;
  affiliate: { id: string; name: string } | null;
}

const MOVEMENTS = `query ($productId: ID, $documentId: ID, $orderId: ID) {
  stockMovements(productId: $productId, documentId: $documentId, orderId: $orderId) {
    id at userName affiliateId delta balanceAfter reason documentId documentKind documentNumber
    orderId orderNumber untracked product { id name } affiliate { id name } } }`;

const movements = async (vars: Record<string, string>) =>
  (await ok<{ stockMovements: Movement[] }>(staff, MOVEMENTS, vars)).stockMovements;

const documentById = async (id: string) =>
  (
    await ok<{ stockDocument: StockDocument | null }>(
      staff,
      `query ($id: ID!) { stockDocument(id: $id) { ${DOCUMENT_FIELDS} } }`,
      { id },
    )
  ).stockDocument;

const documentsOf = async (kind: string, includeDeleted = true) =>
  (
    await ok<{ stockDocuments: StockDocument[] }>(
      staff,
      `query ($kind: StockDocumentKind!, $d: Boolean) { stockDocuments(kind: $kind, includeDeleted: $d) { id status } }`,
      { kind, d: includeDeleted },
    )
  ).stockDocuments;

// Paid by card: stock is the point here, and cash would need an open till (docs/cashbox.md).
const CARD = {
  get paymentTypeId() {
    return staff.paymentTypes['Карта'];
  },
};

describe('receive, sell, unpost: the balances and the ledger agree at each step', () => {
  let rose: { id: string; name: string };
  let receipt: StockDocument;
  let order: { id: string; number: string };

  it('creates a draft Consignment with its number, total and references; a draft moves nothing', async () => {
    rose = await freshProduct(staff);
    receipt = await createDocument(staff, 'Consignment', {
      affiliateId: branch1,
      supplierId: String(staff.suppliers[0]),
      comment: 'Поставка к 8 марта',
      lines: [{ productId: rose.id, quantity: 10, price: 5_000 }],
    });
    expect(receipt).toMatchObject({
      kind: 'Consignment',
      status: 'draft',
      date: '2030-03-01',
      affiliateId: branch1,
      affiliate: { id: branch1, name: staff.affiliates[0].name },
      supplierId: String(staff.suppliers[0]),
      supplier: { id: String(staff.suppliers[0]) },
      comment: 'Поставка к 8 марта',
      total: 50_000,
      postedAt: null,
      active: true,
      deleted: false,
      lines: [{ productId: rose.id, product: rose, quantity: 10, price: 5_000, sum: 50_000 }],
    });
    expect(receipt.number).toMatch(/^ПР-\d{6}$/);
    expect(receipt.createdByName).toBeTruthy();
    expect(await balancesOf(staff, rose.id)).toEqual({});
  });

  it('posts it: +10 at the branch, who and when recorded; posting twice is refused', async () => {
    const posted = await postDocument(staff, receipt.id);
    expect(posted).toMatchObject({ id: receipt.id, status: 'posted' });
    expect(posted.postedAt).toBeTruthy();
    expect(posted.postedByName).toBeTruthy();
    expect(await balancesOf(staff, rose.id)).toEqual({ [branch1]: 10 });

    expect(await refused(staff, POST_DOCUMENT, { id: receipt.id })).toEqual({
      code: 'DOCUMENT_LOCKED',
      message: 'Документ уже проведён',
    });
    expect(await balancesOf(staff, rose.id)).toEqual({ [branch1]: 10 });
  });

  it('a posted document is not edited or deleted silently', async () => {
    const edit = await refused(
      staff,
      `mutation ($id: ID!, $input: StockDocumentInput!) { updateStockDocument(id: $id, input: $input) { document { id } userErrors { field code message } } }`,
      {
        id: receipt.id,
        input: {
          date: '2030-03-01',
          affiliateId: branch1,
          supplierId: String(staff.suppliers[0]),
          lines: [],
        },
      },
    );
    expect(edit.code).toBe('DOCUMENT_LOCKED');
    const del = await refused(
      staff,
      `mutation ($id: ID!) { setStockDocumentDeleted(id: $id, deleted: true) { document { id } userErrors { field code message } } }`,
      {
        id: receipt.id,
      },
    );
    expect(del).toEqual({
      code: 'DOCUMENT_LOCKED',
      message: 'Проведённый документ нельзя изменить: сначала отмените проведение',
    });
    expect(await documentById(receipt.id)).toMatchObject({ status: 'posted', deleted: false, total: 50_000 });
  });

  it('a sale writes the stock off: an order of 8 leaves 2', async () => {
    order = await sell(staff, [{ productId: rose.id, count: 8, price: 10_000 }], CARD);
    expect(await balancesOf(staff, rose.id)).toEqual({ [branch1]: 2 });
  });

  it('the ledger shows who, when, which document or order, newest first', async () => {
    const entries = await movements({ productId: rose.id });
    expect(entries).toHaveLength(2);
    const [sale, post] = entries;
    expect(sale).toMatchObject({
      reason: 'sale',
      delta: -8,
      balanceAfter: 2,
      affiliateId: branch1,
      affiliate: { id: branch1 },
      orderId: order.id,
      orderNumber: order.number,
      documentId: null,
      untracked: false,
      product: rose,
    });
    expect(post).toMatchObject({
      reason: 'post',
      delta: 10,
      balanceAfter: 10,
      documentId: receipt.id,
      documentKind: 'Consignment',
      documentNumber: receipt.number,
      orderId: null,
    });
    for (const e of entries) {
      expect(e.userName).toBeTruthy();
      expect(Number.isNaN(Date.parse(e.at))).toBe(false);
    }
    expect(Date.parse(sale.at)).toBeGreaterThanOrEqual(Date.parse(post.at));
    // Filters: by document, by order.
    expect((await movements({ documentId: receipt.id })).map((e) => e.id)).toEqual([post.id]);
    expect((await movements({ orderId: order.id })).map((e) => e.id)).toEqual([sale.id]);
  });

  it('unposting would take the balance below zero (sold since): refused with the numbers, nothing changes', async () => {
    const before = await movements({ productId: rose.id });
    const res = await refused(staff, UNPOST_DOCUMENT, { id: receipt.id });
    expect(res).toEqual({
      code: 'STOCK_NEGATIVE',
      message: `Недостаточно «${rose.name}» в филиале «${staff.affiliates[0].name}»: есть 2, нужно 10`,
    });
    expect(await documentById(receipt.id)).toMatchObject({ status: 'posted' });
    expect(await balancesOf(staff, rose.id)).toEqual({ [branch1]: 2 });
    expect(await movements({ productId: rose.id })).toEqual(before);
  });

  it('with the goods back (order deleted → sale_return) unposting reverses the posting exactly', async () => {
    await ok(
      staff,
      `mutation ($id: ID!) { deleteOrder(id: $id) { deletedOrderId userErrors { field code message } } }`,
      { id: order.id },
    );
    expect(await balancesOf(staff, rose.id)).toEqual({ [branch1]: 10 });
    const draft = (
      await ok<{ unpostStockDocument: { document: StockDocument } }>(staff, UNPOST_DOCUMENT, {
        id: receipt.id,
      })
    ).unpostStockDocument.document;
    expect(draft).toMatchObject({ status: 'draft', postedAt: null });
    expect(await balancesOf(staff, rose.id)).toEqual({ [branch1]: 0 });
    expect((await movements({ productId: rose.id })).map((e) => [e.reason, e.delta])).toEqual([
      ['unpost', -10],
      ['sale_return', 8],
      ['sale', -8],
      ['post', 10],
    ]);
    expect(await refused(staff, UNPOST_DOCUMENT, { id: receipt.id })).toEqual({
      code: 'DOCUMENT_NOT_POSTED',
      message: 'Документ не проведён',
    });
  });
});

describe('write-off, moving and stocktaking', () => {
  let tulip: { id: string; name: string };

  beforeAll(async () => {
    tulip = await freshProduct(staff);
    const receipt = await createDocument(staff, 'Consignment', {
      affiliateId: branch1,
      supplierId: String(staff.suppliers[0]),
      lines: [{ productId: tulip.id, quantity: 20, price: 3_000 }],
    });
    await postDocument(staff, receipt.id);
  });

  it('Writing with a reason takes stock off', async () => {
    const doc = await createDocument(staff, 'Writing', {
      affiliateId: branch1,
      writeOffId: String(staff.writeOffs[0]),
      lines: [{ productId: tulip.id, quantity: 2.5, price: 3_000 }],
    });
    expect(doc.number).toMatch(/^СП-\d{6}$/);
    expect(doc).toMatchObject({ writeOff: { id: String(staff.writeOffs[0]) }, total: 7_500 });
    await postDocument(staff, doc.id);
    expect(await balancesOf(staff, tulip.id)).toEqual({ [branch1]: 17.5 });
  });

  it('SelfWriting and Output take stock off too', async () => {
    for (const [kind, prefix] of [
      ['SelfWriting', 'СС'],
      ['Output', 'РС'],
    ] as const) {
      const doc = await createDocument(staff, kind, {
        affiliateId: branch1,
        lines: [{ productId: tulip.id, quantity: 1, price: 0 }],
      });
      expect(doc.number.startsWith(`${prefix}-`)).toBe(true);
      await postDocument(staff, doc.id);
    }
    expect(await balancesOf(staff, tulip.id)).toEqual({ [branch1]: 15.5 });
  });

  it('Moving takes from one branch and gives to the other', async () => {
    const doc = await createDocument(staff, 'Moving', {
      affiliateId: branch1,
      toAffiliateId: branch2,
      lines: [{ productId: tulip.id, quantity: 5.5 }],
    });
    expect(doc).toMatchObject({ toAffiliate: { id: branch2 }, number: expect.stringMatching(/^ПМ-/) });
    await postDocument(staff, doc.id);
    expect(await balancesOf(staff, tulip.id)).toEqual({ [branch1]: 10, [branch2]: 5.5 });
  });

  it('Stocktaking sets the counted balance and keeps book and difference in the line', async () => {
    const doc = await createDocument(staff, 'Stocktaking', {
      affiliateId: branch2,
      lines: [{ productId: tulip.id, quantity: 4 }],
    });
    const posted = await postDocument(staff, doc.id);
    expect(posted.lines[0]).toMatchObject({ quantity: 4, bookQuantity: 5.5, difference: -1.5 });
    expect(await balancesOf(staff, tulip.id)).toEqual({ [branch1]: 10, [branch2]: 4 });
  });

  it('documents of a kind, newest first, with filters', async () => {
    const all = await ok<{ stockDocuments: StockDocument[] }>(
      staff,
      `query ($a: ID) { stockDocuments(kind: Moving, affiliateId: $a, status: posted) { id kind status affiliateId } }`,
      { a: branch1 },
    );
    expect(all.stockDocuments.length).toBeGreaterThan(0);
    for (const d of all.stockDocuments)
      expect(d).toMatchObject({ kind: 'Moving', status: 'posted', affiliateId: branch1 });
  });
});

describe('sales write off through the composition; products without stock rules are flagged', () => {
  it('a bouquet sells its components, recursively; a never-received product is untracked', async () => {
    const stem = await freshProduct(staff);
    const ribbon = await freshProduct(staff);
    const bouquet = await freshProduct(staff, 50_000);
    const SET = `mutation ($p: ID!, $items: [ProductComponentInput!]!) {
      setProductComposition(productId: $p, items: $items) { product { id } } }`;
    await ok(staff, SET, {
      p: bouquet.id,
      items: [
        { componentId: stem.id, quantity: 5 },
        { componentId: ribbon.id, quantity: 0.5 },
      ],
    });
    const receipt = await createDocument(staff, 'Consignment', {
      affiliateId: branch1,
      supplierId: String(staff.suppliers[0]),
      lines: [{ productId: stem.id, quantity: 30, price: 1_000 }],
    });
    await postDocument(staff, receipt.id);

    const order = await sell(staff, [{ productId: bouquet.id, count: 2, price: 50_000 }], CARD);
    expect(await balancesOf(staff, stem.id)).toEqual({ [branch1]: 20 });
    // The ribbon was never received: sold anyway (below zero), flagged.
    expect(await balancesOf(staff, ribbon.id)).toEqual({ [branch1]: -1 });
    const [ribbonSale] = await movements({ productId: ribbon.id });
    expect(ribbonSale).toMatchObject({ reason: 'sale', delta: -1, orderId: order.id, untracked: true });
    const [stemSale] = await movements({ productId: stem.id });
    expect(stemSale).toMatchObject({ reason: 'sale', delta: -10, untracked: false });

    const balances = await ok<{
      stockBalances: { productId: string; untracked: boolean; product: { name: string } }[];
    }>(
      staff,
      `query ($a: ID) { stockBalances(affiliateId: $a, includeZero: true) { productId untracked product { name } } }`,
      { a: branch1 },
    );
    const byProduct = new Map(balances.stockBalances.map((b) => [b.productId, b]));
    expect(byProduct.get(ribbon.id)).toMatchObject({ untracked: true, product: { name: ribbon.name } });
    expect(byProduct.get(stem.id)).toMatchObject({ untracked: false });
  });
});

describe('refusals change nothing', () => {
  let product: { id: string; name: string };
  beforeAll(async () => {
    product = await freshProduct(staff);
  });

  const line = (extra: Record<string, unknown> = {}) => ({
    productId: product.id,
    quantity: 1,
    price: 100,
    ...extra,
  });

  // Each refusal is a userError with its code and the path into `input` (issue 18 item 2).
  const QTY = ['lines', '0', 'quantity'];
  const PRODUCT = ['lines', '0', 'productId'];
  it.each([
    [
      'a negative quantity',
      'Writing',
      { lines: () => [line({ quantity: -1 })] },
      /^Строка 1: количество/,
      'FIELD_INVALID',
      QTY,
    ],
    [
      'zero quantity',
      'Consignment',
      { lines: () => [line({ quantity: 0 })] },
      /^Строка 1: количество/,
      'FIELD_INVALID',
      QTY,
    ],
    [
      'an unknown product',
      'Consignment',
      { lines: () => [line({ productId: '999999' })] },
      /^Строка 1: товар не найден/,
      'NOT_FOUND',
      PRODUCT,
    ],
    [
      'a product id that cannot exist',
      'Consignment',
      { lines: () => [line({ productId: 'abc' })] },
      /^Строка 1: товар не найден/,
      'NOT_FOUND',
      PRODUCT,
    ],
    [
      'the same product twice',
      'Consignment',
      { lines: () => [line(), line()] },
      /./,
      'FIELD_INVALID',
      ['lines', '1', 'productId'],
    ],
    ['no lines', 'Consignment', { lines: () => [] }, /./, 'FIELD_INVALID', ['lines']],
    [
      'Moving to the same branch',
      'Moving',
      { lines: () => [line()], sameBranch: true },
      /./,
      'FIELD_INVALID',
      ['toAffiliateId'],
    ],
    [
      'Consignment without a supplier',
      'Consignment',
      { lines: () => [line()], noSupplier: true },
      /./,
      'FIELD_INVALID',
      ['supplierId'],
    ],
  ] as const)(
    '%s → a userError with its code and field, no document',
    async (_what, kind, spec, message, code, field) => {
      const before = await documentsOf(kind);
      const s = spec as { lines: () => unknown[]; sameBranch?: boolean; noSupplier?: boolean; date?: string };
      const input: Record<string, unknown> = {
        date: s.date ?? '2030-03-01',
        affiliateId: branch1,
        lines: s.lines(),
      };
      if (kind === 'Consignment' && !s.noSupplier) input.supplierId = String(staff.suppliers[0]);
      if (kind === 'Writing') input.writeOffId = String(staff.writeOffs[0]);
      if (kind === 'Moving') input.toAffiliateId = s.sameBranch ? branch1 : branch2;
      const res = await refused(staff, CREATE_DOCUMENT, { kind, input });
      expect(res).toMatchObject({ code, field });
      expect(res.message).toMatch(message);
      expect(await documentsOf(kind)).toEqual(before);
      expect(await balancesOf(staff, product.id)).toEqual({});
    },
  );

  it('an unknown document is NOT_FOUND for every write and null for the read', async () => {
    for (const query of [
      POST_DOCUMENT,
      UNPOST_DOCUMENT,
      `mutation ($id: ID!) { setStockDocumentActive(id: $id, active: false) { document { id } userErrors { field code message } } }`,
      `mutation ($id: ID!) { setStockDocumentDeleted(id: $id, deleted: true) { document { id } userErrors { field code message } } }`,
    ]) {
      // Named by the mutation's own argument: NOT_FOUND at `id`.
      expect(await refused(staff, query, { id: '999999' })).toMatchObject({
        code: 'NOT_FOUND',
        field: ['id'],
      });
      expect(await refused(staff, query, { id: 'nope' })).toMatchObject({ code: 'NOT_FOUND', field: ['id'] });
    }
    expect(await documentById('999999')).toBeNull();
  });

  it('a ledger page is 1 to 2 000 entries', async () => {
    const res = await refused(staff, `{ stockMovements(limit: 5000) { id } }`);
    expect(res.code).toBe('BAD_USER_INPUT');
  });
});

describe('edit, hide and delete a draft', () => {
  it('replaces the lines of a draft, hides it, deletes and restores it', async () => {
    const product = await freshProduct(staff);
    const doc = await createDocument(staff, 'Output', {
      affiliateId: branch1,
      lines: [{ productId: product.id, quantity: 1, price: 100 }],
    });
    const updated = await ok<{ updateStockDocument: { document: StockDocument } }>(
      staff,
      `mutation ($id: ID!, $input: StockDocumentInput!) { updateStockDocument(id: $id, input: $input) { document { ${DOCUMENT_FIELDS} } ${USER_ERRORS} } }`,
      {
        id: doc.id,
        input: {
          date: '2030-03-05',
          affiliateId: branch1,
          comment: 'Возврат',
          lines: [{ productId: product.id, quantity: 3, price: 250 }],
        },
      },
    );
    expect(updated.updateStockDocument.document).toMatchObject({
      id: doc.id,
      number: doc.number,
      date: '2030-03-05',
      comment: 'Возврат',
      total: 750,
      lines: [{ quantity: 3, price: 250, sum: 750 }],
    });
    const hidden = await ok<{ setStockDocumentActive: { document: StockDocument } }>(
      staff,
      `mutation ($id: ID!) { setStockDocumentActive(id: $id, active: false) { document { id active } userErrors { field code message } } }`,
      { id: doc.id },
    );
    expect(hidden.setStockDocumentActive.document).toEqual({ id: doc.id, active: false });
    const deleted = await ok<{ setStockDocumentDeleted: { document: StockDocument } }>(
      staff,
      `mutation ($id: ID!, $d: Boolean!) { setStockDocumentDeleted(id: $id, deleted: $d) { document { id deleted } userErrors { field code message } } }`,
      { id: doc.id, d: true },
    );
    expect(deleted.setStockDocumentDeleted.document).toEqual({ id: doc.id, deleted: true });
    expect((await documentsOf('Output', false)).map((d) => d.id)).not.toContain(doc.id);
    expect((await documentsOf('Output', true)).map((d) => d.id)).toContain(doc.id);
  });
});

describe('access', () => {
  it('reading and writing need WAREHOUSE: the manager neither reads nor writes', async () => {
    const anonymous = await gql(staff.gw.app, `{ stockDocuments(kind: Consignment) { id } }`);
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    for (const q of [
      `{ stockBalances { productId } }`,
      `{ stockMovements { id } }`,
      `{ stockDocuments(kind: Consignment) { id } }`,
    ]) {
      expect((await gql(staff.gw.app, q)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect((await gql(staff.gw.app, q, {}, staff.manager)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }

    const product = await freshProduct(staff);
    const input = {
      date: '2030-03-01',
      affiliateId: branch1,
      supplierId: String(staff.suppliers[0]),
      lines: [{ productId: product.id, quantity: 1 }],
    };
    const before = await documentsOf('Consignment');
    const create = await refused(staff, CREATE_DOCUMENT, { kind: 'Consignment', input }, staff.manager);
    expect(create.code).toBe('FORBIDDEN');
    expect(await documentsOf('Consignment')).toEqual(before);

    const doc = await createDocument(staff, 'Consignment', input);
    for (const query of [POST_DOCUMENT, UNPOST_DOCUMENT]) {
      expect((await refused(staff, query, { id: doc.id }, staff.manager)).code).toBe('FORBIDDEN');
    }
    expect(await documentById(doc.id)).toMatchObject({ status: 'draft' });
  });
});

describe('loaders: a constant number of CRM calls, whatever the number of documents', () => {
  const remoteCalls = () => staff.gw.calls.filter((c) => !c.startsWith('auth/')).sort();

  it('2 000 Stocktaking documents with every reference cost one call per list', async () => {
    const db = staff.gw.crm!.db;
    const [product] = await db.query<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT 1');
    // Arrange in SQL: 2 000 drafts through the CRM would only slow the test down. Every
    // reference is set (the CRM would store only the branch for a count) so every loader runs.
    await db.query(
      `INSERT INTO stock_documents (kind, number, doc_date, affiliate_id, to_affiliate_id, supplier_id, write_off_id, comment)
       SELECT 'Stocktaking', 'ИН-' || (900000 + g)::text, DATE '2031-01-01', $1, $2, $3, $4, 'load'
       FROM generate_series(1, 2000) AS g`,
      [staff.affiliates[0].id, staff.affiliates[1].id, staff.suppliers[0], staff.writeOffs[0]],
    );
    await db.query(
      `INSERT INTO stock_document_lines (document_id, line_no, product_id, quantity, price, sum)
       SELECT id, 1, $1, 1, 0, 0 FROM stock_documents WHERE comment = 'load'`,
      [product.id],
    );
    // Cold: with the lists in the gateway's list cache (LIST_CACHE_MS) only getDocuments is read.
    staff.gw.app.upstream.clearCaches();
    staff.gw.calls.length = 0;
    const data = await ok<{ stockDocuments: StockDocument[] }>(
      staff,
      `{ stockDocuments(kind: Stocktaking, dateFrom: "2031-01-01", dateTo: "2031-01-01") { ${DOCUMENT_FIELDS} } }`,
    );
    expect(data.stockDocuments).toHaveLength(2000);
    expect(data.stockDocuments[0]).toMatchObject({
      affiliate: { id: branch1 },
      toAffiliate: { id: branch2 },
      supplier: { id: String(staff.suppliers[0]) },
      writeOff: { id: String(staff.writeOffs[0]) },
      lines: [{ product: { id: String(product.id) } }],
    });
    expect(remoteCalls()).toEqual([
      'affiliate/getAllAffiliate',
      'catalog/getPageProductList',
      'reference/getAllWriteOff',
      'reference/getPageSuppliers',
      'warehouse/getDocuments',
    ]);
  });

  it('balances and the ledger with branches and products: one call each plus the two lists', async () => {
    staff.gw.app.upstream.clearCaches();
    staff.gw.calls.length = 0;
    await ok(staff, `{ stockBalances(includeZero: true) { affiliate { name } product { name } } }`);
    expect(remoteCalls()).toEqual([
      'affiliate/getAllAffiliate',
      'catalog/getPageProductList',
      'warehouse/getBalances',
    ]);
    staff.gw.app.upstream.clearCaches();
    staff.gw.calls.length = 0;
    await ok(staff, `{ stockMovements(limit: 2000) { affiliate { name } product { name } } }`);
    expect(remoteCalls()).toEqual([
      'affiliate/getAllAffiliate',
      'catalog/getPageProductList',
      'warehouse/getMovements',
    ]);
  });
});
