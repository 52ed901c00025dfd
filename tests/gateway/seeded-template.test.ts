/**
 * A test CRM starts from the run's seeded dump only on the day the dump was seeded: after the
 * shop's midnight its «today» orders are yesterday's, and a run crossing midnight in Moscow failed
 * the «tomorrow's deliveries» checks of order-filters.test.ts.
 */
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { DEFAULT_SHOP_TIMEZONE, todayIn } from '../../schema/time-zone';
import { seededTemplate } from '../seeded-template';

afterEach(() => {
  vi.useRealTimers();
});

describe('the seeded dump a test CRM starts from', () => {
  it('is the dump on the day it was seeded, and a fresh seed after the shop’s midnight', () => {
    const day = inject('crmTemplateDay');
    // 09:00 UTC is noon in Moscow: the seed's own day.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${day}T09:00:00Z`) });
    expect(seededTemplate()).toBe(inject('crmTemplate'));
    // 21:05 UTC on the seed's day is 00:05 of the next day in Moscow.
    vi.setSystemTime(new Date(`${day}T21:05:00Z`));
    expect(todayIn(DEFAULT_SHOP_TIMEZONE)).not.toBe(day);
    expect(seededTemplate()).toBeNull();
  });
});
