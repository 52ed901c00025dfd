/**
 * Which receipts an order needs, and the round trip of one document (docs/fiscal.md): store it
 * in the CRM (`pending`), ask the register (registerOnce), report the answer. The storing and
 * reporting go through `FiscalApi` (Apollo on the web, GraphQL over HTTP in the tests), so the
 * POS, the order screens and the cashbox run this one piece of code.
 */
import type { AtolOptions, AtolTask } from './atol';
import { buildReceipt, type FiscalOrder, type FiscalSettings, type Money } from './receipt';
import { registerOnce, TASK_KINDS } from './register';

export type DocumentKind = keyof typeof TASK_KINDS;

export interface StoredDocument {
  id: string;
  kind: DocumentKind;
  key: number;
  paymentId: string | null;
  amount: number;
  /** JSON text of the ATOL task. */
  task: string;
  status: 'pending' | 'registered' | 'failed';
  attempt: number;
  /** The fiscal document number once registered. */
  number: number | null;
  /** The driver's message of the last failure. */
  message: string | null;
}

export interface DocumentInput {
  kind: DocumentKind;
  key: number;
  shopType: 'flower_shop' | 'fastfood';
  orderId?: string | null;
  paymentId?: string | null;
  shiftId?: string | null;
  amount: number;
  task: string;
}

export interface ReportInput {
  status: 'pending' | 'registered' | 'failed';
  attempt: number;
  message?: string | null;
  number?: number | null;
  sign?: string | null;
  fiscalAt?: string | null;
}

export interface FiscalApi<D extends StoredDocument = StoredDocument> {
  save(input: DocumentInput): Promise<D>;
  report(id: string, input: ReportInput): Promise<D>;
}

/** What of an order the receipts need: its sums (FiscalOrder) and the money that came in. */
export interface OrderForFiscal extends FiscalOrder {
  id: string;
  shopType: 'flower_shop' | 'fastfood';
  deliveryType: string;
  total: number;
  payments: readonly { id: string; amount: number; cashless: boolean }[];
}

/**
 * A payment is a sale («полный расчёт») when it alone pays the whole order and the goods leave
 * with the buyer; money for a delivery, or a part of the price, is a prepayment, and the order
 * gets its settlement receipt when it is handed over (docs/fiscal.md «Which receipt when»).
 */
function paymentCase(order: OrderForFiscal, index: number): 'sale' | 'prepayment' {
  const payment = order.payments[index]!;
  const complete = payment.amount + (order.certificateSum ?? 0) + (order.bonusSum ?? 0) === order.total;
  return index === 0 && complete && order.deliveryType !== 'delivery' ? 'sale' : 'prepayment';
}

/** Receipts for the order's payments that have none yet. */
export function paymentDocuments(
  order: OrderForFiscal,
  settings: FiscalSettings,
  existing: readonly Pick<StoredDocument, 'kind' | 'key'>[],
): DocumentInput[] {
  const had = new Set(existing.map((d) => `${d.kind}:${d.key}`));
  const out: DocumentInput[] = [];
  let paidBefore = 0;
  order.payments.forEach((p, i) => {
    const key = Number(p.id);
    const kind = paymentCase(order, i);
    if (p.amount > 0 && !had.has(`sale:${key}`) && !had.has(`prepayment:${key}`)) {
      const money: Money = { cashless: p.cashless, amount: p.amount };
      const task =
        kind === 'sale'
          ? buildReceipt(order, settings, { kind, money: [money] })
          : buildReceipt(order, settings, { kind, money, paidBefore });
      out.push(document(order, kind, key, p.id, task));
    }
    paidBefore += p.amount;
  });
  return out;
}

function document(
  order: OrderForFiscal,
  kind: DocumentKind,
  key: number,
  paymentId: string | null,
  task: AtolTask & { total: number },
): DocumentInput {
  return {
    kind,
    key,
    shopType: order.shopType,
    orderId: order.id,
    paymentId,
    amount: Math.round(task.total * 100),
    task: JSON.stringify(task),
  };
}

/** «Полный расчёт» on delivery or pick-up: offsets what the prepayment receipts took. */
export function settlementDocument(
  order: OrderForFiscal,
  settings: FiscalSettings,
  existing: readonly Pick<StoredDocument, 'kind' | 'amount' | 'status'>[],
): DocumentInput | null {
  const advance = existing
    .filter((d) => d.kind === 'prepayment' && d.status === 'registered')
    .reduce((a, d) => a + d.amount, 0);
  // Settled already, or the money went back: nothing to hand over on a receipt.
  if (advance === 0 || existing.some((d) => ['settlement', 'sale', 'return'].includes(d.kind))) return null;
  const task = buildReceipt(order, settings, { kind: 'settlement', advance, money: [] });
  return document(order, 'settlement', Number(order.id), null, task);
}

/** A cancelled paid order: the money back as it came in (settled: as a full payment). */
export function returnDocument(
  order: OrderForFiscal,
  settings: FiscalSettings,
  existing: readonly Pick<StoredDocument, 'kind' | 'paymentId' | 'status'>[],
): DocumentInput | null {
  const registered = existing.filter((d) => d.status === 'registered');
  if (registered.length === 0 || existing.some((d) => d.kind === 'return')) return null;
  const paidIds = new Set(registered.map((d) => d.paymentId).filter(Boolean));
  const money = order.payments
    .filter((p) => p.amount > 0 && paidIds.has(p.id))
    .map((p) => ({ cashless: p.cashless, amount: p.amount }));
  const settled = registered.some((d) => d.kind === 'sale' || d.kind === 'settlement');
  const task = buildReceipt(order, settings, { kind: 'return', settled, money });
  return document(order, 'return', Number(order.id), null, task);
}

/** Ask the register for one stored document and record its answer; a registered one is left as is. */
export async function registerDocument<D extends StoredDocument>(
  api: FiscalApi<D>,
  base: string,
  doc: D,
  options: AtolOptions = {},
): Promise<D> {
  if (doc.status === 'registered') return doc;
  const outcome = await registerOnce(
    base,
    {
      kind: TASK_KINDS[doc.kind],
      key: doc.key,
      attempt: doc.attempt,
      request: [JSON.parse(doc.task) as AtolTask],
    },
    options,
  );
  return api.report(
    doc.id,
    outcome.ok
      ? {
          status: 'registered',
          attempt: outcome.attempt,
          number: outcome.params.number,
          sign: outcome.params.sign,
          fiscalAt: outcome.params.at,
        }
      : {
          status: outcome.pending ? 'pending' : 'failed',
          attempt: outcome.attempt,
          message: outcome.message,
        },
  );
}

/** Store each document first (a sale is never lost), then register them one by one. */
export async function storeAndRegister<D extends StoredDocument>(
  api: FiscalApi<D>,
  base: string,
  inputs: readonly DocumentInput[],
  options: AtolOptions = {},
): Promise<D[]> {
  const stored: D[] = [];
  for (const input of inputs) stored.push(await api.save(input));
  const done: D[] = [];
  for (const doc of stored) done.push(await registerDocument(api, base, doc, options));
  return done;
}
