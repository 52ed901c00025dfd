/**
 * CRM marketing records → GraphQL (string ids, known enums, null for what is not set). Every HTML
 * field is cleaned again on the way out (schema/rich-text.ts): whatever a CRM row holds, no script
 * reaches a browser from here.
 */
import { sanitizeRichText } from '../../../schema/rich-text';
import type {
  AudienceMember,
  CampaignStatus,
  ClientOccasion,
  MarketingCampaign,
  MarketingClient,
  MarketingPreview,
  MarketingSegment,
  OccasionKind,
  OccasionSuggestion,
  OutboxChannel,
  OutboxMessage,
  OutboxStatus,
  SegmentOccasion,
  ShopType,
  UpcomingOccasion,
} from '../../__generated__/resolvers';
import type { Raw } from './service';

const id = (v: unknown) => String(v);
const idOrNull = (v: unknown) => (v == null || v === '' || v === 0 ? null : String(v));
const text = (v: unknown) => (v == null ? '' : String(v));
const textOrNull = (v: unknown) => (v == null || v === '' ? null : String(v));
const int = (v: unknown) => Number(v ?? 0) || 0;
const intOrNull = (v: unknown) => (v == null || v === '' ? null : Number(v));
const object = (v: unknown): Raw | null => (v && typeof v === 'object' ? (v as Raw) : null);
const rows = (v: unknown): Raw[] => (Array.isArray(v) ? v.filter((r): r is Raw => !!object(r)) : []);
const html = (v: unknown) => sanitizeRichText(text(v));

/** Last name, first name, patronymic: how staff read a client. */
export const fullName = (r: Raw) =>
  [r.lastName, r.firstName, r.patronymic]
    .map(text)
    .filter((s) => s.trim() !== '')
    .join(' ');

export function toUpcoming(v: unknown): UpcomingOccasion | null {
  const o = object(v);
  return o ? { kind: o.kind as OccasionKind, title: text(o.title), date: text(o.date) } : null;
}

export function toSegment(v: unknown): MarketingSegment {
  const s = object(v) ?? {};
  return {
    occasionKind: (s.occasionKind ?? null) as SegmentOccasion | null,
    occasionDays: intOrNull(s.occasionDays),
    idleDays: intOrNull(s.idleDays),
    spentOver: intOrNull(s.spentOver),
    shopType: (s.shopType ?? null) as ShopType | null,
    affiliateId: idOrNull(s.affiliateId),
  };
}

export function toCampaign(r: Raw): MarketingCampaign {
  const counts = object(r.counts) ?? {};
  return {
    id: id(r.id),
    name: text(r.name),
    segment: toSegment(r.segment),
    subject: text(r.subject),
    bodyHtml: html(r.bodyHtml),
    promocodeId: idOrNull(r.promocodeId),
    promocodeCode: textOrNull(r.promocode),
    status: (r.status === 'sent' ? 'sent' : 'draft') as CampaignStatus,
    createdAt: text(r.createdAt),
    createdByName: textOrNull(r.createdByName),
    updatedAt: text(r.updatedAt),
    sentAt: textOrNull(r.sentAt),
    lastSentAt: textOrNull(r.lastSentAt),
    sentByName: textOrNull(r.sentByName),
    counts: {
      total: int(counts.total),
      queued: int(counts.queued),
      sent: int(counts.sent),
      failed: int(counts.failed),
      skipped: int(counts.skipped),
    },
  };
}

export const toAudienceMember = (r: Raw): AudienceMember => ({
  clientId: id(r.clientId),
  name: fullName(r),
  firstName: text(r.firstName),
  email: text(r.email),
  phone: text(r.phone),
  doNotDisturb: r.doNotDisturb === true,
  lastOrderDate: textOrNull(r.lastOrderDate),
  spent: Number(r.spent ?? 0) || 0,
  occasion: toUpcoming(r.occasion),
  outboxStatus: (r.outboxStatus ?? null) as OutboxStatus | null,
});

export const toPreview = (r: Raw): MarketingPreview => ({
  campaignId: id(r.campaignId),
  clientId: id(r.clientId),
  subject: text(r.subject),
  html: html(r.html),
  text: text(r.text),
  address: text(r.address),
  doNotDisturb: r.doNotDisturb === true,
  outboxStatus: (r.outboxStatus ?? null) as OutboxStatus | null,
  occasion: toUpcoming(r.occasion),
});

export const toOutboxMessage = (r: Raw): OutboxMessage => ({
  id: id(r.id),
  campaignId: id(r.campaignId),
  campaignName: text(r.campaignName),
  clientId: id(r.clientId),
  clientName: text(r.clientName),
  clientPhone: text(r.clientPhone),
  channel: (r.channel === 'email' ? 'email' : 'none') as OutboxChannel,
  address: text(r.address),
  subject: text(r.subject),
  bodyHtml: html(r.bodyHtml),
  occasion: text(r.occasion),
  status: r.status as OutboxStatus,
  transport: textOrNull(r.transport),
  error: text(r.error),
  attempts: int(r.attempts),
  createdAt: text(r.createdAt),
  sentAt: textOrNull(r.sentAt),
});

export const toClient = (r: Raw): MarketingClient => ({
  id: id(r.id),
  name: text(r.name),
  phone: text(r.phone),
  email: text(r.email),
  birthday: textOrNull(r.birthday),
  doNotDisturb: r.doNotDisturb === true,
  doNotDisturbAt: textOrNull(r.doNotDisturbAt),
  occasionCount: int(r.occasionCount),
  nextOccasion: toUpcoming(r.nextOccasion),
});

export const toOccasion = (r: Raw): ClientOccasion => ({
  id: id(r.id),
  clientId: id(r.clientId),
  kind: r.kind as OccasionKind,
  title: text(r.title),
  month: int(r.month),
  day: int(r.day),
  year: intOrNull(r.year),
  recurring: r.recurring !== false,
  source: r.source === 'order' ? 'order' : 'manual',
  orderId: idOrNull(r.orderId),
  orderNumber: textOrNull(r.orderNumber),
  createdAt: text(r.createdAt),
});

export const toSuggestion = (r: Raw): OccasionSuggestion => ({
  orderId: id(r.orderId),
  orderNumber: text(r.orderNumber),
  date: text(r.date),
  month: int(r.month),
  day: int(r.day),
  kind: r.kind as OccasionKind,
  title: text(r.title),
  recipient: text(r.recipient),
  card: text(r.card),
});

export const toClientDetails = (r: Raw) => ({
  client: toClient(r),
  occasions: rows(r.occasions).map(toOccasion),
  suggestions: rows(r.suggestions).map(toSuggestion),
});
