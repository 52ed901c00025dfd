/**
 * validateRecord, the one validator of list records (CRM, gateway and web form): every field
 * type, both modes, normalisation and the Russian messages.
 */
import { describe, expect, it } from 'vitest';
import { emptyValue, validateRecord, validationMessage } from '../../schema/list-validation';
import type { FieldDef, ListDef } from '../../schema/lists';
import { findList } from '../../schema/lists';

/** A one-field list, so each case shows exactly one rule. */
function only(field: Partial<FieldDef> & Pick<FieldDef, 'type'>): ListDef {
  const def: FieldDef = { name: 'f', column: 'f', label: 'Поле', ...field };
  return { ...findList('Units')!, fields: [def] };
}

const check = (
  field: Partial<FieldDef> & Pick<FieldDef, 'type'>,
  f: unknown,
  mode: 'create' | 'update' = 'create',
) => validateRecord(only(field), { f }, mode);

describe('field types', () => {
  it.each([
    ['string', {}, '  Роза  ', 'Роза'],
    ['text', {}, 'строка\nвторая', 'строка\nвторая'],
    ['email', {}, ' Olga@Example.COM ', 'olga@example.com'],
    ['phone', {}, '+7 (916) 111-22-33', '+7 (916) 111-22-33'],
    ['color', {}, '#AABBCC', '#aabbcc'],
    ['date', {}, '2024-02-29', '2024-02-29'],
    ['int', {}, '42', 42],
    ['number', {}, 12.5, 12.5],
    ['money', {}, 15000, 15000],
    ['bool', {}, false, false],
    ['enum', { options: [{ value: 'a', label: 'А' }] }, 'a', 'a'],
    ['ref', {}, '7', 7],
    ['pageKeys', {}, ['NEWORDER', 'NEWORDER', 'REFERENCE'], ['NEWORDER', 'REFERENCE']],
    ['password', {}, '  secret  ', '  secret  '],
  ] as const)('%s accepts and normalises a valid value', (type, extra, input, expected) => {
    const { value, errors } = check({ type, ...extra }, input);
    expect(errors).toEqual({});
    expect(value.f).toEqual(expected);
  });

  it.each([
    ['string', {}, 42, 'Поле «Поле»: ожидается строка'],
    ['string', { max: 3 }, 'четыре', 'Поле «Поле»: не длиннее 3 символов'],
    ['string', {}, 'x'.repeat(201), 'Поле «Поле»: не длиннее 200 символов'],
    ['text', {}, 'x'.repeat(2001), 'Поле «Поле»: не длиннее 2000 символов'],
    ['password', {}, '1234567', 'Поле «Поле»: не короче 8 символов'],
    [
      'password',
      {},
      'QWERTY123',
      'Поле «Поле»: слишком распространённый, его подбирают первым — придумайте другой',
    ],
    ['email', {}, 'olga@', 'Поле «Поле»: некорректный email'],
    ['phone', {}, 'позвонить', 'Поле «Поле»: некорректный номер телефона'],
    ['color', {}, 'red', 'Поле «Поле»: цвет в формате #RRGGBB'],
    ['color', {}, '#abc', 'Поле «Поле»: цвет в формате #RRGGBB'],
    ['date', {}, '2023-02-29', 'Поле «Поле»: дата в формате ГГГГ-ММ-ДД'],
    ['date', {}, '01.02.2024', 'Поле «Поле»: дата в формате ГГГГ-ММ-ДД'],
    ['date', {}, 20240101, 'Поле «Поле»: дата в формате ГГГГ-ММ-ДД'],
    ['int', {}, 1.5, 'Поле «Поле»: введите целое число'],
    ['int', { min: 1, max: 10 }, 11, 'Поле «Поле»: число от 1 до 10'],
    ['number', {}, 'abc', 'Поле «Поле»: введите число'],
    ['number', {}, -1, /^Поле «Поле»: число от 0 до/],
    ['money', {}, 10.5, 'Поле «Поле»: сумма с точностью до копейки'],
    ['money', {}, true, 'Поле «Поле»: введите число'],
    ['money', { max: 100_000_000 }, 100_000_001, /^Поле «Поле»: от 0 до 1\s000\s000 ₽$/],
    ['bool', {}, 'да', 'Поле «Поле»: ожидается да или нет'],
    ['enum', { options: [{ value: 'a', label: 'А' }] }, 'b', 'Поле «Поле»: выберите значение из списка'],
    ['ref', {}, 0, 'Поле «Поле»: выберите запись из списка'],
    ['ref', {}, 'abc', 'Поле «Поле»: выберите запись из списка'],
    ['pageKeys', {}, ['NOPE'], 'Поле «Поле»: неизвестный раздел'],
    ['pageKeys', {}, 'NEWORDER', 'Поле «Поле»: неизвестный раздел'],
  ] as const)('%s %j refuses %j', (type, extra, input, message) => {
    const { value, errors } = check({ type, ...extra }, input);
    expect(value).toEqual({});
    if (typeof message === 'string') expect(errors.f).toBe(message);
    else expect(errors.f).toMatch(message);
  });
});

describe('modes', () => {
  const UNITS = findList('Units')!;

  it('create requires every required field and fills the rest with empty values', () => {
    const { errors } = validateRecord(UNITS, {}, 'create');
    expect(errors).toEqual({ name: 'Заполните поле «Единица»', shortName: 'Заполните поле «Сокращение»' });
    const streets = validateRecord(findList('Street')!, { name: 'Тверская' }, 'create');
    expect(streets).toEqual({ value: { name: 'Тверская', deliveryPrice: null }, errors: {} });
  });

  it('update checks only the fields present, but a required field may not be blanked', () => {
    expect(validateRecord(UNITS, { id: 5, shortName: 'кг' }, 'update')).toEqual({
      value: { shortName: 'кг' },
      errors: {},
    });
    expect(validateRecord(UNITS, { name: '   ' }, 'update').errors).toEqual({
      name: 'Заполните поле «Единица»',
    });
    const cleared = validateRecord(findList('Suppliers')!, { email: '' }, 'update');
    expect(cleared).toEqual({ value: { email: '' }, errors: {} });
  });

  it('a password is required on create only, and a blank one on update means "keep it"', () => {
    const users = findList('User')!;
    const base = { email: 'a@b.ru', name: 'Анна', role: 'ADMIN', typeAccount: 'fastfood' };
    expect(validateRecord(users, base, 'create').errors).toEqual({ password: 'Заполните поле «Пароль»' });
    const created = validateRecord(users, { ...base, password: 'secret-12' }, 'create');
    expect(created.errors).toEqual({});
    expect(created.value).toMatchObject({ accessPage: [], password: 'secret-12' });
    const kept = validateRecord(users, { name: 'Анна', password: '' }, 'update');
    expect(kept).toEqual({ value: { name: 'Анна' }, errors: {} });
  });

  it('refuses input that is not an object', () => {
    for (const input of [null, 'x', 42, [1]]) {
      expect(validateRecord(UNITS, input, 'create').errors).toEqual({
        _: 'Ожидается объект с полями записи',
      });
    }
  });
});

describe('cross-field rules and messages', () => {
  it('a percent discount is at most 100, an amount is not limited by it', () => {
    const discounts = findList('Discount')!;
    const percent = validateRecord(discounts, { name: 'Скидка', kind: 'percent', value: 150 }, 'create');
    expect(percent.errors).toEqual({ value: 'Скидка в процентах: не больше 100' });
    const amount = validateRecord(discounts, { name: 'Скидка', kind: 'amount', value: 150 }, 'create');
    expect(amount.errors).toEqual({});
    const promo = validateRecord(
      findList('Promocode')!,
      { discountKind: 'percent', discountValue: 101 },
      'update',
    );
    expect(promo.errors).toEqual({ discountValue: 'Скидка в процентах: не больше 100' });
  });

  it('emptyValue and validationMessage', () => {
    expect(emptyValue({ name: 'a', column: 'a', label: 'A', type: 'pageKeys' })).toEqual([]);
    expect(emptyValue({ name: 'a', column: 'a', label: 'A', type: 'bool' })).toBe(false);
    expect(emptyValue({ name: 'a', column: 'a', label: 'A', type: 'string' })).toBe('');
    expect(emptyValue({ name: 'a', column: 'a', label: 'A', type: 'enum' })).toBeNull();
    expect(emptyValue({ name: 'a', column: 'a', label: 'A', type: 'money' })).toBeNull();
    expect(validationMessage({ a: 'Первое', b: 'Второе' })).toBe('Первое; Второе');
    expect(validationMessage({})).toBe('');
  });
});
