/**
 * The delivery day's rules (schema/delivery.ts): the shop's slots, windows past midnight, and
 * lateness judged in the shop's time zone whatever the server's zone is.
 */
import { describe, expect, it } from 'vitest';
import {
  isLate,
  parseWindow,
  slotSettingsRefusal,
  slotsOf,
  statusChangeRefusal,
  windowDeadline,
  windowRefusal,
} from '../../schema/delivery';
import { deliveryTime } from '../../schema/order-input';

describe('slots', () => {
  it('cuts the shop day into windows of the configured length', () => {
    expect(
      slotsOf({ dayStart: '09:00', dayEnd: '21:00', slotMinutes: 120 }).map((w) => `${w.from}-${w.to}`),
    ).toEqual(['09:00-11:00', '11:00-13:00', '13:00-15:00', '15:00-17:00', '17:00-19:00', '19:00-21:00']);
  });

  it('runs a late shop day past midnight', () => {
    const slots = slotsOf({ dayStart: '18:00', dayEnd: '02:00', slotMinutes: 120 });
    expect(slots.map((w) => `${w.from}-${w.to}`)).toEqual([
      '18:00-20:00',
      '20:00-22:00',
      '22:00-00:00',
      '00:00-02:00',
    ]);
    // Each is a delivery time the order form and createOrder take (schema/order-input.ts), up to
    // a 12-hour night; a reversed typo is still refused.
    for (const w of [...slots, { from: '18:00', to: '06:00' }])
      expect(deliveryTime(`${w.from}-${w.to}`)).toBe(`${w.from}-${w.to}`);
    expect(deliveryTime('15:00-12:00')).toBeNull();
    expect(deliveryTime('12:00-12:00')).toBeNull();
  });

  it('refuses settings that do not cut into whole windows, in Russian', () => {
    expect(slotSettingsRefusal({ dayStart: '09:00', dayEnd: '20:00', slotMinutes: 120 })?.message).toMatch(
      /не делится на окна/,
    );
    expect(slotSettingsRefusal({ dayStart: '9', dayEnd: '20:00', slotMinutes: 60 })?.field).toBe('dayStart');
    expect(slotSettingsRefusal({ dayStart: '09:00', dayEnd: '21:00', slotMinutes: 10 })?.field).toBe(
      'slotMinutes',
    );
  });

  it('accepts only a window that is one of the slots', () => {
    const s = { dayStart: '20:00', dayEnd: '02:00', slotMinutes: 120 };
    expect(windowRefusal({ from: '22:00', to: '00:00' }, s)).toBeNull();
    expect(windowRefusal({ from: '00:00', to: '02:00' }, s)).toBeNull();
    expect(windowRefusal({ from: '21:00', to: '23:00' }, s)).toMatch(/не из окон магазина: 20:00-22:00/);
  });

  it('reads the order’s time text as a window', () => {
    expect(parseWindow('12:00-14:00')).toEqual({ from: '12:00', to: '14:00' });
    expect(parseWindow('12:00')).toEqual({ from: '12:00', to: '12:00' });
    expect(parseWindow('после обеда')).toBeNull();
    expect(parseWindow('')).toBeNull();
  });
});

describe('lateness in the shop’s time zone', () => {
  const moscow = 'Europe/Moscow'; // UTC+3
  const vladivostok = 'Asia/Vladivostok'; // UTC+10

  it('a window past midnight ends on the next day', () => {
    const w = { from: '23:00', to: '01:00' };
    expect(windowDeadline('2026-12-31', w, moscow).toISOString()).toBe('2026-12-31T22:00:00.000Z');
    const d = { date: '2026-12-31', window: w, status: 'out' as const };
    // 00:30 on 1 January in Moscow: still inside the window.
    expect(isLate(d, new Date('2026-12-31T21:30:00Z'), moscow)).toBe(false);
    // 01:01 on 1 January in Moscow: late.
    expect(isLate(d, new Date('2026-12-31T22:01:00Z'), moscow)).toBe(true);
  });

  it('a window ending at midnight is late a minute after it', () => {
    const d = { date: '2026-03-08', window: { from: '22:00', to: '00:00' }, status: 'made' as const };
    expect(isLate(d, new Date('2026-03-08T20:59:00Z'), moscow)).toBe(false);
    expect(isLate(d, new Date('2026-03-08T21:01:00Z'), moscow)).toBe(true);
  });

  it('the same instant is late in one shop and not in another', () => {
    const d = { date: '2026-03-08', window: { from: '12:00', to: '14:00' }, status: 'out' as const };
    // 05:00 UTC: 15:00 in Vladivostok (late), 08:00 in Moscow (not yet).
    const at = new Date('2026-03-08T05:00:00Z');
    expect(isLate(d, at, vladivostok)).toBe(true);
    expect(isLate(d, at, moscow)).toBe(false);
  });

  it('in the early hours the previous calendar day in UTC is still the shop’s day', () => {
    // 01:30 on 9 March in Vladivostok is 15:30 UTC on 8 March: the 9th's morning window is not late.
    const d = { date: '2026-03-09', window: { from: '09:00', to: '11:00' }, status: 'to_make' as const };
    expect(isLate(d, new Date('2026-03-08T15:30:00Z'), vladivostok)).toBe(false);
  });

  it('delivered and given-up deliveries are never late; a day without a window is late after it', () => {
    const past = new Date('2030-01-01T00:00:00Z');
    const w = { from: '09:00', to: '11:00' };
    expect(isLate({ date: '2026-03-08', window: w, status: 'delivered' }, past, moscow)).toBe(false);
    expect(isLate({ date: '2026-03-08', window: w, status: 'failed' }, past, moscow)).toBe(false);
    expect(
      isLate({ date: '2026-03-08', window: null, status: 'out' }, new Date('2026-03-08T20:59:00Z'), moscow),
    ).toBe(false);
    expect(
      isLate({ date: '2026-03-08', window: null, status: 'out' }, new Date('2026-03-08T21:01:00Z'), moscow),
    ).toBe(true);
  });
});

describe('statuses', () => {
  it('moves forward, allows a step back, and keeps «Доставлен» final', () => {
    expect(statusChangeRefusal('to_make', 'made')).toBeNull();
    expect(statusChangeRefusal('out', 'failed')).toBeNull();
    expect(statusChangeRefusal('failed', 'out')).toBeNull();
    expect(statusChangeRefusal('to_make', 'delivered')).toMatch(/нельзя перейти/);
    expect(statusChangeRefusal('delivered', 'made')).toMatch(/Из статуса «Доставлен»/);
  });
});
