/**
 * The cashbox (docs/cashbox.md): opening and closing shifts, cash in and out, the timeline with its
 * running balance; every refusal with its message, and that nothing changed after it. Payments and
 * takings: cashbox-payments.test.ts. Each test opens its shifts at a branch of its own: at most one
 * shift is open per branch.
 */
import { describe, expect, it } from 'vitest';
import { NBSP, close, getShift, move, open, type Shift } from './cashbox-helper';
import { call } from './helper';
import { createSample, list } from './list-samples';
import { newAffiliate, ok, refused, useWarehouseCrm, w } from './warehouse-helper';

useWarehouseCrm();

describe('shifts', () => {
  it('opens a shift with its record; a second opening at the branch is refused', async () => {
    const a = await newAffiliate();
    const shift = await open(a, 300_00);
    expect(shift).toEqual({
      id: expect.any(Number),
      affiliateId: a,
      status: 'open',
      openedAt: expect.stringMatching(/Z$/),
      openedBy: w.adminId,
      openedByName: 'Администратор',
      // The admin's own shop's till: a branch may also run the other shop's.
      shopType: 'flower_shop',
      openingCash: 300_00,
      closedAt: null,
      closedBy: null,
      closedByName: null,
      countedCash: null,
      expectedCash: 300_00,
      difference: null,
      comment: '',
      takings: [],
      takingsTotal: 0,
      cashTakings: 0,
      cashIn: 0,
      cashOut: 0,
      timeline: [
        {
          at: shift.openedAt,
          kind: 'opening',
          amount: 300_00,
          description: 'Размен на начало смены',
          userName: 'Администратор',
          orderId: null,
          balance: 300_00,
        },
      ],
    });
    await refused(
      '/cashbox/openShift',
      { affiliateId: a, openingCash: 0 },
      'Смена этого магазина в этом филиале уже открыта',
    );
    expect(await ok<Shift[]>('/cashbox/getShifts', { affiliateId: a })).toEqual([shift]);
    expect(await ok<Shift>('/cashbox/getCurrentShift', { affiliateId: a })).toEqual(shift);
  });

  it('getCurrentShift is null without an open shift; the branch defaults to the user’s', async () => {
    const a = await newAffiliate();
    expect(await ok('/cashbox/getCurrentShift', { affiliateId: a })).toBeNull();
    const { record: user } = await createSample(w.crm, list('User'));
    // The staff list does not edit a user's branch (yet): set it the way an import would.
    await w.crm.db!.query('UPDATE users SET affiliate_id = $1 WHERE id = $2', [a, user.id]);
    const shift = await ok<Shift>('/cashbox/openShift', { openingCash: 0, userId: user.id });
    expect(shift.affiliateId).toBe(a);
    expect(await ok<Shift>('/cashbox/getCurrentShift', { userId: user.id })).toMatchObject({ id: shift.id });
  });

  it('concurrent openings at one branch: exactly one succeeds', async () => {
    const a = await newAffiliate();
    const replies = await Promise.all(
      Array.from({ length: 6 }, () => call(w.crm, '/cashbox/openShift', { affiliateId: a, openingCash: 0 })),
    );
    expect(replies.filter((r) => r.body.error === 0)).toHaveLength(1);
    for (const r of replies.filter((x) => x.body.error !== 0)) {
      expect(r.body.message).toBe('Смена этого магазина в этом филиале уже открыта');
    }
  });

  it('cash in and out with a reason; out may not exceed the cash in the till', async () => {
    const a = await newAffiliate();
    const shift = await open(a, 100_00);
    await move(shift.id, 'in', 50_00, 'Размен от администратора');
    const after = await move(shift.id, 'out', 120_00, 'Оплата курьеру');
    expect(after).toMatchObject({ cashIn: 50_00, cashOut: 120_00, expectedCash: 30_00 });
    expect(after.timeline.map((e) => [e.kind, e.amount, e.description, e.balance])).toEqual([
      ['opening', 100_00, 'Размен на начало смены', 100_00],
      ['in', 50_00, 'Размен от администратора', 150_00],
      ['out', -120_00, 'Оплата курьеру', 30_00],
    ]);
    await refused(
      '/cashbox/addCashMove',
      { shiftId: shift.id, kind: 'out', amount: 30_01, reason: 'Лишнее' },
      'В кассе только 30,00 ₽',
    );
    expect(await getShift(shift.id)).toEqual(after);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['kind', { kind: 'sideways' }, 'Поле «Вид»: in (внесение) или out (изъятие)'],
    [
      'amount 0',
      { amount: 0 },
      `Поле «Сумма»: сумма в копейках — целое число от 1 до 100${NBSP}000${NBSP}000`,
    ],
    [
      'amount 1.5',
      { amount: 1.5 },
      `Поле «Сумма»: сумма в копейках — целое число от 1 до 100${NBSP}000${NBSP}000`,
    ],
    [
      'amount too big',
      { amount: 100_000_001 },
      `Поле «Сумма»: сумма в копейках — целое число от 1 до 100${NBSP}000${NBSP}000`,
    ],
    ['no reason', { reason: '   ' }, 'Поле «Причина» обязательно'],
    ['a long reason', { reason: 'я'.repeat(201) }, 'Поле «Причина»: не длиннее 200 символов'],
  ])('a cash move with a bad %s is refused', async (_name, patch, message) => {
    const a = await newAffiliate();
    const shift = await open(a);
    await refused(
      '/cashbox/addCashMove',
      { shiftId: shift.id, kind: 'in', amount: 1_00, reason: 'x', ...patch },
      message,
    );
    expect(await getShift(shift.id)).toEqual(shift);
  });

  it('closing freezes expected cash and the difference; a closed shift takes no moves and no second close', async () => {
    const a = await newAffiliate();
    const shift = await open(a, 200_00);
    await move(shift.id, 'in', 10_00);
    const closed = await close(shift.id, 205_00, '  Не хватает 5 ₽  ');
    expect(closed).toMatchObject({
      status: 'closed',
      closedBy: w.adminId,
      closedByName: 'Администратор',
      closedAt: expect.stringMatching(/Z$/),
      countedCash: 205_00,
      expectedCash: 210_00,
      difference: -5_00,
      comment: 'Не хватает 5 ₽',
    });
    await refused('/cashbox/closeShift', { id: shift.id, countedCash: 0 }, 'Смена уже закрыта');
    await refused(
      '/cashbox/addCashMove',
      { shiftId: shift.id, kind: 'in', amount: 1_00, reason: 'Поздно' },
      'Смена закрыта: внесение и изъятие возможны только в открытой смене',
    );
    expect(await getShift(shift.id)).toEqual(closed);
    expect(await ok('/cashbox/getCurrentShift', { affiliateId: a })).toBeNull();
    // A new shift can open now.
    expect((await open(a, 0)).status).toBe('open');
  });

  it.each<[string, string, Record<string, unknown>, string, string]>([
    [
      'a negative opening',
      '/cashbox/openShift',
      { openingCash: -1 },
      `Поле «Наличные на начало смены»: сумма в копейках — целое число от 0 до 100${NBSP}000${NBSP}000`,
      'VALIDATION',
    ],
    [
      'an unknown branch',
      '/cashbox/openShift',
      { affiliateId: 99_999_999 },
      'Филиал: запись с id 99999999 не найдена',
      'VALIDATION',
    ],
    [
      'no counted cash',
      '/cashbox/closeShift',
      { id: 1 },
      `Поле «Наличные в кассе»: сумма в копейках — целое число от 0 до 100${NBSP}000${NBSP}000`,
      'VALIDATION',
    ],
    [
      'an unknown shift',
      '/cashbox/closeShift',
      { id: 99_999_999, countedCash: 0 },
      'Смена не найдена',
      'NOT_FOUND',
    ],
    [
      'a long comment',
      '/cashbox/closeShift',
      { id: 1, countedCash: 0, comment: 'я'.repeat(1001) },
      'Поле «Комментарий»: не длиннее 1000 символов',
      'VALIDATION',
    ],
    [
      'a move into an unknown shift',
      '/cashbox/addCashMove',
      { shiftId: 99_999_999, kind: 'in', amount: 1, reason: 'x' },
      'Смена не найдена',
      'NOT_FOUND',
    ],
    ['an unknown shift', '/cashbox/getShift', { id: 99_999_999 }, 'Смена не найдена', 'NOT_FOUND'],
    [
      'a bad limit',
      '/cashbox/getShifts',
      { limit: 501 },
      'Поле «limit»: целое число от 1 до 500',
      'VALIDATION',
    ],
    [
      'an unknown user',
      '/cashbox/openShift',
      { userId: 99_999_999 },
      'Пользователь: запись с id 99999999 не найдена',
      'VALIDATION',
    ],
  ])('%s is refused (%s)', async (_name, path, body, message, code) => {
    const a = await newAffiliate();
    await refused(path, { affiliateId: a, openingCash: 0, ...body }, message, code);
    expect(await ok('/cashbox/getCurrentShift', { affiliateId: a })).toBeNull();
  });
});
