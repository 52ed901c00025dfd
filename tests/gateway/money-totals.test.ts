/**
 * Issue 26 item 1: totals that add up, once. The delivery charge, the discount, the promo code,
 * the markup, the gift and the gift certificate go through the one totals implementation
 * (schema/order-totals.ts), so for any mix of lines, discount, promo code, markup, gift, delivery
 * and certificate
 * the receipt's ИТОГО, the order's total and the statistics' revenue agree to the kopeck; and the
 * order list's «на сумму» (ordersConnection.totalSum), the statistics' revenue and SQL give the
 * same figure for one period, because they share one definition: live orders (neither cancelled
 * nor deleted), delivery included.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRub } from '../../schema/money';
import { computeTotals, type DiscountType } from '../../schema/order-totals';
import { defaultReceiptSettings } from '../../schema/receipt';
import { receiptRows, type ReceiptOrder } from '../../web/src/settings/receipt';
import { accepted, ACCOUNTS, gql, login, startGateway, type TestGateway } from './helper';

let gw: TestGateway;
let sa: string;
let product: number;
let card: number;
let cancelled: number;
/** Promo codes with no limit (percent and sum) and a certificate that never runs out. */
const PROMOS = { percent: 'MT-PROMO-PCT', amount: 'MT-PROMO-SUM' } as const;
const PROMO_TERMS = { percent: 7.5, amount: 300_00 } as const;
const CERTIFICATE = 'MT-CERT-1';
/** Markups of both kinds (a sum is rubles in the list, kopecks on the order) and a gift with no minimum. */
const MARKUP_TERMS = { percent: 12.5, amount: 250_00 } as const;
const markups: Record<DiscountType, string> = { percent: '', amount: '' };
let gift = '';

const sql = async <T>(text: string, params: unknown[] = []) => (await gw.crm!.db.query<T>(text, params))[0];

beforeAll(async () => {
  gw = await startGateway();
  sa = await login(gw.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
  product = (
    await sql<{ id: number }>("SELECT id FROM products WHERE shop_type = 'flower_shop' ORDER BY id LIMIT 1")
  ).id;
  // By card: the point is the totals; cash would need an open till (cashbox.test.ts).
  card = (await sql<{ id: number }>('SELECT id FROM payment_types WHERE cashless ORDER BY id LIMIT 1')).id;
  cancelled = (await sql<{ id: number }>('SELECT id FROM order_statuses WHERE cancels ORDER BY id LIMIT 1'))
    .id;
  for (const kind of ['percent', 'amount'] as const)
    await sql(
      `INSERT INTO promocodes (code, discount_kind, discount_value) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING`,
      // The list keeps a sum in rubles; the totals take kopecks.
      [PROMOS[kind], kind, kind === 'amount' ? PROMO_TERMS[kind] / 100 : PROMO_TERMS[kind]],
    );
  await sql(
    `INSERT INTO certificates (code, amount, balance) VALUES ($1, 1000000000, 1000000000)
     ON CONFLICT DO NOTHING`,
    [CERTIFICATE],
  );
  for (const kind of ['percent', 'amount'] as const) {
    const value = kind === 'amount' ? MARKUP_TERMS[kind] / 100 : MARKUP_TERMS[kind];
    const row = await sql<{ id: number }>(
      'INSERT INTO markups (name, kind, percent) VALUES ($1, $2, $3) RETURNING id',
      [`MT ${kind}`, kind, value],
    );
    markups[kind] = String(row.id);
  }
  gift = String(
    (await sql<{ id: number }>("INSERT INTO gifts (name) VALUES ('MT подарок') RETURNING id")).id,
  );
});
afterAll(async () => gw?.close());

const ORDER = `id number shopType date createdAt client { id firstName lastName phone }
  lines { productId name count price sum } subtotal discountSum promoCode promoSum deliverySum total
  markupName markupSum giftName
  certificateCode certificateSum paidSum paymentText
  paymentType { id name cashless } changeFor change filledBy { id fullName }`;
const CREATE = `mutation ($input: OrderInput!) { createOrder(input: $input) { order { ${ORDER} } userErrors { field code message } } }`;

interface Mix {
  lines: { count: number; price: number }[];
  discountType: DiscountType | null;
  discountValue: number;
  deliverySum: number;
  promo?: DiscountType | null;
  markup?: DiscountType | null;
  gift?: boolean;
  /** A share (0–1) of what is due, paid with the certificate. */
  certificateShare?: number;
}

type Made = ReceiptOrder & { paidSum: number };

async function create(date: string, mix: Mix): Promise<Made> {
  const promo = mix.promo ? { kind: mix.promo, value: PROMO_TERMS[mix.promo] } : null;
  const markup = mix.markup ? { kind: mix.markup, value: MARKUP_TERMS[mix.markup] } : null;
  const before = computeTotals({ ...mix, promo, markup, advanceSum: 0, changeFor: null });
  const certificateSum = Math.floor(before.total * (mix.certificateShare ?? 0));
  const expected = computeTotals({ ...mix, promo, markup, certificateSum, advanceSum: 0, changeFor: null });
  const r = await gql(
    gw.app,
    CREATE,
    {
      input: {
        date,
        shopType: 'flower_shop',
        deliveryType: 'delivery',
        deliveryAddress: 'ул. Тестовая, 1',
        client: {
          firstName: 'Итог',
          phone: `+7 999 ${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
        },
        paymentTypeId: String(card),
        lines: mix.lines.map((l) => ({ productId: String(product), ...l })),
        discountType: mix.discountType,
        discountValue: mix.discountValue,
        deliverySum: mix.deliverySum,
        promoCode: mix.promo ? PROMOS[mix.promo] : null,
        markupId: mix.markup ? markups[mix.markup] : null,
        giftId: mix.gift ? gift : null,
        certificateCode: certificateSum > 0 ? CERTIFICATE : null,
        certificateSum: certificateSum > 0 ? certificateSum : null,
        // The form's figure: refused by the CRM if its own computation disagrees.
        total: expected.total,
      },
    },
    sa,
  );
  expect(r.errors).toBeUndefined();
  const order = accepted<Made>(r.data, 'createOrder');
  expect(order.certificateSum).toBe(certificateSum);
  return order;
}

/** Takes the rest by card, as the till would: what came in is the receipt's «К оплате». */
async function payRest(order: Made): Promise<number> {
  const r = await gql(
    gw.app,
    'mutation ($id: ID!, $t: ID) { payOrder(id: $id, paymentTypeId: $t) { order { paidSum dueSum } userErrors { field code message } } }',
    { id: order.id, t: String(card) },
    sa,
  );
  expect(r.errors).toBeUndefined();
  const paid = accepted<{ paidSum: number; dueSum: number }>(r.data, 'payOrder');
  expect(paid.dueSum).toBe(0);
  return paid.paidSum;
}

const REVENUE = `query ($range: DateRangeInput, $shopType: ShopType) {
  orderStats(range: $range, shopType: $shopType) { totals { orders cancelled revenue } } }`;
const LIST_SUM = `query ($filter: OrderFilter) { ordersConnection(first: 1, filter: $filter) { totalCount totalSum } }`;

async function revenue(range: { start: string; stop: string }, shopType?: string) {
  const r = await gql(gw.app, REVENUE, { range, shopType }, sa);
  expect(r.errors).toBeUndefined();
  return (r.data as { orderStats: { totals: { orders: number; cancelled: number; revenue: number } } })
    .orderStats.totals;
}

async function listSum(range: { start: string; stop: string }, shopType?: string) {
  const r = await gql(gw.app, LIST_SUM, { filter: { range, shopType } }, sa);
  expect(r.errors).toBeUndefined();
  return (r.data as { ordersConnection: { totalCount: number; totalSum: number } }).ordersConnection;
}

const mixes = fc.record({
  lines: fc.array(
    fc.record({ count: fc.integer({ min: 1, max: 30 }), price: fc.integer({ min: 0, max: 500_000 }) }),
    {
      minLength: 1,
      maxLength: 5,
    },
  ),
  discount: fc.oneof(
    fc.constant({ type: null, value: 0 }),
    fc.integer({ min: 0, max: 10_000 }).map((bp) => ({ type: 'percent' as const, value: bp / 100 })),
    fc.double({ min: 0, max: 1, noNaN: true }).map((share) => ({ type: 'amount' as const, value: share })),
  ),
  deliverySum: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 300_000 })),
  promo: fc.constantFrom(null, 'percent' as const, 'amount' as const),
  markup: fc.constantFrom(null, 'percent' as const, 'amount' as const),
  gift: fc.boolean(),
  certificateShare: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 1, noNaN: true })),
});

describe('receipt = order = statistics, to the kopeck', () => {
  it('any mix of lines, discount, promo code, markup, gift, delivery and certificate', async () => {
    const date = '2034-02-14';
    const made: Made[] = [];
    let takings = 0;
    await fc.assert(
      fc.asyncProperty(mixes, async (m) => {
        const subtotal = m.lines.reduce((s, l) => s + l.count * l.price, 0);
        const mix: Mix = {
          lines: m.lines,
          discountType: m.discount.type,
          // An amount discount is a share of the subtotal, in whole kopecks (never above it).
          discountValue:
            m.discount.type === 'amount' ? Math.floor(subtotal * m.discount.value) : m.discount.value,
          deliverySum: m.deliverySum,
          promo: m.promo,
          markup: m.markup,
          gift: m.gift,
          certificateShare: m.certificateShare,
        };
        const order = await create(date, mix);
        made.push(order);
        expect(order.total).toBe(
          order.subtotal - order.discountSum - order.promoSum + order.markupSum + order.deliverySum,
        );
        expect(order.markupName).toBe(m.markup ? `MT ${m.markup}` : '');
        expect(order.giftName).toBe(m.gift ? 'MT подарок' : '');
        expect(order.promoCode).toBe(m.promo ? PROMOS[m.promo] : '');
        expect(order.deliverySum).toBe(mix.deliverySum);
        const rows = receiptRows({ ...defaultReceiptSettings('flower_shop'), showDiscount: true }, order);
        const pair = (label: string) => rows.find((r) => r.kind === 'pair' && r.label === label);
        expect(pair('ИТОГО')).toMatchObject({ value: formatRub(order.total) });
        expect(pair('Доставка')).toEqual(
          order.deliverySum > 0
            ? expect.objectContaining({ value: formatRub(order.deliverySum) })
            : undefined,
        );
        expect(pair(`Промокод ${order.promoCode}`)).toEqual(
          order.promoSum > 0
            ? expect.objectContaining({ value: `−${formatRub(order.promoSum)}` })
            : undefined,
        );
        expect(pair(`Наценка «${order.markupName}»`)).toEqual(
          order.markupSum > 0
            ? expect.objectContaining({ value: `+${formatRub(order.markupSum)}` })
            : undefined,
        );
        expect(rows.some((r) => r.kind === 'line' && r.name === 'Подарок: MT подарок')).toBe(m.gift);
        // The certificate is not takings: what the till takes is the receipt's «К оплате».
        const paid = order.total - order.certificateSum > 0 ? await payRest(order) : 0;
        takings += paid;
        expect(paid).toBe(order.total - order.certificateSum);
        expect(pair('К оплате')).toEqual(
          order.certificateSum > 0 ? expect.objectContaining({ value: formatRub(paid) }) : undefined,
        );
      }),
      { numRuns: 25, seed: 2026 },
    );
    const stats = await revenue({ start: date, stop: date }, 'flower_shop');
    expect(stats.orders).toBe(made.length);
    expect(stats.revenue).toBe(made.reduce((s, o) => s + o.total, 0));
    // Money that came in (order_payments, what shifts report) is the revenue less the certificates.
    const direct = await sql<{ paid: number }>(
      `SELECT coalesce(sum(p.amount), 0)::int AS paid FROM order_payments p JOIN orders o ON o.id = p.order_id
        WHERE o.order_date = $1`,
      [date],
    );
    expect(direct.paid).toBe(takings);
    expect(takings).toBe(stats.revenue - made.reduce((s, o) => s + o.certificateSum, 0));
  });
});

describe('one definition of the money of a period', () => {
  it('the order list’s totalSum, the statistics’ revenue and SQL agree; cancelled and deleted orders are left out', async () => {
    const range = { start: '2034-03-01', stop: '2034-03-31' };
    const one = {
      lines: [{ count: 2, price: 150_000 }],
      discountType: null,
      discountValue: 0,
      deliverySum: 40_000,
    };
    const kept = await create('2034-03-05', one);
    const dropped = await create('2034-03-06', { ...one, deliverySum: 0 });
    const gone = await create('2034-03-07', { ...one, discountType: 'percent', discountValue: 10 });
    expect(kept.total).toBe(340_000);
    const set = await gql(
      gw.app,
      'mutation ($ids: [ID!]!, $s: ID!) { setOrdersStatus(ids: $ids, statusId: $s) { orderIds userErrors { field code message } } }',
      { ids: [dropped.id], s: String(cancelled) },
      sa,
    );
    expect(accepted(set.data, 'setOrdersStatus')).toEqual([dropped.id]);
    const deleted = await gql(
      gw.app,
      'mutation ($id: ID!) { deleteOrder(id: $id) { deletedOrderId userErrors { field code message } } }',
      { id: gone.id },
      sa,
    );
    expect(accepted(deleted.data, 'deleteOrder')).toBe(gone.id);

    const list = await listSum(range);
    const stats = await revenue(range);
    const direct = await sql<{ sum: number }>(
      `SELECT coalesce(sum(o.total), 0)::int AS sum FROM orders o JOIN order_statuses s ON s.id = o.status_id
        WHERE o.affiliate_id = 1 AND o.order_date BETWEEN $1 AND $2 AND NOT o.deleted AND NOT s.cancels`,
      [range.start, range.stop],
    );
    expect(direct.sum).toBe(340_000);
    expect(list.totalSum).toBe(direct.sum);
    expect(stats.revenue).toBe(direct.sum);
    // The counts say what the sums leave out: the list shows the cancelled order, the statistics count it as cancelled.
    expect(list.totalCount).toBe(2);
    expect(stats).toMatchObject({ orders: 2, cancelled: 1 });
    // And on the seeded data, over the seed's whole span: the same figure three ways.
    const span = await sql<{ start: string; stop: string }>(
      "SELECT to_char(max(order_date) - 30, 'YYYY-MM-DD') AS start, to_char(max(order_date), 'YYYY-MM-DD') AS stop FROM orders WHERE order_date < '2034-01-01'",
    );
    const seeded = await sql<{ sum: number }>(
      `SELECT coalesce(sum(o.total), 0)::int AS sum FROM orders o JOIN order_statuses s ON s.id = o.status_id
        WHERE o.affiliate_id = 1 AND o.order_date BETWEEN $1 AND $2 AND NOT o.deleted AND NOT s.cancels`,
      [span.start, span.stop],
    );
    expect((await listSum(span)).totalSum).toBe(seeded.sum);
    expect((await revenue(span)).revenue).toBe(seeded.sum);
  });
});
