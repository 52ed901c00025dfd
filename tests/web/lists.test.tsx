import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { gqlError, USERS } from './handlers';
import { lastCall, listDb, listPayload, listsHandlers, resetListDb } from './lists-handlers';
import { LISTS } from '../../schema/lists';
import { clearToasts } from '../../web/src/lists/toaster';
import { desktopBox, findText, renderApp } from './render';
import { server } from './setup';

desktopBox(1200);
beforeEach(async () => {
  resetListDb();
  // The toaster outlives a rendered app: start every case without the previous case's toasts.
  await clearToasts();
  await waitFor(() => expect(document.querySelector('.bp6-toast')).toBeNull());
});

const user = () => userEvent.setup();
// The first render loads the lazy screen module and the lists: allow more than findBy's 1 s.

// Cold starts load the editor's chunk (Table2, datetime) in jsdom: allow for a busy machine.
describe('the list editor', { timeout: 30_000 }, () => {
  it('renders the visible rows of the list with formatted cells', async () => {
    renderApp('/reference/Units', { as: 'admin' });
    expect(await findText('Штука')).toBeTruthy();
    expect(screen.getByText('Килограмм')).toBeTruthy();
    expect(screen.queryByText('Метр')).toBeNull();
    expect(screen.getByText('Показано: 2 из 2')).toBeTruthy();
  });

  it('shows money in rubles', async () => {
    renderApp('/reference/Street', { as: 'admin' });
    expect(await findText(/^1\s234,50\s₽$/)).toBeTruthy();
  });

  it('filters rows by the search box', async () => {
    renderApp('/reference/Units', { as: 'admin' });
    await findText('Штука');
    await user().type(screen.getByRole('searchbox', { name: 'Поиск' }), 'кг');
    await waitFor(() => expect(screen.queryByText('Штука')).toBeNull());
    expect(screen.getByText('Килограмм')).toBeTruthy();
  });

  it('shows deleted rows with «Восстановить» only when «показать удалённые» is checked', async () => {
    renderApp('/reference/Units', { as: 'admin' });
    await findText('Штука');
    await user().click(screen.getByLabelText('показать удалённые'));
    expect(await screen.findByText('Метр')).toBeTruthy();
    await user().click(screen.getByRole('button', { name: 'Восстановить' }));
    await user().click(await screen.findByRole('button', { name: 'Да' }));
    await screen.findByText('Запись восстановлена');
    expect(lastCall.SetUnitDeleted).toEqual({ id: '3', deleted: false });
  });

  it('validates the create dialog with Russian messages and keeps the input', async () => {
    renderApp('/reference/Units', { as: 'admin' });
    await findText('Штука');
    await user().click(screen.getByRole('button', { name: 'Добавить' }));
    const dialog = await screen.findByRole('dialog');
    await user().click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(within(dialog).getByText('Заполните поле «Единица»')).toBeTruthy();
    expect(within(dialog).getByText('Заполните поле «Сокращение»')).toBeTruthy();
    expect(lastCall.CreateUnit).toBeUndefined();

    await user().type(within(dialog).getByLabelText(/^Единица/), 'Литр');
    await user().type(within(dialog).getByLabelText(/^Сокращение/), 'л');
    await user().click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await screen.findByText('Запись создана');
    expect(lastCall.CreateUnit).toEqual({ input: { name: 'Литр', shortName: 'л' } });
    expect(await screen.findByText('Литр')).toBeTruthy();
  });

  it('converts money typed in rubles to kopecks', async () => {
    renderApp('/reference/Street', { as: 'admin' });
    await user().click(await screen.findByRole('button', { name: 'Добавить' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog');
    await user().type(within(dialog).getByLabelText(/^Улица/), 'Мира');
    await user().type(within(dialog).getByLabelText(/^Стоимость доставки/), '250,5');
    await user().click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await screen.findByText('Запись создана');
    expect(lastCall.CreateStreet).toEqual({ input: { name: 'Мира', deliveryPrice: 25050 } });
  });

  it("shows a payload's user error next to its field and keeps the input", async () => {
    const taken = 'Запись со значением «Литр» в поле «Единица» уже есть';
    server.use(
      graphql.mutation('CreateUnit', () =>
        HttpResponse.json({
          data: {
            createUnit: listPayload('CreateUnitPayload', 'unit', null, [
              { field: ['input', 'name'], code: 'NAME_TAKEN', message: taken },
            ]),
          },
        }),
      ),
    );
    renderApp('/reference/Units', { as: 'admin' });
    await user().click(await screen.findByRole('button', { name: 'Добавить' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog');
    await user().type(within(dialog).getByLabelText(/^Единица/), 'Литр');
    await user().type(within(dialog).getByLabelText(/^Сокращение/), 'л');
    await user().click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    // The message sits under the «Единица» field (its helper text), and the input stays.
    const nameGroup = within(dialog)
      .getByLabelText(/^Единица/)
      .closest('.bp6-form-group') as HTMLElement;
    expect(await within(nameGroup).findByText(taken)).toBeTruthy();
    expect((within(dialog).getByLabelText(/^Единица/) as HTMLInputElement).value).toBe('Литр');
    expect(listDb.Units.some((r) => r.name === 'Литр')).toBe(false);
    // No callout on top: the one message has its place at the field.
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('shows a user error without a field in the callout on top of the dialog', async () => {
    server.use(
      graphql.mutation('CreateUnit', () =>
        HttpResponse.json({
          data: {
            createUnit: listPayload('CreateUnitPayload', 'unit', null, [
              { field: null, code: 'INVALID', message: 'Единиц не больше 500' },
            ]),
          },
        }),
      ),
    );
    renderApp('/reference/Units', { as: 'admin' });
    await user().click(await screen.findByRole('button', { name: 'Добавить' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog');
    await user().type(within(dialog).getByLabelText(/^Единица/), 'Литр');
    await user().type(within(dialog).getByLabelText(/^Сокращение/), 'л');
    await user().click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'Единиц не больше 500');
  });

  it('deletes only after «Да» in the confirmation', async () => {
    renderApp('/reference/Units', { as: 'admin' });
    await findText('Штука');
    await user().click(screen.getByRole('button', { name: 'Удалить «Штука»' }));
    await user().click(await screen.findByRole('button', { name: 'Нет' }));
    expect(lastCall.SetUnitDeleted).toBeUndefined();
    expect(screen.getByText('Штука')).toBeTruthy();

    await user().click(screen.getByRole('button', { name: 'Удалить «Штука»' }));
    expect(screen.getByText('Удалить «Штука»?')).toBeTruthy();
    await user().click(await screen.findByRole('button', { name: 'Да' }));
    await screen.findByText('Запись удалена');
    await waitFor(() => expect(screen.queryByText('Штука')).toBeNull());
    expect(listDb.Units[0].deleted).toBe(true);
  });

  it('exports exactly the filtered rows as a `;` CSV with a BOM', async () => {
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (b: Blob) => (blobs.push(b), 'blob:csv'),
      revokeObjectURL: () => {},
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderApp('/reference/Units', { as: 'admin' });
    await findText('Штука');
    await user().type(screen.getByRole('searchbox', { name: 'Поиск' }), 'кило');
    await user().click(screen.getByRole('button', { name: 'Экспорт CSV' }));
    // jsdom's Blob has no arrayBuffer(); FileReader reads it.
    const bytes = await new Promise<Uint8Array>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(blobs[0]);
    });
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text).toBe('Единица;Сокращение;Активна\r\nКилограмм;кг;Да\r\n');
  });

  it('asks the server for the client directory CSV (every matching row, audited there)', async () => {
    const asked: URL[] = [];
    server.use(
      http.get('/api/export/list/KlientDirectory', ({ request }) => {
        asked.push(new URL(request.url));
        return new HttpResponse('\uFEFFФамилия;Имя\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="KlientDirectory.csv"',
            'x-export-rows': '1520',
          },
        });
      }),
    );
    Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => {} });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderApp('/reference/KlientDirectory', { as: 'admin' });
    await findText('Иванов');
    await user().type(screen.getByRole('searchbox', { name: 'Поиск' }), 'иван');
    await user().click(screen.getByRole('button', { name: 'Экспорт CSV' }));
    await screen.findByText('Выгружено записей: 1520');
    expect(asked[0].searchParams.get('search')).toBe('иван');
    expect(asked[0].searchParams.has('deleted')).toBe(false);
    expect(names).toEqual(['KlientDirectory.csv']);
  });

  it('says why a client CSV was refused', async () => {
    server.use(
      http.get('/api/export/list/KlientDirectory', () =>
        HttpResponse.json({ message: 'Недостаточно прав' }, { status: 403 }),
      ),
    );
    renderApp('/reference/KlientDirectory', { as: 'admin' });
    await findText('Иванов');
    await user().click(screen.getByRole('button', { name: 'Экспорт CSV' }));
    await screen.findByText('Недостаточно прав');
  });

  it('is closed to an admin without KLIENTS: clients are personal data (issue 16)', async () => {
    server.use(
      graphql.query('Me', () =>
        HttpResponse.json({
          data: { me: { ...USERS.fastfood, typeAccount: 'flower_shop', accessPage: ['REFERENCE'] } },
        }),
      ),
    );
    renderApp('/klientList/klientList', { as: 'fastfood' });
    expect(await findText('Доступ запрещен!')).toBeTruthy();
    expect(screen.queryByText('Иванов')).toBeNull();
  });

  it('says so when the screen opens but its records are not the user’s to read (staff without ACCESSRIGHTS)', async () => {
    server.use(
      graphql.query('Me', () =>
        HttpResponse.json({ data: { me: { ...USERS.fastfood, accessPage: ['SETTINGS'] } } }),
      ),
    );
    renderApp('/Settings/UserList', { as: 'fastfood' });
    expect(await findText('Нет доступа к записям списка')).toBeTruthy();
    expect(screen.queryByText('admin@example.com')).toBeNull();
  });

  it('shows the error state with a retry', async () => {
    server.use(
      graphql.query('ListsBootstrap', () => gqlError('Сервис недоступен', 'INTERNAL_SERVER_ERROR')),
      graphql.query('UnitsRecords', () => gqlError('Сервис недоступен', 'INTERNAL_SERVER_ERROR')),
    );
    renderApp('/reference/Units', { as: 'admin' });
    expect(await findText('Не удалось загрузить список')).toBeTruthy();
    server.use(...listsHandlers);
    await user().click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Штука')).toBeTruthy();
  });

  it('a list whose root failed in the bootstrap shows its error state, not an empty list, and retries', async () => {
    // Nullable roots (issue 18): the bootstrap keeps the other lists' data, this one is null.
    server.use(
      graphql.query('ListsBootstrap', () =>
        HttpResponse.json({
          errors: [
            { message: 'CRM недоступна', path: ['units'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } },
          ],
          data: Object.fromEntries(LISTS.map((l) => [l.plural, l.name === 'Units' ? null : listDb[l.name]])),
        }),
      ),
    );
    renderApp('/reference/Units', { as: 'admin' });
    expect(await findText('Не удалось загрузить список')).toBeTruthy();
    expect(screen.queryByText('Записей пока нет')).toBeNull();
    await user().click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Штука')).toBeTruthy();
  });

  it('holds one server page of 5,000 clients, counts them all, and searches on the server', async () => {
    listDb.KlientDirectory = Array.from({ length: 5000 }, (_, i) => ({
      ...listDb.KlientDirectory[0],
      id: String(i + 1),
      sort: i + 1,
      lastName: `Фамилия${i}`,
      phone: `+7 900 ${String(i).padStart(7, '0')}`,
    }));
    renderApp('/klientList/klientList', { as: 'admin' });
    expect(await findText('Фамилия0')).toBeTruthy();
    // The directory is never loaded whole: a page of 100, the count from the server.
    expect(screen.getByText(/Показано: 100 из 5000/)).toBeTruthy();
    expect(lastCall.ClientsPage).toMatchObject({ first: 100, orderBy: 'LIST' });
    expect(document.querySelectorAll('*').length).toBeLessThan(3000);
    await user().type(screen.getByRole('searchbox', { name: 'Поиск' }), 'фамилия4321');
    expect(await findText('Фамилия4321')).toBeTruthy();
    expect(screen.getByText(/Показано: 1 из 1/)).toBeTruthy();
    expect(lastCall.ClientsPage).toMatchObject({ filter: { search: 'фамилия4321' } });
  });

  it('shows the empty state with a create button', async () => {
    renderApp('/reference/writeOff', { as: 'admin' });
    expect(await findText('Записей пока нет')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Создать запись' })).toBeTruthy();
  });
});

describe('access rights', { timeout: 30_000 }, () => {
  it('lists users and saves a changed set of pages', async () => {
    const app = renderApp('/AccessRightsSettings', { as: 'admin' });
    await user().click(
      await screen.findByRole('link', { name: 'Изменить права manager@example.com' }, { timeout: 15_000 }),
    );
    const allOrders = await screen.findByRole('checkbox', { name: 'Все заказы' }, { timeout: 15_000 });
    expect(app.location()).toBe('/AccessRightsSettingsWithId/2');
    expect((allOrders as HTMLInputElement).checked).toBe(true);
    await user().click(allOrders);
    await user().click(screen.getByRole('button', { name: 'Сохранить' }));
    await screen.findByText('Права сохранены');
    expect(lastCall.SetUserAccess).toEqual({
      id: '2',
      input: { role: 'MANAGER', typeAccount: 'flower_shop', accessPage: ['NEWORDER', 'ANALITIKA'] },
    });
  });
});
