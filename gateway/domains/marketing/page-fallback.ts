/**
 * The marketing screen's pages (issue 17) as the CRM's `marketing/get…Page` calls answer them,
 * and, for a CRM without those calls (isUnknownCall: an older CRM of ours), the same pages cut
 * here from its whole-list calls by the same rules: slower, the same rows, keys and counts. The
 * send log's whole call stops at FALLBACK_OUTBOX messages, so such a CRM's log pages that many.
 */
import { matchesText } from '../../../schema/list-search';
import { BadInputError } from '../../errors';
import { pageOfRows, type Key, type PageWindow } from '../../graphql/relay';
import type { Raw } from './service';

export const FALLBACK_OUTBOX = 1000;

export interface MarketingPage {
  rows: Raw[];
  total: number;
  /** Audience pages: how many of all the members asked not to be disturbed. */
  doNotDisturb: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

/** The CRM's reply, checked: a page without rows is the CRM's fault, not an empty list. */
export function asMarketingPage(data: unknown): MarketingPage {
  const d = (data ?? {}) as Partial<MarketingPage>;
  if (!Array.isArray(d.rows)) throw new BadInputError('CRM не вернула страницу списка');
  return {
    rows: d.rows.filter((r): r is Raw => !!r && typeof r === 'object'),
    total: Number(d.total ?? 0) || 0,
    doNotDisturb: Number(d.doNotDisturb ?? 0) || 0,
    hasNextPage: d.hasNextPage === true,
    hasPreviousPage: d.hasPreviousPage === true,
  };
}

interface PageQuery {
  /** What the CRM's paged call is sent. */
  body: object;
  /** The same page for the fallback: keys compared as the CRM's order does. */
  window: PageWindow<Key>;
}

export interface ClientPageQuery extends PageQuery {
  search: string;
  doNotDisturb: boolean | null;
  occasionDays: number | null;
  /** The shop's today, yyyy-MM-dd. */
  today: string;
}

export interface OutboxPageQuery extends PageQuery {
  filter: { campaignId: number | null; status: string | null };
}

export interface AudiencePageQuery extends PageQuery {
  /** What the whole-list getAudience is sent: `{ campaignId }` or `{ segment }`. */
  segmentBody: object;
}

/** The client list's key: the directory's (sort, id). */
export const clientKey = (r: Raw): Key => [Number(r.sort ?? 0) || 0, Number(r.id)];
/** The send log's key: newest first by id. */
export const outboxKey = (r: Raw): Key => [-Number(r.id)];
/** The audience's key: soonest occasion first, none last ('infinity' sorts after any date), then id. */
export const audienceKey = (r: Raw): Key => {
  const occasion = r.occasion as { date?: unknown } | null | undefined;
  return [typeof occasion?.date === 'string' ? occasion.date : 'infinity', Number(r.clientId)];
};

function plusDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const cut = (rows: Raw[], keyOf: (r: Raw) => Key, q: PageQuery, doNotDisturb = 0): MarketingPage => ({
  ...pageOfRows(rows, keyOf, q.window),
  total: rows.length,
  doNotDisturb,
});

export function clientsPageOf(all: Raw[], q: ClientPageQuery): MarketingPage {
  const last = q.occasionDays === null ? null : plusDays(q.today, q.occasionDays);
  const matching = all.filter((c) => {
    const next = (c.nextOccasion as { date?: string } | null)?.date;
    const text = `${String(c.name ?? '')} ${String(c.phone ?? '').replace(/\D/g, '')} ${String(c.email ?? '')}`;
    return (
      (q.doNotDisturb === null || c.doNotDisturb === q.doNotDisturb) &&
      (last === null || (next !== undefined && next <= last)) &&
      matchesText(text.toLowerCase(), q.search)
    );
  });
  return cut(matching, clientKey, q);
}

export const outboxPageOf = (all: Raw[], q: OutboxPageQuery) => cut(all, outboxKey, q);

export const audiencePageOf = (all: Raw[], q: AudiencePageQuery) =>
  cut(all, audienceKey, q, all.filter((m) => m.doNotDisturb === true).length);
