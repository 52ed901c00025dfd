/** Money is integer kopecks everywhere; this is the one way it is shown: «1 234,50 ₽». */
const RUB = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatRub(kopecks: number): string {
  return `${RUB.format(kopecks / 100)} ₽`;
}
