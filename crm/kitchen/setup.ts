/**
 * What the kitchen is set up with (docs/kitchen.md): its stations (grill, fryer, drinks; a station
 * may print its own ticket on payment), a product's station, and the shop's target times.
 */
import type { Db } from '../db/connect';
import { CrmError, invalid } from '../envelope';
import type { Body } from '../registry';
import { optionalId, requireId } from '../domains/orders/input';

export interface Station {
  id: number;
  name: string;
  print: boolean;
}

export function stations(db: Db): Promise<Station[]> {
  return db.query<Station>(
    'SELECT id, name, print FROM kitchen_stations WHERE NOT deleted ORDER BY sort, id',
  );
}

function stationName(value: unknown): string {
  const name = typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '';
  if (!name) invalid('Поле «Название станции» обязательно', { field: ['name'] });
  if (name.length > 100) invalid('Поле «Название станции»: не длиннее 100 символов', { field: ['name'] });
  return name;
}

/**
 * Creates (no id) or renames a station and sets its printing; a taken name is refused. An id that
 * is given is a station to rename, so 0 or '' is one that does not exist, not a new one.
 */
export async function saveStation(tx: Db, body: Body): Promise<Station[]> {
  const given = body.id !== undefined && body.id !== null;
  const id = optionalId(body.id, 'Станция', ['id']);
  if (given && id === null) throw new CrmError('NOT_FOUND', `Станция с id ${String(body.id)} не найдена`);
  const name = stationName(body.name);
  if (body.print !== undefined && typeof body.print !== 'boolean')
    invalid('Поле «Печатать на станции»: да или нет', { field: ['print'] });
  const print = body.print === true;
  const [taken] = await tx.query(
    'SELECT 1 FROM kitchen_stations WHERE lower(name) = lower($1) AND NOT deleted AND id IS DISTINCT FROM $2',
    [name, id],
  );
  if (taken) invalid(`Станция «${name}» уже есть`, { field: ['name'], reason: 'NAME_TAKEN' });
  if (id === null) {
    await tx.query(
      `INSERT INTO kitchen_stations (name, print, sort)
       VALUES ($1, $2, (SELECT coalesce(max(sort), 0) + 1 FROM kitchen_stations))`,
      [name, print],
    );
  } else {
    const done = await tx.query(
      'UPDATE kitchen_stations SET name = $2, print = $3 WHERE id = $1 AND NOT deleted RETURNING id',
      [id, name, print],
    );
    if (done.length === 0) throw new CrmError('NOT_FOUND', `Станция с id ${id} не найдена`);
  }
  return stations(tx);
}

/** A removed station's products are cooked «Без станции» until given another. */
export async function deleteStation(tx: Db, body: Body): Promise<Station[]> {
  const id = requireId(body.id, 'Станция', ['id']);
  const done = await tx.query(
    'UPDATE kitchen_stations SET deleted = true WHERE id = $1 AND NOT deleted RETURNING id',
    [id],
  );
  if (done.length === 0) throw new CrmError('NOT_FOUND', `Станция с id ${id} не найдена`);
  await tx.query('UPDATE products SET station_id = NULL WHERE station_id = $1', [id]);
  return stations(tx);
}

export async function productStation(db: Db, productId: number): Promise<number | null> {
  const [row] = await db.query<{ station_id: number | null }>(
    `SELECT p.station_id FROM products p
       LEFT JOIN kitchen_stations s ON s.id = p.station_id WHERE p.id = $1 AND (s.id IS NULL OR NOT s.deleted)`,
    [productId],
  );
  if (!row) throw new CrmError('NOT_FOUND', `Товар с id ${productId} не найден`);
  return row.station_id;
}

export async function setProductStation(tx: Db, body: Body): Promise<number | null> {
  const productId = requireId(body.productId, 'Товар', ['productId']);
  const stationId = optionalId(body.stationId, 'Станция', ['stationId']);
  if (stationId !== null) {
    const [st] = await tx.query('SELECT 1 FROM kitchen_stations WHERE id = $1 AND NOT deleted', [stationId]);
    if (!st) invalid(`Станция с id ${stationId} не найдена`, { field: ['stationId'], reason: 'NOT_FOUND' });
  }
  const done = await tx.query('UPDATE products SET station_id = $2 WHERE id = $1 RETURNING id', [
    productId,
    stationId,
  ]);
  if (done.length === 0) throw new CrmError('NOT_FOUND', `Товар с id ${productId} не найден`);
  return stationId;
}

export interface TargetTimes {
  amberMinutes: number;
  redMinutes: number;
}

const DEFAULT_TARGETS: TargetTimes = { amberMinutes: 5, redMinutes: 10 };

export async function targetTimes(db: Db): Promise<TargetTimes> {
  const [row] = await db.query<TargetTimes>(
    `SELECT amber_minutes AS "amberMinutes", red_minutes AS "redMinutes"
       FROM kitchen_settings WHERE shop_type = 'fastfood'`,
  );
  return row ?? DEFAULT_TARGETS;
}

function minutes(value: unknown, label: string, key: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 240)
    invalid(`Поле «${label}»: целое число минут от 1 до 240`, { field: [key] });
  return value as number;
}

export async function saveTargetTimes(tx: Db, body: Body): Promise<TargetTimes> {
  const amber = minutes(body.amberMinutes, 'Жёлтый через', 'amberMinutes');
  const red = minutes(body.redMinutes, 'Красный через', 'redMinutes');
  if (amber >= red)
    invalid(`«Красный через» (${red} мин) должен быть позже «Жёлтый через» (${amber} мин)`, {
      field: ['redMinutes'],
    });
  await tx.query(
    `INSERT INTO kitchen_settings (shop_type, amber_minutes, red_minutes) VALUES ('fastfood', $1, $2)
     ON CONFLICT (shop_type) DO UPDATE SET amber_minutes = $1, red_minutes = $2`,
    [amber, red],
  );
  return { amberMinutes: amber, redMinutes: red };
}
