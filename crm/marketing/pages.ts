/**
 * The marketing screen's lists at a shop's real size (issue 17; docs/upstream-contract.md
 * "marketing"): the clients, the send log and a campaign's audience, each a keyset page with the
 * count of everything that matches computed in SQL. The clients page is the client directory's
 * page (crm/lists/page.ts: its (sort, id) order, its trigram search) with marketing's filters, and
 * each row then carries its next occasion.
 */
import { findList } from '../../schema/lists';
import type { OutboxStatus } from '../../schema/marketing';
import type { Db } from '../db/connect';
import { refuse } from '../domains/orders/input';
import { readWindow } from '../lib/keyset';
import { listPage } from '../lists/page';
import type { Body } from '../registry';
import { marketingClients, occasionWithin } from './clients';
import { OUTBOX_STATUSES, outboxPage } from './outbox';
import { audiencePage } from './segment';
import type { Segment } from './input';

const CLIENTS = findList('KlientDirectory')!;

/** A cursor's part: a safe integer, or absent. */
function keyInt(value: unknown, label: string): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) refuse(`Поле «${label}»: неверный курсор`);
  return value as number;
}

function optionalFlag(value: unknown, label: string): boolean | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'boolean') refuse(`Поле «${label}»: true или false`);
  return value as boolean;
}

/** The look-ahead of «повод в ближайшие N дней», as segments take it (0 to 366). */
function optionalDays(value: unknown): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 366)
    refuse('Поле «occasionDays»: целое число от 0 до 366');
  return value as number;
}

export async function clientPage(db: Db, body: Body, today: string) {
  const quiet = optionalFlag(body.doNotDisturb, 'doNotDisturb');
  const days = optionalDays(body.occasionDays);
  const page = await listPage(
    db,
    CLIENTS,
    {
      ...body,
      // The screen lists the live directory in its own order; these are not its choices.
      orderBy: 'sort',
      includeDeleted: false,
      onlyActive: false,
      shopType: null,
    },
    (p) => [
      ...(quiet === null ? [] : [quiet ? 'do_not_disturb' : 'NOT do_not_disturb']),
      ...(days === null ? [] : [occasionWithin(p(today), p(days))]),
    ],
  );
  const ids = page.rows.map((r) => r.id);
  const byId = new Map((ids.length ? await marketingClients(db, today, ids) : []).map((c) => [c.id, c]));
  return { ...page, rows: ids.map((id) => byId.get(id)).filter((c) => c !== undefined) };
}

export async function outboxLogPage(db: Db, body: Body, campaignId: number | null) {
  const status = body.status ?? null;
  if (status !== null && !OUTBOX_STATUSES.includes(status as OutboxStatus))
    refuse(`Поле «status»: одно из ${OUTBOX_STATUSES.join(', ')}`);
  const w = readWindow(body);
  const key = keyInt(w.backward ? body.beforeId : body.afterId, w.backward ? 'beforeId' : 'afterId');
  return outboxPage(db, { campaignId, status: status as OutboxStatus | null }, w, key);
}

const DATE_KEY = /^(\d{4}-\d{2}-\d{2}|infinity)$/;

export async function audienceMembersPage(
  db: Db,
  body: Body,
  segment: Segment,
  today: string,
  campaignId: number | null,
) {
  const w = readWindow(body);
  const side = w.backward ? 'before' : 'after';
  const id = keyInt(body[`${side}Id`], `${side}Id`);
  const soon = body[`${side}Soon`];
  if (id !== null && (typeof soon !== 'string' || !DATE_KEY.test(soon)))
    refuse(`Поле «${side}Soon»: неверный курсор`);
  return audiencePage(db, segment, today, campaignId, w, id === null ? null : { soon: soon as string, id });
}
