/**
 * The remote area `marketing` (docs/marketing.md, docs/upstream-contract.md "marketing"):
 * reminders and mailings to clients. Campaigns with a segment and a rich-text message, each
 * client's occasions and do-not-disturb flag, the audience and a per-client preview, sending into
 * the outbox (once per client and campaign) and the outbox as the send log. Every write runs in
 * one transaction; `userId` is the acting user.
 */
import type { OutboxStatus } from '../../schema/marketing';
import { CrmError } from '../envelope';
import { parseId } from '../lists/checks';
import {
  campaignById,
  copyCampaign,
  deleteCampaign,
  listCampaigns,
  saveCampaign,
} from '../marketing/campaigns';
import {
  deleteOccasion,
  marketingClients,
  occasionsOf,
  requireClient,
  saveOccasion,
  setDoNotDisturb,
} from '../marketing/clients';
import { readCampaign, readOccasion, readSegment } from '../marketing/input';
import { OUTBOX_STATUSES, readOutbox, retryOutbox } from '../marketing/outbox';
import { audienceMembersPage, clientPage, outboxLogPage } from '../marketing/pages';
import { renderMessage } from '../marketing/render';
import { batchCodes } from '../marketing/batches';
import { audience } from '../marketing/segment';
import { sendCampaign, usableEmail } from '../marketing/send';
import { suggestOccasions } from '../marketing/suggestions';
import type { Body, CrmContext, Domain } from '../registry';
import type { Db } from '../db/connect';
import { todayIn } from '../../schema/time-zone';
import { optionalId, refuse } from './orders/input';
import { actingUser } from './orders/refs';

/** The shop's today: occasions and idle periods are counted in its calendar. */
const today = (ctx: CrmContext) => todayIn(ctx.timeZone);

function limit(value: unknown): number {
  if (value === undefined || value === null) return 200;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 1000) {
    refuse('Поле «limit»: целое число от 1 до 1000');
  }
  return value as number;
}

function flag(value: unknown, label: string): boolean {
  if (typeof value !== 'boolean') refuse(`Поле «${label}»: true или false`);
  return value as boolean;
}

async function client(db: Db, day: string, id: number) {
  const [found] = await marketingClients(db, day, [id]);
  if (!found) throw new CrmError('NOT_FOUND', 'Клиент не найден');
  return found;
}

/** A saved campaign's segment (`campaignId`), or an unsaved one (`segment`). */
async function segmentOf(db: Db, body: Body) {
  if (body.campaignId !== undefined && body.campaignId !== null) {
    const campaign = await campaignById(db, parseId(body.campaignId, 'campaignId'));
    return { segment: campaign.segment, campaignId: campaign.id as number | null };
  }
  return { segment: readSegment(body.segment), campaignId: null };
}

async function preview(db: Db, body: Body, day: string) {
  const campaignId = parseId(body.campaignId, 'campaignId');
  const clientId = parseId(body.clientId, 'clientId');
  const campaign = await campaignById(db, campaignId);
  // What was sent is what the outbox holds; before sending, render it as it would go now.
  const [sent] = await db.query<{
    subject: string;
    html: string;
    text: string;
    address: string;
    status: string;
  }>(
    `SELECT subject, body_html AS html, body_text AS text, address, status FROM outbox
      WHERE campaign_id = $1 AND client_id = $2`,
    [campaignId, clientId],
  );
  const member = (await audience(db, campaign.segment, day, campaignId)).find((m) => m.clientId === clientId);
  if (!sent && !member) {
    await requireClient(db, clientId);
    throw new CrmError('VALIDATION', 'Клиент не входит в сегмент рассылки');
  }
  const message = sent ?? {
    ...renderMessage(campaign, member!, campaign.promocode),
    address: member!.email.trim(),
  };
  return {
    campaignId,
    clientId,
    subject: message.subject,
    html: message.html,
    text: message.text,
    address: usableEmail(message.address) ? message.address : '',
    doNotDisturb: member?.doNotDisturb ?? false,
    outboxStatus: sent?.status ?? null,
    occasion: member?.occasion ?? null,
  };
}

export const marketing: Domain = {
  /** The codes a promo batch made (ours): the batch screen's list and CSV download. */
  async getPromoBatchCodes(body, { db }) {
    return batchCodes(db, parseId(body.id));
  },

  async getCampaigns(_body, { db }) {
    return listCampaigns(db);
  },

  async getCampaign(body, { db }) {
    return campaignById(db, parseId(body.id));
  },

  async saveCampaign(body, { db }) {
    const id = optionalId(body.id, 'id');
    const input = readCampaign(body);
    const saved = await db.transaction(async (tx) =>
      saveCampaign(tx, id, input, await actingUser(tx, body.userId)),
    );
    return campaignById(db, saved);
  },

  async copyCampaign(body, { db }) {
    const id = parseId(body.id);
    const copy = await db.transaction(async (tx) => copyCampaign(tx, id, await actingUser(tx, body.userId)));
    return campaignById(db, copy);
  },

  async deleteCampaign(body, { db }) {
    const id = parseId(body.id);
    await db.transaction((tx) => deleteCampaign(tx, id));
    return { id };
  },

  async getAudience(body, ctx) {
    const { segment, campaignId } = await segmentOf(ctx.db, body);
    return audience(ctx.db, segment, today(ctx), campaignId);
  },

  async getAudiencePage(body, ctx) {
    const { segment, campaignId } = await segmentOf(ctx.db, body);
    return audienceMembersPage(ctx.db, body, segment, today(ctx), campaignId);
  },

  getPreview: (body, ctx) => preview(ctx.db, body, today(ctx)),

  async sendCampaign(body, { db, delivery, timeZone }) {
    const id = parseId(body.id);
    const result = await db.transaction(async (tx) =>
      sendCampaign(tx, id, todayIn(timeZone), await actingUser(tx, body.userId)),
    );
    // After the commit: the worker must see the rows it is told about.
    if (result.queued > 0) delivery?.kick();
    return { campaign: await campaignById(db, id), ...result };
  },

  async getOutbox(body, { db }) {
    const status = body.status ?? null;
    if (status !== null && !OUTBOX_STATUSES.includes(status as OutboxStatus)) {
      refuse(`Поле «status»: одно из ${OUTBOX_STATUSES.join(', ')}`);
    }
    return readOutbox(db, {
      campaignId: optionalId(body.campaignId, 'campaignId'),
      status: status as OutboxStatus | null,
      limit: limit(body.limit),
    });
  },

  getOutboxPage: (body, { db }) => outboxLogPage(db, body, optionalId(body.campaignId, 'campaignId')),

  async retryOutbox(body, { db, delivery }) {
    const id = parseId(body.id);
    const record = await db.transaction((tx) => retryOutbox(tx, id));
    delivery?.kick();
    return record;
  },

  async getClients(_body, ctx) {
    return marketingClients(ctx.db, today(ctx));
  },

  getClientPage: (body, ctx) => clientPage(ctx.db, body, today(ctx)),

  async getClient(body, ctx) {
    const { db } = ctx;
    const id = parseId(body.clientId, 'clientId');
    const found = await client(db, today(ctx), id);
    return { ...found, occasions: await occasionsOf(db, id), suggestions: await suggestOccasions(db, id) };
  },

  async setDoNotDisturb(body, ctx) {
    const { db } = ctx;
    const id = parseId(body.clientId, 'clientId');
    const value = flag(body.value, 'value');
    await db.transaction(async (tx) => setDoNotDisturb(tx, id, value, await actingUser(tx, body.userId)));
    return client(db, today(ctx), id);
  },

  async saveOccasion(body, { db }) {
    const id = optionalId(body.id, 'id');
    const input = readOccasion(body, parseId(body.clientId, 'clientId'));
    return db.transaction(async (tx) => saveOccasion(tx, id, input, await actingUser(tx, body.userId)));
  },

  async deleteOccasion(body, { db }) {
    const id = parseId(body.id);
    await db.transaction((tx) => deleteOccasion(tx, id));
    return { id };
  },
};
