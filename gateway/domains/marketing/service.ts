/**
 * Marketing over the CRM's `marketing/*` calls (docs/upstream-contract.md "marketing"). The CRM
 * validates, renders and sends; refusals come back as VALIDATION or NOT_FOUND with a Russian
 * message, which mapRemoteError turns into BAD_USER_INPUT or NOT_FOUND here.
 */
import { perUpstream } from '../../upstream/per-upstream';
import type { Upstream } from '../../upstream/types';
import { isUnknownCall } from '../../upstream/errors';
import { asRecords, mapRemoteError } from '../lists/service';
import {
  asMarketingPage,
  audiencePageOf,
  clientsPageOf,
  FALLBACK_OUTBOX,
  outboxPageOf,
  type AudiencePageQuery,
  type ClientPageQuery,
  type MarketingPage,
  type OutboxPageQuery,
} from './page-fallback';

/** A record as the CRM sends it (camelCase JSON). */
export type Raw = Record<string, unknown>;

export type Actor = number | string | null;

export interface SegmentBody {
  occasionKind?: string | null;
  occasionDays?: number | null;
  idleDays?: number | null;
  spentOver?: number | null;
  shopType?: string | null;
  affiliateId?: number | null;
}

export interface CampaignBody {
  name: string;
  segment: SegmentBody;
  subject: string;
  bodyHtml: string;
  promocodeId: number | null;
}

export interface OccasionBody {
  clientId: number;
  kind: string;
  title: string;
  month: number;
  day: number;
  year: number | null;
  recurring: boolean | null;
  orderId: number | null;
}

const object = (data: unknown): Raw => (data && typeof data === 'object' ? (data as Raw) : {});

export function createMarketingService(upstream: Upstream) {
  async function call(method: string, body: object): Promise<unknown> {
    try {
      return await upstream.call('marketing', method, body);
    } catch (err) {
      throw mapRemoteError(err);
    }
  }
  const one = async (method: string, body: object) => object(await call(method, body));
  const many = async (method: string, body: object) => asRecords(await call(method, body)) as Raw[];
  /** A paged call; a CRM without it (isUnknownCall) is answered by `whole`, paged here. */
  async function page(method: string, body: object, whole: () => Promise<MarketingPage>) {
    let data: unknown;
    try {
      data = await upstream.call('marketing', method, body);
    } catch (err) {
      if (isUnknownCall(err)) return whole();
      throw mapRemoteError(err);
    }
    return asMarketingPage(data);
  }

  return {
    /** The codes a promo batch made (crm/marketing/batches.ts). */
    promoBatchCodes: (id: number) => one('getPromoBatchCodes', { id }),
    campaigns: () => many('getCampaigns', {}),
    campaign: (id: number) => one('getCampaign', { id }),
    saveCampaign: (id: number | null, input: CampaignBody, userId: Actor) =>
      one('saveCampaign', { ...input, id, userId }),
    copyCampaign: (id: number, userId: Actor) => one('copyCampaign', { id, userId }),
    deleteCampaign: (id: number) => call('deleteCampaign', { id }),
    audience: (campaignId: number | null, segment: SegmentBody | null) =>
      many('getAudience', campaignId !== null ? { campaignId } : { segment }),
    preview: (campaignId: number, clientId: number) => one('getPreview', { campaignId, clientId }),
    send: (id: number, userId: Actor) => one('sendCampaign', { id, userId }),
    outbox: (campaignId: number | null, status: string | null, limit: number) =>
      many('getOutbox', { campaignId, status, limit }),
    retry: (id: number) => one('retryOutbox', { id }),
    clients: () => many('getClients', {}),
    clientPage: (q: ClientPageQuery) =>
      page('getClientPage', q.body, async () => clientsPageOf(await many('getClients', {}), q)),
    outboxPage: (q: OutboxPageQuery) =>
      page('getOutboxPage', q.body, async () =>
        outboxPageOf(await many('getOutbox', { ...q.filter, limit: FALLBACK_OUTBOX }), q),
      ),
    audiencePage: (q: AudiencePageQuery) =>
      page('getAudiencePage', q.body, async () =>
        audiencePageOf(await many('getAudience', q.segmentBody), q),
      ),
    client: (clientId: number) => one('getClient', { clientId }),
    setDoNotDisturb: (clientId: number, value: boolean, userId: Actor) =>
      one('setDoNotDisturb', { clientId, value, userId }),
    saveOccasion: (id: number | null, input: OccasionBody, userId: Actor) =>
      one('saveOccasion', { ...input, id, userId }),
    deleteOccasion: (id: number) => call('deleteOccasion', { id }),
  };
}

export type MarketingService = ReturnType<typeof createMarketingService>;

/** One service per CRM client. */
export const marketingService = perUpstream(createMarketingService);
