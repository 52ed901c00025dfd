/** The campaign editor's state as the inputs hold it (strings), and its conversion both ways. */
import type { PlaceholderKey, SegmentOccasion } from '../../../schema/marketing';
import type { MarketingCampaignInput, ShopType } from '../graphql';
import type { Campaign } from './useMarketing';

export interface CampaignForm {
  name: string;
  /** '' : no occasion condition. */
  occasionKind: '' | SegmentOccasion;
  occasionDays: string;
  idleDays: string;
  /** Roubles as typed; the server takes kopecks. */
  spentOverRub: string;
  shopType: '' | ShopType;
  affiliateId: string;
  subject: string;
  bodyHtml: string;
  promocodeId: string;
}

/** A new campaign starts as the most common one: birthdays of the coming week. */
export const NEW_CAMPAIGN: CampaignForm = {
  name: 'Дни рождения на неделе',
  occasionKind: 'birthday',
  occasionDays: '7',
  idleDays: '',
  spentOverRub: '',
  shopType: '',
  affiliateId: '',
  subject: '{{имя}}, с наступающим днём рождения!',
  bodyHtml:
    '<p>Здравствуйте, {{имя}}!</p><p>Скоро {{повод}} ({{дата}}). Соберём букет к празднику и доставим вовремя — ' +
    'достаточно ответить на это письмо или позвонить нам.</p>',
  promocodeId: '',
};

const str = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

export function formOf(c: Campaign): CampaignForm {
  const s = c.segment;
  return {
    name: c.name,
    occasionKind: (s.occasionKind ?? '') as CampaignForm['occasionKind'],
    occasionDays: str(s.occasionDays),
    idleDays: str(s.idleDays),
    spentOverRub: s.spentOver === null || s.spentOver === undefined ? '' : String(s.spentOver / 100),
    shopType: (s.shopType ?? '') as CampaignForm['shopType'],
    affiliateId: s.affiliateId ?? '',
    subject: c.subject,
    bodyHtml: c.bodyHtml,
    promocodeId: c.promocodeId ?? '',
  };
}

export class FormError extends Error {}

function whole(value: string, label: string): number | null {
  const v = value.trim();
  if (v === '') return null;
  if (!/^\d+$/.test(v)) throw new FormError(`Поле «${label}»: целое число`);
  return Number(v);
}

function kopecks(value: string, label: string): number | null {
  const v = value.trim().replace(/\s/g, '').replace(',', '.');
  if (v === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(v))
    throw new FormError(`Поле «${label}»: сумма в рублях, например 5000 или 1500,50`);
  return Math.round(Number(v) * 100);
}

/** The mutation input; a malformed number is a FormError with a Russian message. */
export function inputOf(f: CampaignForm): MarketingCampaignInput {
  const occasion = f.occasionKind === '' ? null : f.occasionKind;
  return {
    name: f.name,
    segment: {
      occasionKind: occasion,
      occasionDays: occasion ? (whole(f.occasionDays, 'Повод в ближайшие, дней') ?? 0) : null,
      idleDays: whole(f.idleDays, 'Последний заказ больше, дней назад'),
      spentOver: kopecks(f.spentOverRub, 'Потратил больше, ₽'),
      shopType: f.shopType || null,
      affiliateId: f.affiliateId || null,
    },
    subject: f.subject,
    bodyHtml: f.bodyHtml,
    promocodeId: f.promocodeId || null,
  };
}

/** Which placeholders the form can fill now (the server refuses the others on save). */
export const usablePlaceholder = (f: CampaignForm) => (key: PlaceholderKey) =>
  key === 'повод' || key === 'дата'
    ? f.occasionKind !== ''
    : key === 'промокод'
      ? f.promocodeId !== ''
      : true;
