/**
 * A product's description is rich text (schema/lists.ts type `richtext`): the CRM cleans it
 * before it stores it, on create and on update, so no script or handler is ever in the table,
 * and keeps the editor's formats as they were sent.
 */
import { describe, expect, it } from 'vitest';
import { LOCAL } from './helper';
import { PRODUCT, c, newProduct, product, updateProduct, useCatalogCrm } from './catalog-helper';
import { expectError } from './list-samples';

useCatalogCrm();

const FORMATTED =
  '<h2 style="text-align: center;">Букет</h2><p><strong>15</strong> роз, <a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/care">уход</a></p><ul><li><p>высота 60 см</p></li></ul>';
const HOSTILE =
  '<p onclick="alert(1)">Розы<script>alert(document.cookie)</script></p><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">жми</a><iframe src="https://evil.example/"></iframe>';
const CLEANED = '<p>Розы</p>жми';

describe('product description', () => {
  it('is stored clean on create: the record, the whole list and a later read agree', async () => {
    const record = await newProduct('flower_shop', { description: HOSTILE });
    expect(record.description).toBe(CLEANED);
    expect((await product(record.id)).description).toBe(CLEANED);
  });

  it('is stored clean on update', async () => {
    const { id } = await newProduct();
    const reply = await updateProduct({ id, description: `<h1>Новинка</h1>${HOSTILE}` });
    expect(reply.body.error, reply.body.message).toBe(0);
    expect(reply.body.data!.record.description).toBe(`<h1>Новинка</h1>${CLEANED}`);
    expect(reply.body.data!.list.find((r) => r.id === id)!.description).toBe(`<h1>Новинка</h1>${CLEANED}`);
  });

  it("keeps the editor's formats byte for byte", async () => {
    const record = await newProduct('fastfood', { description: FORMATTED });
    expect(record.description).toBe(FORMATTED);
    expect((await product(record.id)).description).toBe(FORMATTED);
  });

  it.skipIf(!LOCAL)('never reaches the table with a script', async () => {
    const { id } = await newProduct('flower_shop', { description: HOSTILE });
    const rows = await c.crm.db!.query<{ description: string }>(
      `SELECT description FROM "${PRODUCT.table}" WHERE id = $1`,
      [id],
    );
    expect(rows[0].description).toBe(CLEANED);
  });

  it('refuses a description over 100 000 characters with a Russian message, changing nothing', async () => {
    const { id } = await newProduct('flower_shop', { description: '<p>было</p>' });
    expectError(
      await updateProduct({ id, description: `<p>${'я'.repeat(100_000)}</p>` }),
      'VALIDATION',
      'Поле «Описание»: не длиннее 100000 символов',
    );
    expect((await product(id)).description).toBe('<p>было</p>');
  });
});
