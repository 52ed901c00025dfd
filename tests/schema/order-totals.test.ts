import { describe, expect, it } from 'vitest';
import { formatRub } from '../../schema/money';
import { computeTotals, type TotalsInput } from '../../schema/order-totals';

const base: TotalsInput = {
  lines: [
    { count: 3, price: 45_000 },
    { count: 1, price: 60_050 },
  ],
  discountType: null,
  discountValue: 0,
  advanceSum: 0,
  changeFor: null,
};

describe('order totals (shared by the CRM and the web)', () => {
  it('sums lines and rounds a percent discount half up once, in kopecks', () => {
    const t = computeTotals({ ...base, discountType: 'percent', discountValue: 7.5 });
    expect(t.lineSums).toEqual([135_000, 60_050]);
    expect(t.subtotal).toBe(195_050);
    expect(t.discountSum).toBe(14_629); // 14 628.75 → 14 629
    expect(t.total).toBe(180_421);
    expect(t.problems).toEqual([]);
  });

  it('gives change from a banknote against what is still due after the advance', () => {
    const t = computeTotals({ ...base, advanceSum: 50_000, changeFor: 200_000 });
    expect(t.due).toBe(145_050);
    expect(t.change).toBe(54_950);
  });

  it('names every impossibility in Russian instead of computing nonsense', () => {
    expect(computeTotals({ ...base, discountType: 'amount', discountValue: 200_000 }).problems).toEqual([
      `Скидка не может превышать сумму товаров (${formatRub(195_050)})`,
    ]);
    expect(computeTotals({ ...base, discountType: 'percent', discountValue: 101 }).problems).toEqual([
      'Скидка в процентах должна быть от 0 до 100',
    ]);
    expect(computeTotals({ ...base, advanceSum: 300_000 }).problems[0]).toMatch(
      /^Предоплата не может превышать/,
    );
    const short = computeTotals({ ...base, changeFor: 100_000 });
    expect(short.problems[0]).toBe(`Купюра меньше суммы к оплате: нужно не меньше ${formatRub(195_050)}`);
    expect(short.change).toBe(0);
  });

  it('formats money one way: «1 950,50 ₽» with a non-breaking group space', () => {
    expect(formatRub(195_050)).toBe('1\u00a0950,50 ₽');
    expect(formatRub(0)).toBe('0,00 ₽');
  });
});
