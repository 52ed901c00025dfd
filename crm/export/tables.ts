/**
 * The files of the CSV export (docs/operations.md#export): one per table a shop's accountant or the
 * next system asks for. Every cell is made text in SQL, so the writer only quotes and joins:
 * - money stays integer kopecks as stored (headers say «коп.»): Russian Excel reads «1234.50» as
 *   text and «12.05» as the 12th of May, an integer it always reads as a number;
 * - quantities keep their three decimals with a point («1.500»): never taken for a date;
 * - times are the shop's wall clock (SHOP_TIMEZONE), «yyyy-MM-dd HH:mm:ss», which Excel reads as a date.
 * Each file is read in keyset batches of its `key`, so no table is ever held whole.
 */

export interface ExportTable {
  /** The file's name inside the archive. */
  file: string;
  /** FROM (and joins); the main table's alias is `t`. */
  from: string;
  /** The keyset columns, unique together (batches continue after the last row's key). */
  key: readonly string[];
  /** Header and SQL expression of each column; `$1` is the shop's time zone. */
  columns: readonly (readonly [header: string, sql: string])[];
}

const text = (sql: string) => `coalesce((${sql})::text, '')`;
const yesNo = (sql: string) => `CASE WHEN ${sql} THEN 'да' ELSE 'нет' END`;
/** The shop's wall-clock time of a timestamptz, as ISO 8601 with a space. */
const time = (sql: string) => `coalesce(to_char(${sql} AT TIME ZONE $1::text, 'YYYY-MM-DD HH24:MI:SS'), '')`;
const date = (sql: string) => `coalesce(to_char(${sql}, 'YYYY-MM-DD'), '')`;
/** numeric(14,3) with all three decimals: «1.5» would open in Russian Excel as the 1st of May. */
const quantity = (sql: string) => `coalesce(to_char(${sql}, 'FM99999999990.000'), '')`;

export const EXPORT_TABLES: readonly ExportTable[] = [
  {
    file: 'clients.csv',
    from: 'clients t',
    key: ['t.id'],
    columns: [
      ['id', text('t.id')],
      ['Фамилия', 't.last_name'],
      ['Имя', 't.first_name'],
      ['Отчество', 't.patronymic'],
      ['Телефон', 't.phone'],
      ['E-mail', 't.email'],
      ['День рождения', date('t.birthday')],
      ['Комментарий', 't.comment'],
      ['Активен', yesNo('t.active')],
      ['Удалён', yesNo('t.deleted')],
      ['Создан', time('t.created_at')],
    ],
  },
  {
    file: 'orders.csv',
    from: `orders t
      LEFT JOIN order_statuses s ON s.id = t.status_id
      LEFT JOIN affiliates a ON a.id = t.affiliate_id`,
    key: ['t.id'],
    columns: [
      ['id', text('t.id')],
      ['Номер', 't.number'],
      ['Дата заказа', date('t.order_date')],
      ['Дата выполнения', date('t.invoice_date')],
      ['Время выполнения', 't.invoice_time_do'],
      ['Тип магазина', 't.shop_type'],
      ['Филиал', text('a.name')],
      ['Клиент id', text('t.client_id')],
      ['Получатель', "concat_ws(' ', t.recipient_last_name, t.recipient_first_name, t.recipient_patronymic)"],
      ['Телефон получателя', 't.recipient_phone'],
      ['Адрес доставки', 't.delivery_address'],
      ['Статус', text('s.name')],
      ['Способ оплаты', 't.payment_type'],
      ['Сумма товаров, коп.', text('t.subtotal')],
      ['Скидка, коп.', text('t.discount_sum')],
      ['Доставка, коп.', text('t.delivery_sum')],
      ['Итого, коп.', text('t.total')],
      ['Предоплата, коп.', text('t.advance_sum')],
      ['Комментарий менеджера', 't.manager_comment'],
      ['Удалён', yesNo('t.deleted')],
      ['Создан', time('t.created_at')],
    ],
  },
  {
    file: 'order_lines.csv',
    from: 'order_lines t',
    key: ['t.id'],
    columns: [
      ['id', text('t.id')],
      ['Заказ id', text('t.order_id')],
      ['Строка', text('t.line_no')],
      ['Товар id', text('t.product_id')],
      ['Название', 't.name'],
      ['Количество', text('t.count')],
      ['Цена, коп.', text('t.price')],
      ['Сумма, коп.', text('t.sum')],
    ],
  },
  {
    file: 'products.csv',
    from: 'products t LEFT JOIN categories c ON c.id = t.category_id',
    key: ['t.id'],
    columns: [
      ['id', text('t.id')],
      ['Название', 't.name'],
      ['Категория', text('c.name')],
      ['Тип магазина', 't.shop_type'],
      ['Цена, коп.', text('t.price_kopecks')],
      ['Единица', 't.unit'],
      ['Артикул', 't.article'],
      ['Активен', yesNo('t.active')],
      ['Удалён', yesNo('t.deleted')],
      ['Создан', time('t.created_at')],
    ],
  },
  {
    file: 'stock_balances.csv',
    from: `stock_balances t
      JOIN products p ON p.id = t.product_id
      JOIN affiliates a ON a.id = t.affiliate_id`,
    key: ['t.affiliate_id', 't.product_id'],
    columns: [
      ['Филиал id', text('t.affiliate_id')],
      ['Филиал', 'a.name'],
      ['Товар id', text('t.product_id')],
      ['Товар', 'p.name'],
      ['Остаток', quantity('t.quantity')],
    ],
  },
  {
    file: 'stock_documents.csv',
    from: 'stock_documents t',
    key: ['t.id'],
    columns: [
      ['id', text('t.id')],
      ['Вид', 't.kind'],
      ['Номер', 't.number'],
      ['Дата', date('t.doc_date')],
      ['Филиал id', text('t.affiliate_id')],
      ['Филиал-получатель id', text('t.to_affiliate_id')],
      ['Поставщик id', text('t.supplier_id')],
      ['Причина списания id', text('t.write_off_id')],
      ['Статус', 't.status'],
      ['Сумма, коп.', text('t.total')],
      ['Комментарий', 't.comment'],
      ['Проведён', time('t.posted_at')],
      ['Удалён', yesNo('t.deleted')],
      ['Создан', time('t.created_at')],
    ],
  },
  {
    file: 'stock_document_lines.csv',
    from: 'stock_document_lines t',
    key: ['t.document_id', 't.line_no'],
    columns: [
      ['Документ id', text('t.document_id')],
      ['Строка', text('t.line_no')],
      ['Товар id', text('t.product_id')],
      ['Количество', quantity('t.quantity')],
      ['Цена, коп.', text('t.price')],
      ['Сумма, коп.', text('t.sum')],
      ['Учётный остаток', quantity('t.book_quantity')],
      ['Расхождение', quantity('t.difference')],
    ],
  },
  {
    file: 'cash_shifts.csv',
    from: 'cash_shifts t',
    key: ['t.id'],
    columns: [
      ['id', text('t.id')],
      ['Филиал id', text('t.affiliate_id')],
      ['Тип магазина', 't.shop_type'],
      ['Открыта', time('t.opened_at')],
      ['В кассе при открытии, коп.', text('t.opening_cash')],
      ['Закрыта', time('t.closed_at')],
      ['Пересчитано, коп.', text('t.counted_cash')],
      ['Ожидалось, коп.', text('t.expected_cash')],
      ['Комментарий', 't.comment'],
    ],
  },
  {
    file: 'cash_moves.csv',
    from: 'cash_moves t',
    key: ['t.id'],
    columns: [
      ['id', text('t.id')],
      ['Смена id', text('t.shift_id')],
      ['Время', time('t.at')],
      ['Пользователь id', text('t.user_id')],
      ['Вид', "CASE t.kind WHEN 'in' THEN 'внесение' ELSE 'изъятие' END"],
      ['Сумма, коп.', text('t.amount')],
      ['Причина', 't.reason'],
    ],
  },
];

/** One batch: the rows after `after` (the previous batch's last key), in key order. */
export function batchSql(table: ExportTable, after: readonly unknown[] | null): string {
  const keys = table.key.join(', ');
  const cells = table.columns.map(([, sql], i) => `${sql} AS c${i}`).join(', ');
  const keyCells = table.key.map((k, i) => `${k} AS k${i}`).join(', ');
  // $1 the zone, $2 the batch size, $3… the last key: a row-value comparison walks the primary key.
  // The zone is named in WHERE too: a file without times would leave $1 of no known type.
  const next = after ? ` AND (${keys}) > (${table.key.map((_, i) => `$${i + 3}`).join(', ')})` : '';
  return `SELECT ${keyCells}, ${cells} FROM ${table.from}
    WHERE $1::text IS NOT NULL${next} ORDER BY ${keys} LIMIT $2`;
}
