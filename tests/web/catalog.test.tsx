import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearToasts } from '../../web/src/lists/toaster';
import {
  catalogHandlers,
  compositionDb,
  menuDb,
  resetCatalog,
  uploads,
  vatRefusal,
} from './catalog-handlers';
import { lastCall, listDb, listPayload, listsHandlers, resetListDb } from './lists-handlers';
import { desktopBox, findPage, findText, renderApp, toast } from './render';
import { server } from './setup';

// Every box is 0..30 px high: a tree row's upper third is y < 10, its lower third y > 20.
desktopBox(1366, { rectHeight: 30 });
beforeAll(() => {
  // jsdom has no DragEvent: without one, fireEvent drops the pointer position of a drag.
  if (!('DragEvent' in window))
    Object.defineProperty(window, 'DragEvent', { configurable: true, value: class extends MouseEvent {} });
});
beforeEach(async () => {
  resetListDb();
  resetCatalog();
  server.use(...listsHandlers, ...catalogHandlers);
  await clearToasts();
});

const user = () => userEvent.setup();
const cards = () =>
  within(screen.getByRole('list', { name: 'Товары' }))
    .getAllByRole('link')
    .map((a) => a.getAttribute('aria-label'));
const treeRows = () =>
  within(screen.getByRole('tree', { name: 'Категории' }))
    .getAllByRole('treeitem')
    .map((r) => `${r.getAttribute('aria-level') ?? 0}:${r.querySelector('.catalog-tree-name')?.textContent}`);
const field = (id: string) => document.getElementById(id) as HTMLInputElement;

describe('/catalog', { timeout: 30_000 }, () => {
  it('shows the nested tree of the shop type, its products from the server, and SA switches the shop type', async () => {
    renderApp('/catalog', { as: 'admin' });
    await findPage('Каталог');
    await findText('Кустовые розы');
    expect(treeRows()).toEqual(['0:Все товары', '1:Букеты', '2:Розы', '3:Кустовые розы', '1:Упаковка']);
    expect(cards()).toEqual(['Букет «Нежность»', 'Роза Red Naomi', 'Роза кустовая', 'Лента атласная']);
    // A page of the shop type's products (issue 17), not the whole catalogue.
    expect(lastCall.ProductsPage).toMatchObject({
      first: 100,
      filter: { shopType: 'flower_shop', categoryId: null },
    });
    expect(screen.getByText('Товаров: 4')).toBeTruthy();
    await user().click(screen.getByRole('treeitem', { name: 'Букеты' }));
    // Букеты: its own bouquet and the two roses of its subcategories; the deleted one is not there.
    await waitFor(() => expect(cards()).toEqual(['Букет «Нежность»', 'Роза Red Naomi', 'Роза кустовая']));
    expect(lastCall.ProductsPage).toMatchObject({ filter: { categoryId: '1' } });

    await user().click(screen.getByRole('radio', { name: 'Фастфуд' }));
    await waitFor(() => expect(treeRows()).toEqual(['0:Все товары', '1:Бургеры']));
    expect(cards()).toEqual(['Чизбургер']);
  });

  it('narrows the products by category, search, status and picture', async () => {
    renderApp('/catalog', { as: 'admin' });
    await findText('Лента атласная');
    const u = user();
    await u.click(screen.getByRole('treeitem', { name: 'Розы' }));
    await waitFor(() => expect(cards()).toEqual(['Роза Red Naomi', 'Роза кустовая']));
    expect(screen.getByRole('heading', { name: 'Розы' })).toBeTruthy();

    await u.click(screen.getByRole('treeitem', { name: /Все товары/ }));
    await u.type(screen.getByLabelText('Поиск товаров'), 'r-01');
    await waitFor(() => expect(cards()).toEqual(['Роза Red Naomi']));
    await u.clear(screen.getByLabelText('Поиск товаров'));
    await u.type(screen.getByLabelText('Поиск товаров'), '4600000000015');
    await waitFor(() => expect(cards()).toEqual(['Букет «Нежность»']));
    await u.clear(screen.getByLabelText('Поиск товаров'));

    await u.selectOptions(screen.getByLabelText('Статус'), 'inactive');
    await waitFor(() => expect(cards()).toEqual(['Лента атласная']));
    expect(screen.getByText('неактивен')).toBeTruthy();
    await u.selectOptions(screen.getByLabelText('Статус'), 'all');
    await u.selectOptions(screen.getByLabelText('Изображение'), 'with');
    await waitFor(() => expect(cards()).toEqual(['Букет «Нежность»']));
    await u.selectOptions(screen.getByLabelText('Изображение'), 'without');
    await waitFor(() => expect(cards()).toHaveLength(3));

    await u.type(screen.getByLabelText('Поиск товаров'), 'нет такого');
    expect(await findText('Ничего не найдено')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    await waitFor(() => expect(cards()).toHaveLength(4));
  });

  it('remembers the table view and shows the products in it', async () => {
    const first = renderApp('/catalog', { as: 'admin' });
    await findText('Лента атласная');
    await user().click(screen.getByRole('button', { name: 'Таблица' }));
    // Table2 draws its header in more than one quadrant.
    expect(await screen.findAllByText('Себестоимость')).not.toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Роза Red Naomi' }).getAttribute('href')).toBe('/EditProduct/2');
    expect(screen.getByText('Букеты / Розы / Кустовые розы')).toBeTruthy();
    first.unmount();
    renderApp('/catalog', { as: 'admin' });
    expect(await screen.findAllByText('Себестоимость', {}, { timeout: 15_000 })).not.toHaveLength(0);
    expect(screen.queryByRole('list', { name: 'Товары' })).toBeNull();
  });

  it('drops a category before another one, into one, and moves it with the menu', async () => {
    renderApp('/catalog', { as: 'admin' });
    await findText('Упаковка');
    const row = (name: string) => screen.getByRole('treeitem', { name });
    const drag = (from: string, to: string, clientY: number) => {
      fireEvent.dragStart(row(from), { dataTransfer: { setData: () => undefined, effectAllowed: '' } });
      fireEvent.dragOver(row(to), { clientY, dataTransfer: { dropEffect: '' } });
      fireEvent.drop(row(to), { clientY, dataTransfer: { getData: () => from } });
    };

    drag('Упаковка', 'Букеты', 2); // the upper third: before it
    await waitFor(() => expect(lastCall.PlaceCategory).toEqual({ id: '4', parentId: null, beforeId: '1' }));
    await waitFor(() =>
      expect(treeRows()).toEqual(['0:Все товары', '1:Упаковка', '1:Букеты', '2:Розы', '3:Кустовые розы']),
    );
    await toast('Порядок категорий сохранён');

    drag('Упаковка', 'Розы', 15); // the middle: into it, as the last child
    await waitFor(() => expect(lastCall.PlaceCategory).toEqual({ id: '4', parentId: '2', beforeId: null }));
    await waitFor(() =>
      expect(treeRows()).toEqual(['0:Все товары', '1:Букеты', '2:Розы', '3:Кустовые розы', '3:Упаковка']),
    );

    await user().click(screen.getByRole('button', { name: 'Действия с «Упаковка»' }));
    await user().click(await screen.findByRole('menuitem', { name: 'Выше' }));
    await waitFor(() => expect(lastCall.PlaceCategory).toEqual({ id: '4', parentId: '2', beforeId: '3' }));
    await waitFor(() =>
      expect(treeRows()).toEqual(['0:Все товары', '1:Букеты', '2:Розы', '3:Упаковка', '3:Кустовые розы']),
    );
  });

  it('adds a category under the picked one and deletes one after «Да»', async () => {
    renderApp('/catalog', { as: 'admin' });
    await findText('Упаковка');
    const u = user();
    await u.click(screen.getByRole('treeitem', { name: 'Букеты' }));
    await u.click(screen.getByRole('button', { name: 'Новая категория' }));
    const dialog = await screen.findByRole('dialog');
    await u.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Заполните поле «Категория»')).toBeTruthy();
    await u.type(within(dialog).getByLabelText(/Название/), 'Свадебные');
    expect((within(dialog).getByLabelText('Родительская категория') as HTMLSelectElement).value).toBe('1');
    await u.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await toast('Категория «Свадебные» создана');
    expect(lastCall.CreateCategory).toEqual({
      input: { name: 'Свадебные', parentId: '1', shopType: 'flower_shop' },
    });
    await waitFor(() => expect(treeRows()).toContain('2:Свадебные'));

    await u.click(screen.getByRole('button', { name: 'Действия с «Упаковка»' }));
    await u.click(await screen.findByRole('menuitem', { name: 'Удалить' }));
    expect(await findText('Удалить категорию «Упаковка»?')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(lastCall.SetCategoryDeleted).toEqual({ id: '4', deleted: true }));
    await waitFor(() => expect(treeRows()).not.toContain('1:Упаковка'));
  });
});

describe('/category/:id', { timeout: 30_000 }, () => {
  it('shows the card with subcategories and products, and an unknown id clearly', async () => {
    const first = renderApp('/category/2', { as: 'admin' });
    await findPage('Категория');
    expect(await screen.findByRole('heading', { name: 'Розы' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Кустовые розы' }).getAttribute('href')).toBe('/category/3');
    expect(cards()).toEqual(['Роза Red Naomi', 'Роза кустовая']);
    await user().click(screen.getAllByRole('button', { name: 'Добавить товар' })[0]);
    await waitFor(() => expect(first.location()).toBe('/NewProductCategory/2'));
    first.unmount();

    renderApp('/category/999', { as: 'admin' });
    expect(await findText('Категория не найдена')).toBeTruthy();
  });
});

describe('the product form', { timeout: 30_000 }, () => {
  it('validates with the shared rules and shows the margin', async () => {
    renderApp('/NewProduct', { as: 'admin' });
    await findPage('Новый товар');
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Сохранить' }));
    expect(await findText('Заполните поле «Товар»')).toBeTruthy();
    expect(screen.getByText('Заполните поле «Цена»')).toBeTruthy();
    await u.type(field('product-name'), 'Букет «Весна»');
    await u.type(field('product-price'), 'дорого');
    await u.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await findText('Поле «Цена»: введите число')).toBeTruthy();
    expect(lastCall.CreateProduct).toBeUndefined();
    await u.clear(field('product-price'));
    await u.type(field('product-price'), '2000');
    await u.type(field('product-cost'), '1200,50');
    expect(screen.getByTestId('margin').textContent).toMatch(/^Маржа 40 % \(799,50\s₽ с единицы\)$/);
  });

  it('creates a product in its category and uploads the chosen picture right after', async () => {
    const { location } = renderApp('/NewProductCategory/2', { as: 'admin' });
    await findPage('Новый товар в категории');
    const u = user();
    expect((await waitFor(() => field('product-categoryId'))).value).toBe('2');
    await u.type(field('product-name'), 'Роза Explorer');
    await u.type(field('product-price'), '300');
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'rose.png', { type: 'image/png' });
    await u.upload(screen.getByLabelText('Изображение товара: файл'), png);
    await u.click(screen.getByRole('button', { name: 'Сохранить' }));
    await toast('Товар сохранён');
    expect(lastCall.CreateProduct.input).toMatchObject({
      name: 'Роза Explorer',
      categoryId: '2',
      price: 30000,
      unit: 'шт',
      shopType: 'flower_shop',
    });
    const id = listDb.ProductList.at(-1)!.id;
    await waitFor(() => expect(location()).toBe(`/EditProduct/${id}`));
    expect(uploads).toEqual([id]);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Текущее изображение' }).getAttribute('src')).toBe(
        `/images/new${id}?size=thumb`,
      ),
    );
  });

  it('edits the composition: adds a row, removes one, saves the lines', async () => {
    renderApp('/EditProduct/1', { as: 'admin' });
    await findPage('Редактирование товара');
    const u = user();
    const first = (await screen.findByRole('combobox', { name: 'Компонент 1' })) as HTMLInputElement;
    expect(first.value).toBe('Роза Red Naomi');
    expect(screen.getByTestId('composition-sums').textContent).toMatch(
      /^Себестоимость компонентов 750,00\s₽ · по их ценам 1\s250,00\s₽$/,
    );

    await u.click(screen.getByRole('button', { name: 'Добавить компонент' }));
    const second = screen.getByRole('combobox', { name: 'Компонент 2' });
    await u.click(second);
    // The server's first matches of the shop type; never the product itself.
    const menu = await screen.findByRole('listbox');
    await waitFor(() => expect(within(menu).getByText('Лента атласная')).toBeTruthy());
    expect(within(menu).queryByText('Букет «Нежность»')).toBeNull();
    await u.type(second, 'лента');
    await waitFor(() =>
      expect(lastCall.ProductsPage).toMatchObject({
        first: 20,
        filter: { search: 'лента', shopType: 'flower_shop' },
      }),
    );
    await u.click(within(await screen.findByRole('listbox')).getByText('Лента атласная'));
    await u.clear(screen.getByLabelText('Количество 2'));
    await u.type(screen.getByLabelText('Количество 2'), '0,1234');
    await u.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await findText('Не больше трёх знаков после запятой')).toBeTruthy();
    await u.clear(screen.getByLabelText('Количество 2'));
    await u.type(screen.getByLabelText('Количество 2'), '1,5');
    await u.click(screen.getByRole('button', { name: 'Убрать компонент 1' }));
    await u.click(screen.getByRole('button', { name: 'Сохранить' }));
    await toast('Товар сохранён');
    expect(lastCall.SetProductComposition).toEqual({
      productId: '1',
      items: [{ componentId: '4', quantity: 1.5 }],
    });
    expect(compositionDb['1']).toEqual([{ componentId: '4', quantity: 1.5 }]);
  });

  it('shows the server refusal of a composition and keeps the rows', async () => {
    server.use(
      graphql.mutation('SetProductComposition', () =>
        HttpResponse.json({
          data: {
            setProductComposition: listPayload('SetProductCompositionPayload', 'product', null, [
              {
                field: ['items', '0', 'componentId'],
                code: 'FIELD_INVALID',
                message: 'Состав замкнут: «Роза Red Naomi» уже состоит из этого товара',
              },
            ]),
          },
        }),
      ),
    );
    renderApp('/EditProduct/1', { as: 'admin' });
    const u = user();
    await u.clear(await screen.findByLabelText('Количество 1'));
    await u.type(screen.getByLabelText('Количество 1'), '7');
    await u.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await findText('Состав замкнут: «Роза Red Naomi» уже состоит из этого товара')).toBeTruthy();
    expect((screen.getByLabelText('Количество 1') as HTMLInputElement).value).toBe('7');
  });

  it('shows the server’s words when it refuses a picture (400)', async () => {
    server.use(
      http.post('*/api/catalog/setUpdateProductListImg', () =>
        HttpResponse.json(
          { message: 'Файл не является изображением (JPEG, PNG, WebP или GIF)' },
          { status: 400 },
        ),
      ),
    );
    renderApp('/EditProduct/2', { as: 'admin' });
    const input = await screen.findByLabelText('Изображение товара: файл');
    await user().upload(input, new File(['hello'], 'x.png', { type: 'image/png' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Файл не является изображением (JPEG, PNG, WebP или GIF)');
    expect(screen.getByRole('button', { name: 'Повторить загрузку' })).toBeTruthy();
  });

  it('answers a too big file at once, without sending it', async () => {
    renderApp('/EditProduct/2', { as: 'admin' });
    const input = await screen.findByLabelText('Изображение товара: файл');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    await user().upload(input, big);
    expect((await screen.findByRole('alert')).textContent).toMatch(/больше 5 МБ/);
    expect(uploads).toEqual([]);
  });

  it('removes the picture', async () => {
    renderApp('/EditProduct/1', { as: 'admin' });
    await user().click(await screen.findByRole('button', { name: 'Удалить изображение' }));
    await toast('Изображение удалено');
    expect(lastCall.RemoveProductImage).toEqual({ id: '1' });
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Текущее изображение' })).toBeNull());
  });

  it('prefills a copy: «(копия)», blank article and barcode, the composition kept', async () => {
    const { location } = renderApp('/NewProductArt/1', { as: 'admin' });
    await findPage('Новый товар по артикулу');
    expect(await findText(/Артикул и штрихкод очищены/)).toBeTruthy();
    expect(field('product-name').value).toBe('Букет «Нежность» (копия)');
    expect(field('product-article').value).toBe('');
    expect(field('product-barcode').value).toBe('');
    expect(field('product-price').value).toBe('3500');
    expect(field('product-categoryId').value).toBe('1');
    expect((screen.getByRole('combobox', { name: 'Компонент 1' }) as HTMLInputElement).value).toBe(
      'Роза Red Naomi',
    );
    // The picture would be downloaded and sent again: leave it out of this case.
    await user().click(screen.getByLabelText('Скопировать изображение образца'));
    await user().click(screen.getByRole('button', { name: 'Сохранить' }));
    await toast('Товар сохранён');
    expect(lastCall.CreateProduct.input).toMatchObject({
      name: 'Букет «Нежность» (копия)',
      article: '',
      price: 350000,
    });
    const id = listDb.ProductList.at(-1)!.id;
    expect(lastCall.SetProductComposition).toEqual({
      productId: id,
      items: [{ componentId: '2', quantity: 5 }],
    });
    await waitFor(() => expect(location()).toBe(`/EditProduct/${id}`));
  });

  it('says so for an unknown product', async () => {
    renderApp('/EditProduct/999', { as: 'admin' });
    expect(await findText('Товар не найден')).toBeTruthy();
  });
});

describe('the kitchen station of a fast-food product', { timeout: 30_000 }, () => {
  it('is picked in the product form and saved at once', async () => {
    renderApp('/EditProduct/5', { as: 'fastfood' });
    await findPage('Редактирование товара');
    const select = await screen.findByLabelText('Станция кухни');
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Гриль' })).toBeTruthy());
    expect((select as HTMLSelectElement).value).toBe('');
    await user().selectOptions(select, 'Гриль');
    await waitFor(() => expect(lastCall.SetProductStation).toEqual({ productId: '5', stationId: '1' }));
    await waitFor(() => expect((select as HTMLSelectElement).value).toBe('1'));
  });
});

describe('the VAT rate of a product', { timeout: 30_000 }, () => {
  it('waits for the first save, then saves at once; a refusal stands under the select', async () => {
    renderApp('/NewProduct', { as: 'admin' });
    await findPage('Новый товар');
    const fresh = (await screen.findByLabelText('НДС в чеке')) as HTMLSelectElement;
    expect(fresh.disabled).toBe(true);
    expect(screen.getByText('Можно выбрать после сохранения товара.')).toBeTruthy();
    cleanup();

    renderApp('/EditProduct/1', { as: 'admin' });
    await findPage('Редактирование товара');
    const select = (await screen.findByLabelText('НДС в чеке')) as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    expect(select.value).toBe('');
    await user().selectOptions(select, 'НДС 10 %');
    await waitFor(() => expect(lastCall.SetProductVat).toEqual({ productId: '1', vat: 'vat10' }));
    await waitFor(() => expect(select.value).toBe('vat10'));

    vatRefusal.message = 'Ставка НДС не подходит';
    await user().selectOptions(select, 'Без НДС');
    expect(await findText('Ставка НДС не подходит')).toBeTruthy();
    await waitFor(() => expect(select.disabled).toBe(false));
    expect(select.value).toBe('vat10');
  });
});

describe('modifiers and combo of a fast-food product', { timeout: 30_000 }, () => {
  const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
  const retype = async (u: ReturnType<typeof user>, label: string, text: string) => {
    await u.clear(screen.getByLabelText(label));
    await u.type(screen.getByLabelText(label), text);
  };

  it('edits groups and options in roubles and saves them whole; a price that is not a number is not sent', async () => {
    renderApp('/EditProduct/5', { as: 'fastfood' });
    await findPage('Редактирование товара');
    const u = user();
    await waitFor(() => expect(value('Название группы 1')).toBe('Размер'));
    expect(value('Надбавка варианта 1.1')).toBe('-20');
    expect(screen.getByText('обязательная')).toBeTruthy();

    await u.click(screen.getByRole('button', { name: 'Добавить группу' }));
    await u.type(screen.getByLabelText('Название группы 2'), 'Соус');
    await retype(u, 'Максимум группы 2', '2');
    await u.type(screen.getByLabelText('Вариант 2.1'), 'Кетчуп');
    await u.click(screen.getByRole('button', { name: 'Добавить вариант в группу 2' }));
    await u.type(screen.getByLabelText('Вариант 2.2'), 'Сырный');
    await retype(u, 'Надбавка варианта 2.2', 'сорок');
    await u.click(screen.getByRole('button', { name: 'Сохранить модификаторы' }));
    expect(await findText('Надбавка — число рублей, например -20 или 35,5')).toBeTruthy();
    expect(lastCall.SetProductModifiers).toBeUndefined();

    await retype(u, 'Надбавка варианта 2.2', '35,5');
    // «Соус» first, and «Размер» keeps only «Большой».
    await u.click(screen.getByRole('button', { name: 'Группу 2 выше' }));
    await u.click(screen.getByRole('button', { name: 'Убрать вариант 2.1' }));
    await u.click(screen.getByRole('button', { name: 'Сохранить модификаторы' }));
    await toast('Модификаторы сохранены');
    expect(lastCall.SetProductModifiers).toEqual({
      productId: '5',
      groups: [
        {
          name: 'Соус',
          min: 0,
          max: 2,
          options: [
            { name: 'Кетчуп', priceDelta: 0, components: [] },
            { name: 'Сырный', priceDelta: 3550, components: [] },
          ],
        },
        { name: 'Размер', min: 1, max: 1, options: [{ name: 'Большой', priceDelta: 0, components: [] }] },
      ],
    });
    expect(menuDb['5'].modifierGroups.map((g) => g.name)).toEqual(['Соус', 'Размер']);
    expect(value('Название группы 1')).toBe('Соус');
  });

  it("shows the server's refusal under the field its path names and keeps the draft", async () => {
    const message = 'Группа «Размер»: максимум — от 1 до 2';
    server.use(
      graphql.mutation('SetProductModifiers', () =>
        HttpResponse.json({
          data: {
            setProductModifiers: {
              __typename: 'SetProductModifiersPayload',
              product: null,
              userErrors: [
                { __typename: 'UserError', field: ['groups', '0', 'max'], code: 'VALIDATION', message },
              ],
            },
          },
        }),
      ),
    );
    renderApp('/EditProduct/5', { as: 'fastfood' });
    await findPage('Редактирование товара');
    const u = user();
    await waitFor(() => expect(value('Максимум группы 1')).toBe('1'));
    await retype(u, 'Максимум группы 1', '3');
    await u.click(screen.getByRole('button', { name: 'Сохранить модификаторы' }));
    const group = screen.getByLabelText('Группа 1');
    await waitFor(() => expect(within(group).getByText(message)).toBeTruthy());
    const callout = screen.getByRole('region', { name: 'Модификаторы' }).querySelector('[role=alert]');
    expect(callout?.textContent).toBe(`Модификаторы не сохранены${message}`);
    expect(value('Максимум группы 1')).toBe('3');
  });

  it('makes the product a combo of slots of products searched on the server', async () => {
    listDb.ProductList.push({ ...listDb.ProductList[4], id: '7', name: 'Кола', price: 11900, sort: 7 });
    renderApp('/EditProduct/5', { as: 'fastfood' });
    await findPage('Редактирование товара');
    const u = user();
    expect(await findText(/Обычный товар\. Чтобы продавать его как комбо/)).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Добавить слот' }));
    await u.type(screen.getByLabelText('Название слота 1'), 'Напиток');
    const search = screen.getByRole('combobox', { name: 'Добавить товар в слот 1' });
    await u.type(search, 'кола');
    await waitFor(() =>
      expect(lastCall.ProductsPage).toMatchObject({ filter: { search: 'кола', shopType: 'fastfood' } }),
    );
    await u.click(within(await screen.findByRole('listbox')).getByText('Кола'));
    expect(within(screen.getByLabelText('Товары слота 1')).getByText('Кола')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Сохранить комбо' }));
    await toast('Комбо сохранено');
    expect(lastCall.SetProductCombo).toEqual({
      productId: '5',
      slots: [{ name: 'Напиток', productIds: ['7'] }],
    });
    expect(
      await findText('Цена комбо — цена этого товара. В продаже из каждого слота выбирают один товар.'),
    ).toBeTruthy();
  });
});

describe('the order screens', { timeout: 30_000 }, () => {
  it('offer a product the moment the catalogue creates it', async () => {
    const { router } = renderApp('/NewProduct', { as: 'fastfood' });
    await findPage('Новый товар');
    const u = user();
    await u.type(await waitFor(() => field('product-name')), 'Шаурма');
    await u.type(field('product-price'), '250');
    await u.click(screen.getByRole('button', { name: 'Сохранить' }));
    await toast('Товар сохранён');
    expect(lastCall.CreateProduct.input).toMatchObject({ name: 'Шаурма', shopType: 'fastfood' });
    await router.navigate('/order/newOrderFastFood');
    await screen.findByLabelText('Код товара');
    expect(await findText('Шаурма')).toBeTruthy();
    expect(screen.getByText('Чизбургер')).toBeTruthy();
  });
});
