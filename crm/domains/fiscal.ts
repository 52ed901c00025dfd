/**
 * Fiscal documents (issue 23, docs/fiscal.md), area `fiscal`: what the browser asked the cash
 * register to print for an order or a shift, and what the register answered. The register is on
 * the workstation, so the CRM never calls it; it keeps the record that makes a sale impossible to
 * lose: a document is stored `pending` before the register is called (`saveDocument`, idempotent
 * per kind and key), then reported `registered` or `failed` (`reportDocument`). Also each shop
 * type's fiscal settings. Who may call what is the gateway's decision.
 */
import { SHOP_TYPES, type ShopType } from '../../schema/access';
import { VAT_RATES } from '../../schema/vat';
import type { Db } from '../db/connect';
import { CrmError, invalid } from '../envelope';
import type { Body, Domain } from '../registry';
import { optionalId, requireId } from './orders/input';
import { actingUser } from './orders/refs';

export const FISCAL_KINDS = [
  'sale',
  'prepayment',
  'settlement',
  'return',
  'openShift',
  'closeShift',
] as const;
const TAXATION = ['osn', 'usnIncome', 'usnIncomeOutcome', 'esn', 'patent'];

const refuse = (message: string, field: string): never =>
  invalid(message, { reason: 'FIELD_INVALID', field: [field] });

function shopTypeOf(value: unknown): ShopType {
  if (!(SHOP_TYPES as readonly unknown[]).includes(value))
    refuse('Поле «typeAccount»: ожидается flower_shop или fastfood', 'typeAccount');
  return value as ShopType;
}

function oneOf(value: unknown, allowed: readonly string[], label: string, field: string): string {
  if (typeof value !== 'string' || !allowed.includes(value))
    refuse(`Поле «${label}»: одно из ${allowed.join(', ')}`, field);
  return value as string;
}

const ISO = `to_char(%s AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const iso = (column: string) => ISO.replace('%s', column);

const SELECT = `
  SELECT d.id::text, d.kind, d.key, d.shop_type, d.order_id, o.number AS order_number, d.payment_id, d.shift_id,
         d.amount, d.task, d.status, d.attempt, d.message, d.fiscal_number, d.fiscal_sign, d.fiscal_at,
         ${iso('d.created_at')} AS created_at, ${iso('d.updated_at')} AS updated_at
    FROM fiscal_documents d LEFT JOIN orders o ON o.id = d.order_id`;

interface Row {
  id: string;
  kind: string;
  key: number;
  shop_type: string;
  order_id: number | null;
  order_number: string | null;
  payment_id: number | null;
  shift_id: number | null;
  amount: number;
  task: unknown;
  status: string;
  attempt: number;
  message: string | null;
  fiscal_number: number | null;
  fiscal_sign: string | null;
  fiscal_at: string | null;
  created_at: string;
  updated_at: string;
}

const toDocument = (r: Row) => ({
  id: r.id,
  kind: r.kind,
  key: r.key,
  shopType: r.shop_type,
  orderId: r.order_id,
  orderNumber: r.order_number,
  paymentId: r.payment_id,
  shiftId: r.shift_id,
  amount: r.amount,
  task: typeof r.task === 'string' ? JSON.parse(r.task) : r.task,
  status: r.status,
  attempt: r.attempt,
  message: r.message,
  number: r.fiscal_number,
  sign: r.fiscal_sign,
  fiscalAt: r.fiscal_at,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

async function documentById(db: Db, id: number) {
  const [row] = await db.query<Row>(`${SELECT} WHERE d.id = $1`, [id]);
  if (!row) throw new CrmError('NOT_FOUND', 'Фискальный документ не найден');
  return toDocument(row);
}

async function readSettings(db: Db, shopType: ShopType) {
  const [row] = await db.query<{
    enabled: boolean;
    taxation_type: string;
    default_vat: string;
    cashier_inn: string;
    at: string;
  }>(
    `SELECT enabled, taxation_type, default_vat, cashier_inn, ${iso('updated_at')} AS at
       FROM fiscal_settings WHERE shop_type = $1`,
    [shopType],
  );
  return {
    shopType,
    enabled: row?.enabled ?? false,
    taxationType: row?.taxation_type ?? 'usnIncome',
    defaultVat: row?.default_vat ?? 'none',
    cashierInn: row?.cashier_inn ?? '',
    updatedAt: row?.at ?? null,
  };
}

export const fiscal: Domain = {
  getSettings: (body, { db }) => readSettings(db, shopTypeOf(body.typeAccount)),

  /** Every product that names its own VAT rate: `[{ productId, vat }]` (the rest take the default). */
  getAllProductVat: async (_body, { db }) => {
    const rows = await db.query<{ id: number; vat: string }>(
      'SELECT id, vat FROM products WHERE vat IS NOT NULL ORDER BY id',
    );
    return rows.map((r) => ({ productId: r.id, vat: r.vat }));
  },

  /** A product's VAT rate; null: the shop type's default. Answers `{ productId, vat }`. */
  setProductVat: async (body, { db }) => {
    const productId = requireId(body.productId, 'Товар', ['productId']);
    const vat = body.vat === null || body.vat === undefined ? null : oneOf(body.vat, VAT_RATES, 'НДС', 'vat');
    const [row] = await db.query<{ id: number }>(
      'UPDATE products SET vat = $2 WHERE id = $1 AND NOT deleted RETURNING id',
      [productId, vat],
    );
    if (!row) throw new CrmError('NOT_FOUND', 'Товар не найден');
    return { productId, vat };
  },

  setSettings: (body, { db }) => {
    const shopType = shopTypeOf(body.typeAccount);
    const s = (body.settings ?? {}) as Body;
    if (typeof s.enabled !== 'boolean') refuse('Поле «Пробивать чеки»: да или нет', 'enabled');
    const taxation = oneOf(s.taxationType, TAXATION, 'Система налогообложения', 'taxationType');
    const vat = oneOf(s.defaultVat, VAT_RATES, 'НДС по умолчанию', 'defaultVat');
    const inn = typeof s.cashierInn === 'string' ? s.cashierInn.trim() : '';
    if (!/^(\d{10}|\d{12})?$/.test(inn)) refuse('ИНН кассира: 10 или 12 цифр', 'cashierInn');
    return db.transaction(async (tx) => {
      const userId = await actingUser(tx, body.userId);
      await tx.query(
        `INSERT INTO fiscal_settings (shop_type, enabled, taxation_type, default_vat, cashier_inn, updated_by)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (shop_type) DO UPDATE SET enabled = EXCLUDED.enabled, taxation_type = EXCLUDED.taxation_type,
           default_vat = EXCLUDED.default_vat, cashier_inn = EXCLUDED.cashier_inn,
           updated_by = EXCLUDED.updated_by, updated_at = now()`,
        [shopType, s.enabled, taxation, vat, inn, userId],
      );
      return readSettings(tx, shopType);
    });
  },

  /** Store a document before the register is asked; the same kind and key answer the stored one. */
  saveDocument: (body, { db }) => {
    const kind = oneOf(body.kind, FISCAL_KINDS, 'Вид документа', 'kind');
    const key = requireId(body.key, 'Ключ документа', ['key']);
    const shopType = shopTypeOf(body.typeAccount);
    const amount = body.amount ?? 0;
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 0)
      refuse('Сумма документа: целое число копеек не меньше 0', 'amount');
    const task = body.task;
    if (!task || typeof task !== 'object' || typeof (task as Body).type !== 'string')
      refuse('Задание кассы: объект с полем type', 'task');
    return db.transaction(async (tx) => {
      const userId = await actingUser(tx, body.userId);
      const [row] = await tx.query<{ id: string }>(
        `INSERT INTO fiscal_documents (kind, key, shop_type, order_id, payment_id, shift_id, amount, task, user_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9)
         ON CONFLICT (kind, key) DO UPDATE SET kind = EXCLUDED.kind
         RETURNING id::text`,
        [
          kind,
          key,
          shopType,
          optionalId(body.orderId, 'Заказ', ['orderId']),
          optionalId(body.paymentId, 'Оплата', ['paymentId']),
          optionalId(body.shiftId, 'Смена', ['shiftId']),
          amount,
          JSON.stringify(task),
          userId,
        ],
      );
      return documentById(tx, Number(row!.id));
    });
  },

  /** What the register answered. A registered document stays registered (a late failure is moot). */
  reportDocument: (body, { db }) => {
    const id = requireId(body.id, 'Документ', ['id']);
    const status = oneOf(body.status, ['registered', 'failed', 'pending'], 'Состояние', 'status');
    const attempt = body.attempt;
    if (typeof attempt !== 'number' || !Number.isInteger(attempt) || attempt < 0 || attempt > 10_000)
      refuse('Попытка: целое число от 0', 'attempt');
    const registered = status === 'registered';
    if (registered && (typeof body.number !== 'number' || !Number.isInteger(body.number) || body.number < 1))
      refuse('Номер фискального документа: целое число больше 0', 'number');
    const text = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : null);
    return db.transaction(async (tx) => {
      await tx.query(
        `UPDATE fiscal_documents
            SET status = $2, attempt = greatest(attempt, $3), message = $4,
                fiscal_number = $5, fiscal_sign = $6, fiscal_at = $7, updated_at = now()
          WHERE id = $1 AND status <> 'registered'`,
        [
          id,
          status,
          attempt,
          registered ? null : text(body.message, 500),
          registered ? body.number : null,
          registered ? text(body.sign, 40) : null,
          registered ? text(body.at, 40) : null,
        ],
      );
      return documentById(tx, id);
    });
  },

  getDocuments: async (body, { db }) => {
    const orderId = requireId(body.orderId, 'Заказ', ['orderId']);
    const rows = await db.query<Row>(`${SELECT} WHERE d.order_id = $1 ORDER BY d.id`, [orderId]);
    return rows.map(toDocument);
  },

  getUnregistered: async (body, { db }) => {
    const shopType = shopTypeOf(body.typeAccount);
    const rows = await db.query<Row>(
      `${SELECT} WHERE d.shop_type = $1 AND d.status <> 'registered' ORDER BY d.created_at, d.id LIMIT 200`,
      [shopType],
    );
    return rows.map(toDocument);
  },
};
