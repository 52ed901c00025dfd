/**
 * The marketing screen's connections (issue 17): the clients (the directory's order, its search,
 * do-not-disturb and occasion-soon filters), the send log (newest first, by campaign and status)
 * and a campaign's audience (soonest occasion first, with the counts of the whole audience). Pages
 * come from the CRM's `marketing/get…Page` or, for a CRM without them, from page-fallback.ts.
 * Cursors are signed and bound to their list (gateway/security/cursor.ts).
 */
import type {
  MarketingClientFilter,
  MarketingSegmentInput,
  OutboxFilter,
} from '../../__generated__/resolvers';
import { BadInputError } from '../../errors';
import type { GraphQLContext } from '../../graphql/context';
import { relayWindow, toConnection, windowBody, type Key, type RelayArgs } from '../../graphql/relay';
import { cursors, FORGED_CURSOR } from '../../security/cursor';
import { localDate } from '../orders/dates';
import { audienceKey, clientKey, outboxKey, type MarketingPage } from './page-fallback';
import { toAudienceMember, toClient, toOutboxMessage } from './records';
import { marketingService, type Raw, type SegmentBody } from './service';

const whole = (v: unknown) => typeof v === 'number' && Number.isSafeInteger(v);
const DATE_KEY = /^(\d{4}-\d{2}-\d{2}|infinity)$/;

/** Signs and reads one list's cursors: `parts` names the key's parts in the cursor. */
function keyCursors(ctx: GraphQLContext, kind: string, check: (key: unknown[]) => boolean) {
  const pages = cursors(ctx.request.server.config.jwtSecret);
  return {
    encode: (key: Key) => pages.encode(kind, { k: key }),
    decode: (cursor: string): Key => {
      const { k } = pages.decode(kind, cursor);
      if (!Array.isArray(k) || !check(k)) throw new BadInputError(FORGED_CURSOR);
      return k as Key;
    },
  };
}

function connectionOf<T>(
  page: MarketingPage,
  keyOf: (r: Raw) => Key,
  encode: (k: Key) => string,
  to: (r: Raw) => T,
) {
  const c = toConnection(page.rows, (r) => encode(keyOf(r)), page);
  return {
    edges: c.edges.map((e) => ({ cursor: e.cursor, node: to(e.node) })),
    pageInfo: c.pageInfo,
    totalCount: page.total,
  };
}

function optionalDays(n: number | null | undefined): number | null {
  if (n == null) return null;
  if (!Number.isInteger(n) || n < 0 || n > 366)
    throw new BadInputError('Повод в ближайшие: от 0 до 366 дней');
  return n;
}

export async function clientsConnection(
  args: RelayArgs & { filter?: MarketingClientFilter | null },
  ctx: GraphQLContext,
) {
  const keys = keyCursors(ctx, 'marketing:clients', (k) => k.length === 2 && k.every(whole));
  const window = relayWindow(args, keys.decode);
  const filter = {
    search: args.filter?.search ?? '',
    doNotDisturb: args.filter?.doNotDisturb ?? null,
    occasionDays: optionalDays(args.filter?.occasionDays),
  };
  const page = await marketingService(ctx.upstream).clientPage({
    ...filter,
    body: {
      ...windowBody(window, ([sort, id], side) => ({ [`${side}Sort`]: sort, [`${side}Id`]: id })),
      ...filter,
    },
    window,
    today: localDate(ctx.request.server.config.shopTimezone),
  });
  return connectionOf(page, clientKey, keys.encode, toClient);
}

export async function outboxConnection(
  args: RelayArgs & { filter?: OutboxFilter | null },
  ctx: GraphQLContext,
  campaignId: number | null,
) {
  const keys = keyCursors(ctx, 'marketing:outbox', (k) => k.length === 1 && whole(k[0]) && Number(k[0]) < 0);
  const window = relayWindow(args, keys.decode);
  const filter = { campaignId, status: args.filter?.status ?? null };
  const page = await marketingService(ctx.upstream).outboxPage({
    filter,
    body: { ...windowBody(window, ([negId], side) => ({ [`${side}Id`]: -negId })), ...filter },
    window,
  });
  return connectionOf(page, outboxKey, keys.encode, toOutboxMessage);
}

export async function audienceConnection(
  args: RelayArgs & { segment?: MarketingSegmentInput | null },
  ctx: GraphQLContext,
  source: { campaignId: number } | { segment: SegmentBody },
) {
  const keys = keyCursors(
    ctx,
    'marketing:audience',
    (k) => k.length === 2 && typeof k[0] === 'string' && DATE_KEY.test(k[0]) && whole(k[1]),
  );
  const window = relayWindow(args, keys.decode);
  const page = await marketingService(ctx.upstream).audiencePage({
    segmentBody: source,
    body: {
      ...windowBody(window, ([soon, id], side) => ({ [`${side}Soon`]: soon, [`${side}Id`]: id })),
      ...source,
    },
    window,
  });
  return {
    ...connectionOf(page, audienceKey, keys.encode, toAudienceMember),
    doNotDisturbCount: page.doNotDisturb,
  };
}
