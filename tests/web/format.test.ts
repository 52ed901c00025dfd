import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, pluralRu, timeAgo, WEEK_STARTS_ON } from '../../web/src/app/format';

describe('date formatting', () => {
  it('writes dates as dd.MM.yyyy', () => {
    expect(formatDate(new Date(2024, 0, 5))).toBe('05.01.2024');
    expect(formatDate('2023-12-31T10:00:00')).toBe('31.12.2023');
    expect(formatDateTime(new Date(2024, 1, 29, 9, 7))).toBe('29.02.2024 09:07');
  });

  it('starts the week on Monday', () => {
    expect(WEEK_STARTS_ON).toBe(1);
  });
});

describe('relative time', () => {
  const now = new Date(2024, 5, 15, 12, 0, 0);
  const ago = (ms: number) => timeAgo(now.getTime() - ms, now);
  const s = 1000;
  const min = 60 * s;
  const h = 60 * min;
  const d = 24 * h;

  it('uses Russian units with correct plural forms', () => {
    expect(ago(0)).toBe('только что');
    expect(ago(1 * s)).toBe('1 секунду назад');
    expect(ago(3 * s)).toBe('3 секунды назад');
    expect(ago(11 * s)).toBe('11 секунд назад');
    expect(ago(21 * s)).toBe('21 секунду назад');
    expect(ago(1 * min)).toBe('1 минуту назад');
    expect(ago(5 * min)).toBe('5 минут назад');
    expect(ago(22 * min)).toBe('22 минуты назад');
    expect(ago(1 * h)).toBe('1 час назад');
    expect(ago(2 * h)).toBe('2 часа назад');
    expect(ago(12 * h)).toBe('12 часов назад');
    expect(ago(1 * d)).toBe('1 день назад');
    expect(ago(4 * d)).toBe('4 дня назад');
    expect(ago(25 * d)).toBe('25 дней назад');
    expect(timeAgo(new Date(2024, 3, 15, 12), now)).toBe('2 месяца назад');
    expect(timeAgo(new Date(2023, 0, 15, 12), now)).toBe('1 год назад');
    expect(timeAgo(new Date(2021, 5, 15, 12), now)).toBe('3 года назад');
    expect(timeAgo(new Date(2014, 5, 15, 12), now)).toBe('10 лет назад');
  });

  it('speaks of the future with «через»', () => {
    expect(timeAgo(now.getTime() + 5 * 60 * 1000, now)).toBe('через 5 минут');
    expect(timeAgo(now.getTime() + 24 * 60 * 60 * 1000, now)).toBe('через 1 день');
  });

  it('picks plural forms like Russian does', () => {
    const forms = ['день', 'дня', 'дней'] as const;
    expect([0, 1, 2, 5, 11, 12, 14, 21, 22, 25, 101, 111, 112].map((n) => pluralRu(n, forms))).toEqual([
      'дней',
      'день',
      'дня',
      'дней',
      'дней',
      'дней',
      'дней',
      'день',
      'дня',
      'дней',
      'день',
      'дней',
      'дней',
    ]);
  });
});
