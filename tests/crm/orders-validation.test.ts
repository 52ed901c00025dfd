/**
 * The `order` area's refusals: every VALIDATION of the new-order payload and of the date range,
 * with the exact Russian message the forms show.
 */
import { describe, expect, it } from 'vitest';
import { call, expectFailure } from './helper';
import { newOrderData, t, useOrdersCrm } from './orders-helper';

useOrdersCrm();

describe('newOrder refusals', () => {
  it.each([
    [{ itog_value: 100 }, 'Итоговая сумма не совпадает с расчётом: ожидается 1\u00a0950,50 ₽'],
    [{ discount_type: 'percent', discount_value: 101 }, 'Скидка в процентах должна быть от 0 до 100'],
    [
      { discount_type: 'amount', discount_value: 200_000 },
      'Скидка не может превышать сумму товаров (1\u00a0950,50 ₽)',
    ],
    [{ advance_sum: 200_000 }, 'Предоплата не может превышать итоговую сумму (1\u00a0950,50 ₽)'],
    [{ sdacha_sum_kupura: 100_000 }, 'Купюра меньше суммы к оплате: нужно не меньше 1\u00a0950,50 ₽'],
    [{ sdacha_sum_kupura: 200_000, sdacha_sum: 1 }, 'Сдача не совпадает с расчётом: ожидается 49,50 ₽'],
    [{ products: [] }, 'Добавьте в заказ хотя бы один товар'],
    [
      { products: [{ id: 1, count_product: 0, priceProduct: 100 }] },
      'Товар №1: количество — целое число больше 0',
    ],
    [
      { products: [{ id: 1, count_product: 1.5, priceProduct: 100 }] },
      'Товар №1: количество — целое число больше 0',
    ],
    [
      { products: [{ id: 1, count_product: 1, priceProduct: 10.5 }] },
      'Товар №1: цена — целое число копеек не меньше 0',
    ],
    [
      { products: [{ id: 1, count_product: 1, priceProduct: -1 }] },
      'Товар №1: цена — целое число копеек не меньше 0',
    ],
    // The fuzz run's find: 100 000 × 1 000 ₽ overflowed the integer sum column (a CRM error).
    [
      { products: [{ id: 1, count_product: 100_000, priceProduct: 100_000 }] },
      'Товар №1: сумма строки больше 10\u00a0000\u00a0000,00 ₽',
    ],
    [
      { products: [{ id: 1, count_product: 1, priceProduct: 10_000_000_000 }] },
      'Товар №1: цена — целое число копеек не меньше 0',
    ],
    [
      {
        products: [
          { id: 1, count_product: 10, priceProduct: 60_000_000 },
          { id: 1, count_product: 10, priceProduct: 60_000_000 },
        ],
      },
      'Сумма заказа больше 10\u00a0000\u00a0000,00 ₽',
    ],
    [
      { products: [{ id: 99_999_999, count_product: 1, priceProduct: 1 }] },
      'Товар №1: товар с id 99999999 не найден',
    ],
    [{ idStatus: 99_999_999 }, 'Статус: запись с id 99999999 не найдена'],
    [{ idWorker: 99_999_999 }, 'Исполнитель: запись с id 99999999 не найдена'],
    [{ paymentType: 99_999_999 }, 'Тип оплаты: запись с id 99999999 не найдена'],
    [{ date: '2031-02-30' }, 'Поле «Дата заказа»: дата в формате ГГГГ-ММ-ДД'],
    [{ invoiceDate: '08.03.2031' }, 'Поле «Дата доставки»: дата в формате ГГГГ-ММ-ДД'],
    [{ klient: { firstName: 'Без телефона' } }, 'Поле «Клиент: телефон» обязательно'],
  ])('refuses %j with a clear Russian message', async (extra, message) => {
    const reply = await call(t.crm, '/order/newOrder', {
      newOrderData: newOrderData(extra),
      userId: t.adminId,
    });
    expectFailure(reply, 200, 'VALIDATION');
    expect(reply.body.message).toBe(message);
  });

  it('refuses a request without newOrderData and an unknown userId', async () => {
    expectFailure(await call(t.crm, '/order/newOrder', {}), 200, 'VALIDATION');
    const reply = await call(t.crm, '/order/newOrder', { newOrderData: newOrderData(), userId: 99_999_999 });
    expectFailure(reply, 200, 'VALIDATION');
  });
});

describe('getOrder refusals', () => {
  it.each([
    [{ dateStart: '2031-01-02', dateStop: '2031-01-01' }, 'Дата начала позже даты окончания'],
    [{ dateStart: '2031-13-01', dateStop: '2031-12-01' }, 'Поле «Дата начала»: дата в формате ГГГГ-ММ-ДД'],
    [{ dateStart: '2030-01-01', dateStop: '2031-06-01' }, 'Период не длиннее 366 дней'],
    [{}, 'Поле «Дата начала»: дата в формате ГГГГ-ММ-ДД'],
  ])('refuses the range %j', async (pull, message) => {
    const reply = await call(t.crm, '/order/getOrder', {
      DateOrderPull: pull,
      Affiliate: { active: 0, id: 1 },
    });
    expectFailure(reply, 200, 'VALIDATION');
    expect(reply.body.message).toBe(message);
  });
});
