/**
 * The relative-time helper (spec section 9): seconds, minutes, hours, days, months and years in
 * Russian units, with the plural form each number takes, in the past and the future; and the
 * hook that keeps it true on screen.
 */
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pluralRu, timeAgo, useTimeAgo } from '../../web/src/app/relativeTime';

const NOW = new Date(2026, 5, 15, 12, 0, 0);
const ago = (ms: number) => timeAgo(NOW.getTime() - ms, NOW);
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('timeAgo', () => {
  it.each([
    [1, '1 минуту назад'],
    [2, '2 минуты назад'],
    [4, '4 минуты назад'],
    [5, '5 минут назад'],
    [11, '11 минут назад'],
    [12, '12 минут назад'],
    [14, '14 минут назад'],
    [21, '21 минуту назад'],
    [22, '22 минуты назад'],
    [25, '25 минут назад'],
    [31, '31 минуту назад'],
    [59, '59 минут назад'],
  ])('%i min → «%s»', (minutes, text) => {
    expect(ago(minutes * M)).toBe(text);
  });

  it.each([
    [1 * S, '1 секунду назад'],
    [3 * S, '3 секунды назад'],
    [45 * S, '45 секунд назад'],
    [1 * H, '1 час назад'],
    [3 * H, '3 часа назад'],
    [5 * H, '5 часов назад'],
    [21 * H, '21 час назад'],
    [1 * D, '1 день назад'],
    [2 * D, '2 дня назад'],
    [11 * D, '11 дней назад'],
    [21 * D, '21 день назад'],
  ])('%i ms → «%s»', (ms, text) => {
    expect(ago(ms)).toBe(text);
  });

  it('counts calendar months and years', () => {
    expect(timeAgo(new Date(2026, 4, 15, 12), NOW)).toBe('1 месяц назад');
    expect(timeAgo(new Date(2026, 2, 15, 12), NOW)).toBe('3 месяца назад');
    expect(timeAgo(new Date(2025, 11, 15, 12), NOW)).toBe('6 месяцев назад');
    expect(timeAgo(new Date(2025, 5, 15, 12), NOW)).toBe('1 год назад');
    expect(timeAgo(new Date(2022, 5, 15, 12), NOW)).toBe('4 года назад');
    expect(timeAgo(new Date(2021, 5, 15, 12), NOW)).toBe('5 лет назад');
    expect(timeAgo(new Date(2005, 5, 15, 12), NOW)).toBe('21 год назад');
  });

  it('speaks of the future with «через» and of now with «только что»', () => {
    expect(timeAgo(NOW.getTime() + 2 * M, NOW)).toBe('через 2 минуты');
    expect(timeAgo(NOW.getTime() + 5 * D, NOW)).toBe('через 5 дней');
    expect(timeAgo(NOW, NOW)).toBe('только что');
    expect(timeAgo(NOW.getTime() - 400, NOW)).toBe('только что');
    expect(timeAgo('not a date', NOW)).toBe('');
  });

  it('picks the Russian plural form by the last two digits', () => {
    const forms = ['минута', 'минуты', 'минут'] as const;
    expect([1, 2, 5, 11, 12, 19, 20, 21, 101, 111, 112, 122, 1001].map((n) => pluralRu(n, forms))).toEqual([
      'минута',
      'минуты',
      'минут',
      'минут',
      'минут',
      'минут',
      'минут',
      'минута',
      'минута',
      'минут',
      'минут',
      'минуты',
      'минута',
    ]);
  });
});

function Ago({ at }: { at: number | null }) {
  return <span data-testid="ago">{useTimeAgo(at)}</span>;
}

describe('useTimeAgo', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('moves on by itself: «только что» becomes «1 минуту назад», then «2 минуты назад»', () => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    render(<Ago at={NOW.getTime()} />);
    expect(screen.getByTestId('ago').textContent).toBe('только что');
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByTestId('ago').textContent).toBe('1 минуту назад');
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByTestId('ago').textContent).toBe('2 минуты назад');
  });

  it('shows nothing without a moment', () => {
    render(<Ago at={null} />);
    expect(screen.getByTestId('ago').textContent).toBe('');
  });
});
