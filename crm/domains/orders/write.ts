/**
 * Writing orders. Every function runs inside the caller's transaction (`tx`) and records what it
 * changed in order_history with the acting user and readable old → new names.
 */
import type { Db } from '../../db/connect';
import { CrmError, invalid } from '../../envelope';
import type { OrderInput } from './input';
import { checkRefs, findOrCreateClient, findOrCreateRecipient, loadProducts } from './refs';
import { checkMinimum, findCertificate, findPromo, releaseRedemptions, type AppliedBefore } from './redeem';
import { checkGiftMinimum, findGift, findMarkup, type ExtrasBefore } from './extras';
import { computeTotals, rub } from './totals';
import { computeTotals as plainTotals } from '../../../schema/order-totals';
import type { ShopType } from '../../../schema/access';
import { readProgram } from '../../loyalty/program';
import { checkOrderWindow } from '../../delivery/order-window';
import { checkLineExtras, insertLineExtras } from './modifiers';

export type HistoryField = 'created' | 'edited' | 'status' | 'worker' | 'payment' | 'deleted';

export interface HistoryEntry {
  field: HistoryField;
  oldValue?: string | null;
  newValue?: string | null;
  oldName?: string | null;
  newName?: string | null;
}

export async function writeHistory(tx: Db, orderId: number, userId: number | null, e: HistoryEntry) {
  await tx.query(
    `INSERT INTO order_history (order_id, user_id, field, old_value, new_value, old_name, new_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [orderId, userId, e.field, e.oldValue ?? null, e.newValue ?? null, e.oldName ?? null, e.newName ?? null],
  );
}

/** The order row locked for this transaction, so two changes of one order take turns. */
export async function lockOrder(tx: Db, id: number) {
  const [row] = await tx.query<{
    id: number;
    status_id: number;
    worker_id: number | null;
    payment_type_id: number | null;
    payment_type: string;
    order_date: string;
    deleted: boolean;
    version: number;
  }>(
    `SELECT id, status_id, worker_id, payment_type_id, payment_type, order_date::text AS order_date, deleted,
            version
       FROM orders WHERE id = $1 FOR UPDATE`,
    [id],
  );
  if (!row) throw new CrmError('NOT_FOUND', `Заказ с id ${id} не найден`);
  return row;
}

/** Readable name of a record of `table` (status, employee, payment type), null when absent. */
export async function nameOf(
  tx: Db,
  table: 'order_statuses' | 'employees' | 'payment_types',
  id: number | null,
) {
  if (id === null) return null;
  const column = table === 'employees' ? 'full_name' : 'name';
  const [row] = await tx.query<{ name: string }>(`SELECT ${column} AS name FROM ${table} WHERE id = $1`, [
    id,
  ]);
  return row?.name ?? null;
}

async function defaultStatus(tx: Db): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    'SELECT id FROM order_statuses WHERE active AND NOT deleted ORDER BY sort, id LIMIT 1',
  );
  if (!row) throw new CrmError('VALIDATION', 'Нет ни одного активного статуса заказа');
  return row.id;
}

const DAY_LOCK = 7_250_004;

/** The n-th order of its date: numbers are given out one at a time per database. */
async function nextNumber(tx: Db, date: string): Promise<{ dayNumber: number; number: string }> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [DAY_LOCK]);
  const [{ n }] = await tx.query<{ n: number }>(
    'SELECT coalesce(max(day_number), 0)::int + 1 AS n FROM orders WHERE order_date = $1::date',
    [date],
  );
  return {
    dayNumber: n,
    number: `${date.slice(2, 4)}${date.slice(5, 7)}${date.slice(8, 10)}-${String(n).padStart(3, '0')}`,
  };
}

/**
 * The promo code and certificate of the payload, checked, and the sum paid by certificate: as
 * much as the certificate covers of what is due when the payload names no sum.
 */
async function checkout(tx: Db, input: OrderInput, before: Before | null, bonusSum: number) {
  const markup = await findMarkup(tx, input.markupId, before);
  const gift = await findGift(tx, input.giftId, input.today, before);
  const promo = await findPromo(tx, input.promoCode, input.today, before);
  const certificate = await findCertificate(tx, input.certificateCode, input.today, before);
  const promoTerms = promo && { kind: promo.kind, value: promo.value };
  const markupTerms = markup && { kind: markup.kind, value: markup.value };
  let certificateSum = input.certificateSum ?? 0;
  if (!certificate && certificateSum > 0) refuseCertificate('Укажите номер сертификата');
  if (certificate && input.certificateSum === null) {
    const { total } = plainTotals({
      ...input,
      promo: promoTerms,
      markup: markupTerms,
      certificateSum: 0,
      bonusSum,
    });
    certificateSum = Math.min(certificate.balance, Math.max(0, total - input.advanceSum - bonusSum));
  }
  if (certificate && certificateSum > certificate.balance)
    refuseCertificate(`На сертификате «${certificate.code}» осталось ${rub(certificate.balance)}`);
  return {
    promo,
    promoTerms,
    markup,
    markupTerms,
    gift,
    certificate: certificateSum > 0 ? certificate : null,
    certificateSum,
  };
}

/** What an edited order carries now: its codes, its markup and gift as applied, its bonuses, its time. */
type Before = AppliedBefore & ExtrasBefore & { bonus_sum: number; invoice_time_do?: string };

/**
 * The bonuses the order spends (absent on an edit: what it spends now) and the programme's share
 * for the totals. Whether the balance has them is checked under its lock when the spend is taken
 * (crm/loyalty/orders.ts).
 */
async function bonusTerms(tx: Db, input: OrderInput, before: Before | null, shopType: ShopType) {
  const bonusSum = input.bonusSum ?? before?.bonus_sum ?? 0;
  const program = await readProgram(tx, shopType);
  if (bonusSum === 0) return { bonusSum, bonusMaxSharePercent: program.maxSharePercent };
  const refuseBonus = (message: string): never =>
    invalid(message, { reason: 'BONUS_INVALID', field: ['bonus_sum'] });
  if (!input.klient) refuseBonus('Бонусами может платить только клиент: укажите клиента');
  // A spend the order already holds stays payable if the programme was switched off since.
  if (!program.enabled && bonusSum !== before?.bonus_sum) refuseBonus('Бонусная программа выключена');
  return { bonusSum, bonusMaxSharePercent: program.maxSharePercent };
}

const refuseCertificate = (message: string): never =>
  invalid(message, { reason: 'CERTIFICATE_INVALID', field: ['certificate_code'] });

/** Everything the order row stores that comes from the payload, checked and totalled. */
async function prepare(tx: Db, orderInput: OrderInput, before: Before | null = null) {
  const products = await loadProducts(tx, orderInput);
  await checkRefs(tx, orderInput);
  const extras = await checkLineExtras(tx, orderInput);
  // The totals see each unit at its price with the modifiers (docs/kitchen.md): one totals
  // implementation, so the receipt's sums and the stored ones agree.
  const input = {
    ...orderInput,
    lines: orderInput.lines.map((l, i) => ({ ...l, price: l.price + extras[i].extrasPrice })),
  };
  const shopType = input.shopType ?? products.get(input.lines[0].productId)!.shop_type;
  await checkOrderWindow(tx, input, shopType, before?.invoice_time_do ?? null);
  const bonus = await bonusTerms(tx, input, before, shopType);
  const { promo, promoTerms, markup, markupTerms, gift, certificate, certificateSum } = await checkout(
    tx,
    input,
    before,
    bonus.bonusSum,
  );
  const totals = computeTotals({
    ...input,
    promo: promoTerms,
    markup: markupTerms,
    certificateSum,
    ...bonus,
  });
  checkMinimum(promo, totals.subtotal);
  checkGiftMinimum(gift, totals.subtotal);
  const clientId = input.klient ? await findOrCreateClient(tx, input.klient) : null;
  const recipientId = input.recipient
    ? await findOrCreateRecipient(tx, input.recipient, clientId, input.address)
    : null;
  const r = input.recipient;
  // Column → value, in one list so insert and update cannot disagree.
  const columns: [string, unknown][] = [
    ['outlet_id', input.outletId],
    ['shop_type', shopType],
    ['customer_type', input.customerType],
    ['delivery_type', input.deliveryType],
    ['order_date', input.date],
    ['invoice_date', input.invoiceDate],
    ['invoice_time_do', input.invoiceTimeDo],
    ['client_id', clientId],
    ['recipient_id', recipientId],
    ['recipient_first_name', r?.firstName ?? ''],
    ['recipient_last_name', r?.lastName ?? ''],
    ['recipient_patronymic', r?.patronymic ?? ''],
    ['recipient_phone', r?.phone ?? ''],
    ['delivery_address', input.address],
    ['street_id', input.streetId],
    ['klient_hotel', input.klientHotel],
    ['card_to_order', input.cardToOrder],
    ['manager_comment', input.managerComment],
    ['advance_type', input.advanceType],
    ['advance_sum', input.advanceSum],
    ['payment_type_id', input.paymentTypeId],
    ['payment_type', input.paymentText],
    ['change_from', input.changeFor],
    ['change_sum', totals.change],
    ['discount_type', input.discountType],
    ['discount_value', input.discountValue],
    ['discount_sum', totals.discountSum],
    ['delivery_sum', totals.deliverySum],
    ['promocode_id', promo?.id ?? null],
    ['promo_code', promo?.code ?? ''],
    ['promo_kind', promo?.kind ?? null],
    ['promo_value', promo?.value ?? 0],
    ['promo_sum', totals.promoSum],
    ['markup_id', markup?.id ?? null],
    ['markup_name', markup?.name ?? ''],
    ['markup_kind', markup?.kind ?? null],
    ['markup_value', markup?.value ?? 0],
    ['markup_sum', totals.markupSum],
    ['gift_id', gift?.id ?? null],
    ['gift_name', gift?.name ?? ''],
    ['certificate_id', certificate?.id ?? null],
    ['certificate_code', certificate?.code ?? ''],
    ['certificate_sum', totals.certificateSum],
    ['bonus_sum', totals.bonusSum],
    ['subtotal', totals.subtotal],
    ['total', totals.total],
    ['from_klient', input.fromKlient],
    ['source_id', input.sourceId],
    ['social_text', input.socialText],
    ['manager_filled', input.managerFilled],
    ['manager_attracted', input.managerAttracted],
  ];
  return { products, totals, columns, extras };
}

async function insertLines(
  tx: Db,
  orderId: number,
  input: OrderInput,
  prepared: Awaited<ReturnType<typeof prepare>>,
) {
  const params: unknown[] = [];
  const tuples = input.lines.map((l, i) => {
    const values = [
      orderId,
      i + 1,
      l.productId,
      prepared.products.get(l.productId)!.name,
      l.count,
      l.price,
      prepared.totals.lineSums[i],
      l.comment,
      prepared.extras[i].extrasPrice,
    ];
    return `(${values.map((v) => `$${params.push(v)}`).join(', ')})`;
  });
  await tx.query(
    `INSERT INTO order_lines (order_id, line_no, product_id, name, count, price, sum, comment, extras_price)
     VALUES ${tuples.join(', ')}`,
    params,
  );
  await insertLineExtras(tx, orderId, prepared.extras);
}

export async function createOrder(tx: Db, input: OrderInput, userId: number | null, affiliateId: number) {
  const prepared = await prepare(tx, input);
  const statusId = input.statusId ?? (await defaultStatus(tx));
  const { dayNumber, number } = await nextNumber(tx, input.date);
  const columns: [string, unknown][] = [
    ...prepared.columns,
    ['day_number', dayNumber],
    ['number', number],
    ['affiliate_id', affiliateId],
    ['status_id', statusId],
    ['worker_id', input.workerId],
    ['created_by', userId],
  ];
  const [{ id }] = await tx.query<{ id: number }>(
    `INSERT INTO orders (${columns.map(([c]) => c).join(', ')})
     VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    columns.map(([, v]) => v),
  );
  await insertLines(tx, id, input, prepared);
  await writeHistory(tx, id, userId, {
    field: 'created',
    newValue: number,
    newName: `Заказ ${number} на ${rub(prepared.totals.total)}`,
  });
  return id;
}

/**
 * Replaces the payload fields and the lines; status, worker and payment keep their own calls.
 * `expectedVersion` (ours, issue 18): the version the caller's copy has; checked under the row's
 * lock, so of two edits made on one version exactly one is written.
 */
export async function updateOrder(
  tx: Db,
  id: number,
  input: OrderInput,
  userId: number | null,
  expectedVersion: number | null = null,
) {
  const before = await lockOrder(tx, id);
  if (expectedVersion !== null && before.version !== expectedVersion)
    throw new CrmError(
      'CONFLICT',
      `Заказ изменён другим пользователем (версия ${before.version}, а не ${expectedVersion})`,
    );
  if (before.deleted) invalid('Удалённый заказ нельзя изменить', { reason: 'ORDER_DELETED' });
  const [old] = await tx.query<{ total: number; n: number } & Before>(
    `SELECT total, (SELECT count(*)::int FROM order_lines WHERE order_id = $1) AS n,
            promocode_id, promo_code, promo_kind, promo_value::float8 AS promo_value, certificate_id,
            markup_id, markup_name, markup_kind, markup_value::float8 AS markup_value, gift_id, bonus_sum,
            invoice_time_do
       FROM orders WHERE id = $1`,
    [id],
  );
  // A new order date means a number of that day: (date, number) stays unique. Taken before the
  // promo code's row is touched: a new order takes the day's lock first too (no deadlock).
  const renumber = input.date !== before.order_date ? await nextNumber(tx, input.date) : null;
  // What the order held comes back first, so the edit is checked against the balance and the
  // uses as they are without it; syncRedemptions takes the new ones after the write.
  await releaseRedemptions(tx, id);
  const prepared = await prepare(tx, input, old);
  const columns = [...prepared.columns];
  if (renumber) columns.push(['day_number', renumber.dayNumber], ['number', renumber.number]);
  const sets = columns.map(([c], i) => `${c} = $${i + 2}`).join(', ');
  await tx.query(`UPDATE orders SET ${sets}, updated_at = now() WHERE id = $1`, [
    id,
    ...columns.map(([, v]) => v),
  ]);
  for (const table of ['order_lines', 'order_line_parts', 'order_line_modifiers', 'order_line_stock'])
    await tx.query(`DELETE FROM ${table} WHERE order_id = $1`, [id]);
  await insertLines(tx, id, input, prepared);
  await writeHistory(tx, id, userId, {
    field: 'edited',
    oldValue: String(old.total),
    newValue: String(prepared.totals.total),
    oldName: `${old.n} поз. на ${rub(old.total)}`,
    newName: `${input.lines.length} поз. на ${rub(prepared.totals.total)}`,
  });
  if (input.paymentTypeId !== before.payment_type_id || input.paymentText !== before.payment_type) {
    await recordPayment(tx, id, userId, before, input.paymentTypeId, input.paymentText);
  }
}

/** History of a payment change: "Наличные" → "Карта (оплачено на сайте)". */
export async function recordPayment(
  tx: Db,
  id: number,
  userId: number | null,
  before: { payment_type_id: number | null; payment_type: string },
  paymentTypeId: number | null,
  text: string,
) {
  const label = (name: string | null, t: string) => [name ?? '—', t ? `(${t})` : ''].join(' ').trim();
  await writeHistory(tx, id, userId, {
    field: 'payment',
    oldValue: before.payment_type_id === null ? null : String(before.payment_type_id),
    newValue: paymentTypeId === null ? null : String(paymentTypeId),
    oldName: label(await nameOf(tx, 'payment_types', before.payment_type_id), before.payment_type),
    newName: label(await nameOf(tx, 'payment_types', paymentTypeId), text),
  });
}
