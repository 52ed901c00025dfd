/**
 * VAT rates of a receipt position, as ATOL's fiscal tasks name them (`tax.type`; docs/fiscal.md
 * «Where each payload shape comes from»): the driver (libfptr 10) lists «без НДС», 0 %, the rates
 * 5, 7, 10, 20 and 22 % and their calculated rates 5/105 … 22/122. One list for the CRM's checks,
 * the GraphQL enum VatRate, migration 048's CHECKs and the web's receipts and forms.
 */
export const VAT_RATES = [
  'none',
  'vat0',
  'vat5',
  'vat7',
  'vat10',
  'vat20',
  'vat22',
  'vat105',
  'vat107',
  'vat110',
  'vat120',
  'vat122',
] as const;
export type VatRateValue = (typeof VAT_RATES)[number];

/** Russian labels for the forms («НДС 20 %», «НДС 20/120»). */
export const VAT_LABELS: Record<VatRateValue, string> = {
  none: 'Без НДС',
  vat0: 'НДС 0 %',
  vat5: 'НДС 5 %',
  vat7: 'НДС 7 %',
  vat10: 'НДС 10 %',
  vat20: 'НДС 20 %',
  vat22: 'НДС 22 %',
  vat105: 'НДС 5/105',
  vat107: 'НДС 7/107',
  vat110: 'НДС 10/110',
  vat120: 'НДС 20/120',
  vat122: 'НДС 22/122',
};

/**
 * The calculated rate of a rate: money taken before the goods are handed over (a prepayment
 * receipt) carries VAT at the calculated rate (НК РФ ст. 164 п. 4), 20 % → 20/120; the settlement
 * receipt then names the rate itself.
 */
const CALCULATED: Partial<Record<VatRateValue, VatRateValue>> = {
  vat5: 'vat105',
  vat7: 'vat107',
  vat10: 'vat110',
  vat20: 'vat120',
  vat22: 'vat122',
};
export const calculatedRate = (rate: VatRateValue): VatRateValue => CALCULATED[rate] ?? rate;
