/**
 * The audit log (issue 16 item 5): `audit/record` stores one security-relevant event the gateway
 * saw, `audit/list` reads them newest first, a page at a time (keyset on time and id, no OFFSET),
 * filtered by event, person (actor or target e-mail or id) and period. docs/upstream-contract.md.
 */
import { CrmError } from '../envelope';
import type { Domain } from '../registry';

export const AUDIT_EVENTS = [
  'signin.success',
  'signin.failure',
  'signout',
  'rights.changed',
  'export',
] as const;
const MAX_PAGE = 200;
/** Keys that never enter the log, at any depth of `detail`. */
const SECRET = /pass|token|hash|secret/i;

function withoutSecrets(value: unknown, depth = 0): unknown {
  if (depth > 5 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.slice(0, 100).map((v) => withoutSecrets(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([k]) => !SECRET.test(k))
      .map(([k, v]) => [k, withoutSecrets(v, depth + 1)]),
  );
}

const text = (v: unknown, max = 254) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : null);
const int = (v: unknown) => (Number.isSafeInteger(Number(v)) && Number(v) > 0 ? Number(v) : null);
const date = (v: unknown, label: string) => {
  if (v == null || v === '') return null;
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v)) {
    throw new CrmError('VALIDATION', `${label}: дата в формате ГГГГ-ММ-ДД`);
  }
  return v;
};

/** The opaque cursor of a page: the last row's time and id. */
const cursorOf = (row: { at: string; id: string }) =>
  Buffer.from(`${row.at}|${row.id}`).toString('base64url');
function parseCursor(v: unknown): { at: string; id: string } | null {
  if (v == null || v === '') return null;
  const [at, id] = Buffer.from(String(v), 'base64url').toString('utf8').split('|');
  if (!at || !/^\d+$/.test(id ?? '') || Number.isNaN(Date.parse(at))) {
    throw new CrmError('VALIDATION', 'Неверный курсор страницы журнала');
  }
  return { at, id };
}

interface Row {
  id: string;
  at: string;
  event: string;
  actor_id: number | null;
  actor_email: string | null;
  target_user_id: number | null;
  target_email: string | null;
  ip: string | null;
  detail: unknown;
}

export const audit: Domain = {
  async record(body, { db }) {
    const event = String(body.event ?? '');
    if (!(AUDIT_EVENTS as readonly string[]).includes(event)) {
      throw new CrmError('VALIDATION', `Неизвестное событие журнала: ${event.slice(0, 40)}`);
    }
    const detail = JSON.stringify(withoutSecrets(body.detail ?? {}));
    if (detail.length > 20_000) throw new CrmError('VALIDATION', 'Слишком большая запись журнала');
    await db.transaction((tx) =>
      tx.query(
        `INSERT INTO audit_log (event, actor_id, actor_email, target_user_id, ip, detail)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb)`,
        [event, int(body.actorId), text(body.actorEmail), int(body.targetUserId), text(body.ip, 64), detail],
      ),
    );
    return { recorded: true };
  },

  async list(body, { db }) {
    const first = body.first == null ? 50 : Number(body.first);
    if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE) {
      throw new CrmError('VALIDATION', `Размер страницы журнала: от 1 до ${MAX_PAGE}`);
    }
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (sql: string, value: unknown) => {
      params.push(value);
      where.push(sql.replace('?', `$${params.length}`));
    };
    const event = text(body.event, 40);
    if (event) add('a.event = ?', event);
    const person = text(body.person, 254);
    if (person) {
      // Who did it or to whom: one parameter, matched against both e-mails.
      params.push(`%${person.toLowerCase()}%`);
      where.push(`(lower(a.actor_email) LIKE $${params.length} OR lower(t.email) LIKE $${params.length})`);
    }
    const from = date(body.from, 'Начало периода');
    if (from) add('a.at >= ?::date', from);
    const to = date(body.to, 'Конец периода');
    if (to) add('a.at < ?::date + 1', to);
    const after = parseCursor(body.after);
    if (after) {
      params.push(after.at, after.id);
      where.push(`(a.at, a.id) < ($${params.length - 1}::timestamptz, $${params.length}::bigint)`);
    }
    params.push(first + 1);
    const rows = await db.query<Row>(
      `SELECT a.id::text AS id, to_char(a.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at,
              a.event, a.actor_id, a.actor_email, a.target_user_id, t.email AS target_email, a.ip, a.detail
         FROM audit_log a LEFT JOIN users t ON t.id = a.target_user_id
        ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY a.at DESC, a.id DESC
        LIMIT $${params.length}`,
      params,
    );
    const page = rows.slice(0, first);
    return {
      items: page.map((r) => ({
        id: r.id,
        at: r.at,
        event: r.event,
        actorId: r.actor_id,
        actorEmail: r.actor_email,
        targetUserId: r.target_user_id,
        targetEmail: r.target_email,
        ip: r.ip,
        detail: r.detail,
      })),
      nextCursor: rows.length > first ? cursorOf(page[page.length - 1]) : null,
    };
  },
};
