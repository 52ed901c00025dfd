import { describe, expect, it, vi } from 'vitest';
import {
  cartDiscount,
  cartReducer,
  cartTotals,
  createCodeCapture,
  lineKey,
  orderLines,
  plainLine,
  unitPrice,
  type CartLine,
} from '../../web/src/orders/pos/cart';
import { choiceProblem, groupHint, groupsInOrder, toggleOption } from '../../web/src/orders/pos/menu';
import { nextStatus } from '../../web/src/orders/pos/board';
import { pickByCode } from '../../web/src/orders/catalog';
import { draftToInput, emptyDraft, newLine, validateDraft } from '../../web/src/orders/form';
import { choiceFilter, isNarrowed, ALL_ORDERS } from '../../web/src/orders/OrderFilters';
import { choicePairs, readChoice } from '../../schema/order-filters';
import { pickPreset, presetRange, resetPresetChoice, setDateKind } from '../../web/src/orders/presets';
import { computeTotals, parseRubles } from '../../web/src/orders/totals';

// Wednesday 19 November 2025, noon.
const WED = new Date(2025, 10, 19, 12);

describe('date presets', () => {
  it('compute single days around today', () => {
    expect(presetRange('TODAY', WED)).toEqual({ start: '2025-11-19', stop: '2025-11-19' });
    expect(presetRange('TOMORROW', WED)).toEqual({ start: '2025-11-20', stop: '2025-11-20' });
    expect(presetRange('YESTERDAY', WED)).toEqual({ start: '2025-11-18', stop: '2025-11-18' });
  });

  it('make the week run Monday to Sunday, also when today is a Sunday', () => {
    expect(presetRange('WEEK', WED)).toEqual({ start: '2025-11-17', stop: '2025-11-23' });
    expect(presetRange('WEEK', new Date(2025, 10, 23, 12))).toEqual({
      start: '2025-11-17',
      stop: '2025-11-23',
    });
    expect(presetRange('WEEK', new Date(2025, 10, 24, 12))).toEqual({
      start: '2025-11-24',
      stop: '2025-11-30',
    });
  });

  it('cover the whole month and keep a chosen period', () => {
    expect(presetRange('MONTH', WED)).toEqual({ start: '2025-11-01', stop: '2025-11-30' });
    expect(presetRange('MONTH', new Date(2024, 1, 10))).toEqual({ start: '2024-02-01', stop: '2024-02-29' });
    const custom = { start: '2025-10-01', stop: '2025-10-15' };
    expect(presetRange('SPECIFY', WED, custom)).toEqual(custom);
  });
});

describe('the day an order is due (issue 26)', () => {
  it('«Завтра» switches the list to the due day, remembered for the tab; other presets keep the choice', () => {
    window.sessionStorage.clear();
    resetPresetChoice();
    setDateKind('TAKEN');
    pickPreset({ key: 'TODAY', custom: null });
    expect(window.sessionStorage.getItem('orders.dateBy')).toBe('TAKEN');
    pickPreset({ key: 'TOMORROW', custom: null });
    expect(window.sessionStorage.getItem('orders.dateBy')).toBe('DUE');
    expect(JSON.parse(window.sessionStorage.getItem('orders.preset')!)).toMatchObject({ key: 'TOMORROW' });
    // The user may still look at what was taken tomorrow: the switch is explicit.
    setDateKind('TAKEN');
    pickPreset({ key: 'WEEK', custom: null });
    expect(window.sessionStorage.getItem('orders.dateBy')).toBe('TAKEN');
  });

  it('sends only the filters chosen, several ids each; «Без исполнителя» as withoutWorker', () => {
    expect(isNarrowed(ALL_ORDERS)).toBe(false);
    expect(choiceFilter(ALL_ORDERS)).toEqual({
      statusIds: undefined,
      workerIds: undefined,
      withoutWorker: undefined,
      paymentTypeIds: undefined,
      sourceIds: undefined,
    });
    const c = { ...ALL_ORDERS, statusIds: ['3', '5'], sourceIds: ['7'] };
    expect(isNarrowed(c)).toBe(true);
    expect(choiceFilter(c)).toMatchObject({ statusIds: ['3', '5'], sourceIds: ['7'], workerIds: undefined });
    expect(choiceFilter({ ...ALL_ORDERS, workerIds: ['none'] })).toMatchObject({
      workerIds: undefined,
      withoutWorker: true,
    });
    expect(choiceFilter({ ...ALL_ORDERS, workerIds: ['none', '4'] })).toMatchObject({
      workerIds: ['4'],
      withoutWorker: true,
    });
  });

  it('reads and writes the filters as the address holds them: repeated or comma-separated', () => {
    const url = new URLSearchParams('statusId=1&statusId=3,4&workerId=none&sourceId=&other=x');
    const c = readChoice((p) => url.getAll(p));
    expect(c).toEqual({ statusIds: ['1', '3', '4'], workerIds: ['none'], paymentTypeIds: [], sourceIds: [] });
    expect(new URLSearchParams(choicePairs(c)).toString()).toBe(
      'statusId=1&statusId=3&statusId=4&workerId=none',
    );
  });
});

describe('order totals (the CRM rules of docs/orders.md)', () => {
  it('reproduce the documented example to the kopeck', () => {
    const t = computeTotals({
      lines: [
        { count: 3, price: 25000 },
        { count: 1, price: 120050 },
      ],
      discountType: 'percent',
      discountValue: 7.5,
      advanceSum: 421,
      changeFor: 500000,
    });
    expect(t).toMatchObject({
      subtotal: 195050,
      discountSum: 14629,
      total: 180421,
      due: 180000,
      change: 320000,
    });
    expect(t.problems).toEqual([]);
  });

  it('round 7.5 % of 19,99 ₽ half up like the server', () => {
    expect(
      computeTotals({
        lines: [{ count: 1, price: 1999 }],
        discountType: 'percent',
        discountValue: 7.5,
        advanceSum: 0,
        changeFor: null,
      }).discountSum,
    ).toBe(150);
  });

  it('refuse what the CRM refuses, in Russian', () => {
    const base = {
      lines: [{ count: 1, price: 10000 }],
      discountType: null,
      discountValue: 0,
      changeFor: null,
    };
    expect(
      computeTotals({ ...base, discountType: 'amount', discountValue: 20000, advanceSum: 0 }).problems[0],
    ).toMatch(/^Скидка не может превышать/);
    expect(computeTotals({ ...base, advanceSum: 20000 }).problems[0]).toMatch(
      /^Предоплата не может превышать/,
    );
    expect(computeTotals({ ...base, advanceSum: 0, changeFor: 5000 }).problems[0]).toMatch(
      /^Купюра меньше суммы/,
    );
  });

  it('parse rubles as typed', () => {
    expect(parseRubles('1 234,50')).toBe(123450);
    expect(parseRubles('99.5')).toBe(9950);
    expect(parseRubles('')).toBe(0);
    expect(parseRubles('abc')).toBeNull();
  });
});

describe('the order form draft', () => {
  it('says in Russian what is missing', () => {
    const e = validateDraft(emptyDraft(WED), { needsRecipient: true });
    expect(e['client.phone']).toMatch(/телефон клиента/);
    expect(e.deliveryAddress).toBe('Укажите адрес доставки');
    expect(e['lines.0.productId']).toMatch(/Выберите товар/);
  });

  it('checks the phone and the delivery time by the CRM rules (schema/order-input.ts)', () => {
    const d = emptyDraft(WED);
    d.client = { ...d.client, phone: '2024-02-30' };
    d.deliveryTime = 'x';
    const e = validateDraft(d, { needsRecipient: false });
    expect(e['client.phone']).toBe('Укажите телефон клиента (от 10 до 15 цифр)');
    expect(e.deliveryTime).toBe('Время доставки: ЧЧ:ММ или интервал ЧЧ:ММ-ЧЧ:ММ');
    d.client = { ...d.client, phone: '8 (900) 123-45-67' };
    d.deliveryTime = '12:00-15:00';
    const ok = validateDraft(d, { needsRecipient: false });
    expect(ok['client.phone']).toBeUndefined();
    expect(ok.deliveryTime).toBeUndefined();
  });

  it('sends kopecks and the computed total and change', () => {
    const d = emptyDraft(WED);
    d.client = { ...d.client, phone: '+7 900 111-22-33', firstName: 'Иван' };
    d.deliveryAddress = 'Ленина, 1';
    d.lines = [{ ...newLine(), productId: '3', count: '2', price: '250' }];
    d.discountType = 'amount';
    d.discountValue = '50';
    d.changeFor = '1000';
    expect(validateDraft(d, { needsRecipient: true })).toEqual({});
    const input = draftToInput(d, 'flower_shop', true);
    expect(input).toMatchObject({ total: 45000, discountValue: 5000, changeFor: 100000, change: 55000 });
    expect(input.lines).toEqual([{ productId: '3', count: 2, price: 25000 }]);
  });

  it('adds the delivery charge after the discount, and charges none for a pick-up', () => {
    const d = emptyDraft(WED);
    d.client = { ...d.client, phone: '+7 900 111-22-33', firstName: 'Иван' };
    d.deliveryAddress = 'Ленина, 1';
    d.lines = [{ ...newLine(), productId: '3', count: '2', price: '250' }];
    d.discountType = 'percent';
    d.discountValue = '10';
    d.deliverySum = '400';
    // 500 − 10 % + 400 = 850: the discount is on the goods only.
    expect(draftToInput(d, 'flower_shop', true)).toMatchObject({ deliverySum: 40000, total: 85000 });
    expect(draftToInput({ ...d, deliveryType: 'pickup' }, 'flower_shop', true)).toMatchObject({
      deliverySum: 0,
      total: 45000,
    });
    expect(validateDraft({ ...d, deliverySum: 'много' }, { needsRecipient: true }).deliverySum).toBe(
      'Стоимость доставки — сумма в рублях',
    );
  });

  it('applies a promo code after the discount and sends the certificate as a payment (issue 26)', () => {
    const d = emptyDraft(WED);
    d.client = { ...d.client, phone: '+7 900 111-22-33', firstName: 'Иван' };
    d.deliveryAddress = 'Ленина, 1';
    d.lines = [{ ...newLine(), productId: '3', count: '2', price: '250' }];
    d.discountType = 'amount';
    d.discountValue = '50';
    d.deliverySum = '400';
    d.promo = { code: 'ВЕСНА', kind: 'percent', value: 10 };
    d.certificate = { code: 'C-1', balance: 30000 };
    d.certificateSum = '300';
    // (500 − 50) − 10 % = 405, + 400 delivery = 805; 300 of it by certificate.
    expect(validateDraft(d, { needsRecipient: true })).toEqual({});
    expect(draftToInput(d, 'flower_shop', true)).toMatchObject({
      total: 80500,
      promoCode: 'ВЕСНА',
      certificateCode: 'C-1',
      certificateSum: 30000,
    });
    expect(validateDraft({ ...d, certificateSum: '301' }, { needsRecipient: true }).certificateSum).toMatch(
      /^На сертификате «C-1» осталось 300,00/,
    );
  });
});

describe('the POS cart', () => {
  const burger = { id: '17', name: 'Гамбургер', price: 13900 };
  const cola = { id: '21', name: 'Кола', price: 11900 };
  const keyOf = (p: typeof burger) => lineKey(plainLine(p));

  it('a product with other choices or another comment is another line; deltas price each unit', () => {
    const size = { id: '5', name: '0,3 л', priceDelta: -2000 };
    const cheese = { id: '9', name: '+ сыр', priceDelta: 4000 };
    const small = { ...plainLine(cola), modifiers: [size] };
    let c = cartReducer([], { type: 'add', line: small });
    c = cartReducer(c, { type: 'add', line: small });
    c = cartReducer(c, { type: 'add', line: plainLine(cola) });
    c = cartReducer(c, {
      type: 'add',
      line: { ...plainLine(burger), modifiers: [cheese], comment: 'без соли' },
    });
    expect(c.map((l) => [l.name, l.count, unitPrice(l)])).toEqual([
      ['Кола', 2, 9900],
      ['Кола', 1, 11900],
      ['Гамбургер', 1, 17900],
    ]);
    expect(cartTotals(c, null).total).toBe(2 * 9900 + 11900 + 17900);
    const combo = {
      ...plainLine({ id: '40', name: 'Комбо', price: 29900 }),
      parts: [{ slotId: '1', slot: 'Напиток', productId: '21', name: 'Кола', modifiers: [size] }],
    };
    expect(unitPrice(combo)).toBe(27900);
    expect(orderLines([{ ...combo, key: lineKey(combo), count: 1 }])[0]).toEqual({
      productId: '40',
      count: 1,
      price: 29900,
      modifierIds: [],
      comment: '',
      comboParts: [{ slotId: '1', productId: '21', modifierIds: ['5'] }],
    });
  });

  it('the sheet asks what the CRM will: required groups first, within min and max', () => {
    const sauce = {
      id: 'g1',
      name: 'Соус',
      min: 1,
      max: 2,
      required: true,
      options: ['a', 'b', 'c'].map((id) => ({ id, name: id, priceDelta: 0 })),
    };
    const without = {
      ...sauce,
      id: 'g2',
      name: 'Без',
      min: 0,
      required: false,
      options: [{ id: 'x', name: 'без лука', priceDelta: 0 }],
    };
    expect(groupsInOrder([without, sauce]).map((g) => g.name)).toEqual(['Соус', 'Без']);
    expect(choiceProblem([without, sauce], [])).toBe('Выберите «Соус»');
    let chosen = toggleOption(sauce, [], 'a');
    chosen = toggleOption(sauce, chosen, 'b');
    // A third tap past the maximum changes nothing.
    expect(toggleOption(sauce, chosen, 'c')).toEqual(['a', 'b']);
    expect(choiceProblem([without, sauce], chosen)).toBeNull();
    const size = { ...sauce, max: 1, min: 1 };
    expect(toggleOption(size, ['a'], 'b')).toEqual(['b']);
    expect(groupHint(size)).toBe('выберите 1');
    expect(groupHint(without)).toBe('по желанию, до 2');
  });

  it('adds, increments, decrements and drops a line at zero', () => {
    let c: CartLine[] = [];
    c = cartReducer(c, { type: 'add', line: plainLine(burger) });
    c = cartReducer(c, { type: 'add', line: plainLine(burger) });
    c = cartReducer(c, { type: 'add', line: plainLine(cola) });
    expect(c.map((l) => [l.productId, l.count])).toEqual([
      ['17', 2],
      ['21', 1],
    ]);
    c = cartReducer(c, { type: 'dec', key: keyOf(cola) });
    expect(c).toHaveLength(1);
    c = cartReducer(c, { type: 'inc', key: keyOf(burger) });
    expect(cartTotals(c, null).total).toBe(41700);
  });

  it('gives change from the cash received and flags too little', () => {
    const c = cartReducer([], { type: 'add', line: plainLine(burger) });
    expect(cartTotals(c, 50000)).toMatchObject({ total: 13900, change: 36100, short: false });
    expect(cartTotals(c, 10000).short).toBe(true);
  });

  it('takes a promo code off the total and a certificate off what is paid in money (issue 26)', () => {
    let c = cartReducer([], { type: 'add', line: plainLine(burger) });
    c = cartReducer(c, { type: 'inc', key: keyOf(burger) });
    const promo = { code: 'ВЕСНА', kind: 'percent' as const, value: 10 };
    // 278 ₽ − 10 % = 250,20 ₽; the certificate pays 100 ₽ of it; 200 ₽ cash gives 49,80 ₽ back.
    expect(cartTotals(c, 20000, promo, { code: 'C-1', balance: 10000 })).toEqual({
      total: 25020,
      discountType: null,
      discountValue: 0,
      discountSum: 0,
      markupSum: 0,
      promoSum: 2780,
      certificateSum: 10000,
      bonusSum: 0,
      due: 15020,
      change: 4980,
      short: false,
    });
    // A certificate worth more than the order pays it all and keeps the rest.
    expect(cartTotals(c, null, null, { code: 'C-2', balance: 100000 })).toMatchObject({
      certificateSum: 27800,
      due: 0,
    });
    expect(cartTotals(c, 10000, promo, { code: 'C-1', balance: 10000 }).short).toBe(true);
  });

  it('bonuses pay part of what the certificate left, like the CRM counts it (docs/loyalty.md)', () => {
    let c = cartReducer([], { type: 'add', line: plainLine(burger) });
    c = cartReducer(c, { type: 'inc', key: keyOf(burger) });
    // 278 ₽: the certificate pays 100 ₽, bonuses 50 ₽, 128 ₽ is left in money; 200 ₽ gives 72 ₽ back.
    expect(cartTotals(c, 20000, null, { code: 'C-1', balance: 10000 }, null, null, 5000)).toMatchObject({
      total: 27800,
      certificateSum: 10000,
      bonusSum: 5000,
      due: 12800,
      change: 7200,
    });
  });

  it('a preset discount and a markup at the till go through the shared totals (issue 26 item 3)', () => {
    let c = cartReducer([], { type: 'add', line: plainLine(burger) });
    c = cartReducer(c, { type: 'inc', key: keyOf(burger) });
    // A preset «Сотрудникам 50 ₽» is rubles in the list: the till takes 5000 kopecks.
    const discount = cartDiscount({ kind: 'amount', value: 50 });
    expect(discount).toEqual({ kind: 'amount', value: 5000 });
    const markup = { id: '3', name: 'Праздник', kind: 'percent' as const, value: 10 };
    // 278 ₽ − 50 ₽ + 10 % of 278 ₽ (27,80 ₽) = 255,80 ₽.
    expect(cartTotals(c, null, null, null, discount, markup)).toMatchObject({
      discountType: 'amount',
      discountValue: 5000,
      discountSum: 5000,
      markupSum: 2780,
      total: 25580,
      due: 25580,
    });
    // The basket shrinks below a sum discount: it is cut to the goods, never a refusal at the till.
    const one = cartReducer(c, { type: 'dec', key: keyOf(burger) });
    expect(cartTotals(one, null, null, null, { kind: 'amount', value: 50000 })).toMatchObject({
      discountValue: 13900,
      total: 0,
    });
    expect(cartTotals(c, null, null, null, { kind: 'percent', value: 10 }).discountSum).toBe(2780);
  });

  it('reads a barcode typed outside inputs and ending with Enter', () => {
    const onCode = vi.fn();
    const capture = createCodeCapture(onCode);
    const key = (k: string, target: Partial<HTMLElement> = document.body) =>
      capture({ key: k, target, preventDefault: () => undefined } as unknown as KeyboardEvent);
    for (const k of '4607') key(k);
    key('Enter');
    expect(onCode).toHaveBeenCalledWith('4607');
    key('5', { tagName: 'INPUT' });
    key('Enter');
    expect(onCode).toHaveBeenCalledTimes(1);
    // A Code-128 label carries letters and signs; Shift and the like are not characters.
    for (const k of ['B', 'Shift', 'R', '-', '1', '2']) key(k);
    key('Enter');
    expect(onCode).toHaveBeenLastCalledWith('BR-12');
  });

  it('picks the product whose barcode or article is the scanned code, not one merely containing it', () => {
    const p = (id: string, barcode: string, article = '') => ({
      id,
      name: `Товар ${id}`,
      price: 100,
      categoryId: null,
      unit: 'шт',
      article,
      barcode,
      thumbnailUrl: null,
    });
    const hits = [p('1', '46012345678931'), p('2', '4601234567893'), p('3', '', 'BR-12')];
    expect(pickByCode(hits, '4601234567893')?.id).toBe('2');
    expect(pickByCode(hits, ' br-12 ')?.id).toBe('3');
    expect(pickByCode(hits, '460123')).toBeNull();
  });
});

describe('the board', () => {
  const s = ['Новый', 'Принят', 'Готов', 'Отменён', 'Выдан'].map((name, i) => ({
    id: String(i + 1),
    name,
    cancels: name === 'Отменён',
  }));
  it('advances in sort order, skipping cancellation, and stops at the end', () => {
    expect(nextStatus(s, '1')?.name).toBe('Принят');
    expect(nextStatus(s, '3')?.name).toBe('Выдан');
    expect(nextStatus(s, '5')).toBeNull();
    expect(nextStatus(s, '4')).toBeNull();
  });
});

describe('the CSV export', () => {
  it('is UTF-8 with BOM, `;`-separated, quoting what needs it', async () => {
    const { ordersCsv } = await import('../../web/src/orders/orderText');
    const { makeOrder } = await import('./orders-handlers');
    const name = (id?: string | null) => (id ? `#${id}` : '');
    const refs = { statuses: { name }, payments: { name }, workers: { name }, streets: { name } } as never;
    const o = makeOrder(1, { deliveryAddress: 'д. 1; кв. "5"', street: null }) as never;
    const csv = ordersCsv([o], refs);
    expect(csv.startsWith('\uFEFF№;Дата и время;Статус;Клиент;')).toBe(true);
    const row = csv.split('\r\n')[1];
    expect(row).toContain('261121-001;');
    expect(row).toContain('"#1, д. 1; кв. ""5"""');
    expect(row).toMatch(/250,00\s₽/);
  });
});
