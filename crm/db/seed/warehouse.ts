/**
 * Stock to start with: a few posted consignments per shop type at the main branch, so balances,
 * the ledger and the document lists are not empty. Written through the warehouse code itself
 * (numbers, lines, posting, ledger), keyed on `stock_documents`. Products and suppliers are found
 * by name: a shop that renamed or removed the demo ones simply gets fewer lines, never wrong ones.
 */
import { todayIn } from '../../../schema/time-zone';
import { postDocument } from '../../warehouse/posting';
import { createDocument } from '../../warehouse/store';
import type { Db } from '../connect';
import type { SeedStep } from './steps';

/** [supplier, [product, quantity, purchase price in roubles]…, comment]. */
const CONSIGNMENTS: readonly (readonly [string, readonly (readonly [string, number, number])[], string])[] = [
  [
    'ООО «ФлораОпт»',
    [
      ['Роза Red Naomi 60 см', 200, 90],
      ['Роза Freedom 50 см', 100, 70],
      ['Роза Explorer 70 см', 50, 120],
      ['Роза кустовая пионовидная', 90, 110],
    ],
    'Голландская роза, поставка вторника',
  ],
  [
    'ИП Ковалёв Николай Андреевич',
    [
      ['Тюльпан красный', 150, 45],
      ['Тюльпан жёлтый', 150, 45],
      ['Тюльпан пионовидный', 60, 70],
    ],
    '',
  ],
  [
    'ООО «Упак-Сервис»',
    [
      ['Лента атласная', 100, 20],
      ['Упаковка крафт', 80, 60],
      ['Открытка', 100, 30],
    ],
    'Расходные материалы',
  ],
  [
    'ООО «Мясной двор»',
    [
      ['Кола 0,5 л', 200, 45],
      ['Морс клюквенный 0,4 л', 100, 30],
      ['Чай чёрный', 300, 5],
    ],
    'Напитки',
  ],
  [
    'ООО «Мясной двор»',
    [
      ['Кетчуп', 500, 8],
      ['Сырный соус', 400, 10],
      ['Соус барбекю', 400, 10],
      ['Чесночный соус', 300, 10],
    ],
    'Соусы в порционной упаковке',
  ],
];

async function seedConsignments(tx: Db, timeZone: string): Promise<void> {
  // Newest first, so of two records with one name the oldest (the seeded one) wins.
  const byName = async (table: string) =>
    new Map(
      (
        await tx.query<{ id: number; name: string }>(
          `SELECT id, name FROM ${table} WHERE NOT deleted ORDER BY id DESC`,
        )
      ).map((r) => [r.name, r.id]),
    );
  const products = await byName('products');
  const suppliers = await byName('suppliers');
  const [branch] = await tx.query<{ id: number }>('SELECT id FROM affiliates ORDER BY id LIMIT 1');
  const [admin] = await tx.query<{ id: number }>('SELECT id FROM users ORDER BY id LIMIT 1');
  const anySupplier = [...suppliers.values()].at(-1);
  if (!branch || anySupplier === undefined) return;
  const date = todayIn(timeZone);
  for (const [supplier, items, comment] of CONSIGNMENTS) {
    const lines = items
      .filter(([name]) => products.has(name))
      .map(([name, quantity, rubles]) => ({
        productId: products.get(name)!,
        quantity: quantity * 1000,
        price: rubles * 100,
        sum: quantity * rubles * 100,
      }));
    if (lines.length === 0) continue;
    const id = await createDocument(
      tx,
      'Consignment',
      {
        date,
        affiliateId: branch.id,
        toAffiliateId: null,
        supplierId: suppliers.get(supplier) ?? anySupplier,
        writeOffId: null,
        comment,
        lines,
        total: lines.reduce((s, l) => s + l.sum, 0),
      },
      admin?.id ?? null,
    );
    await postDocument(tx, id, admin?.id ?? null);
  }
}

export const WAREHOUSE_STEP: SeedStep = {
  table: 'stock_documents',
  run: (tx, ctx) => seedConsignments(tx, ctx.timeZone),
};
