/**
 * Shared setup of the `marketing` suites: clients made through the list contract (a fresh phone
 * each, so orders attach to exactly them), campaigns, and dates of the shop's calendar. Other
 * files and the seed have clients too: tests look only at the ones they made, or compare the
 * outbox with the audience the CRM itself reports.
 */
import { randomBytes } from 'node:crypto';
import { DEFAULT_SHOP_TIMEZONE as SHOP_TIMEZONE, todayIn } from '../../schema/time-zone';
import { create, freshPhone, newOrderData, ok, t } from './orders-helper';

export interface Member {
  clientId: number;
  firstName: string;
  email: string;
  doNotDisturb: boolean;
  occasion: { kind: string; title: string; date: string } | null;
  outboxStatus: string | null;
}

export interface Campaign {
  id: number;
  name: string;
  status: 'draft' | 'sent';
  bodyHtml: string;
  subject: string;
  segment: Record<string, unknown>;
  promocode: string | null;
  counts: { total: number; queued: number; sent: number; failed: number; skipped: number };
}

export interface OutboxRow {
  id: number;
  campaignId: number;
  clientId: number;
  channel: string;
  address: string;
  subject: string;
  bodyHtml: string;
  status: string;
  transport: string | null;
  error: string;
  attempts: number;
}

export const today = () => todayIn(SHOP_TIMEZONE);

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A birthday whose next occurrence is `days` from today (year 2000: 29 February exists). */
export const birthdayIn = (days: number) => `2000-${addDays(today(), days).slice(5)}`;

export const tag = () => randomBytes(3).toString('hex');

export interface NewClient {
  firstName?: string;
  lastName?: string;
  patronymic?: string;
  email?: string;
  birthday?: string | null;
}

export async function newClient(c: NewClient = {}): Promise<{ id: number; phone: string }> {
  const phone = freshPhone();
  const { record } = await ok<{ record: { id: number } }>('/reference/setSaveNewKlientDirectory', {
    dataKlientDirectoryUpdate: {
      firstName: c.firstName ?? `Клиент-${tag()}`,
      lastName: c.lastName ?? 'Маркетинговый',
      patronymic: c.patronymic ?? '',
      phone,
      email: c.email ?? `m-${tag()}@example.com`,
      birthday: c.birthday ?? null,
    },
    userId: t.adminId,
  });
  return { id: record.id, phone };
}

/** An order of that client (found by phone), dated `date`. */
export const orderFor = (phone: string, date: string, extra: Record<string, unknown> = {}) =>
  create(
    newOrderData({
      date,
      invoiceDate: date,
      klient: { firstName: 'Тот же', lastName: '', patronymic: '', phone, email: '' },
      ...extra,
    }),
  );

export const BODY = '<p>Здравствуйте, {{имя}}! Скоро {{повод}} ({{дата}}) — мы рядом.</p>';

export const birthdayCampaign = (extra: Record<string, unknown> = {}) =>
  ok<Campaign>('/marketing/saveCampaign', {
    name: `Дни рождения ${tag()}`,
    segment: { occasionKind: 'birthday', occasionDays: 7 },
    subject: '{{имя}}, с наступающим!',
    bodyHtml: BODY,
    userId: t.adminId,
    ...extra,
  });

export const audienceOf = (campaignId: number) => ok<Member[]>('/marketing/getAudience', { campaignId });

export const outboxOf = (campaignId: number) =>
  ok<OutboxRow[]>('/marketing/getOutbox', { campaignId, limit: 1000 });

export const send = (id: number) =>
  ok<{ campaign: Campaign; queued: number; noEmail: number; already: number; doNotDisturb: number }>(
    '/marketing/sendCampaign',
    { id, userId: t.adminId },
  );
