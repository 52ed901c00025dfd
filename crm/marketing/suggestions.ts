/**
 * Occasions proposed from a client's past orders (docs/marketing.md "Proposals from orders").
 * Only what the orders really say: a card «С днём рождения!» delivered to Мария on 14.03 says
 * Мария's birthday is about then; «С юбилеем!» or «с годовщиной» an anniversary; a delivery to
 * the same recipient on the same day in two different years a yearly habit. The date is the
 * delivery date (the order date when there is none), so staff confirm it before adding: nothing
 * here is stored until someone accepts a proposal (saveOccasion with its orderId).
 */
import type { OccasionKind } from '../../schema/marketing';
import type { Db } from '../db/connect';

export interface Suggestion {
  orderId: number;
  orderNumber: string;
  /** yyyy-MM-dd of the delivery. */
  date: string;
  month: number;
  day: number;
  kind: OccasionKind;
  title: string;
  recipient: string;
  card: string;
}

/** Newest orders looked at; a client with more has their recent years covered. */
const SCAN = 1000;
const MAX = 20;

const BIRTHDAY = /рожд|днюх|(?:^|[^а-яё])д\.?\s?р(?:[^а-яё]|$)/i;
const JUBILEE = /юбиле/i;
const ANNIVERSARY = /годовщин|свадьб/i;

/** What a card's text says the occasion is, if anything. */
export function occasionOfCard(card: string): { kind: OccasionKind; word: string } | null {
  if (BIRTHDAY.test(card)) return { kind: 'birthday', word: 'День рождения' };
  if (JUBILEE.test(card)) return { kind: 'anniversary', word: 'Юбилей' };
  if (ANNIVERSARY.test(card)) return { kind: 'anniversary', word: 'Годовщина' };
  return null;
}

interface OrderRow {
  id: number;
  number: string;
  date: string;
  recipient: string;
  card: string;
}

const about = (word: string, recipient: string) =>
  recipient ? `${word}: ${recipient}` : `${word} (по открытке)`;

export async function suggestOccasions(db: Db, clientId: number): Promise<Suggestion[]> {
  const orders = await db.query<OrderRow>(
    `SELECT o.id, o.number, to_char(coalesce(o.invoice_date, o.order_date), 'YYYY-MM-DD') AS date,
            btrim(concat_ws(' ', nullif(o.recipient_first_name, ''), nullif(o.recipient_last_name, ''))) AS recipient,
            btrim(o.card_to_order) AS card
       FROM orders o
      WHERE o.client_id = $1 AND NOT o.deleted AND (o.card_to_order <> '' OR o.recipient_first_name <> '')
      ORDER BY coalesce(o.invoice_date, o.order_date) DESC, o.id DESC
      LIMIT ${SCAN}`,
    [clientId],
  );
  const taken = await db.query<{ order_id: number | null; kind: string; month: number; day: number }>(
    'SELECT order_id, kind, month::int AS month, day::int AS day FROM client_occasions WHERE client_id = $1',
    [clientId],
  );
  const known = (kind: string, month: number, day: number, orderId: number) =>
    taken.some((t) => t.order_id === orderId || (t.kind === kind && t.month === month && t.day === day));

  const seen = new Set<string>();
  const out: Suggestion[] = [];
  const add = (o: OrderRow, kind: OccasionKind, title: string) => {
    const month = Number(o.date.slice(5, 7));
    const day = Number(o.date.slice(8, 10));
    // One proposal per recipient and kind (the newest order), or per day when there is no name.
    const key = `${kind}|${o.recipient.toLowerCase() || `${month}-${day}`}`;
    if (seen.has(key) || known(kind, month, day, o.id)) return;
    seen.add(key);
    out.push({
      orderId: o.id,
      orderNumber: o.number,
      date: o.date,
      month,
      day,
      kind,
      title,
      recipient: o.recipient,
      card: o.card,
    });
  };

  for (const o of orders) {
    const said = occasionOfCard(o.card);
    if (said) add(o, said.kind, about(said.word, o.recipient));
  }
  // The same recipient on the same day of different years: a date the client keeps.
  const years = new Map<string, { order: OrderRow; years: Set<string> }>();
  for (const o of orders) {
    if (!o.recipient) continue;
    const key = `${o.recipient.toLowerCase()}|${o.date.slice(5)}`;
    const entry = years.get(key) ?? { order: o, years: new Set<string>() };
    entry.years.add(o.date.slice(0, 4));
    years.set(key, entry);
  }
  for (const { order, years: y } of years.values()) {
    if (y.size >= 2) add(order, 'other', `Ежегодная доставка: ${order.recipient}`);
  }
  return out.slice(0, MAX);
}
