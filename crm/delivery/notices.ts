/**
 * Client notices of the delivery day (issue 21 item 5, docs/delivery.md «Уведомления»): «Собран»
 * (with the bouquet photo's link), «Передан курьеру», «Доставлен» to the buyer's e-mail, from
 * editable templates. Queued in the status change's own transaction under UNIQUE (order, event),
 * so an event sends at most once whatever happens later (a step back and forward, a retry of the
 * call); sent after commit through the marketing mail transport (ctx.delivery.send).
 */
import {
  DEFAULT_NOTICES,
  fillNotice,
  NOTICE_EVENTS,
  parseWindow,
  windowText,
  type DeliveryStatus,
  type NoticeEvent,
  type NoticePlaceholder,
} from '../../schema/delivery';
import { richTextToPlain, sanitizeRichText } from '../../schema/rich-text';
import type { Db } from '../db/connect';
import { invalid } from '../envelope';
import { escapeHtml } from '../marketing/render';
import { NO_EMAIL, usableEmail } from '../marketing/send';
import type { OutgoingMail } from '../marketing/transport';

export interface NoticeTemplate {
  event: NoticeEvent;
  subject: string;
  body: string;
}

export async function noticeTemplates(db: Db): Promise<NoticeTemplate[]> {
  const rows = await db.query<NoticeTemplate>('SELECT event, subject, body FROM delivery_notice_templates');
  return NOTICE_EVENTS.map(
    (event) => rows.find((r) => r.event === event) ?? { event, ...DEFAULT_NOTICES[event] },
  );
}

export async function saveNoticeTemplate(tx: Db, t: NoticeTemplate, userId: number | null) {
  if (!(NOTICE_EVENTS as readonly string[]).includes(t.event))
    invalid(`Уведомление: одно из ${NOTICE_EVENTS.join(', ')}`, { field: ['event'] });
  if (t.subject === '') invalid('Укажите тему письма', { field: ['subject'] });
  if (t.body === '') invalid('Напишите текст письма', { field: ['body'] });
  await tx.query(
    `INSERT INTO delivery_notice_templates (event, subject, body, updated_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (event) DO UPDATE SET subject = $2, body = $3, updated_by = $4, updated_at = now()`,
    [t.event, t.subject, sanitizeRichText(t.body), userId],
  );
}

interface OrderFacts {
  number: string;
  date: string;
  time: string;
  clientId: number | null;
  firstName: string;
  email: string;
  off: boolean;
  recipient: string;
  receiver: string;
  photo: string | null;
}

/**
 * Queues the notice of `status` for the order's buyer, in the caller's transaction; true when a
 * message is waiting to be sent. A status without a notice, or a notice already logged, queues none.
 */
export async function queueNotice(tx: Db, orderId: number, status: DeliveryStatus, linkBase: string) {
  if (!(NOTICE_EVENTS as readonly string[]).includes(status)) return false;
  const event = status as NoticeEvent;
  const [o] = await tx.query<OrderFacts>(
    `SELECT o.number, to_char(coalesce(o.invoice_date, o.order_date), 'DD.MM.YYYY') AS date,
            o.invoice_time_do AS time, o.client_id AS "clientId",
            coalesce(k.first_name, '') AS "firstName", coalesce(k.email, '') AS email,
            coalesce(k.delivery_notices_off, false) AS off,
            btrim(concat_ws(' ', nullif(o.recipient_first_name, ''), nullif(o.recipient_last_name, ''))) AS recipient,
            coalesce(d.receiver_name, '') AS receiver,
            (SELECT ph.image FROM delivery_photos ph WHERE ph.order_id = o.id AND ph.kind = 'bouquet'
              ORDER BY ph.id DESC LIMIT 1) AS photo
       FROM orders o LEFT JOIN clients k ON k.id = o.client_id LEFT JOIN deliveries d ON d.order_id = o.id
      WHERE o.id = $1`,
    [orderId],
  );
  const [template] = (await noticeTemplates(tx)).filter((t) => t.event === event);
  const window = parseWindow(o.time);
  const values: Record<NoticePlaceholder, string> = {
    client: o.firstName.trim() || 'Здравствуйте',
    number: o.number,
    recipient: o.recipient || 'получатель',
    window: window ? windowText(window) : o.time || 'в течение дня',
    date: o.date,
    photo: o.photo ? `${linkBase.replace(/\/+$/, '')}/images/${o.photo}` : 'будет позже',
    receiver: o.receiver || 'получатель',
  };
  const escaped = Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, escapeHtml(v)]),
  ) as typeof values;
  const html = sanitizeRichText(fillNotice(template.body, escaped));
  const subject = fillNotice(template.subject, values).replace(/[\r\n]+/g, ' ');
  const skip =
    o.clientId === null
      ? 'Нет клиента'
      : o.off
        ? 'Клиент отказался от уведомлений'
        : !usableEmail(o.email)
          ? NO_EMAIL
          : null;
  const rows = await tx.query(
    `INSERT INTO delivery_notices (order_id, event, client_id, address, subject, body_html, status, error)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (order_id, event) DO NOTHING RETURNING id`,
    [
      orderId,
      event,
      o.clientId,
      skip ? '' : o.email.trim(),
      subject,
      html,
      skip ? 'skipped' : 'queued',
      skip ?? '',
    ],
  );
  return rows.length > 0 && !skip;
}

/** Sends what is queued, once: a row is claimed (queued → sent) before the mail goes. */
export async function sendQueuedNotices(
  db: Db,
  send: ((mail: OutgoingMail) => Promise<void>) | undefined,
): Promise<void> {
  const queued = await db.query<{ id: number; address: string; subject: string; body_html: string }>(
    `SELECT id, address, subject, body_html FROM delivery_notices WHERE status = 'queued' ORDER BY id LIMIT 50`,
  );
  for (const n of queued) {
    const [claimed] = await db.query(
      `UPDATE delivery_notices SET status = 'sent', sent_at = now(), transport = 'mail'
        WHERE id = $1 AND status = 'queued' RETURNING id`,
      [n.id],
    );
    if (!claimed || !send) continue;
    try {
      await send({
        to: n.address,
        subject: n.subject,
        html: n.body_html,
        text: richTextToPlain(n.body_html),
      });
    } catch (err) {
      await db.query(`UPDATE delivery_notices SET status = 'failed', error = $2 WHERE id = $1`, [
        n.id,
        String((err as Error)?.message ?? err).slice(0, 500),
      ]);
    }
  }
}

export interface NoticeRecord {
  id: number;
  orderId: number;
  number: string;
  event: NoticeEvent;
  address: string;
  subject: string;
  bodyHtml: string;
  status: 'queued' | 'sent' | 'failed' | 'skipped';
  error: string;
  createdAt: string;
  sentAt: string | null;
}

const ISO = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Notices matching `where` (parameters from $1), newest first, at most `limit`. */
export async function selectNotices(
  db: Db,
  where: string,
  params: unknown[],
  limit: number,
): Promise<NoticeRecord[]> {
  return db.query<NoticeRecord>(
    `SELECT n.id, n.order_id AS "orderId", o.number, n.event, n.address, n.subject, n.body_html AS "bodyHtml",
            n.status, n.error, ${ISO('n.created_at')} AS "createdAt", ${ISO('n.sent_at')} AS "sentAt"
       FROM delivery_notices n JOIN orders o ON o.id = n.order_id
      WHERE ${where}
      ORDER BY n.created_at DESC, n.id DESC LIMIT ${Number(limit)}`,
    params,
  );
}

/** The log, newest first; of one order when given (capped: the screens page getNoticePage). */
export const noticeLog = (db: Db, orderId: number | null, limit = 100) =>
  selectNotices(db, '($1::int IS NULL OR n.order_id = $1)', [orderId], limit);

/** The client's «no delivery notices» switch. */
export async function setNoticesOff(tx: Db, clientId: number, off: boolean): Promise<void> {
  const rows = await tx.query('UPDATE clients SET delivery_notices_off = $2 WHERE id = $1 RETURNING id', [
    clientId,
    off,
  ]);
  if (rows.length === 0) invalid('Клиент не найден', { field: ['clientId'], reason: 'NOT_FOUND' });
}
