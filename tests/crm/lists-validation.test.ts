/**
 * Bad input to the list calls: invalid fields, duplicate codes and emails, missing references.
 * Each refusal is an HTTP 200 envelope with data null, and nothing is written. "Nothing written"
 * is checked by content, not by counts, so parallel files on one PostgreSQL cannot disturb it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTS } from '../../schema/lists';
import { startTestCrm, type TestCrm } from './helper';
import { createSample, expectError, getAll, list, sampleRecord, saveNew, tag, update } from './list-samples';

let crm: TestCrm;
beforeAll(async () => {
  crm = await startTestCrm();
});
afterAll(() => crm?.close());

/** No record of the list carries this marker in any field. */
async function absent(name: string, marker: string) {
  const records = await getAll(crm, list(name));
  expect(records.filter((r) => Object.values(r).includes(marker))).toEqual([]);
}

describe('validation', () => {
  it.each(LISTS.filter((l) => l.fields.some((f) => f.required)).map((l) => [l.name, l] as const))(
    '%s: a missing required field is refused by name and nothing is stored',
    async (_name, def) => {
      const field = def.fields.find((f) => f.required)!;
      const input = await sampleRecord(crm, def);
      delete input[field.name];
      const marker = String(
        Object.values(input).find((v) => typeof v === 'string' && v.startsWith('t')) ?? '',
      );
      expectError(await saveNew(crm, def, input), 'VALIDATION', `Заполните поле «${field.label}»`);
      if (marker) await absent(def.name, marker);
    },
  );

  it.each([
    ['ChangeList', { amount: 'много' }, 'Поле «Номинал»: введите число'],
    ['ChangeList', { amount: 10.5 }, 'Поле «Номинал»: сумма с точностью до копейки'],
    ['ChangeList', { amount: -100 }, /Поле «Номинал»: от 0 до 1\s000\s000 ₽/],
    ['OrderSource', { name: 'x'.repeat(201) }, 'Поле «Канал продаж»: не длиннее 200 символов'],
    ['Suppliers', { email: 'не-email' }, 'Поле «Email»: некорректный email'],
    ['StatusOrder', { color: 'red' }, 'Поле «Цвет»: цвет в формате #RRGGBB'],
    ['Certificate', { validUntil: '2026-02-30' }, 'Поле «Действует до»: дата в формате ГГГГ-ММ-ДД'],
    ['Discount', { kind: 'percent', value: 150 }, 'Скидка в процентах: не больше 100'],
    ['Promocode', { discountKind: 'percent', discountValue: 101 }, 'Скидка в процентах: не больше 100'],
    ['TypePayments', { cashless: 'да' }, 'Поле «Безналичный»: ожидается да или нет'],
    ['Outlets', { shopType: 'bakery' }, 'Поле «Тип»: выберите значение из списка'],
    ['User', { accessPage: ['NOPE'] }, 'Поле «Доступные разделы»: неизвестный раздел'],
    ['User', { password: '123' }, 'Поле «Пароль»: не короче 8 символов'],
    [
      'User',
      { password: 'qwerty123' },
      'Поле «Пароль»: слишком распространённый, его подбирают первым — придумайте другой',
    ],
    [
      'User',
      { password: 'Password' },
      'Поле «Пароль»: слишком распространённый, его подбирают первым — придумайте другой',
    ],
  ])('%s %j is refused on create and on update, and nothing changes', async (name, bad, message) => {
    const def = list(name);
    const t = tag();
    const input = { ...(await sampleRecord(crm, def, t)), ...bad };
    expectError(await saveNew(crm, def, input), 'VALIDATION', message);
    await absent(name, t);

    const { record } = await createSample(crm, def);
    expectError(await update(crm, def, { id: record.id, ...bad }), 'VALIDATION', message);
    const stored = (await getAll(crm, def)).find((r) => r.id === record.id);
    expect(stored).toEqual(record);
  });

  it('refuses a percent over 100 when an update sends only the value', async () => {
    const def = list('Discount');
    const { record } = await createSample(crm, def, { kind: 'percent', value: 10 });
    expectError(
      await update(crm, def, { id: record.id, value: 150 }),
      'VALIDATION',
      'Скидка в процентах: не больше 100',
    );
    expect((await getAll(crm, def)).find((r) => r.id === record.id)).toEqual(record);
  });

  it('refuses blanking a required field on update', async () => {
    const { record } = await createSample(crm, list('Units'));
    expectError(
      await update(crm, list('Units'), { id: record.id, name: '  ' }),
      'VALIDATION',
      'Заполните поле «Единица»',
    );
  });

  it('refuses a payload that is not an object', async () => {
    expectError(await saveNew(crm, list('Units'), 'Штука'), 'VALIDATION');
    expectError(await saveNew(crm, list('Units'), [1, 2]), 'VALIDATION');
  });
});

describe('unique values', () => {
  it.each([
    ['Promocode', 'code', 'Запись с таким значением поля «Промокод» уже существует'],
    ['Certificate', 'code', 'Запись с таким значением поля «Код» уже существует'],
  ])(
    '%s: a %s taken in any letter case is DUPLICATE, on create and on update',
    async (name, key, message) => {
      const def = list(name);
      const { record } = await createSample(crm, def);
      const code = String(record[key]);
      const t = tag();
      const input = { ...(await sampleRecord(crm, def, t)), [key]: ` ${code.toUpperCase()} ` };
      expectError(await saveNew(crm, def, input), 'DUPLICATE', message);
      await absent(name, t);

      const { record: other } = await createSample(crm, def);
      expectError(await update(crm, def, { id: other.id, [key]: code }), 'DUPLICATE', message);
      expect((await getAll(crm, def)).find((r) => r.id === other.id)).toEqual(other);
      // Saving a record with its own code is not a duplicate.
      const same = await update(crm, def, { id: record.id, [key]: code.toUpperCase() });
      expect(same.body.error).toBe(0);
    },
  );

  it('User: a taken email is DUPLICATE with the users message', async () => {
    const def = list('User');
    const { record } = await createSample(crm, def);
    const t = tag();
    const input = { ...(await sampleRecord(crm, def, t)), email: String(record.email).toUpperCase() };
    const message = 'Пользователь с таким email уже существует';
    expectError(await saveNew(crm, def, input), 'DUPLICATE', message);
    await absent('User', t);
    expectError(await saveNew(crm, def, { ...input, email: 'admin@example.com' }), 'DUPLICATE', message);
  });
});

describe('references', () => {
  it.each([
    ['Employees', 'positionId', 'Поле «Должность»: запись не найдена'],
    ['Employees', 'affiliateId', 'Поле «Филиал»: запись не найдена'],
    ['Outlets', 'affiliateId', 'Поле «Филиал»: запись не найдена'],
    ['Recipients', 'clientId', 'Поле «Клиент»: запись не найдена'],
  ])('%s.%s naming a missing record is refused and nothing changes', async (name, key, message) => {
    const def = list(name);
    const t = tag();
    const input = { ...(await sampleRecord(crm, def, t)), [key]: 2_000_000_000 };
    expectError(await saveNew(crm, def, input), 'VALIDATION', message);
    await absent(name, t);
    const { record } = await createSample(crm, def);
    expectError(await update(crm, def, { id: record.id, [key]: 2_000_000_000 }), 'VALIDATION', message);
    expect((await getAll(crm, def)).find((r) => r.id === record.id)).toEqual(record);
  });

  it('an optional reference can be cleared', async () => {
    const def = list('Employees');
    const { record } = await createSample(crm, def);
    const reply = await update(crm, def, { id: record.id, positionId: null });
    expect(reply.body.data?.record.positionId).toBeNull();
  });
});
