import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearToasts } from '../../web/src/lists/toaster';
import { listsHandlers, resetListDb } from './lists-handlers';
import { desktopBox, findPage, findText, renderApp, toast } from './render';
import { server } from './setup';
import {
  balanceDb,
  docDb,
  resetWarehouseDb,
  seedWarehouseLists,
  warehouseCalls,
  warehouseHandlers,
} from './warehouse-handlers';

desktopBox(1366);
beforeEach(async () => {
  resetListDb();
  seedWarehouseLists();
  resetWarehouseDb();
  server.use(...listsHandlers, ...warehouseHandlers);
  await clearToasts();
});

const user = () => userEvent.setup();
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/** Picks a product in line `n`: the server's search as the user types (RefSearch). */
/** The supplier picker searches the server as the user types (RefSearch), like products. */
async function pickSupplier(search: string, name: string) {
  const u = user();
  await u.type(await screen.findByLabelText('Поставщик'), search);
  await u.click(await within(await screen.findByRole('listbox')).findByText(name));
}

async function pickProduct(n: number, search: string, name: string) {
  const u = user();
  await u.type(await screen.findByLabelText(`Товар ${n}`, {}, { timeout: 15_000 }), search);
  // The answer to the whole search, not an earlier one still on screen while it travels.
  const options = async () => within(await screen.findByRole('listbox')).queryAllByRole('option');
  await waitFor(
    async () => {
      const texts = (await options()).map((o) => o.textContent?.toLowerCase() ?? '');
      expect(texts.length > 0 && texts.every((t) => t.includes(search))).toBe(true);
    },
    { timeout: 5000 },
  );
  await u.click(within(screen.getByRole('listbox')).getByText(name));
  // The line takes the product (name, unit, default price) once the search result is picked.
  await waitFor(() => expect(input(`Товар ${n}`).value).toBe(name));
}

async function typeInto(label: string, text: string) {
  const u = user();
  await u.clear(input(label));
  await u.type(input(label), text);
}

/** Confirms the Alert that «Провести» / «Отменить проведение» opens. */
async function confirmYes() {
  await user().click(await screen.findByRole('button', { name: 'Да' }));
}

describe('warehouse document editor', { timeout: 30_000 }, () => {
  it('validates the header and lines in Russian and computes sums and the total live', async () => {
    renderApp('/warehouse/Writing?id=new', { as: 'admin' });
    await findPage('Списание');
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Сохранить черновик' }));
    expect(await findText('Выберите причину списания')).toBeTruthy();
    expect(screen.getByText('Выберите товар')).toBeTruthy();
    expect(screen.getByText('Укажите количество')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/Документ не сохранён/);
    expect(warehouseCalls.CreateStockDocument).toBeUndefined();

    // A write-off's price defaults to the product's cost.
    await pickProduct(1, 'лент', 'Лента атласная');
    expect(input('Цена 1').value).toBe('12,50');
    await typeInto('Количество 1', '2,5555');
    await u.click(screen.getByRole('button', { name: 'Добавить строку' }));
    await pickProduct(2, 'роза', 'Роза Red Naomi 60 см');
    await typeInto('Количество 2', '3');
    expect(screen.getByTestId('line-sum-2').textContent).toMatch(/^270,00\s₽$/);

    await u.selectOptions(screen.getByLabelText('Причина списания'), 'Брак');
    await u.click(screen.getByRole('button', { name: 'Сохранить черновик' }));
    expect(await findText('Не больше трёх знаков после запятой')).toBeTruthy();
    await typeInto('Количество 1', '2,5');
    expect(screen.getByTestId('line-sum-1').textContent).toMatch(/^31,25\s₽$/);
    expect(screen.getByTestId('doc-total').textContent).toMatch(/^301,25\s₽$/);

    // The same product twice is refused as the CRM refuses it.
    await u.click(screen.getByRole('button', { name: 'Добавить строку' }));
    await pickProduct(3, 'роза', 'Роза Red Naomi 60 см');
    await typeInto('Количество 3', '1');
    await u.click(screen.getByRole('button', { name: 'Сохранить черновик' }));
    expect(await findText('Этот товар уже есть в строке 2')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Убрать строку 3' }));

    await u.click(screen.getByRole('button', { name: 'Сохранить черновик' }));
    await toast('Списание СП-000001: черновик сохранён');
    expect(warehouseCalls.CreateStockDocument[0]).toEqual({
      kind: 'Writing',
      input: expect.objectContaining({
        affiliateId: '1',
        writeOffId: '1',
        toAffiliateId: null,
        supplierId: null,
        lines: [
          { productId: '2', quantity: 2.5, price: 1250 },
          { productId: '1', quantity: 3, price: 9000 },
        ],
      }),
    });
    // The new document keeps its place in the URL and stays on screen as a draft.
    expect(await findText('Списание СП-000001')).toBeTruthy();
    expect(screen.getByText('Черновик')).toBeTruthy();
  });

  it('posts a receipt after «Да», shows it read-only, and unposts it', async () => {
    const app = renderApp('/warehouse/Consignment?id=new', { as: 'admin' });
    await findPage('Приход');
    const u = user();
    await pickSupplier('цветы', 'ООО «Цветы оптом»');
    await pickProduct(1, 'роза', 'Роза Red Naomi 60 см');
    // No earlier purchase: the cost is the starting price.
    expect(input('Цена 1').value).toBe('90');
    await typeInto('Цена 1', '85,50');
    await typeInto('Количество 1', '10');

    await u.click(screen.getByRole('button', { name: 'Провести' }));
    expect(await findText(/Провести документ\? Остатки изменятся/)).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Нет' }));
    expect(warehouseCalls.CreateStockDocument).toBeUndefined();

    await u.click(screen.getByRole('button', { name: 'Провести' }));
    await confirmYes();
    await toast('Приход ПР-000001 проведён');
    expect(warehouseCalls.PostStockDocument).toEqual([{ id: '11' }]);
    expect(balanceDb.get('1:1')).toBe(10);
    expect(app.location()).toBe('/warehouse/Consignment?id=11');
    expect(await findText('Документ проведён')).toBeTruthy();
    expect(screen.getByText(/нельзя изменить: сначала отмените/)).toBeTruthy();
    expect(screen.queryByLabelText('Количество 1')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Сохранить черновик' })).toBeNull();
    expect(screen.getByTestId('doc-total').textContent).toMatch(/^855,00\s₽$/);
    expect(screen.getByRole('link', { name: 'Движения по документу' }).getAttribute('href')).toBe(
      '/warehouse/Stock?document=11',
    );

    await u.click(screen.getByRole('button', { name: 'Отменить проведение' }));
    await confirmYes();
    await toast('Приход ПР-000001: проведение отменено');
    expect(balanceDb.get('1:1')).toBe(0);
    expect((await screen.findByLabelText('Количество 1')) as HTMLInputElement).toBeTruthy();
    expect(input('Количество 1').value).toBe('10');
  });

  it('shows the server refusal of a write-off beyond the stock and keeps what was typed', async () => {
    resetWarehouseDb({ '1:1': 3 });
    renderApp('/warehouse/Writing?id=new', { as: 'admin' });
    await findPage('Списание');
    const u = user();
    await u.selectOptions(await screen.findByLabelText('Причина списания'), 'Брак');
    await pickProduct(1, 'роза', 'Роза Red Naomi 60 см');
    await typeInto('Количество 1', '5');
    // The current balance is beside the line, red when the line asks for more.
    await waitFor(() => expect(screen.getByTestId('line-balance-1').textContent).toBe('3 шт'), {
      timeout: 5000,
    });
    expect(screen.getByTestId('line-balance-1').className).toMatch(/is-negative/);

    await u.click(screen.getByRole('button', { name: 'Провести' }));
    await confirmYes();
    const alert = await waitFor(
      () => {
        const callout = document.querySelector('.wh-failure');
        expect(callout).not.toBeNull();
        return callout!;
      },
      { timeout: 5000 },
    );
    expect(alert.textContent).toMatch(/Документ не проведён/);
    expect(alert.textContent).toMatch(
      /Недостаточно «Роза Red Naomi 60 см» в филиале «Центральный»: есть 3, нужно 5/,
    );
    expect(balanceDb.get('1:1')).toBe(3);
    // Saved as a draft, still editable, the quantity as typed.
    expect(input('Количество 1').value).toBe('5');
    expect(screen.getByText('Черновик')).toBeTruthy();
    expect(docDb[0].status).toBe('draft');

    await typeInto('Количество 1', '2');
    await u.click(screen.getByRole('button', { name: 'Провести' }));
    await confirmYes();
    await toast('Списание СП-000001 проведён');
    expect(warehouseCalls.UpdateStockDocument[0].input).toMatchObject({
      lines: [{ productId: '1', quantity: 2 }],
    });
    expect(balanceDb.get('1:1')).toBe(1);
  });

  it('counts stock: the balance beside each line before posting, book and difference after', async () => {
    resetWarehouseDb({ '1:1': 7, '1:2': 2 });
    renderApp('/warehouse/Stocktaking?id=new', { as: 'admin' });
    await findPage('Инвентаризация');
    await pickProduct(1, 'роза', 'Роза Red Naomi 60 см');
    await typeInto('Фактически 1', '5');
    await user().click(screen.getByRole('button', { name: 'Добавить строку' }));
    await pickProduct(2, 'лента', 'Лента атласная');
    await typeInto('Фактически 2', '0');
    await waitFor(() => expect(screen.getByTestId('line-balance-1').textContent).toBe('7 шт'));
    expect(screen.getByTestId('line-balance-2').textContent).toBe('2 м');

    await user().click(screen.getByRole('button', { name: 'Провести' }));
    expect(await findText(/Остатки станут равны подсчитанным/)).toBeTruthy();
    await confirmYes();
    await toast('Инвентаризация ИН-000001 проведён');
    expect(balanceDb.get('1:1')).toBe(5);
    expect(balanceDb.get('1:2')).toBe(0);
    expect(await screen.findByTestId('line-difference-1')).toBeTruthy();
    expect(screen.getByTestId('line-difference-1').textContent).toBe('−2');
    expect(screen.getByTestId('line-difference-2').textContent).toBe('−2');
    expect(screen.getByText('По учёту')).toBeTruthy();
  });
});

describe('warehouse document list', { timeout: 30_000 }, () => {
  it('lists documents with status, filters on the server, and opens one', async () => {
    resetWarehouseDb({ '1:1': 10 });
    docDb.push({
      __typename: 'StockDocument',
      id: '5',
      kind: 'Moving',
      number: 'ПМ-000001',
      date: new Date().toISOString().slice(0, 10),
      affiliateId: '1',
      toAffiliateId: '2',
      supplierId: null,
      supplier: null,
      writeOffId: null,
      comment: 'на витрину',
      status: 'posted',
      total: 18000,
      postedAt: new Date().toISOString(),
      postedByName: 'Анна Администратор',
      createdAt: new Date().toISOString(),
      createdByName: 'Анна Администратор',
      active: true,
      deleted: false,
      lines: [
        {
          __typename: 'StockDocumentLine',
          productId: '1',
          productName: 'Роза Red Naomi 60 см',
          unit: 'шт',
          quantity: 2,
          price: 9000,
          sum: 18000,
          bookQuantity: null,
          difference: null,
        },
      ],
    });
    const app = renderApp('/warehouse/Moving', { as: 'admin' });
    await findPage('Перемещение');
    expect(await findText('Центральный → Северный')).toBeTruthy();
    expect(screen.getByText('Проведён')).toBeTruthy();
    expect(screen.getByText(/^Анна Администратор \d\d\.\d\d\.\d{4}/)).toBeTruthy();
    expect(warehouseCalls.StockDocumentsPage[0]).toMatchObject({
      kind: 'Moving',
      includeDeleted: false,
      status: null,
    });

    await user().selectOptions(screen.getByLabelText('Статус'), 'Черновики');
    await waitFor(() => expect(warehouseCalls.StockDocumentsPage.at(-1)).toMatchObject({ status: 'draft' }));
    expect(await findText('Документов за этот период нет')).toBeTruthy();
    expect(app.location()).toBe('/warehouse/Moving?status=draft');
    await user().selectOptions(screen.getByLabelText('Статус'), 'Все статусы');
    await user().click(await screen.findByRole('button', { name: 'Открыть ПМ-000001' }));
    expect(await findText('Перемещение ПМ-000001')).toBeTruthy();
    expect(app.location()).toBe('/warehouse/Moving?id=5');
    expect(screen.getByText('Северный')).toBeTruthy();
  });
});

describe('a long document list', { timeout: 30_000 }, () => {
  it('reads the first page from the server with its count and sum, and searches there', async () => {
    resetWarehouseDb();
    for (let i = 1; i <= 130; i++)
      docDb.push({
        __typename: 'StockDocument',
        id: String(1000 + i),
        kind: 'Writing',
        number: `СП-${String(i).padStart(6, '0')}`,
        date: '2020-01-01',
        affiliateId: '1',
        toAffiliateId: null,
        supplierId: null,
        supplier: null,
        writeOffId: '1',
        comment: i === 7 ? 'разбитая ваза' : '',
        status: 'draft',
        total: 100,
        postedAt: null,
        postedByName: null,
        createdAt: new Date().toISOString(),
        createdByName: null,
        active: true,
        deleted: false,
        lines: [],
      });
    renderApp('/warehouse/Writing?period=all', { as: 'admin' });
    await findPage('Списание');
    expect(await findText(/^Показано: 100 из 130 · на сумму 130,00\s₽$/)).toBeTruthy();
    expect(warehouseCalls.StockDocumentsPage[0]).toMatchObject({ kind: 'Writing', first: 100, after: null });

    await user().type(screen.getByLabelText('Поиск документа'), 'ваза');
    expect(await findText(/^Показано: 1 из 1 · на сумму 1,00\s₽$/)).toBeTruthy();
    expect(warehouseCalls.StockDocumentsPage.at(-1)).toMatchObject({ search: 'ваза' });
    expect(screen.getByRole('button', { name: 'Открыть СП-000007' })).toBeTruthy();
  });
});

describe('/warehouse/Stock', { timeout: 30_000 }, () => {
  it('shows balances per branch with untracked and negative marks, and a product’s movements', async () => {
    resetWarehouseDb({ '1:1': 4, '1:2': -1.5, '1:3': -2, '2:1': 6 });
    renderApp('/warehouse/Stock', { as: 'admin' });
    await findPage('Остатки');
    const table = await screen.findByRole('region', { name: 'Остатки' }, { timeout: 15_000 });
    await waitFor(() => expect(within(table).getByTestId('balance-1-2').textContent).toBe('−1,5 м'));
    expect(within(table).getByTestId('balance-2-1').textContent).toBe('6 шт');
    expect(screen.getByText('В минусе: 2')).toBeTruthy();
    expect(screen.getByText('Без учёта: 1')).toBeTruthy();
    expect(within(table).getAllByText('Минус')).toHaveLength(2);

    await user().selectOptions(screen.getAllByLabelText('Филиал')[0], 'Северный');
    await waitFor(() => expect(warehouseCalls.StockBalancesPage.at(-1)).toMatchObject({ affiliateId: '2' }));
    await waitFor(() => expect(screen.queryByTestId('balance-1-1')).toBeNull());
    expect(screen.getByTestId('balance-2-1').textContent).toBe('6 шт');

    await user().click(screen.getByRole('button', { name: 'Роза Red Naomi 60 см' }));
    await waitFor(() =>
      expect(warehouseCalls.StockMovementsPage.at(-1)).toMatchObject({ productId: '1', affiliateId: '2' }),
    );
    expect(await findText('Движения: Роза Red Naomi 60 см')).toBeTruthy();
  });

  it('lists the movements of a posted document with links back to it', async () => {
    resetWarehouseDb();
    renderApp('/warehouse/Consignment?id=new', { as: 'admin' });
    await findPage('Приход');
    await pickSupplier('цветы', 'ООО «Цветы оптом»');
    await pickProduct(1, 'тюльп', 'Тюльпан');
    await typeInto('Количество 1', '12');
    await user().click(screen.getByRole('button', { name: 'Провести' }));
    await confirmYes();
    await user().click(await screen.findByRole('link', { name: 'Движения по документу' }));
    await findPage('Остатки');
    const ledger = await screen.findByRole('region', { name: 'Движения' });
    await waitFor(() => expect(within(ledger).getByText('+12')).toBeTruthy());
    expect(within(ledger).getByText('Проведение')).toBeTruthy();
    expect(within(ledger).getAllByRole('link', { name: 'ПР-000001' })[0].getAttribute('href')).toBe(
      '/warehouse/Consignment?id=11',
    );
    expect(warehouseCalls.StockMovementsPage.at(-1)).toMatchObject({ documentId: '11' });
  });
});
