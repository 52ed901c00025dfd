/**
 * Reading marketing request bodies into checked values: segments, campaigns, occasions. Every
 * refusal is a VALIDATION envelope with a Russian message naming the field; nothing is written.
 */
import {
  CAMPAIGN_LIMITS,
  OCCASION_KINDS,
  PLACEHOLDER_PATTERN,
  PLACEHOLDERS,
  SEGMENT_LIMITS,
  SEGMENT_OCCASIONS,
  placeholderKey,
  type OccasionKind,
  type PlaceholderKey,
  type SegmentOccasion,
} from '../../schema/marketing';
import { RICH_TEXT_MAX_LENGTH, richTextToPlain, sanitizeRichText } from '../../schema/rich-text';
import type { Body } from '../registry';
import { optionalId, refuse } from '../domains/orders/input';

export interface Segment {
  /** null: no occasion condition. */
  occasionKind: SegmentOccasion | null;
  /** The occasion falls within today … today + occasionDays (needs occasionKind). */
  occasionDays: number | null;
  /** The last order is more than idleDays days old. */
  idleDays: number | null;
  /** Orders total more than this many kopecks. */
  spentOver: number | null;
  shopType: 'flower_shop' | 'fastfood' | null;
  affiliateId: number | null;
}

export interface CampaignInput {
  name: string;
  segment: Segment;
  subject: string;
  bodyHtml: string;
  promocodeId: number | null;
}

export interface OccasionInput {
  clientId: number;
  kind: OccasionKind;
  title: string;
  month: number;
  day: number;
  year: number | null;
  recurring: boolean;
  orderId: number | null;
}

const absent = (v: unknown) => v === undefined || v === null || v === '';

function wholeNumber(value: unknown, label: string, min: number, max: number): number | null {
  if (absent(value)) return null;
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < min || n > max) {
    refuse(`Поле «${label}»: целое число от ${min} до ${max.toLocaleString('ru-RU')}`);
  }
  return n as number;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], label: string): T | null {
  if (absent(value)) return null;
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    refuse(`Поле «${label}»: одно из ${allowed.join(', ')}`);
  }
  return value as T;
}

export function text(value: unknown, label: string, max: number, required = true): string {
  if (absent(value)) {
    if (required) refuse(`Поле «${label}» обязательно`);
    return '';
  }
  if (typeof value !== 'string') return refuse(`Поле «${label}» должно быть строкой`);
  const s = value.trim();
  if (required && s === '') refuse(`Поле «${label}» обязательно`);
  if (s.length > max) refuse(`Поле «${label}»: не длиннее ${max} символов`);
  return s;
}

function object(value: unknown, label: string): Body {
  if (absent(value)) return {};
  if (typeof value !== 'object' || Array.isArray(value)) refuse(`Поле «${label}»: ожидается объект`);
  return value as Body;
}

export function readSegment(raw: unknown): Segment {
  const s = object(raw, 'Сегмент');
  const occasionDays = wholeNumber(s.occasionDays, 'Повод в ближайшие, дней', 0, SEGMENT_LIMITS.occasionDays);
  let occasionKind = oneOf(s.occasionKind, SEGMENT_OCCASIONS, 'Повод');
  // A kind without a window means nothing; a window without a kind means any occasion.
  if (occasionDays === null) occasionKind = null;
  else occasionKind ??= 'any';
  return {
    occasionKind,
    occasionDays,
    idleDays: wholeNumber(s.idleDays, 'Последний заказ больше, дней назад', 1, SEGMENT_LIMITS.idleDays),
    spentOver: wholeNumber(s.spentOver, 'Потратил больше, коп.', 0, SEGMENT_LIMITS.spentOver),
    shopType: oneOf(s.shopType, ['flower_shop', 'fastfood'] as const, 'Тип магазина'),
    affiliateId: optionalId(s.affiliateId, 'Филиал'),
  };
}

/** The known placeholders of a text; an unknown one is refused with the list of known ones. */
export function placeholdersIn(value: string, label: string): Set<PlaceholderKey> {
  const found = new Set<PlaceholderKey>();
  for (const m of value.matchAll(PLACEHOLDER_PATTERN)) {
    const key = placeholderKey(m[1]);
    if (!key) {
      const known = PLACEHOLDERS.map((p) => `{{${p.key}}}`).join(', ');
      refuse(`Поле «${label}»: неизвестная подстановка «${m[0]}»; доступны ${known}`);
    }
    found.add(key as PlaceholderKey);
  }
  return found;
}

/** Cleaned HTML within the length limit, with placeholders the renderer can find. */
function readBody(value: unknown): string {
  if (typeof value !== 'string') return refuse('Поле «Текст» обязательно');
  if (value.length > RICH_TEXT_MAX_LENGTH * 2) refuse('Поле «Текст»: слишком длинный текст');
  const html = sanitizeRichText(value);
  if (html.length > RICH_TEXT_MAX_LENGTH) {
    refuse(`Поле «Текст»: не длиннее ${RICH_TEXT_MAX_LENGTH.toLocaleString('ru-RU')} символов разметки`);
  }
  const plain = richTextToPlain(html);
  if (plain.trim() === '') refuse('Поле «Текст» обязательно');
  const keys = placeholdersIn(plain, 'Текст');
  // Formatting inside the braces («{{<b>имя</b>}}») hides a placeholder from the renderer.
  const broken = (key: string) =>
    refuse(`Подстановка {{${key}}} разбита форматированием: наберите её без выделения`);
  for (const m of html.matchAll(PLACEHOLDER_PATTERN)) {
    if (m[1].includes('<')) broken(m[1].replace(/<[^>]*>/g, '').trim());
  }
  const inHtml = placeholdersIn(html, 'Текст');
  for (const key of keys) if (!inHtml.has(key)) broken(key);
  return html;
}

export function readCampaign(body: Body): CampaignInput {
  const input: CampaignInput = {
    name: text(body.name, 'Название', CAMPAIGN_LIMITS.name),
    segment: readSegment(body.segment),
    subject: text(body.subject, 'Тема письма', CAMPAIGN_LIMITS.subject),
    bodyHtml: readBody(body.bodyHtml),
    promocodeId: optionalId(body.promocodeId, 'Промокод'),
  };
  const used = new Set([
    ...placeholdersIn(input.subject, 'Тема письма'),
    ...placeholdersIn(input.bodyHtml, 'Текст'),
  ]);
  for (const p of PLACEHOLDERS) {
    if (!used.has(p.key) || !('needs' in p)) continue;
    if (p.needs === 'occasion' && input.segment.occasionKind === null) {
      refuse(`Подстановка {{${p.key}}} нужна поводу: задайте в сегменте «Повод в ближайшие … дней»`);
    }
    if (p.needs === 'promocode' && input.promocodeId === null) {
      refuse(`В тексте есть {{${p.key}}}, но промокод не выбран`);
    }
  }
  return input;
}

/** A real month/day (29 February allowed: it falls on 1 March in other years). */
function checkDay(month: number, day: number, year: number | null) {
  const last = new Date(Date.UTC(year ?? 2000, month, 0)).getUTCDate();
  if (day > last)
    refuse(`Дата ${String(day).padStart(2, '0')}.${String(month).padStart(2, '0')} не существует`);
}

export function readOccasion(body: Body, clientId: number): OccasionInput {
  const kind = oneOf(body.kind, OCCASION_KINDS, 'Вид повода');
  if (kind === null) refuse('Поле «Вид повода» обязательно');
  const month = wholeNumber(body.month, 'Месяц', 1, 12);
  const day = wholeNumber(body.day, 'День', 1, 31);
  if (month === null || day === null) return refuse('Укажите день и месяц повода');
  const year = wholeNumber(body.year, 'Год', 1900, 2200);
  const recurring = body.recurring === undefined || body.recurring === null ? true : body.recurring;
  if (typeof recurring !== 'boolean') refuse('Поле «Каждый год»: true или false');
  if (!recurring && year === null) refuse('Для разового события укажите год');
  checkDay(month, day, year);
  return {
    clientId,
    kind: kind as OccasionKind,
    title: text(body.title, 'Название повода', CAMPAIGN_LIMITS.occasionTitle),
    month,
    day,
    year,
    recurring: recurring as boolean,
    orderId: optionalId(body.orderId, 'Заказ'),
  };
}
