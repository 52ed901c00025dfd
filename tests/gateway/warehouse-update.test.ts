/**
 * updateStockDocument is a patch (issue 18 item 1), against the real embedded CRM: a field left
 * out keeps its value, lines change only when given, null clears an optional field; a create
 * without its required fields is refused with a reason.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDocument,
  CREATE_DOCUMENT,
  DOCUMENT_FIELDS,
  freshProduct,
  ok,
  refused,
  startStaff,
  type Staff,
  type StockDocument,
  USER_ERRORS,
} from './warehouse-helper';

let staff: Staff;
let branch: string;
beforeAll(async () => {
  staff = await startStaff();
  branch = String(staff.affiliates[0].id);
});
afterAll(async () => staff?.gw.close());

const UPDATE = `mutation ($id: ID!, $input: StockDocumentInput!) {
  updateStockDocument(id: $id, input: $input) { document { ${DOCUMENT_FIELDS} } ${USER_ERRORS} } }`;

const update = async (id: string, input: Record<string, unknown>) =>
  (await ok<{ updateStockDocument: { document: StockDocument } }>(staff, UPDATE, { id, input }))
    .updateStockDocument.document;

/** The document without what a change of `fields` may move (the total follows the lines). */
const rest = (d: StockDocument, ...fields: string[]) =>
  Object.fromEntries(Object.entries(d).filter(([k]) => !['total', ...fields].includes(k)));

describe('updateStockDocument is a patch', () => {
  it('changes the comment alone: date, branch, supplier and lines stay', async () => {
    const product = await freshProduct(staff);
    const doc = await createDocument(staff, 'Consignment', {
      affiliateId: branch,
      supplierId: String(staff.suppliers[0]),
      comment: 'Поставка',
      lines: [{ productId: product.id, quantity: 2, price: 300 }],
    });
    const after = await update(doc.id, { comment: 'Поставка, накладная 15' });
    expect(after.comment).toBe('Поставка, накладная 15');
    expect(rest(after, 'comment')).toEqual(rest(doc, 'comment'));
  });

  it('replaces the lines only when they are given; null clears the comment', async () => {
    const product = await freshProduct(staff);
    const doc = await createDocument(staff, 'Output', {
      affiliateId: branch,
      comment: 'Расход',
      lines: [{ productId: product.id, quantity: 1, price: 100 }],
    });
    const lines = await update(doc.id, { lines: [{ productId: product.id, quantity: 4, price: 100 }] });
    expect(lines).toMatchObject({ total: 400, comment: 'Расход', date: doc.date, lines: [{ quantity: 4 }] });
    const cleared = await update(doc.id, { comment: null });
    expect(cleared.comment).toBe('');
    expect(rest(cleared, 'comment')).toEqual(rest(lines, 'comment'));
  });

  it('null for the date is refused and changes nothing', async () => {
    const product = await freshProduct(staff);
    const doc = await createDocument(staff, 'Output', {
      affiliateId: branch,
      lines: [{ productId: product.id, quantity: 1, price: 100 }],
    });
    const res = await refused(staff, UPDATE, { id: doc.id, input: { date: null, comment: 'нет' } });
    expect(res).toEqual({
      code: 'FIELD_INVALID',
      field: ['date'],
      message: 'Дата документа не очищается: укажите дату или не передавайте поле',
    });
    const { stockDocument: again } = await ok<{ stockDocument: StockDocument }>(
      staff,
      `query ($id: ID!) { stockDocument(id: $id) { ${DOCUMENT_FIELDS} } }`,
      { id: doc.id },
    );
    expect(again).toEqual(doc);
  });

  it('a create without date, branch or lines is refused with a reason', async () => {
    const res = await refused(staff, CREATE_DOCUMENT, { kind: 'Output', input: { comment: 'пусто' } });
    expect(res.code).toBe('FIELD_INVALID');
    expect(res.message).toMatch(/[А-Яа-я]/);
  });
});
