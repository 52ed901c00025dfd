/**
 * Receipt print settings (docs/print.md): one template per shop type. ONE validator, run by the
 * CRM (the authority), the gateway (to answer field by field before a CRM round trip) and the
 * print settings form (to mark fields as the user types). Messages are Russian.
 */
import type { ShopType } from './access';

/** Thermal paper rolls in use: 58 mm (about 32 characters a line) and 80 mm (about 48). */
export const PAPER_WIDTHS = [58, 80] as const;
export type PaperWidth = (typeof PAPER_WIDTHS)[number];

/** What is printed under the totals to find the order again: nothing, a Code 128 barcode or a QR code. */
export const RECEIPT_CODES = ['none', 'barcode', 'qr'] as const;
export type ReceiptCode = (typeof RECEIPT_CODES)[number];

export const RECEIPT_CODE_LABELS: Record<ReceiptCode, string> = {
  none: 'Нет',
  barcode: 'Штрихкод',
  qr: 'QR-код',
};

/** The optional parts of a receipt, in the order they print. */
export const RECEIPT_FIELDS = [
  { key: 'showOrderNumber', label: 'Номер заказа' },
  { key: 'showDate', label: 'Дата и время' },
  { key: 'showCashier', label: 'Кассир' },
  { key: 'showClient', label: 'Клиент' },
  { key: 'showLines', label: 'Товары' },
  { key: 'showDiscount', label: 'Скидка' },
  { key: 'showPaymentType', label: 'Тип оплаты' },
  { key: 'showChange', label: 'Сдача' },
] as const;
export type ReceiptFieldKey = (typeof RECEIPT_FIELDS)[number]['key'];

export type ReceiptSettingsValue = {
  shopName: string;
  headerText: string;
  footerText: string;
  paperWidth: PaperWidth;
  code: ReceiptCode;
} & Record<ReceiptFieldKey, boolean>;

export const RECEIPT_LIMITS = {
  shopName: 60,
  /** Header and footer: characters and lines (a roll is narrow; a wall of text wastes paper). */
  text: 300,
  textLines: 6,
} as const;

export const RECEIPT_TEXT_LABELS = {
  shopName: 'Название магазина',
  headerText: 'Текст в начале чека',
  footerText: 'Текст в конце чека',
  paperWidth: 'Ширина бумаги',
  code: 'Код заказа',
} as const;

/** What a shop prints before anyone has changed its template. */
export function defaultReceiptSettings(shopType: ShopType | string): ReceiptSettingsValue {
  const fastfood = shopType === 'fastfood';
  return {
    shopName: fastfood ? 'Кафе «Флора»' : 'Цветочный магазин «Флора»',
    headerText: 'г. Москва, ул. Цветочная, д. 1\n+7 (495) 123-45-67',
    footerText: 'Спасибо за покупку!',
    paperWidth: fastfood ? 58 : 80,
    code: 'none',
    showOrderNumber: true,
    showDate: true,
    showCashier: true,
    showClient: !fastfood,
    showLines: true,
    showDiscount: true,
    showPaymentType: true,
    showChange: true,
  };
}

export type ReceiptErrors = Partial<Record<keyof ReceiptSettingsValue | 'input', string>>;

export interface ReceiptValidation {
  value: ReceiptSettingsValue | null;
  errors: ReceiptErrors;
}

const KNOWN_KEYS: ReadonlySet<string> = new Set([
  ...Object.keys(RECEIPT_TEXT_LABELS),
  ...RECEIPT_FIELDS.map((f) => f.key),
]);

/** Line breaks as \n, trailing spaces of each line dropped, outer blank lines trimmed. */
function cleanText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();
}

/**
 * The whole template: every field must be present (the form always sends all of them).
 * Answers the normalised value, or null and one Russian message per field at fault.
 */
export function validateReceiptSettings(input: unknown): ReceiptValidation {
  const errors: ReceiptErrors = {};
  if (!input || typeof input !== 'object' || Array.isArray(input)) {
    return { value: null, errors: { input: 'Настройки чека должны быть объектом' } };
  }
  const raw = input as Record<string, unknown>;
  const unknown = Object.keys(raw).filter((k) => !KNOWN_KEYS.has(k));
  if (unknown.length > 0) errors.input = `Неизвестное поле «${unknown[0]}»`;

  const text = (key: 'shopName' | 'headerText' | 'footerText'): string => {
    const label = RECEIPT_TEXT_LABELS[key];
    const value = raw[key];
    if (typeof value !== 'string') {
      errors[key] =
        key === 'shopName' ? `Поле «${label}» обязательно` : `Поле «${label}» должно быть строкой`;
      return '';
    }
    const clean = key === 'shopName' ? value.replace(/\s+/g, ' ').trim() : cleanText(value);
    const max = key === 'shopName' ? RECEIPT_LIMITS.shopName : RECEIPT_LIMITS.text;
    if (key === 'shopName' && clean === '') errors[key] = `Поле «${label}» обязательно`;
    else if (clean.length > max) errors[key] = `Поле «${label}»: не длиннее ${max} символов`;
    else if (key !== 'shopName' && clean.split('\n').length > RECEIPT_LIMITS.textLines)
      errors[key] = `Поле «${label}»: не больше ${RECEIPT_LIMITS.textLines} строк`;
    return clean;
  };

  const shopName = text('shopName');
  const headerText = text('headerText');
  const footerText = text('footerText');

  const paperWidth = raw.paperWidth;
  if (!PAPER_WIDTHS.includes(paperWidth as PaperWidth))
    errors.paperWidth = `Поле «${RECEIPT_TEXT_LABELS.paperWidth}»: 58 или 80 мм`;

  const code = raw.code;
  if (!RECEIPT_CODES.includes(code as ReceiptCode))
    errors.code = `Поле «${RECEIPT_TEXT_LABELS.code}»: нет, штрихкод или QR-код`;

  const flags = {} as Record<ReceiptFieldKey, boolean>;
  for (const { key, label } of RECEIPT_FIELDS) {
    if (typeof raw[key] !== 'boolean') errors[key] = `Поле «${label}»: ожидается да или нет`;
    flags[key] = raw[key] === true;
  }

  if (Object.keys(errors).length > 0) return { value: null, errors };
  return {
    value: {
      shopName,
      headerText,
      footerText,
      paperWidth: paperWidth as PaperWidth,
      code: code as ReceiptCode,
      ...flags,
    },
    errors,
  };
}

/** All messages as one sentence, for a toast or an envelope's message. */
export function receiptValidationMessage(errors: ReceiptErrors): string {
  return Object.values(errors).join('; ');
}
