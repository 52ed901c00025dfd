/**
 * The GraphQL marketing (schema/marketing.graphql, docs/marketing.md): thin over service.ts.
 * Client e-mails, phones and mailings are the marketing screen's data, so reading needs the same
 * rule as writing: WRITE_RULES.marketing (the MARKETING page key).
 */
import { WRITE_RULES } from '../../../schema/access';
import type {
  ClientOccasionInput,
  MarketingCampaignInput,
  MarketingSegmentInput,
  Resolvers,
} from '../../__generated__/resolvers';
import { BadInputError, NotFoundError } from '../../errors';
import type { GraphQLContext } from '../../graphql/context';
import { notFoundAt, payload } from '../../graphql/payload';
import { parseId } from '../lists/service';
import { listRef } from '../warehouse/loaders';
import { audienceConnection, clientsConnection, outboxConnection } from './connections';
import {
  toAudienceMember,
  toCampaign,
  toClient,
  toClientDetails,
  toOccasion,
  toOutboxMessage,
  toPreview,
} from './records';
import { promoBatchCodesOf } from './batches';
import { marketingService, type CampaignBody, type OccasionBody, type SegmentBody } from './service';

export const MAX_OUTBOX = 1000;
const BATCH = 'Пачка промокодов не найдена';

const serviceOf = (ctx: GraphQLContext) => marketingService(ctx.upstream);

/** The signed-in marketer's CRM id (the acting user of writes). */
const marketer = async (ctx: GraphQLContext) => (await ctx.requireAccess(WRITE_RULES.marketing)).crmId;

/** An id argument: one that cannot exist names nothing (NOT_FOUND with the given message). */
function idOf(value: string, missing: string): number {
  const n = parseId(value);
  if (n === null) throw new NotFoundError(missing);
  return n;
}

function optionalIdOf(value: string | null | undefined, label: string): number | null {
  if (value == null || value === '') return null;
  const n = parseId(value);
  if (n === null) throw new BadInputError(`Поле «${label}»: неверный идентификатор`);
  return n;
}

const segmentOf = (s: MarketingSegmentInput | null | undefined): SegmentBody => ({
  occasionKind: s?.occasionKind ?? null,
  occasionDays: s?.occasionDays ?? null,
  idleDays: s?.idleDays ?? null,
  spentOver: s?.spentOver ?? null,
  shopType: s?.shopType ?? null,
  affiliateId: optionalIdOf(s?.affiliateId, 'Филиал'),
});

const campaignOf = (input: MarketingCampaignInput): CampaignBody => ({
  name: input.name,
  segment: segmentOf(input.segment),
  subject: input.subject,
  bodyHtml: input.bodyHtml,
  promocodeId: optionalIdOf(input.promocodeId, 'Промокод'),
});

const occasionOf = (input: ClientOccasionInput): OccasionBody => ({
  clientId: idOf(input.clientId, 'Клиент не найден'),
  kind: input.kind,
  title: input.title,
  month: input.month,
  day: input.day,
  year: input.year ?? null,
  recurring: input.recurring ?? null,
  orderId: optionalIdOf(input.orderId, 'Заказ'),
});

const CAMPAIGN = 'Рассылка не найдена';
const CLIENT = 'Клиент не найден';

export const marketingResolvers: Resolvers = {
  Query: {
    promoBatchCodes: async (_p, args, ctx) => {
      await marketer(ctx);
      const reply = await serviceOf(ctx).promoBatchCodes(idOf(args.batchId, BATCH));
      return promoBatchCodesOf(reply);
    },
    marketingCampaigns: async (_p, _a, ctx) => {
      await marketer(ctx);
      return (await serviceOf(ctx).campaigns()).map(toCampaign);
    },
    marketingCampaign: async (_p, args, ctx) => {
      await marketer(ctx);
      const id = parseId(args.id);
      if (id === null) return null;
      try {
        return toCampaign(await serviceOf(ctx).campaign(id));
      } catch (err) {
        if (err instanceof NotFoundError) return null;
        throw err;
      }
    },
    marketingAudience: async (_p, args, ctx) => {
      await marketer(ctx);
      const campaignId = args.campaignId == null ? null : idOf(args.campaignId, CAMPAIGN);
      const rows = await serviceOf(ctx).audience(
        campaignId,
        campaignId === null ? segmentOf(args.segment) : null,
      );
      return rows.map(toAudienceMember);
    },
    marketingAudienceConnection: async (_p, args, ctx) => {
      await marketer(ctx);
      const campaignId = args.campaignId == null ? null : idOf(args.campaignId, CAMPAIGN);
      return audienceConnection(
        args,
        ctx,
        campaignId === null ? { segment: segmentOf(args.segment) } : { campaignId },
      );
    },
    marketingPreview: async (_p, args, ctx) => {
      await marketer(ctx);
      return toPreview(
        await serviceOf(ctx).preview(idOf(args.campaignId, CAMPAIGN), idOf(args.clientId, CLIENT)),
      );
    },
    marketingOutbox: async (_p, args, ctx) => {
      await marketer(ctx);
      const limit = args.limit ?? 200;
      if (limit < 1 || limit > MAX_OUTBOX) throw new BadInputError(`Лимит: от 1 до ${MAX_OUTBOX}`);
      const campaignId = args.campaignId == null ? null : idOf(args.campaignId, CAMPAIGN);
      return (await serviceOf(ctx).outbox(campaignId, args.status ?? null, limit)).map(toOutboxMessage);
    },
    marketingOutboxConnection: async (_p, args, ctx) => {
      await marketer(ctx);
      const id = args.filter?.campaignId;
      return outboxConnection(args, ctx, id == null ? null : idOf(id, CAMPAIGN));
    },
    marketingClientsConnection: async (_p, args, ctx) => {
      await marketer(ctx);
      return clientsConnection(args, ctx);
    },
    marketingClients: async (_p, _a, ctx) => {
      await marketer(ctx);
      return (await serviceOf(ctx).clients()).map(toClient);
    },
    marketingClient: async (_p, args, ctx) => {
      await marketer(ctx);
      const id = parseId(args.id);
      if (id === null) return null;
      try {
        return toClientDetails(await serviceOf(ctx).client(id));
      } catch (err) {
        if (err instanceof NotFoundError) return null;
        throw err;
      }
    },
  },
  // Payloads (gateway/graphql/payload.ts, issue 18): a refused input comes back in userErrors; a
  // record that is not there is NOT_FOUND at the argument naming it. Rights stay errors.
  Mutation: {
    saveMarketingCampaign: async (_p, args, ctx) => {
      const userId = await marketer(ctx);
      const out = await payload('campaign', async () => {
        const id = args.id == null ? null : idOf(args.id, CAMPAIGN);
        return toCampaign(await serviceOf(ctx).saveCampaign(id, campaignOf(args.input), userId));
      });
      return notFoundAt(out);
    },
    copyMarketingCampaign: async (_p, args, ctx) => {
      const userId = await marketer(ctx);
      const out = await payload('campaign', async () =>
        toCampaign(await serviceOf(ctx).copyCampaign(idOf(args.id, CAMPAIGN), userId)),
      );
      return notFoundAt(out);
    },
    deleteMarketingCampaign: async (_p, args, ctx) => {
      await marketer(ctx);
      const out = await payload('deletedCampaignId', async () => {
        await serviceOf(ctx).deleteCampaign(idOf(args.id, CAMPAIGN));
        return args.id;
      });
      return notFoundAt(out);
    },
    sendMarketingCampaign: async (_p, args, ctx) => {
      const userId = await marketer(ctx);
      const out = await payload('result', async () => {
        const r = await serviceOf(ctx).send(idOf(args.id, CAMPAIGN), userId);
        return {
          campaign: toCampaign((r.campaign ?? {}) as Record<string, unknown>),
          queued: Number(r.queued ?? 0),
          noEmail: Number(r.noEmail ?? 0),
          already: Number(r.already ?? 0),
          doNotDisturb: Number(r.doNotDisturb ?? 0),
        };
      });
      return notFoundAt(out);
    },
    retryOutboxMessage: async (_p, args, ctx) => {
      await marketer(ctx);
      const out = await payload('message', async () =>
        toOutboxMessage(await serviceOf(ctx).retry(idOf(args.id, 'Сообщение не найдено'))),
      );
      return notFoundAt(out);
    },
    setClientDoNotDisturb: async (_p, args, ctx) => {
      const userId = await marketer(ctx);
      const out = await payload('client', async () =>
        toClient(await serviceOf(ctx).setDoNotDisturb(idOf(args.clientId, CLIENT), args.value, userId)),
      );
      return notFoundAt(out, ['clientId']);
    },
    saveClientOccasion: async (_p, args, ctx) => {
      const userId = await marketer(ctx);
      const out = await payload('occasion', async () => {
        const id = args.id == null ? null : idOf(args.id, 'Повод не найден');
        return toOccasion(await serviceOf(ctx).saveOccasion(id, occasionOf(args.input), userId));
      });
      // A new occasion names no record of its own: what is missing is its client.
      return notFoundAt(out, args.id == null ? ['input', 'clientId'] : ['id']);
    },
    deleteClientOccasion: async (_p, args, ctx) => {
      await marketer(ctx);
      const out = await payload('deletedOccasionId', async () => {
        await serviceOf(ctx).deleteOccasion(idOf(args.id, 'Повод не найден'));
        return args.id;
      });
      return notFoundAt(out);
    },
  },
  MarketingSegment: {
    affiliate: (parent, _a, ctx) => listRef(ctx, 'Affiliate', parent.affiliateId),
  },
};
