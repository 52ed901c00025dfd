/**
 * Marketing reminders and mailings (docs/marketing.md): the words both sides share. The CRM
 * validates and renders with these; the web offers the same placeholders and kinds, so a token a
 * button inserts is always one the server knows.
 */

/** Occasions of a client: their own birthday, an anniversary, any other dated event. */
export const OCCASION_KINDS = ['birthday', 'anniversary', 'other'] as const;
export type OccasionKind = (typeof OCCASION_KINDS)[number];

export const OCCASION_LABELS: Record<OccasionKind, string> = {
  birthday: 'День рождения',
  anniversary: 'Годовщина',
  other: 'Другое событие',
};

/** A segment's occasion filter: one kind, or any of them. */
export const SEGMENT_OCCASIONS = ['any', ...OCCASION_KINDS] as const;
export type SegmentOccasion = (typeof SEGMENT_OCCASIONS)[number];

/**
 * Placeholders in a subject or body: `{{имя}}` — Russian words in double braces, case and inner
 * spaces ignored. `needs` says what the campaign must have for the placeholder to mean anything.
 */
export const PLACEHOLDERS = [
  { key: 'имя', label: 'Имя', hint: 'Имя клиента: «Ольга»' },
  { key: 'имя_отчество', label: 'Имя и отчество', hint: '«Ольга Николаевна» (без отчества — имя)' },
  { key: 'повод', label: 'Повод', hint: 'Ближайший повод из сегмента: «День рождения»', needs: 'occasion' },
  { key: 'дата', label: 'Дата повода', hint: 'Дата ближайшего повода: «14.03»', needs: 'occasion' },
  { key: 'промокод', label: 'Промокод', hint: 'Код промокода рассылки: «ROSES10»', needs: 'promocode' },
] as const satisfies readonly { key: string; label: string; hint: string; needs?: string }[];
export type PlaceholderKey = (typeof PLACEHOLDERS)[number]['key'];

/** Every `{{…}}` of a text; `inner` is the raw text between the braces. */
export const PLACEHOLDER_PATTERN = /\{\{\s*([^{}]*?)\s*\}\}/g;

export const placeholderToken = (key: PlaceholderKey) => `{{${key}}}`;

/** The known key a raw token names, or null (`{{ Имя }}` names `имя`). */
export function placeholderKey(inner: string): PlaceholderKey | null {
  const key = inner.trim().toLowerCase().replace(/\s+/g, '_');
  return PLACEHOLDERS.find((p) => p.key === key)?.key ?? null;
}

/** Limits of a campaign, in characters (the body's is RICH_TEXT_MAX_LENGTH of schema/rich-text.ts). */
export const CAMPAIGN_LIMITS = { name: 200, subject: 200, occasionTitle: 200 } as const;
/** Segment bounds: a look-ahead up to a year, an idle period up to ten years, 20 million ₽ (GraphQL Int). */
export const SEGMENT_LIMITS = { occasionDays: 366, idleDays: 3660, spentOver: 2_000_000_000 } as const;

export type CampaignStatus = 'draft' | 'sent';
export type OutboxStatus = 'queued' | 'sending' | 'sent' | 'failed' | 'skipped';

export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  queued: 'В очереди',
  sending: 'Отправляется',
  sent: 'Отправлено',
  failed: 'Ошибка',
  skipped: 'Пропущено',
};
